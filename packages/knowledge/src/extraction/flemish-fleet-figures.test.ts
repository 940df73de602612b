import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { metricsFromDocument } from './index.js';

/** A fictional Flemish cold-chain haulier's pages. */
const read = (body: string) =>
  metricsFromDocument(
    {
      ...readHtmlDocument(`<html lang="nl"><body><h1>Kerncijfers</h1>${body}</body></html>`, {
        url: 'https://koelvracht.example/kerncijfers',
      }),
      language: 'nl',
    },
    { retrievedAt: '2026-11-27' },
  ).map((metric) => [metric.category, metric.name, metric.value, metric.year]);

const table = (...rows: string[][]) =>
  `<table><tr><th>Indicator</th><th>Eenheid</th><th>2024</th><th>2025</th></tr>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
    .join('')}</table>`;

describe('a Flemish haulier’s key figures', () => {
  it('reads electricity use written as one compound word, and bio-LNG burnt by the fleet', () => {
    expect(
      read(
        table(
          ['Elektriciteitsverbruik', 'MWh', '47.900', '49.100'],
          ['Bio-LNG-verbruik', 'ton', '1.120', '1.845'],
        ),
      ),
    ).toEqual([
      ['Energy', 'Elektriciteitsverbruik', '47,900 MWh', 2024],
      ['Energy', 'Elektriciteitsverbruik', '49,100 MWh', 2025],
      ['Energy', 'Bio-LNG-verbruik', '1,120 t', 2024],
      ['Energy', 'Bio-LNG-verbruik', '1,845 t', 2025],
    ]);
  });

  it('reads what rooftop panels produced as generated electricity, not an intensity', () => {
    expect(
      read('<p>Op onze magazijndaken liggen 14,2 MWp zonnepanelen die in 2025 12.400 MWh produceerden.</p>'),
    ).toContainEqual(['Energy', 'Renewable electricity generated', '12,400 MWh', 2025]);
    expect(read('<p>Onze zonnepanelen produceerden in 2025 3.150 MWh.</p>')).toEqual([
      ['Energy', 'Renewable electricity generated', '3,150 MWh', 2025],
    ]);
  });
});
