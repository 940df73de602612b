import { describe, expect, it } from 'vitest';
import { supplierNamesOn } from './fixtures/supplier-names.js';

const found = supplierNamesOn('fournisseurs');

// Fictional wind, solar and steel buyers naming their makers by kind and nationality.
describe('extractSupplierMentions: a maker named after its kind and nationality', () => {
  it("reads 'fabriquées par le turbinier allemand …' with the maker's country", () => {
    expect(
      found('Nos éoliennes du parc de Montfaucon sont fabriquées par le turbinier allemand Nordwind GmbH.'),
    ).toEqual(['Nordwind GmbH (DE)']);
  });

  it('reads a one-word maker in English, Italian, German, Spanish and Dutch', () => {
    expect(found('The turbines at Kestrel Ridge were supplied by the Danish manufacturer Vindhav.')).toEqual([
      'Vindhav (DK)',
    ]);
    expect(
      found('I moduli dei nostri impianti sono prodotti dal fabbricante tedesco Solaris Werke.'),
    ).toEqual(['Solaris Werke (DE)']);
    expect(
      found('Die Anlagen im Windpark Hohe Heide wurden vom dänischen Hersteller Vindkraft A/S geliefert.'),
    ).toEqual(['Vindkraft A/S (DK)']);
    expect(found('Los paneles de la planta fueron suministrados por el fabricante chino Sunreach.')).toEqual([
      'Sunreach (CN)',
    ]);
    expect(found('De turbines zijn geleverd door de Deense fabrikant Vindhav.')).toEqual(['Vindhav (DK)']);
  });

  it("reads 'comes from the Swedish steelmaker …'", () => {
    expect(found('Most of our sheet steel comes from the Swedish steelmaker Nordstal.')).toEqual([
      'Nordstal (SE)',
    ]);
  });

  it('takes no owner, customer or user of the products for a maker', () => {
    expect(
      found('In 2019 we were acquired by the French group Corvane, which owns 100 % of our shares.'),
    ).toEqual([]);
    expect(found('Our customers include the German automotive supplier Brenner AG.')).toEqual([]);
    expect(found('Our sensors are used by the German manufacturer Halden in its plants.')).toEqual([]);
    expect(found('Unsere Kunden sind Automobilzulieferer wie die Brenner AG aus Stuttgart.')).toEqual([]);
  });
});
