import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { metricsFromDocument } from './index.js';

/** A fictional Danish pump maker's 'Nøgletal' table, and a Swedish one's 'Nyckeltal': a unit column, two years. */
const table = (language: string, header: string, rows: [string, string, string, string][]) =>
  metricsFromDocument(
    {
      ...readHtmlDocument(
        `<html lang="${language}"><body><h1>${header}</h1><table><tr><th></th><th>Enhed</th><th>2025</th><th>2024</th></tr>
        ${rows.map((cells) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</table></body></html>`,
        { url: 'https://pumper.example/noegletal' },
      ),
      language,
    },
    { retrievedAt: '2026-11-27' },
  )
    .filter((metric) => metric.year === 2025)
    .map((metric) => [metric.category, metric.name, metric.value]);

describe('Nordic key-figure rows', () => {
  it('reads a Danish table’s energy, water, waste, recycling, accidents, women, sick leave and training', () => {
    expect(
      table('da', 'Nøgletal', [
        ['Energiforbrug', 'MWh', '12.300', '12.900'],
        ['Vandforbrug', 'm³', '41.000', '43.500'],
        ['Affald', 'ton', '880', '910'],
        ['Genanvendelse', '%', '61', '57'],
        ['Arbejdsulykker med fravær', 'antal', '7', '9'],
        ['LTIFR', 'pr. mio. arbejdstimer', '3,1', '4,0'],
        ['Kvinder i ledelsen', '%', '36', '33'],
        ['Sygefravær', '%', '2,9', '3,2'],
        ['Uddannelsestimer pr. medarbejder', 'timer', '17', '15'],
      ]),
    ).toEqual([
      ['Energy', 'Energiforbrug', '12,300 MWh'],
      ['Water', 'Vandforbrug', '41,000 m³'],
      ['Waste', 'Affald', '880 t'],
      ['Waste', 'Genanvendelse', '61%'],
      ['Workforce', 'Arbejdsulykker med fravær', '7'],
      ['Workforce', 'LTIFR', '3.1 per million hours worked'],
      ['Workforce', 'Kvinder i ledelsen', '36%'],
      ['Workforce', 'Sygefravær', '2.9%'],
      ['Workforce', 'Uddannelsestimer pr. medarbejder', '17 hours per employee'],
    ]);
  });

  it('reads a Swedish table’s emissions, waste and sick leave', () => {
    expect(
      table('sv', 'Nyckeltal', [
        ['Utsläpp av växthusgaser, scope 1', 'ton CO2e', '2.140', '2.300'],
        ['Avfall', 'ton', '640', '700'],
        ['Sjukfrånvaro', '%', '4,1', '4,4'],
      ]),
    ).toEqual([
      ['Emissions', 'Utsläpp av växthusgaser, scope 1', '2,140 tCO2e'],
      ['Waste', 'Avfall', '640 t'],
      ['Workforce', 'Sjukfrånvaro', '4.1%'],
    ]);
  });
});

/** The 2025 values of a one-row revenue table under a heading, its corner cell as given. */
const revenueValues = (heading: string, corner: string) =>
  metricsFromDocument(
    {
      ...readHtmlDocument(
        `<html lang="da"><body><h2>${heading}</h2><table><tr><th>${corner}</th><th>2025</th><th>2024</th></tr>
        <tr><td>Omsætning</td><td>1.204</td><td>1.122</td></tr></table></body></html>`,
        { url: 'https://pumper.example/om-os' },
      ),
      language: 'da',
    },
    { retrievedAt: '2026-11-27' },
  )
    .filter((metric) => metric.year === 2025)
    .map((metric) => metric.value);

describe('a financial table whose unit is in its title or its corner cell', () => {
  it('reads the revenue row in DKK million', () => {
    expect(revenueValues('Hoved- og nøgletal', 'DKK m')).toEqual(['1,204 DKK million']);
    expect(revenueValues('Nøgletal i DKK m', '')).toEqual(['1,204 DKK million']);
  });
});
