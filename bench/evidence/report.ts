// The benchmark's printout: per half, one line per field (precision, recall and the counts behind them)
// and a summary line; then what every run should also show (robots.txt obeyed, steps that failed).
import type { Answers } from './answers.js';
import type { Half } from './corpus.js';
import {
  FIELDS,
  FIELD_LABELS,
  addScores,
  emptyScore,
  precisionOf,
  recallOf,
  type Field,
  type FieldScore,
} from './score.js';
import { SCORED_DATAPOINTS } from './vsme-expected.js';
import { addVsmeScores, emptyVsmeScore, vsmePrecision, vsmeRecall, type VsmeScore } from './vsme-score.js';

export interface CompanyResult {
  slug: string;
  half: Half;
  scores: Record<Field, FieldScore>;
  /** What the product answered, as the scoring read it (in --json output). */
  answers: Answers;
  /** Assessment steps that ended in error, with their message. */
  failedSteps: string[];
  /** Paths robots.txt forbids that the product fetched anyway. */
  forbiddenFetched: string[];
  seconds: number;
  /** The Basic VSME report created after the assessment, for the ground truth's latest year, scored. */
  vsme: { year: number; score: VsmeScore };
}

export const TARGET = { recall: 0.9, precision: 0.95 };

const figure = (value: number | undefined) => (value === undefined ? '   –' : value.toFixed(2));
const pad = (text: string | number, width: number) => String(text).padStart(width);

export function totalsOf(results: readonly CompanyResult[]): Record<Field, FieldScore> {
  const totals = Object.fromEntries(FIELDS.map((field) => [field, emptyScore()])) as Record<
    Field,
    FieldScore
  >;
  for (const result of results) for (const field of FIELDS) addScores(totals[field], result.scores[field]);
  return totals;
}

const meetsTarget = (score: FieldScore) =>
  (recallOf(score) ?? 1) >= TARGET.recall && (precisionOf(score) ?? 0) >= TARGET.precision;

function printHalf(half: Half, results: readonly CompanyResult[], print: (line: string) => void) {
  const totals = totalsOf(results);
  print(
    `${half === 'tuning' ? 'Tuning' : 'Held-out'} half (${results.map((result) => result.slug).join(', ')})`,
  );
  print(`  ${'field'.padEnd(15)} precision  recall   right  wrong  missed`);
  for (const field of FIELDS) {
    const score = totals[field];
    print(
      `  ${FIELD_LABELS[field].padEnd(15)} ${pad(figure(precisionOf(score)), 9)} ${pad(figure(recallOf(score)), 7)} ${pad(score.right, 7)} ${pad(score.wrong, 6)} ${pad(score.missed, 7)}`,
    );
  }
  const all = FIELDS.reduce((sum, field) => addScores(sum, totals[field]), emptyScore());
  const meeting = FIELDS.filter((field) => meetsTarget(totals[field])).length;
  print(
    `  summary: ${meeting} of ${FIELDS.length} fields meet the target; all fields together: precision ${figure(precisionOf(all))}, recall ${figure(recallOf(all))} (right ${all.right}, wrong ${all.wrong}, missed ${all.missed})`,
  );
}

function printDetails(result: CompanyResult, print: (line: string) => void) {
  print(`${result.slug} (${result.half}, ${result.seconds.toFixed(1)} s)`);
  for (const field of FIELDS) {
    const { missedItems, wrongItems } = result.scores[field];
    if (missedItems.length === 0 && wrongItems.length === 0) continue;
    print(`  ${FIELD_LABELS[field]}:`);
    for (const item of wrongItems) print(`    wrong:  ${item}`);
    for (const item of missedItems) print(`    missed: ${item}`);
  }
  if (result.vsme.score.mistakes.length > 0) {
    print(`  VSME ${result.vsme.year}:`);
    for (const mistake of result.vsme.score.mistakes) print(`    ${mistake}`);
  }
}

function vsmeLine(label: string, year: string, score: VsmeScore): string {
  return `  ${label.padEnd(24)} ${year.padStart(4)} ${pad(score.correct, 8)} ${pad(score.incorrect, 10)} ${pad(score.missed, 7)} ${pad(score.leftMissing, 13)} ${pad(figure(vsmePrecision(score)), 10)} ${pad(figure(vsmeRecall(score)), 7)}`;
}

const vsmeTotal = (chosen: readonly CompanyResult[]) =>
  chosen.reduce((sum, result) => addVsmeScores(sum, result.vsme.score), emptyVsmeScore());

/** The VSME prefill table: one line per company, then the totals per half and over all companies. */
function printVsme(results: readonly CompanyResult[], print: (line: string) => void) {
  print(
    `VSME Basic prefill: a report for the ground truth's latest year, scored on the datapoints its ground truth settles (at most ${SCORED_DATAPOINTS.length}) (precision = correct / prefilled, recall = correct / expected).`,
  );
  print(`  ${'company'.padEnd(24)} year  correct  incorrect  missed  left missing  precision  recall`);
  for (const result of results)
    print(vsmeLine(`${result.slug} (${result.half})`, String(result.vsme.year), result.vsme.score));
  for (const half of ['tuning', 'held-out'] as const) {
    const chosen = results.filter((result) => result.half === half);
    if (chosen.length > 0) print(vsmeLine(`${half} total`, '', vsmeTotal(chosen)));
  }
  print(vsmeLine('all companies', '', vsmeTotal(results)));
}

export function printReport(
  results: readonly CompanyResult[],
  options: { details: 'none' | 'tuning' | 'all'; seconds: number },
  print: (line: string) => void,
) {
  const byHalf = (half: Half) => results.filter((result) => result.half === half);
  print(
    `Evidence extraction, offline (no model, no research provider): ${results.length} companies, ${byHalf('tuning').length} tuning, ${byHalf('held-out').length} held-out, in ${options.seconds.toFixed(0)} s.`,
  );
  print(
    `Target on the held-out half: recall at least ${TARGET.recall.toFixed(2)} and precision at least ${TARGET.precision.toFixed(2)} for every field. Precision '–': no answers.`,
  );
  for (const half of ['tuning', 'held-out'] as const) {
    if (byHalf(half).length === 0) continue;
    print('');
    printHalf(half, byHalf(half), print);
  }
  print('');
  printVsme(results, print);
  print('');
  const trespassed = results.filter((result) => result.forbiddenFetched.length > 0);
  print(
    `Pages robots.txt forbids were fetched on ${trespassed.length} of ${results.length} sites${trespassed.length ? `: ${trespassed.map((result) => `${result.slug} (${result.forbiddenFetched.join(', ')})`).join('; ')}` : ''}.`,
  );
  const failed = results.flatMap((result) => result.failedSteps.map((step) => `${result.slug}: ${step}`));
  print(`Assessment steps that failed: ${failed.length === 0 ? 'none' : failed.join('; ')}.`);
  if (options.details === 'none') return;
  print('');
  for (const result of results) {
    if (options.details === 'tuning' && result.half !== 'tuning') continue;
    printDetails(result, print);
  }
}
