import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { metricsFromDocument } from './document-metrics.js';
import {
  DUTCH_BANK_KEY_FIGURES,
  ENGLISH_POWER_PRODUCER_TABLE,
  GERMAN_HAULIER_TABLE,
  SPANISH_GENERATOR_PAGE,
} from './fixtures/sector-key-figures.js';

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

  it("reads cubic hectometres as millions of m³, diesel in Spanish and the frequency rate, not the country's share", () => {
    expect(brief(SPANISH_GENERATOR_PAGE, 'es')).toEqual([
      '2025 potencia instalada renovable: 312 MW',
      '2025 fugas de SF6: 1.8 kg',
      '2024 Agua captada para refrigeración: 12.4 million m³',
      '2025 Agua captada para refrigeración: 11.9 million m³',
      '2024 Consumo de gasóleo: 412,000 litres',
      '2025 Consumo de gasóleo: 389,500 litres',
      '2024 Índice de frecuencia (propios): 3.1',
      '2025 Índice de frecuencia (propios): 2.6',
    ]);
  });

  it("reads a bank's financed emissions in kilotonnes, its green loans' share and its branches' energy", () => {
    expect(brief(DUTCH_BANK_KEY_FIGURES, 'nl')).toEqual([
      '2025 Gefinancierde emissies: 1,420 ktCO2e',
      '2024 Gefinancierde emissies: 1,510 ktCO2e',
      '2025 Aandeel groene leningen in kredietportefeuille: 18%',
      '2024 Aandeel groene leningen in kredietportefeuille: 14%',
      '2025 Energieverbruik kantoren en filialen: 6,840 MWh',
      '2024 Energieverbruik kantoren en filialen: 7,210 MWh',
    ]);
  });
});

describe('key figures of a heat network', () => {
  it('reads heat delivered, the renewable share, the ash recovered and the turnover written with a typographic apostrophe', () => {
    const body = `<h2>Chiffres clés</h2>
      <p>En 2025, nous avons livré 812,4 GWh de chaleur à nos abonnés.</p>
      <table><thead><tr><th>Indicateur</th><th>Unité</th><th>2024</th><th>2025</th></tr></thead>
      <tbody>
        <tr><td>Chiffre d’affaires</td><td>M€</td><td>61,2</td><td>64,8</td></tr>
        <tr><td>Chaleur livrée</td><td>GWh</td><td>790,1</td><td>812,4</td></tr>
        <tr><td>Taux d’EnR&amp;R du mix</td><td>%</td><td>64</td><td>69</td></tr>
        <tr><td>Cendres valorisées en agriculture</td><td>%</td><td>77</td><td>84</td></tr>
      </tbody></table>`;
    expect(brief(body, 'fr')).toEqual([
      '2025 Heat delivered: 812.4 GWh',
      '2024 Chiffre d’affaires: 61.2 EUR million',
      '2025 Chiffre d’affaires: 64.8 EUR million',
      '2024 Chaleur livrée: 790.1 GWh',
      '2025 Chaleur livrée: 812.4 GWh',
      '2024 Taux d’EnR&R du mix: 64%',
      '2025 Taux d’EnR&R du mix: 69%',
      '2024 Cendres valorisées en agriculture: 77%',
      '2025 Cendres valorisées en agriculture: 84%',
    ]);
  });
});
