import { describe, expect, it } from 'vitest';
import { extractStakeholderMentions } from './stakeholders.js';

const groups = (text: string) =>
  extractStakeholderMentions(text, 'https://www.example.com/interessenter', {
    retrievedAt: '2026-11-27',
  }).map((mention) => `${mention.type}: ${mention.name}`);

/** A fictional Danish hearing-aid maker's stakeholder table, rows as the page text gives them. */
describe('a Nordic stakeholder-dialogue table', () => {
  it('reads each group of the first cell, joined by "og", with its type', () => {
    expect(
      groups(
        [
          'Patienter og brugere | Hvordan vi går i dialog: Brugerpaneler | Vigtige emner: Produktsikkerhed',
          'Sundhedsstyrelsen og andre myndigheder | Hvordan vi går i dialog: Inspektioner | Vigtige emner: Kvalitet',
          'Medarbejdere og fagforeninger | Hvordan vi går i dialog: Samarbejdsudvalg | Vigtige emner: Arbejdsmiljø',
          'Investorer | Hvordan vi går i dialog: Generalforsamling | Vigtige emner: Klima',
          'Leverandører | Dialogformer: Audits | Forventninger: Leverandørkodeks',
        ].join('\n'),
      ).toSorted(),
    ).toEqual(
      [
        'Customers: Patienter',
        'Customers: Brugere',
        'Regulators: Sundhedsstyrelsen',
        'Regulators: Myndigheder',
        'Employees: Medarbejdere',
        'NGOs & partners: Fagforeninger',
        'Investors: Investorer',
        'Suppliers: Leverandører',
      ].toSorted(),
    );
  });

  it('reads a Swedish row joined by "och"', () => {
    expect(groups('Kunder och sjukhus | Viktiga frågor: Leveranssäkerhet').toSorted()).toEqual([
      'Customers: Kunder',
      'Customers: Sjukhus',
    ]);
  });
});
