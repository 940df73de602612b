import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { metricsFromDocument } from './index.js';

/** A fictional producer's key-figure table with a unit column, in the page's language. */
const rows = (language: string, label: string, unit: string) =>
  metricsFromDocument(
    {
      ...readHtmlDocument(
        `<html lang="${language}"><body><h2>Indicadores</h2><table>
        <tr><th>Indicator</th><th>Unit</th><th>2024</th><th>2025</th></tr>
        <tr><td>${label}</td><td>${unit}</td><td>5,2</td><td>4,8</td></tr></table></body></html>`,
        { url: 'https://oil.example/indicadores' },
      ),
      language,
    },
    { retrievedAt: '2026-11-27' },
  ).map((metric) => [metric.category, metric.name, metric.value, metric.year]);

describe('a row whose unit is per million hours worked is an accident frequency rate', () => {
  it.each([
    ['es', 'Índice de siniestralidad', 'por millón de horas trabajadas'],
    ['en', 'LTIR', 'per million hours worked'],
    ['de', 'LTIF', 'pro Million Arbeitsstunden'],
    ['fr', 'TF1', "par million d'heures travaillées"],
    ['it', 'Sinistralità', 'per milione di ore lavorate'],
  ])('%s: %s in %s', (language, label, unit) => {
    expect(rows(language, label, unit)).toEqual([
      ['Workforce', label, '5.2 per million hours worked', 2024],
      ['Workforce', label, '4.8 per million hours worked', 2025],
    ]);
  });

  it('counter-example: hours worked in millions are no rate, and no topic', () => {
    expect(rows('en', 'Hours worked', 'million hours')).toEqual([]);
  });
});
