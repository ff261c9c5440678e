import React, { startTransition, useCallback, useEffect, useId, useRef, useState } from "react";
import { navigateWithin } from "./navigateWithin";
import { SiteLink } from "./SiteLink";
import { Static, keepsServerHtml } from "./Static";
import { DROPDOWN_CLOSE_DELAY_MS, NAV_SCROLLED_AFTER_PX } from "../constants";
import { useScrolledPast } from "../hooks/useScrolledPast";
import { navItemOf, type Routes } from "../lib/paths";
import { telHref } from "../lib/phone";
import type { LabeledAction } from "../lib/actions";
import { ActionLink } from "./ActionLink";
import { fillPlaceholders, renderPlaceholders } from "../lib/placeholders";
import { BrandMark } from "./BrandMark";
import { PhoneIcon } from "./PhoneIcon";
import { PhoneText } from "./Tokens";
import * as styles from "./NavBar.module.css";

export interface MenuEntry {
  readonly slug: string;
  readonly name: string;
  /** A core service: listed in the first group of the Services menu. */
  readonly core?: boolean;
}

export interface NavLabels {
  readonly home: string;
  readonly services: string;
  readonly areas: string;
  readonly blog: string;
  readonly about: string;
  readonly contact: string;
  readonly menu: string;
  /** The menu button's label while the phone menu is open. */
  readonly close: string;
  /** "Call {phone}": the call button of the phone menu, and the name of the header's number. */
  readonly call: string;
  readonly coreServices: string;
  readonly specializedServices: string;
  /** The name of the main navigation landmark. */
  readonly mainNav: string;
  readonly allServices: string;
  readonly allAreas: string;
}

interface Props {
  companyName: string;
  /** The page's number, shown in the header on a wide screen and in the phone menu. */
  phone: string;
  /** Path of the current page without any deployment prefix. */
  currentPath: string;
  services: readonly MenuEntry[];
  areas: readonly MenuEntry[];
  labels: NavLabels;
  /** The page's main action (its form, or the home page's on pages without one): the header's button. */
  action: LabeledAction;
  /** The routes of the page's language. */
  routes: Routes;
}

type MenuId = "services" | "areas";
type Item = ReturnType<typeof navItemOf>;

interface Dropdown {
  kind: "menu";
  id: MenuId;
  label: string;
  indexPath: string;
  allLabel: string;
  /** The menu's entries in titled groups (one untitled group for the areas). */
  groups: Array<{ title?: string; items: Array<{ to: string; name: string }> }>;
}

interface Link {
  kind: "link";
  to: string;
  label: string;
  /** The part of the site the link leads to, marked as current while the visitor is in it. */
  navItem?: Item;
}

/** One entry of the navigation, drawn by both the desktop bar and the phone menu. */
type Entry = Link | Dropdown;

/**
 * How a dropdown is shown: "auto" leaves it to CSS (open while the pointer is over it or the
 * keyboard's focus is in it, closed 200 ms after the pointer leaves); "open" and "closed" are the
 * keyboard's and the page's word (Enter, ArrowDown, Escape, a click outside, a route change),
 * which holds until the pointer and the focus have left it.
 */
type Mode = "auto" | "open" | "closed";

interface DropdownState {
  mode: Mode;
  /** The pointer is over it, or left it less than the close delay ago. */
  hovered: boolean;
  /** The keyboard's focus is in it. */
  focused: boolean;
}

const AUTO: DropdownState = { mode: "auto", hovered: false, focused: false };

/** Whether a dropdown shows its menu: what its CSS shows, for `aria-expanded`. */
function isShown({ mode, hovered, focused }: DropdownState): boolean {
  return mode === "open" || (mode === "auto" && (hovered || focused));
}

/**
 * The site's main navigation, whose menus work before any script and without one: on a wide
 * screen Services and Service Areas open their dropdown on hover and on keyboard focus by CSS
 * (NavBar.module.css), and a click on either goes to its index page; on a phone the menu button
 * opens a popover (the `popover` attribute: the browser opens it, and closes it on Escape or a
 * tap outside) whose two groups are `<details>` of one name, so one is open at a time. The
 * script adds what HTML cannot: Enter, Space and ArrowDown on a trigger, Escape, a click outside,
 * `aria-expanded` kept true to what shows, and closing every menu on a route change or a chosen
 * link.
 */
export function NavBar({ companyName, phone, currentPath, services, areas, labels, action, routes }: Props) {
  const scrolled = useScrolledPast(NAV_SCROLLED_AFTER_PX);
  const [dropdowns, setDropdowns] = useState<Record<MenuId, DropdownState>>({ services: AUTO, areas: AUTO });
  const closeTimers = useRef<Partial<Record<MenuId, ReturnType<typeof setTimeout>>>>({});
  const navRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const menuRefs = useRef<Partial<Record<MenuId, HTMLDivElement | null>>>({});
  const uid = useId().replace(/:/g, "");
  const current = navItemOf(currentPath, routes);
  const triggerId = useCallback((id: MenuId) => `${uid}-${id}-trigger`, [uid]);
  const panelId = `${uid}-mobile`;

  const toItem = (path: (slug: string) => string) => (entry: MenuEntry) => ({ to: path(entry.slug), name: entry.name });
  const entries: Entry[] = [
    { kind: "link", to: routes.home, label: labels.home, navItem: "home" },
    {
      kind: "menu",
      id: "services",
      label: labels.services,
      indexPath: routes.services,
      allLabel: labels.allServices,
      groups: [
        { title: labels.coreServices, items: services.filter((s) => s.core).map(toItem(routes.service)) },
        { title: labels.specializedServices, items: services.filter((s) => !s.core).map(toItem(routes.service)) },
      ],
    },
    {
      kind: "menu",
      id: "areas",
      label: labels.areas,
      indexPath: routes.areas,
      allLabel: labels.allAreas,
      groups: [{ items: areas.map(toItem(routes.area)) }],
    },
    { kind: "link", to: routes.blog, label: labels.blog, navItem: "blog" },
    { kind: "link", to: `${routes.home}#about`, label: labels.about },
    { kind: "link", to: `${routes.home}#contact`, label: labels.contact },
  ];

  const update = useCallback((id: MenuId, change: Partial<DropdownState>) => {
    setDropdowns((all) => {
      const next = { ...all[id], ...change };
      // The keyboard's or the page's word holds until the pointer and the focus have both left.
      if (!next.hovered && !next.focused && change.mode === undefined) next.mode = "auto";
      return { ...all, [id]: next };
    });
  }, []);

  const cancelClose = (id: MenuId) => {
    clearTimeout(closeTimers.current[id]);
    delete closeTimers.current[id];
  };

  /** Closes every menu at once: the dropdowns until the pointer and the focus leave them, and the phone menu. */
  const closeAll = useCallback(() => {
    setDropdowns((all) => ({
      services: isShown(all.services) ? { ...all.services, mode: "closed" } : all.services,
      areas: isShown(all.areas) ? { ...all.areas, mode: "closed" } : all.areas,
    }));
    const panel = panelRef.current;
    if (panel?.matches(":popover-open")) panel.hidePopover();
  }, []);

  // Menus close whenever the route changes (a route change is news from outside the component);
  // not when the page starts, which would close a menu the visitor opened while it loaded.
  const shownPath = useRef(currentPath);
  useEffect(() => {
    if (shownPath.current === currentPath) return;
    shownPath.current = currentPath;
    closeAll();
  }, [currentPath, closeAll]);

  // A click anywhere outside the navigation closes its dropdowns; Escape closes them from anywhere
  // (the browser closes the phone menu itself on both).
  const anyShown = isShown(dropdowns.services) || isShown(dropdowns.areas);
  useEffect(() => {
    if (!anyShown) return;
    const onPointerDown = (event: MouseEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) closeAll();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const focusedIn = (["services", "areas"] as const).find((id) =>
        document.getElementById(triggerId(id))?.parentElement?.contains(document.activeElement),
      );
      closeAll();
      if (focusedIn) document.getElementById(triggerId(focusedIn))?.focus();
    };
    document.addEventListener("mousedown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("mousedown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [anyShown, closeAll, triggerId]);

  // A dropdown the pointer or the keyboard's focus is in as the header mounts: on a visitor's
  // first page they are reaching for it (CSS shows it already, and aria-expanded says so from
  // now on); on a page reached by a link the pointer rests where that link was, and the new
  // page shows no menu until the pointer leaves and comes back.
  const [firstPage] = useState(keepsServerHtml);
  useEffect(() => {
    for (const id of ["services", "areas"] as const) {
      const dropdown = document.getElementById(triggerId(id))?.parentElement;
      if (!dropdown) continue;
      const active = document.activeElement;
      const hovered = dropdown.matches(":hover");
      const focused = !!active && dropdown.contains(active) && active.matches(":focus-visible");
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the state follows where the pointer already is
      if (hovered || focused) update(id, firstPage ? { hovered, focused } : { hovered, focused, mode: "closed" });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the header mounts
  }, []);

  useEffect(() => {
    const timers = closeTimers.current;
    return () => Object.values(timers).forEach(clearTimeout);
  }, []);

  // Choosing a link in a menu closes the menus, even where it leads to the page already open. One
  // listener for all the entries, which on the first page are the server's markup (<Static>).
  useEffect(() => {
    const header = navRef.current;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      const inMenu = [panelRef.current, ...Object.values(menuRefs.current)].some((menu) => menu?.contains(link ?? null));
      if (link && inMenu) closeAll();
    };
    header?.addEventListener("click", onClick);
    return () => header?.removeEventListener("click", onClick);
  }, [closeAll]);

  // CSS shows the menu under the pointer by itself; what the pointer changes in the state
  // (aria-expanded) renders after the frame that shows it, as a transition.
  const onEnter = (id: MenuId) => {
    cancelClose(id);
    startTransition(() => update(id, { hovered: true }));
  };
  const onLeave = (id: MenuId) => {
    cancelClose(id);
    closeTimers.current[id] = setTimeout(() => startTransition(() => update(id, { hovered: false })), DROPDOWN_CLOSE_DELAY_MS);
  };
  const onFocus = (id: MenuId, event: React.FocusEvent) => {
    if (event.target instanceof Element && event.target.matches(":focus-visible")) update(id, { focused: true });
  };
  const onBlur = (id: MenuId, event: React.FocusEvent) => {
    if (!(event.currentTarget as Element).contains(event.relatedTarget as Node | null)) update(id, { focused: false });
  };

  const focusFirstItem = (id: MenuId) => {
    // The menu shows on the next frame once it is open.
    requestAnimationFrame(() => menuRefs.current[id]?.querySelector<HTMLAnchorElement>("a")?.focus());
  };

  const onTriggerKeyDown = (event: React.KeyboardEvent<HTMLAnchorElement>, id: MenuId) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      update(id, { mode: isShown(dropdowns[id]) ? "closed" : "open" });
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      update(id, { mode: "open" });
      focusFirstItem(id);
    }
  };

  const onTriggerClick = (event: React.MouseEvent<HTMLAnchorElement>, dropdown: Dropdown) => {
    event.preventDefault();
    closeAll();
    navigateWithin(dropdown.indexPath);
  };

  const isCurrent = (item?: Item) => (item && current === item ? "page" : undefined);
  const linkClass = (item?: Item) => `${styles.link} ${item && current === item ? styles.active : ""}`;

  return (
    <header ref={navRef} className={`${styles.header} ${scrolled ? styles.scrolled : ""}`} data-scrolled={scrolled ? "true" : "false"}>
      <nav className={styles.nav} aria-label={labels.mainNav}>
        <SiteLink to={routes.home} className={styles.brand}>
          <BrandMark className={styles.logo} />
          <span className={styles.wordmark}>{companyName}</span>
        </SiteLink>

        <ul className={styles.desktop}>
          {entries.map((entry) => {
            if (entry.kind === "link")
              return (
                <li key={entry.to}>
                  <SiteLink to={entry.to} className={linkClass(entry.navItem)} aria-current={isCurrent(entry.navItem)}>
                    {entry.label}
                  </SiteLink>
                </li>
              );
            const dropdown = entry;
            const menuId = `${uid}-${dropdown.id}-menu`;
            const state = dropdowns[dropdown.id];
            return (
              <li
                key={dropdown.id}
                className={styles.dropdown}
                data-open={state.mode === "auto" ? undefined : String(state.mode === "open")}
                onMouseEnter={() => onEnter(dropdown.id)}
                onMouseLeave={() => onLeave(dropdown.id)}
                onFocus={(event) => onFocus(dropdown.id, event)}
                onBlur={(event) => onBlur(dropdown.id, event)}
              >
                <SiteLink
                  to={dropdown.indexPath}
                  id={triggerId(dropdown.id)}
                  className={`${linkClass(dropdown.id)} ${styles.trigger}`}
                  aria-haspopup="true"
                  aria-expanded={isShown(state)}
                  aria-controls={menuId}
                  aria-current={isCurrent(dropdown.id)}
                  onKeyDown={(event) => onTriggerKeyDown(event, dropdown.id)}
                  onClick={(event) => onTriggerClick(event, dropdown)}
                >
                  {dropdown.label}
                  <span className={styles.caret} aria-hidden="true" />
                </SiteLink>
                <div
                  id={menuId}
                  ref={(el) => {
                    menuRefs.current[dropdown.id] = el;
                  }}
                  className={`${styles.menu} ${dropdown.id === "services" ? styles.menuServices : styles.menuAreas}`}
                >
                  {/* The entries never change once the page has loaded: on the first page React leaves
                      the server's markup of them alone instead of hydrating some seventy elements. */}
                  <Static>
                    <SiteLink to={dropdown.indexPath} className={`${styles.menuLink} ${styles.menuAll}`}>
                      {dropdown.allLabel}
                    </SiteLink>
                    <div className={styles.menuGroups}>
                      {dropdown.groups.map((group, index) => (
                        <div key={group.title ?? index} className={styles.menuGroup}>
                          {group.title && (
                            <p className={styles.menuGroupTitle} id={`${menuId}-${index}`}>
                              {group.title}
                            </p>
                          )}
                          <ul className={styles.menuList} aria-labelledby={group.title ? `${menuId}-${index}` : undefined}>
                            {group.items.map((item) => (
                              <li key={item.to}>
                                <SiteLink to={item.to} className={styles.menuLink}>
                                  {item.name}
                                </SiteLink>
                              </li>
                            ))}
                          </ul>
                        </div>
                      ))}
                    </div>
                  </Static>
                </div>
              </li>
            );
          })}
          <li>
            <a href={telHref(phone)} className={`${styles.link} ${styles.phone}`} aria-label={fillPlaceholders(labels.call, { phone })}>
              <PhoneIcon className={styles.phoneIcon} />
              <span className={styles.phoneNumber}>
                <PhoneText phone={phone} />
              </span>
            </a>
          </li>
          <li>
            <ActionLink target={action.target} phone={phone} className={`${styles.link} ${styles.cta}`}>
              {action.label}
            </ActionLink>
          </li>
        </ul>

        <div id={panelId} ref={panelRef} className={styles.mobile} popover="auto">
          <Static>
            <a href={telHref(phone)} className={styles.mobileCall}>
              <PhoneIcon className={styles.phoneIcon} />
              <span>{renderPlaceholders(labels.call, { phone: <PhoneText phone={phone} /> })}</span>
            </a>
            <ul className={styles.mobileList}>
              {entries.map((entry) => {
                if (entry.kind === "link")
                  return (
                    <li key={entry.to}>
                      <SiteLink to={entry.to} className={styles.mobileLink} aria-current={isCurrent(entry.navItem)}>
                        {entry.label}
                      </SiteLink>
                    </li>
                  );
                const dropdown = entry;
                return (
                  <li key={dropdown.id}>
                    <details name={`${uid}-groups`} className={styles.mobileDetails}>
                      <summary className={styles.mobileGroup}>
                        {dropdown.label}
                        <span className={styles.caret} aria-hidden="true" />
                      </summary>
                      <ul className={styles.mobileSub}>
                        <li>
                          <SiteLink to={dropdown.indexPath} className={styles.mobileSubLink}>
                            {dropdown.allLabel}
                          </SiteLink>
                        </li>
                        {dropdown.groups.flatMap((group) =>
                          group.items.map((item) => (
                            <li key={item.to}>
                              <SiteLink to={item.to} className={styles.mobileSubLink}>
                                {item.name}
                              </SiteLink>
                            </li>
                          )),
                        )}
                      </ul>
                    </details>
                  </li>
                );
              })}
            </ul>
          </Static>
        </div>
        {/* The browser opens and closes the phone menu itself (popovertarget); its label and its
            bars follow the menu's state in CSS. */}
        <button type="button" className={styles.hamburger} popovertarget={panelId}>
          <span className={styles.bars} aria-hidden="true" />
          <span className={`${styles.hamburgerLabel} ${styles.menuLabel}`}>{labels.menu}</span>
          <span className={`${styles.hamburgerLabel} ${styles.closeLabel}`}>{labels.close}</span>
        </button>
      </nav>
    </header>
  );
}
