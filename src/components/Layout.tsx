import React from "react";
import { useSiteData, type SiteData } from "../hooks/useSiteData";
import { LANGUAGE_NAMES, LANGUAGE_TAGS, PUBLISHED_LOCALES } from "../content/locales";
import { routesOf, stripPrefix } from "../lib/paths";
import { ContactBar } from "./ContactBar";
import { Footer } from "./Footer";
import { NavBar } from "./NavBar";
import { ScrollToTop } from "./ScrollToTop";
import { ActionBar } from "./ActionBar";
import { PreviewBar } from "./Preview";
import { labeled, type LabeledAction } from "../lib/actions";
import { currentPathPrefix } from "../lib/prefix";
import "../styles/global.css";

interface Props {
  /** `location.pathname` from the page's props. */
  pathname: string;
  /** A page may show another of the company's numbers in its contact bar. */
  phone?: string;
  /** The page's main action (its form), for the header's button and the phone action bar; the home page's form when not given. */
  mainAction?: LabeledAction | null;
  children: React.ReactNode;
}

/**
 * The page in each of the other languages the site publishes: its counterpart, or that
 * language's home page for a page published in one language only.
 */
function otherLanguages({ locale, alternates }: SiteData) {
  return PUBLISHED_LOCALES.filter((other) => other !== locale).map((other) => ({
    name: LANGUAGE_NAMES[other],
    tag: LANGUAGE_TAGS[other],
    to: alternates[other] ?? routesOf(other).home,
  }));
}

/** Contact bar, navigation, main content, footer and the scroll-to-top button of every page. */
export function Layout({ pathname, phone, mainAction, children }: Props) {
  const data = useSiteData();
  const { site } = data;
  const { ui, nav } = site;
  const number = phone ?? site.phones.primary;
  const action = mainAction ?? labeled(nav.mainAction, ui.actions);
  const languages = otherLanguages(data);
  return (
    <>
      <a className="skip-link" href="#main">
        {ui.skipLink}
      </a>
      <PreviewBar />
      <ContactBar
        phone={number}
        email={site.email}
        badge={ui.badge}
        callLabel={ui.callLabel}
        emailLabel={ui.emailLabel}
        emailShort={ui.contactEmail}
        label={ui.contactBarLabel}
        languages={languages}
      />
      <NavBar
        companyName={site.name}
        phone={number}
        currentPath={stripPrefix(pathname, currentPathPrefix())}
        services={data.services}
        areas={data.areas}
        labels={{
          ...nav,
          menu: ui.menuLabel,
          close: ui.closeMenuLabel,
          call: ui.menuCallLabel,
          mainNav: ui.mainNavLabel,
          allServices: ui.allServicesLabel,
          allAreas: ui.allAreasLabel,
        }}
        action={action}
        routes={data.routes}
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer data={data} year={data.buildYear} phone={number} />
      <ActionBar phone={number} callLabel={ui.actionBarCall} action={action} label={ui.actionBarLabel} />
      <ScrollToTop label={ui.scrollTopLabel} />
    </>
  );
}
