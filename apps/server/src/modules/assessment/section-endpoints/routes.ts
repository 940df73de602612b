import {
  impactStrategyAnswerSchema,
  initiativeGenerationResponseSchema,
  SECTION_ANSWER_SCHEMAS,
  type SectionKey,
} from '@impact/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { forbidden, notFound } from '../../../lib/errors.js';
import { bearerAuth, errorResponses } from '../../../lib/route-schemas.js';
import { requireUser } from '../../../plugins/auth.js';
import { findClient } from '../../../authz/clients.js';
import { saveGeneratedInitiatives } from '../pipeline/initiative-store.js';
import { executeStep } from '../pipeline/step-executors.js';
import type { AssessmentStepId } from '../pipeline/step-catalogue.js';
import { countGeneration, gatherMissingContexts, generateSection } from './generate-section.js';
import { isOperator } from '../../../authz/operator.js';

const clientIdSchema = z.union([
  z.number().int().positive(),
  z.string().trim().min(1, 'clientId is required').max(64, 'clientId is too long'),
]);
const forceRefreshSchema = z.boolean({ message: 'forceRefresh must be true or false' });
/** Location, business model and stakeholders send the client's website too (spec 02 §7). */
const websiteUrlSchema = z
  .string()
  .trim()
  .max(2048, 'websiteUrl is too long')
  .nullable()
  .optional()
  .describe("The client's website as the page knows it; the stored client record is what is read");
const responses = <T>(answer: T) => ({ 200: answer, ...errorResponses, 502: errorResponses[400] });
/**
 * generateSection answers the stored data untyped; the route's response schema (the section's own)
 * checks it on the way out, so these types only say what that check guarantees.
 */
type SectionAnswer<K extends SectionKey = SectionKey> = z.output<(typeof SECTION_ANSWER_SCHEMAS)[K]>;
type ImpactStrategyAnswer = z.output<typeof impactStrategyAnswerSchema>;

interface SectionEndpoint {
  path: string;
  step: AssessmentStepId;
  key: SectionKey;
  failure: string;
  summary: string;
  /** 'flag': the body's forceRefresh (default false). 'role': the spec sends none; an Admin regenerates. */
  refresh: 'flag' | 'role';
  websiteUrl?: boolean;
}

/** Spec 02 §7, one row per endpoint; each runs the assessment step of the same name. */
const ENDPOINTS: SectionEndpoint[] = [
  {
    path: '/clients/sustainability-regulations',
    step: 'sustainabilityRegulations',
    key: 'SustainabilityRegulations',
    failure: 'Failed to generate sustainability regulations data',
    summary: 'Regulations that apply to the client, decided by the knowledge base’s rules',
    refresh: 'flag',
  },
  {
    path: '/clients/upcoming-policies',
    step: 'upcomingPolicies',
    key: 'UpcomingPolicies',
    failure: 'Failed to generate upcoming policies data',
    summary: 'Upcoming policies with their relevance for the client',
    refresh: 'flag',
  },
  {
    path: '/clients/reporting-frameworks',
    step: 'reportingFrameworks',
    key: 'ReportingFrameworks',
    failure: 'Failed to generate reporting frameworks data',
    summary: 'Reporting frameworks scored for the client',
    refresh: 'flag',
  },
  {
    path: '/clients/voluntary-codes',
    step: 'voluntaryCodesAdopted',
    key: 'VoluntaryCodesAdopted',
    failure: 'Failed to generate voluntary codes data',
    summary: 'Voluntary codes and certifications the company’s own pages state as adopted',
    refresh: 'flag',
  },
  {
    path: '/clients/reported-metrics',
    step: 'reportedMetrics',
    key: 'ReportedMetrics',
    failure: 'Failed to generate reported metrics data',
    summary: 'Metrics the company’s own pages report, each with its year and page',
    refresh: 'flag',
  },
  {
    path: '/clients/public-perception',
    step: 'publicPerception',
    key: 'PublicPerception',
    failure: 'Failed to generate public perception data',
    summary: 'How media, NGOs and rating agencies see the company, with the credibility score’s terms',
    refresh: 'flag',
  },
  {
    path: '/clients/controversies',
    step: 'controversies',
    key: 'Controversies',
    failure: 'Failed to generate controversies data',
    summary: 'Controversies found in independent coverage, each with its sources',
    refresh: 'role',
  },
  {
    path: '/clients/location-presence',
    step: 'locationPresence',
    key: 'LocationPresence',
    failure: 'Failed to generate location presence data',
    summary: 'Where the company is headquartered and present',
    refresh: 'role',
    websiteUrl: true,
  },
  {
    path: '/clients/business-model-overview',
    step: 'businessModel',
    key: 'BusinessModelOverview',
    failure: 'Failed to generate business model overview data',
    summary: 'How the company makes its money, from its pages and research',
    refresh: 'role',
    websiteUrl: true,
  },
  {
    path: '/clients/research-stakeholders',
    step: 'keyStakeholders',
    key: 'Stakeholders',
    failure: 'Failed to generate stakeholders data',
    summary: 'The company’s stakeholder groups and named members',
    refresh: 'role',
    websiteUrl: true,
  },
];

export const sectionEndpointRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  for (const endpoint of ENDPOINTS) {
    const body = z.object({
      clientId: clientIdSchema,
      forceRefresh:
        endpoint.refresh === 'flag' ? forceRefreshSchema.default(false) : forceRefreshSchema.optional(),
      ...(endpoint.websiteUrl ? { websiteUrl: websiteUrlSchema } : {}),
    });
    app.post(
      endpoint.path,
      {
        schema: {
          tags: ['assessment'],
          summary: endpoint.summary,
          security: bearerAuth,
          body,
          response: responses(SECTION_ANSWER_SCHEMAS[endpoint.key]),
        },
      },
      async (request) => {
        const user = requireUser(request);
        const result = await generateSection(context, {
          user,
          clientId: request.body.clientId,
          // Without the flag, an Admin's refresh control regenerates; anyone else reads (or fills a gap).
          forceRefresh: request.body.forceRefresh ?? isOperator(user),
          step: endpoint.step,
          keys: [endpoint.key],
          failureMessage: endpoint.failure,
          log: request.log,
        });
        return { success: true as const, data: result[endpoint.key] } as SectionAnswer;
      },
    );
  }

  app.post(
    '/clients/generate-impact-strategy',
    {
      schema: {
        tags: ['assessment'],
        summary: 'Focus areas and impact topics from ESRS materiality for the client’s sector',
        security: bearerAuth,
        body: z.object({ clientId: clientIdSchema, forceRefresh: forceRefreshSchema.optional() }),
        response: responses(impactStrategyAnswerSchema),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const data = await generateSection(context, {
        user,
        clientId: request.body.clientId,
        forceRefresh: request.body.forceRefresh ?? isOperator(user),
        step: 'impactStrategy',
        keys: ['FocusAreas', 'ImpactTopics'],
        failureMessage: 'Failed to generate impact strategy data',
        log: request.log,
      });
      return { success: true as const, data } as ImpactStrategyAnswer;
    },
  );

  // The regulations refresh by path (spec 02 §7: POST /clients/{id}/sustainability-regulations).
  app.post(
    '/clients/:id/sustainability-regulations',
    {
      schema: {
        tags: ['assessment'],
        summary: 'Regulations that apply to the client, by the client id in the path',
        security: bearerAuth,
        params: z.object({ id: clientIdSchema }),
        body: z.object({ forceRefresh: forceRefreshSchema.default(false) }).default({ forceRefresh: false }),
        response: responses(SECTION_ANSWER_SCHEMAS.SustainabilityRegulations),
      },
    },
    async (request) => {
      const result = await generateSection(context, {
        user: requireUser(request),
        clientId: request.params.id,
        forceRefresh: request.body.forceRefresh,
        step: 'sustainabilityRegulations',
        keys: ['SustainabilityRegulations'],
        failureMessage: 'Failed to generate sustainability regulations data',
        log: request.log,
      });
      return {
        success: true as const,
        data: result.SustainabilityRegulations,
      } as SectionAnswer<'SustainabilityRegulations'>;
    },
  );

  app.post(
    '/initiatives/generate/:id',
    {
      schema: {
        tags: ['initiatives'],
        summary:
          "Find the company's initiatives in its pages and research; adds those not already listed (by normalised title)",
        security: bearerAuth,
        params: z.object({ id: clientIdSchema }),
        response: responses(initiativeGenerationResponseSchema),
      },
    },
    async (request) => {
      const user = requireUser(request);
      const client = await findClient(context.db, user.id, 'read', request.params.id);
      if (!client) throw notFound('Client not found');
      if (client.organizationId === null) throw forbidden('Sample profiles are read-only');
      await countGeneration(context, user);
      await gatherMissingContexts(context, client, 'companyInitiatives', request.log);
      const output = await executeStep({ ...context, log: request.log }, client, 'companyInitiatives');
      const findings = output.initiatives?.findings ?? [];
      const added = await context.db.transaction((tx) =>
        saveGeneratedInitiatives(tx, client.id, findings, output.initiatives!.provenance),
      );
      return { success: true as const, data: { found: findings.length, added } };
    },
  );
};
