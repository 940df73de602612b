import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { DEFAULT_REPORT_PROMPTS } from './generation/default-prompts.js';
import { consultant, reportCalls } from './test-support.js';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let api: ReturnType<typeof reportCalls>;
beforeAll(async () => {
  t = await createTestApp();
  api = reportCalls(t);
  alice = (await consultant(t)).user;
  bob = (await consultant(t)).user;
});
afterAll(() => t.close());

describe('report prompts', () => {
  it('answers the shipped default, then the organization’s main prompt to its members only', async () => {
    const shipped = await api.prompt(alice.token, 'strategic_positioning');
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().data).toEqual({
      name: 'strategic_positioning',
      content: DEFAULT_REPORT_PROMPTS.strategic_positioning,
      origin: 'shipped',
      version: 0,
      updatedAt: null,
    });
    const saved = await api.updateMain(alice.token, 'strategic_positioning', 'Lead with three priorities.');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      origin: 'organization',
      version: 1,
      content: 'Lead with three priorities.',
    });
    expect((await api.updateMain(alice.token, 'strategic_positioning', 'Second.')).json().data.version).toBe(
      2,
    );
    expect((await api.prompt(alice.token, 'Strategic Positioning')).json().data).toMatchObject({
      origin: 'organization',
      content: 'Second.',
    });
    // Bob's organization still gets the default.
    expect((await api.prompt(bob.token, 'strategic_positioning')).json().data).toMatchObject({
      origin: 'shipped',
      content: DEFAULT_REPORT_PROMPTS.strategic_positioning,
    });
  });

  it('lets only an Admin replace the default for everyone', async () => {
    const admin = (await consultant(t, { admin: true })).user;
    const put = (token: string) =>
      t.request({
        method: 'PUT',
        url: '/api/prompt/default/source_list',
        token,
        payload: { content: 'Introduce the sources in one sentence.' },
      });
    expect((await put(bob.token)).statusCode).toBe(403);
    const response = await put(admin.token);
    expect(response.statusCode).toBe(200);
    expect((await api.prompt(bob.token, 'source_list')).json().data).toMatchObject({
      origin: 'default',
      version: 1,
      content: 'Introduce the sources in one sentence.',
    });
  });

  it("answers 'Prompt not found' for an unknown section and refuses a blank prompt", async () => {
    const unknown = await api.prompt(alice.token, 'executive_summary');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Prompt not found');
    expect((await api.updateMain(alice.token, 'executive_summary', 'x')).statusCode).toBe(404);
    const before = await countRows(t, 'report_prompts');
    const blank = await api.updateMain(alice.token, 'company_snapshot', '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('content: The prompt cannot be blank');
    expect(await countRows(t, 'report_prompts')).toEqual(before);
  });
});
