import { rowLocator, type TableBlock } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { readHtmlDocument } from './read-html.js';

const page = (body: string) =>
  `<!doctype html><html><head><title>T</title></head><body><main>${body}</main></body></html>`;
const tables = (html: string) =>
  readHtmlDocument(page(html), { url: 'https://example.com/esg' }).blocks.filter(
    (block): block is TableBlock => block.type === 'table',
  );
const texts = (table: TableBlock) => table.rows.map((row) => row.cells.map((cell) => cell.text));
const headers = (table: TableBlock) => table.rows.map((row) => row.cells.map((cell) => cell.header));

describe('HTML tables', () => {
  it('keeps a key-figures table whole: year header cells, units in header cells, figures in place', () => {
    const [table] = tables(`
      <h2>Key figures</h2>
      <table>
        <caption>Environmental key figures</caption>
        <thead><tr><th>Indicator</th><th>Unit</th><th>2024</th><th>2023</th></tr></thead>
        <tbody>
          <tr><th scope="row">Scope 1 emissions</th><td>tCO<sub>2</sub>e</td><td>1,234</td><td>1,456</td></tr>
          <tr><th scope="row">Energy use</th><td>MWh</td><td>56,700</td><td>58,100</td></tr>
        </tbody>
      </table>`);
    expect(table).toMatchObject({ caption: 'Environmental key figures', headerRows: 1 });
    expect(texts(table!)).toEqual([
      ['Indicator', 'Unit', '2024', '2023'],
      ['Scope 1 emissions', 'tCO2e', '1,234', '1,456'],
      ['Energy use', 'MWh', '56,700', '58,100'],
    ]);
    expect(headers(table!)).toEqual([
      [true, true, true, true],
      [true, false, false, false],
      [true, false, false, false],
    ]);
    expect(table!.locator).toEqual({ headingPath: ['Key figures'], table: 0 });
  });

  it('keeps a footnote mark or an exponent in <sup> apart from the figure and the unit', () => {
    const [table] = tables(`
      <table>
        <tr><th>Indicator</th><th>2025</th></tr>
        <tr><td>Scope 1 emissions (tCO2e)</td><td>4,210<sup>1</sup></td></tr>
        <tr><td>Water consumption (m<sup>3</sup>)</td><td>58,300</td></tr>
        <tr><td>Share of renewable generation<sup>2</sup></td><td>82</td></tr>
        <tr><td>Employees<sup>*</sup></td><td>1,240</td></tr>
      </table>`);
    expect(texts(table!)).toEqual([
      ['Indicator', '2025'],
      ['Scope 1 emissions (tCO2e)', '4,210¹'],
      ['Water consumption (m³)', '58,300'],
      ['Share of renewable generation²', '82'],
      ['Employees*', '1,240'],
    ]);
  });

  it('keeps units written in the header cells', () => {
    const [table] = tables(`<table>
      <tr><th></th><th>Scope 1 (tCO2e)</th><th>Water (m³)</th><th>Women in management (%)</th></tr>
      <tr><td>2024</td><td>1,234</td><td>9,800</td><td>38</td></tr></table>`);
    expect(table!.rows[0]!.cells.map((cell) => cell.text)).toEqual([
      '',
      'Scope 1 (tCO2e)',
      'Water (m³)',
      'Women in management (%)',
    ]);
    expect(table!.headerRows).toBe(1);
  });

  it('reads a years-as-rows table without header markup, guessing the label row as its header', () => {
    const [table] = tables(`<table>
      <tr><td>Year</td><td>Emissions (t)</td><td>Employees</td></tr>
      <tr><td>2024</td><td>1,234</td><td>5,000</td></tr>
      <tr><td>2023</td><td>1,456</td><td>4,800</td></tr></table>`);
    expect(table!.headerRows).toBe(1);
    expect(headers(table!)[0]).toEqual([true, true, true]);
    expect(texts(table!)[2]).toEqual(['2023', '1,456', '4,800']);
  });

  it('does not guess a header for a table of words', () => {
    const [table] = tables(`<table><tr><td>Paris</td><td>Head office</td></tr>
      <tr><td>Lyon</td><td>Plant</td></tr></table>`);
    expect(table!.headerRows).toBe(0);
  });

  it('reads a heading cell across the table below the column headings as a group of rows, not a heading', () => {
    const [table] = tables(`<table>
      <thead><tr><th scope="col">Indicator</th><th scope="col">2024</th><th scope="col">2025</th></tr></thead>
      <tbody>
        <tr class="group"><th colspan="3" scope="rowgroup">Environment</th></tr>
        <tr><th scope="row">Energy use (MWh)</th><td>30,115</td><td>28,742</td></tr>
        <tr class="group"><th colspan="3" scope="rowgroup">People</th></tr>
        <tr><th scope="row">Employees (FTE)</th><td>389</td><td>398</td></tr>
      </tbody></table>`);
    expect(table!.headerRows).toBe(1);
    expect(texts(table!)[1]).toEqual(['Environment', 'Environment', 'Environment']);
  });

  it('lays out colspan and rowspan on a full grid, spans on the first position only', () => {
    const [table] = tables(`<table>
      <thead>
        <tr><th rowspan="2">Scope</th><th colspan="2">Emissions (tCO2e)</th></tr>
        <tr><th>2024</th><th>2023</th></tr>
      </thead>
      <tbody>
        <tr><td rowspan="2">Scope 3</td><td>900</td><td>950</td></tr>
        <tr><td>910</td><td>960</td></tr>
      </tbody></table>`);
    expect(table!.headerRows).toBe(2);
    expect(texts(table!)).toEqual([
      ['Scope', 'Emissions (tCO2e)', 'Emissions (tCO2e)'],
      ['Scope', '2024', '2023'],
      ['Scope 3', '900', '950'],
      ['Scope 3', '910', '960'],
    ]);
    expect(table!.rows[0]!.cells[0]).toEqual({ text: 'Scope', header: true, rowSpan: 2 });
    expect(table!.rows[0]!.cells[1]).toEqual({ text: 'Emissions (tCO2e)', header: true, colSpan: 2 });
    expect(table!.rows[0]!.cells[2]).toEqual({ text: 'Emissions (tCO2e)', header: true });
    expect(table!.rows[3]!.cells[0]).toEqual({ text: 'Scope 3', header: false });
  });

  it('bounds absurd spans and pads ragged rows', () => {
    const [table] = tables(
      `<table><tr><td colspan="999999">Total</td><td>1</td></tr><tr><td>a</td></tr></table>`,
    );
    expect(table!.rows.every((row) => row.cells.length === table!.rows[0]!.cells.length)).toBe(true);
    expect(table!.rows[0]!.cells.length).toBeLessThanOrEqual(50);
  });

  it('reads a layout table (one column, or holding headings) as ordinary content', () => {
    const blocks = readHtmlDocument(
      page(`<table role="presentation"><tr><td><h2>About us</h2><p>We make bicycles.</p></td></tr></table>`),
    ).blocks;
    expect(blocks.map((block) => block.type)).toEqual(['heading', 'paragraph']);
  });

  it('reads ARIA role tables with column headers', () => {
    const [table] = tables(`<div role="table" aria-label="Workforce">
      <div role="rowgroup"><div role="row"><span role="columnheader">Metric</span><span role="columnheader">2024</span></div></div>
      <div role="rowgroup">
        <div role="row"><span role="rowheader">Employees</span><span role="cell">5,000</span></div>
        <div role="row"><span role="rowheader">Sites</span><span role="cell">12</span></div>
      </div></div>`);
    expect(table).toMatchObject({ caption: 'Workforce', headerRows: 1 });
    expect(texts(table!)).toEqual([
      ['Metric', '2024'],
      ['Employees', '5,000'],
      ['Sites', '12'],
    ]);
    expect(headers(table!)[1]).toEqual([true, false]);
  });

  it('reads an inline CSS grid of cells as rows of its column count', () => {
    const [table] = tables(`<div style="display: grid; grid-template-columns: 2fr repeat(2, 1fr)">
      <div></div><div>2024</div><div>2023</div>
      <div>Renewable electricity</div><div>78%</div><div>64%</div>
      <div>Waste recycled</div><div>91%</div><div>88%</div></div>`);
    expect(table!.headerRows).toBe(1);
    expect(texts(table!)).toEqual([
      ['', '2024', '2023'],
      ['Renewable electricity', '78%', '64%'],
      ['Waste recycled', '91%', '88%'],
    ]);
  });

  it('reads repeated div rows with a styled header row as a table', () => {
    const [table] = tables(`<div class="figures">
      <div class="row row--head"><div>Indicator</div><div>2024</div><div>2023</div></div>
      <div class="row"><div>Water withdrawal (ML)</div><div>1,200</div><div>1,350</div></div>
      <div class="row"><div>Spills</div><div>0</div><div>2</div></div></div>`);
    expect(table!.headerRows).toBe(1);
    expect(texts(table!)[1]).toEqual(['Water withdrawal (ML)', '1,200', '1,350']);
  });

  it('reads key-figure tiles whose values carry units of several words as a table', () => {
    const [table] = tables(`
      <div class="kpi-grid">
        <div class="kpi"><div class="value">118 Mio. €</div><div class="label">Umsatz</div></div>
        <div class="kpi"><div class="value">0,071 kg CO<sub>2</sub>e/tkm</div><div class="label">CO2e-Intensität</div></div>
        <div class="kpi"><div class="value">14.260 t CO<sub>2</sub>e</div><div class="label">Scope-1-Emissionen</div></div>
      </div>`);
    expect(table && texts(table)).toEqual([
      ['118 Mio. €', 'Umsatz'],
      ['0,071 kg CO2e/tkm', 'CO2e-Intensität'],
      ['14.260 t CO2e', 'Scope-1-Emissionen'],
    ]);
  });

  it('reads an inline CSS grid of tiles as a row per tile, not a cell per tile', () => {
    const [table] = tables(`
      <div style="display:grid;grid-template-columns:repeat(2,1fr)">
        <div class="kpi"><span>118 Mio. €</span> <span>Umsatz</span></div>
        <div class="kpi"><span>1.180</span> <span>Mitarbeitende</span></div>
        <div class="kpi"><span>31.400 MWh</span> <span>Energieverbrauch</span></div>
        <div class="kpi"><span>22 %</span> <span>Frauenanteil</span></div>
      </div>`);
    expect(table && texts(table)).toEqual([
      ['118 Mio. €', 'Umsatz'],
      ['1.180', 'Mitarbeitende'],
      ['31.400 MWh', 'Energieverbrauch'],
      ['22 %', 'Frauenanteil'],
    ]);
  });

  it('leaves repeated cards that open with a number in a sentence as text', () => {
    const found = tables(`
      <div class="news">
        <div class="item"><div class="date">3 stores opened in the north this spring</div><div class="more">Read more</div></div>
        <div class="item"><div class="date">12 apprentices started their training in September</div><div class="more">Read more</div></div>
      </div>`);
    expect(found).toEqual([]);
  });

  it('leaves repeated cards without figures as text', () => {
    const blocks = readHtmlDocument(
      page(`<div class="cards">
        <div class="card"><div>Our people</div><div>Read how we hire</div></div>
        <div class="card"><div>Our planet</div><div>Read how we cut waste</div></div></div>`),
    ).blocks;
    expect(blocks.map((block) => block.type === 'paragraph' && block.text)).toEqual([
      'Our people',
      'Read how we hire',
      'Our planet',
      'Read how we cut waste',
    ]);
  });

  it('reads a definition list of figures as a table, term first even when the value comes first', () => {
    const [plain, valueFirst] = tables(`
      <dl><dt>Employees</dt><dd>5,000</dd><dt>Countries</dt><dd>31</dd></dl>
      <dl class="stats"><div><dd>42%</dd><dt>women on the board</dt></div><div><dd>1.2 Mt</dd><dt>CO2e avoided</dt></div></dl>`);
    expect(texts(plain!)).toEqual([
      ['Employees', '5,000'],
      ['Countries', '31'],
    ]);
    expect(headers(plain!)[0]).toEqual([true, false]);
    expect(texts(valueFirst!)).toEqual([
      ['women on the board', '42%'],
      ['CO2e avoided', '1.2 Mt'],
    ]);
    expect(valueFirst!.locator.table).toBe(1);
  });

  it('gives every row a locator with the table index and row', () => {
    const document = readHtmlDocument(
      page(`<h1>ESG</h1><table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table>`),
      {
        url: 'https://example.com/esg',
      },
    );
    const table = document.blocks.find((block): block is TableBlock => block.type === 'table')!;
    expect(rowLocator(document, table, 1)).toEqual({
      url: 'https://example.com/esg',
      headingPath: ['ESG'],
      table: 0,
      row: 1,
    });
    expect(() => rowLocator(document, table, 2)).toThrow(RangeError);
  });
});
