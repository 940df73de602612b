import type { VsmeValueState } from '../value-state.js';
import { formatAmount } from '../units.js';
import { estimated, found, keep, type Findings } from './finding.js';

/**
 * B3's totals and intensities from the figures found for the period: Scope 1 plus Scope 2 on each basis,
 * and that total per euro of turnover. A company that states its figures by scope seldom states their
 * sum; the consultant would add them up, and so do we, with both figures as the sources. A total with an
 * estimate in it is an estimate (pending review); a total the company states itself comes first (the
 * metric rules run before this one and `keep` keeps theirs).
 */
const BASES = [
  {
    basis: 'market-based',
    scope2: 'GrossMarketBasedScope2GreenhouseGasEmissions',
    total: 'TotalGrossMarketBasedScope1AndScope2GHGEmissions',
    intensity: 'Scope1AndScope2GreenhouseGasEmissionsIntensityValueMarketBased',
  },
  {
    basis: 'location-based',
    scope2: 'GrossLocationBasedScope2GreenhouseGasEmissions',
    total: 'TotalGrossLocationBasedScope1AndScope2GHGEmissions',
    intensity: 'Scope1AndScope2GreenhouseGasEmissionsIntensityValueLocationBased',
  },
] as const;

const numberOf = (state: VsmeValueState | undefined) =>
  (state?.status === 'found' || state?.status === 'estimated') && typeof state.value === 'number'
    ? state.value
    : undefined;

/** Tonnes to three decimals: the figures found are in tonnes with at most that precision. */
const tonnes = (value: number) => Math.round(value * 1000) / 1000;

/** A figure computed from figures found: found when they all are, an estimate (pending review) otherwise. */
function derived(
  id: string,
  value: number,
  options: { unit: string; sources: VsmeValueState['sources']; periodYear: number; description: string },
  anEstimate: boolean,
): VsmeValueState {
  const { description, ...rest } = options;
  return anEstimate
    ? estimated(id, value, { ...rest, method: { kind: 'estimate', description } })
    : found(id, value, { ...rest, method: { kind: 'evidence-metric', description } });
}

export function ghgTotalFindings(periodYear: number, findings: Findings): void {
  const scope1 = findings.get('GrossScope1GreenhouseGasEmissions');
  const scope1Tonnes = numberOf(scope1);
  if (scope1 === undefined || scope1Tonnes === undefined) return;
  const turnover = findings.get('Turnover');
  const euros = turnover?.status === 'found' && turnover.unit === 'EUR' ? numberOf(turnover) : undefined;
  for (const { basis, scope2: scope2Id, total: totalId, intensity: intensityId } of BASES) {
    const scope2 = findings.get(scope2Id);
    const scope2Tonnes = numberOf(scope2);
    if (scope2 === undefined || scope2Tonnes === undefined) continue;
    const existing = findings.get(totalId);
    if (existing && existing.status !== 'missing') continue;
    const sum = tonnes(scope1Tonnes + scope2Tonnes);
    const sources = [...scope1.sources, ...scope2.sources];
    const anEstimate = scope1.status === 'estimated' || scope2.status === 'estimated';
    const parts = `Scope 1 (${formatAmount(scope1Tonnes)} tCO2e, ${scope1.status}) and ${basis} Scope 2 (${formatAmount(scope2Tonnes)} tCO2e, ${scope2.status})`;
    keep(
      findings,
      derived(
        totalId,
        sum,
        { unit: 'tCO2e', sources, periodYear, description: `The sum of ${parts} for ${periodYear}` },
        anEstimate,
      ),
    );
    if (euros === undefined || euros <= 0 || !turnover) continue;
    keep(
      findings,
      derived(
        intensityId,
        Number((sum / euros).toPrecision(4)),
        {
          unit: 'tCO2e/EUR',
          sources: [...sources, ...turnover.sources],
          periodYear,
          description: `${formatAmount(sum)} tCO2e, the sum of ${parts}, divided by a turnover of EUR ${formatAmount(euros)} for ${periodYear}`,
        },
        anEstimate,
      ),
    );
  }
}
