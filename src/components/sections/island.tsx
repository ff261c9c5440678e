import React, { Suspense } from "react";
import { BlockSection } from "./BlockSection";
import type { BlockProps } from "./types";
import type { Section } from "../../lib/content";

type Block<B extends Section> = React.ComponentType<BlockProps<B>>;

/**
 * An interactive block whose code is one page's (the price estimator, the self-assessment): it
 * loads in a chunk of its own rather than with every page's sections. Its module passes
 * `process.env.BUILD_STAGE === "build-javascript" ? React.lazy(() => import(...)) : require(...)`,
 * a condition webpack settles while bundling, so the browser's bundle keeps only the lazy branch:
 * there React keeps the server's HTML and hydrates the block once its chunk has arrived. The
 * server's build and the tests render it at once, outside any suspense, so each page's head stays
 * its own. Its band, with the anchor the site's links lead to, is drawn at once, so a link from
 * another page finds it.
 */
export function island<B extends Section>(Body: Block<B>) {
  return function Island(props: BlockProps<B>) {
    return (
      <BlockSection block={props.block}>
        <Suspense fallback={null}>
          <Body {...props} />
        </Suspense>
      </BlockSection>
    );
  };
}
