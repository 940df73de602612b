import type { StructuredDocument } from '@impact/contracts';
import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { reportedMetricsFromDocuments } from './document-metrics.js';
import { figureInBaseUnits } from './figure-value.js';

describe('figureInBaseUnits', () => {
  it.each([
    ['98.4 GWh', 'GWh', '98400 mwh'],
    ['98,400 MWh', 'MWh', '98400 mwh'],
    ['354,240 GJ', 'GJ', '98400 mwh'],
    ['6.85 kt', undefined, '6850 t'],
    ['6,850 tonnes', 'tonnes', '6850 t'],
    ['212,000 m³', 'm³', '212000 m³'],
    ['2.38 ktCO2e', 'ktCO2e', '2380 tco2e'],
  ])('%s → %s', (value, unit, expected) => expect(figureInBaseUnits(value, unit)).toBe(expected));

  it('leaves a unit it does not know, and a value that is not a plain number, as written', () => {
    expect(figureInBaseUnits('71%', '%')).toBe('71%');
    expect(figureInBaseUnits('4.1 per million hours', 'per million hours')).toBe('4.1 per million hours');
    expect(figureInBaseUnits('Gold', undefined)).toBe('gold');
  });
});

/** A fetched PDF report whose one paragraph is `sentence`. */
const report = (sentence: string): StructuredDocument => ({
  kind: 'pdf',
  url: 'https://packaging.example/files/report-2024.pdf',
  documentId: null,
  title: 'Sustainability Report 2024',
  language: 'en',
  pageCount: 4,
  blocks: [{ type: 'paragraph', text: sentence, locator: { headingPath: ['Environment'], page: 2 } }],
  notes: [],
  truncated: false,
});

describe('reportedMetricsFromDocuments: one figure in two units is one row', () => {
  const keyFigures = readHtmlDocument(
    `<html><head><title>Key figures</title></head><body><main><h1>Key figures</h1>
    <table><tr><th>Indicator</th><th>Unit</th><th>2024</th><th>2023</th></tr>
    <tr><td>Total energy consumption</td><td>MWh</td><td>98,400</td><td>101,200</td></tr></table></main></body></html>`,
    { url: 'https://packaging.example/key-figures' },
  );

  it('cites the report beside the table row when it states the same energy use in GWh', () => {
    const metrics = reportedMetricsFromDocuments(
      [keyFigures, report('In 2024 our total energy consumption was 98.4 GWh.')],
      undefined,
      '2026-11-26',
    );
    const energy2024 = metrics.filter((metric) => metric.year === 2024 && /energy/i.test(metric.name));
    expect(energy2024).toHaveLength(1);
    expect(energy2024[0]!.value).toBe('98,400 MWh');
    expect(energy2024[0]!.sources.map((source) => source.kind)).toEqual(['web-page', 'document']);
  });

  it('cites the report beside the table row for the renewable share, however each names it', () => {
    const shares = readHtmlDocument(
      `<html><head><title>Key figures</title></head><body><main><h1>Key figures</h1>
      <table><tr><th>Indicator</th><th>Unit</th><th>2024</th><th>2023</th></tr>
      <tr><td>Share of renewable energy</td><td>%</td><td>71</td><td>58</td></tr></table></main></body></html>`,
      { url: 'https://packaging.example/key-figures' },
    );
    const metrics = reportedMetricsFromDocuments(
      [
        shares,
        report('In 2024 our energy consumption was 98.4 GWh, and 71% of it came from renewable sources.'),
      ],
      undefined,
      '2026-11-26',
    );
    const renewable2024 = metrics.filter((metric) => metric.year === 2024 && /renewable/i.test(metric.name));
    expect(renewable2024).toHaveLength(1);
    expect(renewable2024[0]!.sources.map((source) => source.kind)).toEqual(['web-page', 'document']);
  });

  it('cites the report beside the table row for the LTIFR, stated with and without its unit', () => {
    const rates = readHtmlDocument(
      `<html><head><title>Key figures</title></head><body><main><h1>Key figures</h1>
      <table><tr><th>Indicator</th><th>Unit</th><th>2024</th><th>2023</th></tr>
      <tr><td>Lost-time injury frequency rate (LTIFR)</td><td>per million hours</td><td>4.1</td><td>5.3</td></tr>
      </table></main></body></html>`,
      { url: 'https://packaging.example/key-figures' },
    );
    const metrics = reportedMetricsFromDocuments(
      [rates, report('The lost-time injury frequency rate was 4.1 per million hours worked in 2024.')],
      undefined,
      '2026-11-26',
    );
    const ltifr2024 = metrics.filter((metric) => metric.year === 2024 && /injury/i.test(metric.name));
    expect(ltifr2024).toHaveLength(1);
    expect(ltifr2024[0]!.sources.map((source) => source.kind)).toEqual(['web-page', 'document']);
  });

  it('cites the report beside the table row when both name the figure alike', () => {
    const emissions = readHtmlDocument(
      `<html><head><title>Key figures</title></head><body><main><h1>Key figures</h1>
      <table><tr><th>Indicator</th><th>Unit</th><th>2024</th><th>2023</th></tr>
      <tr><td>Scope 1 emissions</td><td>tCO2e</td><td>3,120</td><td>4,870</td></tr></table></main></body></html>`,
      { url: 'https://packaging.example/key-figures' },
    );
    const metrics = reportedMetricsFromDocuments(
      [emissions, report('In 2024 our Scope 1 emissions were 3,120 tCO2e.')],
      undefined,
      '2026-11-26',
    );
    const scope1 = metrics.filter((metric) => metric.year === 2024 && /scope 1/i.test(metric.name));
    expect(scope1).toHaveLength(1);
    expect(scope1[0]!.sources.map((source) => source.kind)).toEqual(['web-page', 'document']);
    // The table's 2023 figure is its own row, citing the same row once.
    expect(metrics.find((metric) => metric.year === 2023)?.sources).toHaveLength(1);
  });

  it('counter-example: a different figure in another unit stays its own row', () => {
    const metrics = reportedMetricsFromDocuments(
      [keyFigures, report('In 2024 our total energy consumption was 96.1 GWh.')],
      undefined,
      '2026-11-26',
    );
    expect(metrics.filter((metric) => metric.year === 2024 && /energy/i.test(metric.name))).toHaveLength(2);
  });
});

describe('reportedMetricsFromDocuments: solar power named in the table and said in the report', () => {
  it('is one figure, shown as renewable electricity generated, citing both', () => {
    const table = readHtmlDocument(
      `<html lang="it"><head><title>Dati</title></head><body><main><h1>Dati ambientali</h1>
      <table><tr><th>Indicatore</th><th>Unità</th><th>2024</th></tr>
      <tr><td>Energia elettrica autoprodotta da fotovoltaico</td><td>MWh</td><td>1.410</td></tr></table>
      </main></body></html>`,
      { url: 'https://laterizi.example/dati' },
    );
    const bilancio = readHtmlDocument(
      `<html lang="it"><head><title>Bilancio 2024</title></head><body><main><h1>Energia</h1>
      <p>Nel 2024 l’impianto fotovoltaico sul tetto del magazzino ha prodotto 1.410 MWh di energia elettrica.</p>
      </main></body></html>`,
      { url: 'https://laterizi.example/bilancio-2024' },
    );
    const generated = reportedMetricsFromDocuments([table, bilancio], undefined, '2026-11-26').filter(
      (metric) => metric.year === 2024 && metric.value === '1,410 MWh',
    );
    expect(generated.map((metric) => [metric.name, metric.sources.length])).toEqual([
      ['Renewable electricity generated', 2],
    ]);
  });
});

describe('reportedMetricsFromDocuments: a foreign-language key-figures table and report', () => {
  const table = readHtmlDocument(
    `<html lang="it"><head><title>I numeri</title></head><body><main><h1>I numeri</h1>
    <table><tr><th>Indicatore</th><th>Unità</th><th>2023</th><th>2024</th></tr>
    <tr><td>Emissioni dirette (Scope 1)</td><td>t CO2e</td><td>86.400</td><td>83.150</td></tr>
    <tr><td>Dipendenti</td><td>n.</td><td>571</td><td>587</td></tr>
    <tr><td>Consumo di gas naturale</td><td>Sm³</td><td>41.250.000</td><td>39.870.000</td></tr>
    <tr><td>Consumi energetici totali</td><td>GJ</td><td>1.698.300</td><td>1.639.800</td></tr>
    <tr><td>Prelievo idrico</td><td>m³</td><td>212.000</td><td>198.500</td></tr></table>
    </main></body></html>`,
    { url: 'https://ceramiche.example/numeri' },
  );
  // The sustainability report's table, as the PDF reader hands it over.
  const pdf: StructuredDocument = {
    ...readHtmlDocument(
      `<html lang="it"><head><title>Bilancio di Sostenibilità 2024</title></head><body><main><h1>Persone</h1>
      <table><tr><th>Indicatore</th><th>2023</th><th>2024</th></tr>
      <tr><td>Emissioni Scope 1 (t CO2e)</td><td>86.400</td><td>83.150</td></tr>
      <tr><td>Dipendenti al 31/12</td><td>571</td><td>587</td></tr>
      <tr><td>Ore medie di formazione per dipendente</td><td>14,2</td><td>17,5</td></tr></table>
      </main></body></html>`,
      { url: 'https://ceramiche.example/bilancio-2024.pdf' },
    ),
    kind: 'pdf',
  };
  const metrics = reportedMetricsFromDocuments([table, pdf], undefined, '2026-11-26');

  it('shows a known indicator under its English name, one row per figure citing both documents', () => {
    const scope1 = metrics.filter((metric) => metric.name === 'Scope 1 emissions');
    expect(scope1.map((metric) => [metric.year, metric.value, metric.sources.length])).toEqual([
      [2023, '86,400 tCO2e', 2],
      [2024, '83,150 tCO2e', 2],
    ]);
    expect(scope1[1]!.sources.map((source) => source.quote)).toEqual([
      'Emissioni dirette (Scope 1) | t CO2e | 86.400 | 83.150',
      'Emissioni Scope 1 (t CO2e) | 86.400 | 83.150',
    ]);
    const headcount = metrics.filter(
      (metric) => metric.name === 'Number of employees' && metric.year === 2024,
    );
    expect(headcount).toHaveLength(1);
    expect(headcount[0]!.sources).toHaveLength(2);
    const named2024 = (unit: string) =>
      metrics.filter((metric) => metric.year === 2024 && metric.unit === unit).map((metric) => metric.name);
    expect(named2024('m³')).toEqual(['Natural gas consumption', 'Water withdrawal']);
    expect(named2024('GJ')).toEqual(['Energy consumption']);
    expect(
      metrics.find((metric) => metric.year === 2024 && /formazione|training/i.test(metric.name))?.name,
    ).toBe('Training hours per employee');
  });

  it('names full-time equivalents as such, not as the headcount', () => {
    const fte = readHtmlDocument(
      `<html lang="nl"><head><title>Kerncijfers</title></head><body><main><h1>Kerncijfers</h1>
      <table><tr><th>Indicator</th><th>2024</th></tr><tr><td>Medewerkers (FTE)</td><td>389</td></tr></table>
      </main></body></html>`,
      { url: 'https://weverij.example/kerncijfers' },
    );
    const [metric] = reportedMetricsFromDocuments([fte], undefined, '2026-11-26');
    expect(metric?.name).toBe('Full-time equivalents (FTE)');
  });

  it('names Dutch workforce and waste rows in English: absenteeism, turnover, women in management, headcount', () => {
    const page = readHtmlDocument(
      `<html lang="nl"><head><title>Kerncijfers</title></head><body><main><h1>Kerncijfers</h1>
      <table><tr><th>Indicator</th><th>Eenheid</th><th>2024</th></tr>
      <tr><td>Ziekteverzuim</td><td>%</td><td>5,2</td></tr>
      <tr><td>Personeelsverloop</td><td>%</td><td>11,4</td></tr>
      <tr><td>Vrouwen in management</td><td>%</td><td>28</td></tr>
      <tr><td>Recyclingpercentage afval</td><td>%</td><td>79</td></tr>
      <tr><td>Medewerkers (ultimo)</td><td>aantal</td><td>412</td></tr></table>
      </main></body></html>`,
      { url: 'https://bakkerij.example/kerncijfers' },
    );
    expect(
      reportedMetricsFromDocuments([page], undefined, '2026-11-26').map((metric) => metric.name),
    ).toEqual([
      'Absenteeism rate',
      'Employee turnover rate',
      'Women in management',
      'Waste recycling or recovery rate',
      'Number of employees',
    ]);
  });

  it('keeps the name as written for an indicator it cannot name in English', () => {
    expect(metrics.some((metric) => metric.name === 'Scope 1 emissions reduction')).toBe(false);
    for (const metric of metrics) expect(metric.name).not.toMatch(/^$/);
  });
});
