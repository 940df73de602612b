import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createOrganization, createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let user: TestUser;
let admin: TestUser;
let clientId: number;

beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t);
  await createOrganization(t, { owner: user });
  admin = await createUser(t, { admin: true });
  const client = await t.request({
    method: 'POST',
    url: '/api/clients',
    token: user.token,
    payload: { data: { Name: 'Northwind Ceramics' } },
  });
  clientId = client.json().data.id;
});
afterAll(() => t.close());

const TABLES = ['clients', 'initiatives', 'prompt_versions', 'onboarding_sessions', 'onboarding_messages'];

/** Sends a request and checks that it changed no row of the tables a write would reach. */
async function refused(options: Parameters<TestApp['request']>[0]) {
  const before = await countRows(t, ...TABLES);
  const response = await t.request(options);
  expect(await countRows(t, ...TABLES)).toEqual(before);
  expect(response.statusCode, response.body).toBe(400);
  return response.json() as {
    data: null;
    error: {
      status: number;
      name: string;
      message: string;
      details: { errors: { path: string; message: string }[] };
    };
  };
}

const newClient = (data: Record<string, unknown>) => ({
  method: 'POST' as const,
  url: '/api/clients',
  token: user.token,
  payload: { data: { Name: 'Acme', ...data } },
});

describe('text holding what text may not', () => {
  it('is refused with 400 naming the field, in the shape of a validation error, and nothing is stored', async () => {
    const body = await refused(newClient({ Name: 'Acme\u0000 Ltd' }));
    const message = 'data.Name contains a NUL character (U+0000), which text may not hold';
    expect(body).toEqual({
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message,
        details: { errors: [{ path: 'data.Name', message }] },
      },
    });
  });

  it('covers C0 controls but TAB, LF and CR, DEL, U+FFFE/U+FFFF and unpaired surrogates of either half', async () => {
    const cases: [string, string][] = [
      ['\u0001', 'a control character (U+0001)'],
      ['\u0008', 'a control character (U+0008)'],
      ['\u000b', 'a control character (U+000B)'],
      ['\u001b[2J', 'a control character (U+001B)'],
      ['\u007f', 'a control character (U+007F)'],
      ['\ufffe', 'a noncharacter (U+FFFE)'],
      ['\uffff', 'a noncharacter (U+FFFF)'],
      ['\ud83c', 'an unpaired UTF-16 surrogate (U+D83C)'],
      ['\udf31 after', 'an unpaired UTF-16 surrogate (U+DF31)'],
    ];
    for (const [text, found] of cases) {
      const body = await refused(newClient({ Industry: `Ceramics ${text}` }));
      expect(body.error.details.errors, JSON.stringify(text)).toEqual([
        { path: 'data.Industry', message: `data.Industry contains ${found}, which text may not hold` },
      ]);
    }
  });

  it('keeps TAB, LF, CR, emoji (a surrogate pair) and other scripts as sent', async () => {
    const description = 'Kilns\r\n\tfired by 🌱 biogas — 陶器, Keramik';
    const response = await t.request({
      method: 'POST',
      url: '/api/initiatives',
      token: user.token,
      payload: {
        data: {
          Title: 'Biogas kilns',
          Description: description,
          Category: 'Production',
          Status: 'planned',
          Source: 'Annual report',
          Clients: { connect: [clientId] },
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.Description).toBe(description);
  });

  it('is refused in the query string, at any depth, and in the path', async () => {
    const query = await refused({ method: 'GET', url: '/api/clients?name=%00', token: user.token });
    expect(query.error.details.errors).toEqual([
      {
        path: 'name',
        message: 'The query parameter name contains a NUL character (U+0000), which text may not hold',
      },
    ]);
    const nested = await refused({
      method: 'GET',
      url: `/api/initiatives?filters[Clients][id][$eq]=${clientId}%1B`,
      token: user.token,
    });
    expect(nested.error.details.errors[0]!.path).toBe('filters.Clients.id.$eq');
    const path = await refused({
      method: 'GET',
      url: `/api/clients/${clientId}%00/completeness`,
      token: user.token,
    });
    expect(path.error.details.errors).toEqual([
      {
        path: 'id',
        message: 'The address part id contains a NUL character (U+0000), which text may not hold',
      },
    ]);
  });

  it('is refused in a field name, and in a plain-text body', async () => {
    const key = await refused({
      method: 'POST',
      url: '/api/clients',
      token: user.token,
      payload: JSON.parse('{"data":{"Name":"Acme","Na\\u0000me":"x"}}') as object,
    });
    expect(key.error.details.errors).toEqual([
      {
        path: 'data.Na\\u0000me',
        message:
          'The field name data.Na\\u0000me contains a NUL character (U+0000), which a name may not hold',
      },
    ]);
    const text = await refused({
      method: 'POST',
      url: '/api/clients',
      token: user.token,
      payload: 'Acme\u0000',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.error.details.errors[0]!.path).toBe('');
  });

  it('is found at the bottom of a value nested thousands deep, where the schema accepts anything', async () => {
    const deep = `${'['.repeat(20_000)}"\\u0000"${']'.repeat(20_000)}`;
    const body = await refused({
      method: 'POST',
      url: '/api/reports',
      token: user.token,
      payload: `{"data":{"Client":${clientId},"Project":${deep}}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(body.error.details.errors[0]!.path).toBe(`data.Project${'.0'.repeat(20_000)}`);
  });

  it('refuses an unpaired surrogate in a prompt, which the database would otherwise refuse with a 500', async () => {
    const prompts = await t.request({ method: 'GET', url: '/api/prompts', token: admin.token });
    const key = (prompts.json().data as { key: string }[])[0]!.key;
    const body = await refused({
      method: 'PUT',
      url: `/api/prompts/${key}`,
      token: admin.token,
      payload: { content: 'Name five focus areas \ud800' },
    });
    expect(body.error.details.errors[0]!.path).toBe('content');
  });

  it('is refused inside a chat step submission, whose JSON may spell a NUL as \\u0000', async () => {
    const message = JSON.stringify({
      action: 'submit_step',
      stepId: 'step-0',
      data: { website: 'https://northwind.invalid/\u0000' },
    });
    expect(message).toContain('\\u0000');
    const body = await refused({
      method: 'POST',
      url: '/api/agents/onboarding/chat?stream=false',
      token: user.token,
      payload: { message },
    });
    expect(body.error.details.errors).toEqual([
      {
        path: 'message',
        message:
          'In the step submission, data.website contains a NUL character (U+0000), which text may not hold',
      },
    ]);
  });
});

describe('an address the router cannot read', () => {
  it('answers 400 in the API error shape: bad %-encoding, or a part longer than any id', async () => {
    for (const [url, message] of [
      [
        `/api/clients/${clientId}%ED%A0%80/completeness`,
        'The address is not valid: its %-encoding is not UTF-8',
      ],
      [`/api/prompts/${'x'.repeat(101)}`, 'The address is not valid: a part of it is too long'],
    ] as const) {
      const response = await t.request({ method: 'GET', url, token: user.token });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        data: null,
        error: { status: 400, name: 'ValidationError', message },
      });
    }
  });
});
