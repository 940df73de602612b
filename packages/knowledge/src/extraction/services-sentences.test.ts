import { describe, expect, it } from 'vitest';
import { extractMetrics } from './metrics.js';

/** An office-based firm's sustainability report: figures that are not what their units alone suggest. */
const read = (text: string) =>
  extractMetrics(text, 'https://www.example.test/report', { retrievedAt: '2026-11-21', year: 2025 }).map(
    (m) => [m.name, m.value],
  );

describe('sentences of a services firm’s report', () => {
  it('does not read a part-time or fixed-term count as the headcount', () => {
    expect(read('At year end we had 340 employees. 27 employees work part-time.')).toEqual([
      ['Number of employees', '340 employees'],
    ]);
    expect(read('In 2025, 31 employees were on fixed-term contracts.')).toEqual([]);
  });

  it('reads a Scope 3 category named in words, and only then', () => {
    expect(
      read('Business travel remains our largest source, at 240 tCO2e, as project work abroad grew.'),
    ).toEqual([['Scope 3 category 6 emissions', '240 tCO2e']]);
    expect(read('Scope 3 emissions, mostly from business travel, were 900 tCO2e.')).toEqual([
      ['Scope 3 emissions', '900 tCO2e'],
    ]);
  });

  it('names no single scope from a list the next figure cuts short', () => {
    expect(
      read(
        'Our greenhouse gas intensity was 12.5 tCO2e per million euro of revenue (Scope 1, 2 market-based and business travel).',
      ),
    ).toEqual([['GHG emissions intensity', '12.5 tCO2e per million eur']]);
  });

  it('reads a location basis stated in words', () => {
    expect(
      read('Market-based Scope 2 emissions fell to 3.2 tCO2e; on a location basis they were 140 tCO2e.'),
    ).toEqual([
      ['Scope 2 emissions (market-based)', '3.2 tCO2e'],
      ['Scope 2 emissions (location-based)', '140 tCO2e'],
    ]);
  });

  it('leaves out a second aim joined to a target', () => {
    expect(
      read(
        'In 2024 our near-term target to cut Scope 1 and 2 emissions by 50% by 2030 was validated, and to reduce travel emissions per employee by 30% over the same period.',
      ),
    ).toEqual([]);
  });

  it('names a voluntary turnover rate as such, a part of the turnover rate', () => {
    expect(read('Voluntary turnover fell to 8.7%.')).toEqual([
      ['Employee turnover rate (voluntary)', '8.7%'],
    ]);
    expect(read('Employee turnover was 11.2% in 2025.')).toEqual([['Employee turnover rate', '11.2%']]);
  });
});
