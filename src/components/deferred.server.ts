/**
 * The names of src/components/deferred.ts, loaded at once: the server's build of the HTML
 * (gatsby/onCreateWebpackConfig.ts) and the unit tests (jest.config.js) use this module in its
 * place, so nothing suspends while a page is written.
 */
import * as StaticParts from "./staticParts";
import * as HeadTags from "./HeadTags";
import Estimator from "./sections/EstimatorBlock";
import Assessment from "./sections/AssessmentBlock";
import { present } from "./later";
import type * as Browser from "./deferred";

export const staticParts: typeof Browser.staticParts = present(StaticParts);
export const headTags: typeof Browser.headTags = present(HeadTags);
export const EstimatorBlock: typeof Browser.EstimatorBlock = Estimator;
export const AssessmentBlock: typeof Browser.AssessmentBlock = Assessment;
