import { describe, expect, it } from 'vitest';
import { extractLocations } from './locations.js';

const places = (...lines: string[]) =>
  extractLocations(lines.join('\n'), 'https://www.example.test/nos-sites', { retrievedAt: '2026-11-28' })
    .map((location) => `${location.role}: ${location.name}`)
    .toSorted();

// A fictional soap maker's and a furniture maker's lists of their sites: a bold label naming the kind
// of site, a dash and its address.
describe('a site list of labels naming the kind of site, each with its address', () => {
  it('reads a workshop, a logistics warehouse and a shop named with its town', () => {
    expect(
      places(
        'Nos sites',
        'Siège et atelier de fabrication – 12 rue Chevreul, 69007 Lyon',
        'Entrepôt logistique – 5 allée des Pays-Bas, 69800 Saint-Priest',
        'Boutique Annecy – 8 rue Royale, 74000 Annecy',
      ),
    ).toEqual(['headquarters: Lyon', 'logistics: Saint-Priest', 'retail: Annecy']);
    expect(places('Le nostre sedi', 'Negozio Monza – Via Italia 14, 20900 Monza (MB)')).toEqual([
      'retail: Monza',
    ]);
  });

  it('leaves a partner’s shop and a supplier’s address', () => {
    expect(places('Où nous trouver', 'Magasin partenaire – 4 place Saint-Léger, 73000 Chambéry')).toEqual([]);
    expect(places('Nos fournisseurs', 'Verrerie du Forez – 3 rue Balay, 42000 Saint-Étienne')).toEqual([]);
  });
});
