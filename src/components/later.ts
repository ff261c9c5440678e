import { useEffect, useState } from "react";

/**
 * A module of the site's code that a page asks for when it needs it, and keeps once it has
 * arrived: `loaded` holds it from then on, so what renders it afterwards renders at once.
 */
export interface Later<M> {
  load: () => Promise<M>;
  loaded: M | null;
}

/** A module loaded the first time it is asked for; a failed load (offline) is tried again the next time. */
export function later<M>(load: () => Promise<M>): Later<M> {
  let loading: Promise<M> | null = null;
  const entry: Later<M> = {
    loaded: null,
    load: () => {
      loading ??= load().then(
        (module) => (entry.loaded = module),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
  return entry;
}

/** A module that is there already (the server's build and the unit tests: src/components/deferred.server.ts). */
export function present<M>(module: M): Later<M> {
  return { loaded: module, load: () => Promise.resolve(module) };
}

/**
 * The module once it has arrived, or null until then; `wanted: false` asks for nothing. A
 * component that needs it renders at once where it has arrived already, and renders again when
 * it arrives.
 */
export function useLater<M>(entry: Later<M>, wanted = true): M | null {
  const [module, setModule] = useState(entry.loaded);
  useEffect(() => {
    if (module || !wanted) return;
    let current = true;
    entry.load().then(
      (arrived) => current && setModule(() => arrived),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [entry, module, wanted]);
  return module;
}
