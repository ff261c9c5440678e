const React = require("react");
const gatsby = jest.requireActual("gatsby");

/** Gatsby's runtime pieces replaced for unit tests: Link renders a plain anchor, queries are mocked per test. */
module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  // Drop Gatsby-only props so the anchor is plain DOM.
  Link: React.forwardRef(({ activeClassName, activeStyle, getProps, innerRef, partiallyActive, replace, to, ...rest }, ref) =>
    React.createElement("a", { ...rest, ref, href: to }),
  ),
  Slice: jest.fn().mockImplementation(({ alias, ...rest }) => React.createElement("div", { ...rest, "data-test-slice-alias": alias })),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
  navigate: jest.fn(),
};
