import {
  assessmentRunResponseSchema,
  latestAssessmentRunResponseSchema,
  recoveryResponseSchema,
} from '@impact/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { AppError, forbidden, notFound } from '../../../lib/errors.js';
import { bearerAuth, errorResponses } from '../../../lib/route-schemas.js';
import { requireUser, type AuthUser } from '../../../plugins/auth.js';
import { findClient } from '../../../authz/clients.js';
import { clientCompleteness } from '../completeness/client-completeness.js';
import { ALREADY_RUNNING } from './assessment-pipeline.js';
import { OpenStreams } from './event-stream.js';
import { streamClientEvents, streamRunEvents } from './progress-stream.js';
import { findRun, latestRunOf, runView, runningRunOf, type RunView } from './run-store.js';
import { ASSESSMENT_STEP_IDS, orderedSteps, stepOfCompleteness } from './step-catalogue.js';

export const NO_MISSING_STEPS = 'No missing steps to recover';
export { ALREADY_RUNNING };

const clientParams = z.object({ id: z.string().trim().min(1).max(64, 'The client id is too long') });

export const assessmentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db, assessments } = context;
  // An open progress stream would keep the server from closing: end them first (the browser reconnects).
  const openStreams = new OpenStreams();
  app.addHook('preClose', async () => openStreams.closeAll());

  /** A client the user may assess: their organization's; samples are read-only, others not found. */
  const assessableClient = async (user: AuthUser, id: string) => {
    const client = await findClient(db, user.id, 'read', id);
    if (!client) throw notFound('Client not found');
    if (client.organizationId === null) throw forbidden('Sample profiles are read-only');
    return client;
  };

  /** 409 while the client has a running run, 429 past the user's run budget; see startRun. */
  const startRun = async (
    user: AuthUser,
    client: { id: number },
    trigger: 'manual' | 'recovery',
    steps?: (typeof ASSESSMENT_STEP_IDS)[number][],
  ): Promise<RunView> => {
    const { id } = await assessments.startRun({
      clientId: client.id,
      trigger,
      requestedBy: user.id,
      ...(steps && { steps }),
    });
    return runView(db, (await findRun(db, String(id)))!);
  };

  app.post(
    '/clients/:id/assessment',
    {
      schema: {
        tags: ['assessment'],
        summary: 'Start a full assessment of the client: the fourteen steps, as jobs',
        security: bearerAuth,
        params: clientParams,
        response: { 202: assessmentRunResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const client = await assessableClient(user, request.params.id);
      reply.code(202);
      return { data: await startRun(user, client, 'manual') };
    },
  );

  app.get(
    '/clients/:id/assessment',
    {
      schema: {
        tags: ['assessment'],
        summary: "The client's latest assessment run and its steps (null when none has run)",
        security: bearerAuth,
        params: clientParams,
        response: { 200: latestAssessmentRunResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const client = await findClient(db, requireUser(request).id, 'read', request.params.id);
      if (!client) throw notFound('Client not found');
      const run = await latestRunOf(db, client.id);
      return { data: run ? await runView(db, run) : null };
    },
  );

  app.post(
    '/clients/:id/assessment/recover',
    {
      schema: {
        tags: ['assessment'],
        summary:
          'Run the missing steps (spec 02 §4, recovery): context first, then the rest; answers whether a recovery started',
        security: bearerAuth,
        params: clientParams,
        response: { 200: recoveryResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const client = await assessableClient(user, request.params.id);
      const { missingSteps } = await clientCompleteness(db, client.id, {
        modelConfigured: context.providers.model.configured,
        modelKnownDown: context.providers.modelStatus.knownDown(),
      });
      if (missingSteps.length === 0) {
        return {
          success: true as const,
          recovered: false,
          message: NO_MISSING_STEPS,
          missingSteps,
          run: null,
        };
      }
      const running = await runningRunOf(db, client.id);
      if (running) {
        // The dialog's 'Resume Assessment' while a run is on: follow that run rather than start another.
        return {
          success: true as const,
          recovered: true,
          message: ALREADY_RUNNING,
          missingSteps,
          run: await runView(db, running),
        };
      }
      const steps = orderedSteps(missingSteps.map(stepOfCompleteness));
      let run: RunView;
      try {
        run = await startRun(user, client, 'recovery', steps);
      } catch (error) {
        // Another start won the race since the check above: follow its run, as above.
        const raced =
          error instanceof AppError && error.status === 409 ? await runningRunOf(db, client.id) : undefined;
        if (!raced) throw error;
        return {
          success: true as const,
          recovered: true,
          message: ALREADY_RUNNING,
          missingSteps,
          run: await runView(db, raced),
        };
      }
      return {
        success: true as const,
        recovered: true,
        message: `Recovering ${steps.length} missing step(s)`,
        missingSteps,
        run,
      };
    },
  );

  const runParams = z.object({ runId: z.string().trim().min(1).max(64, 'The run id is too long') });
  const readableRun = async (user: AuthUser, runId: string) => {
    const run = await findRun(db, runId);
    // Someone else's run is answered as not found, like their client.
    const client = run && (await findClient(db, user.id, 'read', run.clientId));
    if (!run || !client) throw notFound('Assessment not found');
    return run;
  };

  app.get(
    '/assessments/:runId',
    {
      schema: {
        tags: ['assessment'],
        summary: 'An assessment run and its steps (by id or documentId)',
        security: bearerAuth,
        params: runParams,
        response: { 200: assessmentRunResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await runView(db, await readableRun(requireUser(request), request.params.runId)),
    }),
  );

  app.get(
    '/clients/:id/events',
    {
      schema: {
        tags: ['assessment'],
        summary:
          "Server-Sent Events for one client: its web-search status ('web-search-status') and a note when one of its runs moves ('assessment')",
        security: bearerAuth,
        params: clientParams,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const client = await findClient(db, user.id, 'read', request.params.id);
      if (!client) throw notFound('Client not found');
      await streamClientEvents({ request, reply, hub: context.notifications, client, openStreams, user });
    },
  );

  app.get(
    '/assessments/:runId/events',
    {
      schema: {
        tags: ['assessment'],
        summary:
          "Server-Sent Events: the run's step transitions in order (event 'step'), the client's web-search status ('web-search-status') and the run's end ('run')",
        security: bearerAuth,
        params: runParams,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const run = await readableRun(user, request.params.runId);
      await streamRunEvents({ request, reply, db, hub: context.notifications, run, openStreams, user });
    },
  );
};
