import React, { useCallback, useEffect, useId, useRef, useState } from "react";
import { navigateWithin } from "./laterPages";
import { SiteLink } from "./SiteLink";
import { Static } from "./Static";
import { DROPDOWN_CLOSE_DELAY_MS, NAV_SCROLLED_AFTER_PX } from "../constants";
import { useScrolledPast } from "../hooks/useScrolledPast";
import { navItemOf, type Routes } from "../lib/paths";
import { telHref } from "../lib/phone";
import { FOOTER_ID, type LabeledAction } from "../lib/actions";
import { ActionLink } from "./ActionLink";
import { FALLBACK_ATTRIBUTE } from "../lib/earlyInput";
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
 * The site's main navigation. Desktop: Services and Service Areas open a dropdown on hover or
 * from the keyboard, and a click on either goes to its index page. Mobile: a menu button opens
 * a panel whose two groups expand one at a time.
 */
export function NavBar({ companyName, phone, currentPath, services, areas, labels, action, routes }: Props) {
  const scrolled = useScrolledPast(NAV_SCROLLED_AFTER_PX);
  const [open, setOpen] = useState<MenuId | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [mobileGroup, setMobileGroup] = useState<MenuId | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const menuRefs = useRef<Partial<Record<MenuId, HTMLDivElement | null>>>({});
  // Where the phone menu starts, so it can scroll within the rest of the screen.
  const [panelTop, setPanelTop] = useState(0);
  const uid = useId().replace(/:/g, "");
  const current = navItemOf(currentPath, routes);
  const triggerId = useCallback((id: MenuId) => `${uid}-${id}-trigger`, [uid]);

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

  const cancelClose = useCallback(() => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }, []);

  const closeAll = useCallback(() => {
    cancelClose();
    setOpen(null);
    setMobileOpen(false);
    setMobileGroup(null);
  }, [cancelClose]);

  // Menus close whenever the route changes (a route change is news from outside the component).
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => closeAll(), [currentPath, closeAll]);

  // A click anywhere outside the navigation closes its menus; Escape closes them from anywhere.
  useEffect(() => {
    const onPointerDown = (event: MouseEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) closeAll();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const wasOpen = open;
      if (wasOpen || mobileOpen) {
        closeAll();
        if (wasOpen) document.getElementById(triggerId(wasOpen))?.focus();
      }
    };
    document.addEventListener("mousedown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("mousedown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, mobileOpen, closeAll, triggerId]);

  useEffect(() => cancelClose, [cancelClose]);

  // Choosing an entry of a dropdown closes the menus, even where it leads to the page already open.
  // One listener for all the entries, which on the first page are the server's markup (<Static>).
  useEffect(() => {
    const nav = navRef.current;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      if (link && Object.values(menuRefs.current).some((menu) => menu?.contains(link))) closeAll();
    };
    nav?.addEventListener("click", onClick);
    return () => nav?.removeEventListener("click", onClick);
  }, [closeAll]);

  const openMenu = (id: MenuId) => {
    cancelClose();
    setOpen(id);
  };
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(null), DROPDOWN_CLOSE_DELAY_MS);
  };

  const focusFirstItem = (id: MenuId) => {
    // The menu renders on the next frame once it is open.
    requestAnimationFrame(() => menuRefs.current[id]?.querySelector<HTMLAnchorElement>("a")?.focus());
  };

  const onTriggerKeyDown = (event: React.KeyboardEvent<HTMLAnchorElement>, id: MenuId) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      if (open === id) setOpen(null);
      else openMenu(id);
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      openMenu(id);
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
            const expanded = open === dropdown.id;
            return (
              <li key={dropdown.id} className={styles.dropdown} onMouseEnter={() => openMenu(dropdown.id)} onMouseLeave={scheduleClose}>
                <SiteLink
                  to={dropdown.indexPath}
                  id={triggerId(dropdown.id)}
                  className={`${linkClass(dropdown.id)} ${styles.trigger}`}
                  aria-haspopup="true"
                  aria-expanded={expanded}
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
                  hidden={!expanded}
                >
                  <SiteLink to={dropdown.indexPath} className={`${styles.menuLink} ${styles.menuAll}`}>
                    {dropdown.allLabel}
                  </SiteLink>
                  {/* The entries never change once the page has loaded: on the first page React leaves
                      the server's markup of them alone instead of hydrating some seventy elements. */}
                  <Static className={styles.menuGroups}>
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

        {/* Without the page's script the menu button cannot open: this link to the footer's lists
            stands in for it (src/lib/earlyInput.ts). */}
        <a href={`#${FOOTER_ID}`} className={`${styles.hamburger} ${styles.menuFallback}`}>
          <span className={styles.bars} aria-hidden="true" />
          <span className={styles.hamburgerLabel}>{labels.menu}</span>
        </a>
        <button
          type="button"
          className={styles.hamburger}
          {...{ [FALLBACK_ATTRIBUTE]: `#${FOOTER_ID}` }}
          aria-expanded={mobileOpen}
          aria-controls={`${uid}-mobile`}
          onClick={() => {
            setPanelTop(navRef.current?.getBoundingClientRect().bottom ?? 0);
            setMobileOpen((value) => !value);
            setMobileGroup(null);
          }}
        >
          <span className={`${styles.bars} ${mobileOpen ? styles.barsOpen : ""}`} aria-hidden="true" />
          <span className={styles.hamburgerLabel}>{mobileOpen ? labels.close : labels.menu}</span>
        </button>
      </nav>

      <div
        id={`${uid}-mobile`}
        className={styles.mobile}
        hidden={!mobileOpen}
        style={{ maxHeight: `calc(100dvh - ${Math.max(0, Math.round(panelTop))}px)` }}
      >
        {/* Drawn when opened: the page starts without a second copy of every link of the menu. */}
        {mobileOpen && (
          <>
            <a href={telHref(phone)} className={styles.mobileCall}>
              <PhoneIcon className={styles.phoneIcon} />
              <span>{renderPlaceholders(labels.call, { phone: <PhoneText phone={phone} /> })}</span>
            </a>
            <ul className={styles.mobileList}>
              {entries.map((entry) => {
                if (entry.kind === "link")
                  return (
                    <li key={entry.to}>
                      <SiteLink to={entry.to} className={styles.mobileLink} aria-current={isCurrent(entry.navItem)} onClick={closeAll}>
                        {entry.label}
                      </SiteLink>
                    </li>
                  );
                const dropdown = entry;
                const groupId = `${uid}-${dropdown.id}-group`;
                const expanded = mobileGroup === dropdown.id;
                return (
                  <li key={dropdown.id}>
                    <button
                      type="button"
                      className={styles.mobileGroup}
                      aria-expanded={expanded}
                      aria-controls={groupId}
                      onClick={() => setMobileGroup(expanded ? null : dropdown.id)}
                    >
                      {dropdown.label}
                      <span className={styles.caret} aria-hidden="true" />
                    </button>
                    <ul id={groupId} className={styles.mobileSub} hidden={!expanded}>
                      <li>
                        <SiteLink to={dropdown.indexPath} className={styles.mobileSubLink} onClick={closeAll}>
                          {dropdown.allLabel}
                        </SiteLink>
                      </li>
                      {dropdown.groups.flatMap((group) =>
                        group.items.map((item) => (
                          <li key={item.to}>
                            <SiteLink to={item.to} className={styles.mobileSubLink} onClick={closeAll}>
                              {item.name}
                            </SiteLink>
                          </li>
                        )),
                      )}
                    </ul>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </div>
    </header>
  );
}
