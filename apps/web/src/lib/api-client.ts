import type * as Contracts from '@impact/contracts';
import type { AnswerOf, AnswerSchema } from '@impact/contracts';
import { getToken, removeToken } from './storage';

/** Every call goes to our own origin under /api (spec 01 §7); callers may omit the prefix. */
export function toApiPath(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash === '/api' || withSlash.startsWith('/api/') ? withSlash : `/api${withSlash}`;
}

/** Carries the HTTP status beside the message the user may see. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

type UnauthorizedListener = () => void;
let unauthorizedListener: UnauthorizedListener | undefined;

/** The session store listens so the header stops showing a user whose token the server refused. */
export function setUnauthorizedListener(listener: UnauthorizedListener | undefined): void {
  unauthorizedListener = listener;
}

/** Server errors are `{ data: null, error: { status, name, message } }`; older shapes put `message` on top. */
export function errorMessageFrom(text: string, status: number): string {
  if (text.trim() !== '') {
    try {
      const body: unknown = JSON.parse(text);
      if (body && typeof body === 'object') {
        const { error, message } = body as { error?: { message?: unknown }; message?: unknown };
        if (typeof error?.message === 'string' && error.message !== '') return error.message;
        if (typeof message === 'string' && message !== '') return message;
      }
    } catch {
      // Not JSON: the raw text is the best message we have.
    }
    return text;
  }
  return `Request failed with status ${status}`;
}

/**
 * Picks the schema of an endpoint's answer from the contracts module `c`: `(c) => c.planListResponseSchema`.
 * A pick rather than an import, so production builds, which do not check answers, leave the contracts
 * (and zod) out of the pages that have no other use for them.
 */
export type PickSchema<S extends AnswerSchema> = (contracts: typeof Contracts) => S;

/** An answer that breaks its endpoint's contract: the web app and the API have drifted apart. */
export class ApiContractError extends Error {
  constructor(
    readonly endpoint: string,
    readonly issues: readonly { path: readonly PropertyKey[]; message: string }[],
  ) {
    const listed = issues.map(
      (issue) => `${issue.path.map(String).join('.') || '(answer)'}: ${issue.message}`,
    );
    super(`${endpoint} answered outside its contract: ${listed.join('; ')}`);
    this.name = 'ApiContractError';
  }
}

/**
 * Checks an answer against its contract in development and tests, where drift must surface, and passes
 * it through unchecked in production: the server has already checked it against the same schema
 * (docs/decisions/005-answers-checked-in-development.md). The answer is returned as it came, so both
 * modes behave alike.
 */
export async function checkedAnswer<S extends AnswerSchema>(
  endpoint: string,
  pick: PickSchema<S>,
  answer: unknown,
): Promise<AnswerOf<S>> {
  // Written out here (not kept in a constant) so the production build drops this branch and its import.
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') {
    const result = pick(await import('@impact/contracts')).safeParse(answer);
    if (!result.success) {
      const error = new ApiContractError(endpoint, result.error.issues);
      console.error(error.message, answer);
      throw error;
    }
  }
  return answer as AnswerOf<S>;
}

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  body?: unknown;
}

/** One call of our API; its answer (null for 204) is checked against the schema `pick` chooses. */
export async function apiRequest<S extends AnswerSchema>(
  path: string,
  pick: PickSchema<S>,
  options: RequestOptions = {},
): Promise<AnswerOf<S>> {
  const { body, headers: extraHeaders, ...init } = options;
  const headers = new Headers(extraHeaders);
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const isFormData = body instanceof FormData;
  // JSON unless it is form data, where the browser must set the multipart boundary itself. Bodiless
  // requests get no content type: Fastify refuses an empty body announced as JSON (e.g. on DELETE).
  if (body !== undefined && !isFormData) headers.set('Content-Type', 'application/json');

  const url = toApiPath(path);
  const response = await fetch(url, {
    ...init,
    headers,
    ...(body === undefined ? {} : { body: isFormData ? body : JSON.stringify(body) }),
  });

  if (response.status === 401) {
    removeToken();
    unauthorizedListener?.();
    throw new ApiRequestError('Authentication failed', 401);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new ApiRequestError(errorMessageFrom(text, response.status), response.status);
  const answer: unknown = response.status === 204 || text.trim() === '' ? null : JSON.parse(text);
  return checkedAnswer(`${init.method ?? 'GET'} ${url.split('?')[0]}`, pick, answer);
}

export const apiClient = {
  get: <S extends AnswerSchema>(path: string, pick: PickSchema<S>, options?: RequestOptions) =>
    apiRequest(path, pick, { ...options, method: 'GET' }),
  post: <S extends AnswerSchema>(
    path: string,
    pick: PickSchema<S>,
    body?: unknown,
    options?: RequestOptions,
  ) => apiRequest(path, pick, { ...options, method: 'POST', body }),
  put: <S extends AnswerSchema>(
    path: string,
    pick: PickSchema<S>,
    body?: unknown,
    options?: RequestOptions,
  ) => apiRequest(path, pick, { ...options, method: 'PUT', body }),
  delete: <S extends AnswerSchema>(path: string, pick: PickSchema<S>, options?: RequestOptions) =>
    apiRequest(path, pick, { ...options, method: 'DELETE' }),
};
