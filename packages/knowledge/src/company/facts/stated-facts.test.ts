import { describe, expect, it } from 'vitest';
import { readCompanyFacts } from './company-facts.js';
import {
  FOUNDED,
  FOUNDED_SINCE,
  HEADCOUNT,
  HEADQUARTERS,
  NOT_FOUNDED,
  NOT_HEADCOUNT,
  NOT_HEADQUARTERS,
  NOT_TURNOVER,
  TURNOVER,
} from './fixtures/stated-facts.js';

const TODAY = '2026-11-26';
const facts = (...lines: string[]) =>
  readCompanyFacts([{ url: 'https://www.example.com/about', text: lines.join('\n') }], { today: TODAY });

describe('founding year in six languages', () => {
  it.each(FOUNDED)('%s', (sentence, year) => {
    expect(facts(sentence).foundedYear?.value).toBe(year);
  });

  it.each(FOUNDED_SINCE)('with no "founded", reads the company\'s earliest "since": %s', (lines, year) => {
    expect(facts(...lines).foundedYear?.value).toBe(year);
  });

  it('prefers a stated founding over an earlier "since"', () => {
    expect(
      facts('Seit 1911 ist die Familie im Handel tätig.', 'Gegründet 1987 in Bremen.').foundedYear?.value,
    ).toBe(1987);
  });

  it.each(NOT_FOUNDED)('reads no founding year in: %s', (sentence) => {
    expect(facts(sentence).foundedYear).toBeUndefined();
  });
});

describe('headcount in six languages', () => {
  it.each(HEADCOUNT)('%s', (sentence, count) => {
    expect(facts(sentence).headcount?.value.count).toBe(count);
  });

  it.each(NOT_HEADCOUNT)('reads no headcount in: %s', (sentence) => {
    expect(facts(sentence).headcount).toBeUndefined();
  });
});

describe('headquarters in Italian and Spanish, and as a labelled line', () => {
  it.each(HEADQUARTERS)('%s', (sentence, place) => {
    expect(facts(sentence).headquarters?.value.place).toBe(place);
  });

  it.each(NOT_HEADQUARTERS)('reads no head office in: %s', (sentence) => {
    expect(facts(sentence).headquarters).toBeUndefined();
  });
});

describe("turnover in German, Italian and Spanish, and an insurer's premiums", () => {
  it.each(TURNOVER)('%s', (sentence, amount, currency) => {
    expect(facts(sentence).turnover?.value).toEqual({ amount, currency });
  });

  it.each(NOT_TURNOVER)('reads no turnover in: %s', (sentence) => {
    expect(facts(sentence).turnover).toBeUndefined();
  });
});
