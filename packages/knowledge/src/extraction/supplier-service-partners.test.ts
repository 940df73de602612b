import { describe, expect, it } from 'vitest';
import { supplierNamesOn } from './fixtures/supplier-names.js';

const found = supplierNamesOn('partner');

// Fictional hauliers', hoteliers' and insurers' words about the firms that serve them.
describe('extractSupplierMentions: a service partner named by what it does', () => {
  it('reads the logistics partner before or after its name, in five languages', () => {
    expect(
      found('Unser Logistikpartner Spedition Rauch übernimmt die Verteilung in Süddeutschland.'),
    ).toEqual(['Spedition Rauch']);
    expect(
      found('Notre partenaire logistique, Transports Durand, assure nos livraisons aux clients.'),
    ).toEqual(['Transports Durand']);
    expect(found('Il nostro partner logistico Trasporti Brenta consegna in tutta Italia.')).toEqual([
      'Trasporti Brenta',
    ]);
    expect(found('Nuestro operador logístico Transportes Llano reparte en toda España.')).toEqual([
      'Transportes Llano',
    ]);
    expect(found('Spedition Rauch, unser Logistikpartner seit 2015, fährt für uns.')).toEqual([
      'Spedition Rauch',
    ]);
    expect(found('Our energy partner Greenfield Power supplies all our sites.')).toEqual([
      'Greenfield Power',
    ]);
  });

  it('takes no plain partner and no customer', () => {
    expect(found('Our partner Oxfam helps us with community projects.')).toEqual([]);
    expect(found('Our customer Brenner Logistik AG is our logistics partner’s largest client.')).toEqual([]);
  });
});

describe('extractSupplierMentions: an asset manager named with its role', () => {
  it('reads the investment manager after a comma, after the role, or as whom the work was outsourced to', () => {
    expect(found('Our investment manager, Thornbury Capital, manages £1.2 billion for us.')).toEqual([
      'Thornbury Capital',
    ]);
    expect(found('Our asset manager Thornbury Capital reports financed emissions of 48,000 tCO2e.')).toEqual([
      'Thornbury Capital',
    ]);
    expect(
      found('We have outsourced the management of our investments to Thornbury Asset Management.'),
    ).toEqual(['Thornbury Asset Management']);
  });

  it('takes no capital firm the company does not buy from, and no legal form alone for a name', () => {
    expect(found('We buy back shares from Halvard Capital.')).toEqual([]);
    expect(found('Our investments are managed by Ashcombe Investment Managers Ltd.')).toEqual([
      'Ashcombe Investment Managers Ltd',
    ]);
  });
});

describe('extractSupplierMentions: the largest or main supplier named after the suppliers', () => {
  it('reads a one-word name after the suppliers were named, and the Italian form', () => {
    expect(
      found('Our ready-mix concrete comes from suppliers in Italy and Switzerland; the largest is Betonval.'),
    ).toEqual(['Suppliers in Italy (IT)', 'Suppliers in Switzerland (CH)', 'Betonval']);
    expect(
      found('Il calcestruzzo proviene da fornitori in Italia; il principale è Calcestruzzi Orobici S.r.l.'),
    ).toEqual(['Suppliers in Italy (IT)', 'Calcestruzzi Orobici S.r.l']);
    expect(found('Il nostro fornitore di energia elettrica è Enerverde.')).toEqual(['Enerverde']);
  });

  it('takes no customer that is itself a supplier to others', () => {
    expect(found('Our customers are automotive suppliers; the largest is Brenner.')).toEqual([]);
  });
});
