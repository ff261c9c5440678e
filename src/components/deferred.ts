/**
 * Code that a visitor's first page does not run, in chunks of its own that the browser loads
 * when they are needed. This is the browser's module; the server's build of the HTML and the
 * unit tests use src/components/deferred.server.ts in its place, which gives the same names
 * loaded at once (gatsby/onCreateWebpackConfig.ts `SERVER_MODULES`, jest.config.js): a
 * component that suspended on the server would let the next page's head (react-helmet's one
 * store) be written while it waits.
 */
import { lazy, type ComponentType } from "react";
import { later } from "./later";
import type { BlockProps } from "./sections/types";
import type { SectionOf } from "../lib/content";

/**
 * The components of static parts (src/components/staticParts.ts). On the first page a visitor
 * opens those parts keep the server's HTML (src/components/Static.tsx), so the chunk loads when
 * the visitor points at, focuses or touches a link within the site, and a move to another page
 * waits for it (gatsby-browser.tsx), so a later page renders whole at once.
 */
export const staticParts = later(() => import(/* webpackChunkName: "static-parts" */ "./staticParts"));

/** The head of a page: title, description, share tags and structured data (react-helmet), for pages reached by a link. */
export const headTags = later(() => import(/* webpackChunkName: "head-tags" */ "./HeadTags"));

/**
 * The price estimator and the self-assessment, each in a chunk of its own: React keeps the
 * server's HTML of the block and hydrates it once the chunk has arrived (inside the island's
 * Suspense boundary, src/components/sections/island.tsx).
 */
export const EstimatorBlock: ComponentType<BlockProps<SectionOf<"estimator">>> = lazy(
  () => import(/* webpackChunkName: "estimator" */ "./sections/EstimatorBlock"),
);
export const AssessmentBlock: ComponentType<BlockProps<SectionOf<"assessment">>> = lazy(
  () => import(/* webpackChunkName: "assessment" */ "./sections/AssessmentBlock"),
);
