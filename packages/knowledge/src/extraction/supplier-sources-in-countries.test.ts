import { describe, expect, it } from 'vitest';
import { supplierNamesOn } from './fixtures/supplier-names.js';

const found = supplierNamesOn('sourcing');

// Fictional makers', builders' and caterers' words on where what they buy comes from.
describe('extractSupplierMentions: goods from partners, forests or farms in a list of countries', () => {
  it('reads the countries after partners, forests and plants in English', () => {
    expect(found('Our main raw materials come from long-standing partners in Germany and Austria.')).toEqual([
      'Suppliers in Germany (DE)',
      'Suppliers in Austria (AT)',
    ]);
    expect(found('Our timber comes from certified forests in Sweden and Finland.')).toEqual([
      'Suppliers in Sweden (SE)',
      'Suppliers in Finland (FI)',
    ]);
    expect(found('All ready-mixed concrete is sourced from local plants in Italy.')).toEqual([
      'Suppliers in Italy (IT)',
    ]);
  });

  it('reads the same in German, French and Italian', () => {
    expect(
      found('Unsere Rohstoffe stammen von langjährigen Partnern in Deutschland und Österreich.'),
    ).toEqual(['Suppliers in Germany (DE)', 'Suppliers in Austria (AT)']);
    expect(
      found('Nos matières premières proviennent de partenaires de longue date en France et en Espagne.'),
    ).toEqual(['Suppliers in France (FR)', 'Suppliers in Spain (ES)']);
    expect(found('La carne dei nostri ristoranti proviene da allevamenti in Italia e in Francia.')).toEqual([
      'Suppliers in Italy (IT)',
      'Suppliers in France (FR)',
    ]);
  });

  it('takes no sales, people, ideas or sources the company owns', () => {
    expect(found('Our revenue comes from customers in Germany and France.')).toEqual([]);
    expect(found('Most of our staff come from local families in Ireland.')).toEqual([]);
    expect(found('Our electricity comes from wind farms we operate in France and Spain.')).toEqual([]);
    expect(found('Our guests come mainly from tour operators in Germany and the UK.')).toEqual([]);
    expect(found('The idea comes from a research project in Denmark.')).toEqual([]);
    expect(found('Unser Holz stammt aus eigenen Wäldern in Österreich.')).toEqual([]);
  });

  it('names the supplier, not its country as a group, when the sentence names it', () => {
    expect(found('Unser Stahl kommt von der Kessler Stahl GmbH in Deutschland.')).toEqual([
      'Kessler Stahl GmbH (DE)',
    ]);
  });
});

describe('extractSupplierMentions: goods bought from makers in a list of countries', () => {
  it('reads turbine makers, manufacturers and Hersteller in their countries', () => {
    expect(
      found(
        'Nos éoliennes proviennent de turbiniers en Allemagne et au Danemark ; le principal est Nordvind A/S.',
      ),
    ).toEqual(['Suppliers in Germany (DE)', 'Suppliers in Denmark (DK)', 'Nordvind A/S']);
    expect(found('Nos panneaux solaires sont achetés auprès de fabricants en Espagne et en Chine.')).toEqual([
      'Suppliers in Spain (ES)',
      'Suppliers in China (CN)',
    ]);
    expect(found('Unsere Lkw stammen von Herstellern aus Deutschland und Schweden.')).toEqual([
      'Suppliers in Germany (DE)',
      'Suppliers in Sweden (SE)',
    ]);
  });
});
