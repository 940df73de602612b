import { describe, expect, it } from 'vitest';
import { extractStakeholderMentions } from './stakeholders.js';

// A British manufacturer's stakeholder page: its regulators by name and acronym, its council, the union
// that represents its staff, the customers it names, and a river bank that is no lender.
const names = (text: string) =>
  extractStakeholderMentions(text, 'https://www.example.com/stakeholders', { retrievedAt: '2026-11-27' })
    .map((mention) => `${mention.type}: ${mention.name}`)
    .toSorted();

describe('extractStakeholderMentions: British regulators, councils, unions and named customers', () => {
  it('names the HSE once, spelled out or as an acronym, and a borough council worked with', () => {
    expect(
      names(
        'The plant works closely with its regulators, the Health and Safety Executive (HSE), and with Wexley Borough Council on emergency planning.',
      ),
    ).toEqual([
      'Communities: Wexley Borough Council',
      'Regulators: Health and Safety Executive',
      'Regulators: Regulators',
    ]);
    expect(names('Our Hadley site is regulated by the HSE.')).toEqual(['Regulators: HSE']);
  });

  it('names the union that represents the staff, written with a lower-case union', () => {
    expect(names('Unite the union represents our hourly-paid colleagues at both plants.')).toContain(
      'NGOs & partners: Unite the union',
    );
  });

  it('names the customers a B2B maker lists, one word each', () => {
    expect(
      names(
        'We work with coatings makers, including customers such as Arlon, Brevik and Corda, and supply flooring adhesives to manufacturers such as Tarvo.',
      ).filter((name) => name.startsWith('Customers')),
    ).toEqual(['Customers: Arlon', 'Customers: Brevik', 'Customers: Corda', 'Customers: Tarvo']);
  });

  it('reads a partner named by what it supplies as a supplier, and a distribution partner as a partner', () => {
    expect(names('Packaging partners: Arvo, Brenlo.')).toEqual(['Suppliers: Arvo', 'Suppliers: Brenlo']);
    expect(names('Our logistics partner is Kestrel Freight.')).toEqual(['Suppliers: Kestrel Freight']);
    expect(names('Our distribution partner Norvane Trading sells our range in Asia.')).toEqual([
      'NGOs & partners: Norvane Trading',
    ]);
  });

  it('names the trade association the company takes part through', () => {
    expect(names('Through the Coatings Makers Association we take part in Responsible Care.')).toEqual([
      'NGOs & partners: Coatings Makers Association',
    ]);
    expect(names('Responsible Care – signatory through the Coatings Makers Association since 1992.')).toEqual(
      ['NGOs & partners: Coatings Makers Association'],
    );
  });

  it('reads the banks of a river as no investor', () => {
    expect(names('Founded in 1968 on the banks of the Tarrant, we have grown steadily.')).toEqual([]);
    expect(names('We work with our banks and investors.')).toContain('Investors: Banks');
  });
});
