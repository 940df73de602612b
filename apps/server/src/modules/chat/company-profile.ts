import type { ClientProfileField, EnrichmentProfile, FieldOrigin } from '@impact/contracts';
import type { AppContext } from '../../context.js';
import { domainOf, websiteUrlOf } from '../clients/domain.js';
import { createModelReader } from '../enrichment/model-reader.js';
import { createPageFetcher, fetchOptions, homePageOf } from '../enrichment/website-reader.js';
import { logoOfPage } from '../logos/client-logo.js';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.js';
import type { FoundProfile } from './session-state.js';

/**
 * After step-0 the onboarding reads the company's website with the same enrichment as the dashboard
 * (POST /api/agent/company-enrichment), within a time budget so the chat reply is never held for long.
 */

/** The dashboard's look-up limit, under the same name: chat and dashboard look-ups count together. */
const WEBSITE_READS: RateLimitRule = {
  name: 'website-reads',
  limit: 30,
  windowSeconds: 10 * 60,
  message: 'Too many company look-ups.',
};

export const ENRICHMENT_BUDGET_MS = 12_000;

/** Only the website is known: the card says so and the summary starts empty. */
export function websiteOnlyProfile(website: string, note: string): FoundProfile {
  const domain = domainOf(websiteUrlOf(website));
  return {
    fields: {
      Name: null,
      Industry: null,
      Headquarters: null,
      EmployeeCount: null,
      Revenue: null,
      FoundedYear: null,
      CompanyInfo: null,
    },
    WebsiteUrl: websiteUrlOf(website),
    Domain: domain,
    logoUrl: null,
    found: false,
    notes: [note],
    FieldOrigins: {},
  };
}

export function toFoundProfile(profile: EnrichmentProfile): FoundProfile {
  const origins = profile.FieldOrigins as Partial<Record<ClientProfileField, FieldOrigin>>;
  return {
    fields: {
      Name: profile.Name,
      Industry: profile.Industry,
      Headquarters: profile.Headquarters,
      EmployeeCount: profile.EmployeeCount,
      Revenue: profile.Revenue,
      FoundedYear: profile.FoundedYear,
      CompanyInfo: profile.CompanyInfo,
    },
    WebsiteUrl: profile.WebsiteUrl,
    Domain: profile.Domain,
    logoUrl: profile.LogoUrl,
    found: Object.keys(origins).length > 0,
    notes: profile.notes,
    FieldOrigins: origins,
  };
}

/** What the website says about the company; never throws: a failure leaves only the website known. */
export async function findCompanyProfile(
  context: Pick<AppContext, 'db' | 'config' | 'providers'>,
  userId: number,
  website: string,
  budgetMs = ENRICHMENT_BUDGET_MS,
): Promise<FoundProfile> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await consumeRateLimit(context.db, WEBSITE_READS, `user:${userId}`);
    const readWithModel = context.providers.model.configured
      ? createModelReader(context.providers.model)
      : undefined;
    const logoDeps = { db: context.db, fetchOptions: fetchOptions(context.config) };
    // The enrichment's HTML reader loads on first use, not at start.
    const { enrichCompany } = await import('../enrichment/enrich-company.js');
    const enrichment = enrichCompany(homePageOf(website), {
      fetchPage: createPageFetcher(context.config),
      findLogo: (home) => logoOfPage(logoDeps, home),
      today: () => new Date().toISOString().slice(0, 10),
      readWithModel,
    });
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`The website did not answer within ${Math.round(budgetMs / 1000)} seconds.`)),
        budgetMs,
      );
    });
    return toFoundProfile(await Promise.race([enrichment, timeout]));
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'The website could not be read.';
    return websiteOnlyProfile(website, `Only the website is known: ${reason}`);
  } finally {
    clearTimeout(timer);
  }
}
