import { describe, expect, it } from 'vitest';
import { extractStakeholderMentions } from './stakeholders.js';

const groups = (text: string) =>
  extractStakeholderMentions(text, 'https://www.example.test/dialog', { retrievedAt: '2026-11-27' }).map(
    (mention) => `${mention.type}: ${mention.name}`,
  );

/** A fictional Swiss maker's dialogue table, its header row dropped by the page reader. */
describe("extractStakeholderMentions: a dialogue table's 'Form des Dialogs' column", () => {
  it('reads the group of each row', () => {
    const found = groups(
      [
        'Mitarbeitende | Form des Dialogs: Mitarbeiterbefragung, Betriebskommission | Themen: Arbeitssicherheit',
        'Kunden | Form des Dialogs: Jahresgespräche, Audits | Themen: Lebensmittelsicherheit',
        'Nichtregierungsorganisationen | Form des Dialogs: Runde Tische | Themen: Entwaldung',
        'Bauernkooperativen in Ghana | Form des Dialogs: Besuche vor Ort | Themen: Preise',
        'Eigentümerfamilie | Form des Dialogs: Verwaltungsrat | Themen: Strategie',
      ].join('\n'),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'Customers: Kunden',
        'NGOs & partners: Nichtregierungsorganisationen',
        'Suppliers: Bauernkooperativen in Ghana',
        'Investors: Eigentümerfamilie',
      ]),
    );
    expect(found.some((group) => group.startsWith('Employees'))).toBe(true);
  });
});

describe('extractStakeholderMentions: customers said only by their kind', () => {
  it("names no member for 'Wir beliefern ausschliesslich Geschäftskunden'", () => {
    const found = groups(
      'Wir beliefern ausschliesslich Geschäftskunden: Hersteller von Getränken und Backwaren.',
    );
    expect(found.filter((group) => /geschäftskunden/iu.test(group))).toEqual([]);
  });

  it("keeps the groups after 'nur' in a list: 'Wir beliefern nur Bäckereien und Konditoreien'", () => {
    expect(groups('Wir beliefern nur Bäckereien und Konditoreien.')).toEqual(
      expect.arrayContaining(['Customers: Bäckereien', 'Customers: Konditoreien']),
    );
  });
});

describe('extractStakeholderMentions: Swiss unions', () => {
  it('names Unia beside IG BCE', () => {
    expect(groups('Wir pflegen die Sozialpartnerschaft mit der Gewerkschaft Unia und der IG BCE.')).toEqual(
      expect.arrayContaining(['NGOs & partners: Unia', 'NGOs & partners: IG BCE']),
    );
  });
});

describe('extractStakeholderMentions: a body named in the German genitive', () => {
  it("names the network without the genitive 's'", () => {
    expect(groups('Beim Thema Soja sind wir Mitglied des Schweizer Soja-Netzwerks.')).toEqual([
      'NGOs & partners: Schweizer Soja-Netzwerk',
    ]);
  });
});
