import type { SiteRoutes } from "./paths";
import { telHref } from "./phone";
import { ACTION_TARGETS, LINK_TARGETS, SECTION_LINK_TARGETS, type Target } from "../content/targets";

export { ACTION_TARGETS, LINK_TARGETS, SECTION_LINK_TARGETS, type Target };

/** The price estimator's place: the managed IT services page's block of type "estimator". */
export const ESTIMATOR_SERVICE = "managed-it-services";
export const ESTIMATOR_ANCHOR = "estimator";
/** The readiness self-assessment's place: the block of type "assessment" of the page at /assessment/. */
export const ASSESSMENT_ANCHOR = "assessment";
export const FORM_ANCHOR = "#lead-form";
/** The id of every page's footer, whose lists of links stand in for the phone menu without a script. */
export const FOOTER_ID = "site-footer";

/** Where a target leads, among the routes of the page's language. `call` needs the page's phone number. */
export function actionHref(target: Target, phone: string, routes: SiteRoutes): string {
  switch (target) {
    case "home":
      return routes.home;
    case "services":
      return routes.services;
    case "areas":
      return routes.areas;
    case "blog":
      return routes.blog;
    case "call":
      return telHref(phone);
    case "contact":
      return `${routes.home}#contact`;
    case "about":
      return `${routes.home}#about`;
    case "form":
      return FORM_ANCHOR;
    case "homeForm":
      return `${routes.home}${FORM_ANCHOR}`;
    case "assessment":
      return `${routes.assessment}#${ASSESSMENT_ANCHOR}`;
    case "estimator":
      return `${routes.byKey.service(ESTIMATOR_SERVICE)}#${ESTIMATOR_ANCHOR}`;
    default: {
      // A target added to the lists above without a route here is a type error.
      const unknown: never = target;
      throw new Error(`Unknown action target "${String(unknown)}"`);
    }
  }
}

/** Links inside the site go through Gatsby's Link; tel:, mailto: and in-page anchors stay plain. */
export function isInternalRoute(href: string): boolean {
  return href.startsWith("/");
}

/** The site's one label for each action (data/site.json `ui.actions`), by target. */
export type ActionLabels = Readonly<Record<(typeof ACTION_TARGETS)[number], string>>;
/** A button as drawn: where it leads and the words on it. */
export type LabeledAction = { readonly target: (typeof ACTION_TARGETS)[number]; readonly label: string };

/** A button of data with its words: its own label (one the spec names), or the site's for its action. */
export function labeled(
  action: { readonly target: (typeof ACTION_TARGETS)[number]; readonly label?: string | null },
  labels: ActionLabels,
): LabeledAction {
  return { target: action.target, label: action.label ?? labels[action.target] };
}

/** The longest label the phone action bar's main button holds on one line. */
export const ACTION_BAR_MAX_LABEL = 24;

/**
 * The main action of a page with a form, for the phone action bar: to the form, labeled as the
 * hero's button to the form where that label fits the bar, and with the site's label otherwise.
 */
export function formAction(
  heroActions: ReadonlyArray<{ readonly target: (typeof ACTION_TARGETS)[number]; readonly label?: string | null }> | null | undefined,
  labels: ActionLabels,
): LabeledAction {
  const hero = heroActions?.find((action) => action.target === "form");
  const label = hero ? labeled(hero, labels).label : labels.form;
  return { target: "form", label: label.length <= ACTION_BAR_MAX_LABEL ? label : labels.form };
}
