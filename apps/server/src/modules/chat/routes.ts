import { chatReplySchema, chatRequestBodySchema, type ChatEvent } from '@impact/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { notFound, unauthorized } from '../../lib/errors.js';
import { bearerAuth, errorResponses } from '../../lib/route-schemas.js';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.js';
import { findAgent } from './agents.js';
import { anonymousTurn, onboardingTurn, type ChatTurn } from './chat-turn.js';
import { replyChunks, streamEvents } from './sse.js';

/** Signed-out chat stores nothing but still costs a model call once one is configured. */
const SIGNED_OUT_CHAT: RateLimitRule = {
  name: 'chat-signed-out',
  limit: 20,
  windowSeconds: 10 * 60,
  message: 'Too many chat messages. Sign in to continue.',
};

/**
 * The non-streaming variant shares the path (spec 01 §7 lists one chat call): `?stream=false`, or an
 * Accept header asking for JSON and not for an event stream.
 */
function wantsJson(request: FastifyRequest<{ Querystring: { stream?: string } }>): boolean {
  if (request.query.stream === 'false') return true;
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/event-stream');
}

export const chatRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.post(
    '/agents/:agentId/chat',
    {
      onRequest: app.identify,
      schema: {
        tags: ['chat'],
        summary:
          'Chat with an agent: a text/event-stream of {type, content} events, or {content} with ?stream=false',
        security: bearerAuth,
        params: z.object({ agentId: z.string().min(1).max(100) }),
        querystring: z.object({ stream: z.enum(['true', 'false']).optional() }),
        body: chatRequestBodySchema,
        response: { 200: chatReplySchema, ...errorResponses, 501: errorResponses[400] },
      },
    },
    async (request, reply) => {
      const agent = findAgent(request.params.agentId);
      if (!agent) throw notFound(`Unknown agent: ${request.params.agentId}`);
      const user = request.currentUser;
      const json = wantsJson(request);
      if (json && !user) throw unauthorized('Authentication required');

      let turn: ChatTurn;
      if (user) {
        turn = await onboardingTurn(db, user.id, agent.id, request.body);
      } else {
        await consumeRateLimit(db, SIGNED_OUT_CHAT, `ip:${request.ip}`);
        turn = anonymousTurn();
      }
      const ids = turn.session
        ? { onboardingId: turn.session.id, onboardingDocumentId: turn.session.documentId }
        : {};
      if (json) return { content: turn.reply, ...ids };

      const events: ChatEvent[] = [
        { type: 'connection', content: 'connected', ...ids },
        ...replyChunks(turn.reply).map((content): ChatEvent => ({ type: 'content', content })),
        { type: 'done', content: '', ...ids },
      ];
      streamEvents(request, reply, events);
      return reply;
    },
  );
};
