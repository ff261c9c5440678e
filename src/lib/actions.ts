import { AREAS_PATH, BLOG_PATH, HOME_PATH, SERVICES_PATH } from "./paths";
import { telHref } from "./phone";

/** Targets that data files may give a button or link; see ACTION_TARGETS in gatsby/content. */
export type ActionTarget = "home" | "services" | "areas" | "blog" | "call" | "contact" | "form" | "about";

export const FORM_ANCHOR = "#lead-form";
/** The id of every page's footer, whose lists of links stand in for the phone menu without a script. */
export const FOOTER_ID = "site-footer";

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

/** The longest label the phone action bar's main button holds on one line. */
export const ACTION_BAR_MAX_LABEL = 24;

/**
 * The main action of a page with a form, for the phone action bar: to the form, labelled as the
 * hero's button to the form where that label fits the bar, and with the site's short label otherwise.
 */
export function formAction<A extends { label: string; target: string }>(heroActions: readonly A[] | null | undefined, short: A): A {
  const hero = heroActions?.find((action) => action.target === "form");
  return hero && hero.label.length <= ACTION_BAR_MAX_LABEL ? hero : { ...short, target: "form" };
}
