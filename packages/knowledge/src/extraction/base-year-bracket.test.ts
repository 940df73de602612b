import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { metricsFromDocument } from './index.js';
import { extractMetrics } from './metrics.js';

/** A fictional maker's 2025 report: a target measured against 2019, with 2019's tonnes in brackets. */
const inReport = (language: string, sentence: string) =>
  metricsFromDocument(
    {
      ...readHtmlDocument(
        `<html lang="${language}"><head><title>Bilancio di sostenibilità 2025</title></head><body><h1>Bilancio di sostenibilità 2025</h1><h2>Clima</h2><p>${sentence}</p></body></html>`,
        { url: 'https://maker.example/bilancio-2025.pdf' },
      ),
      language,
    },
    { retrievedAt: '2026-11-28' },
  ).map((metric) => `${metric.year} ${metric.name}: ${metric.value}`);

describe('the base year’s figure in brackets is not the period’s', () => {
  it.each([
    [
      'it',
      'Entro il 2030 vogliamo ridurre del 46% le emissioni di ambito 1 e 2 rispetto al 2019 (3.420 t CO2e).',
    ],
    ['de', 'Unsere Scope-1- und Scope-2-Emissionen sanken um 28 % gegenüber 2019 (3.420 t CO2e).'],
    ['fr', 'Nos émissions des scopes 1 et 2 ont baissé de 28 % par rapport à 2019 (3 420 t CO2e).'],
    ['es', 'Nuestras emisiones de alcance 1 y 2 bajaron un 28 % respecto a 2019 (3.420 t CO2e).'],
  ])('%s: %s', (language, sentence) => {
    expect(inReport(language, sentence).filter((line) => /3,420/.test(line))).toEqual([]);
  });

  it('in English too, on a web page', () => {
    const found = extractMetrics(
      'Our Scope 1 and 2 emissions fell by 28% compared with 2019 (3,420 tCO2e).',
      'https://maker.example/climate',
      { retrievedAt: '2026-11-28' },
    );
    expect(found.filter((metric) => /3,420/.test(metric.value))).toEqual([]);
  });

  it('still reads the period’s own figure beside a comparison', () => {
    expect(
      inReport(
        'it',
        'Nel 2025 le emissioni di ambito 1 e 2 sono state pari a 2.460 t CO2e, il 28% in meno rispetto al 2019.',
      ),
    ).toContain('2025 Scope 1 and 2 emissions: 2,460 tCO2e');
  });
});

/** A fictional haulier's 2024 report, in its own language: a year-less sentence under the report's title. */
const inReportOf = (language: string, title: string, sentence: string) =>
  metricsFromDocument(
    {
      ...readHtmlDocument(
        `<html lang="${language}"><head><title>${title}</title></head><body><h1>${title}</h1><h2>Klimaat</h2><p>${sentence}</p></body></html>`,
        { url: 'https://haulier.example/verslag-2024.pdf' },
      ),
      language,
    },
    { retrievedAt: '2026-11-28' },
  ).map((metric) => `${metric.year} ${metric.name}: ${metric.value}`);

describe('a comparative’s year ("12% less than in 2019") dates neither figure', () => {
  it.each([
    [
      'nl',
      'Duurzaamheidsverslag 2024',
      'Onze uitstoot in scope 1 en 2 daalde tot 25.160 ton CO2e, 12% minder dan in 2019 (28.590 ton CO2e).',
    ],
    [
      'de',
      'Nachhaltigkeitsbericht 2024',
      'Unsere Emissionen in Scope 1 und 2 sanken auf 25.160 t CO2e, 12 % weniger als 2019 (28.590 t CO2e).',
    ],
    [
      'fr',
      'Rapport RSE 2024',
      'Nos émissions des scopes 1 et 2 sont tombées à 25 160 t CO2e, 12 % de moins qu’en 2019 (28 590 t CO2e).',
    ],
    [
      'en',
      'Sustainability report 2024',
      'Our Scope 1 and 2 emissions fell to 25,160 tCO2e, 12% lower than in 2019 (28,590 tCO2e).',
    ],
  ])('%s: the figure is the report year’s and the bracketed one is dropped', (language, title, sentence) => {
    const found = inReportOf(language, title, sentence);
    expect(found).toContain('2024 Scope 1 and 2 emissions: 25,160 tCO2e');
    expect(found.filter((line) => /28,590/.test(line) || line.startsWith('2019'))).toEqual([]);
  });

  it('a year that is not a comparative’s still dates its figure', () => {
    expect(
      inReportOf(
        'nl',
        'Duurzaamheidsverslag 2024',
        'In 2023 bedroeg onze uitstoot in scope 1 en 2 26.120 ton CO2e.',
      ),
    ).toContain('2023 Scope 1 and 2 emissions: 26,120 tCO2e');
  });
});
