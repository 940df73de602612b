import { describe, expect, it } from 'vitest';
import { extractLocations } from './locations.js';

const sites = (text: string) =>
  extractLocations(text, 'https://www.exemple.test/nos-sites', { retrievedAt: '2026-11-27' }).map(
    (location) => `${location.role}: ${location.name}`,
  );

// A fictional French maker's sites page: each site a heading naming its kind and its town, then the
// group's foreign subsidiaries, one a line with its legal name, town and country.
const PAGE = [
  'Nos sites',
  'Distillerie de Forcalquier',
  'Notre distillerie traite chaque été la lavande de nos agriculteurs partenaires.',
  'Laboratoire de recherche de Montpellier',
  'Installé à Montpellier, notre laboratoire de recherche accueille 18 chercheurs.',
  'Nos filiales',
  'Ormeval Italia S.r.l. – Milan, Italie : bureau commercial pour l’Italie.',
  'Ormeval Canada Inc. – Toronto (Ontario), Canada : distribution de nos marques en Amérique du Nord.',
].join('\n');

describe('extractLocations: French site headings and subsidiaries', () => {
  it('reads a distillery and a research laboratory named by their town', () => {
    expect(sites(PAGE)).toEqual(expect.arrayContaining(['production: Forcalquier', 'research: Montpellier']));
  });

  it('reads each subsidiary’s town with its country', () => {
    expect(sites(PAGE)).toEqual(
      expect.arrayContaining(['office: Milan, Italie', 'operations: Toronto, Canada']),
    );
  });

  it('reads no site from a company named without its town and country', () => {
    expect(sites('Nos partenaires\nFlacons Delorme SAS – verrerie partenaire depuis 2010.')).toEqual([]);
  });
});

describe('extractLocations: a French département is where a site is, not the site', () => {
  it('reads no site "Isère" or "Vaucluse"', () => {
    expect(
      sites(
        '2017 – Ouverture de notre plateforme logistique en Isère.\nNous avons ouvert un entrepôt dans le Vaucluse, à Cavaillon.',
      ).filter((site) => /Isère|Vaucluse/u.test(site)),
    ).toEqual([]);
  });
});
