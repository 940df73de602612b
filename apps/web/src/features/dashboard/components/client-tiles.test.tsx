import { clientSummaryListResponseSchema, paginationMeta, type ClientSummary } from '@impact/contracts';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cleanup,
  click,
  getByRole,
  hasText,
  queryAllByRole,
  render,
  waitFor,
} from '../../../lib/test-support/render';
import { signIn } from '../../../lib/test-support/session';
import { answer, apiError, stubApi, type RecordedRequest } from '../../../lib/test-support/stub-api';
import { TILES_PAGE_SIZE } from '../api/client-lists';
import { ClientTiles } from './client-tiles';

/** The browser's IntersectionObserver, which jsdom lacks: the test says when the list's end is in view. */
class FakeIntersectionObserver {
  static live = new Set<FakeIntersectionObserver>();
  private targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.live.add(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    FakeIntersectionObserver.live.delete(this);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** The list's end scrolls into view. */
  static scrollToEnd() {
    act(() => {
      // A copy: a callback that loads a page replaces the observers while they are being told.
      const observers = [...FakeIntersectionObserver.live];
      for (const observer of observers) {
        const entries = observer.targets.map((target) => ({ target, isIntersecting: true }));
        observer.callback(
          entries as IntersectionObserverEntry[],
          observer as unknown as IntersectionObserver,
        );
      }
    });
  }
}

const client = (n: number): ClientSummary => ({
  id: n,
  documentId: `client${n}`,
  Name: `Client ${n}`,
  Industry: null,
  EmployeeCount: null,
  Revenue: null,
  Headquarters: null,
  FoundedYear: null,
  WebsiteUrl: null,
  Domain: null,
  CompanyInfo: null,
  LogoUrl: null,
  Organizations: [1],
  Sample: null,
  FieldOrigins: {},
  createdAt: '2026-01-01T00:00:00.000Z',
  // Most recent first, as the server orders them.
  updatedAt: new Date(Date.UTC(2026, 0, 1) - n * 60_000).toISOString(),
});
const ALL = Array.from({ length: 20 }, (_, index) => client(index + 1));

/** GET /api/org/clients as the server pages it. */
function orgClients({ failPage }: { failPage?: number } = {}) {
  return (request: RecordedRequest) => {
    const query = new URL(request.url, 'http://app.test').searchParams;
    const page = Number(query.get('pagination[page]'));
    const pageSize = Number(query.get('pagination[pageSize]'));
    if (page === failPage) return apiError(500, 'Something went wrong on our side');
    const window = { offset: (page - 1) * pageSize, limit: pageSize };
    return answer(clientSummaryListResponseSchema, {
      data: ALL.slice(window.offset, window.offset + pageSize),
      meta: { total: ALL.length, pagination: paginationMeta(window, ALL.length) },
    });
  };
}

const tiles = () => queryAllByRole('link').filter((link) => /Client \d+/.test(link.textContent ?? ''));

beforeEach(() => {
  FakeIntersectionObserver.live.clear();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  signIn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("'Your Projects' a page at a time", () => {
  it('shows the first page, loads the next when the end scrolls into view, and stops at the last', async () => {
    const api = stubApi({ 'GET /api/org/clients': orgClients() });
    render(<ClientTiles />);
    await waitFor(() => expect(tiles()).toHaveLength(TILES_PAGE_SIZE));
    expect(api.calls('GET', '/api/org/clients').map((call) => call.url)).toEqual([
      `/api/org/clients?pagination[page]=1&pagination[pageSize]=${TILES_PAGE_SIZE}`,
    ]);

    FakeIntersectionObserver.scrollToEnd();
    await waitFor(() => expect(tiles()).toHaveLength(ALL.length));
    expect(tiles().map((tile) => tile.querySelector('h3')?.textContent)).toEqual(ALL.map((c) => c.Name));
    expect(api.calls('GET', '/api/org/clients')).toHaveLength(2);

    // Every page is here: no button, nothing observed, nothing more asked for.
    expect(hasText('Load more')).toBe(false);
    FakeIntersectionObserver.scrollToEnd();
    expect(api.calls('GET', '/api/org/clients')).toHaveLength(2);
  });

  it("loads the next page with the 'Load more' button where IntersectionObserver is missing", async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const api = stubApi({ 'GET /api/org/clients': orgClients() });
    render(<ClientTiles />);
    await waitFor(() => expect(tiles()).toHaveLength(TILES_PAGE_SIZE));
    click(getByRole('button', 'Load more'));
    await waitFor(() => expect(tiles()).toHaveLength(ALL.length));
    expect(api.calls('GET', '/api/org/clients')[1]!.url).toContain('pagination[page]=2');
  });

  it('keeps the loaded tiles when a further page fails, and tries again only when asked', async () => {
    const api = stubApi({ 'GET /api/org/clients': orgClients({ failPage: 2 }) });
    render(<ClientTiles />);
    await waitFor(() => expect(tiles()).toHaveLength(TILES_PAGE_SIZE));
    FakeIntersectionObserver.scrollToEnd();
    await waitFor(() =>
      expect(getByRole('alert').textContent).toBe(
        'Failed to fetch more clients: Something went wrong on our side',
      ),
    );
    expect(tiles()).toHaveLength(TILES_PAGE_SIZE);
    // Still in view, but a failing server is not asked again by itself.
    FakeIntersectionObserver.scrollToEnd();
    expect(api.calls('GET', '/api/org/clients')).toHaveLength(2);
    click(getByRole('button', 'Load more'));
    await waitFor(() => expect(api.calls('GET', '/api/org/clients')).toHaveLength(3));
  });
});
