import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorBody } from '../lib/errors.js';

interface FieldProblem {
  path: string;
  message: string;
}

/** zod's own messages ('Invalid input: …') do not name the field, so those get the field's path. */
function describeProblem(problem: {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: unknown;
}): FieldProblem {
  const path = (problem.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const keys = (problem.params as { keys?: string[] } | undefined)?.keys;
  let message = problem.message ?? 'Invalid value';
  if (problem.keyword === 'unrecognized_keys' && keys) {
    message = `These fields cannot be set: ${keys.join(', ')}`;
  } else if (path === '' && problem.keyword === 'invalid_type') {
    message = 'The request body must be a JSON object';
  } else if (/^(Invalid|Too (big|small)|Expected)/.test(message) && path) {
    message = `${path}: ${message}`;
  }
  return { path, message };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A token left to the handler's own statement (readsUserStanding) that something refused first
    // (a rule on the query's text, say): the token's user is checked now, and a refused token is the
    // answer, as it was when every token was checked before anything else.
    if (request.tokenAwaitingStanding) {
      return app.confirmStanding(request).then(
        () => answerError(error, request, reply),
        (refusal: FastifyError) => answerError(refusal, request, reply),
      );
    }
    return answerError(error, request, reply);
  });
}

function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.headers) void reply.headers(error.headers);
    return reply
      .status(error.status)
      .send(errorBody(error.status, error.errorName, error.message, error.details));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const problems = error.validation.map(describeProblem);
    const message = [...new Set(problems.map((problem) => problem.message))].join('; ');
    return reply.status(400).send(errorBody(400, 'ValidationError', message, { errors: problems }));
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return reply.status(413).send(errorBody(413, 'PayloadTooLargeError', 'The request body is too large'));
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return reply
        .status(415)
        .send(errorBody(415, 'UnsupportedMediaTypeError', 'Send the request body as application/json'));
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return reply.status(400).send(errorBody(400, 'ValidationError', 'The request body is not valid JSON'));
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return reply
        .status(400)
        .send(errorBody(400, 'ValidationError', 'The request body must be a JSON object'));
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return reply
      .status(error.statusCode)
      .send(errorBody(error.statusCode, 'ApplicationError', error.message));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(errorBody(500, 'InternalServerError', 'Something went wrong on our side'));
}

/**
 * Errors the router raises before a route is chosen (Fastify's `frameworkErrors`): an address whose
 * percent-encoding is not UTF-8, or a path segment longer than the router takes (100 characters, more
 * than any id we hand out).
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return reply
        .status(400)
        .send(errorBody(400, 'ValidationError', 'The address is not valid: its %-encoding is not UTF-8'));
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return reply
        .status(400)
        .send(errorBody(400, 'ValidationError', 'The address is not valid: a part of it is too long'));
  }
  return reply.status(500).send(errorBody(500, 'InternalServerError', 'Something went wrong on our side'));
}
