import { describe, expect, it } from 'vitest';
import { extractMetrics } from './metrics.js';

// An invented mutual insurer's report sentences: the emissions of what it invests in and the share of
// its portfolio in green investments, beside an asset manager's and a target's.
const read = (sentence: string) =>
  extractMetrics(sentence, 'https://www.example.test/report', { retrievedAt: '2026-06-01' }).map(
    ({ name, value, year, kind }) => `${year} ${name} (${kind}): ${value}`,
  );

describe('an insurer’s investment metrics', () => {
  it.each([
    [
      'Our financed emissions were 184,200 tCO2e in 2025.',
      '2025 Financed emissions (financed-emissions): 184,200 tCO2e',
    ],
    [
      'In 2025, the financed emissions of our listed equity and bond holdings totalled 184,200 tonnes CO2e.',
      '2025 Financed emissions (financed-emissions): 184,200 tCO2e',
    ],
    [
      'Green investments made up 8.2% of our investment portfolio at the end of 2025.',
      '2025 Share of green investments (green-investments-share): 8.2%',
    ],
    [
      'At the end of 2025, 8.2% of our invested assets were in green bonds.',
      '2025 Share of green investments (green-investments-share): 8.2%',
    ],
  ])('%s', (sentence, expected) => {
    expect(read(sentence)).toEqual([expected]);
  });

  it.each([
    'We aim for green investments to make up 15% of our portfolio by 2030.',
    'Our asset manager’s funds held 12.5% in green bonds in 2025.',
    'Financed emissions fell 9% in 2025.',
    'Green bonds made up 4% of all bonds issued in Europe in 2025.',
  ])('leaves out a target, someone else’s share, a change and a market figure: %s', (sentence) => {
    expect(read(sentence).filter((metric) => !metric.includes('reduction'))).toEqual([]);
  });
});
