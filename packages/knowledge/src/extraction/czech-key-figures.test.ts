import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { metricsFromDocument } from './document-metrics.js';

// A fictional Czech valve maker's key-figures table: the unit in a column of its own, Czech number
// format (space for thousands, comma for decimals), the latest year first.
const table = (rows: [string, string, string, string][]) =>
  metricsFromDocument(
    readHtmlDocument(
      `<html lang="cs"><body><main><h1>Klíčové ukazatele</h1><table>
      <tr><th>Ukazatel</th><th>Jednotka</th><th>2025</th><th>2024</th></tr>
      ${rows.map((cells) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}
      </table></main></body></html>`,
      { url: 'https://www.armatury.example/klicove-ukazatele' },
    ),
    { retrievedAt: '2026-11-28' },
  )
    .filter((metric) => metric.year === 2025)
    .map(({ name, value }) => `${name}: ${value}`);

describe('a Czech key-figures table', () => {
  it('reads energy, emissions, water, waste and workforce rows', () => {
    expect(
      table([
        ['Celková spotřeba energie', 'MWh', '68 420', '71 950'],
        ['z toho zemní plyn', 'MWh', '14 300', '16 850'],
        ['z toho elektřina', 'MWh', '52 470', '55 100'],
        ['Emise Scope 1', 't CO2e', '3 120', '3 610'],
        ['Emise Scope 2 (tržní metoda)', 't CO2e', '21 540', '24 980'],
        ['Odběr vody', 'm3', '38 600', '41 200'],
        ['Odpad celkem', 't', '9 850', '15 420'],
        ['Podíl recyklace odpadu', '%', '78,5', '61,2'],
        ['Počet zaměstnanců', 'osoby', '712', '698'],
        ['Podíl žen', '%', '18,3', '17,6'],
        ['Hodiny školení na zaměstnance', 'h', '21,4', '19,8'],
        ['Úrazovost (LTIFR)', 'na 1 mil. odpr. hodin', '6,2', '7,9'],
      ]),
    ).toEqual([
      'Celková spotřeba energie: 68,420 MWh',
      'Zemní plyn: 14,300 MWh',
      'Elektřina: 52,470 MWh',
      'Emise Scope 1: 3,120 tCO2e',
      'Emise Scope 2 (tržní metoda): 21,540 tCO2e',
      'Odběr vody: 38,600 m³',
      'Odpad celkem: 9,850 t',
      'Podíl recyklace odpadu: 78.5%',
      'Počet zaměstnanců: 712 employees',
      'Podíl žen: 18.3%',
      'Hodiny školení na zaměstnance: 21.4 hours per employee',
      'Úrazovost (LTIFR): 6.2 per million hours worked',
    ]);
  });
});
