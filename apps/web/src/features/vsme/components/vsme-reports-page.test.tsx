import * as contracts from '@impact/contracts';
import { firstPageOf } from '@impact/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
import { answer, apiError, stubApi, type RecordedRequest } from '../../../lib/test-support/stub-api';
import { reportAnswer, reportListAnswer } from '../api/answers';
import { count, testClient, testReport, testSummary } from '../lib/test-report';
import { WithClient } from './test-client-frame';
import VsmeReportsPage from './vsme-reports-page';

const REPORT_2024 = testSummary({
  documentId: 'vsme-2024',
  periodStart: '2024-01-01',
  periodEnd: '2024-12-31',
  module: 'basic-comprehensive',
  previousReportDocumentId: null,
  completeness: count(40, 30, 3),
});

const run = (status: 'running' | 'completed') => ({
  data: {
    id: 3,
    documentId: 'run-3',
    clientId: 1,
    trigger: 'client-created',
    status,
    createdAt: '2026-02-01T10:00:00.000Z',
    finishedAt: status === 'completed' ? '2026-02-01T10:05:00.000Z' : null,
    steps: [],
  },
});

function routes(overrides: Record<string, ReturnType<typeof answer>> = {}) {
  return {
    'GET /api/clients': answer(contracts.clientResponseSchema, { data: testClient(), meta: {} }),
    'GET /api/clients/1/assessment': answer(contracts.latestAssessmentRunResponseSchema, run('completed')),
    'GET /api/vsme/reports': answer(reportListAnswer(contracts), firstPageOf([REPORT_2024])),
    ...overrides,
  };
}

const renderPage = () =>
  render(
    <WithClient>
      <VsmeReportsPage />
    </WithClient>,
    { path: '/client/:clientName/vsme', route: '/client/Acme%20Foods/vsme' },
  );

/** The error line a control points to with aria-describedby. */
const errorOf = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

const openDialog = async () => {
  await waitFor(() => getByRole('link', /^VSME report 2024/));
  click(getByRole('button', 'New VSME report'));
  return getByRole('dialog', /^New VSME report/);
};

/** The default period: the last calendar year that has ended. */
const LAST_YEAR = new Date().getFullYear() - 1;

beforeEach(() => {
  signIn();
});

afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

describe('VSME reports page', () => {
  it("lists the client's reports with period, module and completeness", async () => {
    const api = stubApi(routes());
    renderPage();
    const link = await waitFor(() => getByRole('link', /^VSME report 2024/));
    expect(link.getAttribute('href')).toBe('/client/Acme%20Foods/vsme/vsme-2024');
    expect(hasText('Basic & Comprehensive', link)).toBe(true);
    const bar = getByRole('link', /^VSME report 2024/).querySelector('[role="progressbar"]')!;
    expect(bar.getAttribute('aria-valuetext')).toBe('30 of 40 answered');
    expect(hasText('30 of 40 answered (75%) · 3 awaiting review', link)).toBe(true);
    expect(api.calls('GET', '/api/vsme/reports')[0]!.url).toContain('filters[client]=client-1');
    expect(hasText('run it to completion')).toBe(false);
  });

  it("says so above the list while the client's assessment has not finished", async () => {
    stubApi(
      routes({
        'GET /api/clients/1/assessment': answer(contracts.latestAssessmentRunResponseSchema, run('running')),
      }),
    );
    renderPage();
    const note = await waitFor(() => getByRole('note'));
    expect(
      hasText('Values are prefilled from the assessment; run it to completion for more to be found', note),
    ).toBe(true);
  });

  it('creates a report for the last full calendar year, started from the earlier one, and opens it', async () => {
    const api = stubApi(
      routes({
        'POST /api/vsme/reports': answer(reportAnswer(contracts), { data: testReport() }, 201),
      }),
    );
    const view = renderPage();
    const dialog = await openDialog();
    expect((getByLabel(/^Period start/, dialog) as HTMLInputElement).value).toBe(`${LAST_YEAR}-01-01`);
    expect((getByLabel(/^Period end/, dialog) as HTMLInputElement).value).toBe(`${LAST_YEAR}-12-31`);
    expect(hasText('Option A: the Basic module only', dialog)).toBe(true);
    expect(hasText('Option B: the Basic module and the Comprehensive one', dialog)).toBe(true);
    const startFrom = getByLabel('Start from the 2024 report', dialog);
    expect(startFrom.getAttribute('aria-checked')).toBe('true');
    click(getByLabel('Basic & Comprehensive', dialog));
    click(getByRole('button', 'Create report', dialog));
    await waitFor(() => expect(view.pathname()).toBe('/client/Acme%20Foods/vsme/vsme-2025'));
    expect(api.calls('POST', '/api/vsme/reports').map((request: RecordedRequest) => request.body)).toEqual([
      {
        data: {
          clientId: 'client-1',
          module: 'basic-comprehensive',
          periodStart: `${LAST_YEAR}-01-01`,
          periodEnd: `${LAST_YEAR}-12-31`,
          previousReportId: 'vsme-2024',
        },
      },
    ]);
  });

  it('starts afresh when the earlier report is unticked', async () => {
    const api = stubApi(
      routes({ 'POST /api/vsme/reports': answer(reportAnswer(contracts), { data: testReport() }, 201) }),
    );
    renderPage();
    const dialog = await openDialog();
    click(getByLabel('Start from the 2024 report', dialog));
    click(getByRole('button', 'Create report', dialog));
    await waitFor(() => expect(api.calls('POST', '/api/vsme/reports')).toHaveLength(1));
    expect(api.calls('POST', '/api/vsme/reports')[0]!.body).toMatchObject({
      data: { module: 'basic', previousReportId: null },
    });
  });

  it('says under the field when the period is missing or reversed, and sends nothing', async () => {
    const api = stubApi(routes());
    renderPage();
    const dialog = await openDialog();
    const start = getByLabel(/^Period start/, dialog);
    const end = getByLabel(/^Period end/, dialog);
    type(start, '');
    click(getByRole('button', 'Create report', dialog));
    expect(errorOf(start)).toBe('Enter the day the reporting period starts');
    expect(start.getAttribute('aria-invalid')).toBe('true');

    type(start, `${LAST_YEAR}-12-31`);
    type(end, `${LAST_YEAR}-01-01`);
    click(getByRole('button', 'Create report', dialog));
    expect(errorOf(end)).toBe('The period must end after it starts');
    expect(errorOf(start)).toBeNull();
    expect(api.calls('POST', '/api/vsme/reports')).toHaveLength(0);
  });

  it("shows the server's 400 about the period under its field", async () => {
    stubApi(
      routes({
        'POST /api/vsme/reports': apiError(400, 'periodEnd: a reporting period runs at most 18 months'),
      }),
    );
    renderPage();
    const dialog = await openDialog();
    click(getByRole('button', 'Create report', dialog));
    const end = getByLabel(/^Period end/, dialog);
    await waitFor(() => expect(errorOf(end)).toBe('periodEnd: a reporting period runs at most 18 months'));
    expect(queryAllByRole('alert', undefined, dialog)).toHaveLength(0);
  });

  it('offers no start from an earlier report when the client has none', async () => {
    stubApi(routes({ 'GET /api/vsme/reports': answer(reportListAnswer(contracts), firstPageOf([])) }));
    renderPage();
    await waitFor(() => expect(hasText('No VSME report yet.')).toBe(true));
    click(getByRole('button', 'New VSME report'));
    const dialog = getByRole('dialog', /^New VSME report/);
    expect(hasText('Start from', dialog)).toBe(false);
  });
});
