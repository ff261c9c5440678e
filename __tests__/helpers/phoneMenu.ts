import type { Locator, Page } from "playwright-core";

/**
 * The phone menu's button as Chromium exposes it to assistive technology: its name ("Menu" or
 * "Close", whichever label CSS shows) and its expanded state, which the browser computes from
 * `popovertarget` (the button has no `aria-expanded`, which Playwright's role queries read).
 */
export async function menuButtonState(page: Page): Promise<{ name: string; expanded: boolean | undefined }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send("Runtime.evaluate", { expression: 'document.querySelector("header nav > button[popovertarget]")' });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { objectId: result.objectId, fetchRelatives: false });
    const expandedProperty = nodes[0].properties?.find((property) => property.name === "expanded");
    return { name: nodes[0].name?.value as string, expanded: expandedProperty?.value.value as boolean | undefined };
  } finally {
    await cdp.detach();
  }
}

/** The phone menu: the header's button, the popover it opens, and a group of it (its `<details>`) by its label. */
export function phoneMenu(page: Page) {
  const button = page.locator("header nav > button[popovertarget]");
  const panel = page.locator("header [popover]");
  return {
    button,
    panel,
    isOpen: (): Promise<boolean> => panel.evaluate((el) => el.matches(":popover-open")),
    group: (label: string): Locator => panel.locator("details", { has: page.locator("summary", { hasText: new RegExp(`^${label}$`) }) }),
  };
}
