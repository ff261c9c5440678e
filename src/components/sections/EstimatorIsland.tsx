import React from "react";
import { island } from "./island";
import type { SectionOf } from "../../lib/content";

/** The price estimator, in a chunk of its own (see island.tsx). */
export const EstimatorIsland = island<SectionOf<"estimator">>(
  process.env.BUILD_STAGE === "build-javascript"
    ? React.lazy(() => import(/* webpackChunkName: "estimator" */ "./EstimatorBlock"))
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's build renders it at once (island.tsx)
      require("./EstimatorBlock").default,
);
