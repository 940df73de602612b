import { describe, expect, it } from 'vitest';
import { readCompanyFacts } from './company-facts.js';
import { postalAddresses } from './headquarters-fact.js';

// A rural head office has a street without a number ('Route des Genêts, 26110 Nyons'): the postcode,
// the town and the country still make it an address.
const headOffice = (pages: { url: string; text: string }[]) =>
  readCompanyFacts(pages, { today: '2026-11-26' }).headquarters?.value.place;

describe('an address whose street has no number', () => {
  it.each([
    ['Route des Genêts, 26110 Nyons, France', 'Nyons, France'],
    ['Lieu-dit Les Granges, 84400 Apt, France', 'Apt, France'],
    ['Allée des Tilleuls · 13100 Aix-en-Provence · France', 'Aix-en-Provence, France'],
  ])('%s', (line, place) => {
    expect(postalAddresses(line).map((address) => address.place)).toEqual([place]);
  });

  it('is the head office on a legal notice that says so', () => {
    expect(
      headOffice([
        {
          url: 'https://www.exemple.test/mentions-legales',
          text: 'Éditeur : Savonnerie Delorme, SAS dont le siège social est situé Route des Genêts, 26110 Nyons, France. RCS Romans 401 223 119.',
        },
      ]),
    ).toBe('Nyons, France');
  });

  it('is read from a contact page written one part a line', () => {
    expect(
      headOffice([
        {
          url: 'https://www.exemple.test/contact',
          text: 'Contact\nSavonnerie Delorme\nSiège social\nRoute des Genêts\n26110 Nyons\nFrance\nTél. : 04 75 00 00 00',
        },
      ]),
    ).toBe('Nyons, France');
  });

  it('still needs a street: a department and a town are no address', () => {
    expect(postalAddresses('Ventes, 75008 Paris, France')).toEqual([]);
  });
});
