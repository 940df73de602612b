import { describe, expect, it } from 'vitest';
import { detectCodes } from './detect-codes.js';

const URL = 'https://www.example.test/sostenibilita';
const found = (text: string) =>
  detectCodes(text, URL, { retrievedAt: '2026-11-27' }).map(({ name, status }) => ({ name, status }));

// A fictional fashion brand's sustainability page: the apparel sector's own coalition and assessment tools.
describe("a fashion brand's sector codes", () => {
  it('reads joining the Fashion Pact and filling in the Higg Index modules', () => {
    expect(
      found(
        [
          'Aderiamo al Fashion Pact dal 2022.',
          'Higg Index: compiliamo ogni anno il Higg Facility Environmental Module (FEM) e il Brand & Retail Module.',
        ].join('\n'),
      ),
    ).toEqual([
      { name: 'The Fashion Pact', status: 'Member' },
      { name: 'Higg Index', status: 'Rated' },
    ]);
  });
});
