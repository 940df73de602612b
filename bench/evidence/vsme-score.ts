// Scores a Basic VSME report's prefill against the values derived from the ground truth
// (vsme-expected.ts): each scored datapoint is prefilled correctly, prefilled incorrectly, missed
// (expected but left missing) or correctly left missing.
import type { VsmeExpectation } from './vsme-expected.js';

/** A report value as the API answers it: only what the scoring reads. */
export interface VsmeValueView {
  datapointId: string;
  status: string;
  value: unknown;
  /** What the prefill says it could not use (a figure of another year, a unit it cannot convert). */
  note?: string | null;
}

export interface VsmeScore {
  correct: number;
  incorrect: number;
  missed: number;
  leftMissing: number;
  /** Datapoints with an expected value: recall's denominator (a wrong value misses it too). */
  expected: number;
  /** 'Turnover: prefilled 1 EUR, expected 2 EUR', for --details. */
  mistakes: string[];
}

export const emptyVsmeScore = (): VsmeScore => ({
  correct: 0,
  incorrect: 0,
  missed: 0,
  leftMissing: 0,
  expected: 0,
  mistakes: [],
});

export function addVsmeScores(into: VsmeScore, score: VsmeScore): VsmeScore {
  into.correct += score.correct;
  into.incorrect += score.incorrect;
  into.missed += score.missed;
  into.leftMissing += score.leftMissing;
  into.expected += score.expected;
  into.mistakes.push(...score.mistakes);
  return into;
}

/**
 * What the prefill put in: a value found in the evidence or estimated from it. Values the standard's
 * condition made not applicable, and the module the consultant chose, are not prefill.
 */
const PREFILLED = new Set(['found', 'estimated']);

const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 200) ?? 'nothing';

export function scoreVsme(
  expected: ReadonlyMap<string, VsmeExpectation>,
  values: readonly VsmeValueView[],
): VsmeScore {
  const score = emptyVsmeScore();
  const byId = new Map(values.map((value) => [value.datapointId, value]));
  for (const [datapointId, expectation] of expected) {
    const answer = byId.get(datapointId);
    if (!answer) throw new Error(`The report has no datapoint ${datapointId}`);
    const prefilled = PREFILLED.has(answer.status) && answer.value !== null;
    if (expectation.kind === 'absent') {
      if (!prefilled) score.leftMissing += 1;
      else {
        score.incorrect += 1;
        score.mistakes.push(`${datapointId}: prefilled ${shown(answer.value)}, the site states none`);
      }
      continue;
    }
    score.expected += 1;
    if (!prefilled) {
      score.missed += 1;
      const note = answer.note ? ` (note: ${answer.note.slice(0, 200)})` : '';
      score.mistakes.push(`${datapointId}: missed, expected ${expectation.expected}${note}`);
    } else if (expectation.matches(answer.value)) score.correct += 1;
    else {
      score.incorrect += 1;
      score.mistakes.push(
        `${datapointId}: prefilled ${shown(answer.value)}, expected ${expectation.expected}`,
      );
    }
  }
  return score;
}

/** Precision of prefill: correct / prefilled; undefined when nothing was prefilled. */
export const vsmePrecision = (score: VsmeScore) =>
  score.correct + score.incorrect === 0 ? undefined : score.correct / (score.correct + score.incorrect);

/** Recall of prefill: correct / expected values; undefined when none was expected. */
export const vsmeRecall = (score: VsmeScore) =>
  score.expected === 0 ? undefined : score.correct / score.expected;
