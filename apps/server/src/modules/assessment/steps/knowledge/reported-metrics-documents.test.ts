import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { assertValid } from '../test-fixtures.js';
import { computeReportedMetrics } from './index.js';
import { SITE, northwindWebsite, stepInput } from './test-fixtures.js';

// A fictional key-figures page and report page, read by the real structured reader.
const KEY_FIGURES_URL = `${SITE}/key-figures`;
const keyFigures = readHtmlDocument(
  `<html lang="en"><head><title>Key figures | Northwind Ceramics</title></head><body><main>
    <h1>Key figures</h1>
    <table>
      <tr><th>Indicator</th><th>2024</th><th>2023</th><th>2022</th><th>Target 2030</th></tr>
      <tr><td>Scope 1 emissions (tCO2e)</td><td>8,150</td><td>8,960</td><td>9,400</td><td>4,000</td></tr>
      <tr><td>Kiln energy use (MWh)</td><td>41,200</td><td>43,050</td><td>n/a</td><td></td></tr>
      <tr><td>Industry average energy use (MWh)</td><td>55,000</td><td>56,000</td><td></td><td></td></tr>
    </table>
    <h2>Our people in numbers</h2>
    <p>At the end of 2024 we employed 640 people in Limoges and Porto.</p>
  </main></body></html>`,
  { url: KEY_FIGURES_URL },
);

describe('computeReportedMetrics over structured documents', () => {
  it('stores every year of every indicator, each citing its table row or sentence and where it stands', async () => {
    const result = await computeReportedMetrics(stepInput({ documents: [keyFigures] }));
    assertValid(result);
    expect(result.data.map(({ name, value, year }) => `${name} ${year}: ${value}`)).toEqual([
      'Scope 1 emissions 2024: 8,150 tCO2e',
      'Scope 1 emissions 2023: 8,960 tCO2e',
      'Scope 1 emissions 2022: 9,400 tCO2e',
      'Kiln energy use 2024: 41,200 MWh',
      'Kiln energy use 2023: 43,050 MWh',
      'Number of employees 2024: 640 employees',
    ]);
    expect(result.data[0]).toMatchObject({ category: 'Emissions', unit: 'tCO2e', label: 'Self-reported' });
    expect(result.data[0]!.sources).toEqual([
      {
        kind: 'web-page',
        url: KEY_FIGURES_URL,
        title: 'Key figures | Northwind Ceramics',
        retrievedAt: '2025-06-01',
        quote: 'Scope 1 emissions (tCO2e) | 8,150 | 8,960 | 9,400 | 4,000',
        locator: { url: KEY_FIGURES_URL, headingPath: ['Key figures'], table: 0, row: 1 },
      },
    ]);
    expect(result.data.at(-1)!.sources[0]).toMatchObject({
      quote: 'At the end of 2024 we employed 640 people in Limoges and Porto.',
      locator: { headingPath: ['Key figures', 'Our people in numbers'] },
    });
    expect(result.provenance).toMatchObject({ method: 'extraction', outcome: 'found' });
    expect(result.provenance.note).toMatch(/1 page\(s\), 0 linked report\(s\), 0 uploaded document\(s\)/);
  });

  it('cites a linked report as a document, an upload by its file name', async () => {
    const report = {
      ...keyFigures,
      kind: 'pdf' as const,
      url: `${SITE}/downloads/report-2024.pdf`,
      title: 'Report 2024',
    };
    const documentId = 'a'.repeat(24);
    const upload = { ...keyFigures, url: null, documentId, title: 'Data pack' };
    const website = northwindWebsite([
      {
        kind: 'uploaded-document',
        documentId,
        url: null,
        title: 'esg-data-pack.docx',
        retrievedAt: '2025-05-20',
        summary: 'Uploaded by the consultant during onboarding.',
        content: 'Scope 1 emissions',
      },
    ]);
    const fromReport = await computeReportedMetrics(stepInput({ documents: [report] }));
    assertValid(fromReport);
    expect(fromReport.data[0]!.sources[0]).toMatchObject({
      kind: 'document',
      url: `${SITE}/downloads/report-2024.pdf`,
      title: 'Report 2024',
    });
    const fromUpload = await computeReportedMetrics(stepInput({ website, documents: [upload] }));
    assertValid(fromUpload);
    expect(fromUpload.data[0]!.sources[0]).toMatchObject({
      kind: 'uploaded-document',
      documentId,
      url: null,
      title: 'esg-data-pack.docx',
      locator: { table: 0, row: 1 },
    });
  });

  it('reads a report with no stated language in the language it is written in, and a figure it restates is one row with both sources', async () => {
    // A Spanish PDF states no language and has no decimal to tell the marks apart: '8.150' is 8,150 in
    // Spanish, not 8.15. It repeats the key-figures page's Scope 1 figure.
    const spanishTable = readHtmlDocument(
      `<html><body><h1>Indicadores ambientales</h1>
      <p>Este informe recoge los resultados de nuestras plantas de Reus y Zaragoza. En 2024 redujimos las emisiones con la energía solar y el ahorro de gas.</p><table>
        <tr><th>Indicador</th><th>2024</th><th>2023</th></tr>
        <tr><td>Emisiones de alcance 1 (t CO2e)</td><td>8.150</td><td>8.960</td></tr>
        <tr><td>Emisiones de alcance 3 (t CO2e)</td><td>148.600</td><td>152.300</td></tr>
      </table></body></html>`,
      { url: `${SITE}/docs/memoria-2024.pdf` },
    );
    const report = { ...spanishTable, kind: 'pdf' as const, title: 'Memoria de sostenibilidad 2024' };
    const result = await computeReportedMetrics(stepInput({ documents: [keyFigures, report] }));
    assertValid(result);
    const rows = result.data.map(({ name, value, year }) => `${name} ${year}: ${value}`);
    // Shown under the English name; the quote keeps the report's Spanish row.
    expect(rows).toEqual(
      expect.arrayContaining([
        'Scope 3 emissions 2024: 148,600 tCO2e',
        'Scope 3 emissions 2023: 152,300 tCO2e',
      ]),
    );
    expect(rows.filter((row) => row.startsWith('Emisiones de alcance'))).toEqual([]);
    expect(rows.filter((row) => row.startsWith('Scope 1 emissions 2024'))).toHaveLength(1);
    const scope1 = result.data.find((metric) => metric.name === 'Scope 1 emissions' && metric.year === 2024)!;
    expect(scope1.value).toBe('8,150 tCO2e');
    expect(scope1.sources.map((source) => source.quote)).toEqual([
      'Scope 1 emissions (tCO2e) | 8,150 | 8,960 | 9,400 | 4,000',
      'Emisiones de alcance 1 (t CO2e) | 8.150 | 8.960',
    ]);
  });

  it("falls back to the website's text when no document was stored", async () => {
    const result = await computeReportedMetrics(stepInput({ documents: [] }));
    assertValid(result);
    expect(result.data.map(({ name, year }) => `${name} ${year}`)).toEqual(['Scope 1 and 2 emissions 2024']);
  });
});
