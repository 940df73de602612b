import {
  savedClassificationResponseSchema,
  sectorChoicesResponseSchema,
  type AssessmentRun,
  type SectionData,
} from '@impact/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useProgressStore } from '../../assessment-progress/progress-store';
import { answer, apiError, stubApi } from '../../../lib/test-support/stub-api';
import {
  click,
  cleanup,
  getByLabel,
  getByRole,
  hasText,
  queryAllByRole,
  render,
  select,
  submit,
  waitFor,
} from '../../../lib/test-support/render';
import { signIn, signOut } from '../../../lib/test-support/session';
import { ClassificationSummary } from './classification-summary';

const PAGE = { url: 'https://weaver.example/about', title: 'About us', retrievedAt: '2026-11-20' };

const BUSINESS_MODEL: SectionData<'BusinessModelOverview'> = {
  summary: 'A weaver of technical fabrics.',
  revenue: '',
  profitability: '',
  sources: [PAGE],
  sector: {
    division: '14',
    section: 'C',
    label: 'Manufacture of wearing apparel',
    display: 'C14 Manufacture of wearing apparel',
    revision: '2.1',
    phrase: 'fabrics for workwear',
    source: PAGE,
    origin: 'website',
    confidence: 0.6,
  },
  customerModel: 'B2B',
  customerModelBasis: {
    phrase: 'We sell only to businesses',
    origin: 'consultant',
    confidence: 1,
    exclusive: false,
  },
};

const RUN: AssessmentRun = {
  id: 7,
  documentId: 'run-7',
  clientId: 3,
  trigger: 'correction',
  status: 'running',
  createdAt: '2026-11-26T10:00:00.000Z',
  finishedAt: null,
  steps: (
    [
      'businessModel',
      'impactStrategy',
      'sustainabilityRegulations',
      'upcomingPolicies',
      'reportingFrameworks',
    ] as const
  ).map((id) => ({ id, name: id, status: 'pending' as const })),
};

const SECTORS = [
  { code: '13', section: 'C', label: 'Manufacture of textiles' },
  { code: '13.2', section: 'C', label: 'Weaving of textiles' },
  { code: '14', section: 'C', label: 'Manufacture of wearing apparel' },
];

const client = { id: 3, Name: 'Hollowmere Fabrics' };

afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
  useProgressStore.setState({ run: null });
});

describe('ClassificationSummary', () => {
  it('shows the sector with the words that decided it, and what the consultant set', () => {
    render(<ClassificationSummary client={client} data={BUSINESS_MODEL} canCorrect={false} />);
    expect(hasText('C14 Manufacture of wearing apparel (NACE Rev. 2.1)')).toBe(true);
    expect(getByRole('link', 'From “fabrics for workwear”').getAttribute('href')).toBe(PAGE.url);
    expect(hasText('Businesses (B2B)')).toBe(true);
    expect(hasText('Set by you')).toBe(true);
    // Read-only (a sample, or signed out): nothing to correct.
    expect(queryAllByRole('button', /Correct/)).toHaveLength(0);
  });

  it('corrects the sector in one step: only the change is sent, and the re-run is followed', async () => {
    signIn();
    const api = stubApi({
      'GET /api/classification/sectors': answer(sectorChoicesResponseSchema, { data: SECTORS }),
      'PUT /api/clients/3/classification': answer(
        savedClassificationResponseSchema,
        { data: { classification: { sector: { division: '13', group: '13.2' } }, run: RUN } },
        202,
      ),
    });
    render(<ClassificationSummary client={client} data={BUSINESS_MODEL} canCorrect />);
    click(getByRole('button', /Correct/));
    const sector = await waitFor(() => getByLabel('Sector (NACE Rev. 2.1)') as HTMLSelectElement);
    expect(sector.value).toBe('14');
    select(sector, '13.2');
    submit(getByRole('dialog').querySelector('form')!);
    await waitFor(() => expect(api.calls('PUT', '/api/clients/3/classification')).toHaveLength(1));
    expect(api.calls('PUT', '/api/clients/3/classification')[0]!.body).toEqual({
      classification: { sector: '13.2' },
    });
    await waitFor(() => expect(queryAllByRole('dialog')).toHaveLength(0));
    // The progress panel follows the run of the five dependent steps, not a full fourteen-step run.
    expect(useProgressStore.getState().run?.steps.map((step) => step.id)).toEqual(RUN.steps.map((s) => s.id));
  });

  it('says when nothing changed, and shows why the server refused', async () => {
    signIn();
    stubApi({
      'GET /api/classification/sectors': answer(sectorChoicesResponseSchema, { data: SECTORS }),
      'PUT /api/clients/3/classification': apiError(409, 'An assessment is already running for this client'),
    });
    render(<ClassificationSummary client={client} data={BUSINESS_MODEL} canCorrect />);
    click(getByRole('button', /Correct/));
    await waitFor(() => getByLabel('Customers'));
    const form = getByRole('dialog').querySelector('form')!;
    submit(form);
    await waitFor(() => expect(getByRole('alert').textContent).toContain('Nothing changed'));
    select(getByLabel('Customers'), '');
    submit(form);
    await waitFor(() =>
      expect(getByRole('alert').textContent).toBe('An assessment is already running for this client'),
    );
    expect(getByRole('dialog')).toBeTruthy();
  });
});
