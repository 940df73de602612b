import { enrichmentBodySchema, enrichmentResponseSchema, webSearchResponseSchema } from '@impact/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { bearerAuth, errorResponses } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { domainOf } from '../clients/domain.js';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.js';
import { logoOfPage } from '../logos/client-logo.js';
import type { FetchedPage } from './enrich-company.js';
import { readJsonLdOrganization } from './json-ld.js';
import { nameFromTitle, readPageFacts } from './page-facts.js';
import { createModelReader } from './model-reader.js';
import { searchCompaniesOnTheWeb } from './web-search.js';
import { asUnreachableWebsite, createPageFetcher, fetchOptions, homePageOf } from './website-reader.js';

/** Each enrichment or web search fetches other people's websites on the user's behalf: keep it humane. */
const WEBSITE_READS: RateLimitRule = {
  name: 'website-reads',
  limit: 30,
  windowSeconds: 10 * 60,
  message: 'Too many company look-ups.',
};

const today = () => new Date().toISOString().slice(0, 10);

const NAME_SEARCH_NEEDS_PROVIDER =
  "Searching the web by company name needs a research provider. Enter the company's website instead.";

export const enrichmentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config, providers }) => {
  const fetchPage = createPageFetcher(config);
  const readWithModel = providers.model.configured ? createModelReader(providers.model) : undefined;
  const logoDeps = { db, fetchOptions: fetchOptions(config) };

  app.post(
    '/agent/company-enrichment',
    {
      schema: {
        tags: ['clients'],
        summary: 'Build a company profile from its own website (and a model, when configured)',
        security: bearerAuth,
        body: enrichmentBodySchema,
        response: {
          200: enrichmentResponseSchema,
          ...errorResponses,
          502: errorResponses[400],
        },
      },
    },
    async (request) => {
      await consumeRateLimit(db, WEBSITE_READS, `user:${requireUser(request).id}`);
      const website = homePageOf(request.body.domain);
      const findLogo = (home: FetchedPage) => logoOfPage(logoDeps, home);
      // The enrichment and its HTML parser load on first use: an idle server never reads a website
      // (docs/decisions/010-embedded-memory.md).
      const { enrichCompany } = await import('./enrich-company.js');
      return { data: await enrichCompany(website, { fetchPage, today, readWithModel, findLogo }) };
    },
  );

  app.get(
    '/clients/perplexity-search',
    {
      schema: {
        tags: ['clients'],
        summary: 'Find companies on the web: by name through the research provider, or by reading a website',
        security: bearerAuth,
        querystring: z.object({
          q: z
            .string()
            .trim()
            .min(1, 'Enter a company website or name')
            .max(200, 'The search text is too long'),
          type: z.enum(['domain']).optional(),
        }),
        response: {
          200: webSearchResponseSchema,
          ...errorResponses,
          502: errorResponses[400],
          503: errorResponses[400],
        },
      },
    },
    async (request) => {
      const { q, type } = request.query;
      await consumeRateLimit(db, WEBSITE_READS, `user:${requireUser(request).id}`);
      if (type !== 'domain') {
        if (!providers.research.configured) {
          throw new AppError(503, 'ProviderNotConfiguredError', NAME_SEARCH_NEEDS_PROVIDER);
        }
        try {
          const data = await searchCompaniesOnTheWeb(providers.research, q);
          return { data, meta: { provider: providers.research.provider } };
        } catch (error) {
          request.log.error({ err: error }, 'web search failed');
          throw new AppError(
            502,
            'ResearchUnavailableError',
            'The web search service did not answer usefully. Try again, or enter the website.',
          );
        }
      }
      const homePage = homePageOf(q);
      const page = await fetchPage(homePage).catch((error: unknown) => {
        throw asUnreachableWebsite(homePage, error);
      });
      const { load } = await import('cheerio');
      const $ = load(page.html);
      const ld = readJsonLdOrganization($);
      const facts = readPageFacts($);
      const domain = domainOf(page.url);
      const name = ld?.name ?? facts.siteName ?? nameFromTitle(facts.title, facts.brands) ?? domain ?? q;
      return {
        data: [
          {
            Name: name,
            Domain: domain,
            WebsiteUrl: page.url,
            Industry: ld?.industry ?? null,
            EmployeeCount: null,
            Headquarters: ld?.headquarters ?? null,
            CompanyInfo: null,
            LogoUrl: await logoOfPage(logoDeps, page),
          },
        ],
        meta: { provider: 'website' },
      };
    },
  );
};
