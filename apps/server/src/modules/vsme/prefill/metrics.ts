import type { SectionData } from '@impact/contracts';
import { readStatedNumber, type VsmeUnit } from '@impact/knowledge';
import { convertToUnit, formatAmount } from '../units.js';
import { found, keep, missingWithNote, statedOn, type Findings } from './finding.js';

type Metric = SectionData<'ReportedMetrics'>[number];

/**
 * Which stored metric answers which VSME datapoint, by the metric's name as the extractor (or a model
 * held to its quote) names it. Names are matched whole: 'Scope 1 emissions' answers Scope 1, 'Scope 1
 * emissions reduction' does not.
 */
export const METRIC_DATAPOINTS: readonly { datapoint: string; name: RegExp; unit: VsmeUnit | 'headcount' }[] =
  [
    { datapoint: 'TotalEnergyConsumption', name: /^(?:total )?energy (?:consumption|use)$/i, unit: 'MWh' },
    {
      datapoint: 'GrossScope1GreenhouseGasEmissions',
      name: /^(?:gross )?scope 1 (?:ghg )?emissions$/i,
      unit: 'tCO2e',
    },
    {
      datapoint: 'GrossLocationBasedScope2GreenhouseGasEmissions',
      name: /^(?:gross )?scope 2 (?:ghg )?emissions \(location-based\)$/i,
      unit: 'tCO2e',
    },
    {
      datapoint: 'GrossMarketBasedScope2GreenhouseGasEmissions',
      name: /^(?:gross )?scope 2 (?:ghg )?emissions \(market-based\)$/i,
      unit: 'tCO2e',
    },
    {
      datapoint: 'TotalGrossLocationBasedScope1AndScope2GHGEmissions',
      name: /^scope 1 and 2 (?:ghg )?emissions \(location-based\)$/i,
      unit: 'tCO2e',
    },
    {
      datapoint: 'TotalGrossMarketBasedScope1AndScope2GHGEmissions',
      name: /^scope 1 and 2 (?:ghg )?emissions \(market-based\)$/i,
      unit: 'tCO2e',
    },
    {
      datapoint: 'GrossScope3GreenhouseGasEmissions',
      name: /^(?:gross )?scope 3 (?:ghg )?emissions$/i,
      unit: 'tCO2e',
    },
    {
      datapoint: 'TotalAmountOfWaterWithdrawnFromAllSites',
      name: /^(?:total )?water withdrawals?$/i,
      unit: 'm3',
    },
    { datapoint: 'TotalWaterConsumption', name: /^(?:total )?water consumption$/i, unit: 'm3' },
    {
      datapoint: 'WaterDischargeFromUndertakingProductionProcesses',
      name: /^water discharged?$/i,
      unit: 'm3',
    },
    { datapoint: 'TotalWasteGeneratedMass', name: /^(?:total )?waste generated$/i, unit: 'tonnes' },
    {
      datapoint: 'TotalHazardousWasteGeneratedMass',
      name: /^hazardous waste(?: generated)?$/i,
      unit: 'tonnes',
    },
    {
      datapoint: 'NumberOfEmployees',
      name: /^number of employees$|^employees$|^headcount$/i,
      unit: 'headcount',
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

/** A metric's amount in `unit`; undefined for a range, a figure we cannot read, or a unit we cannot convert. */
export function metricAmount(metric: Metric, unit: VsmeUnit | 'headcount'): number | undefined {
  const stated = readStatedNumber(metric.value);
  if (!stated || stated.range) return undefined;
  const amount = stated.value * (stated.scale ? SCALES[stated.scale] : 1);
  const given = metric.unit ? (UNIT_ALIASES[metric.unit] ?? metric.unit) : undefined;
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
    const matching = metrics.filter((metric) => rule.name.test(metric.name.trim()));
    const usable = matching.flatMap((metric) => {
      const amount = metricAmount(metric, rule.unit);
      return amount === undefined || amount < 0 ? [] : [{ metric, amount }];
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
    const others = matching
      .filter((metric) => metric.year !== periodYear)
      .toSorted((a, b) => b.year - a.year);
    if (others.length > 0) {
      const note = `Not stated for ${periodYear}. ${others.slice(0, 3).map(describeMetric).join('; ')}.`;
      keep(findings, missingWithNote(rule.datapoint, note, periodYear));
    }
  }
}

const TRAINING_HOURS = /^(?:average )?training hours(?: per employee)?$/i;
const TRAINING_BY_GENDER = [
  'AverageNumberOfAnnualTrainingHoursPerMaleEmployee',
  'AverageNumberOfAnnualTrainingHoursPerFemaleEmployee',
];

/**
 * B10 asks for training hours per male and per female employee. An average over all employees answers
 * neither, so it is not found for them: their notes carry it, for the consultant to ask for the split.
 */
export function trainingHoursNotes(metrics: readonly Metric[], periodYear: number, findings: Findings): void {
  const stated = metrics
    .filter((metric) => TRAINING_HOURS.test(metric.name.trim()))
    .toSorted((a, b) => Math.abs(a.year - periodYear) - Math.abs(b.year - periodYear))[0];
  if (!stated) return;
  const note = `Stated for all employees, not by gender: ${describeMetric(stated)}.`;
  for (const datapoint of TRAINING_BY_GENDER) keep(findings, missingWithNote(datapoint, note, periodYear));
}
