/**
 * @jest-environment node
 *
 * The readiness self-assessment's arithmetic (src/lib/assessment.ts): score, band and biggest gaps.
 */
import { bandOf, biggestGaps, scoreOf } from "../../src/lib/assessment";

const question = (id: string) => ({ id, options: [{ points: 0 }, { points: 1 }, { points: 2 }] });
const QUESTIONS = ["a", "b", "c", "d", "e"].map(question);
const BANDS = [
  { min: 80, title: "Well prepared" },
  { min: 0, title: "Start with the basics" },
  { min: 50, title: "A solid start" },
];

describe("the readiness self-assessment", () => {
  it("scores the share of the highest total, 0 to 100, counting an unanswered question as 0", () => {
    expect(scoreOf(QUESTIONS, {})).toBe(0);
    expect(scoreOf(QUESTIONS, { a: 2, b: 2, c: 2, d: 2, e: 2 })).toBe(100);
    expect(scoreOf(QUESTIONS, { a: 2, b: 1, c: 0, d: 2 })).toBe(50);
    expect(scoreOf(QUESTIONS, { a: 1 })).toBe(10);
    expect(scoreOf(QUESTIONS.slice(0, 3), { a: 2, b: 2, c: 1 })).toBe(83);
  });

  it("puts a score in the last band whose minimum it reaches, whatever the bands' order", () => {
    expect(bandOf(BANDS, 0).title).toBe("Start with the basics");
    expect(bandOf(BANDS, 49).title).toBe("Start with the basics");
    expect(bandOf(BANDS, 50).title).toBe("A solid start");
    expect(bandOf(BANDS, 80).title).toBe("Well prepared");
    expect(bandOf(BANDS, 100).title).toBe("Well prepared");
  });

  it("names the three lowest-scoring questions, in the order asked among equals, and no question at its best", () => {
    const answers = { a: 1, b: 0, c: 2, d: 1, e: 0 };
    expect(biggestGaps(QUESTIONS, answers).map((q) => q.id)).toEqual(["b", "e", "a"]);
    expect(biggestGaps(QUESTIONS, { a: 2, b: 2, c: 2, d: 1, e: 2 }).map((q) => q.id)).toEqual(["d"]);
    expect(biggestGaps(QUESTIONS, { a: 2, b: 2, c: 2, d: 2, e: 2 })).toEqual([]);
    // An unanswered question is a gap of 0 points.
    expect(biggestGaps(QUESTIONS, { a: 2, b: 1, c: 2, d: 2 }).map((q) => q.id)).toEqual(["e", "b"]);
  });
});
