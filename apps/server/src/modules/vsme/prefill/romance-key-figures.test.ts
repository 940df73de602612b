import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { reportedMetricsFromDocuments } from '../../assessment/knowledge-sections/document-metrics.js';
import { scopeOf } from '../../assessment/knowledge-sections/metric-names.js';
import type { Findings } from './finding.js';
import { metricFindings } from './metrics.js';

/**
 * Key-figure rows in Spanish, Italian, French and Portuguese whose labels put 'total' inside the name,
 * say the energy or water was consumed, give an average headcount, or state the Scope 2 basis with
 * 'according to'; and one figure stated on a page and again in a report under another language's
 * label. Fictional companies and figures.
 */
const page = (lang: string, url: string, rows: readonly (readonly [string, string])[]) =>
  readHtmlDocument(
    `<html lang="${lang}"><head><title>Cifras</title></head><body><main><h1>Indicadores</h1>
    <table><tr><th>Indicador</th><th>2023</th><th>2024</th></tr>
    ${rows.map(([label, value]) => `<tr><td>${label}</td><td>1</td><td>${value}</td></tr>`).join('')}
    </table></main></body></html>`,
    { url },
  );

function prefill(lang: string, rows: readonly (readonly [string, string])[]): Findings {
  const metrics = reportedMetricsFromDocuments(
    [page(lang, `https://www.almendro-frio.test/${lang}/cifras`, rows)],
    undefined,
    '2026-11-20',
  );
  const findings: Findings = new Map();
  metricFindings(metrics, 2024, findings);
  return findings;
}

const amountOf = (findings: Findings, datapoint: string) => {
  const finding = findings.get(datapoint);
  return finding && 'value' in finding ? finding.value : undefined;
};

describe('VSME prefill from Romance-language key-figure labels', () => {
  it.each([
    ['es', 'Consumo total de energía (MWh)', 'Plantilla media'],
    ['es', 'Energía consumida total (MWh)', 'Número medio de empleados'],
    ['it', 'Consumo totale di energia (MWh)', 'Organico medio'],
    ['fr', 'Énergie consommée totale (MWh)', 'Effectif moyen'],
    ['pt', 'Consumo total de energia (MWh)', 'Número médio de trabalhadores'],
  ])('%s: %s, %s', (lang, energy, headcount) => {
    const findings = prefill(lang, [
      [energy, '4.375'],
      [headcount, '212'],
    ]);
    expect(amountOf(findings, 'TotalEnergyConsumption')).toBe(4375);
    expect(amountOf(findings, 'NumberOfEmployees')).toBe(212);
  });

  it('reads a Scope 2 basis given as according to the market', () => {
    const findings = prefill('es', [['Emisiones de alcance 2 (según mercado) (tCO2e)', '618']]);
    expect(amountOf(findings, 'GrossMarketBasedScope2GreenhouseGasEmissions')).toBe(618);
    expect(
      [
        'Alcance 2 según mercado',
        'Emissioni Scope 2 (secondo il mercato)',
        'Émissions scope 2 (selon le marché)',
        'Emissões de âmbito 2 (segundo o mercado)',
        'Scope 2 emissions according to the market',
      ].map(scopeOf),
    ).toEqual(Array(5).fill('scope 2 market'));
  });

  it.each([
    ['it', 'Emissioni Scope 2 (secondo il mercato) (tCO2e)'],
    ['it', 'Emissioni Scope 2 basate sul mercato (tCO2e)'],
    ['fr', 'Émissions scope 2 (selon le marché) (tCO2e)'],
    ['pt', 'Emissões de âmbito 2 (segundo o mercado) (tCO2e)'],
    ['en', 'Scope 2 emissions (according to the market) (tCO2e)'],
  ])('%s: a key-figure row %s is the market-based Scope 2', (lang, label) => {
    expect(amountOf(prefill(lang, [[label, '618']]), 'GrossMarketBasedScope2GreenhouseGasEmissions')).toBe(
      618,
    );
  });

  it('reads water stated as consumed', () => {
    const findings = prefill('es', [['Agua consumida (m³)', '7.420']]);
    expect(amountOf(findings, 'TotalWaterConsumption')).toBe(7420);
  });
});

describe('one figure under two languages is one row', () => {
  it('keeps the page row and adds the report as its second source', () => {
    const web = page('es', 'https://www.almendro-frio.test/es/cifras', [
      ['Emisiones de alcance 1 (tCO2e)', '2.310'],
      ['Emisiones de alcance 2 (según mercado) (tCO2e)', '618'],
      ['Energía consumida total (MWh)', '4.375'],
    ]);
    const report = page('es', 'https://www.almendro-frio.test/es/memoria', [
      ['Alcance 1 (camiones y cámaras frigoríficas) (tCO2e)', '2.310'],
      ['Scope 2 emissions (market-based) (tCO2e)', '618'],
      ['Consumo total de energía (MWh)', '4.375'],
      // Another figure with a qualifier is its own row.
      ['Alcance 3 (viajes de negocio) (tCO2e)', '95'],
    ]);
    const rows = reportedMetricsFromDocuments([web, report], undefined, '2026-11-20').filter(
      (metric) => metric.year === 2024,
    );
    expect(rows.map((metric) => [metric.name, metric.value, metric.sources.length])).toEqual([
      ['Scope 1 emissions', '2,310 tCO2e', 2],
      ['Scope 2 emissions (market-based)', '618 tCO2e', 2],
      ['Energy consumption', '4,375 MWh', 2],
      ['Alcance 3 (viajes de negocio)', '95 tCO2e', 1],
    ]);
  });

  it('reads an accident rate and a waste recovery rate named two ways as one row each', () => {
    const web = page('es', 'https://www.almendro-frio.test/es/cifras', [
      ['Tasa de frecuencia de siniestralidad (por millón de horas trabajadas)', '12,6'],
      ['Tasa de reciclaje de residuos (%)', '78'],
    ]);
    const report = page('es', 'https://www.almendro-frio.test/es/memoria', [
      ['Índice de frecuencia (por millón de horas trabajadas)', '12,6'],
      ['Residuos valorizados (%)', '78'],
    ]);
    const rows = reportedMetricsFromDocuments([web, report], undefined, '2026-11-20').filter(
      (metric) => metric.year === 2024,
    );
    expect(rows.map((metric) => [metric.name, metric.sources.length])).toEqual([
      ['Accident frequency rate', 2],
      ['Waste recycling or recovery rate', 2],
    ]);
  });
});
