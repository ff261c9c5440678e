import React, { Suspense } from "react";
import { BlockSection } from "./BlockSection";
import type { BlockProps } from "./types";
import type { Section } from "../../lib/content";

type Block<B extends Section> = React.ComponentType<BlockProps<B>>;

/**
 * An interactive block whose code is one page's (the price estimator, the self-assessment): it
 * comes in a chunk of its own rather than with every page's sections (src/components/deferred.ts).
 * In the browser React keeps the server's HTML of the block inside this Suspense boundary and
 * hydrates it once its chunk has arrived, which the page asks for as soon as it starts; the
 * server's build renders it at once. Its band, with the anchor the site's links lead to, is
 * drawn at once, so a link from another page finds it.
 */
export function island<B extends Section>(Body: Block<B>) {
  return function Island(props: BlockProps<B>) {
    return (
      <BlockSection block={props.block}>
        <div className="island">
          <Suspense fallback={null}>
            <Body {...props} />
          </Suspense>
        </div>
      </BlockSection>
    );
  };
}
