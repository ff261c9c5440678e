/**
 * Code that only a page reached by a link within the site runs. On the first page a visitor
 * opens, the static parts keep the server's HTML (src/components/Static.tsx) and the head is the
 * server's, so neither the components of static parts nor the head's (react-helmet and the
 * structured data) are part of that page's JavaScript. They load in the background as soon as
 * the visitor points at, focuses or touches a link within the site (gatsby-browser.tsx), and a
 * move to another page waits for them, so it never shows a page without its sections.
 */
import { lazy, type ComponentType } from "react";
import { navigate } from "gatsby";

/** Loads a module once asked, and keeps it: `loaded` holds it from the moment it has arrived. */
export interface ModuleLoader<M> {
  (): Promise<M>;
  loaded?: M;
}

function keeping<M>(load: () => Promise<M>): ModuleLoader<M> {
  const loader: ModuleLoader<M> = () => load().then((module) => (loader.loaded = module));
  return loader;
}

/** The components of static parts (src/components/staticParts.ts), as one chunk. */
export const loadStaticParts = keeping(() => import(/* webpackChunkName: "static-parts" */ "./staticParts"));

/** The head of a page: title, description, share tags and structured data (react-helmet). */
export const loadHeadTags = keeping(() => import(/* webpackChunkName: "head-tags" */ "./HeadTags"));

/** Both, fetched once; a failure (offline) is left to the move itself, which Gatsby handles. */
export function preloadLaterPages(): Promise<void> {
  return Promise.all([loadStaticParts(), loadHeadTags()]).then(
    () => undefined,
    () => undefined,
  );
}

/** Moves to another page of the site once the code it needs has loaded. */
export function navigateWithin(route: string): void {
  void preloadLaterPages().then(() => navigate(route));
}

/**
 * True while React hydrates the first page a visitor opened, in a production build: the parts
 * of the page that keep the server's HTML then render nothing of their own. Set false by
 * gatsby-browser.tsx (onInitialClientRender) once that page has hydrated.
 */
let onFirstPage = true;
export function leaveFirstPage(): void {
  onFirstPage = false;
}
export function keepsServerHtml(): boolean {
  return process.env.NODE_ENV === "production" && typeof window !== "undefined" && onFirstPage;
}

/**
 * A module of components whose code loads when one of them first renders: each export becomes a
 * React.lazy component. Only the browser's production bundle uses it: the server's build and
 * the tests require the module itself, in the other branch of a condition on
 * `process.env.BUILD_STAGE`, which webpack drops from the browser's bundle. Render what it
 * gives inside a <Suspense> boundary.
 *
 * Once the module has arrived (a move to another page waits for it), a component renders at
 * once: React.lazy reads a thenable that has already called back without suspending, so the
 * new page's first render holds all of its content, never an empty boundary for a moment.
 */
export function lazyModule<M extends object>(load: ModuleLoader<M>): M {
  const made = new Map<PropertyKey, unknown>();
  const component = (module: M, name: PropertyKey) => ({
    default: (module as Record<PropertyKey, ComponentType<unknown>>)[name],
  });
  return new Proxy({} as M, {
    get(_target, name) {
      if (!made.has(name))
        made.set(
          name,
          lazy(() => {
            const loaded = load.loaded;
            if (!loaded) return load().then((module) => component(module, name));
            // A thenable that answers as soon as React asks: React then renders without suspending.
            const ready = { then: (resolve: (value: ReturnType<typeof component>) => void) => resolve(component(loaded, name)) };
            return ready as unknown as Promise<ReturnType<typeof component>>;
          }),
        );
      return made.get(name);
    },
  });
}
