import { vsmeStandard } from '@impact/knowledge';
import { describe, expect, it } from 'vitest';
import { ENERGY_PAGE, fixtureVsmeReport, GAS_FACTOR, STATEMENTS } from './fixture-vsme-report.js';
import { buildVsmeExport } from './index.js';

interface JsonExport {
  report: Record<string, unknown>;
  datapoints: Record<string, Record<string, unknown>>;
}

async function jsonOf(report = fixtureVsmeReport()): Promise<JsonExport> {
  const { body } = await buildVsmeExport(report, 'json');
  return JSON.parse(body as string) as JsonExport;
}

describe('VSME report as JSON', () => {
  it('carries the report’s metadata', async () => {
    const before = Date.now();
    const { report } = await jsonOf();
    const after = Date.now();
    const fixture = fixtureVsmeReport();
    expect(report).toEqual({
      documentId: fixture.documentId,
      client: { documentId: fixture.client.documentId, name: 'Zakład Mleczarski Łódź Sp. z o.o.' },
      standard: 'VSME',
      versionId: 'vsme-recommendation-2025',
      version: 'VSME as annexed to Commission Recommendation (EU) 2025/1710',
      module: 'basic-comprehensive',
      periodStart: '2025-01-01',
      periodEnd: '2025-12-31',
      previousReportDocumentId: null,
      generatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      completeness: fixture.completeness,
    });
    const generated = Date.parse(report.generatedAt as string);
    expect(generated).toBeGreaterThanOrEqual(before);
    expect(generated).toBeLessThanOrEqual(after);
  });

  it('keys every datapoint by its EFRAG identifier, in the standard’s order, our id where there is none', async () => {
    const { datapoints } = await jsonOf();
    const standard = vsmeStandard('vsme-recommendation-2025');
    expect(Object.values(datapoints).map((entry) => entry.id)).toEqual(standard.datapoints.map((d) => d.id));
    expect(Object.keys(datapoints).slice(0, 2)).toEqual([
      'vsme:BasisForPreparation',
      'vsme:BasisForReporting',
    ]);
    expect(datapoints.HasEnergyBreakdownInformation).toMatchObject({ identifier: null, value: true });
    // EFRAG's taxonomy tags C3's targets table with B3's table element: the first keeps the identifier.
    expect(datapoints['vsme:EstimatedGreenhouseGasEmissionsTable']).toMatchObject({ disclosure: 'B3' });
    expect(datapoints.GreenhouseGasEmissionReductionTargetsTable).toMatchObject({
      disclosure: 'C3',
      identifier: 'vsme:EstimatedGreenhouseGasEmissionsTable',
      value: [
        { row: 'Baseline year', cells: { 'vsme:GrossScope1GreenhouseGasEmissions': 420 } },
        { row: 'Target year', cells: { 'vsme:GrossScope1GreenhouseGasEmissions': 210 } },
      ],
    });
  });

  it('gives each value its status, unit, review, sources and method', async () => {
    const { datapoints } = await jsonOf();
    expect(datapoints['vsme:Turnover']).toEqual({
      id: 'Turnover',
      identifier: 'vsme:Turnover',
      disclosure: 'B1',
      label: 'Turnover',
      paragraph: '24(e)(iv)',
      kind: 'number',
      status: 'found',
      confirmed: true,
      value: 18_400_000,
      unit: 'EUR',
      periodYear: 2025,
      review: null,
      awaitingClientAnswer: false,
      previous: null,
      notApplicableReason: null,
      omissionStatement: null,
      method: { kind: 'evidence-metric', description: 'Net revenue from the 2025 income statement' },
      sources: [STATEMENTS],
      note: null,
    });
    expect(datapoints['vsme:GrossScope1GreenhouseGasEmissions']).toMatchObject({
      status: 'estimated',
      confirmed: false,
      review: 'pending',
      value: 373.24,
      sources: [ENERGY_PAGE],
      method: { kind: 'estimate', factors: [GAS_FACTOR] },
    });
    expect(datapoints['vsme:GrossLocationBasedScope2GreenhouseGasEmissions']).toMatchObject({
      confirmed: true,
      review: 'accepted',
      value: 0,
    });
    expect(datapoints['vsme:GrossMarketBasedScope2GreenhouseGasEmissions']).toMatchObject({
      confirmed: false,
      review: 'returned',
      value: null,
      method: null,
      sources: [],
    });
    expect(datapoints['vsme:ListOfSitesTable']?.value).toEqual([
      {
        row: 'Zakład Łódź',
        cells: {
          'vsme:AddressOfSite': 'ul. Źródłowa 12',
          'vsme:PostalCodeOfSite': '91-735',
          'vsme:CityOfSite': 'Łódź',
          'vsme:CountryOfSite': 'PL',
        },
      },
      {
        row: 'Sklad Brno',
        cells: {
          'vsme:AddressOfSite': 'Příkop 843/4',
          'vsme:CityOfSite': 'Brno',
          'vsme:CountryOfSite': 'CZ',
          'vsme:GPSLocationOfSite': null,
        },
      },
    ]);
  });

  it('states why a datapoint does not apply or is omitted, and carries nothing of an omitted value’s evidence', async () => {
    const { body } = await buildVsmeExport(fixtureVsmeReport(), 'json');
    const { datapoints } = JSON.parse(body as string) as JsonExport;
    expect(datapoints['vsme:DescriptionOfSustainabilityRelatedCertificationsOrLabels']).toMatchObject({
      status: 'not-applicable',
      value: null,
      notApplicableReason: expect.stringMatching(/^applies only when “.+” is Yes; the answer is No\.$/),
    });
    expect(
      datapoints['vsme:TotalAmountOfFinesForTheViolationOfAnticorruptionAndAntibriberyLaws'],
    ).toMatchObject({
      status: 'omitted',
      value: null,
      omissionStatement: 'Fines are omitted as classified information while proceedings in Łódź are pending.',
      sources: [],
      method: null,
    });
    expect(body).not.toContain('Grzywna');
    expect(datapoints['vsme:Assets']).toMatchObject({ status: 'missing', value: null, confirmed: false });
  });
});
