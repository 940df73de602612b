import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { metricsFromDocument } from './index.js';

/** A fictional tile maker's report tables: headcount by gender and contract, and production in m². */
const read = (language: string, html: string) =>
  metricsFromDocument(
    {
      ...readHtmlDocument(`<html lang="${language}"><body><h1>Persone</h1>${html}</body></html>`, {
        url: 'https://tiles.example/bilancio',
      }),
      language,
    },
    { retrievedAt: '2026-11-28' },
  ).map((metric) => `${metric.year} ${metric.name}: ${metric.value}`);

const table = (corner: string, rows: [string, string, string][]) =>
  `<table><tr><th>${corner}</th><th>2023</th><th>2024</th></tr>${rows
    .map(([label, a, b]) => `<tr><td>${label}</td><td>${a}</td><td>${b}</td></tr>`)
    .join('')}</table>`;

describe('a headcount table whose corner cell names the people counted', () => {
  it('reads the total row as the employees and the other rows under the corner’s name', () => {
    const figures = read(
      'it',
      table('Dipendenti al 31 dicembre', [
        ['Uomini', '309', '302'],
        ['Donne', '86', '84'],
        ['Totale', '395', '386'],
      ]),
    );
    expect(figures).toContain('2024 Dipendenti al 31 dicembre: 386 employees');
    expect(figures).toContain('2024 Dipendenti al 31 dicembre: Uomini: 302 employees');
    expect(figures).toContain('2024 Donne: 84');
  });

  it('reads the same in German and English', () => {
    expect(read('de', table('Mitarbeitende', [['Gesamt', '410', '422']]))).toContain(
      '2024 Mitarbeitende: 422 employees',
    );
    expect(read('en', table('Employees at year end', [['Total', '120', '131']]))).toContain(
      '2024 Employees at year end: 131 employees',
    );
  });

  it('reads nothing under a corner that counts no people, nor a bare total under a generic corner', () => {
    expect(read('it', table('Indicatore', [['Totale', '395', '386']]))).toEqual([]);
    expect(read('de', table('Standorte', [['Gesamt', '4', '5']]))).toEqual([]);
  });
});

describe('square metres', () => {
  it('keeps m² as the unit of a production row', () => {
    const html =
      '<table><tr><th>Indicatore</th><th>Unità</th><th>2023</th><th>2024</th></tr><tr><td>Produzione</td><td>m²</td><td>10.870.000</td><td>11.210.000</td></tr></table>';
    expect(read('it', html)).toContain('2024 Produzione: 11,210,000 m²');
  });
});
