import {
  classificationCorrectionBodySchema,
  savedClassificationResponseSchema,
  sectorChoicesResponseSchema,
  type ClassificationCorrection,
  type ClassificationCorrectionUpdate,
} from '@impact/contracts';
import { NACE_REV21_DIVISIONS, NACE_REV21_GROUPS, naceCode } from '@impact/knowledge';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { clients } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { bearerAuth, errorResponses } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { classificationCorrectionsOf } from '../assessment/knowledge-sections/classification.js';
import { findRun, runView } from '../assessment/pipeline/run-store.js';
import type { AssessmentStepId } from '../assessment/pipeline/step-catalogue.js';
import { authorizeClient, findClient } from '../../authz/clients.js';

/**
 * The steps whose sections rest on the classification: the business model shows it, materiality
 * screens the sector's topics, and the rules decide regulations, policies and frameworks by sector and
 * customers. Nothing else reads it, so nothing else is re-run.
 */
export const CLASSIFICATION_DEPENDENT_STEPS = [
  'businessModel',
  'impactStrategy',
  'sustainabilityRegulations',
  'upcomingPolicies',
  'reportingFrameworks',
] as const satisfies readonly AssessmentStepId[];

const clientParams = z.object({
  id: z.string().trim().max(64, 'The client id is too long').describe("The client's id or documentId"),
});

/** The sector picker's choices: divisions and their groups, in code order. */
function sectorChoices() {
  const codes = [...Object.keys(NACE_REV21_DIVISIONS), ...Object.keys(NACE_REV21_GROUPS)].toSorted();
  return codes.flatMap((code) => {
    const [division, digit] = code.split('.');
    const nace = naceCode(division!, digit ? code : undefined);
    return nace ? [{ code, section: nace.section, label: nace.label }] : [];
  });
}

/** The corrections after an update: a value replaces, null removes, an absent key keeps. */
function mergeCorrections(
  stored: ClassificationCorrection,
  update: ClassificationCorrectionUpdate,
): ClassificationCorrection {
  const merged: ClassificationCorrection = { ...stored };
  if (update.sector === null) delete merged.sector;
  else if (update.sector !== undefined) {
    const [division, digit] = update.sector.split('.');
    const nace = naceCode(division!, digit ? update.sector : undefined);
    if (!nace || (digit && nace.group !== update.sector)) {
      throw badRequest(`NACE Rev. 2.1 has no sector ${update.sector}`, {
        errors: [{ path: 'classification.sector', message: `NACE Rev. 2.1 has no sector ${update.sector}` }],
      });
    }
    merged.sector = { division: nace.division, ...(nace.group ? { group: nace.group } : {}) };
  }
  for (const key of ['customerModel', 'productionModel'] as const) {
    const value = update[key];
    if (value === null) delete merged[key];
    else if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  }
  return merged;
}

export const classificationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db, assessments } = context;
  const choices = sectorChoices();

  app.get(
    '/classification/sectors',
    {
      schema: {
        tags: ['clients'],
        summary: 'The NACE Rev. 2.1 divisions and groups a sector can be corrected to',
        security: bearerAuth,
        response: { 200: sectorChoicesResponseSchema, ...errorResponses },
      },
    },
    async () => ({ data: choices }),
  );

  app.put(
    '/clients/:id/classification',
    {
      schema: {
        tags: ['clients'],
        summary:
          "Correct the client's sector, customer model or production model, and re-run what rests on them",
        description:
          'Stores the correction (null removes one), then starts a run of the sections that read the classification: business model, impact strategy, sustainability regulations, upcoming policies and reporting frameworks. 409 while an assessment is running (nothing is stored).',
        security: bearerAuth,
        params: clientParams,
        body: classificationCorrectionBodySchema,
        response: { 202: savedClassificationResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { id } = request.params;
      // Read scope, then the write check: a sample answers read-only, another organization's not found.
      const client = authorizeClient('write', await findClient(db, user.id, 'read', id));
      const corrected = mergeCorrections(classificationCorrectionsOf(client), request.body.classification);
      // Stored in the run's own transaction: a start refused (409 for a run that began meanwhile, 429
      // for a spent run budget) keeps nothing, so no section rests on a correction it never re-decided.
      const started = await assessments.startRun({
        clientId: client.id,
        trigger: 'correction',
        requestedBy: user.id,
        steps: [...CLASSIFICATION_DEPENDENT_STEPS],
        alongside: async (tx) => {
          await tx
            .update(clients)
            .set({ classificationCorrections: corrected, updatedAt: new Date() })
            .where(eq(clients.id, client.id));
        },
      });
      reply.code(202);
      return {
        data: { classification: corrected, run: await runView(db, (await findRun(db, String(started.id)))!) },
      };
    },
  );
};
