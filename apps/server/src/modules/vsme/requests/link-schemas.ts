import { vsmeDatapointIdSchema, vsmeRequestFormSchema, vsmeRequestQuestionSchema } from '@impact/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { consumeRateLimit, type RateLimitRule } from '../../rate-limit/rate-limit.js';

/** What the contact's link routes share: their parameters, answers and rate limit. */
// Any text up to a bound: a malformed token is answered like an unknown one, never with a schema error.
const token = z.string().max(200);
export const linkParams = z.object({ token });
export const answerParams = z.object({ token, datapointId: vsmeDatapointIdSchema });
export const fileParams = answerParams.extend({ fileId: z.string().max(64) });
export const formAnswer = z.object({ data: vsmeRequestFormSchema });
export const questionAnswer = z.object({ data: vsmeRequestQuestionSchema });
export const tags = ['vsme'];

/** Link routes per address: generous for a form that saves as the contact types, tight for guessing. */
export const VSME_LINK_RATE_LIMIT = {
  name: 'vsme-request-link',
  limit: 300,
  windowSeconds: 15 * 60,
  message: 'Too many requests for data request links.',
} satisfies RateLimitRule;

/** Counted in each handler, like the other open routes: a request refused by its schema costs nothing. */
export const throttleLink = (db: Database, request: FastifyRequest) =>
  consumeRateLimit(db, VSME_LINK_RATE_LIMIT, `ip:${request.ip}`);
