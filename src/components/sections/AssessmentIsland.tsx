import { island } from "./island";
import { AssessmentBlock } from "../deferred";
import type { SectionOf } from "../../lib/content";

/** The readiness self-assessment, in a chunk of its own (see island.tsx). */
export const AssessmentIsland = island<SectionOf<"assessment">>(AssessmentBlock);
