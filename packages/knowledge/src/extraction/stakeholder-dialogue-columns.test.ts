import { describe, expect, it } from 'vitest';
import { extractStakeholderMentions } from './stakeholders.js';
import { extractSupplierMentions } from './suppliers.js';

const url = 'https://www.example.test/nachhaltigkeit';
const options = { retrievedAt: '2026-11-28' };
const groups = (text: string) =>
  extractStakeholderMentions(text, url, options).map((mention) => `${mention.type}: ${mention.name}`);
const suppliers = (text: string) =>
  extractSupplierMentions(text, url, options).map((mention) => mention.name);

// Fictional mid-size companies' stakeholder tables, each row as the page reader writes it:
// group | how the company talks with it | what the group cares about.
describe("a stakeholder table's 'how we talk with them' column", () => {
  it("reads a German brewer's 'Wie wir den Dialog führen' rows as groups, not as named suppliers", () => {
    const table = [
      'Mitarbeitende | Wie wir den Dialog führen: Betriebsversammlung, Jahresgespräche | Themen: Arbeitssicherheit',
      'Lieferanten | Wie wir den Dialog führen: Jährliche Lieferantengespräche | Themen: Regionale Gerste, Preise',
      'Behörden | Wie wir den Dialog führen: Genehmigungsverfahren | Themen: Abwasser',
    ].join('\n');
    expect(suppliers(table)).toEqual([]);
    expect(groups(table)).toEqual(expect.arrayContaining(['Suppliers: Lieferanten', 'Regulators: Behörden']));
  });

  it("reads an English 'Engagement' column and a Dutch 'Hoe we in gesprek gaan' column the same way", () => {
    expect(
      suppliers(
        [
          'Growers | Engagement: Annual Grower Conference, farm visits | Topics: prices, water',
          'Customers | Engagement: Key Account Reviews | Topics: packaging',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      suppliers(
        'Leveranciers | Hoe we in gesprek gaan: Jaarlijkse Leveranciersdag | Onderwerpen: levertijden, hout',
      ),
    ).toEqual([]);
  });
});

describe('extractStakeholderMentions: builders’ clients and Italian memberships', () => {
  it("counts a builder's 'Bauherren' and 'opdrachtgevers' as its customers", () => {
    expect(
      groups('Für unsere Wesentlichkeitsanalyse haben wir Bauherren und Mitarbeitende befragt.'),
    ).toContain('Customers: Bauherren');
    expect(groups('We spreken jaarlijks met onze opdrachtgevers over circulair bouwen.')).toContain(
      'Customers: Opdrachtgevers',
    );
  });

  it("reads 'Siamo associati a' as a membership, and 'rischi associati a' as none", () => {
    expect(groups('Siamo associati a Confartigianato Trasporti dal 1990.')).toContain(
      'NGOs & partners: Confartigianato Trasporti',
    );
    expect(groups('I rischi associati a Transporti Nord sono bassi.').join()).not.toMatch(/Nord/u);
  });
});
