import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, toApiPath } from './api-client';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.clear();
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const reply = (status: number, body?: string) =>
  fetchMock.mockResolvedValueOnce(new Response(body ?? null, { status }));
const sentRequest = () => {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url, headers: new Headers(init?.headers), init };
};

describe('toApiPath', () => {
  it('adds the /api prefix only when it is missing', () => {
    expect(toApiPath('/users/me')).toBe('/api/users/me');
    expect(toApiPath('users/me')).toBe('/api/users/me');
    expect(toApiPath('/api/users/me')).toBe('/api/users/me');
    expect(toApiPath('/apiary')).toBe('/api/apiary');
  });
});

describe('apiClient', () => {
  it('sends the stored token as a bearer header and JSON bodies as JSON', async () => {
    window.localStorage.setItem('token', 'tok');
    reply(200, '{"ok":true}');
    await expect(apiClient.post('/auth/forgot-password', { email: 'a@b.co' })).resolves.toEqual({ ok: true });
    const { url, headers, init } = sentRequest();
    expect(url).toBe('/api/auth/forgot-password');
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"email":"a@b.co"}');
  });

  it('leaves the content type of form data to the browser', async () => {
    reply(200, '{}');
    await apiClient.post('/upload', new FormData());
    expect(sentRequest().headers.get('Content-Type')).toBeNull();
    expect(sentRequest().headers.get('Authorization')).toBeNull();
  });

  it('answers an empty object for 204', async () => {
    reply(204);
    await expect(apiClient.delete('/things/1')).resolves.toEqual({});
  });

  it('removes the stored token on 401 and says authentication failed', async () => {
    window.localStorage.setItem('token', 'tok');
    reply(401, '{"data":null,"error":{"status":401,"name":"UnauthorizedError","message":"Token expired"}}');
    await expect(apiClient.get('/users/me')).rejects.toThrow(/^Authentication failed$/);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it("raises the server's error message, then a top-level message, then the raw text, then the status", async () => {
    reply(
      400,
      '{"data":null,"error":{"status":400,"name":"ValidationError","message":"Invalid identifier or password"}}',
    );
    await expect(apiClient.get('/a')).rejects.toThrow('Invalid identifier or password');
    reply(500, '{"message":"Top-level message"}');
    await expect(apiClient.get('/a')).rejects.toThrow('Top-level message');
    reply(502, 'Bad gateway from the proxy');
    await expect(apiClient.get('/a')).rejects.toThrow('Bad gateway from the proxy');
    reply(503);
    await expect(apiClient.get('/a')).rejects.toThrow('Request failed with status 503');
  });
});
