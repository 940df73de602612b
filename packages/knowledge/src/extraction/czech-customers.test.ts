import { describe, expect, it } from 'vitest';
import { namedCustomers } from './stakeholder-customers.js';

const names = (sentence: string) => namedCustomers(sentence).map((mention) => mention.name);

// A fictional Czech valve maker names its reference customers.
describe('customers a Czech page names', () => {
  it.each([
    [
      'Našimi zákazníky jsou Vodárny Kladno a Teplárna Otrokovice.',
      ['Vodárny Kladno', 'Teplárna Otrokovice'],
    ],
    ['Mezi naše zákazníky patří např. Energo Trutnov.', ['Energo Trutnov']],
    [
      'Naše výrobky používají vodárenské společnosti (např. Aquaservis Plus), teplárny a chemičky.',
      ['Aquaservis Plus'],
    ],
  ])('%s', (sentence, expected) => {
    expect(names(sentence)).toEqual(expected);
  });

  it('reads no customer in examples of something else', () => {
    expect(names('Používáme oceli různých jakostí (např. Hardox).')).toEqual([]);
  });
});
