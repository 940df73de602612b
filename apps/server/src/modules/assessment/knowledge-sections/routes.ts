import type { Provenance, SectionData, SectionKey } from '@impact/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/client.js';
import { AppError, forbidden, notFound } from '../../../lib/errors.js';
import { bearerAuth, errorResponses } from '../../../lib/route-schemas.js';
import { requireUser, type AuthUser } from '../../../plugins/auth.js';
import { findReadableClient } from '../../clients/access.js';
import { latestSections } from '../../clients/client-view.js';
import { saveSection } from '../../clients/sections.js';
import {
  evidenceProvenance,
  reportedMetricsFromPages,
  voluntaryCodesFromPages,
  websitePagesOf,
} from './evidence.js';
import {
  KNOWLEDGE_PROVENANCE,
  companyOf,
  impactStrategySections,
  regulationsSection,
  reportingFrameworksSection,
  upcomingPoliciesSection,
} from './compute.js';

const clientIdSchema = z.union([
  z.number().int().positive(),
  z.string().min(1, 'clientId is required').max(64, 'clientId is too long'),
]);
const generationBody = z.object({
  clientId: clientIdSchema,
  forceRefresh: z.boolean({ message: 'forceRefresh must be true or false' }).default(false),
});
const generationAnswer = z.object({ success: z.literal(true), data: z.unknown() });

type Computed = Partial<Record<SectionKey, unknown>>;

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The shared behaviour of the per-section endpoints (spec 02 §7): forceRefresh false answers the
 * stored section, generating it only when missing; true regenerates, and only an Admin may (spec 02 §6).
 * Samples are read-only. An unexpected failure answers the spec's message for that section.
 */
async function generateOrRead(options: {
  db: Database;
  log: FastifyBaseLogger;
  user: AuthUser;
  clientId: string | number;
  forceRefresh: boolean;
  keys: SectionKey[];
  compute: (
    client: NonNullable<Awaited<ReturnType<typeof findReadableClient>>>,
  ) => Computed | Promise<Computed>;
  /** The provenance stored with the result (rule by default). */
  provenance?: (computed: Computed) => Provenance;
  failureMessage: string;
}): Promise<Computed> {
  const { db, user, keys } = options;
  const client = await findReadableClient(db, user.id, options.clientId);
  if (!client) throw notFound('Client not found');
  if (options.forceRefresh && user.roleType !== 'admin') {
    throw forbidden('Only an Admin can refresh a generated section');
  }
  const existing = (await latestSections(db, [client.id])).get(client.id) ?? {};
  if (!options.forceRefresh && keys.every((key) => existing[key])) {
    return Object.fromEntries(keys.map((key) => [key, existing[key]!.data]));
  }
  if (client.organizationId === null) throw forbidden('Sample profiles are read-only');
  try {
    const computed = await options.compute(client);
    const provenance = options.provenance?.(computed) ?? KNOWLEDGE_PROVENANCE;
    for (const key of keys) await saveSection(db, client.id, key, computed[key], provenance);
    return computed;
  } catch (error) {
    // Clear answers (no website, the site unreachable) pass through; only the unexpected is masked.
    if (error instanceof AppError) throw error;
    options.log.error({ err: error, clientId: client.id, keys }, 'section generation failed');
    throw new AppError(500, 'GenerationError', options.failureMessage);
  }
}

export const knowledgeSectionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;
  const single = (
    path: string,
    key: SectionKey,
    compute: (client: Parameters<typeof companyOf>[0]) => unknown,
    failure: string,
    summary: string,
  ) =>
    app.post(
      path,
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['assessment'],
          summary,
          security: bearerAuth,
          body: generationBody,
          response: { 200: generationAnswer, ...errorResponses },
        },
      },
      async (request) => {
        const result = await generateOrRead({
          db,
          log: request.log,
          user: requireUser(request),
          clientId: request.body.clientId,
          forceRefresh: request.body.forceRefresh,
          keys: [key],
          compute: (client) => ({ [key]: compute(client) }),
          failureMessage: failure,
        });
        return { success: true as const, data: result[key] };
      },
    );

  single(
    '/clients/sustainability-regulations',
    'SustainabilityRegulations',
    (client) => regulationsSection(companyOf(client), today()),
    'Failed to generate sustainability regulations data',
    'Regulations that apply to the client, decided by the knowledge base’s rules',
  );
  single(
    '/clients/upcoming-policies',
    'UpcomingPolicies',
    (client) => upcomingPoliciesSection(companyOf(client), today()),
    'Failed to generate upcoming policies data',
    'Upcoming policies with their relevance for the client',
  );
  single(
    '/clients/reporting-frameworks',
    'ReportingFrameworks',
    (client) => reportingFrameworksSection(companyOf(client), today()),
    'Failed to generate reporting frameworks data',
    'Reporting frameworks scored for the client',
  );

  app.post(
    '/clients/generate-impact-strategy',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['assessment'],
        summary: 'Focus areas and impact topics from ESRS materiality for the client’s sector',
        security: bearerAuth,
        body: z.object({ clientId: clientIdSchema, forceRefresh: z.boolean().optional() }),
        response: { 200: generationAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const user = requireUser(request);
      // The spec's refresh control sends only clientId: for an Admin that means regenerate; for anyone
      // else it answers what exists (generating it when missing).
      const forceRefresh = request.body.forceRefresh ?? user.roleType === 'admin';
      const data = await generateOrRead({
        db,
        log: request.log,
        user,
        clientId: request.body.clientId,
        forceRefresh,
        keys: ['FocusAreas', 'ImpactTopics'],
        compute: (client) => impactStrategySections(companyOf(client)),
        failureMessage: 'Failed to generate impact strategy data',
      });
      return { success: true as const, data };
    },
  );

  // Evidence sections: only what the company's own pages state, each item with its page (spec: nothing
  // without a source). The pages are the stored WebsiteContext, read first when missing.
  const evidence = (
    path: string,
    key: 'VoluntaryCodesAdopted' | 'ReportedMetrics',
    fromPages: (website: SectionData<'WebsiteContext'>) => unknown,
    failure: string,
    summary: string,
  ) =>
    app.post(
      path,
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['assessment'],
          summary,
          security: bearerAuth,
          body: generationBody,
          response: { 200: generationAnswer, ...errorResponses, 502: errorResponses[400] },
        },
      },
      async (request) => {
        let website: SectionData<'WebsiteContext'> | undefined;
        const result = await generateOrRead({
          db,
          log: request.log,
          user: requireUser(request),
          clientId: request.body.clientId,
          forceRefresh: request.body.forceRefresh,
          keys: [key],
          compute: async (client) => {
            website = await websitePagesOf(context, client, request.log);
            return { [key]: fromPages(website) };
          },
          provenance: () => evidenceProvenance(website!),
          failureMessage: failure,
        });
        return { success: true as const, data: result[key] };
      },
    );

  evidence(
    '/clients/voluntary-codes',
    'VoluntaryCodesAdopted',
    voluntaryCodesFromPages,
    'Failed to generate voluntary codes data',
    'Voluntary codes and certifications the company’s own pages state as adopted',
  );
  evidence(
    '/clients/reported-metrics',
    'ReportedMetrics',
    reportedMetricsFromPages,
    'Failed to generate reported metrics data',
    'Metrics the company’s own pages report, each with its year and page',
  );
};
