import type { VsmeActor, VsmeReportModule } from '@impact/contracts';
import type { VsmeDatapoint } from '@impact/knowledge';
import { settleConditions } from '../conditions.js';
import { missingValue, type VsmeValueState } from '../value-state.js';
import { carryOver, withPrevious, type PreviousReport } from './carry-over.js';
import { descriptiveFindings } from './classification.js';
import { companyFindings } from './company.js';
import { noneStatementFindings } from './none-statements.js';
import { agreementCoverageFindings } from './agreement-coverage.js';
import { workforceStatementFindings } from './workforce-statements.js';
import { genderRowFindings } from './gender-rows.js';
import { contractMetricFindings, headcountRowFindings } from './headcount-rows.js';
import { ghgTargetFindings } from './ghg-targets.js';
import { policyFindings } from './policy-statements.js';
import { minimumWageFindings } from './wage-statements.js';
import { scope1Estimate, scope2LocationNote } from './estimates.js';
import type { VsmeEvidence } from './evidence.js';
import { found, keep, type Findings } from './finding.js';
import { metricFindings, trainingHoursNotes, voluntaryTurnoverNote } from './metrics.js';
import { trainingAverageEstimates } from './training-estimates.js';
import { scope1FromParts } from './scope-parts.js';
import { waterFindings } from './water.js';
import { ghgTotalFindings } from './ghg-totals.js';
import { scope3StatementFindings } from './scope3-statement.js';

export interface PrefillInput {
  datapoints: readonly VsmeDatapoint[];
  evidence: VsmeEvidence;
  module: VsmeReportModule;
  /** The year the report's period ends in: figures of any other year are not this period's. */
  periodYear: number;
  creator: VsmeActor;
  previous: PreviousReport | undefined;
}

const BASIS = {
  basic: 'Option A (Basic Module only)',
  'basic-comprehensive': 'Option B (Basic Module and Comprehensive Module)',
} as const;

/** A Scope 3 figure found means the undertaking discloses Scope 3 (B3 asks it before the figure). */
function scope3Disclosed(findings: Findings): void {
  const scope3 = findings.get('GrossScope3GreenhouseGasEmissions');
  if (scope3?.status !== 'found') return;
  keep(
    findings,
    found('DisclosesScope3Emissions', true, {
      sources: scope3.sources,
      method: { kind: 'evidence-metric', description: 'A Scope 3 figure is stated for the period' },
    }),
  );
}

const periodBound = (datapoint: VsmeDatapoint) =>
  datapoint.kind === 'number' || datapoint.kind === 'percentage' || datapoint.kind === 'table';

/**
 * A new report's values, one per datapoint: found in the client's evidence (with sources), estimated
 * (pending review), carried over from the previous report, not applicable by the standard's condition,
 * or missing (with a note when the evidence states the figure for another year).
 */
export function prefillValues(input: PrefillInput): Map<string, VsmeValueState> {
  const { datapoints, evidence, periodYear } = input;
  const findings: Findings = new Map();
  // Scope 1 rows by source come before a whole that is one of them (see scope-parts.ts).
  scope1FromParts(evidence.metrics, periodYear, findings);
  metricFindings(evidence.metrics, periodYear, findings);
  waterFindings(findings, periodYear);
  trainingHoursNotes(evidence.metrics, periodYear, findings);
  voluntaryTurnoverNote(evidence.metrics, periodYear, findings);
  companyFindings(evidence, periodYear, findings);
  noneStatementFindings(evidence.pages, periodYear, evidence.citeSentence, findings);
  // 'All our employees are covered by a collective agreement': after a stated share, which wins.
  agreementCoverageFindings(evidence.pages, periodYear, evidence.citeSentence, findings);
  // A key-figures row of the headcount by gender comes before a sentence's, and before a share of women.
  genderRowFindings(evidence.pages, periodYear, evidence.citeSentence, findings);
  // Table rows of contract types and countries, before a sentence's.
  headcountRowFindings(evidence.pages, periodYear, evidence.citeSentence, findings);
  // A key-figures table's rows of contract types under the employees they count.
  contractMetricFindings(evidence.metrics, periodYear, findings);
  workforceStatementFindings(evidence.pages, periodYear, evidence.citeSentence, findings);
  minimumWageFindings(evidence.pages, evidence.citeSentence, findings);
  scope1Estimate(evidence.metrics, periodYear, findings);
  scope2LocationNote(evidence.metrics, periodYear, findings);
  trainingAverageEstimates(evidence.metrics, periodYear, findings);
  scope3Disclosed(findings);
  scope3StatementFindings(evidence.pages, periodYear, evidence.citeSentence, findings);
  ghgTargetFindings(evidence.pages, evidence.metrics, periodYear, evidence.citeSentence, findings);
  // After every Scope 1 and Scope 2 rule, and the turnover (companyFindings).
  ghgTotalFindings(periodYear, findings);
  descriptiveFindings(evidence, findings);
  // After the initiatives: the policies stated join their description.
  policyFindings(evidence.pages, evidence.citeSentence, findings);

  const values = new Map<string, VsmeValueState>();
  for (const datapoint of datapoints) {
    const finding = findings.get(datapoint.id);
    values.set(
      datapoint.id,
      finding ?? missingValue(datapoint.id, periodBound(datapoint) ? periodYear : null),
    );
  }
  // The module is the consultant's choice when creating the report: B1 states it as the basis.
  values.set('BasisForPreparation', {
    ...missingValue('BasisForPreparation', null),
    status: 'entered',
    value: BASIS[input.module],
    method: { kind: 'consultant', description: 'The module chosen when the report was created' },
    updatedBy: input.creator,
  });
  if (input.previous) carryOver(datapoints, values, input.previous);
  settleConditions(datapoints, values, { kind: 'system', note: 'The standard’s condition' });
  if (input.previous) {
    for (const [id, state] of values)
      values.set(id, { ...state, previous: withPrevious(state, input.previous.values.get(id)) });
  }
  return values;
}
