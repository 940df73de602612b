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

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  body?: unknown;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { body, headers: extraHeaders, ...init } = options;
  const headers = new Headers(extraHeaders);
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const isFormData = body instanceof FormData;
  // JSON unless it is form data, where the browser must set the multipart boundary itself. Bodiless
  // requests get no content type: Fastify refuses an empty body announced as JSON (e.g. on DELETE).
  if (body !== undefined && !isFormData) headers.set('Content-Type', 'application/json');

  const response = await fetch(toApiPath(path), {
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
  if (response.status === 204 || text.trim() === '') return {} as T;
  return JSON.parse(text) as T;
}

export const apiClient = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
