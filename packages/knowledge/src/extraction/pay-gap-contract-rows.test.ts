import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { metricsFromDocument } from './index.js';

/** A people table as a food maker's report prints it: headcounts, then rates of the workforce. */
const rows = (language: string, ...cells: [string, string, string][]) =>
  metricsFromDocument(
    {
      ...readHtmlDocument(
        `<html lang="${language}"><body><h1>Personas</h1><table><tr><th></th><th>2024</th><th>2023</th></tr>
        ${cells.map(([label, a, b]) => `<tr><td>${label}</td><td>${a}</td><td>${b}</td></tr>`).join('')}</table></body></html>`,
        { url: 'https://food.example/personas' },
      ),
      language,
    },
    { retrievedAt: '2026-11-28' },
  )
    .filter((metric) => metric.year === 2024)
    .map((metric) => [metric.category, metric.name, metric.value]);

describe('rows of a people table: the gender pay gap, permanent contracts and collective-agreement coverage', () => {
  it('reads them in Spanish', () => {
    expect(
      rows(
        'es',
        ['Brecha salarial de género (%)', '6,1', '7,4'],
        ['Contratos indefinidos (%)', '87', '84'],
        ['Plantilla cubierta por convenio colectivo (%)', '100', '100'],
      ),
    ).toEqual([
      ['Workforce', 'Brecha salarial de género', '6.1%'],
      ['Workforce', 'Contratos indefinidos', '87%'],
      ['Workforce', 'Plantilla cubierta por convenio colectivo', '100%'],
    ]);
  });

  it('reads them in Italian, German and French', () => {
    expect(rows('it', ['Divario retributivo di genere (%)', '4,8', '5,2'])).toEqual([
      ['Workforce', 'Divario retributivo di genere', '4.8%'],
    ]);
    expect(rows('it', ['Dipendenti a tempo indeterminato (%)', '91', '90'])).toEqual([
      ['Workforce', 'Dipendenti a tempo indeterminato', '91%'],
    ]);
    expect(rows('de', ['Unbefristete Arbeitsverträge (%)', '93', '92'])).toEqual([
      ['Workforce', 'Unbefristete Arbeitsverträge', '93%'],
    ]);
    expect(rows('fr', ['Salariés en CDI (%)', '88', '86'])).toEqual([
      ['Workforce', 'Salariés en CDI', '88%'],
    ]);
  });

  it('counter-example: a sales table of contracts signed is no workforce figure', () => {
    expect(rows('es', ['Contratos firmados con clientes', '312', '280'])).toEqual([]);
  });
});
