import type { ClientSummary, WebSearchResult } from '@impact/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiClient } from '../../../lib/api-client';
import { pagePath } from '../../../lib/pages';

export interface SubmittedSearch {
  query: string;
  isDomain: boolean;
}

export type WebSearchProblem = 'guidance' | 'website' | 'provider';

export interface CompanySearch {
  own: ClientSummary[];
  web: WebSearchResult[];
  /** Why the organization's own clients could not be searched, or null. */
  ownError: string | null;
  /**
   * Why the web could not be searched, or null, and whose problem it is: 'guidance' when a name search
   * needs a research provider that is not connected (503: advice, not a failure); 'website' when the
   * website typed could not be read; 'provider' when the research provider failed a name search.
   */
  webError: { message: string; kind: WebSearchProblem } | null;
  /** Where the web results come from: the research provider, or the company's own website. */
  webSource: 'research' | 'website';
}

const messageOf = (reason: unknown): string =>
  reason instanceof Error && reason.message ? reason.message : 'Request failed';

/** The dropdown shows the best few of the organization's own clients. */
export const OWN_RESULTS_SHOWN = 10;

export const searchOwnClients = (query: string) =>
  apiClient.get(
    pagePath(`/clients/search?${new URLSearchParams({ q: query })}`, 1, OWN_RESULTS_SHOWN),
    (c) => c.clientSummaryListResponseSchema,
  );

/** Spec 01 §7: a domain input adds type=domain, so the server reads that site. */
export function searchWeb(query: string, isDomain: boolean) {
  const params = new URLSearchParams({ q: query });
  if (isDomain) params.set('type', 'domain');
  return apiClient.get(`/clients/perplexity-search?${params}`, (c) => c.webSearchResponseSchema);
}

/** Both searches at once; one failing still shows what the other found. Both failing is an error. */
export async function searchCompanies({ query, isDomain }: SubmittedSearch): Promise<CompanySearch> {
  const [own, web] = await Promise.allSettled([searchOwnClients(query), searchWeb(query, isDomain)]);
  const webProblem = (reason: unknown): WebSearchProblem => {
    if (isDomain) return 'website';
    return reason instanceof ApiRequestError && reason.status === 503 ? 'guidance' : 'provider';
  };
  if (own.status === 'rejected' && web.status === 'rejected') throw new Error(messageOf(own.reason));
  return {
    own: own.status === 'fulfilled' ? own.value.data : [],
    web: web.status === 'fulfilled' ? web.value.data : [],
    ownError: own.status === 'rejected' ? messageOf(own.reason) : null,
    webError:
      web.status === 'rejected' ? { message: messageOf(web.reason), kind: webProblem(web.reason) } : null,
    webSource: web.status === 'fulfilled' && web.value.meta.provider === 'website' ? 'website' : 'research',
  };
}

export const COMPANY_SEARCH_KEY = ['company-search'] as const;

export function useCompanySearch(search: SubmittedSearch | null) {
  return useQuery({
    queryKey: [...COMPANY_SEARCH_KEY, search?.query, search?.isDomain],
    queryFn: () => searchCompanies(search!),
    enabled: search !== null,
    // Searching again for the same text within a minute reuses the answer; the web search is slow.
    staleTime: 60_000,
    retry: false,
  });
}
