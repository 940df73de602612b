import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { metricsFromDocument } from './index.js';

/** A fictional Swedish joinery's 'Nyckeltal hållbarhet' table: a unit column, then three years. */
const TABLE = `<html lang="sv"><body><h1>Nyckeltal hållbarhet</h1><table>
<tr><th>Nyckeltal</th><th>Enhet</th><th>2023</th><th>2024</th><th>2025</th></tr>
<tr><td>Total energianvändning</td><td>GWh</td><td>61</td><td>58</td><td>55</td></tr>
<tr><td>Andel biobränsle av energianvändningen</td><td>%</td><td>88</td><td>90</td><td>93</td></tr>
<tr><td>Vattenuttag</td><td>m³</td><td>24 000</td><td>22 500</td><td>21 800</td></tr>
<tr><td>Avfall totalt</td><td>ton</td><td>410</td><td>395</td><td>372</td></tr>
<tr><td>Olycksfall med frånvaro</td><td>antal</td><td>7</td><td>6</td><td>4</td></tr>
<tr><td>Andel kvinnor</td><td>%</td><td>21</td><td>22</td><td>24</td></tr>
</table><p>Vårt mål är att halvera avfallet till 2030.</p></body></html>`;

const metrics = () =>
  metricsFromDocument(
    { ...readHtmlDocument(TABLE, { url: 'https://snickeri.example/nyckeltal' }), language: 'sv' },
    { retrievedAt: '2026-11-27' },
  ).filter((metric) => metric.year === 2025);

describe('a Swedish key-figures table', () => {
  it('reads energy, biofuel share, water, waste, injuries and the share of women by their Swedish names', () => {
    expect(metrics().map((metric) => [metric.category, metric.name, metric.value])).toEqual([
      ['Energy', 'Total energianvändning', '55 GWh'],
      ['Energy', 'Andel biobränsle av energianvändningen', '93%'],
      ['Water', 'Vattenuttag', '21,800 m³'],
      ['Waste', 'Avfall totalt', '372 t'],
      ['Workforce', 'Olycksfall med frånvaro', '4'],
      ['Workforce', 'Andel kvinnor', '24%'],
    ]);
  });
});
