/**
 * The readiness self-assessment's arithmetic (the block of type "assessment"): every question has
 * three answers worth 0, 1 and 2 points; the score is the share of the highest total, 0 to 100;
 * its band is the last whose `min` it reaches; the biggest gaps are the questions that scored
 * lowest, in the order they were asked.
 */

export interface ScoredQuestion {
  readonly id: string;
  readonly options: ReadonlyArray<{ readonly points: number }>;
}

/** The points of each question answered so far, by question id. */
export type Answers = Readonly<Record<string, number | undefined>>;

const best = (question: ScoredQuestion) => Math.max(...question.options.map((option) => option.points));

/** The score, 0 to 100: the points of the answers over the highest total, rounded; unanswered questions score 0. */
export function scoreOf(questions: readonly ScoredQuestion[], answers: Answers): number {
  const highest = questions.reduce((sum, question) => sum + best(question), 0);
  if (highest === 0) return 0;
  const points = questions.reduce((sum, question) => sum + (answers[question.id] ?? 0), 0);
  return Math.round((points / highest) * 100);
}

/** The band a score falls in: the last of those (in order of `min`) whose `min` it reaches. */
export function bandOf<B extends { readonly min: number }>(bands: readonly B[], score: number): B {
  const sorted = [...bands].sort((a, b) => a.min - b.min);
  return sorted.filter((band) => score >= band.min).pop() ?? sorted[0];
}

/** The questions that scored below their best answer, lowest first, in the order asked among equals; at most `count`. */
export function biggestGaps<Q extends ScoredQuestion>(questions: readonly Q[], answers: Answers, count = 3): Q[] {
  return questions
    .map((question, order) => ({ question, order, points: answers[question.id] ?? 0 }))
    .filter(({ question, points }) => points < best(question))
    .sort((a, b) => a.points - b.points || a.order - b.order)
    .slice(0, count)
    .map(({ question }) => question);
}
