/**
 * The order in which Jest starts the browser test files: those that open every page of the site
 * (their docblock says `@sweep`) first, then Jest's own order (the longest by the last run's
 * timings, or the largest file when there are none, as on a fresh clone). The sweeps are short
 * files that run longest, so Jest alone starts them last on a fresh clone, and the run ends with
 * one of them on one core while the other core has nothing left to do.
 */
const fs = require("fs");
const Sequencer = require("@jest/test-sequencer").default;

const isSweep = (test) => /^\s*\*\s*@sweep\b/m.test(fs.readFileSync(test.path, "utf8").split("*/")[0]);

class SweepsFirst extends Sequencer {
  sort(tests) {
    const ordered = super.sort(tests);
    const sweeps = new Set(ordered.filter(isSweep));
    return [...sweeps, ...ordered.filter((test) => !sweeps.has(test))];
  }
}

module.exports = SweepsFirst;
