import type { SectionData, Source } from '@impact/contracts';
import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { documentText } from '../../assessment/documents/document-text.js';
import { reportedMetricsFromDocuments } from '../../assessment/knowledge-sections/document-metrics.js';
import { found, type Findings } from './finding.js';
import { ghgTargetFindings } from './ghg-targets.js';

type Page = SectionData<'WebsiteContext'>['pages'][number];

const URL = 'https://www.calderon-frio.example/en/sustainability';
/** A page as the document reader writes it, tables as rows with their values after their headings. */
const page = (body: string): Page =>
  ({
    url: URL,
    title: 'Sustainability',
    content: documentText(readHtmlDocument(`<html><body><main>${body}</main></body></html>`, { url: URL })),
  }) as Page;
const cite = (_from: Page, quote: string): Source => ({
  kind: 'web-page',
  url: URL,
  title: 'Sustainability',
  retrievedAt: '2026-11-26',
  quote,
});
const scope2 = (id: string) =>
  found(id, 610, {
    unit: 'tCO2e',
    sources: [],
    periodYear: 2025,
    method: { kind: 'evidence-metric', description: 'Scope 2 stated for 2025' },
  });

/** The target findings, after the prefill found the period's Scope 2 on the bases given. */
function read(body: string, bases: readonly ('location' | 'market')[] = []): Findings {
  const findings: Findings = new Map();
  for (const basis of bases) {
    const id = `Gross${basis === 'market' ? 'Market' : 'Location'}BasedScope2GreenhouseGasEmissions`;
    findings.set(id, scope2(id));
  }
  ghgTargetFindings([page(body)], [], 2025, cite, findings);
  return findings;
}
const TABLE = 'GreenhouseGasEmissionReductionTargetsTable';
const value = (findings: Findings, id: string) =>
  findings.get(id)?.status === 'found' ? findings.get(id)?.value : undefined;
const rows = (column: string, base: number, target: number) => [
  { row: 'Baseline year', cells: { [column]: base } },
  { row: 'Target year', cells: { [column]: target } },
];
const table = (caption: string, lines: readonly (readonly string[])[]) =>
  `<h3>${caption}</h3><table>${lines.map((line) => `<tr>${line.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</table>`;

describe('C3 target stated as the cut itself, with its base-year emissions', () => {
  it('reads a list item and computes the target year’s emissions from the cut, pending review', () => {
    const findings = read(
      '<h2>Our climate target</h2><ul><li>Reduce Scope 1 and 2 emissions by 42 % by 2030 against 2022 (1,850 t CO2e).</li></ul>',
      ['location'],
    );
    expect(value(findings, 'HasGhgReductionTargets')).toBe(true);
    expect(value(findings, 'GreenhouseGasEmissionReductionTargetYear')).toBe('2030');
    expect(value(findings, 'GreenhouseGasEmissionReductionTargetBaseYear')).toBe('2022');
    expect(findings.get(TABLE)).toMatchObject({
      status: 'estimated',
      review: 'pending',
      unit: 'tCO2e',
      value: rows('TotalGrossLocationBasedScope1AndScope2GHGEmissions', 1850, 1073),
    });
    expect(findings.get(TABLE)?.method?.description).toContain('1,850 × (1 − 42 %) = 1,073');
    expect(findings.get(TABLE)?.method?.description).toContain('does not say its Scope 2 basis');
  });

  it('finds both figures of ‘from … to …’ on the basis the target states', () => {
    const sentence =
      'We aim to reduce our Scope 1 and 2 (market-based) emissions from 1,850 t CO2e in 2022 to 1,073 t CO2e by 2030.';
    const findings = read(`<p>${sentence}</p>`, ['location', 'market']);
    expect(value(findings, 'GreenhouseGasEmissionReductionTargetBaseYear')).toBe('2022');
    expect(findings.get(TABLE)).toMatchObject({
      status: 'found',
      value: rows('TotalGrossMarketBasedScope1AndScope2GHGEmissions', 1850, 1073),
      sources: [{ quote: sentence }],
    });
  });

  it('reads the scopes of German, Spanish and Italian targets', () => {
    for (const sentence of [
      'Wir wollen unsere Scope-1- und Scope-2-Emissionen bis 2030 gegenüber 2022 (1.850 t CO2e) um 42 % senken.',
      'Nuestro objetivo es reducir un 42 % las emisiones de alcance 1 y 2 para 2030 respecto a 2022 (1.850 t CO2e).',
      'Il nostro obiettivo è ridurre del 42% le emissioni di ambito 1 e 2 entro il 2030 rispetto al 2022 (1.850 t CO2e).',
    ]) {
      const findings = read(`<p>${sentence}</p>`, ['location']);
      expect(value(findings, 'DescriptionOfATargetRelatedToAPolicy'), sentence).toBe(
        'GHG emission reduction target: a 42% reduction of Scope 1 and 2 emissions by 2030 against 2022 (1,850 tCO2e).',
      );
      expect(findings.get(TABLE)?.status, sentence).toBe('estimated');
    }
  });

  it.each([
    // Achieved cuts, not targets.
    'Reduced Scope 1 and 2 emissions by 12 % in 2025 against 2024 (2,010 t CO2e).',
    'Reduction of Scope 1 emissions by 12 % in 2025 compared with 2024.',
    // The period's own year is no target of a cut-first line.
    'Reduce Scope 1 emissions by 5 % by 2025 against 2024 (1,020 t CO2e).',
    // Not emissions.
    'Reduce water use by 20 % by 2030 against 2022 (48,000 m³).',
  ])('reads nothing from: %s', (sentence) => {
    expect(read(`<ul><li>${sentence}</li></ul>`).size).toBe(0);
  });

  it('leaves the table missing, with the figures in its note, when the Scope 2 basis cannot be told', () => {
    const findings = read(
      '<p>Our target: reduce Scope 1 and 2 emissions by 42% by 2030 compared with the 2022 base year (1,850 tCO2e).</p>',
      ['location', 'market'],
    );
    expect(findings.get(TABLE)).toMatchObject({ status: 'missing', value: null });
    expect(findings.get(TABLE)?.note).toContain('(1,850 tCO2e)');
  });

  it('does not take the target’s figure for the base year’s', () => {
    const findings = read(
      '<p>We aim to cut our Scope 1 emissions by 40% by 2030 against 2022 levels to 1,110 t CO2e.</p>',
    );
    expect(value(findings, 'HasGhgReductionTargets')).toBe(true);
    expect(findings.get(TABLE)?.status).toBe('missing');
  });
});

describe('C3 target from a table of base-year and target rows', () => {
  it('reads the rows alone, quoting both', () => {
    const findings = read(
      table('Scope 1 and 2 reduction pathway (market-based)', [
        ['Base year 2022', '1 850 t CO2e'],
        ['Target 2030', '1 073 t CO2e'],
      ]),
    );
    expect(value(findings, 'HasGhgReductionTargets')).toBe(true);
    expect(value(findings, 'GreenhouseGasEmissionReductionTargetBaseYear')).toBe('2022');
    expect(value(findings, 'GreenhouseGasEmissionReductionTargetYear')).toBe('2030');
    expect(findings.get(TABLE)).toMatchObject({
      status: 'found',
      value: rows('TotalGrossMarketBasedScope1AndScope2GHGEmissions', 1850, 1073),
    });
    expect(findings.get(TABLE)?.sources).toHaveLength(2);
  });

  it('adds the rows’ figures to the sentence of the same target', () => {
    const findings = read(
      '<p>Our goal is to cut our Scope 1 emissions by 42% by 2030 against 2022.</p>' +
        table('Scope 1 target', [
          ['', 'Year', 'Emissions (t CO2e)'],
          ['Base year', '2022', '1,120'],
          ['Target', '2030', '650'],
        ]),
    );
    expect(findings.get(TABLE)).toMatchObject({
      status: 'found',
      value: rows('GrossScope1GreenhouseGasEmissions', 1120, 650),
    });
    expect(findings.get('HasGhgReductionTargets')?.sources).toHaveLength(3);
  });

  it.each([
    // Energy, not emissions.
    table('Scope 1 energy pathway', [
      ['Base year 2022', '4,200 MWh'],
      ['Target 2030', '2,900 MWh'],
    ]),
    // A target above the base year is no reduction.
    table('Scope 1 emissions', [
      ['Base year 2022', '1 850 t CO2e'],
      ['Target 2030', '2 100 t CO2e'],
    ]),
    // A target year already past.
    table('Scope 1 emissions', [
      ['Base year 2019', '1 850 t CO2e'],
      ['Target 2024', '1 500 t CO2e'],
    ]),
  ])('reads nothing from a near miss (%#)', (body) => {
    expect(read(body).size).toBe(0);
  });
});

/** A German report: the target in a sentence, the base year's and the target's figures in its key-figures table. */
const KEY_FIGURES = (
  basis: string,
) => `<p>Bis 2030 wollen wir unsere Scope-1- und Scope-2-Emissionen (${basis}) gegenüber dem Basisjahr 2021 um 50 % senken.</p>
  <table><thead><tr><th>THG-Emissionen (t CO2e)</th><th>2021 (Basisjahr)</th><th>2024</th><th>2025</th><th>Ziel 2030</th></tr></thead><tbody>
  <tr><td>Scope 1</td><td>1.240</td><td>1.010</td><td>955</td><td>–</td></tr>
  <tr><td>Scope 2 (marktbasiert)</td><td>880</td><td>410</td><td>395</td><td>–</td></tr>
  <tr><td>Scope 1 + 2 (marktbasiert)</td><td>2.120</td><td>1.420</td><td>1.350</td><td>1.060</td></tr>
  </tbody></table>`;

function readReport(body: string): Findings {
  const html = `<html lang="de"><body><main>${body}</main></body></html>`;
  const document = readHtmlDocument(html, { url: URL });
  const metrics = reportedMetricsFromDocuments([document], undefined, '2026-11-20');
  const findings: Findings = new Map();
  ghgTargetFindings([page(body)], metrics, 2025, cite, findings);
  return findings;
}

describe('C3 table from the company’s own figures of the base year', () => {
  it('takes the base year’s row of the target’s scopes and its target column', () => {
    const findings = readReport(KEY_FIGURES('marktbasiert'));
    expect(findings.get(TABLE)).toMatchObject({
      status: 'found',
      value: rows('TotalGrossMarketBasedScope1AndScope2GHGEmissions', 2120, 1060),
    });
    expect(findings.get(TABLE)?.method?.description).toContain('with the base year’s figure from');
    // The target's own datapoints quote the sentence only.
    expect(findings.get('HasGhgReductionTargets')?.sources).toHaveLength(1);
  });

  it('counter-example: a figure on another Scope 2 basis than the target’s', () => {
    const findings = readReport(KEY_FIGURES('standortbasiert'));
    expect(findings.get(TABLE)?.status).toBe('missing');
  });
});
