import { describe, expect, it } from 'vitest';
import { NOT_THE_COMPANYS_RATES, STATED_RATES } from './fixtures/workforce-rates.js';
import { extractMetrics } from './metrics.js';

const read = (language: string, sentence: string) =>
  extractMetrics(sentence, 'https://www.example.test/people', { language, retrievedAt: '2026-06-01' }).map(
    ({ name, value, year }) => `${year} ${name}: ${value}`,
  );

describe('rates stated in sentences, in six languages', () => {
  it.each(STATED_RATES)('[%s] %s', (language, sentence, expected) => {
    expect(read(language, sentence)).toEqual([expected]);
  });

  it.each(NOT_THE_COMPANYS_RATES)('[%s] not the company’s rate: %s', (language, sentence) => {
    expect(read(language, sentence)).toEqual([]);
  });
});
