/** Table of contents of the build: each Gatsby API lives in its own module under gatsby/. */
export { onPreBootstrap } from "./gatsby/onPreBootstrap";
export { createSchemaCustomization } from "./gatsby/createSchemaCustomization";
export { createResolvers } from "./gatsby/createResolvers";
export { onCreateNode } from "./gatsby/onCreateNode";
export { createPages } from "./gatsby/createPages";
export { onPostBuild } from "./gatsby/onPostBuild";
export { onCreateWebpackConfig } from "./gatsby/onCreateWebpackConfig";
