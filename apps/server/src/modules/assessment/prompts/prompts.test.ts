import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { promptVersions, users } from '../../../db/schema.js';
import { countRows, createUser, type TestUser } from '../../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { DEFAULT_PROMPTS, PROMPT_KEYS, PROMPT_MAX_LENGTH } from './prompt-keys.js';

let t: TestApp;
let admin: TestUser;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { admin: true });
  member = await createUser(t);
});
afterAll(() => t.close());
// Prompts are global, not per organization: every test starts from the shipped defaults.
beforeEach(async () => {
  await t.db.delete(promptVersions);
});

const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });
const save = (key: string, payload: unknown, token?: string) =>
  t.request({ method: 'PUT', url: `/api/prompts/${key}`, payload: payload as object, token });
const storedVersions = () => countRows(t, 'prompt_versions');

const SPEC_KEYS = [
  'focusAreas_prompt',
  'impactTopics_prompt',
  'sustainabilityRegulations_prompt',
  'upcomingPolicies_prompt',
  'voluntaryCodes_prompt',
  'reportedMetrics_prompt',
  'reportingFrameworks_prompt',
  'publicPerception_prompt',
  'controversies_prompt',
  'location_presence_prompt',
  'business_model_overview_prompt',
  'stakeholders_prompt',
];

describe('shipped defaults', () => {
  it('has a default for every spec key and for nothing else', () => {
    expect(PROMPT_KEYS).toEqual(SPEC_KEYS);
  });

  it.each(SPEC_KEYS)('%s is a full instruction an Admin could save back unchanged', (key) => {
    const content = DEFAULT_PROMPTS[key as keyof typeof DEFAULT_PROMPTS];
    expect(content.length).toBeGreaterThan(1500);
    expect(content.length).toBeLessThanOrEqual(PROMPT_MAX_LENGTH);
    expect(content).toContain('every source URL must be copied exactly from the context');
    expect(content).toContain('never guess');
    expect(content).toMatch(/When the context holds nothing for this section: \S/);
  });

  it('answers each default as version 0 to any signed-in user', async () => {
    for (const key of SPEC_KEYS) {
      const response = await get(`/api/prompts/${key}`, member.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: {
          key,
          name: key,
          content: DEFAULT_PROMPTS[key as keyof typeof DEFAULT_PROMPTS],
          version: 0,
          isDefault: true,
          updatedAt: null,
        },
        meta: {},
      });
    }
  });

  it('lists every prompt in the spec order, saved ones at their latest version', async () => {
    await save('controversies_prompt', { content: 'Find controversies.' }, admin.token);
    const response = await get('/api/prompts', member.token);
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { key: string; version: number; content: string }[];
    expect(data.map((prompt) => prompt.key)).toEqual(SPEC_KEYS);
    expect(data.find((prompt) => prompt.key === 'controversies_prompt')).toMatchObject({
      version: 1,
      content: 'Find controversies.',
      isDefault: false,
    });
    expect(data.filter((prompt) => prompt.version === 0)).toHaveLength(SPEC_KEYS.length - 1);
  });
});

describe('PUT /api/prompts/:key', () => {
  it('stores a new version that every user then reads, keeping the history newest first', async () => {
    const first = await save('focusAreas_prompt', { content: '  Name three focus areas.  ' }, admin.token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      key: 'focusAreas_prompt',
      content: 'Name three focus areas.',
      version: 1,
      isDefault: false,
    });
    expect(Date.parse(first.json().data.updatedAt)).not.toBeNaN();

    const second = await save('focusAreas_prompt', { content: 'Name five focus areas.' }, admin.token);
    expect(second.json().data).toMatchObject({ version: 2, content: 'Name five focus areas.' });

    const read = await get('/api/prompts/focusAreas_prompt', member.token);
    expect(read.json().data).toMatchObject({
      version: 2,
      content: 'Name five focus areas.',
      isDefault: false,
    });
    // Other keys keep their defaults.
    expect((await get('/api/prompts/impactTopics_prompt', member.token)).json().data.version).toBe(0);

    const history = await get('/api/prompts/focusAreas_prompt/versions', member.token);
    expect(history.statusCode).toBe(200);
    const author = { id: admin.id, username: admin.username };
    expect(history.json().data).toEqual([
      {
        version: 2,
        content: 'Name five focus areas.',
        isDefault: false,
        createdAt: expect.any(String),
        createdBy: author,
      },
      {
        version: 1,
        content: 'Name three focus areas.',
        isDefault: false,
        createdAt: expect.any(String),
        createdBy: author,
      },
      {
        version: 0,
        content: DEFAULT_PROMPTS.focusAreas_prompt,
        isDefault: true,
        createdAt: null,
        createdBy: null,
      },
    ]);
  });

  it('stores nothing when the text is the one already in use', async () => {
    await save('stakeholders_prompt', { content: 'Map the stakeholders.' }, admin.token);
    const again = await save('stakeholders_prompt', { content: 'Map the stakeholders.' }, admin.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ version: 1 });
    const shipped = await save(
      'controversies_prompt',
      { content: DEFAULT_PROMPTS.controversies_prompt },
      admin.token,
    );
    expect(shipped.json().data).toMatchObject({ version: 0, isDefault: true });
    expect(await storedVersions()).toEqual({ prompt_versions: 1 });
  });

  it('gives concurrent saves distinct, consecutive versions', async () => {
    const responses = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        save('reportedMetrics_prompt', { content: `Version text ${n}` }, admin.token),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const versions = responses.map((response) => response.json().data.version as number);
    expect(versions.toSorted((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
  });

  it('accepts exactly 20,000 characters', async () => {
    const response = await save(
      'controversies_prompt',
      { content: 'x'.repeat(PROMPT_MAX_LENGTH) },
      admin.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.content).toHaveLength(PROMPT_MAX_LENGTH);
  });

  it('keeps a version whose author was deleted, without an author', async () => {
    const leaving = await createUser(t, { admin: true });
    await save('location_presence_prompt', { content: 'Where is it?' }, leaving.token);
    await t.db.delete(users).where(eq(users.id, leaving.id));
    const history = await get('/api/prompts/location_presence_prompt/versions', member.token);
    expect(history.json().data[0]).toMatchObject({ version: 1, content: 'Where is it?', createdBy: null });
  });
});

describe('refused requests change nothing', () => {
  beforeEach(async () => {
    await save('publicPerception_prompt', { content: 'Assess perception.' }, admin.token);
  });

  const expectRefused = async (
    response: Awaited<ReturnType<typeof save>>,
    status: number,
    message: string,
  ) => {
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toMatchObject({ status, message });
    expect(await storedVersions()).toEqual({ prompt_versions: 1 });
    const current = await get('/api/prompts/publicPerception_prompt', admin.token);
    expect(current.json().data).toMatchObject({ version: 1, content: 'Assess perception.' });
  };

  it('refuses a save by a user who is not an Admin with 403', async () => {
    await expectRefused(
      await save('publicPerception_prompt', { content: 'Be nice.' }, member.token),
      403,
      'Only an Admin can change the default prompts',
    );
  });

  it('refuses a non-Admin with 403 whatever the key or body', async () => {
    await expectRefused(
      await save('nope_prompt', { content: '' }, member.token),
      403,
      'Only an Admin can change the default prompts',
    );
  });

  it('answers an unknown key with 404 on every endpoint', async () => {
    for (const url of [
      '/api/prompts/nope_prompt',
      '/api/prompts/constructor',
      '/api/prompts/nope_prompt/versions',
    ]) {
      const response = await get(url, member.token);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatchObject({
        status: 404,
        name: 'NotFoundError',
        message: 'Prompt not found',
      });
    }
    await expectRefused(await save('nope_prompt', { content: 'Text' }, admin.token), 404, 'Prompt not found');
    await expectRefused(await save('toString', { content: '' }, admin.token), 404, 'Prompt not found');
  });

  it.each([
    ['empty', { content: '' }, 'content: The prompt cannot be blank'],
    ['blank', { content: ' \n\t ' }, 'content: The prompt cannot be blank'],
    [
      'oversize',
      { content: 'x'.repeat(PROMPT_MAX_LENGTH + 1) },
      'content: The prompt cannot be longer than 20,000 characters',
    ],
    ['missing', {}, 'content: the prompt text is required'],
    ['not text', { content: 42 }, 'content: the prompt text is required'],
    ['with other fields', { content: 'Text', version: 9 }, 'These fields cannot be set: version'],
  ])('refuses %s content with 400', async (_case, payload, message) => {
    await expectRefused(await save('publicPerception_prompt', payload, admin.token), 400, message);
  });

  it('refuses a save without a body with 400', async () => {
    const response = await t.request({
      method: 'PUT',
      url: '/api/prompts/publicPerception_prompt',
      token: admin.token,
    });
    await expectRefused(response, 400, 'The request body must be a JSON object');
  });

  it('answers 401 to signed-out requests on every endpoint', async () => {
    for (const url of [
      '/api/prompts',
      '/api/prompts/publicPerception_prompt',
      '/api/prompts/publicPerception_prompt/versions',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
    }
    await expectRefused(
      await save('publicPerception_prompt', { content: 'Signed out.' }),
      401,
      'Authentication required: send an Authorization: Bearer <token> header',
    );
  });
});
