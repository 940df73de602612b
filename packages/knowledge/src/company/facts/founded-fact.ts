import { pageSentences, splitLines } from '../../extraction/sentences.js';
import type { FactPage, FactStatement } from './types.js';

/**
 * The year the company was founded, only from words that say so: 'founded in 1994', 'Founded in
 * Odense in 1994', 'werd in 1921 opgericht', 'wurde 1968 gegründet', 'fondée en 1952', 'Founded: 2009'.
 * 'Since 1998', 'sinds', 'seit' and 'depuis' date a story, a product or a certificate, not the company.
 */
const YEAR = String.raw`((?:18|19|20)\d{2})`;
const BETWEEN = String.raw`(?:\s+(?:in|à|en)\s+\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*)*)?`;
const PATTERNS: readonly RegExp[] = [
  new RegExp(
    String.raw`\b(?:founded|established|incorporated|set up|opgericht|gegründet|fondée?|créée?|fundada|fondata)${BETWEEN}\s+(?:in|en|im Jahr(?:e)?|anno|el|nel)?\s*${YEAR}\b`,
    'iu',
  ),
  new RegExp(
    String.raw`\b(?:werd|is|wurde)\s+(?:in\s+)?${YEAR}\s+(?:\S+\s+){0,6}?(?:opgericht|gegründet)\b`,
    'iu',
  ),
  new RegExp(
    String.raw`^(?:founded|established|year founded|opgericht|gegründet|Gründungsjahr|fondée?|date de création|fundada)\s*:?\s*${YEAR}$`,
    'iu',
  ),
];

export function foundedStatements(pages: readonly FactPage[], thisYear: number): FactStatement<number>[] {
  const statements: FactStatement<number>[] = [];
  for (const page of pages) {
    for (const sentence of pageSentences(splitLines(page.text))) {
      for (const [index, pattern] of PATTERNS.entries()) {
        const written = pattern.exec(sentence.text)?.[1];
        const year = written ? Number(written) : undefined;
        if (!year || year > thisYear) continue;
        statements.push({
          value: year,
          quote: sentence.text,
          url: page.url,
          locator: index === 2 ? 'key figure' : 'sentence',
        });
        break;
      }
    }
  }
  return statements;
}
