import type { StructuredDocument, TableBlock } from '@impact/contracts';
import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { documentText, tableRowLine } from './document-text.js';

const read = (body: string): StructuredDocument =>
  readHtmlDocument(`<!doctype html><html><body><main>${body}</main></body></html>`, {
    url: 'https://example.com/figures',
  });

describe('documentText', () => {
  it('says each table row with its label and every value after its column heading', () => {
    const document = read(`<h1>Key figures</h1>
      <table><thead><tr><th>Indicator</th><th>2024</th><th>2023</th></tr></thead>
      <tbody><tr><td>Scope 1 emissions (tCO2e)</td><td>12.3</td><td>11.9</td></tr>
      <tr><td>Water withdrawn (m³)</td><td>182,400</td><td>n/a</td></tr></tbody></table>`);
    expect(documentText(document).split('\n')).toEqual([
      'Key figures',
      'Scope 1 emissions (tCO2e) | 2024: 12.3 | 2023: 11.9',
      'Water withdrawn (m³) | 2024: 182,400 | 2023: n/a',
    ]);
  });

  it('joins merged header cells into each column heading and says a merged cell once', () => {
    const document = read(`<table>
      <tr><th rowspan="2">Site</th><th colspan="2">Energy (MWh)</th></tr>
      <tr><th>2025</th><th>2024</th></tr>
      <tr><td>Goirle</td><td>1,200</td><td>1,310</td></tr>
      <tr><td colspan="3">Closed in 2023</td></tr></table>`);
    const table = document.blocks.find((block) => block.type === 'table') as TableBlock;
    expect(table.headerRows).toBe(2);
    expect(tableRowLine(table, 2)).toBe('Goirle | Energy (MWh) 2025: 1,200 | Energy (MWh) 2024: 1,310');
    expect(tableRowLine(table, 3)).toBe('Closed in 2023');
  });

  it('keeps headings, paragraphs and list items as lines, and a repeated line once', () => {
    const document = read(
      '<h2>Climate</h2><p>We cut emissions by a fifth since 2019.</p><ul><li>Solar roofs on two plants</li><li>Electric trucks</li></ul><p>We cut emissions by a fifth since 2019.</p>',
    );
    expect(documentText(document)).toBe(
      'Climate\nWe cut emissions by a fifth since 2019.\nSolar roofs on two plants\nElectric trucks',
    );
  });
});
