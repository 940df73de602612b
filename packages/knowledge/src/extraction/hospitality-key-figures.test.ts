import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { metricsFromDocument } from './document-metrics.js';

const table = (body: string) =>
  metricsFromDocument(
    readHtmlDocument(`<html lang="de"><body><main>${body}</main></body></html>`, {
      url: 'https://www.example.test/kennzahlen',
    }),
    { retrievedAt: '2026-06-01' },
  ).map(({ name, value, year }) => `${year} ${name}: ${value}`);

/** An invented inn group's key figures, German number formats, a unit column and years as columns. */
const INN_GROUP_TABLE = `<h1>Kennzahlen</h1><table>
<thead><tr><th>Kennzahl</th><th>Einheit</th><th>2024</th><th>2025</th></tr></thead>
<tbody>
<tr><td>Lehrlinge</td><td>Anzahl</td><td>12</td><td>14</td></tr>
<tr><td>Weiterbildungsstunden je Mitarbeitendem</td><td>Stunden</td><td>19,5</td><td>22,0</td></tr>
<tr><td>Mitarbeitende</td><td>Köpfe</td><td>140</td><td>151</td></tr>
</tbody></table>`;

describe('a hospitality group’s key-figures table in German', () => {
  it('reads apprentices and training hours per employee apart from the headcount', () => {
    expect(table(INN_GROUP_TABLE)).toEqual([
      '2024 Lehrlinge: 12',
      '2025 Lehrlinge: 14',
      '2024 Weiterbildungsstunden je Mitarbeitendem: 19.5 hours per employee',
      '2025 Weiterbildungsstunden je Mitarbeitendem: 22.0 hours per employee',
      '2024 Mitarbeitende: 140 employees',
      '2025 Mitarbeitende: 151 employees',
    ]);
  });
});
