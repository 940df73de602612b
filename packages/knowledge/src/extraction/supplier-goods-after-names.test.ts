import { describe, expect, it } from 'vitest';
import { supplierNamesOn } from './fixtures/supplier-names.js';

const found = supplierNamesOn('nos-fournisseurs');

// A fictional soap maker's and builder's lists of their main suppliers, each with what it supplies.
describe('extractSupplierMentions: a list of suppliers, each followed by what it supplies', () => {
  it('reads every name of the list, with or without a legal form', () => {
    expect(
      found(
        'Nos principaux fournisseurs sont la Verrerie du Forez pour les flacons, la Distillerie des Baronnies pour les huiles essentielles et Cartonnages Rhodaniens pour les étuis.',
      ),
    ).toEqual(['Verrerie du Forez', 'Distillerie des Baronnies', 'Cartonnages Rhodaniens']);
    expect(
      found(
        'Our main suppliers are Hallam Aggregates for the concrete, Northpoint Steel for the frames and Caledon Timber Frame for the housing.',
      ),
    ).toEqual(['Hallam Aggregates', 'Northpoint Steel', 'Caledon Timber Frame']);
  });

  it('does not read on into the goods or a customer list', () => {
    expect(
      found('Nos principaux fournisseurs sont la Verrerie du Forez pour les flacons de nos parfums.'),
    ).toEqual(['Verrerie du Forez']);
    expect(found('Our main customers are Moray Care Trust for the care homes and Highland Homes.')).toEqual(
      [],
    );
  });
});
