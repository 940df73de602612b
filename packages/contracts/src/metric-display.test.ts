import { describe, expect, it } from 'vitest';
import { metricValueForDisplay } from './metric-display.js';

describe('metricValueForDisplay', () => {
  it.each([
    ['64.8 EUR million', '€64.8 million'],
    ['118 EUR million', '€118 million'],
    ['1,462 DKK million', 'DKK 1,462 million'],
    ['412,000 GBP', '£412,000'],
    ['more than 2.1 USD billion', 'more than $2.1 billion'],
    // Not an amount of money alone: shown as stored.
    ['12 tCO2e/EUR million', '12 tCO2e/EUR million'],
    ['4,120 m³', '4,120 m³'],
    ['68.5%', '68.5%'],
    ['EUR million', 'EUR million'],
  ])('%s → %s', (stored, shown) => {
    expect(metricValueForDisplay(stored)).toBe(shown);
  });
});
