import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { extractMetrics, metricsFromDocument } from './index.js';

/** Fictional companies' pages in Portuguese and Polish, read as the other languages' sentences are. */
const read = (language: string, ...lines: string[]) =>
  extractMetrics(lines.join('\n'), 'https://www.example-metal.test/relatorio', {
    retrievedAt: '2026-11-27',
    language,
  }).map((metric) => [metric.category, metric.name, metric.value, metric.year]);

describe('Portuguese sentences', () => {
  it('reads emissions, energy, water, waste, women, training hours and headcount in their English names', () => {
    expect(
      read(
        'pt',
        'Indicadores',
        'Em 2024, as emissões de âmbito 1 foram de 4 210 t CO2e.',
        'O consumo de energia foi de 18,4 GWh em 2024.',
        'Em 2024, o consumo de água foi de 52 300 m3.',
        'Em 2024 produzimos 312 toneladas de resíduos.',
        'As mulheres representavam 38 % dos colaboradores em 2024.',
        'Em 2024 realizámos 9 850 horas de formação.',
        'Em 2024 contávamos com 214 colaboradores.',
      ),
    ).toEqual([
      ['Emissions', 'Scope 1 emissions', '4,210 tCO2e', 2024],
      ['Energy', 'Energy consumption', '18.4 GWh', 2024],
      ['Water', 'Water consumption', '52,300 m³', 2024],
      ['Waste', 'Waste generated', '312 tonnes', 2024],
      ['Workforce', 'Women in the workforce', '38%', 2024],
      ['Workforce', 'Training hours', '9,850 hours', 2024],
      ['Workforce', 'Number of employees', '214 employees', 2024],
    ]);
  });

  it('leaves a target out', () => {
    expect(read('pt', 'Até 2030 queremos reduzir as emissões de âmbito 1 para 2 000 t CO2e.')).toEqual([]);
  });

  it('a key-figures row of training hours keeps its unit', () => {
    const document = readHtmlDocument(
      `<html lang="pt"><body><h1>Pessoas</h1><table><tr><th>Indicador</th><th>2023</th><th>2024</th></tr>
      <tr><td>Horas de formação</td><td>8 720</td><td>9 850</td></tr></table></body></html>`,
      { url: 'https://www.example-metal.test/pessoas' },
    );
    const rows = metricsFromDocument({ ...document, language: 'pt' }, { retrievedAt: '2026-11-27' });
    expect(rows.find((row) => row.year === 2024)?.value).toBe('9,850 hours');
  });
});

describe('Polish sentences', () => {
  it('reads scope 1 and 2 emissions, energy, water, headcount and women', () => {
    expect(
      read(
        'pl',
        'Wskaźniki',
        'W 2025 r. emisje z zakresu 1 wyniosły 4 210 t CO2e.',
        'W 2025 r. zużycie energii wyniosło 18,4 GWh.',
        'W 2025 r. emisje z zakresu 2 wyniosły 1 150 t CO2e.',
        'W 2025 r. zużycie wody wyniosło 52 300 m3.',
        'W 2025 r. zatrudnialiśmy 214 pracowników.',
        'Kobiety stanowiły 38% pracowników w 2025 r.',
      ),
    ).toEqual([
      ['Emissions', 'Scope 1 emissions', '4,210 tCO2e', 2025],
      ['Energy', 'Energy consumption', '18.4 GWh', 2025],
      ['Emissions', 'Scope 2 emissions', '1,150 tCO2e', 2025],
      ['Water', 'Water consumption', '52,300 m³', 2025],
      ['Workforce', 'Number of employees', '214 employees', 2025],
      ['Workforce', 'Women in the workforce', '38%', 2025],
    ]);
  });

  it('leaves a target out', () => {
    expect(read('pl', 'Naszym celem jest obniżenie emisji z zakresu 1 do 2 000 t CO2e do 2030 r.')).toEqual(
      [],
    );
  });
});
