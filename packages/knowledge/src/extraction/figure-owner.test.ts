import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { metricsFromDocument } from './document-metrics.js';
import { extractMetrics } from './metrics.js';

// A company's figure and someone else's in one sentence (fictional insurers, hotels and hauliers): the
// company's is kept, the industry's, the market's, the parent's or the asset manager's is not.
const read = (language: string, sentence: string) =>
  extractMetrics(sentence, 'https://www.example.test/report', { language, retrievedAt: '2026-06-01' }).map(
    ({ name, value, year }) => `${year} ${name}: ${value}`,
  );

describe('the company’s figure beside someone else’s', () => {
  it.each([
    [
      'en',
      'In 2025 the portfolio’s WACI was 96.4 tCO2e/£m revenue, compared with an industry average of 141.2 tCO2e/£m revenue.',
      ['2025 GHG emissions intensity: 96.4 tCO2e per £m revenue'],
    ],
    [
      'en',
      'Our Scope 1 emissions were 812 tCO2e in 2025, while the sector average was 5,000 tCO2e.',
      ['2025 Scope 1 emissions: 812 tCO2e'],
    ],
    [
      'it',
      'Nel 2025 il consumo di acqua è stato di 162.400 m³, rispetto a una media del settore di 240.000 m³.',
      ['2025 Water consumption: 162,400 m³'],
    ],
    [
      'de',
      'Unser Energieverbrauch lag 2025 bei 41.280 MWh, während der Branchendurchschnitt 55.000 MWh betrug.',
      ['2025 Energy consumption: 41,280 MWh'],
    ],
    [
      'fr',
      'Nos émissions de scope 1 se sont élevées à 1 306 t CO2e en 2025, contre une moyenne du secteur de 2 850 t CO2e.',
      ['2025 Scope 1 emissions: 1,306 tCO2e'],
    ],
    [
      'es',
      'Nuestras emisiones de alcance 1 fueron de 2.480 t CO2e en 2025; nuestro mayor cliente, una cadena de supermercados, comunica 96.000 t CO2e.',
      ['2025 Scope 1 emissions: 2,480 tCO2e'],
    ],
    [
      'en',
      'We used 18,200 MWh of energy in 2025; our largest customer reports 410,000 MWh in its own report.',
      ['2025 Energy consumption: 18,200 MWh'],
    ],
    [
      'nl',
      'Het ziekteverzuim was in 2025 4,1 %, tegen een branchegemiddelde van 5,8 %.',
      ['2025 Absenteeism rate: 4.1%'],
    ],
    // A bank names its financed emissions before a colon and the figure after it.
    [
      'de',
      'Nach dem PCAF-Standard haben wir die finanzierten Emissionen unseres Kreditportfolios berechnet: 612.400 t CO2e im Jahr 2024.',
      ['2024 Financed emissions: 612,400 tCO2e'],
    ],
  ])('%s: %s', (language, sentence, expected) => {
    expect(read(language, sentence)).toEqual(expected);
  });

  it.each([
    [
      'en',
      'Our asset manager, Harrowgate Partners, reported financed emissions of 12.4 million tCO2e in 2025.',
    ],
    ['en', 'The UK insurance industry average WACI was 158 tCO2e/£m revenue in 2025.'],
    ['en', 'Emissions of 12.4 million tCO2e in 2025 were reported by our parent company.'],
    ['de', 'Der Branchendurchschnitt lag 2025 bei 14.000 MWh Energie (2024: 14.500 MWh).'],
    ['it', 'La capogruppo ha consumato 410.000 MWh di energia nel 2025.'],
    // A family holding that owns the company: its headcount is not the company's.
    [
      'de',
      'Die Beteiligungsgesellschaft beschäftigt insgesamt 860 Personen und erzielte 2025 einen Umsatz von 55,2 Mio. €.',
    ],
    ['de', 'Unsere Holdinggesellschaft beschäftigte 2025 rund 1.200 Mitarbeitende.'],
    ['en', 'Our holding company employed 2,300 people in 2025.'],
    // The network or association a cooperative bank belongs to, summed over its member banks.
    [
      'de',
      'Die gesamte genossenschaftliche Finanzgruppe finanzierte 2024 Emissionen von rund 120 Mio. t CO2e.',
    ],
    ['de', 'Die Banken im Genossenschaftsverband vergaben 2024 zusammen grüne Kredite über 9,4 Mrd. Euro.'],
    // The counterparty of a contract, described in an apposition: its size is its own.
    [
      'pt',
      'Em 2025 assinámos um acordo de três anos com um dos maiores distribuidores de França, empresa com 4.500 trabalhadores.',
    ],
    [
      'en',
      'In 2025 we signed a three-year contract with a leading French distributor, a company with 4,500 employees.',
    ],
    ['es', 'En 2025 firmamos un acuerdo con una cadena francesa, una empresa con 4.500 empleados.'],
  ])('leaves out a figure that is someone else’s (%s: %s)', (language, sentence) => {
    expect(read(language, sentence)).toEqual([]);
  });
});

describe('a company describing itself in an apposition keeps its figure', () => {
  it.each([
    ['en', 'Founded in 1972, Lusitex is a family business, a company with 612 employees in 2025.'],
    ['pt', 'Somos uma empresa industrial com 612 trabalhadores em 2025.'],
  ])('%s: %s', (language, sentence) => {
    expect(read(language, sentence)).toEqual(['2025 Number of employees: 612 employees']);
  });
});

describe('in a report page', () => {
  it('keeps the company’s figure of a sentence that also states the industry average', () => {
    const document = readHtmlDocument(
      `<html lang="en"><body><main><h2>Investments</h2><p>In 2025 the weighted average carbon intensity of our portfolio was 96.4 tCO2e/£m revenue, against an industry average of 141.2 tCO2e/£m revenue.</p></main></body></html>`,
      { url: 'https://www.example.test/report' },
    );
    expect(
      metricsFromDocument(document, { retrievedAt: '2026-06-01' }).map(
        ({ name, value, year }) => `${year} ${name}: ${value}`,
      ),
    ).toEqual(['2025 GHG emissions intensity: 96.4 tCO2e per £m revenue']);
  });
});

describe('a figure another organisation reports, in a sentence of its own', () => {
  it.each([
    ['en', 'Brantwick Group reported group emissions of 41,000 tCO2e in 2025.'],
    [
      'en',
      'Founded in 1962, the bakery is part of Brantwick Foods plc. Brantwick Foods reported group emissions of 41,000 tCO2e in 2025. We hold the Green Tourism Gold award.',
    ],
    ['de', 'Die Holding meldete 2025 einen Energieverbrauch von 310.000 MWh.'],
    ['nl', 'Een van onze klanten, een supermarktketen, rapporteerde 120.000 ton CO2 over 2025.'],
    ['fr', 'Un de nos clients déclare 1 200 tCO2e d’émissions de scope 1 en 2025.'],
  ])('is not the company’s (%s)', (language, sentence) => {
    expect(read(language, sentence)).toEqual([]);
  });

  it.each([
    ['en', 'In 2025 we reported Scope 1 emissions of 2,310 tCO2e.', ['2025 Scope 1 emissions: 2,310 tCO2e']],
    [
      'de',
      'Im Jahr 2025 meldeten wir einen Energieverbrauch von 48.600 MWh.',
      ['2025 Energy consumption: 48,600 MWh'],
    ],
  ])('is the company’s when it reports its own (%s)', (language, sentence, expected) => {
    expect(read(language, sentence)).toEqual(expected);
  });
});
