global.___loader = {
  enqueue: jest.fn(),
};

// react-dom/server (used to check what the static HTML holds) needs TextEncoder, which jsdom lacks.
const { TextEncoder, TextDecoder } = require("util");
if (typeof global.TextEncoder === "undefined") Object.assign(global, { TextEncoder, TextDecoder });
