import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { metricsFromDocument } from './document-metrics.js';

// A British manufacturer's key-figures table counts its reportable safety incidents (RIDDOR) beside its
// injury rate, with fiscal-year columns; an environmental incident is no workforce figure.
const brief = (rows: string) =>
  metricsFromDocument(
    readHtmlDocument(
      `<html lang="en"><body><main><table><thead><tr><th>Indicator</th><th>Unit</th><th>FY2024/25</th><th>FY2023/24</th></tr></thead><tbody>${rows}</tbody></table></main></body></html>`,
      { url: 'https://www.example.test/key-figures' },
    ),
    { retrievedAt: '2026-06-01' },
  ).map(({ name, value, year, category }) => `${year} ${category} ${name}: ${value}`);

describe('safety incidents in a key-figures table', () => {
  it('reads reportable and recordable incidents as workforce figures', () => {
    expect(
      brief(
        '<tr><td>RIDDOR reportable incidents</td><td>number</td><td>2</td><td>4</td></tr><tr><td>Recordable safety incidents</td><td>number</td><td>11</td><td>14</td></tr>',
      ),
    ).toEqual([
      '2025 Workforce RIDDOR reportable incidents: 2',
      '2024 Workforce RIDDOR reportable incidents: 4',
      '2025 Workforce Recordable safety incidents: 11',
      '2024 Workforce Recordable safety incidents: 14',
    ]);
  });
});
