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
