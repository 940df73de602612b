import { describe, expect, it } from 'vitest';
import { supplierNamesOn } from './fixtures/supplier-names.js';

const found = supplierNamesOn('acquisti');

// Fictional builders', solar producers' and hoteliers' words on where their suppliers are, by nationality.
describe('extractSupplierMentions: the suppliers’ nationality with a share', () => {
  it("reads a share of the goods from suppliers of a nationality, without 'our'", () => {
    expect(
      found('Il 78% dei materiali da costruzione proviene da fornitori italiani entro 100 km dai cantieri.'),
    ).toEqual(['Suppliers in Italy (IT)']);
    expect(found('Il 60% delle materie prime proviene da produttori tedeschi e austriaci.')).toEqual([
      'Suppliers in Germany (DE)',
      'Suppliers in Austria (AT)',
    ]);
  });

  it('reads the suppliers as a share of a nationality', () => {
    expect(found("I nostri fornitori sono per l'85% aziende italiane.")).toEqual(['Suppliers in Italy (IT)']);
    expect(found('Nos fournisseurs sont à 90 % français.')).toEqual(['Suppliers in France (FR)']);
    expect(found('Our suppliers are 85% British.')).toEqual(['Suppliers in the United Kingdom (GB)']);
  });

  it('reads makers of a nationality listed beside a continent', () => {
    expect(found('Nos modules photovoltaïques proviennent de fabricants européens et chinois.')).toEqual([
      'Suppliers in China (CN)',
    ]);
  });

  it('takes no customers of a nationality, and no news about a sector', () => {
    expect(found('Our customers are German manufacturers of machinery.')).toEqual([]);
    expect(found('Unsere Kunden sind deutsche Zulieferer der Automobilindustrie.')).toEqual([]);
    expect(found('Il 40% dei nostri clienti sono aziende tedesche.')).toEqual([]);
    expect(found('Dutch growers faced 30% higher energy costs in 2024.')).toEqual([]);
  });
});
