import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { metricsFromDocument } from './document-metrics.js';
import { ENGLISH_POWER_PRODUCER_TABLE, GERMAN_HAULIER_TABLE } from './fixtures/sector-key-figures.js';

const page = (body: string, lang: string) =>
  readHtmlDocument(`<html lang="${lang}"><body><main>${body}</main></body></html>`, {
    url: 'https://www.example.test/esg-data',
  });
const brief = (body: string, lang: string) =>
  metricsFromDocument(page(body, lang), { retrievedAt: '2026-06-01' }).map(
    ({ name, value, year }) => `${year} ${name}: ${value}`,
  );

describe('key-figure tables of hauliers and power producers', () => {
  it('reads fuel named inside a German compound, and refuses the target, the empty cell and the industry', () => {
    expect(brief(GERMAN_HAULIER_TABLE, 'de')).toEqual([
      '2024 Dieselverbrauch Lkw-Flotte: 14.1 million litres',
      '2025 Dieselverbrauch Lkw-Flotte: 13.2 million litres',
      '2024 Heizölverbrauch Lager: 86,400 litres',
      '2025 Heizölverbrauch Lager: 71,900 litres',
      '2024 Scope 2 (marktbasiert): 980 tCO2e',
    ]);
  });

  it('reads SF6 leaks and figures with footnote marks, and refuses the change row and the national share', () => {
    expect(brief(ENGLISH_POWER_PRODUCER_TABLE, 'en')).toEqual([
      '2024 Electricity generated: 1,236 GWh',
      '2025 Electricity generated: 1,389 GWh',
      '2024 Share of renewable generation: 76%',
      '2025 Share of renewable generation: 82%',
      '2024 SF6 leakage: 11.8 kg',
      '2025 SF6 leakage: 9.6 kg',
    ]);
  });
});
