import React from "react";
import { island } from "./island";
import type { SectionOf } from "../../lib/content";

/** The readiness self-assessment, in a chunk of its own (see island.tsx). */
export const AssessmentIsland = island<SectionOf<"assessment">>(
  process.env.BUILD_STAGE === "build-javascript"
    ? React.lazy(() => import(/* webpackChunkName: "assessment" */ "./AssessmentBlock"))
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's build renders it at once (island.tsx)
      require("./AssessmentBlock").default,
);
