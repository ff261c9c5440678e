import React, { useEffect, useId, useRef, useState } from "react";
import { SiteLink } from "./SiteLink";
import { LEAD_TIMEOUT_MS, MIN_FILL_MS } from "../constants";
import { confirmationMessage } from "../lib/confirmation";
import {
  EMPTY_LEAD,
  LEAD_ENDPOINT,
  PREFILL_EVENT,
  fieldsOf,
  leadMailto,
  leadPayload,
  newLeadId,
  sendLead,
  sentTooSoon,
  type LeadField,
  type LeadValues,
  type PrefillDetail,
} from "../lib/lead";
import { OUTBOX_EVENT, OUTBOX_KEY, browserStore, isPending, keepLead } from "../lib/outboxStore";
import { fillPlaceholders } from "../lib/placeholders";
import { telHref } from "../lib/phone";
import { FORM_ANCHOR } from "../lib/actions";
import { renderPlaceholders } from "../lib/placeholders";
import type { LeadFormContent } from "../lib/content";
import { useSiteData } from "../hooks/useSiteData";
import { PRIVACY_KEY } from "../lib/paths";
import * as styles from "./LeadForm.module.css";
import * as buttons from "./Button.module.css";
import { plainSpaces } from "../lib/keepTogether";

interface Props {
  /** The page's form, as its data file describes it. */
  form: LeadFormContent;
  /** The number offered when a lead cannot be sent. */
  phone: string;
  /** Where leads go; defaults to the GATSBY_LEAD_ENDPOINT the site was built with. */
  endpoint?: string | null;
}

/**
 * Where the visitor's request stands: `sent` has reached the lead endpoint; `kept` is saved in
 * this browser's outbox and will be sent later; `failed` is neither sent nor saved (what was typed
 * stays in the form); `unconnected` is a site built without a lead endpoint, which sends nothing.
 */
type Status = "idle" | "sending" | "sent" | "kept" | "failed" | "unconnected";

/** The outbox's sending code: loaded when the visitor starts on a form, or at the latest on sending. */
const loadOutbox = () => import(/* webpackChunkName: "outbox" */ "../lib/outbox");

/** Fetches the sending code ahead, while the visitor fills the form in. */
const preloadOutbox = () => void loadOutbox().catch(() => undefined);

/** Sends what the outbox holds now; a failure to load the code leaves the lead kept for the next page. */
async function sendKept(endpoint: string): Promise<void> {
  try {
    const { browserOutbox, runOutbox } = await loadOutbox();
    const outbox = browserOutbox(endpoint, LEAD_TIMEOUT_MS);
    if (outbox) await runOutbox(outbox, { force: true });
  } catch {
    // The chunk did not load (no connection): the lead stays in the outbox.
  }
}

/** Opens a form folded on a narrow screen; a wide one shows it open either way. */
function unfold(fold: HTMLDetailsElement | null): void {
  if (fold) fold.open = true;
}

/** The first page's form was shown when the page started loading; a later page's, when it mounted. */
let firstPageShown = false;

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
 * The lead form of every page: name, email and phone (required, checked by the browser), plus
 * the page's own extra fields. A lead goes through the browser's outbox (src/lib/outbox.ts), and
 * the visitor reads where it stands: delivered (the page's confirmation, in an alert beside the
 * form that takes the focus, and the fields emptied); saved and waiting for the connection; or not
 * sent at all. The last two keep everything typed and offer the page's number and an email link
 * holding the request. Without the page's script the browser posts the form itself (to the lead
 * endpoint, or to the company's email address).
 */
export function LeadForm({ form, phone, endpoint = LEAD_ENDPOINT }: Props) {
  const { site, routes, locale } = useSiteData();
  const text = site.forms;
  const uid = useId().replace(/:/g, "");
  const [values, setValues] = useState<LeadValues>(EMPTY_LEAD);
  const [trap, setTrap] = useState("");
  const [status, setStatus] = useState<Status>("idle");
  const busy = useRef(false);
  // The lead this form has kept in the outbox and not yet seen delivered.
  const pendingId = useRef<string | null>(null);
  // When the form was shown, on performance.now()'s clock: a form sent sooner than MIN_FILL_MS
  // after that was filled in by a program.
  const shownAt = useRef(0);
  const confirmation = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const fold = useRef<HTMLDetailsElement>(null);
  const fields = fieldsOf(form.extraFields);
  const fieldId = (field: string) => `${uid}-${field}`;
  const label = (field: LeadField) => (field === "name" && form.nameLabel ? form.nameLabel : text.labels[field]);

  const update = (field: LeadField) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const confirm = () => {
    pendingId.current = null;
    setValues(EMPTY_LEAD);
    setTrap("");
    setStatus("sent");
  };

  useEffect(() => {
    shownAt.current = firstPageShown ? performance.now() : 0;
    firstPageShown = true;
  }, []);

  // On a narrow screen the fields wait under one button (LeadForm.module.css); a visitor who
  // follows a link to the form (the hero's, the header's, the phone bar's, another page's) wants
  // them, so the form opens, in the click itself: the link's own scroll then lands on it open.
  useEffect(() => {
    const followed = () => {
      if (window.location.hash === FORM_ANCHOR) unfold(fold.current);
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      if (link && new URL(link.href, window.location.href).hash === FORM_ANCHOR) unfold(fold.current);
    };
    followed();
    window.addEventListener("hashchange", followed);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("hashchange", followed);
      document.removeEventListener("click", onClick, true);
    };
  }, []);

  // A tool of the page (the price estimator, the self-assessment) hands its result to the form's
  // message box; the content rules give a page with such a tool a form with one.
  const hasMessage = fields.includes("message");
  useEffect(() => {
    if (!hasMessage) return undefined;
    const onPrefill = (event: Event) => {
      const { message } = (event as CustomEvent<PrefillDetail>).detail;
      unfold(fold.current);
      setValues((current) => ({ ...current, message }));
      setStatus((current) => (current === "sent" ? "idle" : current));
    };
    window.addEventListener(PREFILL_EVENT, onPrefill);
    return () => window.removeEventListener(PREFILL_EVENT, onPrefill);
  }, [hasMessage]);

  // A kept lead that a later try delivers (back online, the next retry, another tab) confirms here.
  useEffect(() => {
    if (status !== "kept" || !endpoint) return;
    const store = browserStore();
    const check = (event?: Event) => {
      if (event instanceof StorageEvent && event.key !== OUTBOX_KEY) return;
      if (store && pendingId.current && !isPending(store, pendingId.current)) confirm();
    };
    window.addEventListener(OUTBOX_EVENT, check);
    window.addEventListener("storage", check);
    check();
    return () => {
      window.removeEventListener(OUTBOX_EVENT, check);
      window.removeEventListener("storage", check);
    };
  }, [status, endpoint]);

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
    // A filled-in honeypot, or a form sent faster than a person types, means a bot: drop the lead
    // quietly, as if it had been sent.
    if (trap || sentTooSoon(shownAt.current, performance.now(), MIN_FILL_MS)) return confirm();
    if (!endpoint) return setStatus("unconnected");
    busy.current = true;
    setStatus("sending");
    // A request kept earlier and sent again (perhaps edited) keeps its id: it is one lead.
    const leadId = pendingId.current ?? newLeadId();
    const page = { path: window.location.pathname, language: locale };
    const payload = leadPayload(values, fields, page, new Date(), leadId);
    const store = browserStore();
    let outcome: Status;
    if (store && keepLead(store, payload)) {
      // Kept before anything else: if the sending code cannot load now, the next page sends it.
      pendingId.current = leadId;
      await sendKept(endpoint);
      outcome = isPending(store, leadId) ? "kept" : "sent";
    } else {
      // This browser keeps nothing: one try, and what was typed stays in the form if it fails.
      outcome = (await sendLead(endpoint, payload, LEAD_TIMEOUT_MS)) === "sent" ? "sent" : "failed";
    }
    busy.current = false;
    if (outcome === "sent") confirm();
    else setStatus(outcome);
  };

  /** A mailto: link that opens the visitor's email app with their request written out. */
  const mailLink = () => {
    const href =
      typeof window === "undefined"
        ? `mailto:${site.email}`
        : leadMailto(
            site.email,
            fillPlaceholders(text.mailSubject, { heading: form.heading }),
            values,
            fields,
            { ...text.labels, name: label("name") },
            window.location.href,
            text.mailPageLabel,
          );
    return <a href={href}>{text.emailLink}</a>;
  };
  const notice = status === "kept" ? text.kept : status === "failed" ? text.failure : status === "unconnected" ? text.notConnected : null;

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
            <p>{confirmationMessage(form.opening ?? text.confirmation, form.confirmation)}</p>
          </>
        )}
      </div>
      {/* Open on a wide screen whatever its state (LeadForm.module.css); on a narrow one the
          summary opens it, with or without the page's script. */}
      <details ref={fold} className={styles.fold}>
        <summary className={`${buttons.button} ${buttons.primary} ${styles.unfold}`}>{text.openLabel}</summary>
        {/* Without the page's script the browser sends the form itself: to the lead endpoint, or
            to the company's email address; never into the address bar. */}
        <form
          ref={formRef}
          className={styles.form}
          onSubmit={onSubmit}
          onFocus={endpoint ? preloadOutbox : undefined}
          aria-busy={status === "sending"}
          method="post"
          action={endpoint ?? `mailto:${site.email}`}
          encType={endpoint ? undefined : "text/plain"}
        >
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
                <select
                  id={fieldId(field)}
                  name={field}
                  value={values.complianceFramework}
                  onChange={edit(field)}
                  className={styles.control}
                >
                  <option value="">{text.frameworkPlaceholder}</option>
                  {text.frameworks.map((framework) => (
                    <option key={framework} value={plainSpaces(framework)}>
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
            {status === "sending" ? text.sending : (form.submitLabel ?? text.submitLabel)}
          </button>
          <div aria-live="assertive">
            {notice && (
              <p className={styles.failure} data-status={status}>
                {renderPlaceholders(notice, { phone: <a href={telHref(phone)}>{phone}</a>, email: mailLink() })}
              </p>
            )}
          </div>
          {form.note && <p className={styles.note}>{form.note}</p>}
          <p className={styles.privacy}>
            {renderPlaceholders(text.privacyNote, {
              privacy: <SiteLink to={routes.byKey.legal(PRIVACY_KEY)}>{site.ui.privacyLabel}</SiteLink>,
            })}
          </p>
        </form>
      </details>
    </section>
  );
}

/**
 * A page's form on a band of its own, after the page's tool (FixedPage.tsx): a visitor who came for
 * the tool meets it first, and its result leads here with the answers in the message box.
 */
export function LeadFormBand(props: Props) {
  return (
    <div className={`section ${styles.band}`}>
      <div className="container">
        <LeadForm {...props} />
      </div>
    </div>
  );
}
