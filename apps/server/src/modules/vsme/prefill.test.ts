import { EXCHANGE_RATES } from '@impact/knowledge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VsmeReport } from '@impact/contracts';
import type { TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { newDocumentId } from '../../db/ids.js';
import { assessmentRuns } from '../../db/schema.js';
import {
  consultantWithClient,
  createYearReport,
  FIGURES_QUOTE,
  HQ_QUOTE,
  valueOf,
  vsmeCalls,
} from './test-support.js';

/**
 * Creating a VSME report prefills it from the client's stored evidence: each figure for the report's
 * year found with its quote, figures of other years left missing with a note, Scope 1 estimated from
 * stated fuel, datapoints whose condition fails marked not applicable with the reason.
 */
let t: TestApp;
let user: TestUser;
let client: { id: number; documentId: string };
let report: VsmeReport;

beforeAll(async () => {
  t = await createTestApp();
  ({ user, client } = await consultantWithClient(t));
  // The client's assessment is still running: a report reads what is stored so far.
  await t.db
    .insert(assessmentRuns)
    .values({ documentId: newDocumentId(), clientId: client.id, trigger: 'manual', status: 'running' });
  report = await createYearReport(t, user, client.documentId, 2025);
});
afterAll(() => t.close());

describe('POST /api/vsme/reports prefills from the stored evidence', () => {
  it('answers 201 with every Basic datapoint in the standard’s order, and no Comprehensive one', async () => {
    const response = await vsmeCalls(t).get(user.token, report.documentId);
    expect(response.statusCode).toBe(200);
    const stored = response.json().data as VsmeReport;
    expect(stored.values.map((value) => value.datapointId)).toEqual(
      report.values.map((value) => value.datapointId),
    );
    expect(stored.values[0]!.datapointId).toBe('BasisForPreparation');
    expect(stored.values.some((value) => value.datapointId.startsWith('DescriptionOfSignificant'))).toBe(
      false,
    );
    expect(valueOf(stored, 'BasisForPreparation')).toMatchObject({
      status: 'entered',
      value: 'Option A (Basic Module only)',
    });
    expect(stored).toMatchObject({
      module: 'basic',
      versionId: 'vsme-recommendation-2025',
      periodEnd: '2025-12-31',
    });
  });

  it('finds the headcount and the country with the sentence they rest on', () => {
    expect(valueOf(report, 'NumberOfEmployees')).toMatchObject({
      status: 'found',
      value: 120,
      unit: 'headcount',
      periodYear: 2025,
      method: { kind: 'company-fact' },
      sources: [{ url: 'https://www.brindle-looms.test/about', quote: FIGURES_QUOTE }],
    });
    expect(valueOf(report, 'TypeOfNumberOfEmployees')).toMatchObject({ status: 'found', value: 'Headcount' });
    expect(valueOf(report, 'CountryOfPrimaryOperationsAndLocationOfSignificantAssets')).toMatchObject({
      status: 'found',
      value: 'BE',
      sources: [{ quote: HQ_QUOTE }],
    });
  });

  it('converts the turnover to euros with the dated ECB rate, naming it', () => {
    const turnover = valueOf(report, 'Turnover');
    expect(turnover).toMatchObject({
      status: 'found',
      value: Math.round(18_400_000 / EXCHANGE_RATES.perEur.GBP),
      unit: 'EUR',
      method: { kind: 'company-fact', factors: [{ value: EXCHANGE_RATES.perEur.GBP, unit: 'GBP/EUR' }] },
    });
    expect(turnover.method?.description).toContain(
      `converted at 1 EUR = ${EXCHANGE_RATES.perEur.GBP} GBP (ECB euro reference rates of ${EXCHANGE_RATES.date})`,
    );
  });

  it('finds metrics of the report’s year with their quotes, and what they imply', () => {
    expect(valueOf(report, 'GrossScope3GreenhouseGasEmissions')).toMatchObject({
      status: 'found',
      value: 2400,
      unit: 'tCO2e',
      method: { kind: 'evidence-metric' },
      sources: [{ quote: 'Scope 3 emissions in 2025: 2,400 tCO2e.' }],
    });
    expect(valueOf(report, 'DisclosesScope3Emissions')).toMatchObject({ status: 'found', value: true });
    expect(valueOf(report, 'TotalAmountOfWaterWithdrawnFromAllSites')).toMatchObject({
      status: 'found',
      value: 3500,
      unit: 'm3',
    });
  });

  it('leaves a figure of another year missing, with that year’s figure in the note', () => {
    const energy = valueOf(report, 'TotalEnergyConsumption');
    expect(energy).toMatchObject({ status: 'missing', value: null, sources: [] });
    expect(energy.note).toContain(
      'Not stated for 2025. 2024: 1,240 MWh, stated on Sustainability | Brindle Looms',
    );
  });

  it('keeps training hours stated for all employees out of the per-gender datapoints, noting them', () => {
    for (const id of [
      'AverageNumberOfAnnualTrainingHoursPerMaleEmployee',
      'AverageNumberOfAnnualTrainingHoursPerFemaleEmployee',
    ]) {
      expect(valueOf(report, id)).toMatchObject({ status: 'missing', value: null });
      expect(valueOf(report, id).note).toBe(
        'Stated for all employees, not by gender: 2025: 18 hours, stated on Sustainability | Brindle Looms (https://www.brindle-looms.test/sustainability).',
      );
    }
  });

  it('estimates Scope 1 from the stated natural gas with the IPCC factor, pending review', () => {
    expect(valueOf(report, 'GrossScope1GreenhouseGasEmissions')).toMatchObject({
      status: 'estimated',
      value: 201.96,
      unit: 'tCO2e',
      review: 'pending',
      method: { kind: 'estimate', factors: [{ value: 56_100, unit: 'kg CO2/TJ', year: 2006 }] },
      sources: [{ quote: 'Natural gas consumption in 2025: 1,000 MWh.' }],
    });
    expect(valueOf(report, 'GrossLocationBasedScope2GreenhouseGasEmissions').status).toBe('missing');
  });

  it('reads the classification, the certificates and the practices', () => {
    expect(valueOf(report, 'NaceSectorClassificationCodes')).toMatchObject({
      status: 'found',
      value: ['C13.2'],
      method: { kind: 'classification' },
    });
    expect(valueOf(report, 'HasSustainabilityCertificationsOrLabels')).toMatchObject({
      value: true,
      method: { kind: 'code' },
    });
    expect(valueOf(report, 'DescriptionOfSustainabilityRelatedCertificationsOrLabels').value).toBe(
      'ISO 14001 (Certified, valid until 2027-03-01)',
    );
    expect(valueOf(report, 'HasPracticesPoliciesOrFutureInitiatives')).toMatchObject({
      value: true,
      method: { kind: 'policy' },
    });
  });

  it('marks a datapoint whose condition fails not applicable, with the condition and the answer', () => {
    const payGap = valueOf(report, 'PercentageGapInPayBetweenFemaleAndMaleEmployees');
    expect(payGap).toMatchObject({ status: 'not-applicable', method: { kind: 'standard-condition' } });
    expect(payGap.notApplicableReason).toContain("'Number of employees' is at least 150; the answer is 120");
    // 120 employees: the turnover rate applies (from 50) and is still to be answered.
    expect(valueOf(report, 'EmployeeTurnoverRate').status).toBe('missing');
  });

  it('records each prefilled value in its history', async () => {
    const response = await vsmeCalls(t).history(user.token, report.documentId, 'NumberOfEmployees');
    expect(response.json().data).toEqual([
      expect.objectContaining({
        action: 'prefilled',
        from: null,
        to: { status: 'found', value: 120, unit: 'headcount' },
        by: { kind: 'system', note: expect.any(String) },
      }),
    ]);
  });
});

describe('a report with the Comprehensive module', () => {
  it('prefills C1 to C3 from the business model and counts the module apart', async () => {
    const full = await createYearReport(t, user, client.documentId, 2025, {
      module: 'basic-comprehensive',
      previousReportId: null,
    });
    expect(valueOf(full, 'BasisForPreparation').value).toBe(
      'Option B (Basic Module and Comprehensive Module)',
    );
    expect(valueOf(full, 'DescriptionOfSignificantMarketsTheUndertakingOperatesIn')).toMatchObject({
      status: 'found',
      value: 'Sells only to businesses (B2B): “We sell only to businesses”',
      method: { kind: 'classification' },
    });
    expect(valueOf(full, 'DescriptionOfSignificantGroupsOfProductsAndOrServicesOffered').value).toBe(
      'Brindle Looms weaves technical fabrics for filtration.',
    );
    // NACE division 13 (manufacturing, Rev. 2 section C) is a high climate impact sector.
    expect(valueOf(full, 'OperatesInHighClimateImpactSector')).toMatchObject({
      status: 'found',
      value: true,
    });
    expect(valueOf(full, 'DescriptionOfPracticesPoliciesAndOrFutureInitiatives').value).toBe(
      'Heat recovery on the dye line (active): Waste heat from dyeing warms the weaving hall.',
    );
    const { overall, modules } = full.completeness;
    expect(modules.comprehensive).not.toBeNull();
    expect(overall.applicable).toBe(modules.basic.applicable + modules.comprehensive!.applicable);
    expect(report.completeness.modules.comprehensive).toBeNull();
  });
});
