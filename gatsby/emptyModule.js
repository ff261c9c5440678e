// Stands in for browser code the site does not run (gatsby/onCreateWebpackConfig.ts).
module.exports = {};
