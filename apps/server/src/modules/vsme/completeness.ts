import type { VsmeCompleteness, VsmeCompletenessCount, VsmeReportModule } from '@impact/contracts';
import { vsmeApplies, type VsmeDatapoint } from '@impact/knowledge';
import { answersOf } from './conditions.js';
import { answeredOnItsOwn } from './datapoints.js';
import type { VsmeValueState } from './value-state.js';

const empty = (): VsmeCompletenessCount => ({ applicable: 0, answered: 0, missing: 0, awaitingReview: 0 });

function add(count: VsmeCompletenessCount, state: VsmeValueState | undefined): void {
  count.applicable += 1;
  if (!state || state.status === 'missing') count.missing += 1;
  else count.answered += 1;
  const reviewed = state?.status === 'estimated' || state?.status === 'client-provided';
  if (reviewed && state?.review !== 'accepted') count.awaitingReview += 1;
}

/**
 * Whether a datapoint counts: answered on its own (not a column of a table answered by rows), asked for
 * by the standard ('may' datapoints are optional), and applicable: its conditions hold. A datapoint
 * whose condition is still unanswered does not count yet; the question it waits on does.
 */
function counts(datapoint: VsmeDatapoint, all: readonly VsmeDatapoint[], applies: boolean | undefined) {
  return answeredOnItsOwn(datapoint, all) && datapoint.requirement !== 'may' && applies === true;
}

/** Completeness of a report's values, overall, per module and per disclosure (in the standard's order). */
export function computeCompleteness(
  datapoints: readonly VsmeDatapoint[],
  values: ReadonlyMap<string, VsmeValueState>,
  module: VsmeReportModule,
): VsmeCompleteness {
  const answers = answersOf(values);
  const overall = empty();
  const basic = empty();
  const comprehensive = empty();
  const disclosures = new Map<string, VsmeCompletenessCount>();
  for (const datapoint of datapoints) {
    if (!disclosures.has(datapoint.disclosure)) disclosures.set(datapoint.disclosure, empty());
    if (!counts(datapoint, datapoints, vsmeApplies(datapoint, answers))) continue;
    const state = values.get(datapoint.id);
    add(overall, state);
    add(datapoint.disclosure.startsWith('B') ? basic : comprehensive, state);
    add(disclosures.get(datapoint.disclosure)!, state);
  }
  return {
    overall,
    modules: { basic, comprehensive: module === 'basic-comprehensive' ? comprehensive : null },
    disclosures: [...disclosures].map(([code, count]) => ({ code, ...count })),
  };
}
