import type { SectionData, Source } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import type { Findings } from './finding.js';
import { estimated, found } from './finding.js';
import { ghgTotalFindings } from './ghg-totals.js';
import { metricFindings } from './metrics.js';
import { scope3StatementFindings } from './scope3-statement.js';

type Metric = SectionData<'ReportedMetrics'>[number];
type Page = SectionData<'WebsiteContext'>['pages'][number];

const source = (quote: string): Source => ({
  kind: 'web-page',
  url: 'https://cannery.example/datos-clave',
  title: 'Datos clave',
  retrievedAt: '2026-11-28',
  quote,
});
const tonnes = (name: string, value: string, year = 2024): Metric => ({
  name,
  value,
  unit: 'tCO2e',
  year,
  category: 'Emissions',
  label: 'Self-reported',
  sources: [source(`${name} | ${value}`)],
});
const turnover = (euros: number, year = 2024) =>
  found('Turnover', euros, {
    unit: 'EUR',
    sources: [source('En 2024 la facturación alcanzó 86,4 millones de euros')],
    periodYear: year,
    method: { kind: 'company-fact', description: 'Turnover stated' },
  });

function prefill(metrics: Metric[], extra: (findings: Findings) => void = () => undefined): Findings {
  const findings: Findings = new Map();
  metricFindings(metrics, 2024, findings);
  extra(findings);
  ghgTotalFindings(2024, findings);
  return findings;
}

describe('B3 totals and intensity from the figures found by scope', () => {
  it('adds Scope 1 and market-based Scope 2 found for the period, citing both, and divides by turnover', () => {
    const findings = prefill(
      [tonnes('Scope 1 emissions', '1,512 tCO2e'), tonnes('Scope 2 emissions (market-based)', '402 tCO2e')],
      (f) => f.set('Turnover', turnover(86_400_000)),
    );
    const total = findings.get('TotalGrossMarketBasedScope1AndScope2GHGEmissions');
    expect(total).toMatchObject({ status: 'found', value: 1914, unit: 'tCO2e', periodYear: 2024 });
    expect(total?.sources.map((s) => s.quote)).toEqual([
      'Scope 1 emissions | 1,512 tCO2e',
      'Scope 2 emissions (market-based) | 402 tCO2e',
    ]);
    expect(total?.method?.description).toMatch(
      /sum of Scope 1 \(1,512 tCO2e, found\) and market-based Scope 2/u,
    );
    expect(findings.get('Scope1AndScope2GreenhouseGasEmissionsIntensityValueMarketBased')).toMatchObject({
      status: 'found',
      value: 0.00002215,
      unit: 'tCO2e/EUR',
    });
    // No location-based Scope 2 was found: no location-based total.
    expect(findings.get('TotalGrossLocationBasedScope1AndScope2GHGEmissions')).toBeUndefined();
  });

  it('a total with an estimated Scope 1 is an estimate, pending review', () => {
    const findings = prefill([tonnes('Scope 2 emissions (market-based)', '402 tCO2e')], (f) =>
      f.set(
        'GrossScope1GreenhouseGasEmissions',
        estimated('GrossScope1GreenhouseGasEmissions', 1480.2, {
          unit: 'tCO2e',
          sources: [source('Gas natural | 7.340 MWh')],
          periodYear: 2024,
          method: { kind: 'estimate', description: 'From natural gas burnt' },
        }),
      ),
    );
    expect(findings.get('TotalGrossMarketBasedScope1AndScope2GHGEmissions')).toMatchObject({
      status: 'estimated',
      value: 1882.2,
      review: 'pending',
    });
  });

  it('counter-examples: another year’s Scope 2 adds nothing, and a total the company states is kept', () => {
    expect(
      prefill([
        tonnes('Scope 1 emissions', '1,512'),
        tonnes('Scope 2 emissions (market-based)', '1,210', 2023),
      ]).get('TotalGrossMarketBasedScope1AndScope2GHGEmissions'),
    ).toBeUndefined();
    expect(
      prefill([
        tonnes('Scope 1 and 2 emissions (market-based)', '1,920'),
        tonnes('Scope 1 emissions', '1,512'),
        tonnes('Scope 2 emissions (market-based)', '402'),
      ]).get('TotalGrossMarketBasedScope1AndScope2GHGEmissions'),
    ).toMatchObject({ status: 'found', value: 1920 });
  });
});

const report = (...lines: string[]): Page =>
  ({
    url: 'https://cannery.example/memoria-2024.pdf',
    kind: 'document',
    title: 'Memoria de Sostenibilidad 2024',
    content: lines.join('\n'),
  }) as Page;
const cite = (page: Page, sentence: string): Source => ({
  kind: 'document',
  url: page.url ?? '',
  title: 'Memoria',
  retrievedAt: '2026-11-28',
  quote: sentence,
});
const read = (page: Page) => {
  const findings: Findings = new Map();
  scope3StatementFindings([page], 2024, cite, findings);
  return findings.get('DisclosesScope3Emissions');
};

describe('B3: a company that says it does not yet calculate Scope 3', () => {
  it.each([
    'Todavía no calculamos nuestras emisiones de alcance 3; lo haremos por primera vez con los datos de 2025.',
    'We have not yet calculated our Scope 3 emissions.',
    'Unsere Scope-3-Emissionen erfassen wir noch nicht.',
    'Nous ne calculons pas encore nos émissions de scope 3.',
    'Non calcoliamo ancora le emissioni di Scope 3.',
    'Onze scope 3-uitstoot hebben we nog niet berekend.',
  ])('answers no for the report’s year: %s', (sentence) => {
    expect(read(report(sentence))).toMatchObject({ status: 'found', value: false, periodYear: 2024 });
  });

  it('counter-examples: a Scope 3 figure, a statement of another year, and a web page without a year', () => {
    expect(
      read(
        report('Scope 3 emissions were not yet fully calculated: 12,400 tCO2e for 2024 covers 4 categories.'),
      ),
    ).toBeUndefined();
    expect(read(report('In 2023 we did not yet calculate our Scope 3 emissions.'))).toMatchObject({
      status: 'missing',
    });
    expect(
      read({
        ...report('We do not yet calculate Scope 3 emissions.'),
        kind: 'web-page',
        title: 'Climate',
      } as Page),
    ).toMatchObject({ status: 'missing' });
  });
});
