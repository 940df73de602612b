import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vsmeStandard } from '@impact/knowledge';
import { describe, expect, it } from 'vitest';
import { loadCorpus, type CorpusCompany } from './corpus.js';
import { SCORED_DATAPOINTS, expectedVsme, reportingYear, type VsmeExpectation } from './vsme-expected.js';
import { scoreVsme, vsmePrecision, vsmeRecall, type VsmeValueView } from './vsme-score.js';

const corpusDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'evidence-corpus');
const corpus = loadCorpus(corpusDir);
// Only tuning companies are looked at by name: the held-out half is read by the code alone.
const tuning = (slug: string): CorpusCompany => {
  const company = corpus.find((each) => each.slug === slug && each.half === 'tuning');
  if (!company) throw new Error(`${slug} is not a tuning company`);
  return company;
};

function expectationsOf(slug: string) {
  const { truth } = tuning(slug);
  const year = reportingYear(truth);
  return { year, expected: expectedVsme(truth, year) };
}

const accepts = (expectation: VsmeExpectation | undefined, value: unknown) =>
  expectation?.kind === 'value' && expectation.matches(value);

describe('VSME values derived from the ground truth', () => {
  it('takes the latest year of the figures, a split financial year as the year it ends in', () => {
    expect(expectationsOf('ravelinde').year).toBe(2025);
    expect(expectationsOf('quillmere').year).toBe(2026);
  });

  it('maps the company facts to B1', () => {
    const { expected } = expectationsOf('ravelinde');
    expect(accepts(expected.get('NumberOfEmployees'), 412)).toBe(true);
    expect(accepts(expected.get('NumberOfEmployees'), 400)).toBe(false);
    expect(accepts(expected.get('TypeOfNumberOfEmployees'), 'Headcount')).toBe(true);
    expect(accepts(expected.get('Turnover'), 86_400_000)).toBe(true);
    expect(accepts(expected.get('Turnover'), 84_000_000)).toBe(false);
    expect(accepts(expected.get('CountryOfPrimaryOperationsAndLocationOfSignificantAssets'), 'NL')).toBe(
      true,
    );
    expect(accepts(expected.get('NaceSectorClassificationCodes'), ['C13.2'])).toBe(true);
    expect(accepts(expected.get('NaceSectorClassificationCodes'), ['C14'])).toBe(false);
  });

  it('accepts another headcount the site states, and converts turnover at the dated euro rate', () => {
    expect(accepts(expectationsOf('quillmere').expected.get('NumberOfEmployees'), 3100)).toBe(true);
    // DKK 1,462 million at 7.4604 DKK per euro.
    const turnover = expectationsOf('veltrica').expected.get('Turnover');
    expect(accepts(turnover, Math.round(1_462_000_000 / 7.4604))).toBe(true);
    expect(accepts(turnover, 1_462_000_000)).toBe(false);
  });

  it('maps metrics of the year to B3, B6 and B7 in the datapoint’s unit', () => {
    const { expected } = expectationsOf('ravelinde');
    expect(accepts(expected.get('GrossScope1GreenhouseGasEmissions'), 3954)).toBe(true);
    // 2024's figure is not the period's.
    expect(accepts(expected.get('GrossScope1GreenhouseGasEmissions'), 4390)).toBe(false);
    expect(accepts(expected.get('GrossMarketBasedScope2GreenhouseGasEmissions'), 310)).toBe(true);
    expect(accepts(expected.get('GrossLocationBasedScope2GreenhouseGasEmissions'), 9412)).toBe(true);
    expect(accepts(expected.get('TotalEnergyConsumption'), 28_742.5)).toBe(true);
    expect(accepts(expected.get('TotalAmountOfWaterWithdrawnFromAllSites'), 171_950)).toBe(true);
    expect(accepts(expected.get('TotalWasteGeneratedMass'), 1093)).toBe(true);
    expect(accepts(expected.get('TotalHazardousWasteGeneratedMass'), 42)).toBe(true);
    expect(accepts(expected.get('DisclosesScope3Emissions'), true)).toBe(true);
    expect(expected.get('TotalWaterConsumption')).toEqual({ kind: 'absent' });
    // Tollanby states its energy in GWh: B3 asks for MWh.
    expect(accepts(expectationsOf('tollanby').expected.get('TotalEnergyConsumption'), 186_000)).toBe(true);
  });

  it('maps certifications and practices; memberships are not certificates', () => {
    const { expected } = expectationsOf('ravelinde');
    expect(accepts(expected.get('HasSustainabilityCertificationsOrLabels'), true)).toBe(true);
    const description = expected.get('DescriptionOfSustainabilityRelatedCertificationsOrLabels');
    expect(accepts(description, 'ISO 14001 (Certified); OEKO-TEX® STANDARD 100 (Certified)')).toBe(true);
    expect(accepts(description, 'ISO 14001 (Certified)')).toBe(false);
    // A label the company does not hold (a customer's, a supplier's) makes the description wrong.
    expect(
      accepts(
        description,
        'ISO 14001 (Certified, valid until 2027-03-31); OEKO-TEX® STANDARD 100 (Certified); bluesign® (Certified)',
      ),
    ).toBe(false);
    expect(accepts(expected.get('HasPracticesPoliciesOrFutureInitiatives'), true)).toBe(true);
  });

  it('does not score a Scope 1 and 2 total whose basis the site does not name', () => {
    const { expected } = expectationsOf('quillmere');
    expect(expected.has('TotalGrossMarketBasedScope1AndScope2GHGEmissions')).toBe(false);
    expect(expected.has('TotalGrossLocationBasedScope1AndScope2GHGEmissions')).toBe(false);
  });

  it('scores Basic-module datapoints only', () => {
    const basic = vsmeStandard('vsme-recommendation-2025')
      .datapoints.filter((datapoint) => datapoint.disclosure.startsWith('B'))
      .map((datapoint) => datapoint.id);
    for (const id of SCORED_DATAPOINTS) expect(basic).toContain(id);
  });

  it('settles only the datapoints it lists, for every company of the corpus', () => {
    for (const company of corpus) {
      const year = reportingYear(company.truth);
      for (const id of expectedVsme(company.truth, year).keys()) expect(SCORED_DATAPOINTS).toContain(id);
    }
  });
});

const reportValue = (datapointId: string, status: string, content: unknown): VsmeValueView => ({
  datapointId,
  status,
  value: content,
});

describe('scoring a prefilled report', () => {
  const expected = new Map<string, VsmeExpectation>([
    ['NumberOfEmployees', { kind: 'value', expected: '412', matches: (value) => value === 412 }],
    ['Turnover', { kind: 'value', expected: '86400000 EUR', matches: (value) => value === 86_400_000 }],
    ['TotalEnergyConsumption', { kind: 'value', expected: '28742.5 MWh', matches: () => true }],
    ['TotalWaterConsumption', { kind: 'absent' }],
    ['GrossScope3GreenhouseGasEmissions', { kind: 'absent' }],
  ]);

  it('counts correct, incorrect, missed and correctly left missing', () => {
    const score = scoreVsme(expected, [
      reportValue('NumberOfEmployees', 'found', 412),
      reportValue('Turnover', 'found', 31_500_000),
      reportValue('TotalEnergyConsumption', 'missing', null),
      reportValue('TotalWaterConsumption', 'estimated', 12),
      reportValue('GrossScope3GreenhouseGasEmissions', 'not-applicable', null),
    ]);
    expect(score).toMatchObject({ correct: 1, incorrect: 2, missed: 1, leftMissing: 1, expected: 3 });
    expect(vsmePrecision(score)).toBeCloseTo(1 / 3);
    expect(vsmeRecall(score)).toBeCloseTo(1 / 3);
    expect(score.mistakes).toEqual([
      'Turnover: prefilled 31500000, expected 86400000 EUR',
      'TotalEnergyConsumption: missed, expected 28742.5 MWh',
      'TotalWaterConsumption: prefilled 12, the site states none',
    ]);
  });

  it('stops on a datapoint the report does not hold', () => {
    expect(() => scoreVsme(expected, [])).toThrow('The report has no datapoint NumberOfEmployees');
  });
});
