import React, { useEffect, useState } from "react";
import { absoluteUrl } from "../lib/url";
import { currentPathPrefix } from "../lib/prefix";
import { useSiteData } from "../hooks/useSiteData";
import type { SeoProps } from "./HeadTags";
import { keepsServerHtml } from "./Static";
import { headTags } from "./deferred";
import { useLater } from "./later";

export type { SeoProps } from "./HeadTags";

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

/**
 * The head of a page (src/components/HeadTags.tsx). The server writes it into the HTML; the
 * first page a visitor opens keeps it as written, so react-helmet and the structured data's code
 * run only for pages reached by a link, which replace it. Every page reports its meta data to
 * the host's page-meta hook, if it has one.
 */
export function Seo(props: SeoProps) {
  const { title, description, path } = props;
  const { site } = useSiteData();
  const [keep] = useState(keepsServerHtml);
  // The head's code (react-helmet, the structured data) loads for pages reached by a link (src/components/deferred.ts).
  const head = useLater(headTags, !keep);
  const canonicalUrl = absoluteUrl(site.siteUrl, currentPathPrefix(), path);
  useEffect(() => {
    if (typeof window.setPageMeta === "function") {
      window.setPageMeta({ title, description, canonicalUrl });
    }
  }, [title, description, canonicalUrl]);
  return keep || !head ? null : <head.HeadTags {...props} />;
}
