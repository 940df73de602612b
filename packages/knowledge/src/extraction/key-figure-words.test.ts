import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { metricsFromDocument } from './document-metrics.js';
import { DUTCH_ABSENCE_TABLE, ITALIAN_UM_TABLE } from './fixtures/key-figure-words.js';
import { extractMetrics } from './metrics.js';

const table = (body: string, lang: string) =>
  metricsFromDocument(
    readHtmlDocument(`<html lang="${lang}"><body><main>${body}</main></body></html>`, {
      url: 'https://www.example.test/kerncijfers',
    }),
    { retrievedAt: '2026-06-01' },
  ).map(({ name, value, year }) => `${year} ${name}: ${value}`);
const sentence = (language: string, text: string) =>
  extractMetrics(text, 'https://www.example.test/', { language, retrievedAt: '2026-06-01' }).map(
    ({ name, value, year }) => `${year} ${name}: ${value}`,
  );

describe('key-figure words in the six languages', () => {
  it("reads an Italian table's 'U.M.' unit column, energy adjectives and water adjectives", () => {
    expect(table(ITALIAN_UM_TABLE, 'it')).toEqual([
      '2023 Consumi energetici: 45,210 GJ',
      '2024 Consumi energetici: 43,980 GJ',
      '2023 Emissioni Scope 2 (location based): 2,340 tCO2e',
      '2024 Emissioni Scope 2 (location based): 2,120 tCO2e',
      '2023 Prelievi idrici: 31,200 m³',
      '2024 Prelievi idrici: 29,870 m³',
      '2023 Tasso di turnover: 8.4%',
      '2024 Tasso di turnover: 7.9%',
    ]);
  });

  it("reads a Dutch 'Verzuimpercentage' row, without the target or the sector's average", () => {
    expect(table(DUTCH_ABSENCE_TABLE, 'nl')).toEqual([
      '2023 Verzuimpercentage: 5.1%',
      '2024 Verzuimpercentage: 4.6%',
    ]);
  });

  it.each([
    ['it', 'Nel 2024 il consumo idrico è sceso a 81.000 m³.', '2024 Water consumption: 81,000 m³'],
    [
      'it',
      'Nel 2024 le donne rappresentavano il 38% dei ruoli manageriali.',
      '2024 Women in leadership: 38%',
    ],
    ['de', '2024 fielen 1.240 t Abfall an.', '2024 Waste generated: 1,240 tonnes'],
  ])('[%s] %s', (language, text, expected) => {
    expect(sentence(language, text)).toEqual([expected]);
  });

  it.each([
    ['fr', 'En 2024, nous avons produit 1 240 tonnes de déchets, dont 86 % ont été recyclés.'],
    ['es', 'En 2024 generamos 1.240 toneladas de residuos, de los cuales el 86 % se recicló.'],
    ['it', 'Nel 2024 abbiamo prodotto 1.240 tonnellate di rifiuti, di cui l’86% avviato a riciclo.'],
    ['nl', 'In 2024 produceerden we 1.240 ton afval, waarvan 86% werd gerecycled.'],
  ])("[%s] 'of which' a share of the waste just named: %s", (language, text) => {
    expect(sentence(language, text)).toEqual([
      '2024 Waste generated: 1,240 tonnes',
      '2024 Waste recycled or recovered: 86%',
    ]);
  });
});
