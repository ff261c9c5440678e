import React, { useEffect } from "react";
import { Helmet } from "react-helmet";
import { withPrefix } from "gatsby";
import { absoluteUrl } from "../lib/url";
import { useSiteData } from "../hooks/useSiteData";

interface Props {
  title: string;
  description: string;
  /** The route of the page, e.g. "/services/it-support/". */
  path: string;
  /** Whether search engines may index the page (not for the not-found page). */
  indexable?: boolean;
  type?: "website" | "article";
}

/** The arguments of the optional global page-meta hook an embedding host may define. */
export interface PageMeta {
  title: string;
  description: string;
  canonicalUrl: string;
}

declare global {
  interface Window {
    /** If the host page defines it, every page reports its meta data to it after load. */
    setPageMeta?: (meta: PageMeta) => void;
  }
}

declare const __PATH_PREFIX__: string | undefined;

export function currentPathPrefix(): string {
  return typeof __PATH_PREFIX__ === "string" ? __PATH_PREFIX__ : "";
}

/** Title, description, canonical and share tags of a page, all from one place. */
export function Seo({ title, description, path, indexable = true, type = "website" }: Props) {
  const { site } = useSiteData();
  const canonicalUrl = absoluteUrl(site.siteUrl, currentPathPrefix(), path);

  useEffect(() => {
    if (typeof window.setPageMeta === "function") {
      window.setPageMeta({ title, description, canonicalUrl });
    }
  }, [title, description, canonicalUrl]);

  return (
    <Helmet htmlAttributes={{ lang: "en" }}>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonicalUrl} />
      <link rel="icon" href={withPrefix("/favicon.svg")} type="image/svg+xml" />
      {!indexable && <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonicalUrl} />
      <meta property="og:locale" content="en_US" />
    </Helmet>
  );
}
