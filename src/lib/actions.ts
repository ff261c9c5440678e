import { AREAS_PATH, BLOG_PATH, HOME_PATH, SERVICES_PATH } from "./paths";
import { telHref } from "./phone";

/** Targets that data files may give a button or link; see ACTION_TARGETS in gatsby/content. */
export type ActionTarget = "home" | "services" | "areas" | "blog" | "call" | "contact" | "form" | "about";

export const FORM_ANCHOR = "#lead-form";

/** Where a target leads. `call` needs the page's phone number. */
export function actionHref(target: string, phone: string): string {
  switch (target) {
    case "home":
      return HOME_PATH;
    case "services":
      return SERVICES_PATH;
    case "areas":
      return AREAS_PATH;
    case "blog":
      return BLOG_PATH;
    case "call":
      return telHref(phone);
    case "contact":
      return `${HOME_PATH}#contact`;
    case "about":
      return `${HOME_PATH}#about`;
    case "form":
      return FORM_ANCHOR;
    default:
      throw new Error(`Unknown action target "${target}"`);
  }
}

/** Links inside the site go through Gatsby's Link; tel:, mailto: and in-page anchors stay plain. */
export function isInternalRoute(href: string): boolean {
  return href.startsWith("/");
}

/**
 * The main action of a page with a form, for the phone action bar: the hero's button to the
 * form, or the site's main action's label pointing at the form.
 */
export function formAction<A extends { label: string; target: string }>(heroActions: readonly A[] | null | undefined, fallback: A): A {
  return heroActions?.find((action) => action.target === "form") ?? { ...fallback, target: "form" };
}
