global.___loader = {
  enqueue: jest.fn(),
};

// react-dom/server (used to check what the static HTML holds) needs TextEncoder, which jsdom lacks.
const util = require("util");
if (typeof global.TextEncoder === "undefined") Object.assign(global, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
