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
