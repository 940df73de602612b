import type { EnrichmentProfile } from '@impact/contracts';
import { apiClient } from '../../../lib/api-client';
import type { FoundCompany } from '../search/search-options';
import { searchWeb } from './search-companies';

/**
 * POST /agent/company-enrichment: what the company's website (and a model, if configured) says. The
 * server takes the site as typed, so the website a search reported is sent whole when there is one:
 * its scheme and port matter to sites that are not at https://<domain>/.
 */
export async function enrichWebsite(website: string): Promise<EnrichmentProfile> {
  const answer = await apiClient.post('/agent/company-enrichment', (c) => c.enrichmentResponseSchema, {
    domain: website,
  });
  // Production does not check answers (docs/decisions/003): the spec's failure stays for a bad one.
  if (!answer.data) throw new Error('Failed to enrich company');
  return answer.data;
}

const websiteOf = (company: Pick<FoundCompany, 'WebsiteUrl' | 'Domain'>) =>
  company.WebsiteUrl?.trim() || company.Domain?.trim() || null;

/**
 * Enrich-by-search (spec 01 §7): for a result without a website or domain, the first web result for
 * its name supplies one; no result, or none with a website, means the company cannot be found.
 */
async function findWebsiteByName(name: string): Promise<string> {
  const { data } = await searchWeb(name, false);
  const website = data?.[0] ? websiteOf(data[0]) : null;
  if (!website) throw new Error('Company not found');
  return website;
}

export async function enrichCompany(company: FoundCompany): Promise<EnrichmentProfile> {
  return enrichWebsite(websiteOf(company) ?? (await findWebsiteByName(company.Name)));
}
