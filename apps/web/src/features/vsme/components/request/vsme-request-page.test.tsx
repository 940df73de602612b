import * as contracts from '@impact/contracts';
import { VSME_REQUEST_LINK_INVALID, type VsmeRequestQuestion } from '@impact/contracts';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeToken, setToken } from '../../../../lib/storage';
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
import {
  answer,
  apiError,
  stubApi,
  type ContractAnswer,
  type RecordedRequest,
} from '../../../../lib/test-support/stub-api';
import { requestFormAnswer, requestQuestionAnswer } from '../../api/answers';
import { QUESTIONS, testAnswer, testForm, testQuestion } from '../../lib/test-request';
import VsmeRequestPage from './vsme-request-page';

const BASE = '/api/vsme/requests/tok-123';
const formAnswer = (form = testForm()) => answer(requestFormAnswer(contracts), { data: form });
const questionAnswer = (question: VsmeRequestQuestion) =>
  answer(requestQuestionAnswer(contracts), { data: question });
const question = (datapointId: string) => QUESTIONS.find((q) => q.datapointId === datapointId)!;

type Routes = Record<
  string,
  ContractAnswer | ((request: RecordedRequest) => ContractAnswer | Promise<ContractAnswer>)
>;

const renderPage = (routes: Routes) => {
  const api = stubApi({ [`GET ${BASE}`]: formAnswer(), ...routes });
  render(<VsmeRequestPage />, { path: '/vsme-request/:token', route: '/vsme-request/tok-123' });
  return api;
};
const loaded = () => waitFor(() => getByRole('heading', 'VSME data for Acme Foods, 2025'));
const card = (label: string) => getByRole('article', label);

/** A saved draft: the PUT's body goes back as the question's answer. */
const echoSave = (datapointId: string) => (request: RecordedRequest) => {
  const { data } = request.body as {
    data: { value: never; unit?: string | null; explanation?: string | null };
  };
  return questionAnswer({
    ...question(datapointId),
    answer: testAnswer({ value: data.value, unit: data.unit ?? null, explanation: data.explanation ?? null }),
  });
};

beforeEach(() => {
  // A consultant may open the link in their own browser: their session must not ride along.
  setToken('consultant-token');
});

afterEach(() => {
  cleanup();
  removeToken();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.head.querySelectorAll('meta[name="referrer"]').forEach((meta) => meta.remove());
});

describe('VSME request page (the contact’s)', () => {
  it('loads the form without the session token or a referrer, and shows who asks, for whom, and the questions by disclosure', async () => {
    const api = renderPage({});
    await loaded();
    expect(hasText('Greenworks Consulting asks for')).toBe(true);
    expect(hasText('Please fill in what you can by Friday.')).toBe(true);
    expect(queryAllByRole('heading').map((h) => h.textContent)).toEqual([
      'VSME data for Acme Foods, 2025',
      'B3 Energy and greenhouse gas emissions',
      'Total energy consumption',
      'Renewable share of energy',
      'B2 Practices, policies and future initiatives',
      'Climate change policy',
      'Description of practices',
      'Type of premises',
    ]);
    const init = api.fetchStub.mock.calls[0]![1]!;
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
    expect(init.referrerPolicy).toBe('no-referrer');
    expect(document.head.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer');
  });

  it('saves a number in a unit the server converts, and shows Saved', async () => {
    const api = renderPage({
      [`PUT ${BASE}/answers/TotalEnergyConsumption`]: echoSave('TotalEnergyConsumption'),
    });
    await loaded();
    const energy = card('Total energy consumption');
    expect([...getByLabel('Unit', energy).querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'MWh',
      'kWh',
      'GWh',
    ]);
    type(getByLabel('Value', energy), '1240000');
    type(getByLabel('Unit', energy), 'kWh');
    expect(hasText('Unsaved changes', energy)).toBe(true);
    click(getByRole('button', 'Save Total energy consumption'));
    await waitFor(() => expect(getByRole('status', 'Saved', energy)).toBeTruthy());
    expect(api.calls('PUT', `${BASE}/answers/TotalEnergyConsumption`)[0]!.body).toEqual({
      data: { value: 1_240_000, unit: 'kWh', explanation: null },
    });
  });

  it('saves yes/no with its explanation, text and an option', async () => {
    const api = renderPage({
      [`PUT ${BASE}/answers/HasPoliciesOnClimateChange`]: echoSave('HasPoliciesOnClimateChange'),
      [`PUT ${BASE}/answers/DescriptionOfPractices`]: echoSave('DescriptionOfPractices'),
      [`PUT ${BASE}/answers/TypeOfPremises`]: echoSave('TypeOfPremises'),
    });
    await loaded();
    const policy = card('Climate change policy');
    type(getByLabel('Answer', policy), 'no');
    type(getByLabel('Explanation', policy), 'Planned for 2026.');
    click(getByRole('button', 'Save Climate change policy'));
    const practices = card('Description of practices');
    type(getByLabel('Answer', practices), 'We recycle all packaging.');
    click(getByRole('button', 'Save Description of practices'));
    const premises = card('Type of premises');
    type(getByLabel('Answer', premises), 'Leased');
    click(getByRole('button', 'Save Type of premises'));
    await waitFor(() => expect(queryAllByRole('status', 'Saved')).toHaveLength(3));
    expect(api.requests.filter((r) => r.method === 'PUT').map((r) => [r.url, r.body])).toEqual([
      [
        `${BASE}/answers/HasPoliciesOnClimateChange`,
        { data: { value: false, explanation: 'Planned for 2026.' } },
      ],
      [
        `${BASE}/answers/DescriptionOfPractices`,
        { data: { value: 'We recycle all packaging.', explanation: null } },
      ],
      [`${BASE}/answers/TypeOfPremises`, { data: { value: 'Leased', explanation: null } }],
    ]);
  });

  it('shows the server’s 400 under the field it names', async () => {
    renderPage({
      [`PUT ${BASE}/answers/TotalEnergyConsumption`]: apiError(400, 'unit litres cannot be converted to MWh'),
      [`PUT ${BASE}/answers/HasPoliciesOnClimateChange`]: apiError(
        400,
        'explanation is required when the answer is no',
      ),
    });
    await loaded();
    const energy = card('Total energy consumption');
    type(getByLabel('Value', energy), '12');
    click(getByRole('button', 'Save Total energy consumption'));
    const unit = getByLabel('Unit', energy);
    await waitFor(() => expect(unit.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(unit.getAttribute('aria-describedby')!)?.textContent).toBe(
      'unit litres cannot be converted to MWh',
    );
    const policy = card('Climate change policy');
    type(getByLabel('Answer', policy), 'no');
    click(getByRole('button', 'Save Climate change policy'));
    const explanation = getByLabel('Explanation', policy);
    await waitFor(() => expect(explanation.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(explanation.getAttribute('aria-describedby')!)?.textContent).toBe(
      'explanation is required when the answer is no',
    );
    expect(queryAllByRole('status', 'Saved')).toHaveLength(0);
  });

  it('uploads a file showing its progress, lists it, and removes it', async () => {
    let finishUpload: ((answer: ContractAnswer) => void) | undefined;
    const withFile = testQuestion('DescriptionOfPractices', {
      ...question('DescriptionOfPractices'),
      answer: testAnswer({
        files: [
          {
            id: 'file-1',
            fileName: 'bills.pdf',
            kind: 'pdf',
            bytes: 2_097_152,
            uploadedAt: '2026-03-02T09:00:00.000Z',
          },
        ],
      }),
    });
    const api = renderPage({
      [`POST ${BASE}/answers/DescriptionOfPractices/evidence`]: () =>
        new Promise<ContractAnswer>((resolve) => (finishUpload = resolve)),
      [`DELETE ${BASE}/answers/DescriptionOfPractices/evidence/file-1`]: questionAnswer({
        ...withFile,
        answer: testAnswer({ files: [] }),
      }),
    });
    await loaded();
    const practices = card('Description of practices');
    const input = getByLabel('Attach a file to Description of practices') as HTMLInputElement;
    Object.defineProperty(input, 'files', {
      value: [new File(['%PDF-1.7'], 'bills.pdf', { type: 'application/pdf' })],
    });
    act(() => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await waitFor(() => expect(getByRole('status', /Uploading bills\.pdf/, practices)).toBeTruthy());
    expect(practices.querySelector('progress')).not.toBeNull();
    await act(async () => finishUpload!(questionAnswer(withFile)));
    await waitFor(() => expect(getByRole('listitem', /bills\.pdf/, practices)).toBeTruthy());
    expect(queryAllByRole('status', /Uploading/)).toHaveLength(0);
    expect(hasText('2.0 MB', practices)).toBe(true);
    click(getByRole('button', 'Remove bills.pdf'));
    await waitFor(() => expect(queryAllByRole('listitem', /bills\.pdf/)).toHaveLength(0));
    expect(api.calls('POST', `${BASE}/answers/DescriptionOfPractices/evidence`)).toHaveLength(1);
  });

  it('refuses a file over the size limit before sending it', async () => {
    const api = renderPage({});
    await loaded();
    const input = getByLabel('Attach a file to Description of practices') as HTMLInputElement;
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: contracts.VSME_EVIDENCE_MAX_BYTES + 1 });
    Object.defineProperty(input, 'files', { value: [big] });
    act(() => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await waitFor(() => expect(hasText('scan.pdf is larger than 10.0 MB')).toBe(true));
    expect(api.calls('POST', `${BASE}/answers/DescriptionOfPractices/evidence`)).toHaveLength(0);
  });

  it('submits the saved answers after a confirmation; submitted answers are read-only', async () => {
    const drafted = testForm({
      questions: QUESTIONS.map((q) =>
        q.datapointId === 'DescriptionOfPractices'
          ? { ...q, answer: testAnswer({ value: 'We recycle.' }) }
          : q,
      ),
    });
    const submitted = testForm({
      status: 'submitted',
      questions: QUESTIONS.map((q) => ({
        ...q,
        editable: false,
        ...(q.datapointId === 'DescriptionOfPractices'
          ? { answer: testAnswer({ value: 'We recycle.', state: 'submitted' }) }
          : {}),
      })),
    });
    const api = renderPage({
      [`GET ${BASE}`]: formAnswer(drafted),
      [`POST ${BASE}/submit`]: formAnswer(submitted),
    });
    await loaded();
    click(getByRole('button', 'Submit answers'));
    const confirm = await waitFor(() => getByRole('alertdialog'));
    expect(hasText('1 saved answer goes to the consultant', confirm)).toBe(true);
    expect(api.calls('POST', `${BASE}/submit`)).toHaveLength(0);
    click(getByRole('button', 'Submit', confirm));
    await waitFor(() =>
      expect(getByRole('status', 'Your answers have been submitted. Thank you.')).toBeTruthy(),
    );
    const practices = card('Description of practices');
    expect(hasText('Submitted', practices)).toBe(true);
    expect((getByLabel('Answer', practices) as HTMLTextAreaElement).disabled).toBe(true);
    expect(queryAllByRole('button', /^Save /)).toHaveLength(0);
    expect(queryAllByRole('button', /^Attach a file/)).toHaveLength(0);
  });

  it('shows a returned answer with the consultant’s comment, editable again', async () => {
    const returned = testForm({
      questions: [
        {
          ...question('TotalEnergyConsumption'),
          editable: true,
          answer: testAnswer({
            value: 40,
            unit: 'MWh',
            state: 'submitted',
            review: 'returned',
            reviewComment: 'This looks like one month only.',
          }),
        },
        {
          ...question('DescriptionOfPractices'),
          editable: false,
          answer: testAnswer({ value: 'We recycle.', state: 'submitted' }),
        },
      ],
    });
    renderPage({ [`GET ${BASE}`]: formAnswer(returned) });
    await loaded();
    const energy = card('Total energy consumption');
    expect(getByRole('note', /This looks like one month only\./, energy)).toBeTruthy();
    const value = getByLabel('Value', energy) as HTMLInputElement;
    expect(value.value).toBe('40');
    expect(value.disabled).toBe(false);
    expect(getByRole('button', 'Save Total energy consumption')).toBeTruthy();
    expect((getByLabel('Answer', card('Description of practices')) as HTMLTextAreaElement).disabled).toBe(
      true,
    );
  });

  it('shows only the invalid-link sentence for an expired, revoked or unknown link', async () => {
    // The page words it from the contract, whatever the 404 says.
    renderPage({ [`GET ${BASE}`]: apiError(404, 'Not Found') });
    await waitFor(() => expect(hasText(VSME_REQUEST_LINK_INVALID)).toBe(true));
    expect(document.body.textContent?.replace(/\s+/g, ' ').trim()).toBe(VSME_REQUEST_LINK_INVALID);
    expect(queryAllByRole('button')).toHaveLength(0);
    expect(queryAllByRole('link')).toHaveLength(0);
  });
});
