import { describe, expect, it } from 'vitest';
import { extractStakeholderMentions } from './stakeholders.js';

const groups = (text: string) =>
  extractStakeholderMentions(text, 'https://www.example.com/nachhaltigkeit', {
    retrievedAt: '2026-11-27',
  }).map((mention) => `${mention.type}: ${mention.name}`);

/** German dialogue lists after 'mit': each known group in its plural, an unknown common noun left out. */
describe('extractStakeholderMentions: German lists of those the company talks to', () => {
  it.each([
    [
      'Wir stehen im regelmäßigen Austausch mit Kundinnen und Kunden, Erzeugern, Landwirten, Landfrauen, Nachbarn und Behörden.',
      [
        'Customers: Kunden',
        'Regulators: Behörden',
        'Suppliers: Erzeuger',
        'Suppliers: Landwirte',
        'Communities: Nachbarn',
      ],
    ],
    [
      'Wir stehen im Austausch mit Kunden, Lieferanten, dem NABU, Schulen und Anwohnern.',
      ['Suppliers: Lieferanten', 'Customers: Kunden', 'Communities: Anwohner', 'NGOs & partners: NABU'],
    ],
    [
      'Wir pflegen den Dialog mit Händlern, Verbrauchern, Nichtregierungsorganisationen und der Politik.',
      ['Customers: Händler', 'Customers: Verbraucher', 'NGOs & partners: Nichtregierungsorganisationen'],
    ],
    [
      'Wir sprechen regelmäßig mit Mitarbeiterinnen und Mitarbeitern, Aktionären und Hochschulen.',
      ['Employees: Mitarbeiter', 'Investors: Aktionäre'],
    ],
  ])('%s', (text, expected) => {
    expect(groups(text)).toEqual(expected);
  });
});

// A dialogue table whose concerns column says which concerns it lists ('Wesentliche Anliegen'): each
// row's first cell is the group, the concerns are none.
describe('extractStakeholderMentions: a German dialogue table with qualified column headings', () => {
  it('reads each row’s group, the owners’ family among them', () => {
    const read = groups(
      [
        'Lieferanten | Wesentliche Anliegen: Langfristige Partnerschaft, faire Preise | Dialogformate: Jahresgespräche',
        'Eigentümerfamilie | Wesentliche Anliegen: Unabhängigkeit | Dialogformate: Gesellschafterversammlung',
        'Hochschulen | Wichtigste Themen: Forschung zu Recyclingbeton | Dialogformate: Abschlussarbeiten',
      ].join('\n'),
    );
    expect(read).toEqual(
      expect.arrayContaining([
        'Suppliers: Lieferanten',
        'Investors: Eigentümerfamilie',
        'NGOs & partners: Hochschulen',
      ]),
    );
    expect(read.join(' ')).not.toMatch(/Partnerschaft|Forschung/);
  });
});
