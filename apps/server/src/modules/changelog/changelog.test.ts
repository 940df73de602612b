import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createUser, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { newDocumentId } from '../../db/ids.js';
import { changelogEntries } from '../../db/schema.js';

let t: TestApp;
let admin: TestUser;
let consultant: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { admin: true });
  consultant = await createUser(t);
});
afterAll(() => t.close());

interface Entry {
  documentId: string;
  title: string;
  body: string;
  publishedAt: string;
}

const list = (query = '') => t.request({ method: 'GET', url: `/api/changelog${query}` });
const create = (payload: unknown, token?: string) =>
  t.request({ method: 'POST', url: '/api/changelog', payload: payload as object, token });
const update = (documentId: string, payload: unknown, token?: string) =>
  t.request({ method: 'PUT', url: `/api/changelog/${documentId}`, payload: payload as object, token });
const remove = (documentId: string, token?: string) =>
  t.request({ method: 'DELETE', url: `/api/changelog/${documentId}`, token });
const entryCount = async () => (await countRows(t, 'changelog_entries')).changelog_entries!;

async function publish(title: string, publishedAt?: string): Promise<Entry> {
  const response = await create(
    { title, body: `**${title}** is here.`, ...(publishedAt ? { publishedAt } : {}) },
    admin.token,
  );
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

describe('the changelog', () => {
  it('is empty until an Admin writes an entry, and readable by visitors', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });

  it('lets an Admin publish an entry, dated now unless a date is given', async () => {
    const before = Date.now();
    const entry = await publish('  Word and PDF export  ');
    expect(entry).toMatchObject({
      title: 'Word and PDF export',
      body: '**  Word and PDF export  ** is here.',
    });
    expect(Date.parse(entry.publishedAt)).toBeGreaterThanOrEqual(before - 5_000);
    const dated = await publish('Feedback boards', '2025-03-01T09:30:00+02:00');
    expect(dated.publishedAt).toBe('2025-03-01T07:30:00.000Z');
  });

  it('lists by publication date, newest first, whatever the order of writing; a future date is scheduled', async () => {
    await publish('Old news', '2020-01-01T00:00:00Z');
    const scheduled = await publish('Future news', '2999-01-01T00:00:00Z');
    await publish('Middle news', '2024-06-01T00:00:00Z');
    const entries = (await list()).json().data as Entry[];
    const dates = entries.map((entry) => Date.parse(entry.publishedAt));
    expect(dates).toEqual(dates.toSorted((a, b) => b - a));
    expect(entries.map((entry) => entry.title)).not.toContain('Future news');
    expect(entries.at(-1)!.title).toBe('Old news');
    // Once its date has come, it leads the list.
    await t.db
      .update(changelogEntries)
      .set({ publishedAt: sql`now()` })
      .where(eq(changelogEntries.documentId, scheduled.documentId));
    expect(((await list()).json().data as Entry[])[0]!.title).toBe('Future news');
  });

  it('answers 20 entries by default, up to 100 on request, and refuses other limits', async () => {
    // More than 100 entries, written straight to the table: the API's answers are what is tested.
    await t.db.insert(changelogEntries).values(
      Array.from({ length: 101 }, (_, index) => ({
        documentId: newDocumentId(),
        title: `Entry ${index}`,
        body: 'Body',
      })),
    );
    expect(await entryCount()).toBeGreaterThan(100);
    expect((await list()).json().data).toHaveLength(20);
    expect((await list('?limit=2')).json().data).toHaveLength(2);
    expect((await list('?limit=100')).json().data).toHaveLength(100);
    for (const limit of ['0', '101', 'many', '2.5']) {
      const response = await list(`?limit=${limit}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('limit must be a whole number from 1 to 100');
    }
  });

  it('lets an Admin edit and delete an entry', async () => {
    const entry = await publish('Assessment engine');
    const edited = await update(
      entry.documentId,
      { body: 'Runs every step of the assessment.' },
      admin.token,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      documentId: entry.documentId,
      title: 'Assessment engine',
      body: 'Runs every step of the assessment.',
    });
    const removed = await remove(entry.documentId, admin.token);
    expect(removed.statusCode).toBe(204);
    const listed = (await list('?limit=100')).json().data as Entry[];
    expect(listed.some((item) => item.documentId === entry.documentId)).toBe(false);
    expect((await remove(entry.documentId, admin.token)).statusCode).toBe(404);
    const missing = await update(entry.documentId, { title: 'Gone' }, admin.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Changelog entry not found');
  });

  it('refuses writes by a non-Admin (403) or a visitor (401) and changes nothing', async () => {
    const entry = await publish('Onboarding chat');
    const before = await entryCount();
    for (const [token, status] of [
      [consultant.token, 403],
      [undefined, 401],
    ] as const) {
      expect((await create({ title: 'Sneaky', body: 'Not allowed' }, token)).statusCode).toBe(status);
      expect((await update(entry.documentId, { title: 'Renamed' }, token)).statusCode).toBe(status);
      expect((await remove(entry.documentId, token)).statusCode).toBe(status);
    }
    const refused = await create({ title: 'Sneaky', body: 'Not allowed' }, consultant.token);
    expect(refused.json().error.message).toBe('Only an Admin can change the changelog');
    expect(await entryCount()).toBe(before);
    const stored = ((await list('?limit=100')).json().data as Entry[]).find(
      (item) => item.documentId === entry.documentId,
    );
    expect(stored?.title).toBe('Onboarding chat');
  });

  it.each([
    ['no title', { body: 'No title' }, 'Title is required'],
    ['a blank title', { title: '   ', body: 'Blank title' }, 'Title is required'],
    ['no body', { title: 'No body' }, 'Body is required'],
    ['a 201-character title', { title: 'x'.repeat(201), body: 'b' }, 'Title must be at most 200 characters'],
    [
      'a 20,001-character body',
      { title: 'Long', body: 'y'.repeat(20_001) },
      'Body must be at most 20000 characters',
    ],
    [
      'a date in words',
      { title: 'Bad date', body: 'b', publishedAt: 'yesterday' },
      'publishedAt must be an ISO date-time',
    ],
    ['an unknown field', { title: 'Extra', body: 'b', author: 'me' }, 'These fields cannot be set: author'],
  ])('refuses an entry with %s (400) and stores nothing', async (_case, payload, message) => {
    const before = await entryCount();
    const response = await create(payload, admin.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await entryCount()).toBe(before);
  });

  it('refuses an edit without any field, or with an empty one, and keeps the entry', async () => {
    const entry = await publish('Client search');
    const empty = await update(entry.documentId, {}, admin.token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Send at least one of title, body, publishedAt');
    const blank = await update(entry.documentId, { body: '  ' }, admin.token);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Body is required');
    const stored = ((await list('?limit=100')).json().data as Entry[]).find(
      (item) => item.documentId === entry.documentId,
    );
    expect(stored?.body).toBe('**Client search** is here.');
  });
});
