import React, { useEffect, useId, useRef, useState } from "react";
import { Link } from "gatsby";
import { LEAD_TIMEOUT_MS } from "../constants";
import { confirmationMessage } from "../lib/confirmation";
import { EMPTY_LEAD, LEAD_ENDPOINT, fieldsOf, leadPayload, sendLead, type LeadField, type LeadValues } from "../lib/lead";
import { telHref } from "../lib/phone";
import { FORM_ANCHOR } from "../lib/actions";
import { renderTemplate } from "../lib/template";
import type { LeadFormContent } from "../lib/content";
import { PRIVACY_PATH } from "../lib/paths";
import { useSiteData } from "../hooks/useSiteData";
import * as styles from "./LeadForm.module.css";
import * as buttons from "./Button.module.css";

interface Props {
  /** The page's form, as its data file describes it. */
  form: LeadFormContent;
  /** The number offered when a lead cannot be sent. */
  phone: string;
  /** Where leads go; defaults to the GATSBY_LEAD_ENDPOINT the site was built with. */
  endpoint?: string | null;
}

type Status = "idle" | "sending" | "sent" | "failed";

const INPUT_TYPES: Partial<Record<LeadField, { type: string; autoComplete: string }>> = {
  name: { type: "text", autoComplete: "name" },
  email: { type: "email", autoComplete: "email" },
  phone: { type: "tel", autoComplete: "tel" },
  company: { type: "text", autoComplete: "organization" },
};
const REQUIRED: readonly LeadField[] = ["name", "email", "phone"];
/** Fields that hold a few words and sit two to a row where the form is wide enough. */
const SHORT: readonly LeadField[] = ["name", "email", "phone", "company"];

/**
 * The lead form of every page: name, e-mail and phone (required, checked by the browser), plus
 * the page's own extra fields. A lead is confirmed in place, in an alert beside the form that takes
 * the focus, and the fields are emptied only once it has really been handled; when sending fails,
 * everything typed stays and the visitor is offered the phone number.
 */
export function LeadForm({ form, phone, endpoint = LEAD_ENDPOINT }: Props) {
  const { site } = useSiteData();
  const text = site.forms;
  const uid = useId().replace(/:/g, "");
  const [values, setValues] = useState<LeadValues>(EMPTY_LEAD);
  const [trap, setTrap] = useState("");
  const [status, setStatus] = useState<Status>("idle");
  const busy = useRef(false);
  const confirmation = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const fields = fieldsOf(form.extraFields);
  const fieldId = (field: string) => `${uid}-${field}`;
  const label = (field: LeadField) => (field === "name" && form.nameLabel ? form.nameLabel : text.labels[field]);

  const update = (field: LeadField) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const confirm = () => {
    setValues(EMPTY_LEAD);
    setTrap("");
    setStatus("sent");
  };

  // What a visitor typed before the page's script took over stays in the fields (React keeps it on
  // hydration); it becomes the form's values, so nothing typed is lost or sent empty.
  useEffect(() => {
    const elements = formRef.current?.elements;
    if (!elements) return;
    const typed: Partial<LeadValues> = {};
    for (const field of fields) {
      const element = elements.namedItem(field);
      if (element && "value" in element && element.value) typed[field] = element.value;
    }
    // Runs once, after hydration, and only when something was typed.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The confirmation takes the focus, so a keyboard or screen-reader visitor lands on it.
  useEffect(() => {
    if (status === "sent") confirmation.current?.focus();
  }, [status]);

  // Typing again after a confirmation starts a new lead: the old confirmation goes.
  const edit = (field: LeadField) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    if (status === "sent") setStatus("idle");
    update(field)(event);
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    // A filled-in honeypot means a bot: drop the lead quietly, as if it had been sent.
    if (trap) return confirm();
    if (!endpoint) return confirm();
    busy.current = true;
    setStatus("sending");
    const payload = leadPayload(values, fields, window.location.pathname, new Date());
    const result = await sendLead(endpoint, payload, LEAD_TIMEOUT_MS);
    busy.current = false;
    if (result === "sent") confirm();
    else setStatus("failed");
  };

  const headingId = `${uid}-heading`;
  // Short fields pair up; a long one, or a short one left alone at the end of its run, takes the row.
  const isWide = (field: LeadField, index: number) => {
    if (!SHORT.includes(field)) return true;
    let run = 0;
    for (let i = index; i >= 0 && SHORT.includes(fields[i]); i -= 1) run += 1;
    const next = fields[index + 1];
    return run % 2 === 1 && (next === undefined || !SHORT.includes(next));
  };

  return (
    <section id={FORM_ANCHOR.slice(1)} className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {form.heading}
      </h2>
      {form.intro && <p className={styles.intro}>{form.intro}</p>}
      <div ref={confirmation} role="alert" tabIndex={-1} className={status === "sent" ? styles.sent : undefined}>
        {status === "sent" && (
          <>
            <svg className={styles.sentIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="11" />
              <path d="M7 12.5l3.2 3.2L17 9" />
            </svg>
            <p>{confirmationMessage(text.confirmation, form.confirmation)}</p>
          </>
        )}
      </div>
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} aria-busy={status === "sending"}>
        {fields.map((field, index) => (
          <div key={field} className={`${styles.field} ${isWide(field, index) ? styles.wide : ""}`}>
            <label htmlFor={fieldId(field)} className={styles.label}>
              {label(field)}
              {REQUIRED.includes(field) && (
                <span className={styles.required} aria-hidden="true">
                  {" "}
                  *
                </span>
              )}
            </label>
            {field === "message" ? (
              <textarea
                id={fieldId(field)}
                name={field}
                rows={3}
                value={values.message}
                onChange={edit(field)}
                className={styles.control}
              />
            ) : field === "complianceFramework" ? (
              <select id={fieldId(field)} name={field} value={values.complianceFramework} onChange={edit(field)} className={styles.control}>
                <option value="">{text.frameworkPlaceholder}</option>
                {text.frameworks.map((framework) => (
                  <option key={framework} value={framework}>
                    {framework}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={fieldId(field)}
                name={field}
                type={INPUT_TYPES[field]?.type}
                autoComplete={INPUT_TYPES[field]?.autoComplete}
                required={REQUIRED.includes(field)}
                value={values[field]}
                onChange={edit(field)}
                className={styles.control}
              />
            )}
          </div>
        ))}
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor={fieldId("trap")}>{text.honeypotLabel}</label>
          <input
            id={fieldId("trap")}
            name="website_url"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={trap}
            onChange={(e) => setTrap(e.target.value)}
          />
        </div>
        <p className={styles.requiredNote}>{text.requiredNote}</p>
        <button type="submit" className={`${buttons.button} ${buttons.primary} ${styles.submit}`} disabled={status === "sending"}>
          {status === "sending" ? text.sending : form.submitLabel}
        </button>
        <div aria-live="assertive">
          {status === "failed" && (
            <p className={styles.failure}>{renderTemplate(text.failure, { phone: <a href={telHref(phone)}>{phone}</a> })}</p>
          )}
        </div>
        {form.note && <p className={styles.note}>{form.note}</p>}
        <p className={styles.privacy}>
          {renderTemplate(text.privacyNote, { privacy: <Link to={PRIVACY_PATH}>{site.ui.privacyLabel}</Link> })}
        </p>
      </form>
    </section>
  );
}
