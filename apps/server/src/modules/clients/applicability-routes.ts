import {
  SECTION_DATA_SCHEMAS,
  applicabilityFactsBodySchema,
  applicabilityFactsResponseSchema,
  savedApplicabilityFactsResponseSchema,
  type ApplicabilityFactAnswers,
  type ApplicabilityFactsUpdate,
} from '@impact/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { clients } from '../../db/schema.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { bearerAuth, errorResponses } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { storedApplicabilityAnswers } from '../assessment/knowledge-sections/compute.js';
import { executeStep, writeStepOutput, type StepOutput } from '../assessment/pipeline/step-executors.js';
import type { AssessmentStepId } from '../assessment/pipeline/step-catalogue.js';
import { findClient } from '../../authz/clients.js';

const CLIENT_NOT_FOUND = 'Client not found';

/** The steps whose verdicts rest on the applicability facts: rules only, no model, no network. */
const RULE_STEPS = [
  'sustainabilityRegulations',
  'upcomingPolicies',
  'reportingFrameworks',
] as const satisfies readonly AssessmentStepId[];

const clientParams = z.object({
  // Any text: whatever names no client the user may see is answered 'Client not found'.
  id: z.string().trim().max(64, 'The client id is too long').describe("The client's id or documentId"),
});

/**
 * The answers after a change: a value replaces the fact, null removes it, an absent key keeps it. Goods
 * are kept once each, in the order given.
 */
export function mergeApplicabilityFacts(
  stored: ApplicabilityFactAnswers,
  update: ApplicabilityFactsUpdate,
): ApplicabilityFactAnswers {
  const merged: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(update)) {
    if (value === undefined) continue;
    if (value === null) delete merged[key];
    else merged[key] = Array.isArray(value) ? [...new Set(value)] : value;
  }
  return merged as ApplicabilityFactAnswers;
}

export const applicabilityRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;

  app.get(
    '/clients/:id/applicability-facts',
    {
      schema: {
        tags: ['clients'],
        summary: "The consultant's answers to the knowledge base's applicability questions",
        security: bearerAuth,
        params: clientParams,
        response: { 200: applicabilityFactsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const client = await findClient(db, requireUser(request).id, 'read', request.params.id);
      if (!client) throw notFound(CLIENT_NOT_FOUND);
      return { data: { facts: storedApplicabilityAnswers(client.applicabilityFacts) } };
    },
  );

  app.put(
    '/clients/:id/applicability-facts',
    {
      schema: {
        tags: ['clients'],
        summary: 'Answer applicability questions and re-run the verdicts that rest on them',
        description:
          'Merges the answers into the stored ones (null removes an answer), then re-runs the rule-decided sections (sustainability regulations, upcoming policies, reporting frameworks) and stores their new versions.',
        security: bearerAuth,
        params: clientParams,
        body: applicabilityFactsBodySchema,
        response: { 200: savedApplicabilityFactsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      const readable = await findClient(db, user.id, 'read', id);
      if (!readable) throw notFound(CLIENT_NOT_FOUND);
      if (readable.organizationId === null) throw forbidden('Sample profiles are read-only');
      const client = await findClient(db, user.id, 'write', id);
      if (!client) throw notFound(CLIENT_NOT_FOUND);

      const facts = mergeApplicabilityFacts(
        storedApplicabilityAnswers(client.applicabilityFacts),
        request.body.facts,
      );
      const updated = { ...client, applicabilityFacts: facts };
      // Computed before the transaction (the steps read the stored contexts); only the writes are in it.
      const deps = { ...context, log: request.log };
      const outputs: StepOutput[] = [];
      for (const step of RULE_STEPS) outputs.push(await executeStep(deps, updated, step));
      await db.transaction(async (tx) => {
        await tx
          .update(clients)
          .set({ applicabilityFacts: facts, updatedAt: new Date() })
          .where(eq(clients.id, client.id));
        for (const output of outputs) await writeStepOutput(tx, client.id, output);
      });

      const regulations = outputs
        .flatMap((output) => output.sections)
        .find((section) => section.key === 'SustainabilityRegulations');
      return {
        data: {
          facts,
          SustainabilityRegulations: SECTION_DATA_SCHEMAS.SustainabilityRegulations.parse(
            regulations?.data ?? [],
          ),
        },
      };
    },
  );
};
