import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { metricsFromDocument } from './document-metrics.js';
import { extractMetrics } from './index.js';

// A fictional Polish window maker's key-figures table: the unit in a column of its own, Polish number
// format (space for thousands, comma for decimals).
const table = (rows: [string, string, string, string][]) =>
  metricsFromDocument(
    readHtmlDocument(
      `<html lang="pl"><body><main><h1>Kluczowe dane</h1><table>
      <tr><th>Wskaźnik</th><th>Jednostka</th><th>2024</th><th>2025</th></tr>
      ${rows.map((cells) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}
      </table></main></body></html>`,
      { url: 'https://www.okna-brzozak.example/kluczowe-dane' },
    ),
    { retrievedAt: '2026-11-28' },
  )
    .filter((metric) => metric.year === 2025)
    .map(({ name, value }) => `${name}: ${value}`);

describe('a Polish key-figures table', () => {
  it('keeps the złoty of a turnover in millions, and reads an accident rate per million hours', () => {
    expect(
      table([
        ['Przychody ze sprzedaży', 'mln zł', '512,4', '548,9'],
        ['Wskaźnik wypadkowości (LTIFR)', 'na 1 mln h', '5,1', '4,6'],
      ]),
    ).toEqual([
      'Przychody ze sprzedaży: 548.9 PLN million',
      'Wskaźnik wypadkowości (LTIFR): 4.6 per million hours worked',
    ]);
  });

  it('reads the wood a maker uses, in thousands of cubic metres', () => {
    expect(
      table([
        ['Zużycie drewna i płyt drewnopochodnych', 'tys. m³', '96,2', '91,8'],
        ['Udział drewna certyfikowanego FSC', '%', '80', '88'],
      ]),
    ).toEqual([
      'Zużycie drewna i płyt drewnopochodnych: 91.8 thousand m³',
      'Udział drewna certyfikowanego FSC: 88%',
    ]);
  });
});

describe('a Polish sentence about a photovoltaic plant', () => {
  it('reads what the plant will generate as generation, never as the energy the company uses', () => {
    const found = extractMetrics(
      'W 2025 roku uruchomiliśmy instalację fotowoltaiczną o mocy 2,1 MWp, która wytworzy około 1 900 MWh energii rocznie.',
      'https://www.okna-brzozak.example/zrownowazony-rozwoj',
      { retrievedAt: '2026-11-28', language: 'pl' },
    ).map(({ name, value }) => `${name}: ${value}`);
    expect(found.filter((line) => line.startsWith('Energy consumption'))).toEqual([]);
  });
});
