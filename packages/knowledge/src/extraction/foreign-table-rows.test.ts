import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { metricsFromDocument } from './index.js';

/** A fictional Italian tile maker's report table, and the same rates in German, French and Spanish. */
const rows = (language: string, ...cells: [string, string, string][]) =>
  metricsFromDocument(
    {
      ...readHtmlDocument(
        `<html lang="${language}"><body><h1>Persone</h1><table><tr><th>Indicatore</th><th>2023</th><th>2024</th></tr>
        ${cells.map(([label, a, b]) => `<tr><td>${label}</td><td>${a}</td><td>${b}</td></tr>`).join('')}</table></body></html>`,
        { url: 'https://tiles.example/numeri' },
      ),
      language,
    },
    { retrievedAt: '2026-11-27' },
  ).map((metric) => [metric.category, metric.name, metric.value, metric.year]);

describe('foreign key-figure rows: rates per million hours, staff turnover, "of which" parts', () => {
  it('reads an injury frequency rate per million hours worked in five languages as the English rate is read', () => {
    for (const [language, label] of [
      ['it', 'Indice di frequenza infortuni (per milione di ore lavorate)'],
      ['de', 'Unfallhäufigkeit (je 1 Mio. Arbeitsstunden)'],
      ['fr', "Taux de fréquence (par million d'heures travaillées)"],
      ['es', 'Índice de frecuencia (por millón de horas trabajadas)'],
      ['pt', 'Taxa de frequência (por milhão de horas trabalhadas)'],
    ] as const) {
      expect(rows(language, [label, '9,8', '7,4']).at(-1)?.[2]).toBe('7.4 per million hours worked');
    }
  });

  it('reads a Portuguese table: electricity produced, accident frequency, training hours and a share of women', () => {
    expect(
      rows(
        'pt',
        ['Eletricidade produzida (GWh)', '681', '742'],
        ['Taxa de frequência de acidentes', '3,4', '2,1'],
        ['Horas de formação (h)', '8 720', '9 850'],
        ['Mulheres no total de colaboradores (%)', '25', '27'],
      ).filter(([, , , year]) => year === 2024),
    ).toEqual([
      ['Energy', 'Eletricidade produzida', '742 GWh', 2024],
      ['Workforce', 'Taxa de frequência de acidentes', '2.1', 2024],
      ['Workforce', 'Horas de formação', '9,850 hours', 2024],
      ['Workforce', 'Mulheres no total de colaboradores', '27%', 2024],
    ]);
  });

  it('reads the units of a Portuguese table’s own unit column: a share of the staff is a share', () => {
    const table = metricsFromDocument(
      {
        ...readHtmlDocument(
          `<html lang="pt"><body><h1>Indicadores</h1><table><tr><th>Indicador</th><th>Unidade</th><th>2024</th><th>2023</th></tr>
          <tr><td>Mulheres no total de colaboradores</td><td>%</td><td>27</td><td>25</td></tr>
          <tr><td>Eletricidade produzida</td><td>GWh</td><td>742</td><td>681</td></tr>
          <tr><td>Taxa de frequência de acidentes</td><td>n.º/milhão h</td><td>2,1</td><td>3,4</td></tr></table></body></html>`,
          { url: 'https://energia.example/indicadores' },
        ),
        language: 'pt',
      },
      { retrievedAt: '2026-11-27' },
    ).map((metric) => [metric.name, metric.value, metric.year]);
    expect(table.filter(([, , year]) => year === 2024)).toEqual([
      ['Mulheres no total de colaboradores', '27%', 2024],
      ['Eletricidade produzida', '742 GWh', 2024],
      ['Taxa de frequência de acidentes', '2.1 per million hours worked', 2024],
    ]);
  });

  it('files a staff turnover rate under the workforce, not under revenue', () => {
    expect(rows('it', ['Tasso di turnover (%)', '6,8', '5,9'])).toEqual([
      ['Workforce', 'Tasso di turnover', '6.8%', 2023],
      ['Workforce', 'Tasso di turnover', '5.9%', 2024],
    ]);
  });

  it('names an "of which" row by its part, and reads natural gas as energy', () => {
    expect(rows('it', ['di cui gas naturale (GJ)', '1.468.600', '1.420.100']).at(-1)).toEqual([
      'Energy',
      'Gas naturale',
      '1,420,100 GJ',
      2024,
    ]);
  });

  it('counter-example: a turnover in euros stays revenue, and hours of training stay hours', () => {
    expect(rows('it', ['Fatturato (milioni di euro)', '188,0', '196,4']).at(-1)?.[0]).toBe('Financial');
    expect(rows('it', ['Ore di formazione (ore)', '8.120', '10.270']).at(-1)?.[2]).toBe('10,270 hours');
  });
});

describe('packaging the company places on the market', () => {
  it('reads the producer-responsibility row as its own packaging, and still refuses a market’s size', () => {
    expect(rows('es', ['Envases puestos en el mercado (t)', '8.450', '8.120']).at(-1)).toEqual([
      'Packaging',
      'Envases puestos en el mercado',
      '8,120 t',
      2024,
    ]);
    expect(rows('it', ['Imballaggi immessi sul mercato (t)', '3.210', '3.050']).at(-1)?.[2]).toBe('3,050 t');
    expect(rows('es', ['Mercado español de envases (t)', '1.900.000', '1.950.000'])).toEqual([]);
  });
});

describe('a Spanish rate per million hours that names what it counts', () => {
  it('reads "accidentes/millón h" as per million hours worked, not as hours', () => {
    const table = metricsFromDocument(
      {
        ...readHtmlDocument(
          `<html lang="es"><body><h1>Personas</h1><table><tr><th>Indicador</th><th>Unidad</th><th>2025</th><th>2024</th></tr>
          <tr><td>Índice de frecuencia de accidentes</td><td>accidentes/millón h</td><td>8,7</td><td>9,9</td></tr></table></body></html>`,
          { url: 'https://conservas.example/personas' },
        ),
        language: 'es',
      },
      { retrievedAt: '2026-11-27' },
    ).map((metric) => [metric.name, metric.value, metric.year]);
    expect(table).toEqual([
      ['Índice de frecuencia de accidentes', '8.7 per million hours worked', 2025],
      ['Índice de frecuencia de accidentes', '9.9 per million hours worked', 2024],
    ]);
  });
});
