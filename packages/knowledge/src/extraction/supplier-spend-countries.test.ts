import { describe, expect, it } from 'vitest';
import { supplierNamesOn } from './fixtures/supplier-names.js';

const found = supplierNamesOn('einkauf');

// Fictional companies' words on where their purchases go and where their suppliers are.
describe('extractSupplierMentions: where the purchases go, with a share', () => {
  it('reads a share of the purchases in a country, in four languages', () => {
    expect(found('78% of our purchasing spend stays in Italy.')).toEqual(['Suppliers in Italy (IT)']);
    expect(found('Il 92% degli acquisti è effettuato in Italia.')).toEqual(['Suppliers in Italy (IT)']);
    expect(found('Nos achats sont réalisés à 80 % en France.')).toEqual(['Suppliers in France (FR)']);
    expect(found('Wir kaufen zu 85 % in Deutschland ein.')).toEqual(['Suppliers in Germany (DE)']);
    expect(found('Acquistiamo soprattutto in Italia: l’88% della spesa va a fornitori nazionali.')).toEqual([
      'Suppliers in Italy (IT)',
    ]);
  });

  it('takes no purchasing office, sales or customers’ purchases', () => {
    expect(found('Our purchasing office in Germany manages 80% of group spend.')).toEqual([]);
    expect(found('78% of our sales are in Germany and France.')).toEqual([]);
    expect(found('Most of our customers’ purchases are made in Germany.')).toEqual([]);
    expect(found('Il nostro ufficio acquisti in Italia gestisce l’80% della spesa.')).toEqual([]);
  });
});

describe('extractSupplierMentions: country lists with articles, shares and colons', () => {
  it('reads a country after its article and a country after a share in brackets', () => {
    expect(found('Unsere Subunternehmer kommen aus Deutschland, Polen und der Slowakei.')).toEqual([
      'Suppliers in Germany (DE)',
      'Suppliers in Poland (PL)',
      'Suppliers in Slovakia (SK)',
    ]);
    expect(found('Wir beziehen Stahl von Lieferanten aus der Türkei und Deutschland.')).toEqual([
      'Suppliers in Turkey (TR)',
      'Suppliers in Germany (DE)',
    ]);
    expect(found('Acquistiamo acciaio da fornitori in Italia, Germania e nei Paesi Bassi.')).toEqual([
      'Suppliers in Italy (IT)',
      'Suppliers in Germany (DE)',
      'Suppliers in the Netherlands (NL)',
    ]);
    expect(found('Our 140 suppliers are based in the UK (92%) and Ireland (6%).')).toEqual([
      'Suppliers in the UK (GB)',
      'Suppliers in Ireland (IE)',
    ]);
  });

  it('reads reinsurers based in countries, and the countries after a suppliers colon', () => {
    expect(found('Our reinsurers are based in Germany and Switzerland.')).toEqual([
      'Suppliers in Germany (DE)',
      'Suppliers in Switzerland (CH)',
    ]);
    expect(found('Zulieferer: Deutschland, Österreich, Polen')).toEqual([
      'Suppliers in Germany (DE)',
      'Suppliers in Austria (AT)',
      'Suppliers in Poland (PL)',
    ]);
    expect(found('Fornitori principali: Italia, Austria')).toEqual([
      'Suppliers in Italy (IT)',
      'Suppliers in Austria (AT)',
    ]);
  });

  it('reads the suppliers’ countries after a count and a mostly', () => {
    expect(found('Lavoriamo con 230 fornitori, per lo più in Italia e in Austria.')).toEqual([
      'Suppliers in Italy (IT)',
      'Suppliers in Austria (AT)',
    ]);
    expect(found('Collaboriamo con 230 fornitori, soprattutto italiani e austriaci.')).toEqual([
      'Suppliers in Italy (IT)',
      'Suppliers in Austria (AT)',
    ]);
  });
});
