import * as contracts from '@impact/contracts';
import type { VsmeValue } from '@impact/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeToken, setToken } from '../../../lib/storage';
import {
  cleanup,
  click,
  getByLabel,
  getByRole,
  hasText,
  queryAllByRole,
  render,
  type,
  waitFor,
} from '../../../lib/test-support/render';
import { signIn, signOut } from '../../../lib/test-support/session';
import {
  answer,
  noContent,
  stubApi,
  type ContractAnswer,
  type RecordedRequest,
} from '../../../lib/test-support/stub-api';
import { dataRequestListAnswer, historyAnswer, reportAnswer, valueAnswer } from '../api/answers';
import { testDataRequest } from '../lib/test-request';
import { count, STATUS_VALUES, testClient, testReport, testValue } from '../lib/test-report';
import { WithClient } from './test-client-frame';
import VsmeReportPage from './vsme-report-page';

const REPORT = testReport();
const BASE = '/api/vsme/reports/vsme-2025';

function routes(extra: Record<string, ContractAnswer | ((request: RecordedRequest) => ContractAnswer)> = {}) {
  return {
    'GET /api/clients': answer(contracts.clientResponseSchema, { data: testClient(), meta: {} }),
    [`GET ${BASE}`]: answer(reportAnswer(contracts), { data: REPORT }),
    [`GET ${BASE}/requests`]: answer(dataRequestListAnswer(contracts), { data: [] }),
    ...extra,
  };
}

const renderPage = () =>
  render(
    <WithClient>
      <VsmeReportPage />
    </WithClient>,
    {
      path: '/client/:clientName/vsme/:reportDocumentId',
      route: '/client/Acme%20Foods/vsme/vsme-2025',
    },
  );

const row = (label: string) => getByRole('article', label);
const shownRows = () => queryAllByRole('article').map((article) => article.querySelector('h4')!.textContent);

/** The answer of a review or edit: the changed value and the report's completeness after it. */
const changed = (value: VsmeValue, awaitingReview: number) =>
  answer(valueAnswer(contracts), {
    data: value,
    meta: { completeness: { ...REPORT.completeness, overall: count(8, 7, awaitingReview) } },
  });

// A file, not a JSON answer: no contract applies to its body.
const file = (name: string) => () =>
  new Response('datapoint,value\n', {
    headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename="${name}"` },
  }) as ContractAnswer;

beforeEach(() => {
  signIn();
});

afterEach(() => {
  cleanup();
  signOut();
  removeToken();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('VSME report page', () => {
  it('shows the period, module, version and completeness, per module and per disclosure', async () => {
    stubApi(routes());
    renderPage();
    await waitFor(() => getByRole('heading', 'VSME report 2025'));
    expect(hasText('Basic · follows VSME as annexed to Commission Recommendation (EU) 2025/1710')).toBe(true);
    expect(getByRole('heading', 'Basic module')).toBeTruthy();
    expect(queryAllByRole('heading', 'Comprehensive module')).toHaveLength(0);
    expect(getByRole('heading', 'B3 Energy and greenhouse gas emissions')).toBeTruthy();
    expect(getByRole('heading', 'B11 Convictions and fines for corruption and bribery')).toBeTruthy();
    const overall = document.querySelector('[role="progressbar"][aria-label="Overall completeness"]')!;
    expect(overall.getAttribute('aria-valuenow')).toBe('88');
    expect(overall.getAttribute('aria-valuetext')).toBe('7 of 8 answered');
    const water = document.querySelector('[role="progressbar"][aria-label="B6 completeness"]')!;
    expect(water.getAttribute('aria-valuetext')).toBe('0 of 1 answered');
  });

  it('shows each status with its chip, value and unit, table, method, previous value and note', async () => {
    stubApi(routes());
    renderPage();
    await waitFor(() => row('Total energy consumption'));
    const chips: Record<string, string> = {
      'Basis for preparation (Basic Module Only or Basic & Comprehensive Module)': 'Found',
      'Number of employees': 'Client-provided',
      'Gross Scope 1 greenhouse gas emissions': 'Estimated',
      'Breakdown of energy consumption [table]': 'Entered',
      'Area of site in biodiversity sensitive area': 'Not applicable',
      'Total amount of water withdrawn from all sites': 'Missing',
      'Total amount of fines for the violation of anticorruption and antibribery laws': 'Omitted',
    };
    for (const [label, chip] of Object.entries(chips)) expect(hasText(chip, row(label)), label).toBe(true);

    const energy = row('Total energy consumption');
    expect(hasText('1,240 MWh', energy)).toBe(true);
    expect(hasText('Previous report: 1,100 MWh (changed)', energy)).toBe(true);
    expect(hasText('Changed', energy)).toBe(true);
    expect(hasText('vsme:TotalEnergyConsumption', energy)).toBe(true);

    const scope1 = row('Gross Scope 1 greenhouse gas emissions');
    expect(hasText('250.5 tCO2e', scope1)).toBe(true);
    expect(hasText('Awaiting review', scope1)).toBe(true);
    expect(hasText('Method: Scope 1 from 1,240 MWh of natural gas × 0.202 tCO2e/MWh', scope1)).toBe(true);
    expect(hasText('Natural gas: 0.202 tCO2e/MWh (BE, 2025) — DEFRA conversion factors 2025', scope1)).toBe(
      true,
    );

    const table = getByRole('table', 'Breakdown of energy consumption [table]');
    expect(hasText('Energy consumption from electricity', table)).toBe(true);
    const cells = [...getByRole('row', /^Renewable energy/, table).querySelectorAll('td')];
    expect(cells.map((cell) => cell.textContent)).toEqual(['400 MWh', '20 MWh', '—']);
    expect(
      hasText('Note: From the energy supplier’s invoices.', row('Breakdown of energy consumption [table]')),
    ).toBe(true);

    expect(
      hasText(
        'No site lies in or near a biodiversity-sensitive area.',
        row('Area of site in biodiversity sensitive area'),
      ),
    ).toBe(true);
    expect(
      hasText(
        'Fines are omitted as classified information under a court order.',
        row('Total amount of fines for the violation of anticorruption and antibribery laws'),
      ),
    ).toBe(true);
    expect(hasText('No value yet.', row('Total amount of water withdrawn from all sites'))).toBe(true);
  });

  it("opens a found value's source with the quote it rests on", async () => {
    stubApi(routes());
    renderPage();
    const basis = 'Basis for preparation (Basic Module Only or Basic & Comprehensive Module)';
    await waitFor(() => row(basis));
    click(getByRole('button', /^acme\.example\/sustainability- \(source of/, row(basis)));
    await waitFor(() => expect(hasText('“This report follows the Basic Module of the VSME.”')).toBe(true));
    expect(hasText('Acme Sustainability Report 2025')).toBe(true);
    expect(hasText('Jan 10, 2026')).toBe(true);
  });

  it('filters to the missing values and to those awaiting review', async () => {
    stubApi(routes());
    renderPage();
    await waitFor(() => row('Total energy consumption'));
    expect(shownRows()).toHaveLength(STATUS_VALUES.length);
    click(getByRole('button', 'Missing (1)'));
    expect(shownRows()).toEqual(['Total amount of water withdrawn from all sites']);
    click(getByRole('button', 'Awaiting review (2)'));
    expect(shownRows()).toEqual(['Number of employees', 'Gross Scope 1 greenhouse gas emissions']);
    expect(getByRole('button', 'Awaiting review (2)').getAttribute('aria-pressed')).toBe('true');
    click(getByRole('button', 'All'));
    expect(shownRows()).toHaveLength(STATUS_VALUES.length);
  });

  it('accepts an estimate awaiting review, and the page shows the answer', async () => {
    const scope1 = STATUS_VALUES.find((value) => value.datapointId === 'GrossScope1GreenhouseGasEmissions')!;
    const api = stubApi(
      routes({
        [`POST ${BASE}/values/GrossScope1GreenhouseGasEmissions/review`]: changed(
          { ...scope1, review: 'accepted' },
          1,
        ),
      }),
    );
    renderPage();
    await waitFor(() => row('Gross Scope 1 greenhouse gas emissions'));
    click(getByRole('button', 'Accept Gross Scope 1 greenhouse gas emissions'));
    await waitFor(() =>
      expect(hasText('Accepted', row('Gross Scope 1 greenhouse gas emissions'))).toBe(true),
    );
    expect(api.calls('POST', `${BASE}/values/GrossScope1GreenhouseGasEmissions/review`)[0]!.body).toEqual({
      data: { decision: 'accept' },
    });
    expect(queryAllByRole('button', 'Accept Gross Scope 1 greenhouse gas emissions')).toHaveLength(0);
    expect(getByRole('button', 'Awaiting review (1)')).toBeTruthy();
  });

  it("returns a client's answer with a comment, which it asks for first", async () => {
    const employees = STATUS_VALUES.find((value) => value.datapointId === 'NumberOfEmployees')!;
    const api = stubApi(
      routes({
        [`POST ${BASE}/values/NumberOfEmployees/review`]: changed({ ...employees, review: 'returned' }, 1),
      }),
    );
    renderPage();
    await waitFor(() => row('Number of employees'));
    click(getByRole('button', 'Return Number of employees'));
    const dialog = getByRole('dialog', /^Return Number of employees/);
    click(getByRole('button', 'Return', dialog));
    const comment = getByLabel(/^Comment/, dialog);
    expect(document.getElementById(comment.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Write a comment for whoever answers it next',
    );
    expect(api.calls('POST', `${BASE}/values/NumberOfEmployees/review`)).toHaveLength(0);
    type(comment, 'Headcount at year end, please, not the average.');
    click(getByRole('button', 'Return', dialog));
    await waitFor(() => expect(queryAllByRole('dialog')).toHaveLength(0));
    expect(api.calls('POST', `${BASE}/values/NumberOfEmployees/review`)[0]!.body).toEqual({
      data: { decision: 'return', comment: 'Headcount at year end, please, not the average.' },
    });
    // The dialog closes as soon as the answer comes; the row follows when the query cache tells it,
    // on a later task.
    await waitFor(() => expect(hasText('Returned', row('Number of employees'))).toBe(true));
  });

  it("shows a value's history: who, when, and from what to what", async () => {
    const api = stubApi(
      routes({
        [`GET ${BASE}/values/TotalEnergyConsumption/history`]: answer(historyAnswer(contracts), {
          data: [
            {
              at: new Date(2026, 1, 3, 9, 30).toISOString(),
              by: { kind: 'user', userId: 7, name: 'Alex Morgan' },
              from: { status: 'found', value: 1100, unit: 'MWh' },
              to: { status: 'entered', value: 1240, unit: 'MWh' },
              action: 'edited',
              comment: 'Corrected from the supplier invoice.',
            },
            {
              at: new Date(2026, 1, 1, 10, 0).toISOString(),
              by: { kind: 'system', note: 'Prefilled from the assessment' },
              from: null,
              to: { status: 'found', value: 1100, unit: 'MWh' },
              action: 'prefilled',
              comment: null,
            },
          ],
        }),
      }),
    );
    renderPage();
    await waitFor(() => row('Total energy consumption'));
    expect(api.calls('GET', `${BASE}/values/TotalEnergyConsumption/history`)).toHaveLength(0);
    click(getByRole('button', 'History of Total energy consumption'));
    const dialog = getByRole('dialog', /^History of Total energy consumption/);
    const entries = await waitFor(() => {
      const items = queryAllByRole('listitem', undefined, dialog);
      expect(items).toHaveLength(2);
      return items;
    });
    expect(hasText('Alex Morgan · edited', entries[0]!)).toBe(true);
    expect(hasText('Feb 3, 2026, 9:30 AM', entries[0]!)).toBe(true);
    expect(hasText('1,100 MWh (Found) → 1,240 MWh (Entered)', entries[0]!)).toBe(true);
    expect(hasText('“Corrected from the supplier invoice.”', entries[0]!)).toBe(true);
    expect(hasText('Prefilled from the assessment · prefilled', entries[1]!)).toBe(true);
  });

  it('downloads each export with the signed-in user’s token', async () => {
    setToken('test-token');
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    // jsdom has no object URLs; the saved name is what the test reads.
    URL.createObjectURL = () => 'blob:vsme';
    URL.revokeObjectURL = () => {};
    const api = stubApi(
      routes({
        [`GET ${BASE}/export?format=docx`]: file('acme-vsme-2025.docx'),
        [`GET ${BASE}/export?format=json`]: file('acme-vsme-2025.json'),
        [`GET ${BASE}/export?format=csv`]: file('acme-vsme-2025.csv'),
      }),
    );
    renderPage();
    await waitFor(() => getByRole('heading', 'VSME report 2025'));
    for (const label of ['Word', 'JSON', 'CSV']) {
      click(getByRole('button', `Export as ${label}`));
      await waitFor(() =>
        expect(getByRole('button', `Export as ${label}`).hasAttribute('disabled')).toBe(false),
      );
    }
    await waitFor(() =>
      expect(saved).toEqual(['acme-vsme-2025.docx', 'acme-vsme-2025.json', 'acme-vsme-2025.csv']),
    );
    const exports = api.fetchStub.mock.calls.filter(([url]) => String(url).includes('/export'));
    expect(exports.map(([url]) => url)).toEqual([
      `${BASE}/export?format=docx`,
      `${BASE}/export?format=json`,
      `${BASE}/export?format=csv`,
    ]);
    for (const [, init] of exports) {
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer test-token');
    }
  });

  it('deletes the report once confirmed, and goes back to the list', async () => {
    const api = stubApi(routes({ [`DELETE ${BASE}`]: noContent() }));
    const view = renderPage();
    await waitFor(() => getByRole('heading', 'VSME report 2025'));
    click(getByRole('button', 'Delete report'));
    const dialog = getByRole('alertdialog');
    expect(api.calls('DELETE', BASE)).toHaveLength(0);
    click(getByRole('button', 'Delete', dialog));
    await waitFor(() => expect(view.pathname()).toBe('/client/Acme%20Foods/vsme'));
    expect(api.calls('DELETE', BASE)).toHaveLength(1);
  });

  it('opens “Request data from the client” and shows the report’s data requests', async () => {
    stubApi(
      routes({
        [`GET ${BASE}/requests`]: answer(dataRequestListAnswer(contracts), {
          data: [testDataRequest()],
        }),
      }),
    );
    renderPage();
    const panel = await waitFor(() => getByRole('listitem', 'Request to Sam Lee'));
    expect(panel.closest('section')?.getAttribute('aria-label')).toBe('Data requests');
    click(getByRole('button', 'Request data from the client'));
    const dialog = await waitFor(() => getByRole('dialog'));
    expect(getByRole('button', 'Create link', dialog)).toBeTruthy();
  });

  it('opens a document uploaded for the client through its signed address', async () => {
    const evidence = testValue('TotalAmountOfWaterWithdrawnFromAllSites', {
      status: 'client-provided',
      review: 'pending',
      value: 1200,
      unit: 'm3',
      sources: [
        {
          kind: 'uploaded-document',
          documentId: 'a1b2c3d4e5f6a7b8c9d0e1f2',
          url: null,
          title: 'water-bills.pdf',
          retrievedAt: '2026-03-02T09:00:00.000Z',
        },
      ],
    });
    const fileUrl = '/api/onboarding/documents/a1b2c3d4e5f6a7b8c9d0e1f2/file?expires=1&signature=abc';
    stubApi(
      routes({
        [`GET ${BASE}`]: answer(reportAnswer(contracts), {
          data: testReport({
            values: REPORT.values.map((value) =>
              value.datapointId === evidence.datapointId ? evidence : value,
            ),
          }),
        }),
        'GET /api/onboarding/documents/a1b2c3d4e5f6a7b8c9d0e1f2': answer(
          contracts.onboardingDocumentLinkResponseSchema,
          {
            data: {
              documentId: 'a1b2c3d4e5f6a7b8c9d0e1f2',
              name: 'water-bills.pdf',
              size: 2048,
              pageCount: 1,
              characters: 300,
              fileUrl,
              fileUrlExpiresAt: '2026-03-02T09:05:00.000Z',
            },
          },
        ),
      }),
    );
    renderPage();
    const open = await waitFor(() => getByRole('link', 'Open water-bills.pdf'));
    expect(open.getAttribute('href')).toBe(fileUrl);
    expect(open.getAttribute('rel')).toContain('noreferrer');
  });

  it('downloads a client’s evidence file from the report with the signed-in user’s token', async () => {
    setToken('test-token');
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = () => 'blob:vsme';
    URL.revokeObjectURL = () => {};
    const fileId = 'f1e2d3c4b5a697887766554e';
    const evidence = testValue('TotalAmountOfWaterWithdrawnFromAllSites', {
      status: 'client-provided',
      review: 'pending',
      value: 1200,
      unit: 'm3',
      method: { kind: 'client', description: 'Answered by the client through a data request' },
      sources: [
        {
          kind: 'uploaded-document',
          documentId: fileId,
          url: null,
          title: 'water-bills.pdf',
          retrievedAt: '2026-03-02T09:00:00.000Z',
        },
      ],
    });
    const api = stubApi(
      routes({
        [`GET ${BASE}`]: answer(reportAnswer(contracts), {
          data: testReport({
            values: REPORT.values.map((value) =>
              value.datapointId === evidence.datapointId ? evidence : value,
            ),
          }),
        }),
        [`GET ${BASE}/evidence/${fileId}`]: file('water-bills.pdf'),
      }),
    );
    renderPage();
    click(await waitFor(() => getByRole('button', 'Download water-bills.pdf')));
    await waitFor(() => expect(saved).toEqual(['water-bills.pdf']));
    const calls = api.fetchStub.mock.calls.filter(([url]) => String(url).includes('/evidence/'));
    expect(calls.map(([url]) => url)).toEqual([`${BASE}/evidence/${fileId}`]);
    expect(new Headers(calls[0]![1]?.headers).get('Authorization')).toBe('Bearer test-token');
    expect(api.calls('GET', `/api/onboarding/documents/${fileId}`)).toHaveLength(0);
  });
});
