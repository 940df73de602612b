import { describe, expect, it } from 'vitest';
import { supplierNamesOn } from './fixtures/supplier-names.js';

const namesOf = supplierNamesOn('inkoop');

describe('extractSupplierMentions: a buying sentence with its suppliers counted before a colon', () => {
  it.each([
    [
      'Ons karton kopen we in bij drie papierfabrieken: Kartonfabriek Oosterhout B.V., Meyrath Papier GmbH in Duitsland en Lindvik Board AB in Zweden.',
      ['Kartonfabriek Oosterhout B.V', 'Meyrath Papier GmbH (DE)', 'Lindvik Board AB (SE)'],
    ],
    [
      'We buy our yarn from two spinning mills: Kettle Yarns Ltd and Harlow Spinning Ltd.',
      ['Kettle Yarns Ltd', 'Harlow Spinning Ltd'],
    ],
    [
      'Rundholz kaufen wir bei drei Sägewerken: Holzwerk Brenner GmbH und Sägewerk Mayr KG.',
      ['Holzwerk Brenner GmbH', 'Sägewerk Mayr KG'],
    ],
  ])('%s', (sentence, expected) => {
    expect(namesOf(sentence)).toEqual(expected);
  });

  it('reads no name after a colon that lists countries', () => {
    expect(namesOf('We buy our cocoa from two origins: Ghana and Ecuador.')).not.toContain('Ghana');
  });
});

describe('extractSupplierMentions: a German buying list that goes on after a comma', () => {
  it('reads each supplier after its goods, and no goods as a name', () => {
    expect(
      namesOf(
        'Transportbeton beziehen wir von der Kieswerk Traun GmbH, Baustahl von der Ennser Stahlhandel GmbH, Bitumen von der Donau Asphalt AG.',
      ),
    ).toEqual(['Kieswerk Traun GmbH', 'Ennser Stahlhandel GmbH', 'Donau Asphalt AG']);
  });

  it.each([
    // After the comma no 'von der': the goods' own origin, no supplier.
    ['Mehl beziehen wir von der Mühle Stern GmbH, Hefe aus eigener Zucht.', ['Mühle Stern GmbH']],
    // No buying verb: a comma list of who else did what is no supplier list.
    ['Die Halle plante die Architekten Weiss GmbH, den Rohbau von der Stadt genehmigt.', []],
  ])('%s', (sentence, expected) => {
    expect(namesOf(sentence)).toEqual(expected);
  });
});
