import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { metricsFromDocument } from './document-metrics.js';

// Fictional companies and figures, written as company pages lay them out.
const read = (body: string, lang = 'en') =>
  readHtmlDocument(`<html lang="${lang}"><body><main>${body}</main></body></html>`, {
    url: 'https://www.example.test/key-figures',
  });
const metrics = (body: string, lang = 'en') =>
  metricsFromDocument(read(body, lang), { retrievedAt: '2026-06-01' });
const brief = (body: string, lang?: string) =>
  metrics(body, lang).map(({ name, value, year, category }) => ({ name, value, year, category }));

describe('metricsFromDocument: tables', () => {
  it("reads a Polish table: its topics, its unit column, 1 234,5, its own averages and not an industry's", () => {
    expect(
      brief(
        `<table><thead><tr><th>Wskaźnik</th><th>Jednostka</th><th>2024</th><th>2023</th></tr></thead><tbody>
          <tr><td>Zużycie energii</td><td>MWh</td><td>84&nbsp;310</td><td>88&nbsp;960</td></tr>
          <tr><td>Odpady przekazane do odzysku</td><td>%</td><td>92,4</td><td>89,7</td></tr>
          <tr><td>Pobór wody</td><td>m³</td><td>142 680</td><td>151 020</td></tr>
          <tr><td>Godziny szkoleń</td><td>h</td><td>21 890</td><td>18 420</td></tr>
          <tr><td>Udział kobiet w zatrudnieniu</td><td>%</td><td>17</td><td>16</td></tr>
          <tr><td>Średnia liczba godzin szkoleń na pracownika</td><td>h</td><td>24,0</td><td>21,1</td></tr>
          <tr><td>Średnia w branży – wskaźnik LTIFR</td><td>-</td><td>5,1</td><td>5,3</td></tr>
        </tbody></table>`,
        'pl',
      )
        .filter(({ year }) => year === 2024)
        .map(({ value, category }) => [value, category]),
    ).toEqual([
      ['84,310 MWh', 'Energy'],
      ['92.4%', 'Waste'],
      ['142,680 m³', 'Water'],
      ['21,890 h', 'Workforce'],
      ['17%', 'Workforce'],
      ['24.0 h', 'Workforce'],
    ]);
  });

  it('reads years as columns with units in the row labels (Dutch, 1.234,5, n.b.)', () => {
    const found = metrics(
      `<h2>Kerncijfers</h2><table>
        <thead><tr><th>Indicator</th><th>2025</th><th>2024</th><th>Doel 2030</th></tr></thead>
        <tbody>
          <tr><td>Scope 1-emissies (ton CO2-eq)</td><td>1.234,5</td><td>1.301,0</td><td>600</td></tr>
          <tr><td>Energieverbruik (MWh)</td><td>28.742,5</td><td>n.b.</td><td>20.000</td></tr>
          <tr><td>Aantal medewerkers</td><td>212</td><td>205</td><td></td></tr>
          <tr><td>Medewerkers (fte, per 31 december)</td><td>198,5</td><td>190,0</td><td></td></tr>
          <tr><td>Ongevalsfrequentie (LTIFR, per million hours)</td><td>3,2</td><td>4,1</td><td>0</td></tr>
        </tbody></table>`,
      'nl',
    );
    expect(found.map(({ name, value, year, unit }) => ({ name, value, year, unit }))).toEqual([
      { name: 'Scope 1-emissies', value: '1,234.5 tCO2e', year: 2025, unit: 'tCO2e' },
      { name: 'Scope 1-emissies', value: '1,301.0 tCO2e', year: 2024, unit: 'tCO2e' },
      { name: 'Energieverbruik', value: '28,742.5 MWh', year: 2025, unit: 'MWh' },
      { name: 'Aantal medewerkers', value: '212 employees', year: 2025, unit: 'employees' },
      { name: 'Aantal medewerkers', value: '205 employees', year: 2024, unit: 'employees' },
      { name: 'Medewerkers (FTE)', value: '198.5 FTE', year: 2025, unit: 'FTE' },
      { name: 'Medewerkers (FTE)', value: '190.0 FTE', year: 2024, unit: 'FTE' },
      {
        name: 'Ongevalsfrequentie (LTIFR)',
        value: '3.2 per million hours',
        year: 2025,
        unit: 'per million hours',
      },
      {
        name: 'Ongevalsfrequentie (LTIFR)',
        value: '4.1 per million hours',
        year: 2024,
        unit: 'per million hours',
      },
    ]);
    expect(found[0]).toMatchObject({
      category: 'Emissions',
      label: 'Self-reported',
      quote: 'Scope 1-emissies (ton CO2-eq) | 1.234,5 | 1.301,0 | 600',
      locator: {
        url: 'https://www.example.test/key-figures',
        table: 0,
        row: 1,
        headingPath: ['Kerncijfers'],
      },
    });
  });

  it('reads years as rows with units in the header cells, (1.2) negatives and FY2025/26', () => {
    expect(
      brief(`<table><caption>Environmental data</caption>
        <tr><th>Financial year</th><th>Scope 2 market-based (tCO2e)</th><th>Water withdrawal (m³)</th><th>Change in waste (%)</th></tr>
        <tr><td>FY2025/26</td><td>3,410</td><td>81,200</td><td>(1.2)</td></tr>
        <tr><td>FY2024/25</td><td>3,655</td><td>84,900</td><td>(0.4)</td></tr>
      </table>`),
    ).toEqual([
      { name: 'Scope 2 market-based', value: '3,410 tCO2e', year: 2026, category: 'Emissions' },
      { name: 'Water withdrawal', value: '81,200 m³', year: 2026, category: 'Water' },
      { name: 'Scope 2 market-based', value: '3,655 tCO2e', year: 2025, category: 'Emissions' },
      { name: 'Water withdrawal', value: '84,900 m³', year: 2025, category: 'Water' },
    ]);
  });

  it('reads a unit column, section rows, footnote marks, approx. and ranges', () => {
    expect(
      brief(`<table>
        <tr><th>Metric</th><th>Unit</th><th>2025</th><th>2024</th></tr>
        <tr><td>Energy</td><td></td><td></td><td></td></tr>
        <tr><td>Total energy use*</td><td>GWh</td><td>28.7</td><td>30.1</td></tr>
        <tr><td>Water</td><td></td><td></td><td></td></tr>
        <tr><td>Withdrawal</td><td>million m³</td><td>approx. 1.4</td><td>1.5</td></tr>
        <tr><td>Intensity</td><td>l/kg</td><td>0.88–0.95</td><td>0.97</td></tr>
      </table>`),
    ).toEqual([
      { name: 'Total energy use', value: '28.7 GWh', year: 2025, category: 'Energy' },
      { name: 'Total energy use', value: '30.1 GWh', year: 2024, category: 'Energy' },
      { name: 'Water: Withdrawal', value: 'approx. 1.4 million m³', year: 2025, category: 'Water' },
      { name: 'Water: Withdrawal', value: '1.5 million m³', year: 2024, category: 'Water' },
      { name: 'Water: Intensity', value: '0.88–0.95 l/kg', year: 2025, category: 'Water' },
      { name: 'Water: Intensity', value: '0.97 l/kg', year: 2024, category: 'Water' },
    ]);
  });

  it('reads merged header cells and leaves out target and change columns', () => {
    expect(
      brief(
        `<table>
        <tr><th rowspan="2">Indicateur</th><th colspan="2">Réalisé</th><th rowspan="2">Objectif 2030</th><th rowspan="2">Variation</th></tr>
        <tr><th>2025</th><th>2024</th></tr>
        <tr><td>Émissions scope 1 (t CO2e)</td><td>1 284,6</td><td>1 310,2</td><td>900</td><td>-2,0 %</td></tr>
        <tr><td>Part de femmes dans l'encadrement (%)</td><td>38</td><td>36</td><td>45</td><td>+2</td></tr>
      </table>`,
        'fr',
      ),
    ).toEqual([
      { name: 'Émissions scope 1', value: '1,284.6 tCO2e', year: 2025, category: 'Emissions' },
      { name: 'Émissions scope 1', value: '1,310.2 tCO2e', year: 2024, category: 'Emissions' },
      { name: "Part de femmes dans l'encadrement", value: '38%', year: 2025, category: 'Workforce' },
      { name: "Part de femmes dans l'encadrement", value: '36%', year: 2024, category: 'Workforce' },
    ]);
  });

  it('reads a div grid of key figures dated by its heading (German, 118 Mio. €, 0,071 kg)', () => {
    const found = brief(
      `<h2>Kennzahlen 2025</h2>
      <div style="display:grid;grid-template-columns:1fr 1fr">
        <div>Umsatz</div><div>118 Mio. €</div>
        <div>Mitarbeitende</div><div>1.180</div>
        <div>CO2e je Tonnenkilometer (kg CO2e/tkm)</div><div>0,071</div>
        <div>Branchendurchschnitt CO2e (kg CO2e/tkm)</div><div>0,094</div>
      </div>`,
      'de',
    );
    expect(found).toEqual([
      { name: 'Umsatz', value: '118 million EUR', year: 2025, category: 'Financial' },
      { name: 'Mitarbeitende', value: '1,180 employees', year: 2025, category: 'Workforce' },
      { name: 'CO2e je Tonnenkilometer', value: '0.071 kg CO2e/tkm', year: 2025, category: 'Emissions' },
    ]);
  });

  it('dates a definition list by its labels, not by a founding year a reader took for a header', () => {
    expect(
      brief(`<h2>At a glance</h2><dl>
        <dt>Founded</dt><dd>2011, Porto</dd>
        <dt>Employees (31 Dec 2025)</dt><dd>214</dd>
        <dt>Revenue 2025</dt><dd>€38.2 million</dd>
        <dt>Scope 1 emissions 2025</dt><dd>+12% vs 2024</dd>
        <dt>Women in the workforce</dt><dd>38%</dd>
      </dl>`),
    ).toEqual([
      { name: 'Employees (31 Dec 2025)', value: '214 employees', year: 2025, category: 'Workforce' },
      { name: 'Revenue 2025', value: '38.2 million EUR', year: 2025, category: 'Financial' },
    ]);
  });

  it("never takes an industry's, a market's or a parent's row for the company's", () => {
    expect(
      brief(`<table><tr><th>Indicator</th><th>2025</th></tr>
        <tr><td>Scope 1 emissions (tCO2e)</td><td>4,210</td></tr>
        <tr><td>Industry average scope 1 emissions (tCO2e)</td><td>9,800</td></tr>
        <tr><td>Parent company employees</td><td>14,000</td></tr>
        <tr><td>Market size (EUR million)</td><td>2,300</td></tr>
        <tr><td>UK average scope 1 emissions (tCO2e)</td><td>7,700</td></tr>
        <tr><td>Scope 3 emissions of our asset manager (tCO2e)</td><td>91,000</td></tr>
      </table>`),
    ).toEqual([{ name: 'Scope 1 emissions', value: '4,210 tCO2e', year: 2025, category: 'Emissions' }]);
  });

  it('leaves out a change column written as Var. % or +/-, and keeps a range written with a hyphen', () => {
    expect(
      brief(`<table><tr><th>KPI</th><th>2025</th><th>Var. %</th><th>+/-</th></tr>
        <tr><td>Water withdrawal (m³)</td><td>81,200</td><td>-4.1</td><td>-3,500</td></tr>
        <tr><td>Renewable electricity (%)</td><td>78% - 82%</td><td>+2</td><td>+2</td></tr>
      </table>`),
    ).toEqual([
      { name: 'Water withdrawal', value: '81,200 m³', year: 2025, category: 'Water' },
      { name: 'Renewable electricity', value: '78–82%', year: 2025, category: 'Energy' },
    ]);
  });

  it('leaves out rows without a known topic and years after the document was read', () => {
    expect(
      brief(`<table><tr><th>Indicator</th><th>2027</th><th>2025</th></tr>
        <tr><td>Stores</td><td>60</td><td>52</td></tr>
        <tr><td>Waste generated (t)</td><td>800</td><td>912</td></tr>
      </table>`),
    ).toEqual([{ name: 'Waste generated', value: '912 t', year: 2025, category: 'Waste' }]);
  });

  it('reads a table of 10,000 rows (cut by the reader) without stalling', () => {
    const rows = Array.from(
      { length: 10_000 },
      (_, index) =>
        `<tr><td>Site ${index} energy use (MWh)</td><td>${index + 1}</td><td>${index + 2}</td></tr>`,
    ).join('');
    const document = read(`<table><tr><th>Site</th><th>2025</th><th>2024</th></tr>${rows}</table>`);
    expect(document.notes.join(' ')).toMatch(/cut at 2,000 rows/);
    const found = metricsFromDocument(document, { retrievedAt: '2026-06-01' });
    // The header row and 1,999 sites, two years each.
    expect(found).toHaveLength(3998);
    expect(found.at(-1)).toMatchObject({ year: 2024, value: '2,000 MWh', locator: { row: 1999 } });
    // A limit for a loaded machine, not a timing claim: reading 10,000 rows of HTML is the slow part.
  }, 60_000);
});

describe('metricsFromDocument: sentences', () => {
  it('reads a sentence, dated by the heading above it, with the sentence as its quote', () => {
    const found = metrics('<h2>Our people: facts 2025</h2><p>We employ 640 people across three sites.</p>');
    expect(found).toEqual([
      expect.objectContaining({
        name: 'Number of employees',
        value: '640 employees',
        year: 2025,
        quote: 'We employ 640 people across three sites.',
        locator: expect.objectContaining({ headingPath: ['Our people: facts 2025'] }),
      }),
    ]);
  });

  it("leaves out a parent's figures under a heading about it", () => {
    expect(
      metrics(
        '<h2>Our owner</h2><p>Example Fabrics is part of Holdco plc. In its 2025 financial year Holdco employed 14,200 colleagues.</p>',
      ),
    ).toEqual([]);
  });

  it('leaves out targets and figures about the market or the industry', () => {
    expect(
      metrics(
        '<p>In 2025 the industry average was 42% renewable electricity. We aim to reach 100% renewable electricity by 2030. In 2025, 61% of our electricity was renewable.</p>',
      ).map(({ value, year }) => ({ value, year })),
    ).toEqual([{ value: '61%', year: 2025 }]);
  });
});

describe('metricsFromDocument: a parent group’s figures', () => {
  it('are not the company’s when it says it belongs to the group', () => {
    expect(
      brief(`<p>Lindqvist Coatings is part of the Halvard Group.</p>
        <p>In 2025 the group employed 4,900 employees in 14 countries.</p>
        <p>In 2025 we employed 212 employees in Gävle.</p>`),
    ).toEqual([{ name: 'Number of employees', value: '212 employees', year: 2025, category: 'Workforce' }]);
  });

  it('are the company’s own when it is the group itself', () => {
    expect(
      brief('<p>In 2025 the group employed 4,900 employees in 14 countries.</p>').map((m) => m.value),
    ).toEqual(['4,900 employees']);
  });
});

describe('metricsFromDocument: what a mill or a packer put through', () => {
  it('reads olives milled, grapes crushed and oil bottled as production', () => {
    expect(
      brief(`<h2>Key figures</h2><table>
        <thead><tr><th>Indicator</th><th>Unit</th><th>2025</th><th>2024</th></tr></thead>
        <tbody>
          <tr><td>Olives milled</td><td>tonnes</td><td>38,200</td><td>29,900</td></tr>
          <tr><td>Grapes crushed</td><td>tonnes</td><td>6,150</td><td>5,820</td></tr>
          <tr><td>Oil bottled</td><td>million litres</td><td>7.4</td><td>6.9</td></tr>
        </tbody></table>`).map(({ name, value, year, category }) => [name, value, year, category]),
    ).toEqual([
      ['Olives milled', '38,200 t', 2025, 'Production'],
      ['Olives milled', '29,900 t', 2024, 'Production'],
      ['Grapes crushed', '6,150 t', 2025, 'Production'],
      ['Grapes crushed', '5,820 t', 2024, 'Production'],
      ['Oil bottled', '7.4 million litres', 2025, 'Production'],
      ['Oil bottled', '6.9 million litres', 2024, 'Production'],
    ]);
  });
});

describe('metricsFromDocument: production volumes and training hours', () => {
  it('reads production rows counted in millions or units and training hours, a sentence’s once', () => {
    expect(
      brief(`<h2>Key figures</h2><table>
        <thead><tr><th>Indicator</th><th>Unit</th><th>2025</th><th>2024</th></tr></thead>
        <tbody>
          <tr><td>Bottles produced</td><td>million</td><td>2,410</td><td>2,305</td></tr>
          <tr><td>Productievolume</td><td>stuks</td><td>86,000</td><td>81,500</td></tr>
          <tr><td>Wine produced</td><td>million litres</td><td>41</td><td>39</td></tr>
          <tr><td>Training hours per employee</td><td></td><td>17</td><td>15</td></tr>
          <tr><td>Opleidingsuren per fte</td><td></td><td>12.5</td><td>11.0</td></tr>
        </tbody></table>
        <p>Training hours per employee averaged 17 hours in 2025.</p>
        <p>In 2025 our colleagues completed 9,400 hours of training.</p>`),
    ).toEqual([
      { name: 'Bottles produced', value: '2,410 million', year: 2025, category: 'Production' },
      { name: 'Bottles produced', value: '2,305 million', year: 2024, category: 'Production' },
      { name: 'Productievolume', value: '86,000 units', year: 2025, category: 'Production' },
      { name: 'Productievolume', value: '81,500 units', year: 2024, category: 'Production' },
      { name: 'Wine produced', value: '41 million litres', year: 2025, category: 'Production' },
      { name: 'Wine produced', value: '39 million litres', year: 2024, category: 'Production' },
      {
        name: 'Training hours per employee',
        value: '17 hours per employee',
        year: 2025,
        category: 'Workforce',
      },
      {
        name: 'Training hours per employee',
        value: '15 hours per employee',
        year: 2024,
        category: 'Workforce',
      },
      { name: 'Opleidingsuren per fte', value: '12.5 hours per FTE', year: 2025, category: 'Workforce' },
      { name: 'Opleidingsuren per fte', value: '11.0 hours per FTE', year: 2024, category: 'Workforce' },
      { name: 'Training hours', value: '9,400 hours', year: 2025, category: 'Workforce' },
    ]);
  });

  it('leaves out targets, market sizes, industry averages and hours that are no training', () => {
    expect(
      brief(`<h2>Key figures 2025</h2><table>
        <thead><tr><th>Indicator</th><th>Unit</th><th>2025</th><th>Target 2030</th></tr></thead>
        <tbody>
          <tr><td>Industry production</td><td>million</td><td>51,000</td><td></td></tr>
          <tr><td>Production target</td><td>million</td><td>3,000</td><td>3,500</td></tr>
        </tbody></table>
        <p>Our target is to cut Scope 1 emissions to 1,500 t CO2e by 2030.</p>
        <p>The European closures market is worth an estimated €2.4 billion a year.</p>
        <p>The industry average water withdrawal is about 150 m³ per million bottles.</p>
        <p>Our service desk answers within 24 hours in 2025.</p>
        <p>We aim to reach 30 hours of training per employee by 2028.</p>`),
    ).toEqual([]);
  });
});

describe('metricsFromDocument: sentences in the document’s language', () => {
  it('reads a German page’s paragraphs in German, its thousands dot never a decimal point', () => {
    expect(
      brief('<h2>Unser Team</h2><p>Im Jahr 2025 beschäftigten wir 1.280 Mitarbeitende.</p>', 'de'),
    ).toEqual([{ name: 'Number of employees', value: '1,280 employees', year: 2025, category: 'Workforce' }]);
  });
});

describe('metricsFromDocument: the group’s figures on a subsidiary’s page', () => {
  const cases: [language: string, body: string, kept: string][] = [
    [
      'de',
      '<h1>Nachhaltigkeit 2025</h1><p>Die Brunnhalde Spedition gehört zur Aurel Logistik Gruppe.</p><p>2025 beschäftigten wir 1.180 Mitarbeitende.</p><p>Die Gruppe beschäftigte 2025 insgesamt 9.400 Mitarbeitende.</p>',
      '2025 Number of employees: 1,180 employees',
    ],
    [
      'es',
      '<h1>Sostenibilidad 2025</h1><p>Aldea Logística pertenece al grupo Carrasco.</p><p>En 2025 trabajaban en Aldea 214 empleados.</p><p>En 2025 la plantilla del grupo era de 2.400 empleados.</p>',
      '2025 Number of employees: 214 employees',
    ],
    [
      'nl',
      '<h1>Duurzaamheid 2025</h1><p>Wij maken deel uit van de Voorn Groep.</p><p>In 2025 werkten er 412 medewerkers bij ons.</p><p>De groep had in 2025 3.100 medewerkers.</p>',
      '2025 Number of employees: 412 employees',
    ],
  ];
  it.each(cases)('keeps the company’s figure and leaves the group’s out (%s)', (language, body, kept) => {
    expect(brief(body, language).map(({ name, value, year }) => `${year} ${name}: ${value}`)).toEqual([kept]);
  });
});
