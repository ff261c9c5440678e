/**
 * Three Jest projects: fast unit tests in jsdom, tests over the production build in public/, and
 * browser tests that drive Chromium against that build served on 127.0.0.1.
 */
const shared = {
  transform: { "^.+\\.(m?js|jsx|tsx?)$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    // The server's twin of the code a browser loads later (gatsby/onCreateWebpackConfig.ts SERVER_MODULES).
    "^(\\.{1,2}/(?:.*/)?)deferred$": "$1deferred.server",
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|webp|avif|svg|woff2)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>.*/public"],
  // Builds, their caches and the test site's copy of data/ hold thousands of files no test
  // imports: Jest's file map leaves them out (a build may be writing them while the unit tests run).
  modulePathIgnorePatterns: ["<rootDir>/public/", "<rootDir>/\\.cache/", "<rootDir>/\\.variants/", "<rootDir>/\\.test-site/"],
  // d3-geo and its d3-array are ECMAScript modules only: Babel turns them into CommonJS for Jest.
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|d3-geo|d3-array|internmap)/)"],
  globals: { __PATH_PREFIX__: "" },
};

module.exports = {
  // Test files that open every page start first (`@sweep` in their docblock), so none of them starts last.
  testSequencer: "<rootDir>/__tests__/sweepsFirst.cjs",
  projects: [
    {
      ...shared,
      displayName: "unit",
      testEnvironment: "jsdom",
      testEnvironmentOptions: { url: "http://localhost/" },
      testMatch: ["<rootDir>/__tests__/unit/**/*.test.[jt]s?(x)"],
      setupFiles: ["<rootDir>/__tests__/loadershim.js"],
      // The content of data/ (or SITE_DATA_DIR) is loaded and checked once for the whole run.
      globalSetup: "<rootDir>/__tests__/contentOnce.ts",
      globalTeardown: "<rootDir>/__tests__/contentOnceEnd.ts",
    },
    {
      ...shared,
      displayName: "built",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/built/**/*.test.[jt]s?(x)"],
    },
    {
      ...shared,
      displayName: "browser",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/browser/**/*.test.[jt]s?(x)"],
    },
  ],
};
