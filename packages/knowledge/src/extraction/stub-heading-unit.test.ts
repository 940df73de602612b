import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { metricsFromDocument } from './document-metrics.js';

// A fictional software company's report table: the unit in the label column's heading, not in each row.
const brief = (body: string) =>
  metricsFromDocument(
    readHtmlDocument(`<html lang="en"><body><main>${body}</main></body></html>`, {
      url: 'https://www.example.test/impact-report',
    }),
    { retrievedAt: '2026-06-01' },
  )
    .filter(({ year }) => year === 2025)
    .map(({ name, value, category }) => [name, value, category]);

describe('metricsFromDocument: a unit in the label column’s heading', () => {
  it('gives every emissions row the heading’s unit, and a scope row naming staff stays emissions', () => {
    expect(
      brief(`<table><thead><tr><th>Greenhouse-gas emissions (tCO2e)</th><th>2024</th><th>2025</th></tr></thead><tbody>
        <tr><td>Scope 1 – natural gas, Utrecht office</td><td>52</td><td>47</td></tr>
        <tr><td>Scope 3 – Category 7: employee commuting</td><td>310</td><td>295</td></tr>
        <tr><td>Emissions per employee (tCO2e per FTE)</td><td>6.1</td><td>5.8</td></tr>
        <tr><td>Women in tech roles (%)</td><td>31</td><td>33</td></tr>
      </tbody></table>`),
    ).toEqual([
      ['Scope 1 – natural gas, Utrecht office', '47 tCO2e', 'Emissions'],
      ['Scope 3 – Category 7: employee commuting', '295 tCO2e', 'Emissions'],
      ['Emissions per employee', '5.8 tCO2e per FTE', 'Emissions'],
      ['Women in tech roles', '33%', 'Workforce'],
    ]);
  });
});

describe('metricsFromDocument: a signed score', () => {
  it('reads an employee Net Promoter Score written with its plus sign, not as a change', () => {
    expect(
      brief(`<table><thead><tr><th>Indicator</th><th>Unit</th><th>2024</th><th>2025</th></tr></thead><tbody>
        <tr><td>Employee Net Promoter Score (eNPS)</td><td>score</td><td>+18</td><td>+24</td></tr>
        <tr><td>Employees (headcount)</td><td>number</td><td>+212</td><td>+230</td></tr>
      </tbody></table>`),
    ).toEqual([['Employee Net Promoter Score (eNPS)', '+24', 'Workforce']]);
  });
});
