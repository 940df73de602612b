import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clientDocumentsResponseSchema,
  firstPageOf,
  onboardingDocumentLinkResponseSchema,
} from '@impact/contracts';
import { answer, apiError, stubApi } from '../../../lib/test-support/stub-api';
import { cleanup, getByRole, hasText, render, waitFor } from '../../../lib/test-support/render';
import { signIn, signOut } from '../../../lib/test-support/session';
import { websiteContextOf } from '../lib/library';
import { WebsiteContextView } from './website-context-view';

afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const DOCUMENT_ID = 'k3j9x2m1p8q7r6s5t4u3v2w1';
const SIGNED = `/api/onboarding/documents/${DOCUMENT_ID}/file?expires=1800000000&signature=${'s'.repeat(43)}`;
const part = (locator: string) => ({
  kind: 'uploaded-document',
  documentId: DOCUMENT_ID,
  url: null,
  title: 'Annual report 2025.pdf',
  retrievedAt: '2026-03-01',
  locator,
  summary: 'Uploaded by the consultant during onboarding.',
  content: `Text of ${locator}.`,
});
// As the client read answers it: read defensively, as the panel does.
const context = websiteContextOf({
  WebContext: null,
  WebsiteContext: {
    data: {
      generatedAt: '2026-03-02T10:00:00.000Z',
      pages: [
        part('part 1 of 2'),
        part('part 2 of 2'),
        {
          title: 'Climate',
          url: 'https://northwind.example/climate',
          summary: 'Targets.',
          content: 'Net zero.',
        },
      ],
      selectedLinks: [],
    },
    lastUpdated: '2026-03-02T10:00:00.000Z',
    provenance: { method: 'extraction' },
  },
});

describe('Website Context: uploaded documents', () => {
  it('names a document by its file name and opens it at the signed address the server gives', async () => {
    signIn();
    const api = stubApi({
      [`GET /api/onboarding/documents/${DOCUMENT_ID}`]: answer(onboardingDocumentLinkResponseSchema, {
        data: {
          documentId: DOCUMENT_ID,
          name: 'Annual report 2025.pdf',
          size: 1000,
          pageCount: 12,
          characters: 40_000,
          fileUrl: SIGNED,
          fileUrlExpiresAt: '2027-01-15T08:00:00.000Z',
        },
      }),
    });
    render(<WebsiteContextView context={context} />);
    expect(hasText('Uploaded document · part 1 of 2 · uploaded Mar 1, 2026')).toBe(true);
    const links = await waitFor(() => {
      const found = [...document.querySelectorAll('a')].filter(
        (a) => a.textContent === 'Annual report 2025.pdf',
      );
      expect(found).toHaveLength(2);
      return found;
    });
    for (const link of links) {
      expect(link.getAttribute('href')).toBe(SIGNED);
      expect(link.getAttribute('target')).toBe('_blank');
    }
    // Both parts are one document: asked for once.
    expect(api.calls('GET', `/api/onboarding/documents/${DOCUMENT_ID}`)).toHaveLength(1);
    expect(getByRole('link', 'Climate').getAttribute('href')).toBe('https://northwind.example/climate');
  });

  it('still names the document when it cannot be opened, with no address in the page', async () => {
    signIn();
    const api = stubApi({
      [`GET /api/onboarding/documents/${DOCUMENT_ID}`]: apiError(404, 'Document not found'),
    });
    render(<WebsiteContextView context={context} />);
    await waitFor(() => expect(api.calls('GET', `/api/onboarding/documents/${DOCUMENT_ID}`)).toHaveLength(1));
    expect(hasText('Annual report 2025.pdf')).toBe(true);
    expect(document.body.innerHTML).not.toContain('/api/onboarding/documents/');
  });
});

const CLIENT_ID = 'c1d2e3f4g5h6i7j8k9l0m1n2';
const REPORT_URL = 'https://northwind.example/downloads/report-2025.pdf';
const withReport = websiteContextOf({
  WebContext: null,
  WebsiteContext: {
    data: {
      generatedAt: '2026-03-02T10:00:00.000Z',
      pages: [
        {
          kind: 'document',
          url: REPORT_URL,
          title: 'Sustainability report 2025',
          retrievedAt: '2026-03-02',
          part: 'part 1 of 2',
          summary: 'PDF report linked from the website, 30 pages.',
          content: 'Scope 1 emissions (tCO2e) | 2025: 1,234 | 2024: 1,456',
        },
      ],
      selectedLinks: [],
      notes: ['Not read: scanned PDF without a text layer (https://northwind.example/downloads/2019.pdf)'],
    },
    lastUpdated: '2026-03-02T10:00:00.000Z',
    provenance: { method: 'extraction' },
  },
});

describe('Website Context: linked reports and their tables', () => {
  it('shows a report, what was not read, and its tables as tables with their PDF page', async () => {
    signIn();
    const api = stubApi({
      [`GET /api/clients/${CLIENT_ID}/documents`]: answer(
        clientDocumentsResponseSchema,
        firstPageOf([
          {
            origin: 'website',
            retrievedAt: '2026-03-02T10:00:00.000Z',
            document: {
              kind: 'pdf',
              url: REPORT_URL,
              documentId: null,
              title: 'Sustainability report 2025',
              language: 'en',
              pageCount: 30,
              blocks: [
                {
                  type: 'table',
                  headerRows: 1,
                  rows: [
                    {
                      cells: [
                        { text: 'Indicator', header: true },
                        { text: '2025', header: true },
                        { text: '2024', header: true },
                      ],
                    },
                    {
                      cells: [
                        { text: 'Scope 1 emissions (tCO2e)', header: false },
                        { text: '1,234', header: false },
                        { text: '1,456', header: false },
                      ],
                    },
                  ],
                  locator: { headingPath: ['Key figures'], page: 14 },
                },
              ],
              notes: [],
              truncated: false,
            },
          },
        ]),
      ),
    });
    render(<WebsiteContextView context={withReport} clientId={CLIENT_ID} />);
    expect(hasText('Report linked from the website · part 1 of 2')).toBe(true);
    expect(
      hasText('Not read: scanned PDF without a text layer (https://northwind.example/downloads/2019.pdf)'),
    ).toBe(true);
    const table = await waitFor(() => {
      const found = document.querySelector('table');
      expect(found).not.toBeNull();
      return found!;
    });
    expect([...table.querySelectorAll('th[scope="col"]')].map((cell) => cell.textContent)).toEqual([
      'Indicator',
      '2025',
      '2024',
    ]);
    expect([...table.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'Scope 1 emissions (tCO2e)',
      '1,234',
      '1,456',
    ]);
    expect(hasText('Page 14 · Key figures')).toBe(true);
    expect(api.calls('GET', `/api/clients/${CLIENT_ID}/documents`)).toHaveLength(1);
  });
});
