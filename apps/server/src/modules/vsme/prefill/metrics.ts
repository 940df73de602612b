import type { SectionData } from '@impact/contracts';
import { readStatedNumber, type VsmeUnit } from '@impact/knowledge';
import { convertToUnit, formatAmount, mayBeNegative } from '../units.js';
import { found, keep, missingWithNote, statedOn, type Findings } from './finding.js';
import { NAMES, plainName, scopeOf } from '../../assessment/knowledge-sections/metric-names.js';
import {
  ACCIDENT_COUNT,
  allEmployeesTraining,
  averageHours,
  countOf,
  FATALITIES,
  femaleTraining,
  LOST_TIME_ACCIDENTS,
  LOST_TIME_RATE,
  maleTraining,
  RECORDABLE_RATE,
  ratePer200000Hours,
} from './safety-training-metrics.js';

type Metric = SectionData<'ReportedMetrics'>[number];

const scope = (key: string) => (name: string) => scopeOf(name) === key;
const named = (pattern: RegExp) => (name: string) => pattern.test(plainName(name));

/**
 * Which stored metric answers which VSME datapoint, by the metric's name as the company wrote it (see
 * assessment/knowledge-sections/metric-names.ts). Names are matched whole: 'Scope 1 emissions' answers Scope 1, 'Scope 1 emissions
 * reduction' does not.
 */
export const METRIC_DATAPOINTS: readonly {
  datapoint: string;
  matches: (name: string) => boolean;
  unit: VsmeUnit | 'headcount';
  /** How the figure is read when not by converting its unit to `unit`. */
  amount?: (metric: Metric) => number | undefined;
  /** A note for a figure of the period that could not be read (a rate without the hours it is per). */
  unread?: string;
}[] = [
  { datapoint: 'TotalEnergyConsumption', matches: named(NAMES.energy), unit: 'MWh' },
  { datapoint: 'GrossScope1GreenhouseGasEmissions', matches: scope('scope 1'), unit: 'tCO2e' },
  {
    datapoint: 'GrossLocationBasedScope2GreenhouseGasEmissions',
    matches: scope('scope 2 location'),
    unit: 'tCO2e',
  },
  {
    datapoint: 'GrossMarketBasedScope2GreenhouseGasEmissions',
    matches: scope('scope 2 market'),
    unit: 'tCO2e',
  },
  {
    datapoint: 'TotalGrossLocationBasedScope1AndScope2GHGEmissions',
    matches: scope('scope 1&2 location'),
    unit: 'tCO2e',
  },
  {
    datapoint: 'TotalGrossMarketBasedScope1AndScope2GHGEmissions',
    matches: scope('scope 1&2 market'),
    unit: 'tCO2e',
  },
  { datapoint: 'GrossScope3GreenhouseGasEmissions', matches: scope('scope 3'), unit: 'tCO2e' },
  {
    datapoint: 'TotalAmountOfWaterWithdrawnFromAllSites',
    matches: named(NAMES.waterWithdrawal),
    unit: 'm3',
  },
  { datapoint: 'TotalWaterConsumption', matches: named(NAMES.waterConsumption), unit: 'm3' },
  {
    datapoint: 'WaterDischargeFromUndertakingProductionProcesses',
    matches: named(NAMES.waterDischarge),
    unit: 'm3',
  },
  { datapoint: 'TotalWasteGeneratedMass', matches: named(NAMES.waste), unit: 'tonnes' },
  { datapoint: 'TotalHazardousWasteGeneratedMass', matches: named(NAMES.hazardousWaste), unit: 'tonnes' },
  { datapoint: 'NumberOfEmployees', matches: named(NAMES.employees), unit: 'headcount' },
  { datapoint: 'EmployeeTurnoverRate', matches: named(/^employee turnover rate$/), unit: '%' },
  // B10's pay gap is the difference of average (mean) pay; a median gap answers another question.
  {
    datapoint: 'PercentageGapInPayBetweenFemaleAndMaleEmployees',
    matches: named(/^gender pay gap(?: mean)?$/),
    unit: '%',
  },
  {
    datapoint: 'PercentageOfEmployeesCoveredByCollectiveBargainingAgreements',
    matches: named(/^employees covered by collective agreements$/),
    unit: '%',
  },
  // B9 and B10 from a key-figures row: see safety-training-metrics.ts.
  ...[ACCIDENT_COUNT, LOST_TIME_ACCIDENTS].map((pattern) => ({
    datapoint: 'NumberOfRecordableWorkRelatedAccidentsInTheReportingPeriod',
    matches: named(pattern),
    unit: 'count' as const,
    amount: countOf,
  })),
  {
    datapoint: 'NumberOfFatalitiesAsAResultOfWorkRelatedInjuriesAndWorkRelatedIllHealth',
    matches: named(FATALITIES),
    unit: 'count',
    amount: countOf,
  },
  ...[RECORDABLE_RATE, LOST_TIME_RATE].map((pattern) => ({
    datapoint: 'RateOfRecordableWorkRelatedAccidentsInTheReportingPeriod',
    matches: named(pattern),
    unit: 'per 200,000 hours worked' as const,
    amount: ratePer200000Hours,
    unread: 'A rate is stated without the hours it is per (B9 asks it per 200,000 hours worked)',
  })),
  {
    datapoint: 'AverageNumberOfAnnualTrainingHoursPerFemaleEmployee',
    matches: femaleTraining,
    unit: 'hours',
    amount: averageHours,
  },
  {
    datapoint: 'AverageNumberOfAnnualTrainingHoursPerMaleEmployee',
    matches: maleTraining,
    unit: 'hours',
    amount: averageHours,
  },
];

/** The metric's units as stored, in the names `convertToUnit` reads. */
const UNIT_ALIASES: Record<string, string> = {
  'm³': 'm3',
  employees: 'headcount',
  people: 'headcount',
  t: 'tonnes',
};

const SCALES = { thousand: 1e3, million: 1e6, billion: 1e9 } as const;

/** A scale word leading a stored unit ('million m³'): the extractor keeps it there when the value has it too. */
const UNIT_SCALE = /^(thousand|million|billion)\s+/i;

/**
 * The unit a metric is in: the stored one without its scale word, else the words after the figure in
 * its value ('14,870 tCO2e'), as metrics stored before units carry it.
 */
function unitOf(metric: Metric, valueEnd: number): string | undefined {
  const stated = metric.unit?.replace(UNIT_SCALE, '').trim() || metric.value.slice(valueEnd).trim();
  return stated ? (UNIT_ALIASES[stated] ?? stated) : undefined;
}

/** A metric's amount in `unit`; undefined for a range, a figure we cannot read, or a unit we cannot convert. */
export function metricAmount(metric: Metric, unit: VsmeUnit | 'headcount'): number | undefined {
  const stated = readStatedNumber(metric.value);
  if (!stated || stated.range) return undefined;
  // The scale is the value's ('1.42 million m³'), else the stored unit's ('million m³' with '1.42').
  const scale = stated.scale ?? UNIT_SCALE.exec(metric.unit ?? '')?.[1]?.toLowerCase();
  const amount = stated.value * (scale ? SCALES[scale as keyof typeof SCALES] : 1);
  const given = unitOf(metric, stated.end);
  if (!given) return undefined;
  if (unit === 'headcount') return given === 'headcount' ? amount : undefined;
  return convertToUnit(amount, given, unit);
}

const describeMetric = (metric: Metric) => `${metric.year}: ${metric.value}, ${statedOn(metric.sources)}`;

/**
 * Each datapoint a stored metric answers for the report's year, with the metric's sources (its quote and
 * locator). A figure of another year is not this period's: the datapoint stays missing and its note
 * says what was stated for which year.
 */
export function metricFindings(metrics: readonly Metric[], periodYear: number, findings: Findings): void {
  for (const rule of METRIC_DATAPOINTS) {
    const matching = metrics.filter((metric) => rule.matches(metric.name));
    const usable = matching.flatMap((metric) => {
      const amount = rule.amount ? rule.amount(metric) : metricAmount(metric, rule.unit);
      return amount === undefined || (amount < 0 && !mayBeNegative(rule.datapoint))
        ? []
        : [{ metric, amount }];
    });
    const inYear = usable.find((entry) => entry.metric.year === periodYear);
    if (inYear) {
      const { metric, amount } = inYear;
      const converted = metric.unit && metric.unit !== rule.unit ? ` (stated as ${metric.value})` : '';
      keep(
        findings,
        found(rule.datapoint, amount, {
          unit: rule.unit,
          sources: metric.sources,
          periodYear,
          method: {
            kind: 'evidence-metric',
            description: `'${metric.name}' for ${metric.year}: ${formatAmount(amount)} ${rule.unit}${converted}, ${metric.label.toLowerCase()}`,
          },
        }),
      );
      continue;
    }
    const unread = rule.unread && matching.find((metric) => metric.year === periodYear);
    if (unread) {
      keep(
        findings,
        missingWithNote(rule.datapoint, `${rule.unread}: ${describeMetric(unread)}.`, periodYear),
      );
      continue;
    }
    // A rule that reads its own figures notes only those it could read ('3,400 training hours' of
    // women in another year is a total, not an average).
    const others = (rule.amount ? usable.map((entry) => entry.metric) : matching)
      .filter((metric) => metric.year !== periodYear)
      .toSorted((a, b) => b.year - a.year);
    if (others.length > 0) {
      const note = `Not stated for ${periodYear}. ${others.slice(0, 3).map(describeMetric).join('; ')}.`;
      keep(findings, missingWithNote(rule.datapoint, note, periodYear));
    }
  }
}

/** The average training hours per employee a metric of the period states, over all employees. */
export const statedAverageOfPeriod = (metrics: readonly Metric[], periodYear: number) =>
  metrics.find(
    (metric) =>
      metric.year === periodYear && allEmployeesTraining(metric.name) && averageHours(metric) !== undefined,
  );

const TRAINING_BY_GENDER = [
  'AverageNumberOfAnnualTrainingHoursPerMaleEmployee',
  'AverageNumberOfAnnualTrainingHoursPerFemaleEmployee',
];

/**
 * B10 asks for training hours per male and per female employee. An average over all employees answers
 * neither, so it is not found for them: their notes carry it, for the consultant to ask for the split.
 */
export function trainingHoursNotes(metrics: readonly Metric[], periodYear: number, findings: Findings): void {
  const everyone = metrics.filter((metric) => allEmployeesTraining(metric.name));
  // The period's average as the company states it ('about 21 hours each') before a total or another year.
  const stated =
    statedAverageOfPeriod(everyone, periodYear) ??
    everyone.toSorted((a, b) => Math.abs(a.year - periodYear) - Math.abs(b.year - periodYear))[0];
  if (!stated) return;
  const note = `Stated for all employees, not by gender: ${describeMetric(stated)}.`;
  for (const datapoint of TRAINING_BY_GENDER) keep(findings, missingWithNote(datapoint, note, periodYear));
}

/**
 * B8's turnover rate counts every leaver. A rate of voluntary leavers only ('Voluntary turnover fell to
 * 9.8%') is a part of it: the datapoint stays missing and its note quotes the rate, for the consultant to
 * ask for the whole.
 */
export function voluntaryTurnoverNote(
  metrics: readonly Metric[],
  periodYear: number,
  findings: Findings,
): void {
  const voluntary = metrics.find(
    (metric) =>
      metric.year === periodYear && /^employee turnover rate voluntary$/.test(plainName(metric.name)),
  );
  if (!voluntary) return;
  keep(
    findings,
    missingWithNote(
      'EmployeeTurnoverRate',
      `Only the rate of voluntary leavers is stated: ${describeMetric(voluntary)}. B8 asks the rate of all leavers.`,
      periodYear,
    ),
  );
}
