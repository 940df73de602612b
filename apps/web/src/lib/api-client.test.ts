import type { Workspace } from '@impact/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiContractError, apiClient, toApiPath } from './api-client';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.clear();
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Raw answers on purpose: these tests are about the client itself, including answers that break
// their contract, which the stub kit (test-support/stub-api.ts) would refuse to send.
const reply = (status: number, body?: string) =>
  fetchMock.mockResolvedValueOnce(new Response(body ?? null, { status }));
const sentRequest = () => {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url, headers: new Headers(init?.headers), init };
};

const WORKSPACE: Workspace = {
  documentId: 'org-1',
  Name: 'Greenworks Advisory',
  Type: 'team',
  Website: null,
  Description: null,
  plan: 'free-trial',
  myRole: 'owner',
  memberCount: 2,
};

const getOk = () => apiClient.get('/a', (c) => c.okResponseSchema);

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
    await expect(
      apiClient.post('/auth/forgot-password', (c) => c.okResponseSchema, { email: 'a@b.co' }),
    ).resolves.toEqual({ ok: true });
    const { url, headers, init } = sentRequest();
    expect(url).toBe('/api/auth/forgot-password');
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"email":"a@b.co"}');
  });

  it('leaves the content type of form data to the browser', async () => {
    reply(200, '[]');
    await apiClient.post('/upload', (c) => c.uploadResponseSchema, new FormData());
    expect(sentRequest().headers.get('Content-Type')).toBeNull();
    expect(sentRequest().headers.get('Authorization')).toBeNull();
  });

  it('answers null for 204', async () => {
    reply(204);
    await expect(apiClient.delete('/workspace/members/8', (c) => c.noContentSchema)).resolves.toBeNull();
  });

  it('removes the stored token on 401 and says authentication failed', async () => {
    window.localStorage.setItem('token', 'tok');
    reply(401, '{"data":null,"error":{"status":401,"name":"UnauthorizedError","message":"Token expired"}}');
    await expect(apiClient.get('/users/me', (c) => c.userSchema)).rejects.toThrow(/^Authentication failed$/);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it("raises the server's error message, then a top-level message, then the raw text, then the status", async () => {
    reply(
      400,
      '{"data":null,"error":{"status":400,"name":"ValidationError","message":"Wrong e-mail or password"}}',
    );
    await expect(getOk()).rejects.toThrow('Wrong e-mail or password');
    reply(500, '{"message":"Top-level message"}');
    await expect(getOk()).rejects.toThrow('Top-level message');
    reply(502, 'Bad gateway from the proxy');
    await expect(getOk()).rejects.toThrow('Bad gateway from the proxy');
    reply(503);
    await expect(getOk()).rejects.toThrow('Request failed with status 503');
  });
});

describe('answers checked against their contract', () => {
  it('passes an answer that keeps its contract through as it came', async () => {
    reply(200, JSON.stringify({ data: WORKSPACE }));
    await expect(apiClient.get('/workspace', (c) => c.workspaceResponseSchema)).resolves.toEqual({
      data: WORKSPACE,
    });
  });

  it('throws, naming the endpoint and the field, when an answer lacks a required field', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { memberCount: _left, ...withoutCount } = WORKSPACE;
    reply(200, JSON.stringify({ data: withoutCount }));
    const failure = await apiClient
      .get('/workspace?organization=org-1', (c) => c.workspaceResponseSchema)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiContractError);
    expect((failure as ApiContractError).message).toBe(
      'GET /api/workspace answered outside its contract: data.memberCount: Invalid input: expected number, received undefined',
    );
    expect((failure as ApiContractError).endpoint).toBe('GET /api/workspace');
    // Loud in development: the console says it too, with the answer that broke the contract.
    expect(logged).toHaveBeenCalledWith((failure as Error).message, { data: withoutCount });
  });

  it('names every broken field, and the answer itself when it is not even the right kind', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    reply(200, JSON.stringify({ data: { ...WORKSPACE, plan: 'gold', memberCount: '2' } }));
    await expect(apiClient.put('/workspace', (c) => c.workspaceResponseSchema)).rejects.toThrow(
      /^PUT \/api\/workspace answered outside its contract: data\.plan: .+; data\.memberCount: /,
    );
    reply(204);
    await expect(apiClient.post('/invitations/t/accept', (c) => c.workspaceResponseSchema)).rejects.toThrow(
      'POST /api/invitations/t/accept answered outside its contract: (answer): Invalid input: expected object, received null',
    );
  });
});
