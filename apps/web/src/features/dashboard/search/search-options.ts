import type { ClientSummary, WebSearchResult } from '@impact/contracts';
import { domainOf } from './is-domain-query';

/** One row of the search dropdown: an organization's own client, or a company found on the web. */
export type SearchOption =
  | { kind: 'own'; key: string; company: ClientSummary }
  | { kind: 'web'; key: string; company: WebSearchResult };

/** What both kinds share, which is all a row or the enrichment needs. */
export type FoundCompany = SearchOption['company'];

const domainKey = (company: Pick<FoundCompany, 'Domain' | 'WebsiteUrl'>) =>
  domainOf(company.Domain) ?? domainOf(company.WebsiteUrl);
const nameKey = (company: Pick<FoundCompany, 'Name'>) => company.Name.trim().toLowerCase();

/**
 * Web results that are not already among the organization's clients, nor repeat an earlier web
 * result. They are compared by domain; a result without one is compared by name.
 */
export function newWebResults(own: ClientSummary[], web: WebSearchResult[]): WebSearchResult[] {
  const seenDomains = new Set(own.map(domainKey).filter((domain) => domain !== null));
  const seenNames = new Set(own.map(nameKey));
  const fresh: WebSearchResult[] = [];
  for (const result of web) {
    const domain = domainKey(result);
    if (domain ? seenDomains.has(domain) : seenNames.has(nameKey(result))) continue;
    if (domain) seenDomains.add(domain);
    else seenNames.add(nameKey(result));
    fresh.push(result);
  }
  return fresh;
}

/** The dropdown's rows: own clients first (they are existing clients), then new web results. */
export function toSearchOptions(own: ClientSummary[], web: WebSearchResult[]): SearchOption[] {
  return [
    ...own.map((company): SearchOption => ({ kind: 'own', key: `own-${company.id}`, company })),
    ...newWebResults(own, web).map((company, index): SearchOption => ({
      kind: 'web',
      key: `web-${domainKey(company) ?? nameKey(company)}-${index}`,
      company,
    })),
  ];
}

/**
 * Spec 01 §2: a result with company info is an existing client and is selected, not enriched. An
 * organization's own client counts as existing even before its profile was filled in, since
 * creating it again would only meet 'already exists'.
 */
export const isExistingClient = (option: SearchOption): boolean =>
  option.kind === 'own' || Boolean(option.company.CompanyInfo);
