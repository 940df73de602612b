import { describe, expect, it } from 'vitest';
import { countryOf } from './country-names.js';

describe('country names as a Czech or Slovak page writes them', () => {
  it.each([
    ['Německo', 'DE'],
    ['Slovensko', 'SK'],
    ['Polsko', 'PL'],
    ['Ukrajina', 'UA'],
    ['Rakousko', 'AT'],
    ['Norsko', 'NO'],
    ['Česká republika', 'CZ'],
    ['Spojené státy', 'US'],
  ])('%s → %s', (written, code) => {
    expect(countryOf(written)).toBe(code);
  });
});
