import type { SectionData, VsmeFactor } from '@impact/contracts';
import { FUEL_EMISSION_FACTORS, TJ_PER_MWH, scope1TonnesFromFuel, type VsmeFuel } from '@impact/knowledge';
import { formatAmount } from '../units.js';
import { NAMES, plainName } from '../../assessment/knowledge-sections/metric-names.js';
import { estimated, missingWithNote, statedOn, type Findings } from './finding.js';
import { metricAmount } from './metrics.js';

type Metric = SectionData<'ReportedMetrics'>[number];

/** A stated fuel use, by the fuel's name in the metric's. */
const FUEL_NAMES: readonly { fuel: VsmeFuel; name: RegExp }[] = [
  { fuel: 'natural-gas', name: /\bnatural gas\b/i },
  { fuel: 'gas-diesel-oil', name: /\b(?:diesel|gas ?oil|heating oil|fuel oil)\b/i },
  { fuel: 'motor-gasoline', name: /\b(?:petrol|gasoline)\b/i },
  { fuel: 'lpg', name: /\b(?:LPG|liquefied petroleum gas(?:es)?)\b/i },
];

const SCOPE_1 = 'GrossScope1GreenhouseGasEmissions';
const round2 = (value: number) => Math.round(value * 100) / 100;

function factorOf(fuel: VsmeFuel): VsmeFactor {
  const entry = FUEL_EMISSION_FACTORS[fuel];
  return {
    name: `Default CO2 emission factor, ${entry.name} (stationary combustion)`,
    value: entry.kgCo2PerTj,
    unit: 'kg CO2/TJ',
    country: null,
    year: entry.year,
    dataset: entry.source.title,
    url: entry.source.url,
  };
}

/**
 * Scope 1 estimated from the fuels the client states it burnt in the report's year, in energy units
 * (MWh, kWh, GWh), with the IPCC 2006 default CO2 factors: only where no Scope 1 figure was found, and
 * pending until someone accepts it. A fuel stated in litres is not converted: its calorific value is
 * not stated, and a guessed one would hide in the estimate.
 *
 * Location-based Scope 2 is not estimated: the knowledge base holds no grid factor checked against its
 * publisher's dataset (see `packages/knowledge/src/vsme/emission-factors.ts`).
 */
export function scope1Estimate(metrics: readonly Metric[], periodYear: number, findings: Findings): void {
  if (findings.get(SCOPE_1)?.status === 'found') return;
  const burnt = FUEL_NAMES.flatMap(({ fuel, name }) =>
    metrics
      .filter((metric) => metric.year === periodYear && name.test(metric.name))
      .flatMap((metric) => {
        const mwh = metricAmount(metric, 'MWh');
        return mwh === undefined || mwh <= 0 ? [] : [{ fuel, metric, mwh }];
      })
      .slice(0, 1),
  );
  if (burnt.length === 0) return;
  const tonnes = round2(burnt.reduce((sum, entry) => sum + scope1TonnesFromFuel(entry.fuel, entry.mwh), 0));
  const parts = burnt.map(
    (entry) =>
      `${formatAmount(entry.mwh)} MWh of ${FUEL_EMISSION_FACTORS[entry.fuel].name.toLowerCase()} × ${TJ_PER_MWH} TJ/MWh × ${formatAmount(FUEL_EMISSION_FACTORS[entry.fuel].kgCo2PerTj)} kg CO2/TJ`,
  );
  const earlier = findings.get(SCOPE_1);
  findings.set(
    SCOPE_1,
    estimated(SCOPE_1, tonnes, {
      unit: 'tCO2e',
      periodYear,
      sources: burnt.flatMap((entry) => entry.metric.sources),
      method: {
        kind: 'estimate',
        description: `Scope 1 estimated from stated fuel use: ${parts.join(' + ')} = ${formatAmount(tonnes)} t CO2. CO2 only (the fuels' CH4 and N2O are not included); IPCC 2006 default factors, not the supplier's.`,
        factors: [...new Set(burnt.map((entry) => entry.fuel))].map(factorOf),
      },
      note: earlier?.note ?? null,
    }),
  );
}

const SCOPE_2_LOCATION = 'GrossLocationBasedScope2GreenhouseGasEmissions';

/**
 * Location-based Scope 2 is the electricity used × the average emission factor of the country's grid
 * for the year. The knowledge base holds no grid factor checked against its publisher's dataset, so it
 * is not estimated; where the client states its electricity use for the period and no Scope 2 figure
 * was found, the note gives that use, for the consultant to multiply by a factor they can cite.
 */
export function scope2LocationNote(metrics: readonly Metric[], periodYear: number, findings: Findings): void {
  const current = findings.get(SCOPE_2_LOCATION);
  if (current && current.status !== 'missing') return;
  const stated = metrics
    .filter((metric) => metric.year === periodYear && NAMES.electricity.test(plainName(metric.name)))
    .flatMap((metric) => {
      const mwh = metricAmount(metric, 'MWh');
      return mwh === undefined || mwh <= 0 ? [] : [{ metric, mwh }];
    })[0];
  if (!stated) return;
  const electricity =
    `Electricity used in ${periodYear}: ${formatAmount(stated.mwh)} MWh ('${stated.metric.name}', ${statedOn(stated.metric.sources)}). ` +
    `Location-based Scope 2 is that × the national grid's average emission factor for ${periodYear}; no grid factor checked against its publisher is kept, so it is not estimated.`;
  const note = current?.note ? `${current.note} ${electricity}` : electricity;
  findings.set(SCOPE_2_LOCATION, missingWithNote(SCOPE_2_LOCATION, note, periodYear));
}
