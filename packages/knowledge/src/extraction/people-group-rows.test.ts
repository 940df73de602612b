import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { metricsFromDocument } from './index.js';

/** A fictional joinery's report tables: rows of contract types and genders under what they count. */
const read = (language: string, html: string) =>
  metricsFromDocument(
    {
      ...readHtmlDocument(`<html lang="${language}"><body><h1>Persone</h1>${html}</body></html>`, {
        url: 'https://joinery.example/rapporto',
      }),
      language,
    },
    { retrievedAt: '2026-11-28' },
  ).map((metric) => `${metric.year} ${metric.name}: ${metric.value}`);

const rowsOf = (rows: readonly (readonly string[])[]) =>
  rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('');
const table = (corner: string, rows: readonly (readonly string[])[]) =>
  `<table><tr><th>${corner}</th><th>2024</th><th>2025</th></tr>${rowsOf(rows)}</table>`;
const emptyCorner = (rows: readonly (readonly string[])[]) =>
  `<table><tr><td></td><td>2024</td><td>2025</td></tr>${rowsOf(rows)}</table>`;

describe('rows that name a group of the people their section counts', () => {
  it('reads contract types as parts of the headcount the corner names', () => {
    const figures = read(
      'fr',
      table('Salariés au 31 décembre', [
        ['CDI', '205', '212'],
        ['CDD', '21', '18'],
      ]),
    );
    expect(figures).toContain('2025 Salariés au 31 décembre: CDI: 212 employees');
    expect(figures).toContain('2025 Salariés au 31 décembre: CDD: 18 employees');
  });

  it('reads genders under a measure of training hours, from the corner or the title above', () => {
    const rows = [
      ['Uomini', '12,0', '14,2'],
      ['Donne', '13,5', '16,1'],
    ];
    for (const html of [
      table('Ore medie di formazione', rows),
      `<h2>Ore medie di formazione</h2>${emptyCorner(rows)}`,
      `<p>Ore medie di formazione</p>${emptyCorner(rows)}`,
    ]) {
      const figures = read('it', html);
      expect(figures).toContain('2025 Ore medie di formazione: Uomini: 14.2 hours');
      expect(figures).toContain('2025 Ore medie di formazione: Donne: 16.1 hours');
    }
  });

  it('keeps a gender under a headcount, a share and a title of something else as before', () => {
    expect(read('it', table('Dipendenti al 31 dicembre', [['Donne', '84', '86']]))).toContain(
      '2025 Donne: 86',
    );
    const shares = read(
      'fr',
      table('Salariés au 31 décembre (%)', [
        ['CDI', '90', '92'],
        ['CDD', '10', '8'],
      ]),
    );
    expect(shares.some((figure) => figure.includes('employees'))).toBe(false);
    // A title that counts no people and names no hours says nothing of the rows under it.
    const energy = read('it', `<h2>Consumi energetici</h2>${emptyCorner([['Uomini', '12', '14']])}`);
    expect(energy).toEqual([]);
    // A sentence above is prose, not a title.
    const prose = read(
      'it',
      `<p>La tabella riporta le ore medie di formazione.</p>${emptyCorner([['Uomini', '12,0', '14,2']])}`,
    );
    expect(prose.some((figure) => figure.includes('formazione'))).toBe(false);
  });
});
