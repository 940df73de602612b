import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { metricsFromDocument } from './document-metrics.js';

// Key figures whose unit stands in a cell of its own, or only in the label's 'per …', as site builders
// and report templates lay them out (fictional companies and figures).
const page = (body: string, lang: string) =>
  readHtmlDocument(`<html lang="${lang}"><body><main>${body}</main></body></html>`, {
    url: 'https://www.example.test/kennzahlen',
  });
const brief = (body: string, lang: string) =>
  metricsFromDocument(page(body, lang), { retrievedAt: '2026-06-01' }).map(
    ({ name, value, year }) => `${year} ${name}: ${value}`,
  );

const tile = (label: string, value: string, unit: string) =>
  `<div class="kz"><div class="kz__label">${label}</div><div class="kz__value">${value}</div><div class="kz__unit">${unit}</div></div>`;

describe('a key-figures grid with label, value and unit in sibling divs', () => {
  it('reads the unit from its own cell, with CO<sub>2</sub>e, and refuses the target, the industry and the parent', () => {
    const found = brief(
      `<h2>Kennzahlen 2025</h2><div class="kz-grid">${[
        tile('Energieverbrauch', '41.280', 'MWh'),
        tile('Kraftstoffverbrauch', '12,4', 'Mio. Liter'),
        tile('Scope-1-Emissionen', '31.400', 't CO<sub>2</sub>e'),
        tile('Unfallquote (je 1 Mio. Arbeitsstunden)', '8,2', ''),
        tile('Ziel 2030: Energieverbrauch', '30.000', 'MWh'),
        tile('Branchendurchschnitt Scope-1-Emissionen', '52.000', 't CO<sub>2</sub>e'),
        tile('Energieverbrauch der Muttergesellschaft', '210.000', 'MWh'),
      ].join('')}</div>`,
      'de',
    );
    expect(found).toEqual([
      '2025 Energieverbrauch: 41,280 MWh',
      '2025 Kraftstoffverbrauch: 12.4 million litres',
      '2025 Scope-1-Emissionen: 31,400 tCO2e',
      '2025 Unfallquote: 8.2 per million hours worked',
    ]);
  });

  it('reads an inline CSS grid of three columns the same way (Dutch)', () => {
    const found = brief(
      `<h2>Kerncijfers 2025</h2><div style="display:grid;grid-template-columns:2fr 1fr 1fr">
        <div>Waterverbruik</div><div>18.450</div><div>m³</div>
        <div>Afval</div><div>312</div><div>ton</div>
        <div>Medewerkers</div><div>214</div><div></div></div>`,
      'nl',
    );
    expect(found).toEqual([
      '2025 Waterverbruik: 18,450 m³',
      '2025 Afval: 312 t',
      '2025 Medewerkers: 214 employees',
    ]);
  });

  it('keeps the unit the value states itself over a cell beside it', () => {
    expect(
      brief(
        `<h2>Key figures 2025</h2><div class="kz-grid">${tile('Energy use', '4.1 GWh', 'energy')}${tile('Water use', '9,100', 'm³')}</div>`,
        'en',
      ),
    ).toEqual(['2025 Energy use: 4.1 GWh', '2025 Water use: 9,100 m³']);
  });
});

describe('a label that states what a figure is per', () => {
  it('makes the unit a ratio with the label’s denominator (German, Italian, English)', () => {
    expect(
      brief(
        `<h2>Kennzahlen 2025</h2><div class="kz-grid">${tile('Emissionen je Sendung', '0,71', 'kg CO<sub>2</sub>e')}${tile('Energieverbrauch pro Jahr', '41.280', 'MWh')}</div>`,
        'de',
      ),
    ).toEqual([
      '2025 Emissionen je Sendung: 0.71 kgCO2e/Sendung',
      '2025 Energieverbrauch pro Jahr: 41,280 MWh',
    ]);
    expect(
      brief(
        `<table><thead><tr><th>Indicatore</th><th>Unità</th><th>2024</th><th>2025</th></tr></thead><tbody>
          <tr><td>Consumo idrico per notte ospite</td><td>litri</td><td>431</td><td>412</td></tr>
          <tr><td>Energia per notte ospite</td><td>kWh</td><td>29,8</td><td>28,4</td></tr></tbody></table>`,
        'it',
      ),
    ).toEqual([
      '2024 Consumo idrico per notte ospite: 431 litres/notte ospite',
      '2025 Consumo idrico per notte ospite: 412 litres/notte ospite',
      '2024 Energia per notte ospite: 29.8 kWh/notte ospite',
      '2025 Energia per notte ospite: 28.4 kWh/notte ospite',
    ]);
  });

  it('counts training hours in a unit column per head when the label says per employee (French)', () => {
    expect(
      brief(
        `<table><thead><tr><th>Indicateur</th><th>Unité</th><th>2024</th><th>2025</th></tr></thead><tbody>
          <tr><td>Heures de formation par salarié</td><td>h</td><td>21</td><td>24</td></tr>
          <tr><td>Heures de formation</td><td>h</td><td>4 410</td><td>5 088</td></tr></tbody></table>`,
        'fr',
      ),
    ).toEqual([
      '2024 Heures de formation par salarié: 21 hours per employee',
      '2025 Heures de formation par salarié: 24 hours per employee',
      '2024 Heures de formation: 4,410 hours',
      '2025 Heures de formation: 5,088 hours',
    ]);
  });

  it("reads Dutch 'per mln gewerkte uren' in a unit column as per million hours worked, not hours", () => {
    expect(
      brief(
        `<table><thead><tr><th>Indicator</th><th>Eenheid</th><th>2024</th><th>2025</th></tr></thead><tbody>
          <tr><td>Ongevallenfrequentie</td><td>per mln gewerkte uren</td><td>7,2</td><td>6,4</td></tr></tbody></table>`,
        'nl',
      ),
    ).toEqual([
      '2024 Ongevallenfrequentie: 7.2 per million hours worked',
      '2025 Ongevallenfrequentie: 6.4 per million hours worked',
    ]);
  });

  it('keeps a rate per 200,000 hours whole: the thousands comma in the brackets separates no units', () => {
    expect(
      brief(
        `<table><thead><tr><th>Safety</th><th>2024</th><th>2025</th></tr></thead><tbody>
          <tr><td>Recordable injury rate (per 200,000 hours worked)</td><td>0.9</td><td>0.7</td></tr>
          <tr><td>Employees (headcount, at year end)</td><td>310</td><td>325</td></tr></tbody></table>`,
        'en',
      ),
    ).toEqual([
      '2024 Recordable injury rate: 0.9 per 200,000 hours worked',
      '2025 Recordable injury rate: 0.7 per 200,000 hours worked',
      '2024 Employees (at year end): 310 employees',
      '2025 Employees (at year end): 325 employees',
    ]);
  });
});

describe('key-figure topics a power producer, a haulier and an insurer report', () => {
  it('reads installed capacity, green electricity and green investments, not the market’s or a target', () => {
    const found = brief(
      `<table><thead><tr><th>Indicateur</th><th>Unité</th><th>2024</th><th>2025</th></tr></thead><tbody>
        <tr><td>Capacité installée</td><td>MW</td><td>452</td><td>486</td></tr>
        <tr><td>Capacité installée du marché français</td><td>MW</td><td>41 200</td><td>44 900</td></tr>
        <tr><td>Objectif de capacité installée</td><td>MW</td><td>600</td><td>700</td></tr></tbody></table>`,
      'fr',
    );
    expect(found).toEqual(['2024 Capacité installée: 452 MW', '2025 Capacité installée: 486 MW']);
    expect(
      brief(
        `<h2>Kennzahlen 2025</h2><div class="kz-grid">${tile('Anteil Ökostrom', '86', '%')}${tile('Anteil Ökostrom, Branchendurchschnitt', '54', '%')}</div>`,
        'de',
      ),
    ).toEqual(['2025 Anteil Ökostrom: 86%']);
    expect(
      brief(
        `<table><thead><tr><th>Metric</th><th>2024</th><th>2025</th></tr></thead><tbody>
          <tr><td>Share of green investments (%)</td><td>6.1</td><td>8.2</td></tr>
          <tr><td>Share of green investments, asset manager’s funds (%)</td><td>11.0</td><td>12.5</td></tr>
          <tr><td>Share of green investments, 2030 target (%)</td><td>15</td><td>15</td></tr></tbody></table>`,
        'en',
      ),
    ).toEqual(['2024 Share of green investments: 6.1%', '2025 Share of green investments: 8.2%']);
  });
});

describe('a unit in a merged group header, and recycled aggregates', () => {
  it('reads the group’s unit for columns whose own brackets say something else', () => {
    const found = brief(
      `<h2>Key environmental data</h2><table><thead>
        <tr><th rowspan="2">Year</th><th colspan="2">Emissions (tCO2e)</th><th rowspan="2">Recycled aggregates used (t)</th></tr>
        <tr><th>Scope 1</th><th>Scope 2 (market-based)</th></tr></thead>
        <tbody><tr><td>2024</td><td>2,410</td><td>1,120</td><td>14,100</td></tr>
        <tr><td>2025</td><td>2,236</td><td>1,040</td><td>15,900</td></tr></tbody></table>`,
      'en',
    );
    expect(found).toEqual([
      '2024 Emissions Scope 1: 2,410 tCO2e',
      '2024 Emissions Scope 2 (market-based): 1,120 tCO2e',
      '2024 Recycled aggregates used: 14,100 t',
      '2025 Emissions Scope 1: 2,236 tCO2e',
      '2025 Emissions Scope 2 (market-based): 1,040 tCO2e',
      '2025 Recycled aggregates used: 15,900 t',
    ]);
  });

  it('reads Italian recycled aggregates, not the sector’s', () => {
    expect(
      brief(
        `<table><thead><tr><th>Indicatore</th><th>Unità</th><th>2025</th></tr></thead><tbody>
          <tr><td>Aggregati riciclati impiegati</td><td>t</td><td>15.900</td></tr>
          <tr><td>Aggregati riciclati, media del settore</td><td>t</td><td>9.000</td></tr></tbody></table>`,
        'it',
      ),
    ).toEqual(['2025 Aggregati riciclati impiegati: 15,900 t']);
  });

  it('reads the materials a maker uses, named in Italian, English, French and German', () => {
    expect(
      brief(
        `<table><thead><tr><th>Indicatore</th><th>Unità</th><th>2025</th></tr></thead><tbody>
          <tr><td>Cemento utilizzato</td><td>t</td><td>41.300</td></tr>
          <tr><td>Acciaio per armatura utilizzato</td><td>t</td><td>8.750</td></tr>
          <tr><td>Laterizi posati</td><td>t</td><td>2.100</td></tr></tbody></table>`,
        'it',
      ),
    ).toEqual(['2025 Cemento utilizzato: 41,300 t', '2025 Acciaio per armatura utilizzato: 8,750 t']);
    expect(
      brief(
        `<table><tr><th>Indicator</th><th>Unit</th><th>2025</th></tr>
          <tr><td>Steel consumed</td><td>t</td><td>3,200</td></tr>
          <tr><td>Consommation de ciment</td><td>t</td><td>12 400</td></tr>
          <tr><td>Zementverbrauch</td><td>t</td><td>9,100</td></tr></table>`,
        'en',
      ),
    ).toEqual([
      '2025 Steel consumed: 3,200 t',
      '2025 Consommation de ciment: 12,400 t',
      '2025 Zementverbrauch: 9,100 t',
    ]);
  });
});

/** A Spanish key-figures table with its unit in a column of its own (fictional figures). */
const spanishTable = (rows: [string, string, string][]) =>
  `<h2>Indicadores 2024</h2><table><tr><th>Indicador</th><th>Unidad</th><th>2024</th></tr>${rows
    .map(([label, unit, value]) => `<tr><td>${label}</td><td>${unit}</td><td>${value}</td></tr>`)
    .join('')}</table>`;

describe('a Spanish key-figures table with a unit column', () => {
  it("reads 'Alcance 1' without the word emissions, and a market-based scope 2 written 'método de mercado'", () => {
    expect(
      brief(
        spanishTable([
          ['Alcance 1 (calderas y carretillas)', 't CO2e', '2.310'],
          ['Emisiones de alcance 2 (método de mercado)', 't CO2e', '415'],
        ]),
        'es',
      ),
    ).toEqual([
      '2024 Alcance 1 (calderas y carretillas): 2,310 tCO2e',
      '2024 Emisiones de alcance 2 (método de mercado): 415 tCO2e',
    ]);
  });

  it("reads 'por los vehículos' as by whom, not per what, and a rate whose unit names what it counts", () => {
    expect(
      brief(
        spanishTable([
          ['Gasolina consumida por los vehículos de reparto', 'litros', '88.000'],
          ['Índice de frecuencia', 'bajas por millón de horas', '12,6'],
        ]),
        'es',
      ),
    ).toEqual([
      '2024 Gasolina consumida por los vehículos de reparto: 88,000 litres',
      '2024 Índice de frecuencia: 12.6 per million hours worked',
    ]);
  });

  it('counter-example: a denominator without an article stays an intensity', () => {
    expect(brief(spanishTable([['Emisiones por palé', 'kg CO2e', '3,4']]), 'es')).toEqual([
      '2024 Emisiones por palé: 3.4 kgCO2e/palé',
    ]);
  });
});

// The German accident rate per thousand workers ('1.000-Mann-Quote') in a table with a unit column: a
// rate per 1,000 employees, not a headcount of 28.4 employees.
describe('an accident rate per thousand workers in a unit column', () => {
  it('reads the rate with its unit', () => {
    const found = brief(
      `<h2>Kennzahlen</h2><table><thead><tr><th>Kennzahl</th><th>Einheit</th><th>2025</th><th>2024</th></tr></thead><tbody>
      <tr><td>Unfallquote (1.000-Mann-Quote)</td><td>Unfälle je 1.000 Beschäftigte</td><td>19,6</td><td>22,1</td></tr>
      </tbody></table>`,
      'de',
    );
    expect(found).toEqual(
      expect.arrayContaining([expect.stringMatching(/^2025 .*: 19\.6 per 1,000 employees$/)]),
    );
    expect(found.join(' ')).not.toMatch(/19\.6 employees/);
  });
});

// A concrete maker's key figures: its capital expenditure, what it sold by volume, its apprentices'
// share and the clinker in its cement are its own figures, whatever topic word they lack elsewhere.
describe("a concrete maker's key figures", () => {
  it('reads investments, sales volume, the apprentice rate and the clinker share', () => {
    const found = brief(
      `<h2>Kennzahlen</h2><table><thead><tr><th>Kennzahl</th><th>Einheit</th><th>2025</th><th>2024</th></tr></thead><tbody>
      <tr><td>Investitionen</td><td>Mio. €</td><td>9,4</td><td>11,0</td></tr>
      <tr><td>Absatz Transportbeton</td><td>m³</td><td>612.000</td><td>598.500</td></tr>
      <tr><td>Ausbildungsquote</td><td>%</td><td>6,1</td><td>5,8</td></tr>
      <tr><td>Klinkeranteil im eingesetzten Zement</td><td>%</td><td>66,2</td><td>69,0</td></tr>
      </tbody></table>`,
      'de',
    );
    expect(found).toEqual(
      expect.arrayContaining([
        '2025 Investitionen: 9.4 EUR million',
        '2025 Absatz Transportbeton: 612,000 m³',
        '2025 Ausbildungsquote: 6.1%',
        '2025 Klinkeranteil im eingesetzten Zement: 66.2%',
      ]),
    );
  });
});
