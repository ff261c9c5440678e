import React, { Suspense } from "react";
import { BlockSection } from "./BlockSection";
import type { BlockProps } from "./types";
import type { SectionOf } from "../../lib/content";

/**
 * The price estimator's code is one page's: it loads in a chunk of its own rather than with every
 * page's sections. The server's build renders it whole (it waits for the chunk); in the browser
 * React keeps that HTML and hydrates the calculator once its chunk has arrived. Its band, with the
 * anchor the site's links lead to, is drawn at once, so a link from another page finds it.
 */
const EstimatorBlock: typeof import("./EstimatorBlock").default =
  process.env.BUILD_STAGE === "build-javascript"
    ? (React.lazy(() => import(/* webpackChunkName: "estimator" */ "./EstimatorBlock")) as never)
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server renders it at once, outside any suspense, so each page's head stays its own
      require("./EstimatorBlock").default;

export function EstimatorIsland(props: BlockProps<SectionOf<"estimator">>) {
  return (
    <BlockSection block={props.block}>
      <Suspense fallback={null}>
        <EstimatorBlock {...props} />
      </Suspense>
    </BlockSection>
  );
}
