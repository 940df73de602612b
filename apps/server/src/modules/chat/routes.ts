import {
  chatAgentListResponseSchema,
  chatReplySchema,
  chatRequestBodySchema,
  type ChatEvent,
} from '@impact/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError, notFound, unauthorized } from '../../lib/errors.js';
import { bearerAuth, errorResponses } from '../../lib/route-schemas.js';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.js';
import { findAgent, listAgents, toAgentView } from './agents.js';
import { anonymousTurn, onboardingTurn, type ChatTurn } from './chat-turn.js';
import { documentRoutes } from './documents/document-routes.js';
import { openEventStream, replyChunks } from './sse.js';

/** Signed-out chat stores nothing but still costs a model call once one is configured. */
const SIGNED_OUT_CHAT: RateLimitRule = {
  name: 'chat-signed-out',
  limit: 20,
  windowSeconds: 10 * 60,
  message: 'Too many chat messages. Sign in to continue.',
};

const MODEL_FAILED = 'The assistant could not finish its answer. Please try again.';

/**
 * The non-streaming variant shares the path (spec 01 §7 lists one chat call): `?stream=false`, or an
 * Accept header asking for JSON and not for an event stream.
 */
function wantsJson(request: FastifyRequest<{ Querystring: { stream?: string } }>): boolean {
  if (request.query.stream === 'false') return true;
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/event-stream');
}

type SessionIds = Pick<ChatEvent, 'onboardingId' | 'onboardingDocumentId'>;

export const chatRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context;
  await app.register(documentRoutes, context);

  app.get(
    '/agents',
    {
      schema: {
        tags: ['chat'],
        summary: 'The chat agents: the web app takes the one whose purpose is onboarding',
        response: { 200: chatAgentListResponseSchema },
      },
    },
    async () => ({ data: listAgents(context.config).map(toAgentView) }),
  );

  app.post(
    '/agents/:agentId/chat',
    {
      schema: {
        tags: ['chat'],
        summary:
          'Chat with an agent: a text/event-stream of {type, content} events, or {content} with ?stream=false',
        security: bearerAuth,
        params: z.object({ agentId: z.string().min(1).max(100) }),
        querystring: z.object({ stream: z.enum(['true', 'false']).optional() }),
        body: chatRequestBodySchema,
        response: { 200: chatReplySchema, ...errorResponses, 502: errorResponses[400] },
      },
    },
    async (request, reply) => {
      const agent = findAgent(context.config, request.params.agentId);
      if (!agent) throw notFound(`Unknown agent: ${request.params.agentId}`);
      const user = request.currentUser;
      const json = wantsJson(request);
      if (json && !user) throw unauthorized('Authentication required');

      // A browser that goes away stops the model too.
      const abort = new AbortController();
      reply.raw.on('close', () => abort.abort());
      const deps = { ...context, log: request.log };
      let turn: ChatTurn;
      if (user) {
        turn = await onboardingTurn(deps, user.id, agent.id, request.body, abort.signal);
      } else {
        await consumeRateLimit(db, SIGNED_OUT_CHAT, `ip:${request.ip}`);
        turn = anonymousTurn(deps, request.body, abort.signal);
      }
      const ids: SessionIds = turn.session
        ? { onboardingId: turn.session.id, onboardingDocumentId: turn.session.documentId }
        : {};
      if (json) return { content: await wholeReply(request, turn), ...ids };
      await streamTurn(request, reply, turn, ids);
      return reply;
    },
  );
};

/** The non-streaming answer: a model reply is gathered whole, then stored. */
async function wholeReply(request: FastifyRequest, turn: ChatTurn): Promise<string> {
  if ('reply' in turn) return turn.reply;
  let text = '';
  try {
    for await (const chunk of turn.stream) text += chunk;
  } catch (error) {
    request.log.error({ err: error }, 'the chat model failed');
    throw new AppError(502, 'ModelError', MODEL_FAILED);
  }
  if (text.trim() === '') throw new AppError(502, 'ModelError', MODEL_FAILED);
  await turn.finish(text);
  return text;
}

/**
 * The event stream: connection, content chunks as they come, then done; a model that fails midway
 * ends the stream with an `error` event and its partial reply is not stored.
 */
async function streamTurn(request: FastifyRequest, reply: FastifyReply, turn: ChatTurn, ids: SessionIds) {
  const events = openEventStream(request, reply);
  events.write({ type: 'connection', content: 'connected', ...ids });
  try {
    if ('reply' in turn) {
      for (const content of replyChunks(turn.reply)) events.write({ type: 'content', content });
    } else {
      let text = '';
      for await (const content of turn.stream) {
        if (events.closed) return;
        text += content;
        events.write({ type: 'content', content });
      }
      if (text.trim() === '') throw new Error('The model answered with no text');
      await turn.finish(text);
    }
    events.write({ type: 'done', content: '', ...ids });
  } catch (error) {
    request.log.error({ err: error }, 'the chat model failed');
    events.write({ type: 'error', content: MODEL_FAILED, ...ids });
  } finally {
    events.end();
  }
}
