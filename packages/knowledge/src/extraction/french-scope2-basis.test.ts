import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { metricsFromDocument } from './document-metrics.js';

// A fictional French cosmetics maker's key figures and report sentences: Scope 2 by its accounting
// method, and a rooftop plant's yearly output.
const read = (body: string) =>
  metricsFromDocument(
    readHtmlDocument(`<html lang="fr"><body><main>${body}</main></body></html>`, {
      url: 'https://www.example.test/chiffres-cles',
    }),
    { retrievedAt: '2026-11-28' },
  ).map(({ name, value, year }) => `${year} ${name}: ${value}`);

describe('French Scope 2 figures by method, and a yearly output', () => {
  it('keeps a key-figures row whose method is the market’s (‘méthode marché’), and refuses a market’s own figure', () => {
    const found = read(
      `<h1>Chiffres clés 2025</h1><table><thead><tr><th>Indicateur</th><th>Unité</th><th>2025</th><th>2024</th></tr></thead><tbody>
      <tr><td>Émissions de GES – scope 2 (méthode marché)</td><td>t CO2e</td><td>85</td><td>410</td></tr>
      <tr><td>Marché français des cosmétiques naturels</td><td>M€</td><td>1 200</td><td>1 130</td></tr>
      </tbody></table>`,
    );
    expect(found).toEqual([
      '2025 Émissions de GES – scope 2 (méthode marché): 85 tCO2e',
      '2024 Émissions de GES – scope 2 (méthode marché): 410 tCO2e',
    ]);
  });

  it('names a sentence’s Scope 2 by the method it states (‘selon la méthode localisation’)', () => {
    expect(
      read(
        '<p>Les émissions du scope 2 calculées selon la méthode localisation s’élèvent à 520 t CO2e en 2025.</p>',
      ),
    ).toEqual(['2025 Scope 2 emissions (location-based): 520 tCO2e']);
  });

  it('reads a rooftop plant’s yearly output (‘produisent 240 MWh par an’) as generated, not as an intensity', () => {
    const found = read(
      '<p>En 2025, 1 200 m² de panneaux photovoltaïques sur le toit de l’entrepôt produisent 240 MWh par an.</p>',
    );
    expect(found).toEqual(['2025 Renewable electricity generated: 240 MWh']);
    expect(read('<p>En 2025, nos bureaux ont consommé 1 450 kWh par salarié.</p>').join()).not.toContain(
      'Energy consumption',
    );
  });
});
