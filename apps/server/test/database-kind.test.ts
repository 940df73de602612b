import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Guards the suite itself: each project must really run on the database it is named after.
it('runs on the database this project is named after', async () => {
  const expected = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  expect(inject('testDb')).toBe(expected);
  expect(t.handle.kind).toBe(expected);
  const result = await t.db.execute(sql`select version() as version`);
  const version = (result as unknown as { rows: { version: string }[] }).rows[0]!.version;
  if (expected === 'postgres') expect(version).not.toContain('PGlite');
  else expect(version).toContain('PGlite');
});
