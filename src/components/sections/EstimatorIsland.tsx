import { island } from "./island";
import { EstimatorBlock } from "../deferred";
import type { SectionOf } from "../../lib/content";

/** The price estimator, in a chunk of its own (see island.tsx). */
export const EstimatorIsland = island<SectionOf<"estimator">>(EstimatorBlock);
