import { describe, expect, it } from 'vitest';
import { countryOf } from './country-names.js';
import { extractSupplierMentions } from './suppliers.js';

const supplierGroups = (text: string) =>
  extractSupplierMentions(text, 'https://www.example.com/sourcing', { retrievedAt: '2026-11-27' })
    .filter((mention) => !mention.named)
    .map((mention) => [mention.name, mention.country]);

// Coffee, cocoa, tea and garments come from countries no head office table needs: each is still a
// supplier country, named in English, in every language the pages are read in.
describe('supplier countries anywhere in the world', () => {
  it.each([
    [
      'Our coffee comes from Colombia, Ethiopia, Honduras and Brazil.',
      [
        ['Suppliers in Colombia', 'CO'],
        ['Suppliers in Ethiopia', 'ET'],
        ['Suppliers in Honduras', 'HN'],
        ['Suppliers in Brazil', 'BR'],
      ],
    ],
    [
      'Unser Tee stammt von Kooperativen in Ruanda, Uganda und Tansania.',
      [
        ['Suppliers in Rwanda', 'RW'],
        ['Suppliers in Uganda', 'UG'],
        ['Suppliers in Tanzania', 'TZ'],
      ],
    ],
    [
      'Nos vêtements sont fabriqués par des fournisseurs au Cambodge et en Birmanie.',
      [
        ['Suppliers in Cambodia', 'KH'],
        ['Suppliers in Myanmar', 'MM'],
      ],
    ],
  ])('%s', (text, expected) => {
    expect(supplierGroups(text)).toEqual(expected);
  });

  it('leaves a US state, a town and a person’s name that are also countries’ names unread', () => {
    expect(countryOf('Georgia')).toBeUndefined();
    expect(countryOf('Chad')).toBeUndefined();
    expect(countryOf('Lyon')).toBeUndefined();
    expect(countryOf('Nicaragua')).toBe('NI');
  });
});
