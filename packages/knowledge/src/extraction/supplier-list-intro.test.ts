import { describe, expect, it } from 'vitest';
import { extractSupplierMentions } from './suppliers.js';

const suppliers = (text: string) =>
  extractSupplierMentions(text, 'https://www.example.it/fornitori', { retrievedAt: '2026-11-28' }).map(
    (mention) => [mention.name, mention.country],
  );

// A suppliers page often says a sentence about its suppliers before listing them, and its list may
// give a kind of supplier on one line and a named one on the next.
describe('a suppliers list after an introducing paragraph', () => {
  it('reads the named suppliers below the paragraph, past a line that names a kind only', () => {
    expect(
      suppliers(
        [
          'I nostri fornitori',
          'I nostri fornitori sono in gran parte aziende della regione: il 78% degli acquisti avviene entro 300 km.',
          'Legno di rovere – segherie certificate della zona',
          "Vernici all'acqua – Colorifici Montebelli, Treviso",
          'Ferramenta – Stelvor (Austria) e Corvani (Italia)',
          "Électricité : contrat d'électricité renouvelable avec un fournisseur national",
        ].join('\n'),
      ),
    ).toEqual([
      ['Colorifici Montebelli', undefined],
      ['Stelvor', 'AT'],
    ]);
  });

  it('reads no supplier from a second paragraph of prose', () => {
    expect(
      suppliers(
        [
          'Onze leveranciers',
          'Ons karton komt voor het grootste deel van papierfabrieken in de regio, dicht bij onze fabriek.',
          'Voor het vervoer van onze dozen werken we al jaren met een bedrijf van Haldern Transport uit de buurt.',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('reads no list when the heading is followed by two paragraphs', () => {
    expect(
      suppliers(
        [
          'Our suppliers',
          'We choose our suppliers for quality, price and how they treat their people and the planet.',
          'Every supplier signs our code of conduct and is visited by our buyers at least once a year.',
          'Quality – Certified',
          'Energy – Renewable',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});

describe("a customer's or a competitor's suppliers", () => {
  it('are not the company’s', () => {
    expect(
      suppliers(
        [
          "Notre client Dravelle s'approvisionne aussi en tissus auprès de fournisseurs au Portugal.",
          'Some of our customers source batteries from Lintrax Energy Ltd and displays from suppliers in China.',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('leaves the company’s own purchases read', () => {
    expect(
      suppliers(
        [
          'Nous nous approvisionnons en fils auprès de fournisseurs en Italie.',
          'We source batteries from Lintrax Energy Ltd.',
        ].join('\n'),
      ),
    ).toEqual([
      ['Suppliers in Italy', 'IT'],
      ['Lintrax Energy Ltd', undefined],
    ]);
  });
});
