/**
 * The few errors a handler or service throws on purpose. The error handler turns them into the API's
 * error shape; anything else becomes a generic 500 for the client and a full log line for us.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = errorName;
  }
}

export const badRequest = (message: string, details?: unknown) =>
  new AppError(400, 'ValidationError', message, details);

export const unauthorized = (message = 'Missing or invalid credentials') =>
  new AppError(401, 'UnauthorizedError', message);

export const forbidden = (message = 'You are not allowed to do this') =>
  new AppError(403, 'ForbiddenError', message);

export const notFound = (message = 'Not found') => new AppError(404, 'NotFoundError', message);

export const conflict = (message: string) => new AppError(409, 'ConflictError', message);

export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(
    429,
    'RateLimitError',
    message,
    { retryAfterSeconds },
    {
      'retry-after': String(retryAfterSeconds),
    },
  );

export function errorBody(status: number, name: string, message: string, details?: unknown) {
  return { data: null, error: { status, name, message, ...(details === undefined ? {} : { details }) } };
}
