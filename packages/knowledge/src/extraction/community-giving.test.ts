import { describe, expect, it } from 'vitest';
import { extractMetrics } from './metrics.js';

// Invented companies' donations in English sentences: the amount they gave in a year, beside their
// customers' donations, a yearly pledge, money invested in their own plants and their revenue.
const read = (sentence: string) =>
  extractMetrics(sentence, 'https://www.example.test/community', { retrievedAt: '2026-06-01' }).map(
    ({ name, value, year }) => `${year} ${name}: ${value}`,
  );
const GIVING = 'Charitable donations and community investment';

describe('charitable donations and community investment', () => {
  it.each([
    [
      'Our charitable giving totalled £412,000 in FY2025/26, including colleague fundraising for a local trust.',
      [`2026 ${GIVING}: 412,000 GBP`],
    ],
    ['In 2025 we donated €85,000 to local charities.', [`2025 ${GIVING}: 85,000 EUR`]],
    ['Our community investment was €1.2 million in 2025.', [`2025 ${GIVING}: 1.2 million EUR`]],
  ])('%s', (sentence, expected) => {
    expect(read(sentence)).toEqual(expected);
  });

  it.each([
    'In 2025 our customers donated £50,000 to charity through our tills.',
    'Each year we give £150,000 to local charities near our stores.',
    'Our community investment rose by €200,000 in 2025.',
    'Revenue was €118 million in 2025.',
  ])('leaves out: %s', (sentence) => {
    expect(read(sentence)).toEqual([]);
  });

  it('reads no amount in a sentence that is not about giving, and no other figure changes beside one', () => {
    expect(read('In 2025 we invested €2.4 million in solar panels that generated 1,200 MWh.')).toEqual([
      '2025 Renewable electricity generated: 1,200 MWh',
    ]);
    expect(read('In 2025 we invested €2.4 million in solar panels and donated 1,200 MWh.')).toEqual([
      '2025 Renewable electricity consumption: 1,200 MWh',
    ]);
  });
});
