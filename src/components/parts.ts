import type * as StaticParts from "./staticParts";
import { lazyModule, loadStaticParts } from "./laterPages";

/**
 * The components of static parts (src/components/staticParts.ts), by name: `parts.CardsBlock`.
 * In the browser's production bundle each is a lazy component whose code loads with the first
 * page reached by a link, rendered inside <Static>, which waits for it; the server's build and
 * the tests load the module at once. webpack leaves the branch a build does not take out of it.
 */
export const parts: typeof StaticParts =
  process.env.BUILD_STAGE === "build-javascript"
    ? lazyModule(loadStaticParts)
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's build and the tests load it at once (see above)
      require("./staticParts");
