import { websiteScrapeResponseSchema } from '@impact/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { badRequest, notFound } from '../../../lib/errors.js';
import { bearerAuth, errorResponses } from '../../../lib/route-schemas.js';
import { requireUser } from '../../../plugins/auth.js';
import { findClient } from '../../../authz/clients.js';
import { PROVIDER_RATE_LIMITS } from '../../rate-limit/provider-limits.js';
import { consumeRateLimit } from '../../rate-limit/rate-limit.js';

export const CLIENT_NOT_FOUND = 'Client not found';
export const CLIENT_MISSING_WEBSITE = "Client missing website: add the company's website to the client first";

/** The Library's 'Repeat Website Scrape' (spec 02 §2 and §7). */
export const websiteScrapeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;
  app.post(
    '/agent/website-scrape/:id',
    {
      schema: {
        tags: ['assessment'],
        summary:
          "Read the client's website again (robots.txt, sitemap, relevant pages) and store a new Website Context",
        security: bearerAuth,
        params: z.object({
          id: z.string().trim().min(1).max(64, 'The client id is too long'),
        }),
        response: {
          200: websiteScrapeResponseSchema,
          ...errorResponses,
          502: errorResponses[400],
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const client = await findClient(db, user.id, 'write', request.params.id);
      if (!client) throw notFound(CLIENT_NOT_FOUND);
      if (!client.websiteUrl?.trim()) throw badRequest(CLIENT_MISSING_WEBSITE);
      await consumeRateLimit(db, PROVIDER_RATE_LIMITS.websiteScrapes, `user:${user.id}`);
      // Loaded on first use, as in the assessment's website step.
      const { scrapeCompanyWebsite } = await import('./scrape-website.js');
      const { data } = await scrapeCompanyWebsite({ ...context, log: request.log }, client.websiteUrl, {
        clientId: client.id,
      });
      return { success: true as const, data };
    },
  );
};
