import {
  paginationQueryShape,
  createFeedbackPostSchema,
  FEEDBACK_BOARD_IDS,
  FEEDBACK_SORTS,
  feedbackBoardListResponseSchema,
  feedbackPostListResponseSchema,
  feedbackPostResponseSchema,
  noContentSchema,
  updateFeedbackPostSchema,
  type FeedbackBoardId,
} from '@impact/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { pageAnswer, windowOf } from '../../http/pagination.js';
import { notFound } from '../../lib/errors.js';
import { bearerAuth, errorResponses } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { listBoardPosts } from './post-view.js';
import { createPost, deletePost, listBoards, setPostStatus, unvote, vote } from './service.js';
import { requireOperator } from '../../authz/operator.js';

const boardParams = z.object({ board: z.string().max(64) });
const postParams = z.object({ documentId: z.string().min(1).max(64) });

function boardOrNotFound(board: string): FeedbackBoardId {
  if (!(FEEDBACK_BOARD_IDS as readonly string[]).includes(board)) throw notFound('Board not found');
  return board as FeedbackBoardId;
}

/** preValidation: an unknown board is a 404 whatever the body holds. */
async function requireKnownBoard(request: FastifyRequest) {
  boardOrNotFound((request.params as { board: string }).board);
}

/** Our own feedback boards: anyone reads, signed-in users post and vote, Admins moderate. */
export const feedbackRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/feedback/boards',
    {
      schema: {
        tags: ['feedback'],
        summary: 'The five feedback boards with their post counts',
        response: { 200: feedbackBoardListResponseSchema },
      },
    },
    async () => ({ data: await listBoards(db) }),
  );

  app.get(
    '/feedback/boards/:board/posts',
    {
      schema: {
        tags: ['feedback'],
        summary: "A page of a board's posts, most voted (then newest) first or newest first",
        params: boardParams,
        querystring: z.object({
          sort: z.enum(FEEDBACK_SORTS, `sort must be one of ${FEEDBACK_SORTS.join(', ')}`).default('votes'),
          ...paginationQueryShape,
        }),
        response: { 200: feedbackPostListResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const board = boardOrNotFound(request.params.board);
      const window = windowOf(request.query);
      const viewerId = request.currentUser?.id;
      const [rows, total] = await listBoardPosts(db, viewerId, board, request.query.sort, window);
      return pageAnswer(rows, total, window);
    },
  );

  app.post(
    '/feedback/boards/:board/posts',
    {
      preValidation: requireKnownBoard,
      schema: {
        tags: ['feedback'],
        summary: 'Post feedback on a board (10 per hour)',
        security: bearerAuth,
        params: boardParams,
        body: createFeedbackPostSchema,
        response: { 201: feedbackPostResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const board = boardOrNotFound(request.params.board);
      const post = await createPost(db, requireUser(request).id, board, request.body);
      return reply.code(201).send({ data: post });
    },
  );

  app.post(
    '/feedback/posts/:documentId/vote',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Vote for a post; voting again changes nothing (60 per 10 minutes)',
        security: bearerAuth,
        params: postParams,
        response: { 200: feedbackPostResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await vote(db, requireUser(request).id, request.params.documentId) }),
  );

  app.delete(
    '/feedback/posts/:documentId/vote',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Take back your vote; without one, nothing changes',
        security: bearerAuth,
        params: postParams,
        response: { 200: feedbackPostResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await unvote(db, requireUser(request).id, request.params.documentId) }),
  );

  app.patch(
    '/feedback/posts/:documentId',
    {
      preValidation: requireOperator('moderate-feedback'),
      schema: {
        tags: ['feedback'],
        summary: "Set a post's status (Admin only)",
        security: bearerAuth,
        params: postParams,
        body: updateFeedbackPostSchema,
        response: { 200: feedbackPostResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      data: await setPostStatus(db, requireUser(request).id, request.params.documentId, request.body.status),
    }),
  );

  app.delete(
    '/feedback/posts/:documentId',
    {
      preValidation: requireOperator('moderate-feedback'),
      schema: {
        tags: ['feedback'],
        summary: 'Delete a post and its votes, e.g. spam (Admin only)',
        security: bearerAuth,
        params: postParams,
        response: { 204: noContentSchema.describe('Deleted'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deletePost(db, request.params.documentId);
      return reply.code(204).send(null);
    },
  );
};
