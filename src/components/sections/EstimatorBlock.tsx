/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   the table's roles are spelled out because a phone lays it out as cards (display: block), and
   some browsers drop a table's implicit roles with its table layout (as gatsby/remarkArticle.ts does
   for the articles' tables). */
import React, { useEffect, useId, useRef, useState } from "react";
import { graphql } from "gatsby";
import { useSiteData } from "../../hooks/useSiteData";
import { shownClaimValues } from "../../lib/claims";
import { clampWhole, dollarRange, estimate, type EstimateInput } from "../../lib/estimator";
import { prefillLead } from "../../lib/lead";
import { fillPlaceholders } from "../../lib/placeholders";
import type { BlockProps } from "./types";
import type { SectionOf, Site } from "../../lib/content";
import * as styles from "./Estimator.module.css";
import * as buttons from "../Button.module.css";
import * as formStyles from "../LeadForm.module.css";

type Rules = Site["estimator"];

/** What the visitor has entered; numbers as typed, so a field can be empty while they type. */
interface Entered {
  users: string;
  locations: string;
  /** A framework's name, or "" for none. */
  framework: string;
  afterHours: boolean;
}

const DEFAULTS: Entered = { users: "10", locations: "1", framework: "", afterHours: false };

/**
 * What the form's controls hold. React keeps what a visitor typed, chose or ticked before the
 * block's chunk arrived (hydration leaves the controls' values alone), so this is read once the
 * block has hydrated and becomes its state: no early answer is shown beside a default estimate.
 */
function enteredIn(form: HTMLFormElement | null): Entered | null {
  const named = (name: string) => form?.elements.namedItem(name);
  const users = named("users");
  const locations = named("locations");
  const framework = named("framework");
  const afterHours = named("afterHours");
  if (
    !(users instanceof HTMLInputElement) ||
    !(locations instanceof HTMLInputElement) ||
    !(framework instanceof HTMLSelectElement) ||
    !(afterHours instanceof HTMLInputElement)
  )
    return null;
  return { users: users.value, locations: locations.value, framework: framework.value, afterHours: afterHours.checked };
}

/**
 * What a form sent by the browser itself carries in the address (`?users=25&locations=2…`): a
 * visitor who pressed the button before the block's chunk arrived, which reloads the page with
 * the answers. Only the names it holds, so the rest stays as it is.
 */
export function enteredInAddress(search: string): Partial<Entered> {
  const query = new URLSearchParams(search);
  const entered: Partial<Entered> = {};
  for (const key of ["users", "locations", "framework"] as const) {
    const value = query.get(key);
    if (value !== null) entered[key] = value;
  }
  if (query.has("users")) entered.afterHours = query.has("afterHours");
  return entered;
}

/**
 * The managed IT price estimator: a calculator (users, locations, compliance needs, after-hours
 * help desk) that shows a monthly range from the rules of data/site.json `estimator`, and sends it
 * into the page's form; beside it a table of typical fees and what the estimate assumes, which the
 * page's HTML holds, so it says something without JavaScript. The rules come from the page query
 * (`...Estimator`), so no other page loads them. Its band (heading, anchor) is drawn by
 * EstimatorIsland, around it.
 */
export default function EstimatorBlock({ block, data }: BlockProps<SectionOf<"estimator">>) {
  const { site } = useSiteData();
  const rules = data?.estimatorRules?.estimator as Rules | undefined;
  if (!rules) throw new Error(`The page of the estimator block "${block.heading}" did not query ...Estimator`);
  const text = rules.labels;
  const claims = shownClaimValues(site) as Record<string, string>;
  const uid = useId().replace(/:/g, "");
  const [entered, setEntered] = useState<Entered>(DEFAULTS);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const fromAddress = enteredInAddress(window.location.search);
    const early = enteredIn(formRef.current);
    const found = early && { ...early, ...fromAddress };
    const changed = found && (Object.keys(DEFAULTS) as (keyof Entered)[]).some((key) => found[key] !== DEFAULTS[key]);
    // Runs once, after hydration, and only when the visitor answered before it.
    if (changed) setEntered(found);
    if (Object.keys(fromAddress).length > 0)
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.hash);
  }, []);
  const input: EstimateInput = {
    users: Number(entered.users),
    locations: Number(entered.locations),
    compliance: entered.framework !== "",
    afterHours: entered.afterHours,
  };
  const result = estimate(rules, input);
  const change = (patch: Partial<Entered>) => {
    setEntered((current) => ({ ...current, ...patch }));
    setSent(false);
  };
  const yesNo = (value: boolean) => (value ? text.yes : text.no);

  const send = () => {
    prefillLead(
      fillPlaceholders(text.message, {
        users: String(clampWhole(input.users, rules.users.min, rules.users.max)),
        locations: String(clampWhole(input.locations, rules.locations.min, rules.locations.max)),
        compliance: entered.framework || text.noCompliance,
        afterHours: yesNo(entered.afterHours),
        monthly: dollarRange(result.monthly),
        perUser: dollarRange(result.perUser),
      }),
    );
    setSent(true);
  };

  return (
    <div className={styles.layout}>
      <form
        ref={formRef}
        action={block.id ? `#${block.id}` : undefined}
        className={styles.calculator}
        aria-labelledby={`${uid}-heading`}
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <h3 id={`${uid}-heading`} className={styles.heading}>
          {text.formHeading}
        </h3>
        <div className={styles.fields}>
          <div className={styles.field}>
            <label htmlFor={`${uid}-users`} className={formStyles.label}>
              {text.users}
            </label>
            <input
              id={`${uid}-users`}
              name="users"
              className={formStyles.control}
              type="number"
              inputMode="numeric"
              min={rules.users.min}
              max={rules.users.max}
              step={1}
              value={entered.users}
              aria-describedby={`${uid}-users-hint`}
              onChange={(event) => change({ users: event.target.value })}
            />
            <p id={`${uid}-users-hint`} className={styles.hint}>
              {fillPlaceholders(text.usersHint, { min: String(rules.users.min), max: String(rules.users.max) })}
            </p>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${uid}-locations`} className={formStyles.label}>
              {text.locations}
            </label>
            <input
              id={`${uid}-locations`}
              name="locations"
              className={formStyles.control}
              type="number"
              inputMode="numeric"
              min={rules.locations.min}
              max={rules.locations.max}
              step={1}
              value={entered.locations}
              onChange={(event) => change({ locations: event.target.value })}
            />
          </div>
          <div className={`${styles.field} ${styles.wide}`}>
            <label htmlFor={`${uid}-compliance`} className={formStyles.label}>
              {text.compliance}
            </label>
            <select
              id={`${uid}-compliance`}
              name="framework"
              className={formStyles.control}
              value={entered.framework}
              onChange={(event) => change({ framework: event.target.value })}
            >
              <option value="">{text.noCompliance}</option>
              {site.forms.frameworks.map((framework) => (
                <option key={framework} value={framework}>
                  {framework}
                </option>
              ))}
            </select>
          </div>
          <div className={`${styles.check} ${styles.wide}`}>
            <input
              id={`${uid}-after-hours`}
              name="afterHours"
              type="checkbox"
              checked={entered.afterHours}
              aria-describedby={`${uid}-after-hours-hint`}
              onChange={(event) => change({ afterHours: event.target.checked })}
            />
            <label htmlFor={`${uid}-after-hours`}>{text.afterHours}</label>
            <p id={`${uid}-after-hours-hint`} className={styles.hint}>
              {text.afterHoursHint}
            </p>
          </div>
        </div>
        <div className={styles.result}>
          <p className={styles.resultLabel}>{text.result}</p>
          <output className={styles.resultValue} aria-live="polite" data-estimate="">
            {dollarRange(result.monthly)}
          </output>
          <p className={styles.resultMeta}>
            {fillPlaceholders(text.perUser, { range: dollarRange(result.perUser) })}.{" "}
            {fillPlaceholders(text.onboarding, { onboarding: claims.onboarding ?? "" })}
          </p>
          <button type="submit" className={`${buttons.button} ${buttons.primary} ${styles.send}`}>
            {text.send}
          </button>
          <p className={styles.sent} role="status">
            {sent ? text.sent : ""}
          </p>
        </div>
      </form>
      <div className={styles.reference}>
        <h3 className={styles.heading}>{text.tableHeading}</h3>
        <table className={styles.table} role="table">
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">
                {text.tableOffice}
              </th>
              <th scope="col" role="columnheader">
                {text.tablePerUser}
              </th>
              <th scope="col" role="columnheader">
                {text.tableMonthly}
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rules.examples.map((example) => {
              const typical = estimate(rules, example);
              return (
                <tr key={example.office} role="row">
                  <th scope="row" role="rowheader">
                    <span className={styles.office}>{example.office}</span>
                    <span className={styles.profile}>
                      {fillPlaceholders(text.tableProfile, {
                        users: String(example.users),
                        locations: String(example.locations),
                        compliance: yesNo(example.compliance),
                        afterHours: yesNo(example.afterHours),
                      })}
                    </span>
                  </th>
                  <td role="cell" data-label={text.tablePerUser}>
                    {dollarRange(typical.perUser)}
                  </td>
                  <td role="cell" data-label={text.tableMonthly} className={styles.amount}>
                    {dollarRange(typical.monthly)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <h3 className={styles.subheading}>{text.assumptionsHeading}</h3>
        <ul className={styles.assumptions}>
          {text.assumptions.map((assumption) => (
            <li key={assumption}>{fillPlaceholders(assumption, claims)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** What a page with an estimator block spreads into its query: `...Estimator @include(if: $estimator)`. */
export const query = graphql`
  fragment Estimator on Query {
    estimatorRules: siteJson(fields: { locale: { eq: $locale } }) {
      estimator
    }
  }
`;
