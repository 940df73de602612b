import { describe, expect, it } from 'vitest';
import { extractLocations } from './locations.js';

const places = (text: string) =>
  extractLocations(text, 'https://www.example.test/o-nas', { retrievedAt: '2026-11-27' }).map((l) => [
    l.role,
    l.name,
    l.countryCode,
  ]);

// A fictional Czech valve maker's list of its plants and offices: town, country, a dash, then what the
// site is, with more it does after a comma.
describe('a Czech list of plants and offices', () => {
  it('reads each town with its country and its kind of site', () => {
    expect(
      places(
        [
          'Naše závody a pobočky',
          'Olomouc, Česká republika – sídlo firmy, hlavní výrobní závod, slévárna litiny, obrobna a montáž',
          'Žilina, Slovensko – druhý výrobní závod (Bystřina Slovakia s.r.o.), montáž armatur a lakovna',
          'Passau, Německo – obchodní kancelář Bystřina Deutschland GmbH pro německy mluvící trh',
        ].join('\n'),
      ),
    ).toEqual([
      ['headquarters', 'Olomouc, Česká republika', 'CZ'],
      ['production', 'Žilina, Slovensko', 'SK'],
      ['office', 'Passau, Německo', 'DE'],
    ]);
  });

  it('does not read a heading that is only the facility’s word as a town', () => {
    expect(
      places(
        [
          'Slévárna',
          'Srdcem závodu v Olomouci je naše slévárna. Taví se ve dvou indukčních pecích o kapacitě 12 t/h. Slévárna pracuje na dvě směny.',
        ].join('\n'),
      ).map(([, name]) => name),
    ).not.toContain('Slévárna');
  });
});
