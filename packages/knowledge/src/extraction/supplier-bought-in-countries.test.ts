import { describe, expect, it } from 'vitest';
import { supplierNamesOn } from './fixtures/supplier-names.js';

const found = supplierNamesOn('lieferkette');

// Fictional confectioners', grocers', soap makers' and furniture makers' words on where they buy.
describe('extractSupplierMentions: goods the company buys in a list of countries', () => {
  it('reads the countries after a first-person buying verb and "in", in seven languages', () => {
    expect(found('We buy our wool in New Zealand and Uruguay.')).toEqual([
      'Suppliers in New Zealand (NZ)',
      'Suppliers in Uruguay (UY)',
    ]);
    expect(found('Haselnüsse kaufen wir im Piemont und in der Türkei ein.')).toEqual([
      'Suppliers in Turkey (TR)',
    ]);
    expect(found('Wij kopen onze tomaten in Spanje en Marokko.')).toEqual([
      'Suppliers in Spain (ES)',
      'Suppliers in Morocco (MA)',
    ]);
    expect(found('Nous achetons notre huile d’olive en Espagne et au Maroc.')).toEqual([
      'Suppliers in Spain (ES)',
      'Suppliers in Morocco (MA)',
    ]);
    expect(found('Compramos el aceite de girasol en Francia y Ucrania.')).toEqual([
      'Suppliers in France (FR)',
      'Suppliers in Ukraine (UA)',
    ]);
    expect(found('Acquistiamo il cacao in Ecuador e in Perù.')).toEqual([
      'Suppliers in Ecuador (EC)',
      'Suppliers in Peru (PE)',
    ]);
    expect(found('Compramos a cortiça em Portugal e Espanha.')).toEqual([
      'Suppliers in Portugal (PT)',
      'Suppliers in Spain (ES)',
    ]);
  });

  it('reads co-operatives and plantations as the source goods come from', () => {
    expect(found('Le beurre de karité provient d’une coopérative de femmes au Burkina Faso.')).toEqual([
      'Suppliers in Burkina Faso (BF)',
    ]);
    expect(found('Il caffè verde proviene da piantagioni in Brasile e Honduras.')).toEqual([
      'Suppliers in Brazil (BR)',
      'Suppliers in Honduras (HN)',
    ]);
  });

  it('leaves markets, acquisitions and the customers’ purchases', () => {
    expect(found('Wir kaufen Kakao in Ghana und verkaufen Schokolade in Deutschland.')).toEqual([
      'Suppliers in Ghana (GH)',
    ]);
    expect(found('In 2024 we bought a plant in Poland.')).toEqual([]);
    expect(found('Nous achetons une usine en Espagne pour y fabriquer nos savons.')).toEqual([]);
    expect(found('Our customers buy our cheese in Germany and Austria.')).toEqual([]);
    expect(found('We sell our wool in Germany and Japan.')).toEqual([]);
    expect(found('Compramos una empresa en Portugal en 2023.')).toEqual([]);
  });
});
