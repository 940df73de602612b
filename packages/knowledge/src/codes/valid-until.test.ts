import { describe, expect, it } from 'vitest';
import { validUntilFrom } from './valid-until.js';

describe('validUntilFrom', () => {
  it.each([
    ['The certificate is valid until 31 March 2027.', '2027-03-31'],
    ['Certificate CU 817364, valid until 1st Feb. 2028.', '2028-02-01'],
    ['Our ISO 50001 certificate expires on March 31, 2027.', '2027-03-31'],
    ['ISO 14001 certification, valid until 2026-09-30.', '2026-09-30'],
    ['Expiry date: 15 July 2026.', '2026-07-15'],
    // Unknowns stay unknown: no day, ambiguous order, impossible date, no expiry wording.
    ['The certificate is valid until 2027.', null],
    ['Valid until March 2027.', null],
    ['Valid until 03/04/2027.', null],
    ['Valid until 2027-02-30.', null],
    ['We were certified on 31 March 2024.', null],
  ])('%s → %s', (sentence, expected) => {
    expect(validUntilFrom(sentence)).toBe(expected);
  });
});
