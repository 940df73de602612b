import {
  firstPageOf,
  clientSummaryListResponseSchema,
  webSearchResponseSchema,
  type WebSearchResult,
} from '@impact/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, getByRole, hasText, queryAllByRole, render } from '../../../lib/test-support/render';
import { answer, apiError, stubApi } from '../../../lib/test-support/stub-api';
import { searchCompanies, type CompanySearch } from '../api/search-companies';
import { toSearchOptions } from '../search/search-options';
import SearchResults from './search-results';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SEARCH = '/api/clients/perplexity-search';
const noOwnClients = answer(clientSummaryListResponseSchema, firstPageOf([]));
const zabka: WebSearchResult = {
  Name: 'Żabka Polska',
  Domain: 'zabka.pl',
  WebsiteUrl: 'https://zabka.pl/',
  Industry: null,
  EmployeeCount: null,
  Headquarters: 'Poznań, Poland',
  CompanyInfo: null,
  LogoUrl: null,
};

async function searchAndShow(query: string, isDomain: boolean) {
  const search: CompanySearch = await searchCompanies({ query, isDomain });
  render(
    <SearchResults
      search={search}
      options={toSearchOptions(search.own, search.web)}
      listboxId="results"
      activeIndex={-1}
      onActivate={() => undefined}
      onPick={() => undefined}
    />,
  );
}

describe('search results: whose problem, and where a result came from', () => {
  it('shows an unreachable website as the website problem, without naming the research provider', async () => {
    stubApi({
      'GET /api/clients/search': noOwnClients,
      [`GET ${SEARCH}`]: apiError(502, 'We could not reach acme.fr: connection refused'),
    });
    await searchAndShow('acme.fr', true);
    expect(getByRole('alert').textContent).toBe('We could not reach acme.fr: connection refused');
    expect(hasText('Perplexity')).toBe(false);
  });

  it('keeps the spec title for a name search whose research provider failed', async () => {
    stubApi({
      'GET /api/clients/search': noOwnClients,
      [`GET ${SEARCH}`]: apiError(502, 'The web search service did not answer usefully.'),
    });
    await searchAndShow('Żabka', false);
    expect(getByRole('alert').textContent).toBe(
      'Unable to search clients with Perplexity: The web search service did not answer usefully.',
    );
  });

  it('shows advice, not an error, when no research provider is connected for a name search', async () => {
    stubApi({
      'GET /api/clients/search': noOwnClients,
      [`GET ${SEARCH}`]: apiError(503, 'Searching the web by company name needs a research provider.'),
    });
    await searchAndShow('Żabka', false);
    expect(queryAllByRole('alert')).toHaveLength(0);
    expect(getByRole('status').textContent).toContain('needs a research provider');
  });

  it("labels a result read from the company's own website as such", async () => {
    stubApi({
      'GET /api/clients/search': noOwnClients,
      [`GET ${SEARCH}`]: answer(webSearchResponseSchema, { data: [zabka], meta: { provider: 'website' } }),
    });
    await searchAndShow('zabka.pl', true);
    expect(getByRole('group', 'Read from its website')).toBeTruthy();
    expect(hasText('Found on the web')).toBe(false);
  });

  it('labels research results as found on the web', async () => {
    stubApi({
      'GET /api/clients/search': noOwnClients,
      [`GET ${SEARCH}`]: answer(webSearchResponseSchema, {
        data: [zabka],
        meta: { provider: 'perplexity' },
      }),
    });
    await searchAndShow('Żabka', false);
    expect(getByRole('group', 'Found on the web')).toBeTruthy();
  });
});
