import * as contracts from '@impact/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeToken } from '../../../../lib/storage';
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
} from '../../../../lib/test-support/render';
import { signIn, signOut } from '../../../../lib/test-support/session';
import {
  answer,
  apiError,
  stubApi,
  type ContractAnswer,
  type RecordedRequest,
} from '../../../../lib/test-support/stub-api';
import { createdDataRequestAnswer, dataRequestAnswer, dataRequestListAnswer } from '../../api/answers';
import { testDataRequest } from '../../lib/test-request';
import { testReport, testValue } from '../../lib/test-report';
import { DataRequestsPanel } from './data-requests-panel';
import { RequestDataDialog } from './request-data-dialog';

// One Missing datapoint more than the shared test report has, so one can be unticked and others sent.
// A subsidiary's name is a column of the subsidiaries table: the client is asked for the table's rows,
// never for the column alone (the server refuses it). An id the standard does not know is not asked either.
const REPORT = testReport({
  values: [
    ...testReport().values,
    testValue('ExtraDatapoint'),
    testValue('ListOfSubsidiaryTable'),
    testValue('NameOfTheSubsidiary'),
  ],
});
const NOT_ASKED = new Set(['ExtraDatapoint', 'NameOfTheSubsidiary']);
const BASE = '/api/vsme/reports/vsme-2025/requests';
const LINK = 'https://studio.example/vsme-request/secret-token';
const MISSING = REPORT.values
  .filter((value) => value.status === 'missing' && !NOT_ASKED.has(value.datapointId))
  .map((value) => value.datapointId);
const list = (requests = [testDataRequest()]) => answer(dataRequestListAnswer(contracts), { data: requests });

type Routes = Record<string, ContractAnswer | ((request: RecordedRequest) => ContractAnswer)>;

const renderDialog = (routes: Routes) => {
  const api = stubApi({ [`GET ${BASE}`]: list([]), ...routes });
  render(<RequestDataDialog report={REPORT} open onClose={() => {}} />);
  return api;
};

const renderPanel = (routes: Routes) => {
  const api = stubApi(routes);
  render(<DataRequestsPanel reportId="vsme-2025" />);
  return api;
};

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

describe('Request data from the client (dialog)', () => {
  it('lists the Missing datapoints by disclosure, all ticked, and sends the ticked ones with the contact, message and days', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const api = renderDialog({
      [`POST ${BASE}`]: answer(createdDataRequestAnswer(contracts), {
        data: testDataRequest(),
        meta: { link: LINK },
      }),
    });
    const dialog = getByRole('dialog');
    const boxes = [...dialog.querySelectorAll('button[role="checkbox"]')];
    expect(MISSING.length).toBeGreaterThan(1);
    expect(MISSING).toContain('ListOfSubsidiaryTable');
    expect(boxes).toHaveLength(MISSING.length);
    expect(boxes.every((box) => box.getAttribute('aria-checked') === 'true')).toBe(true);
    expect(queryAllByRole('group', /^B\d/, dialog).length).toBeGreaterThan(0);
    click(boxes[0]!);
    type(getByLabel('Contact name'), 'Sam Lee');
    type(getByLabel('Contact e-mail'), 'sam@acme.example');
    type(getByLabel('Message to the contact'), 'By Friday, please.');
    type(getByLabel('Valid for (days)'), '30');
    click(getByRole('button', 'Create link'));
    const shown = await waitFor(() => getByLabel('Link for the client') as HTMLInputElement);
    expect(shown.value).toBe(LINK);
    expect(hasText('will not be shown again')).toBe(true);
    expect(api.calls('POST', BASE)[0]!.body).toEqual({
      data: {
        // The first box is B1's subsidiaries table, listed first by disclosure; it was unticked.
        datapointIds: MISSING.filter((id) => id !== 'ListOfSubsidiaryTable'),
        contactName: 'Sam Lee',
        contactEmail: 'sam@acme.example',
        message: 'By Friday, please.',
        expiresInDays: 30,
      },
    });
    click(getByRole('button', 'Copy'));
    expect(writeText).toHaveBeenCalledWith(LINK);
  });

  it('checks the days before sending, and shows the server’s refusal of the e-mail under it', async () => {
    const api = renderDialog({ [`POST ${BASE}`]: apiError(400, 'Enter a valid e-mail address') });
    type(getByLabel('Valid for (days)'), '120');
    click(getByRole('button', 'Create link'));
    expect(hasText('Enter a whole number of days from 1 to 90')).toBe(true);
    expect(api.calls('POST', BASE)).toHaveLength(0);
    type(getByLabel('Valid for (days)'), '14');
    type(getByLabel('Contact e-mail'), 'sam@');
    click(getByRole('button', 'Create link'));
    const email = getByLabel('Contact e-mail');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Enter a valid e-mail address',
    );
    expect(queryAllByRole('textbox', 'Link for the client')).toHaveLength(0);
  });
});

describe('Data requests panel', () => {
  it('lists each request with its status, expiry and progress', async () => {
    renderPanel({
      [`GET ${BASE}`]: list([
        testDataRequest(),
        testDataRequest({
          documentId: 'request-0',
          status: 'revoked',
          contactName: 'Jo',
          contactEmail: null,
          revokedAt: '2026-02-20T00:00:00.000Z',
        }),
      ]),
    });
    const item = await waitFor(() => getByRole('listitem', 'Request to Sam Lee'));
    expect(hasText('Open', item)).toBe(true);
    expect(hasText('Expires', item)).toBe(true);
    expect(hasText('3 asked · 1 drafted · 1 submitted · 0 accepted · 1 returned', item)).toBe(true);
    const revoked = getByRole('listitem', 'Request to Jo');
    expect(hasText('Revoked', revoked)).toBe(true);
    expect(queryAllByRole('button', 'Send reminder', revoked)).toHaveLength(0);
  });

  it('sends a reminder, shows the server’s 429, and cannot remind without an e-mail', async () => {
    let answerWith: ContractAnswer = answer(dataRequestAnswer(contracts), { data: testDataRequest() });
    const api = renderPanel({
      [`GET ${BASE}`]: list([
        testDataRequest(),
        testDataRequest({ documentId: 'request-2', contactName: 'Kim', contactEmail: null }),
      ]),
      [`POST ${BASE}/request-1/remind`]: () => answerWith,
    });
    const item = await waitFor(() => getByRole('listitem', 'Request to Sam Lee'));
    click(getByRole('button', 'Send reminder', item));
    await waitFor(() => expect(api.calls('POST', `${BASE}/request-1/remind`)).toHaveLength(1));
    answerWith = apiError(429, 'A reminder was sent less than a day ago');
    await waitFor(() =>
      expect((getByRole('button', 'Send reminder', item) as HTMLButtonElement).disabled).toBe(false),
    );
    click(getByRole('button', 'Send reminder', item));
    await waitFor(() =>
      expect(getByRole('alert', 'A reminder was sent less than a day ago', item)).toBeTruthy(),
    );
    const kim = getByRole('listitem', 'Request to Kim');
    expect((getByRole('button', 'Send reminder', kim) as HTMLButtonElement).disabled).toBe(true);
  });

  it('revokes a request only after a confirmation', async () => {
    const api = renderPanel({
      [`GET ${BASE}`]: list(),
      [`POST ${BASE}/request-1/revoke`]: answer(dataRequestAnswer(contracts), {
        data: testDataRequest({ status: 'revoked', revokedAt: '2026-03-03T00:00:00.000Z' }),
      }),
    });
    const item = await waitFor(() => getByRole('listitem', 'Request to Sam Lee'));
    click(getByRole('button', 'Revoke', item));
    const confirm = await waitFor(() => getByRole('alertdialog'));
    expect(api.calls('POST', `${BASE}/request-1/revoke`)).toHaveLength(0);
    click(getByRole('button', 'Revoke', confirm));
    await waitFor(() => expect(api.calls('POST', `${BASE}/request-1/revoke`)).toHaveLength(1));
    await waitFor(() => expect(api.calls('GET', BASE).length).toBeGreaterThan(1));
  });
});
