// What a Basic VSME report on a corpus company should be prefilled with, derived from the company's
// ground truth (bench/evidence-corpus/README.md): the headcount, turnover, headquarters, sector,
// certifications, initiatives and metrics of the reporting year, each as the VSME datapoint that asks
// for it, in the datapoint's unit. The benchmark's own rules, independent of the product's prefill.
import type { GroundTruth, MetricTruth } from './corpus.js';
import { PER_EUR } from './score.js';
import { containsPhrase, normalize } from './text.js';
import { conversion, readUnit } from './units.js';

/**
 * A scored datapoint's expected answer: a value the prefill should find ('value', checked by
 * `matches`), or nothing the ground truth states for the year ('absent'), which the prefill should
 * leave missing. Datapoints the ground truth cannot settle are not listed and not scored.
 */
export type VsmeExpectation =
  { kind: 'value'; expected: string; matches: (value: unknown) => boolean } | { kind: 'absent' };

/** A metric indicator of the ground truth and the Basic datapoint that asks for it, in that datapoint's unit. */
const METRIC_DATAPOINTS: readonly { indicator: MetricTruth['indicator']; datapoint: string; unit: string }[] =
  [
    { indicator: 'energy-consumption', datapoint: 'TotalEnergyConsumption', unit: 'MWh' },
    { indicator: 'ghg-scope1', datapoint: 'GrossScope1GreenhouseGasEmissions', unit: 'tCO2e' },
    {
      indicator: 'ghg-scope2-location',
      datapoint: 'GrossLocationBasedScope2GreenhouseGasEmissions',
      unit: 'tCO2e',
    },
    {
      indicator: 'ghg-scope2-market',
      datapoint: 'GrossMarketBasedScope2GreenhouseGasEmissions',
      unit: 'tCO2e',
    },
    { indicator: 'ghg-scope3', datapoint: 'GrossScope3GreenhouseGasEmissions', unit: 'tCO2e' },
    { indicator: 'water-withdrawal', datapoint: 'TotalAmountOfWaterWithdrawnFromAllSites', unit: 'm3' },
    { indicator: 'water-consumption', datapoint: 'TotalWaterConsumption', unit: 'm3' },
    { indicator: 'waste-total', datapoint: 'TotalWasteGeneratedMass', unit: 'tonnes' },
    { indicator: 'waste-hazardous', datapoint: 'TotalHazardousWasteGeneratedMass', unit: 'tonnes' },
  ];

/** Scope 1 and 2 together: the basis (market or location) is read from the figure's name. */
const SCOPE_1_2 = {
  market: 'TotalGrossMarketBasedScope1AndScope2GHGEmissions',
  location: 'TotalGrossLocationBasedScope1AndScope2GHGEmissions',
} as const;

/** Every datapoint this mapping scores, so that each company is scored on the same set. */
export const SCORED_DATAPOINTS: readonly string[] = [
  'NumberOfEmployees',
  'TypeOfNumberOfEmployees',
  'Turnover',
  'CountryOfPrimaryOperationsAndLocationOfSignificantAssets',
  'NaceSectorClassificationCodes',
  'HasSustainabilityCertificationsOrLabels',
  'DescriptionOfSustainabilityRelatedCertificationsOrLabels',
  'HasPracticesPoliciesOrFutureInitiatives',
  'DisclosesScope3Emissions',
  ...METRIC_DATAPOINTS.map((rule) => rule.datapoint),
  SCOPE_1_2.market,
  SCOPE_1_2.location,
];

/** The reporting year: the latest year the ground truth's headcount, turnover and metrics are stated for. */
export function reportingYear(truth: GroundTruth): number {
  const years = [
    truth.headcount?.year,
    truth.turnover?.year,
    ...truth.metrics.filter((metric) => !metric.optional).map((metric) => metric.year),
  ].filter((year): year is number => year !== undefined);
  if (years.length === 0) throw new Error(`${truth.company}: the ground truth states no year`);
  return Math.max(...years);
}

/** Equal within 1% (the benchmark's tolerance for a stated figure), or within half a unit for small ones. */
export const amountsEqual = (answer: number, expected: number) =>
  Math.abs(answer - expected) <= Math.max(0.5, 0.01 * Math.abs(expected));

const numberIn = (values: readonly number[], shown: string): VsmeExpectation => ({
  kind: 'value',
  expected: shown,
  matches: (value) => typeof value === 'number' && values.some((expected) => amountsEqual(value, expected)),
});

const exactly = (expected: unknown): VsmeExpectation => ({
  kind: 'value',
  expected: String(expected),
  matches: (value) => value === expected,
});

/** The ground truth's metrics of one indicator for the year, in `unit`; ranges and unknown units are left out. */
function metricValues(
  truth: GroundTruth,
  year: number,
  test: (metric: MetricTruth) => boolean,
  unit: string,
) {
  const target = readUnit(unit);
  return truth.metrics.flatMap((metric) => {
    if (metric.year !== year || !test(metric) || typeof metric.value !== 'number') return [];
    const factor = conversion(readUnit(metric.unit), target);
    return factor === undefined ? [] : [{ value: metric.value * factor, optional: metric.optional === true }];
  });
}

/**
 * One indicator's datapoint: the stated figure (any of them, when the site states several), absent when
 * the year has none, and not scored when only optional or unreadable figures (ranges, other units) exist.
 */
function metricExpectation(
  truth: GroundTruth,
  year: number,
  test: (metric: MetricTruth) => boolean,
  unit: string,
): VsmeExpectation | undefined {
  const all = truth.metrics.filter((metric) => metric.year === year && test(metric));
  if (all.length === 0) return { kind: 'absent' };
  const required = metricValues(truth, year, test, unit).filter((metric) => !metric.optional);
  if (required.length === 0) return undefined;
  const values = required.map((metric) => metric.value);
  return numberIn(values, values.map((value) => `${value} ${unit}`).join(' or '));
}

function scope12Basis(metric: MetricTruth): 'market' | 'location' | undefined {
  const name = normalize(`${metric.name} ${metric.detail ?? ''}`);
  if (name.includes('market')) return 'market';
  if (name.includes('location')) return 'location';
  return undefined;
}

/** Scope 1 and 2 by basis; a total whose basis the site does not name settles neither datapoint. */
function scope12(truth: GroundTruth, year: number, into: Map<string, VsmeExpectation>) {
  const totals = truth.metrics.filter(
    (metric) => metric.year === year && metric.indicator === 'ghg-scope1-2',
  );
  const unnamed = totals.some((metric) => scope12Basis(metric) === undefined);
  for (const basis of ['market', 'location'] as const) {
    const expectation = metricExpectation(
      truth,
      year,
      (metric) => metric.indicator === 'ghg-scope1-2' && scope12Basis(metric) === basis,
      'tCO2e',
    );
    if (expectation?.kind === 'absent' && !unnamed) {
      // B3's total is Scope 1 plus that basis' Scope 2: with both stated for the year and no total, the
      // report's total is their sum, which the prefill may add up (a ground truth with any figure of
      // either that cannot be read settles nothing).
      const sum = scope12Sum(truth, year, basis);
      if (sum !== null) {
        if (sum !== undefined)
          into.set(SCOPE_1_2[basis], numberIn([sum], `${sum} tCO2e (Scope 1 + Scope 2)`));
        continue;
      }
    }
    if (expectation && !(unnamed && expectation.kind === 'absent')) into.set(SCOPE_1_2[basis], expectation);
  }
}

/**
 * Scope 1 plus the basis' Scope 2 for the year: null when either is not stated (the total stays absent),
 * undefined when a stated figure cannot be read as one number (nothing is scored).
 */
function scope12Sum(
  truth: GroundTruth,
  year: number,
  basis: 'market' | 'location',
): number | null | undefined {
  const scope2 = basis === 'market' ? 'ghg-scope2-market' : 'ghg-scope2-location';
  const parts = (['ghg-scope1', scope2] as const).map((indicator) => {
    const stated = truth.metrics.filter((metric) => metric.year === year && metric.indicator === indicator);
    if (stated.length === 0) return null;
    const values = metricValues(truth, year, (metric) => metric.indicator === indicator, 'tCO2e');
    const distinct = [...new Set(values.map((entry) => entry.value))];
    return distinct.length === 1 && values.every((entry) => !entry.optional) ? distinct[0] : undefined;
  });
  if (parts.includes(null)) return null;
  if (parts.includes(undefined)) return undefined;
  return (parts[0] as number) + (parts[1] as number);
}

/** The certificates and labels held: codes certified or rated (memberships and signatures are neither). */
const heldCertificates = (truth: GroundTruth) =>
  truth.codes.filter((code) => code.status === 'certified' || code.status === 'rated');

function certifications(truth: GroundTruth, into: Map<string, VsmeExpectation>) {
  const held = heldCertificates(truth);
  const required = held.filter((code) => !code.optional);
  if (held.length === 0) {
    into.set('HasSustainabilityCertificationsOrLabels', { kind: 'absent' });
    into.set('DescriptionOfSustainabilityRelatedCertificationsOrLabels', { kind: 'absent' });
    return;
  }
  if (required.length === 0) return;
  into.set('HasSustainabilityCertificationsOrLabels', exactly(true));
  // The description names every certificate held, by its name or an alias (as whole words), and no other.
  into.set('DescriptionOfSustainabilityRelatedCertificationsOrLabels', {
    kind: 'value',
    expected: `names ${required.map((code) => code.name).join(', ')} and no other`,
    matches: (value) =>
      typeof value === 'string' &&
      required.every((code) => namesCode(value, code)) &&
      listedNames(value).every((name) => held.some((code) => namesCode(name, code, true))),
  });
}

/**
 * The certificates a description lists, as the product writes it: 'ISO 14001 (Certified, valid until
 * 2027-03-31); EcoVadis rating (Rated)'. This follows the product's output shape, as answers.ts does.
 */
const listedNames = (description: string) =>
  description
    .split(/;\s*/)
    .map((entry) => entry.replace(/\s*\([^()]*\)\s*$/, '').trim())
    .filter(Boolean);

/** Whether `text` names the code (its name or an alias as whole words); `either` also the other way round. */
function namesCode(text: string, code: GroundTruth['codes'][number], either = false): boolean {
  const said = normalize(text);
  return [code.name, ...code.aliases].some((name) => {
    const key = normalize(name);
    return containsPhrase(said, key) || (either && containsPhrase(key, said));
  });
}

/** The NACE division of a code as VSME states it ('C13.20', 'C13', '13.2'). */
const divisionOf = (code: string) => /^[A-Z]?(\d{2})/.exec(code.trim())?.[1];

/** The expected answer of every scored Basic datapoint of a report on `year`. */
export function expectedVsme(truth: GroundTruth, year: number): Map<string, VsmeExpectation> {
  const into = new Map<string, VsmeExpectation>();
  const { headcount, turnover, headquarters, sector } = truth;

  if (headcount && headcount.year === year) {
    into.set('NumberOfEmployees', numberIn([headcount.value, ...headcount.also], String(headcount.value)));
    into.set('TypeOfNumberOfEmployees', exactly('Headcount'));
  } else {
    into.set('NumberOfEmployees', { kind: 'absent' });
    into.set('TypeOfNumberOfEmployees', { kind: 'absent' });
  }

  const rate = turnover ? PER_EUR[turnover.currency] : undefined;
  if (turnover && turnover.year === year && rate !== undefined) {
    const euros = turnover.amount / rate;
    into.set('Turnover', numberIn([euros], `${Math.round(euros)} EUR`));
  } else if (!turnover || turnover.year !== year) {
    into.set('Turnover', { kind: 'absent' });
  }

  into.set(
    'CountryOfPrimaryOperationsAndLocationOfSignificantAssets',
    headquarters ? exactly(headquarters.country) : { kind: 'absent' },
  );

  const divisions = [sector.nace, ...sector.also];
  into.set('NaceSectorClassificationCodes', {
    kind: 'value',
    expected: `NACE division ${divisions.join(' or ')}`,
    matches: (value) =>
      Array.isArray(value) &&
      value.length > 0 &&
      value.every((code) => typeof code === 'string' && divisions.includes(divisionOf(code) ?? '')),
  });
  certifications(truth, into);
  into.set(
    'HasPracticesPoliciesOrFutureInitiatives',
    truth.initiatives.length > 0 ? exactly(true) : { kind: 'absent' },
  );

  for (const rule of METRIC_DATAPOINTS) {
    const expectation = metricExpectation(
      truth,
      year,
      (metric) => metric.indicator === rule.indicator,
      rule.unit,
    );
    if (expectation) into.set(rule.datapoint, expectation);
  }
  const scope3 = into.get('GrossScope3GreenhouseGasEmissions');
  if (scope3)
    into.set('DisclosesScope3Emissions', scope3.kind === 'value' ? exactly(true) : { kind: 'absent' });
  scope12(truth, year, into);
  return into;
}
