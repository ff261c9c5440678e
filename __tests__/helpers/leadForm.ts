import type { Locator, Page } from "playwright-core";
import type { PageUnderTest } from "./pagesUnderTest";
import { TYPED } from "./pagesUnderTest";
import { MIN_FILL_MS } from "../../src/constants";
import { OUTBOX_KEY } from "../../src/lib/outboxStore";

/** The page's lead form (there is one per page, in the section with id "lead-form"). */
export const leadForm = (page: Page): Locator => page.locator("#lead-form form");

export const submitButton = (page: Page): Locator => leadForm(page).locator('button[type="submit"]');

/** The button the form's fields wait under where the page's hero is one column (a phone). */
export const unfoldButton = (page: Page): Locator => page.locator("#lead-form summary");

/**
 * Opens the form as a visitor does where it is folded (a phone): by its button. A wide screen
 * shows it open, with no button. Resolves once the fields are shown.
 */
export async function openForm(page: Page): Promise<void> {
  const button = unfoldButton(page);
  if (await button.isVisible()) await button.click();
  await leadForm(page).locator("input, textarea, select").first().waitFor({ state: "visible" });
}

/**
 * A field by its label, as assistive technology names it (the required mark "*" is hidden from
 * it): a text box, or a combo box for the compliance framework.
 */
export const field = (page: Page, label: string): Locator =>
  leadForm(page)
    .getByRole("textbox", { name: label, exact: true })
    .or(leadForm(page).getByRole("combobox", { name: label, exact: true }));

/**
 * Opens the form where it is folded, then fills in the test visitor's details, each field as one input event (the keystroke-by-keystroke
 * behavior of a field is tested on its own in lead-forms.test.ts).
 */
export async function fillForm(page: Page, spec: PageUnderTest): Promise<void> {
  await openForm(page);
  for (const f of spec.fields) {
    const control = field(page, f.label);
    if (f.tag === "select") await control.selectOption(TYPED[f.name]);
    else await control.fill(TYPED[f.name]);
  }
  await atPersonsPace(page);
}

/**
 * Waits until a form on a page loaded directly has been shown for as long as a person takes to
 * fill it in (MIN_FILL_MS, measured from the start of the page's load): a form sent sooner is
 * dropped as a bot's.
 */
export async function atPersonsPace(page: Page): Promise<void> {
  await page.waitForFunction((min) => performance.now() > min, MIN_FILL_MS + 100, { timeout: MIN_FILL_MS + 10_000 });
}

/** The form's notice when a lead was not delivered: "kept", "failed" or "unconnected", with its text and links. */
export const notice = (page: Page): Locator => leadForm(page).locator("[aria-live] p");

/** The leads this browser's outbox holds, as the page sees them. */
export async function outbox(page: Page): Promise<Array<{ payload: Record<string, string>; storedAt: number; attempts: number }>> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "[]"), OUTBOX_KEY);
}

/** The fields of a mailto: link's email: its address, subject and body. */
export function mailOf(href: string): { to: string; subject: string; body: string } {
  const [to, query] = href.replace(/^mailto:/, "").split("?");
  const params = new URLSearchParams(query);
  return { to, subject: params.get("subject") ?? "", body: params.get("body") ?? "" };
}

/** The form's confirmation: an alert in the page beside the form, empty until a lead is handled. */
export const confirmation = (page: Page): Locator => page.locator('#lead-form [role="alert"]');

/** Waits for the confirmation to appear and returns its text. */
export async function confirmed(page: Page): Promise<string> {
  await confirmation(page).locator("p").waitFor({ state: "visible" });
  return (await confirmation(page).textContent()) ?? "";
}

/** Whether the confirmation holds the focus, where a keyboard or screen-reader visitor lands after sending. */
export async function confirmationHasFocus(page: Page): Promise<boolean> {
  return confirmation(page).evaluate((el) => el === document.activeElement);
}

/** The form's values once it has emptied itself, waiting (up to 5 s) for the reset before reading. */
export async function valuesAfterReset(page: Page, spec: PageUnderTest): Promise<string[]> {
  await page
    .waitForFunction(
      () =>
        Array.from(document.querySelectorAll<HTMLInputElement>("#lead-form form [name]:not([name='website_url'])")).every(
          (f) => f.value === "",
        ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  return valuesOf(page, spec);
}

export async function valuesOf(page: Page, spec: PageUnderTest): Promise<string[]> {
  return Promise.all(spec.fields.map((f) => field(page, f.label).inputValue()));
}

/** Resolves once `check` is true, polling; rejects after `timeout` ms. */
export async function until(check: () => boolean, timeout = 10_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeout) throw new Error("Timed out waiting for a condition");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Clicks the button to the form in the page's closing call-to-action and waits until the form is in view. */
export async function followClosingButtonToForm(page: Page): Promise<void> {
  const closing = page.locator('main section[data-section="cta"]').last();
  await closing.scrollIntoViewIfNeeded();
  await closing.locator('a[href="#lead-form"]').click();
  await page.waitForURL(/#lead-form$/);
  await waitForFormInView(page);
}

/** Waits until the top of the lead form is inside the viewport. */
export async function waitForFormInView(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const box = document.querySelector("#lead-form")!.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight;
  });
}
