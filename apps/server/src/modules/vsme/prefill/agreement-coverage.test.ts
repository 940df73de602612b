import type { SectionData, Source } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { agreementCoverageFindings } from './agreement-coverage.js';
import type { Findings } from './finding.js';

type Page = SectionData<'WebsiteContext'>['pages'][number];

const URL = 'https://www.harlinga-transport.example/documenten/verslag-2024.pdf';
/** A page of the 2024 report: a sentence without a year takes the report's one year. */
const report = (sentence: string) =>
  ({ url: URL, title: 'Duurzaamheidsverslag 2024', kind: 'document', content: sentence }) as Page;
const cite = (_from: Page, sentence: string): Source => ({
  kind: 'document',
  url: URL,
  title: 'Duurzaamheidsverslag 2024',
  retrievedAt: '2026-11-28',
  quote: sentence,
});
const COVERAGE = 'PercentageOfEmployeesCoveredByCollectiveBargainingAgreements';
const coverageFrom = (sentence: string, periodYear = 2024) => {
  const findings: Findings = new Map();
  agreementCoverageFindings([report(sentence)], periodYear, cite, findings);
  return findings.get(COVERAGE);
};

describe('B10 collective-agreement coverage from a sentence saying every employee is covered', () => {
  it.each([
    'Alle medewerkers vallen onder de cao Beroepsgoederenvervoer over de weg of de cao voor de koel- en vrieshuizen.',
    'All our employees are covered by a collective bargaining agreement.',
    'Tutti i dipendenti sono coperti dal CCNL Logistica, Trasporto Merci e Spedizione.',
    'Alle Beschäftigten arbeiten nach dem Tarifvertrag des Speditionsgewerbes.',
    'Tous nos salariés relèvent de la convention collective des transports routiers.',
    'Todos nuestros empleados están cubiertos por el convenio colectivo del sector.',
  ])('reads 100 percent from “%s”', (sentence) => {
    expect(coverageFrom(sentence)).toMatchObject({ status: 'found', value: 100, unit: '%' });
    expect(coverageFrom(sentence)?.sources[0]?.quote).toBe(sentence);
  });

  it.each([
    'Almost all employees are covered by a collective bargaining agreement.',
    'Not all employees are covered by a collective agreement yet.',
    'Our goal is that all employees are covered by a collective agreement by 2027.',
    'We ask our suppliers that all their employees are covered by a collective agreement.',
    'All our employees can read the cao on the intranet.',
    'Alle medewerkers krijgen jaarlijks een training veilig rijden.',
  ])('reads nothing from “%s”', (sentence) => {
    expect(coverageFrom(sentence)?.status).not.toBe('found');
  });

  it('a statement of another year is a note for the consultant, not the period’s value', () => {
    const finding = coverageFrom('All our employees were covered by a collective agreement in 2022.');
    expect(finding?.status).toBe('missing');
    expect(finding?.note).toContain('Stated for 2022');
  });
});
