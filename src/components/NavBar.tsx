import React, { useCallback, useEffect, useId, useRef, useState } from "react";
import { navigateWithin } from "./laterPages";
import { SiteLink } from "./SiteLink";
import { DROPDOWN_CLOSE_DELAY_MS, NAV_SCROLLED_AFTER_PX } from "../constants";
import { useScrolledPast } from "../hooks/useScrolledPast";
import { AREAS_PATH, BLOG_PATH, HOME_PATH, SERVICES_PATH, areaPath, sectionOf, servicePath } from "../lib/paths";
import { telHref } from "../lib/phone";
import { FOOTER_ID } from "../lib/actions";
import { FALLBACK_ATTRIBUTE } from "../lib/earlyInput";
import { fillTemplate, renderTemplate } from "../lib/template";
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
}

type MenuId = "services" | "areas";

interface Dropdown {
  id: MenuId;
  label: string;
  indexPath: string;
  allLabel: string;
  /** The menu's entries in titled groups (one untitled group for the areas). */
  groups: Array<{ title?: string; items: Array<{ to: string; name: string }> }>;
}

/**
 * The site's main navigation. Desktop: Services and Service Areas open a dropdown on hover or
 * from the keyboard, and a click on either goes to its index page. Mobile: a menu button opens
 * a panel whose two sections expand one at a time.
 */
export function NavBar({ companyName, phone, currentPath, services, areas, labels }: Props) {
  const scrolled = useScrolledPast(NAV_SCROLLED_AFTER_PX);
  const [open, setOpen] = useState<MenuId | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [mobileSection, setMobileSection] = useState<MenuId | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const menuRefs = useRef<Partial<Record<MenuId, HTMLDivElement | null>>>({});
  // Where the phone menu starts, so it can scroll within the rest of the screen.
  const [panelTop, setPanelTop] = useState(0);
  const uid = useId().replace(/:/g, "");
  const current = sectionOf(currentPath);
  const triggerId = useCallback((id: MenuId) => `${uid}-${id}-trigger`, [uid]);

  const dropdowns: Dropdown[] = [
    {
      id: "services",
      label: labels.services,
      indexPath: SERVICES_PATH,
      allLabel: labels.allServices,
      groups: [
        { title: labels.coreServices, items: services.filter((s) => s.core).map((s) => ({ to: servicePath(s.slug), name: s.name })) },
        {
          title: labels.specializedServices,
          items: services.filter((s) => !s.core).map((s) => ({ to: servicePath(s.slug), name: s.name })),
        },
      ],
    },
    {
      id: "areas",
      label: labels.areas,
      indexPath: AREAS_PATH,
      allLabel: labels.allAreas,
      groups: [{ items: areas.map((a) => ({ to: areaPath(a.slug), name: a.name })) }],
    },
  ];

  const cancelClose = useCallback(() => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }, []);

  const closeAll = useCallback(() => {
    cancelClose();
    setOpen(null);
    setMobileOpen(false);
    setMobileSection(null);
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

  const isCurrent = (section: ReturnType<typeof sectionOf>) => (current === section ? "page" : undefined);
  const linkClass = (section: ReturnType<typeof sectionOf>) => `${styles.link} ${current === section ? styles.active : ""}`;

  return (
    <header ref={navRef} className={`${styles.header} ${scrolled ? styles.scrolled : ""}`} data-scrolled={scrolled ? "true" : "false"}>
      <nav className={styles.nav} aria-label={labels.mainNav}>
        <SiteLink to={HOME_PATH} className={styles.brand}>
          <BrandMark className={styles.logo} />
          <span className={styles.wordmark}>{companyName}</span>
        </SiteLink>

        <ul className={styles.desktop}>
          <li>
            <SiteLink to={HOME_PATH} className={linkClass("home")} aria-current={isCurrent("home")}>
              {labels.home}
            </SiteLink>
          </li>
          {dropdowns.map((dropdown) => {
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
                  <SiteLink to={dropdown.indexPath} className={`${styles.menuLink} ${styles.menuAll}`} onClick={closeAll}>
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
                              <SiteLink to={item.to} className={styles.menuLink} onClick={closeAll}>
                                {item.name}
                              </SiteLink>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                  </div>
                </div>
              </li>
            );
          })}
          <li>
            <SiteLink to={BLOG_PATH} className={linkClass("blog")} aria-current={isCurrent("blog")}>
              {labels.blog}
            </SiteLink>
          </li>
          <li>
            <SiteLink to={`${HOME_PATH}#about`} className={styles.link}>
              {labels.about}
            </SiteLink>
          </li>
          <li>
            <a href={telHref(phone)} className={`${styles.link} ${styles.phone}`} aria-label={fillTemplate(labels.call, { phone })}>
              <PhoneIcon className={styles.phoneIcon} />
              <PhoneText phone={phone} />
            </a>
          </li>
          <li>
            <SiteLink to={`${HOME_PATH}#contact`} className={`${styles.link} ${styles.cta}`}>
              {labels.contact}
            </SiteLink>
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
            setMobileSection(null);
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
              <span>{renderTemplate(labels.call, { phone: <PhoneText phone={phone} /> })}</span>
            </a>
            <ul className={styles.mobileList}>
              <li>
                <SiteLink to={HOME_PATH} className={styles.mobileLink} onClick={closeAll}>
                  {labels.home}
                </SiteLink>
              </li>
              {dropdowns.map((dropdown) => {
                const sectionId = `${uid}-${dropdown.id}-section`;
                const expanded = mobileSection === dropdown.id;
                return (
                  <li key={dropdown.id}>
                    <button
                      type="button"
                      className={styles.mobileSection}
                      aria-expanded={expanded}
                      aria-controls={sectionId}
                      onClick={() => setMobileSection(expanded ? null : dropdown.id)}
                    >
                      {dropdown.label}
                      <span className={styles.caret} aria-hidden="true" />
                    </button>
                    <ul id={sectionId} className={styles.mobileSub} hidden={!expanded}>
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
              <li>
                <SiteLink to={BLOG_PATH} className={styles.mobileLink} onClick={closeAll}>
                  {labels.blog}
                </SiteLink>
              </li>
              <li>
                <SiteLink to={`${HOME_PATH}#about`} className={styles.mobileLink} onClick={closeAll}>
                  {labels.about}
                </SiteLink>
              </li>
              <li>
                <SiteLink to={`${HOME_PATH}#contact`} className={styles.mobileLink} onClick={closeAll}>
                  {labels.contact}
                </SiteLink>
              </li>
            </ul>
          </>
        )}
      </div>
    </header>
  );
}
