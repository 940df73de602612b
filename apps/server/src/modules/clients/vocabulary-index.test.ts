import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchVocabulary } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { trigramsOf, VocabularyIndex } from './vocabulary-index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db
    .insert(searchVocabulary)
    .values(
      ['greenfield', 'greenhouse', 'logistics', 'ørsted', 'bluewater', 'blue'].map((term) => ({ term })),
    );
});
afterAll(() => t.close());

describe('VocabularyIndex', () => {
  it.each([
    ['greenfield', 'grenfield'],
    ['logistics', 'logistcs'],
    ['bluewater', 'bluewatr'],
    ['ørsted', 'orsted'],
    ['blue', 'bluewater'],
  ])('computes the same similarity as pg_trgm for %s ~ %s', async (word, token) => {
    const result = await t.db.execute(sql`SELECT similarity(${word}, ${token})::float8 AS s`);
    const expected = (result as unknown as { rows: { s: number }[] }).rows[0]!.s;
    const a = trigramsOf(word);
    const b = trigramsOf(token);
    const shared = [...a].filter((gram) => b.has(gram)).length;
    expect(shared / (a.size + b.size - shared)).toBeCloseTo(expected, 5);
  });

  it('finds typo-close and prefix words, best first, and reloads after invalidation', async () => {
    const vocabulary = new VocabularyIndex(t.db);
    const options = { minCloseness: 0.4, prefixCloseness: 0.85, limit: 5 };
    expect((await vocabulary.match(['grenfield'], options)).map((m) => m.term)).toEqual(['greenfield']);
    expect((await vocabulary.match(['green'], options)).map((m) => m.term)).toEqual([
      'greenfield',
      'greenhouse',
    ]);
    expect(await vocabulary.match(['zzzz'], options)).toEqual([]);
    await t.db.insert(searchVocabulary).values({ term: 'zzzzebra' });
    expect(await vocabulary.match(['zzzz'], options)).toEqual([]);
    vocabulary.invalidate();
    expect((await vocabulary.match(['zzzz'], options)).map((m) => m.term)).toEqual(['zzzzebra']);
  });
});
