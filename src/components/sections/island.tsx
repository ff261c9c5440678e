import React, { Suspense, useEffect, useRef, useState } from "react";
import { BlockSection } from "./BlockSection";
import type { BlockProps } from "./types";
import type { Section } from "../../lib/content";
import { ISLAND_PENDING_ATTRIBUTE } from "../../lib/earlyInput";

type Block<B extends Section> = React.ComponentType<BlockProps<B>>;

/** Renders nothing; tells its island when the block beside it has mounted (hydrated, in the browser). */
function Mounted({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return null;
}

/**
 * An interactive block whose code is one page's (the price estimator, the self-assessment): it
 * loads in a chunk of its own rather than with every page's sections. Its module passes
 * `process.env.BUILD_STAGE === "build-javascript" ? React.lazy(() => import(...)) : require(...)`,
 * a condition webpack settles while bundling, so the browser's bundle keeps only the lazy branch:
 * there React keeps the server's HTML and hydrates the block once its chunk has arrived. The
 * server's build and the tests render it at once, outside any suspense, so each page's head stays
 * its own. Its band, with the anchor the site's links lead to, is drawn at once, so a link from
 * another page finds it.
 *
 * Until the block has hydrated, its wrapper is marked `data-island-pending`: the page's
 * early-input script (src/lib/earlyInput.ts) holds a click or a submission made inside it, and
 * replays it once the block is ready, so the first "Next" a visitor presses is never lost.
 */
export function island<B extends Section>(Body: Block<B>) {
  return function Island(props: BlockProps<B>) {
    const [ready, setReady] = useState(false);
    const wrapper = useRef<HTMLDivElement>(null);
    const onMount = useRef(() => setReady(true)).current;
    useEffect(() => {
      if (ready && wrapper.current) window.__releaseIsland?.(wrapper.current);
    }, [ready]);
    return (
      <BlockSection block={props.block}>
        <div ref={wrapper} className="island" {...(ready ? {} : { [ISLAND_PENDING_ATTRIBUTE]: "" })}>
          <Suspense fallback={null}>
            <Body {...props} />
            <Mounted onMount={onMount} />
          </Suspense>
        </div>
      </BlockSection>
    );
  };
}
