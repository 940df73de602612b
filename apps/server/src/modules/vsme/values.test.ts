import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VsmeCompleteness, VsmeReport } from '@impact/contracts';
import { selectRows, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { consultantWithClient, createYearReport, valueOf, vsmeCalls } from './test-support.js';

/**
 * A consultant's edits: checked against the datapoint's kind and unit, refused with a 400 naming the
 * field and nothing stored; each change kept in the value's history; estimates reviewed; completeness
 * answered after each edit.
 */
let t: TestApp;
let user: TestUser;
let report: VsmeReport;
const calls = () => vsmeCalls(t);
const put = (datapointId: string, data: unknown) =>
  calls().put(user.token, report.documentId, datapointId, data);

/** Everything stored about VSME values, to show a refused request changed nothing. */
const storedState = () =>
  selectRows(
    t.db,
    sql`SELECT (SELECT json_agg(v ORDER BY v.id) FROM vsme_values v) AS values,
               (SELECT count(*)::int FROM vsme_value_changes) AS changes,
               (SELECT json_agg(r.updated_at ORDER BY r.id) FROM vsme_reports r) AS reports`,
  );

const b3 = (completeness: VsmeCompleteness) => completeness.disclosures.find((entry) => entry.code === 'B3')!;
const b11 = (completeness: VsmeCompleteness) => {
  const { applicable, answered, missing } = completeness.disclosures.find((entry) => entry.code === 'B11')!;
  return { applicable, answered, missing };
};

beforeAll(async () => {
  t = await createTestApp();
  const { user: consultant, client } = await consultantWithClient(t);
  user = consultant;
  report = await createYearReport(t, user, client.documentId, 2025);
});
afterAll(() => t.close());

describe('PUT …/values/:datapointId refuses what the standard does not take', () => {
  const cases: [string, string, unknown, number, string][] = [
    [
      'text for a number',
      'NumberOfEmployees',
      { status: 'entered', value: 'about a hundred' },
      400,
      "value: Number of employees takes a number in headcount; 'about a hundred' is text",
    ],
    [
      'a decimal comma',
      'TotalEnergyConsumption',
      { status: 'entered', value: '1,5' },
      400,
      'value: Use a point for decimals: 1.5',
    ],
    [
      'a thousands separator',
      'TotalEnergyConsumption',
      { status: 'entered', value: '1,240' },
      400,
      'value: Send a number without thousands separators: 1240',
    ],
    [
      'a negative headcount',
      'NumberOfEmployees',
      { status: 'entered', value: -3 },
      400,
      'value: Number of employees cannot be negative',
    ],
    [
      'negative emissions',
      'GrossScope1GreenhouseGasEmissions',
      { status: 'entered', value: -1 },
      400,
      'value: Gross Scope 1 greenhouse gas emissions cannot be negative',
    ],
    [
      'a unit that does not fit',
      'TotalEnergyConsumption',
      { status: 'entered', value: 12, unit: 'litres' },
      400,
      "unit: Total energy consumption is in MWh; 'litres' cannot be converted. Accepted: MWh, kWh, GWh, GJ, TJ",
    ],
    [
      'an option not in the list',
      'BasisForReporting',
      { status: 'entered', value: 'Worldwide' },
      400,
      "value: 'Worldwide' is not an option of Basis for reporting (consolidated or individual basis). Options: Consolidated; Individual",
    ],
    [
      'a country that is not one',
      'CountryOfPrimaryOperationsAndLocationOfSignificantAssets',
      { status: 'entered', value: 'Atlantis' },
      400,
      "value: 'Atlantis' is not an ISO 3166-1 alpha-2 country code",
    ],
    [
      'omitting the list of omissions itself',
      'ListOfOmittedDisclosuresDeemedToBeClassifiedOrSensitiveInformation',
      { status: 'omitted', omissionStatement: 'Sensitive' },
      400,
      'status: The standard does not let List of omitted disclosures deemed to be classified or sensitive information be omitted',
    ],
    [
      'an omission without its statement',
      'Turnover',
      { status: 'omitted' },
      400,
      'omissionStatement: State which information is omitted and that it is classified or sensitive',
    ],
    [
      'not-applicable without a reason',
      'EmployeeTurnoverRate',
      { status: 'not-applicable', notApplicableReason: '  ' },
      400,
      'notApplicableReason: Say why Employee turnover rate does not apply',
    ],
    [
      'a value with a status that takes none',
      'Turnover',
      { status: 'missing', value: 5 },
      400,
      "value: Leave the value out when the status is 'missing'",
    ],
    [
      'a column of a table answered by rows',
      'CityOfSite',
      { status: 'entered', value: 'Ghent' },
      400,
      'datapointId: CityOfSite is a column of ListOfSitesTable',
    ],
    [
      'a Comprehensive datapoint on a Basic report',
      'HasGhgReductionTargets',
      { status: 'entered', value: true },
      400,
      'datapointId: HasGhgReductionTargets belongs to the Comprehensive module (C3); this report is Basic only',
    ],
    [
      'a table cell that does not fit',
      'ListOfSitesTable',
      { status: 'entered', value: [{ row: 'Mill', cells: { CountryOfSite: 'XX' } }] },
      400,
      "CountryOfSite: 'XX' is not an ISO 3166-1 alpha-2 country code",
    ],
    [
      'a cell of another datapoint in a table',
      'ListOfSitesTable',
      { status: 'entered', value: [{ row: 'Mill', cells: { Turnover: 5 } }] },
      400,
      'cells: Turnover is not a column of List of sites [table]: AddressOfSite, PostalCodeOfSite, CityOfSite, CountryOfSite, GPSLocationOfSite',
    ],
    ['an unknown datapoint', 'NumberOfUnicorns', { status: 'entered', value: 1 }, 404, 'Datapoint not found'],
    [
      'an unknown status',
      'Turnover',
      { status: 'found', value: 1 },
      400,
      "status must be 'entered', 'not-applicable', 'omitted' or 'missing'",
    ],
  ];

  it.each(cases)('%s', async (_label, datapointId, data, status, message) => {
    const before = await storedState();
    const response = await put(datapointId, data);
    expect(response.statusCode).toBe(status);
    expect(response.json().error.message).toContain(message);
    expect(await storedState()).toEqual(before);
  });

  it('names the field in the error details', async () => {
    const response = await put('TotalEnergyConsumption', { status: 'entered', value: '1,5' });
    expect(response.json().error.details).toEqual({
      errors: [{ path: 'data.value', message: 'value: Use a point for decimals: 1.5' }],
    });
  });
});

describe('PUT …/values/:datapointId stores an edit', () => {
  it('converts a convertible unit, notes the conversion, and answers the completeness after it', async () => {
    const before = (await calls().get(user.token, report.documentId)).json().data
      .completeness as VsmeCompleteness;
    const response = await put('TotalEnergyConsumption', {
      status: 'entered',
      value: 1_240_000,
      unit: 'kWh',
    });
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(data).toMatchObject({
      status: 'entered',
      value: 1240,
      unit: 'MWh',
      periodYear: 2025,
      method: { kind: 'consultant' },
    });
    expect(data.note).toContain('Entered as 1,240,000 kWh; converted to 1,240 MWh.');
    expect(meta.completeness.overall.answered).toBe(before.overall.answered + 1);
    expect(meta.completeness.overall.missing).toBe(before.overall.missing - 1);
    expect(b3(meta.completeness).answered).toBe(b3(before).answered + 1);
  });

  it('takes a table as rows whose cells are checked by their column', async () => {
    const rows = [
      { row: 'Headquarters', cells: { CityOfSite: 'Kortrijk', CountryOfSite: 'be' } },
      {
        row: 'Ghent mill',
        cells: { AddressOfSite: 'Dok Noord 4', CityOfSite: 'Ghent', CountryOfSite: 'BE' },
      },
    ];
    const response = await put('ListOfSitesTable', { status: 'entered', value: rows });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.value).toEqual([
      { row: 'Headquarters', cells: { CityOfSite: 'Kortrijk', CountryOfSite: 'BE' } },
      rows[1],
    ]);
  });

  it('keeps a text answer that looks like a number as text', async () => {
    await put('DescriptionOfHowCircularEconomyPrinciplesAreApplied', { status: 'entered', value: '2030' });
    const stored = (await calls().get(user.token, report.documentId)).json().data as VsmeReport;
    expect(valueOf(stored, 'DescriptionOfHowCircularEconomyPrinciplesAreApplied').value).toBe('2030');
  });

  it('keeps every change in the history, newest first, with who made it', async () => {
    await put('NumberOfEmployees', { status: 'entered', value: 130 });
    const history = (await calls().history(user.token, report.documentId, 'NumberOfEmployees')).json().data;
    expect(history.map((change: { action: string }) => change.action)).toEqual(['edited', 'prefilled']);
    expect(history[0]).toMatchObject({
      by: { kind: 'user', userId: user.id },
      from: { status: 'found', value: 120, unit: 'headcount' },
      to: { status: 'entered', value: 130, unit: 'headcount' },
    });
    expect(Date.parse(history[0].at)).toBeGreaterThanOrEqual(Date.parse(history[1].at));
  });

  it('answers B11 completeness as its question decides which datapoints apply', async () => {
    const start = (await calls().get(user.token, report.documentId)).json().data as VsmeReport;
    expect(b11(start.completeness)).toEqual({ applicable: 1, answered: 0, missing: 1 });
    const yes = await put('HasConvictionsOrFinesForCorruptionOrBribery', { status: 'entered', value: true });
    expect(b11(yes.json().meta.completeness)).toEqual({ applicable: 3, answered: 1, missing: 2 });
    const no = await put('HasConvictionsOrFinesForCorruptionOrBribery', { status: 'entered', value: false });
    expect(b11(no.json().meta.completeness)).toEqual({ applicable: 1, answered: 1, missing: 0 });
    const after = (await calls().get(user.token, report.documentId)).json().data as VsmeReport;
    expect(
      valueOf(after, 'TotalNumberOfConvictionsForTheViolationOfAntiCorruptionAndAntiBriberyLaws'),
    ).toMatchObject({
      status: 'not-applicable',
      method: { kind: 'standard-condition' },
    });
    const history = (
      await calls().history(
        user.token,
        report.documentId,
        'TotalNumberOfConvictionsForTheViolationOfAntiCorruptionAndAntiBriberyLaws',
      )
    ).json().data;
    expect(history[0]).toMatchObject({ action: 'condition', to: { status: 'not-applicable' } });
    // Answered yes again, the datapoints the condition had closed are open again, still to answer.
    const again = await put('HasConvictionsOrFinesForCorruptionOrBribery', {
      status: 'entered',
      value: true,
    });
    expect(b11(again.json().meta.completeness)).toEqual({ applicable: 3, answered: 1, missing: 2 });
    const reopened = (await calls().get(user.token, report.documentId)).json().data as VsmeReport;
    expect(
      valueOf(reopened, 'TotalNumberOfConvictionsForTheViolationOfAntiCorruptionAndAntiBriberyLaws'),
    ).toMatchObject({ status: 'missing', notApplicableReason: null, method: null });
  });

  it('marks a value not applicable or omitted with its reason or statement', async () => {
    const omitted = await put('Turnover', {
      status: 'omitted',
      omissionStatement: 'Turnover is commercially sensitive.',
    });
    expect(omitted.json().data).toMatchObject({
      status: 'omitted',
      value: null,
      omissionStatement: 'Turnover is commercially sensitive.',
    });
    // B1 lists the disclosure as omitted, once, however many of its datapoints are.
    await put('Assets', { status: 'omitted', omissionStatement: 'Assets are commercially sensitive.' });
    const stored = (await calls().get(user.token, report.documentId)).json().data as VsmeReport;
    expect(
      valueOf(stored, 'ListOfOmittedDisclosuresDeemedToBeClassifiedOrSensitiveInformation'),
    ).toMatchObject({
      status: 'entered',
      value: ['B1 – Basis for preparation'],
    });
    const notApplicable = await put('EmployeeTurnoverRate', {
      status: 'not-applicable',
      notApplicableReason: 'No employee left.',
    });
    expect(notApplicable.json().data).toMatchObject({
      status: 'not-applicable',
      notApplicableReason: 'No employee left.',
    });
  });
});

describe('POST …/review', () => {
  it('accepts an estimate, and counts it no longer as awaiting review', async () => {
    const before = (await calls().get(user.token, report.documentId)).json().data
      .completeness as VsmeCompleteness;
    const response = await calls().review(
      user.token,
      report.documentId,
      'GrossScope1GreenhouseGasEmissions',
      {
        decision: 'accept',
        comment: 'Gas bills checked',
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'estimated', review: 'accepted', value: 201.96 });
    expect(response.json().meta.completeness.overall.awaitingReview).toBe(before.overall.awaitingReview - 1);
    const history = (
      await calls().history(user.token, report.documentId, 'GrossScope1GreenhouseGasEmissions')
    ).json().data;
    expect(history[0]).toMatchObject({
      action: 'accepted',
      comment: 'Gas bills checked',
      by: { kind: 'user' },
    });
  });

  it('refuses to review a value that is neither estimated nor client-provided (409), changing nothing', async () => {
    const before = await storedState();
    const response = await calls().review(user.token, report.documentId, 'NumberOfEmployees', {
      decision: 'return',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'Only estimated or client-provided values are reviewed; NumberOfEmployees is entered',
    );
    expect(await storedState()).toEqual(before);
  });
});

describe('POST /api/vsme/reports refuses a period that is not one', () => {
  const cases: [string, Record<string, string>, string][] = [
    [
      'a day the calendar does not have',
      { periodStart: '2025-02-30', periodEnd: '2025-12-31' },
      'periodStart: 2025-02-30 is not a calendar date',
    ],
    [
      'an end before the start',
      { periodStart: '2025-06-01', periodEnd: '2025-01-31' },
      'periodEnd: The period must end after it starts',
    ],
    [
      'more than 18 months',
      { periodStart: '2024-01-01', periodEnd: '2025-12-31' },
      'periodEnd: A reporting period lasts at most 18 months',
    ],
    [
      'a text of the standard not modelled',
      { periodStart: '2026-01-01', periodEnd: '2026-12-31', versionId: 'vsme-delegated-act' },
      'versionId: The text of vsme-delegated-act is not modelled yet; use vsme-recommendation-2025',
    ],
  ];
  it.each(cases)('%s', async (_label, period, message) => {
    const before = await storedState();
    const response = await calls().create(user.token, {
      clientId: report.client.documentId,
      module: 'basic',
      ...period,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await storedState()).toEqual(before);
  });
});
