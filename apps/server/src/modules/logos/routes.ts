import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { clients, logos } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { fetchOptions } from '../enrichment/website-reader.js';
import { findLogo } from './find-logo.js';

const FOUND_FOR = sql`interval '7 days'`;
const MISSING_FOR = sql`interval '1 day'`;

/**
 * GET /api/logos/:domain — a client's logo, found on its own website and cached. Only domains of
 * clients we hold are fetched, so the endpoint cannot be used to make the server fetch arbitrary
 * sites. The image is served from our origin under a CSP that forbids any script (an SVG could hold one).
 */
export const logoRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  app.get(
    '/logos/:domain',
    {
      schema: {
        tags: ['clients'],
        summary: "A client's logo from its website (404 when none: show the first letter instead)",
        params: z.object({
          domain: z
            .string()
            .max(253)
            .regex(/^[a-z0-9.-]+$/i, 'Not a domain'),
        }),
      },
    },
    async (request, reply) => {
      const domain = request.params.domain.toLowerCase();
      const [cached] = await db
        .select()
        .from(logos)
        .where(
          and(
            eq(logos.domain, domain),
            gt(
              logos.fetchedAt,
              sql`now() - CASE WHEN ${logos.image} IS NULL THEN ${MISSING_FOR} ELSE ${FOUND_FOR} END`,
            ),
          ),
        );
      let logo = cached;
      if (!logo) {
        const [client] = await db
          .select({ websiteUrl: clients.websiteUrl })
          .from(clients)
          .where(and(eq(clients.domain, domain), isNotNull(clients.websiteUrl)))
          .orderBy(desc(clients.updatedAt))
          .limit(1);
        if (!client?.websiteUrl) throw notFound('No logo for this domain');
        const found = await findLogo(client.websiteUrl, fetchOptions(config)).catch(() => undefined);
        const values = {
          domain,
          contentType: found?.contentType ?? null,
          image: found?.image ?? null,
          sourceUrl: found?.sourceUrl ?? null,
          fetchedAt: new Date(),
        };
        [logo] = await db
          .insert(logos)
          .values(values)
          .onConflictDoUpdate({ target: logos.domain, set: values })
          .returning();
      }
      if (!logo?.image || !logo.contentType) throw notFound('No logo for this domain');
      return reply
        .header('content-type', logo.contentType)
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .send(logo.image);
    },
  );
};
