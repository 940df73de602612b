import { readHtmlDocument, readPdfDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { metricsFromDocument } from './document-metrics.js';
import { GERMAN_KEY_FIGURES_GRID } from './fixtures/key-figures-de-grid.js';
import { FRENCH_TILES_AND_TABLE } from './fixtures/kpi-tiles-fr.js';
import { ITALIAN_MERGED_HEADER_TABLE } from './fixtures/merged-header-table-it.js';
import { frenchReportWithYearsAsRows } from './fixtures/report-years-as-rows-pdf.js';

// Key-figure layouts as European mid-size companies publish them, each with the distractors such a
// page carries (a target, the industry average, the parent group's figures), read end to end.
const page = (body: string, lang: string) =>
  readHtmlDocument(`<html lang="${lang}"><body><main>${body}</main></body></html>`, {
    url: 'https://www.example.test/key-figures',
  });
const brief = (document: ReturnType<typeof page>) =>
  metricsFromDocument(document, { retrievedAt: '2026-06-01' }).map(
    ({ name, value, year }) => `${year} ${name}: ${value}`,
  );

describe('key-figure layouts', () => {
  it('reads a German CSS grid of tiles, value above label, and refuses the target, the industry and the parent', () => {
    expect(brief(page(GERMAN_KEY_FIGURES_GRID, 'de'))).toEqual([
      '2025 Umsatz: 118 million EUR',
      '2025 Mitarbeitende: 1,180 employees',
      '2025 CO2e-Intensität: 0.071 kg CO2e/tkm',
      '2025 Scope-1-Emissionen: 14,260 tCO2e',
    ]);
  });

  it('reads French tiles and a table with narrow no-break spaces, and refuses objectif, moyenne du secteur and the parent', () => {
    const found = brief(page(FRENCH_TILES_AND_TABLE, 'fr'));
    expect(found).toEqual([
      '2025 Production d’électricité renouvelable: 1,284.6 GWh',
      '2025 Salariés: 212 employees',
      '2024 Émissions de scope 1: 1,412 tCO2e',
      '2025 Émissions de scope 1: 1,306 tCO2e',
      // Market-based scope 2 is the company's own accounting, not a market's figure.
      '2024 Émissions de scope 2 fondées sur le marché: 0 tCO2e',
      '2025 Émissions de scope 2 fondées sur le marché: 0 tCO2e',
      '2024 Consommation d’eau: 18,450.5 m³',
      '2025 Consommation d’eau: 17,980.2 m³',
      '2024 Part de femmes dans l’effectif: 31.5%',
      '2025 Part de femmes dans l’effectif: 33.0%',
    ]);
  });

  it('reads an Italian table with merged header cells, a unit column and footnote marks, without obiettivo or the sector average', () => {
    expect(brief(page(ITALIAN_MERGED_HEADER_TABLE, 'it'))).toEqual([
      '2024 Emissioni Scope 1: 2,410 tCO2e',
      '2025 Emissioni Scope 1: 2,236 tCO2e',
      '2024 Consumo di energia: 9,812.4 MWh',
      '2025 Consumo di energia: 9,455.0 MWh',
      '2024 Rifiuti avviati a recupero: 88%',
      '2025 Rifiuti avviati a recupero: 91%',
      '2024 Dipendenti al 31 dicembre: 486 employees',
      '2025 Dipendenti al 31 dicembre: 512 employees',
      '2024 Indice di frequenza infortuni (LTIFR): 6.4',
      '2025 Indice di frequenza infortuni (LTIFR): 5.1',
    ]);
  });

  it(
    'reads a PDF report page with years as rows, without the target row or the sector average',
    { timeout: 60_000 },
    async () => {
      const document = await readPdfDocument(await frenchReportWithYearsAsRows(), {
        url: 'https://www.example.test/rapport-2025.pdf',
      });
      expect(brief(document)).toEqual([
        '2023 Production: 1,102.3 GWh',
        '2023 Scope 1: 1,540 tCO2e',
        '2023 Salariés: 188 employees',
        '2024 Production: 1,197.8 GWh',
        '2024 Scope 1: 1,412 tCO2e',
        '2024 Salariés: 201 employees',
        '2025 Production: 1,284.6 GWh',
        '2025 Scope 1: 1,306 tCO2e',
        '2025 Salariés: 212 employees',
      ]);
    },
  );
});

describe('a table titled with its unit', () => {
  const table = (title: string, rows: string) =>
    page(
      `<h2>${title}</h2><table><thead><tr><th>Scope</th><th>2024</th><th>2025</th></tr></thead><tbody>${rows}</tbody></table>`,
      'nl',
    );

  it('gives the rows the unit of the heading above the table, where it fits their topic', () => {
    const found = brief(
      table(
        'Tabel 1 – Broeikasgasemissies (ton CO2-eq)',
        `<tr><td>Scope 1</td><td>4.390</td><td>3.954</td></tr>
         <tr><td>Totaal scope 1, 2 (markt) en 3</td><td>n.b.</td><td>65.564</td></tr>
         <tr><td>Medewerkers</td><td>401</td><td>412</td></tr>`,
      ),
    );
    expect(found).toEqual([
      '2024 Scope 1: 4,390 tCO2e',
      '2025 Scope 1: 3,954 tCO2e',
      '2025 Totaal scope 1, 2 (markt) en 3: 65,564 tCO2e',
      // A headcount row in the same table is not counted in tonnes.
      '2024 Medewerkers: 401 employees',
      '2025 Medewerkers: 412 employees',
    ]);
  });

  it('still refuses a market’s row under such a heading', () => {
    const found = brief(
      table(
        'Emissies (ton CO2-eq)',
        `<tr><td>Scope 1</td><td>4.390</td><td>3.954</td></tr>
         <tr><td>Scope 1, marktgemiddelde</td><td>9.000</td><td>8.800</td></tr>`,
      ),
    );
    expect(found).toEqual(['2024 Scope 1: 4,390 tCO2e', '2025 Scope 1: 3,954 tCO2e']);
  });

  it('reads Spanish market-based scope 2 as the company’s own', () => {
    const found = brief(
      page(
        `<h2>Indicadores ambientales</h2><table><thead><tr><th>Indicador</th><th>2024</th><th>2025</th></tr></thead><tbody>
          <tr><td>Emisiones de alcance 2, basado en el mercado (t CO2e)</td><td>0</td><td>0</td></tr>
          <tr><td>Emisiones del mercado español de software (t CO2e)</td><td>91.000</td><td>88.000</td></tr>
        </tbody></table>`,
        'es',
      ),
    );
    expect(found).toEqual([
      '2024 Emisiones de alcance 2, basado en el mercado: 0 tCO2e',
      '2025 Emisiones de alcance 2, basado en el mercado: 0 tCO2e',
    ]);
  });
});

// Tiles as a site builder sets them: the value above its label, one tile per figure.
const tiles = (heading: string, pairs: readonly [value: string, label: string][]) =>
  `<h2>${heading}</h2><div class="figures">${pairs
    .map(([value, label]) => `<div class="figure"><strong>${value}</strong><span>${label}</span></div>`)
    .join('')}</div>`;

describe('distractors among key-figure tiles, per language', () => {
  const cases: [language: string, heading: string, pairs: [string, string][], kept: string[]][] = [
    [
      'nl',
      'Kerncijfers 2025',
      [
        ['3.954 ton CO2-eq', 'Scope 1-emissies'],
        ['2.500 ton CO2-eq', 'Doel 2030: scope 1-emissies'],
        ['120 l/kg', 'Waterverbruik, gemiddelde van de sector'],
        ['64 l/kg', 'Waterverbruik per kilo weefsel'],
        ['14.200', 'Medewerkers moederbedrijf'],
        ['1,2 mld. m³', 'Marktvolumen waterzuivering Nederland'],
      ],
      ['2025 Scope 1-emissies: 3,954 tCO2e', '2025 Waterverbruik per kilo weefsel: 64 l/kg'],
    ],
    [
      'de',
      'Kennzahlen 2025',
      [
        ['28.742,5 MWh', 'Energieverbrauch'],
        ['22 %', 'Frauenanteil'],
        ['20.000 MWh', 'Ambition 2030: Energieverbrauch'],
        ['41.000 MWh', 'Branchendurchschnitt Energieverbrauch'],
        ['9.400', 'Mitarbeitende der Muttergesellschaft'],
        ['3,1 Mio. t CO2e', 'Emissionen des deutschen Speditionsmarktes'],
      ],
      ['2025 Energieverbrauch: 28,742.5 MWh', '2025 Frauenanteil: 22%'],
    ],
    [
      'fr',
      'Chiffres clés 2025',
      [
        ['33,0 %', 'Part de femmes dans l’effectif'],
        ['40 %', 'Objectif 2030 : part de femmes'],
        ['28 %', 'Moyenne sectorielle : part de femmes'],
        ['1 306 t CO2e', 'Émissions de scope 1'],
        ['14 200 GWh', 'Production de notre maison mère'],
      ],
      ['2025 Part de femmes dans l’effectif: 33.0%', '2025 Émissions de scope 1: 1,306 tCO2e'],
    ],
    [
      'es',
      'Cifras clave 2025',
      [
        ['412 MWh', 'Consumo de energía'],
        ['300 MWh', 'Objetivo 2030: consumo de energía'],
        ['38 %', 'Mujeres en plantilla'],
        ['31 %', 'Promedio del sector: mujeres en plantilla'],
        ['2.400', 'Empleados de la empresa matriz'],
      ],
      ['2025 Consumo de energía: 412 MWh', '2025 Mujeres en plantilla: 38%'],
    ],
    [
      'it',
      'Numeri chiave 2025',
      [
        ['2.236 t CO2e', 'Emissioni Scope 1'],
        ['1.500 t CO2e', 'Obiettivo 2030: emissioni Scope 1'],
        ['91 %', 'Rifiuti avviati a recupero'],
        ['76 %', 'Media di settore: rifiuti avviati a recupero'],
        ['3.800', 'Dipendenti della società controllante'],
      ],
      ['2025 Emissioni Scope 1: 2,236 tCO2e', '2025 Rifiuti avviati a recupero: 91%'],
    ],
    [
      'en',
      'Key figures 2025',
      [
        ['640', 'Employees'],
        ['5,000 tCO2e', 'Scope 1 emissions, industry average'],
        ['1,000 tCO2e', 'Scope 1 emissions, 2030 target'],
        ['812 tCO2e', 'Scope 1 emissions'],
        ['£2.1 billion', 'UK garden retail market'],
      ],
      ['2025 Employees: 640 employees', '2025 Scope 1 emissions: 812 tCO2e'],
    ],
  ];
  it.each(cases)('keeps the company’s own figures only (%s)', (language, heading, pairs, kept) => {
    expect(brief(page(tiles(heading, pairs), language))).toEqual(kept);
  });
});

describe('tiles whose figure carries its unit and whose label is a phrase', () => {
  const cases: [language: string, heading: string, pairs: [string, string][], kept: string[]][] = [
    [
      'fr',
      'Ondelys en chiffres (2025)',
      [
        ['212 salariés', 'engagés au quotidien'],
        ['−18 %', 'd’émissions de scope 1 depuis 2022'],
        ['14', 'parcs éoliens et solaires'],
      ],
      ['2025 salariés engagés au quotidien: 212 employees', '2025 d’émissions de scope 1 depuis 2022: -18%'],
    ],
    [
      'de',
      'Das Jahr 2025 in Zahlen',
      [
        ['1.180 Mitarbeitende', 'an 14 Standorten'],
        ['−22 %', 'CO2e je tkm seit 2019'],
        ['1987', 'gegründet in Bremen'],
      ],
      ['2025 Mitarbeitende an 14 Standorten: 1,180 employees', '2025 CO2e je tkm seit 2019: -22%'],
    ],
    [
      'en',
      '2025 at a glance',
      [
        ['£38.2m', 'revenue'],
        ['78%', 'renewable electricity'],
        ['Top 3', 'UK hotel groups'],
      ],
      ['2025 revenue: 38.2 million GBP', '2025 renewable electricity: 78%'],
    ],
  ];
  it.each(cases)(
    'names the figure from both, dates it by the heading, never by a since-year (%s)',
    (language, heading, pairs, kept) => {
      expect(brief(page(tiles(heading, pairs), language))).toEqual(kept);
    },
  );
});
