import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { assertValid, modelAnswering } from '../test-fixtures.js';
import { computeReportedMetrics } from './index.js';
import { SITE, northwindWebsite, stepInput } from './test-fixtures.js';

/**
 * A site in two languages states its figures twice, a German page and an English report: the
 * consultant sees one metric per indicator, under its English name, citing both. Fictional pages.
 */
const DE_URL = `${SITE}/de/kennzahlen`;
const REPORT_URL = `${SITE}/downloads/sustainability-report-2024.pdf`;
const table = (lang: string, url: string, heading: string, rows: [string, string][]) =>
  readHtmlDocument(
    `<html lang="${lang}"><head><title>${heading}</title></head><body><main><h1>${heading}</h1>
      <table><tr><th></th><th>2024</th></tr>
      ${rows.map(([name, value]) => `<tr><td>${name}</td><td>${value}</td></tr>`).join('')}
      </table></main></body></html>`,
    { url },
  );
const germanPage = table('de', DE_URL, 'Kennzahlen', [
  ['Gesamtenergieverbrauch (MWh)', '18.400'],
  ['Gesamtabfallmenge (t)', '312'],
  ['Anteil Frauen (%)', '38'],
  ['Anzahl Mitarbeitende', '214'],
]);
const englishReport = {
  ...table('en', REPORT_URL, 'Key figures', [
    ['Total energy consumption (GWh)', '18.4'],
    ['Total waste (t)', '312'],
    ['Women in the workforce (%)', '38'],
    ['Number of employees', '214'],
  ]),
  kind: 'pdf' as const,
};

describe('one indicator stated in two languages', () => {
  it('is one metric under its English name, citing the German page and the English report', async () => {
    const result = await computeReportedMetrics(stepInput({ documents: [germanPage, englishReport] }));
    assertValid(result);
    expect(result.data.map(({ name, value }) => `${name}: ${value}`)).toEqual([
      'Energy consumption: 18,400 MWh',
      'Waste generated: 312 t',
      'Women in the workforce: 38%',
      'Number of employees: 214 employees',
    ]);
    for (const metric of result.data)
      expect(metric.sources.map((source) => source.url)).toEqual([DE_URL, REPORT_URL]);
  });

  it('a model naming the figure again from the English page adds no second metric', async () => {
    const sentence = 'Im Jahr 2024 beliefen sich unsere Scope-1-Emissionen auf 4.210 t CO2e.';
    const english = 'In 2024 our direct GHG emissions (Scope 1) were 4,210 tCO2e.';
    const website = northwindWebsite([
      { title: 'Klima', url: `${SITE}/de/klima`, summary: '', content: `Klima\n${sentence}` },
      { title: 'Climate', url: `${SITE}/en/climate`, summary: '', content: `Climate\n${english}` },
    ]);
    const germanClimate = readHtmlDocument(
      `<html lang="de"><head><title>Klima</title></head><body><main><h1>Klima</h1><p>${sentence}</p></main></body></html>`,
      { url: `${SITE}/de/klima` },
    );
    const { model } = modelAnswering({
      metrics: [
        {
          name: 'Direct GHG emissions (Scope 1)',
          category: 'Climate',
          value: '4,210 tCO2e',
          year: 2024,
          label: 'Self-reported',
          sourceUrl: `${SITE}/en/climate`,
          quote: english,
        },
      ],
    });
    const result = await computeReportedMetrics(stepInput({ website, documents: [germanClimate], model }));
    assertValid(result);
    expect(result.data.map(({ name }) => name)).toEqual(['Scope 1 emissions']);
    expect(result.data[0]!.sources).toHaveLength(2);
  });
});
