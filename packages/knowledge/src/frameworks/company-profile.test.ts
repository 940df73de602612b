import { describe, expect, it } from 'vitest';
import { FINER_SECTOR_KEYS, NACE_SECTIONS } from '../company/sectors.js';
import type { NormalizedCompany } from '../company/types.js';
import {
  EU_LISTED_MANUFACTURER,
  SMALL_BELGIAN_CONSULTANCY,
  UNKNOWN_COMPANY,
  US_PRIVATE_SOFTWARE,
  company,
  facts,
} from '../policies/test-companies.js';
import { SECTOR_GROUPS, frameworkProfile, type FrameworkProfile } from './company-profile.js';

describe('frameworkProfile', () => {
  it.each<[string, NormalizedCompany, Partial<FrameworkProfile>]>([
    [
      'EU listed manufacturer',
      EU_LISTED_MANUFACTURER,
      { region: 'EU', sizeClass: 'very-large', listed: true, b2bSupplier: true, consumerFacing: false },
    ],
    [
      'US private software',
      US_PRIVATE_SOFTWARE,
      { region: 'US', sizeClass: 'medium', listed: false, highEmitting: false },
    ],
    [
      'small Belgian consultancy',
      SMALL_BELGIAN_CONSULTANCY,
      { region: 'EU', sizeClass: 'small', listed: undefined, industrial: false },
    ],
    [
      'UK company',
      company({ country: 'GB', inEu: false, employees: { min: 501, max: 1000 } }),
      { region: 'UK', sizeClass: 'large', issbCountry: true },
    ],
    [
      'fossil producer',
      company({ sectors: ['B', 'extractives', 'energy'] }),
      { fossilFuelProducer: true, natureDependent: true },
    ],
    ['bank by fact only', company({ facts: facts({ isFinancialSectorEntity: true }) }), { financial: true }],
  ])('%s', (_label, subject, expected) => {
    expect(frameworkProfile(subject)).toMatchObject(expected);
  });

  it('lists what it does not know instead of guessing', () => {
    const profile = frameworkProfile(UNKNOWN_COMPANY);
    expect(profile.unknown).toEqual(['headquarters', 'size', 'sector', 'listing']);
    expect(profile.region).toBeUndefined();
    expect(profile.sizeClass).toBeUndefined();
  });

  it('uses only sector keys the normaliser produces', () => {
    const known = new Set<string>([...Object.keys(NACE_SECTIONS), ...FINER_SECTOR_KEYS]);
    for (const [group, keys] of Object.entries(SECTOR_GROUPS)) {
      for (const key of keys) expect(known, `${group}: ${key}`).toContain(key);
    }
  });
});
