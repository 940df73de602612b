import { describe, expect, it } from 'vitest';
import { companyFindings } from './company.js';
import type { VsmeEvidence } from './evidence.js';
import type { Findings } from './finding.js';

const TABLE = 'NumberOfEmployeesForCountryOfEmploymentContractTable';

/** Evidence with only a headcount the company states in a sentence of one year. */
const evidenceWith = (quote: string, count: number, year: number) =>
  ({
    facts: {
      headquarters: undefined,
      turnover: undefined,
      headcount: {
        origin: 'website',
        value: { count },
        quote,
        url: 'https://stahlbau-wendrich.example/ueber-uns',
        year,
        locator: 'sentence',
        alternatives: [],
      },
    },
    sites: [],
    factSource: () => ({
      kind: 'web-page',
      url: 'https://stahlbau-wendrich.example/ueber-uns',
      title: 'Über uns',
      retrievedAt: '2026-11-26',
      quote,
    }),
    headquartersSources: () => [],
  }) as unknown as VsmeEvidence;

function prefill(quote: string, count: number, year = 2024): Findings {
  const findings: Findings = new Map();
  companyFindings(evidenceWith(quote, count, year), 2024, findings);
  return findings;
}

describe('B8 employees by country of their contract, from the headcount sentence', () => {
  it.each([
    '2024 beschäftigten wir 1.240 Menschen, davon 985 in Deutschland und 255 in Tschechien.',
    'In 2024 we employed 1,240 people, of whom 985 in Germany and 255 in Czechia.',
  ])('%s', (quote) => {
    const findings = prefill(quote, 1240);
    expect(findings.get(TABLE)).toMatchObject({
      status: 'found',
      value: [
        { row: 'DE', cells: { NumberOfEmployeesForCountryOfEmploymentContract: 985 } },
        { row: 'CZ', cells: { NumberOfEmployeesForCountryOfEmploymentContract: 255 } },
      ],
    });
    expect(findings.get(TABLE)?.sources[0]?.quote).toBe(quote);
    expect(findings.get('OperatesInMoreThanOneCountry')).toMatchObject({ status: 'found', value: true });
  });

  it('reads the countries from the sentence when the headcount chosen is a key-figures row of the same year', () => {
    const sentence = '2024 beschäftigten wir 1.240 Menschen, davon 985 in Deutschland und 255 in Tschechien.';
    const evidence = evidenceWith('Mitarbeitende (31.12.) | Anzahl | 1.240 | 1.275', 1240, 2024);
    const headcount = (evidence.facts as { headcount: { alternatives: unknown[] } }).headcount;
    headcount.alternatives = [
      {
        value: { count: 1240 },
        quote: sentence,
        url: 'https://x.example/bericht.pdf',
        year: 2024,
        locator: 'sentence',
      },
      // Another count for the year is another statement: it decides nothing here.
      {
        value: { count: 1200 },
        quote: 'Wir sind 1.200 Menschen, davon 900 in Deutschland und 300 in Polen.',
        url: 'https://x.example/karriere',
        year: 2024,
        locator: 'sentence',
      },
    ];
    const findings: Findings = new Map();
    companyFindings(evidence, 2024, findings);
    expect(findings.get(TABLE)).toMatchObject({
      status: 'found',
      value: [
        { row: 'DE', cells: { NumberOfEmployeesForCountryOfEmploymentContract: 985 } },
        { row: 'CZ', cells: { NumberOfEmployeesForCountryOfEmploymentContract: 255 } },
      ],
    });
  });

  it('counter-examples: another year, one country only', () => {
    const other = prefill(
      '2023 beschäftigten wir 1.190 Menschen, davon 960 in Deutschland und 230 in Tschechien.',
      1190,
      2023,
    );
    expect(other.get(TABLE)).toBeUndefined();
    const one = prefill('Nel 2024 contavamo 420 dipendenti, di cui 380 in Italia.', 420);
    expect(one.get(TABLE)).toBeUndefined();
  });
});
