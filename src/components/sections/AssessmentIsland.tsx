import React, { Suspense } from "react";
import { BlockSection } from "./BlockSection";
import type { BlockProps } from "./types";
import type { SectionOf } from "../../lib/content";

/**
 * The readiness self-assessment's code is one page's: it loads in a chunk of its own. The server's
 * build renders it whole; in the browser React keeps that HTML and hydrates it once its chunk has
 * arrived. Its band, with the anchor the site's links lead to, is drawn at once.
 */
const AssessmentBlock: typeof import("./AssessmentBlock").default =
  process.env.BUILD_STAGE === "build-javascript"
    ? (React.lazy(() => import(/* webpackChunkName: "assessment" */ "./AssessmentBlock")) as never)
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server renders it at once, outside any suspense, so each page's head stays its own
      require("./AssessmentBlock").default;

export function AssessmentIsland(props: BlockProps<SectionOf<"assessment">>) {
  return (
    <BlockSection block={props.block}>
      <Suspense fallback={null}>
        <AssessmentBlock {...props} />
      </Suspense>
    </BlockSection>
  );
}
