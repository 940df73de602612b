import { describe, expect, it } from 'vitest';
import { extractStakeholderMentions } from './stakeholders.js';

const groups = (text: string) =>
  extractStakeholderMentions(text, 'https://www.exemple.test/parties-prenantes', {
    retrievedAt: '2026-11-27',
  }).map((mention) => `${mention.type}: ${mention.name}`);

/** A fictional French maker's dialogue table: who sells its goods, who grows its plants, who regulates it. */
describe("extractStakeholderMentions: a French table's 'Partie prenante' column", () => {
  const found = groups(
    [
      'Pharmacies et parfumeries | Attentes: Disponibilité des produits | Modes de dialogue: Délégués commerciaux',
      'Grossistes et distributeurs | Attentes: Délais | Modes de dialogue: Revues trimestrielles',
      'Producteurs de plantes aromatiques | Attentes: Prix équitable | Modes de dialogue: Contrats pluriannuels',
      'Organismes réglementaires | Attentes: Conformité | Modes de dialogue: Inspections',
    ].join('\n'),
  );

  it('files the shops and wholesalers that sell its goods as customers', () => {
    expect(found).toEqual(
      expect.arrayContaining([
        'Customers: Pharmacies',
        'Customers: Parfumeries',
        'Customers: Grossistes',
        'Customers: Distributeurs',
      ]),
    );
  });

  it('files the growers as suppliers and the regulatory bodies as regulators', () => {
    expect(found).toEqual(
      expect.arrayContaining([
        'Suppliers: Producteurs de plantes aromatiques',
        'Regulators: Organismes réglementaires',
      ]),
    );
    expect(found.filter((group) => group.startsWith('NGOs'))).toEqual([]);
  });
});
