import { describe, expect, it } from 'vitest';
import { supplierNamesOn } from './fixtures/supplier-names.js';

const found = supplierNamesOn('sourcing');

// Fictional mid-size companies' own words about where their goods come from.
describe('extractSupplierMentions: how long a supplier has delivered, between the verb and the name', () => {
  it("reads 'kommt seit drei Generationen von der … GmbH' and 'komt sinds 1998 van … B.V.'", () => {
    expect(
      found('Unser Braumalz kommt seit drei Generationen von der Mälzerei Kornhaus GmbH in Bamberg.'),
    ).toContain('Mälzerei Kornhaus GmbH');
    expect(found('Ons glas komt sinds 1998 van Glasfabriek Noord B.V. uit Leerdam.')).toContain(
      'Glasfabriek Noord B.V',
    );
  });

  it('takes no place or spring for a supplier', () => {
    expect(found('Unser Brauwasser kommt seit 100 Jahren aus der Quelle im Tal.')).toEqual([]);
  });
});

describe("extractSupplierMentions: bought 'über die' a named company", () => {
  it('reads the company after a capitalised region', () => {
    expect(
      found('Den Hopfen beziehen wir direkt aus der Hallertau über die Hopfenhandel Seidl KG in Wolnzach.'),
    ).toContain('Hopfenhandel Seidl KG');
  });

  it("takes no name after 'über die' that has no legal form", () => {
    expect(found('Wir beziehen Gerste über die Erzeugergemeinschaft in Franken.')).toEqual([]);
  });
});

describe('extractSupplierMentions: made by a named company, its country between', () => {
  it("reads 'werden von der … GmbH in Tschechien hergestellt' with the country", () => {
    expect(
      found('Unsere Mehrwegflaschen werden von der Glaswerk Ostrava GmbH in Tschechien hergestellt.'),
    ).toEqual(expect.arrayContaining(['Glaswerk Ostrava GmbH (CZ)']));
  });

  it("reads the Dutch 'worden door … in België gemaakt'", () => {
    expect(found('Onze kartonnen dozen worden door Kartonnage Vloeberg in België gemaakt.')).toEqual(
      expect.arrayContaining(['Kartonnage Vloeberg (BE)']),
    );
  });
});

describe('extractSupplierMentions: a list of suppliers, each with what it supplies', () => {
  it("reads every name of 'I nostri fornitori principali: A S.p.A. per il carburante, B S.r.l. per …'", () => {
    expect(
      found(
        'I nostri fornitori principali: Carburanti Astico S.p.A. per il carburante, Officine Berica S.r.l. per la manutenzione dei mezzi e Gomme Nord S.r.l. per gli pneumatici.',
      ),
    ).toEqual(['Carburanti Astico S.p.A', 'Officine Berica S.r.l', 'Gomme Nord S.r.l']);
  });

  it("reads the English 'Our main suppliers: A Ltd for the steel, B GmbH for the paint and C S.A. for …'", () => {
    expect(
      found(
        'Our main suppliers: Tarrant Steel Ltd for the steel, Farbwerk Lenz GmbH for the paint and Cauchos Ribera S.A. for the tyres.',
      ),
    ).toEqual(['Tarrant Steel Ltd', 'Farbwerk Lenz GmbH', 'Cauchos Ribera S.A']);
  });

  it('takes no customer list for suppliers', () => {
    expect(
      found('Our main customers: Glenmore Foods Ltd for the chilled range and Kessel AG for frozen.'),
    ).toEqual([]);
  });
});

describe('extractSupplierMentions: the mills the company buys from, by country', () => {
  it("reads 'inkoopt bij zagerijen in Duitsland en Letland' and 'from sawmills in Sweden and Finland'", () => {
    expect(
      found('Ons eiken komt van een houthandel die het inkoopt bij zagerijen in Duitsland en Letland.'),
    ).toEqual(expect.arrayContaining(['Suppliers in Germany (DE)', 'Suppliers in Latvia (LV)']));
    expect(found('We buy our pine from sawmills in Sweden and Finland.')).toEqual(
      expect.arrayContaining(['Suppliers in Sweden (SE)', 'Suppliers in Finland (FI)']),
    );
  });

  it('takes no mills the company sells to', () => {
    expect(found('Our customers include sawmills in Sweden and Finland.')).toEqual([]);
  });
});

describe('extractSupplierMentions: a college on a partners page is no supplier', () => {
  it('leaves out a Dutch hogeschool and a French haute école listed beside the suppliers', () => {
    const page = [
      'Onze partners',
      'Leveranciers',
      'Houthandel Brouwer B.V. – eikenhout',
      'Samenwerking',
      'Hogeschool Windmolen – stageplaatsen voor studenten',
    ].join('\n');
    expect(found(page)).toEqual(['Houthandel Brouwer B.V']);
    expect(found('Nos fournisseurs : Aciéries Morel SAS et Haute École Valmont.')).toEqual([
      'Aciéries Morel SAS',
    ]);
  });
});
