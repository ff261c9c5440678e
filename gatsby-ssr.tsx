import React from "react";
import { Writable } from "stream";
import { renderToPipeableStream } from "react-dom/server";
import type { GatsbySSR } from "gatsby";
import { LOCAL_DATE_ATTRIBUTE, localDatesScript } from "./src/lib/isoDate";
import { siteDateLocales } from "./gatsby/dateLocales";
import { HOST_NOT_FOUND_ROUTE, notFoundScript } from "./src/lib/notFound";
import { currentPathPrefix } from "./src/lib/prefix";
import { wrapPageElement } from "./src/hooks/useSiteData";
import { KNOWN_FACE_SCRIPT } from "./src/lib/brandFace";
import { classesOf, SHARE_ATTRIBUTE, shareToInline } from "./gatsby/pageStyles";

/** Every page's components read the site data of its language, from the site's one static query (src/hooks/useSiteData.tsx). */
export { wrapPageElement };

/** Whether each page's body holds a date (an ArticleDate), from its rendering until onRenderBody. */
const datedPages = new Map<string, boolean>();

/**
 * A browser that already has the brand face draws the page in it from the first paint; a first
 * visit's first page never asks for it (src/lib/brandFace.ts).
 *
 * A page whose HTML holds a date shows it in the visitor's format from its first paint
 * (src/lib/isoDate.ts): an inline script in the head, before anything it watches, given the
 * locales the content writes dates in (read again for each page, so an edit shows in the
 * development server). A page without one carries no script: the pages rendered in the browser
 * write their dates in the visitor's format themselves.
 *
 * The not-found page a static host answers unknown addresses with sends one under another
 * language's home page to that language's not-found page (src/lib/notFound.ts).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents }) => {
  const toLanguage = pathname === HOST_NOT_FOUND_ROUTE ? notFoundScript(currentPathPrefix()) : "";
  // A page rendered without replaceRenderer below (none in a build) keeps the script.
  const hasDates = datedPages.get(pathname) ?? true;
  datedPages.delete(pathname);
  setHeadComponents([
    <script key="brand-face" dangerouslySetInnerHTML={{ __html: KNOWN_FACE_SCRIPT }} />,
    ...(toLanguage ? [<script key="not-found-language" dangerouslySetInnerHTML={{ __html: toLanguage }} />] : []),
    ...(hasDates ? [<script key="local-dates" dangerouslySetInnerHTML={{ __html: localDatesScript(siteDateLocales()) }} />] : []),
  ]);
};

/**
 * The classes of each page's body, from its rendering until its head is written (keyed by
 * page: Gatsby renders two pages at a time).
 */
const bodyClasses = new Map<string, Set<string>>();

/**
 * Renders the page's body as Gatsby does (React's streaming renderer, the whole page once every
 * part is ready), and keeps the classes it uses for onPreRenderHTML below, and whether it holds a
 * date for onRenderBody above (which Gatsby calls after this).
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({ bodyComponent, replaceBodyHTMLString, pathname }) => {
  const html = await new Promise<string>((resolve, reject) => {
    // Decoded once whole: a character whose bytes two chunks share stays one character.
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    sink.on("error", reject);
    const { pipe } = renderToPipeableStream(bodyComponent as React.ReactElement, {
      onAllReady: () => pipe(sink),
      onError: (error) => {
        sink.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
  bodyClasses.set(pathname, classesOf(html));
  datedPages.set(pathname, html.includes(` ${LOCAL_DATE_ATTRIBUTE}=`));
  replaceBodyHTMLString(html);
};

type InlinedStylesheet = React.ReactElement<{ "data-href": string; dangerouslySetInnerHTML: { __html: string } }>;

const isInlinedStylesheet = (node: React.ReactNode): node is InlinedStylesheet =>
  React.isValidElement<{ "data-identity"?: string }>(node) && node.type === "style" && node.props["data-identity"] === "gatsby-global-css";

/**
 * A stylesheet of which the page uses notably less than the whole (gatsby/pageStyles.ts): the
 * page inlines its share alone, under an attribute webpack does not look for (Gatsby's
 * `data-href` tells webpack's CSS loader that the page has the whole file), so the loader links
 * the whole file when the page's scripts start.
 */
function pageShare(sheet: InlinedStylesheet, classes: ReadonlySet<string> | undefined): React.ReactElement {
  const href = sheet.props["data-href"];
  const share = classes ? shareToInline(sheet.props.dangerouslySetInnerHTML.__html, classes) : null;
  if (share === null) return sheet;
  return <style key={href} {...{ [SHARE_ATTRIBUTE]: href }} dangerouslySetInnerHTML={{ __html: share }} />;
}

/**
 * A page inlines the stylesheets of its template (see gatsby/onCreateWebpackConfig.ts): first
 * the one every page uses (base styles, header, footer), last the template's own. Gatsby writes
 * them into the head in reverse order, which lets the base styles override a template's own
 * rules; this puts them back in webpack's order, the order the browser applies them in after a
 * client-side navigation too. Of each, the page inlines its own share (pageShare above).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents, pathname }) => {
  const classes = bodyClasses.get(pathname);
  bodyClasses.delete(pathname);
  const head = getHeadComponents();
  const styles = head.filter(isInlinedStylesheet).reverse();
  let next = 0;
  replaceHeadComponents(head.map((node) => (isInlinedStylesheet(node) ? pageShare(styles[next++], classes) : node)));
};
