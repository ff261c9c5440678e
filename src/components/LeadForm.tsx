import React, { useId, useRef, useState } from "react";
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

type Status = "idle" | "sending" | "failed";

const INPUT_TYPES: Partial<Record<LeadField, { type: string; autoComplete: string }>> = {
  name: { type: "text", autoComplete: "name" },
  email: { type: "email", autoComplete: "email" },
  phone: { type: "tel", autoComplete: "tel" },
  company: { type: "text", autoComplete: "organization" },
};
const REQUIRED: readonly LeadField[] = ["name", "email", "phone"];

/**
 * The lead form of every page: name, e-mail and phone (required, checked by the browser), plus
 * the page's own extra fields. A lead is confirmed with an alert and the fields are emptied only
 * once it has really been handled; when sending fails, everything typed stays and the visitor
 * is offered the phone number.
 */
export function LeadForm({ form, phone, endpoint = LEAD_ENDPOINT }: Props) {
  const { site } = useSiteData();
  const text = site.forms;
  const uid = useId().replace(/:/g, "");
  const [values, setValues] = useState<LeadValues>(EMPTY_LEAD);
  const [trap, setTrap] = useState("");
  const [status, setStatus] = useState<Status>("idle");
  const busy = useRef(false);
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
    setStatus("idle");
    window.alert(confirmationMessage(text.confirmation, form.confirmation));
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

  return (
    <section id={FORM_ANCHOR.slice(1)} className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {form.heading}
      </h2>
      {form.intro && <p className={styles.intro}>{form.intro}</p>}
      <form className={styles.form} onSubmit={onSubmit} aria-busy={status === "sending"}>
        {fields.map((field) => (
          <div key={field} className={styles.field}>
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
                rows={4}
                value={values.message}
                onChange={update(field)}
                className={styles.control}
              />
            ) : field === "complianceFramework" ? (
              <select
                id={fieldId(field)}
                name={field}
                value={values.complianceFramework}
                onChange={update(field)}
                className={styles.control}
              >
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
                onChange={update(field)}
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
