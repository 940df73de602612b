import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { metricsFromDocument } from './index.js';

/** A fictional Portuguese dye house's key-figures table, with its own unit column. */
const read = (...cells: [string, string, string, string][]) =>
  metricsFromDocument(
    {
      ...readHtmlDocument(
        `<html lang="pt"><body><h1>Indicadores</h1><table><tr><th>Indicador</th><th>Unidade</th><th>2024</th><th>2025</th></tr>
        ${cells.map(([label, unit, a, b]) => `<tr><td>${label}</td><td>${unit}</td><td>${a}</td><td>${b}</td></tr>`).join('')}</table></body></html>`,
        { url: 'https://tinturaria.example/indicadores' },
      ),
      language: 'pt',
    },
    { retrievedAt: '2026-11-28' },
  ).filter((metric) => metric.year === 2025);
const rows = (...cells: [string, string, string, string][]) =>
  read(...cells).map((metric) => [metric.category, metric.value]);

describe('Portuguese key-figure rows: chemicals used, what was produced, turnover', () => {
  it('reads the chemicals and dyes a dye house uses, the pieces it made and its turnover', () => {
    expect(
      rows(
        ['Produtos químicos e corantes utilizados', 't', '2.140,0', '1.987,5'],
        ['Peças produzidas', 'milhões', '6,1', '6,4'],
        ['Volume de negócios', 'M€', '41,2', '44,9'],
      ),
    ).toEqual([
      ['Materials', '1,987.5 t'],
      ['Production', '6.4 million'],
      ['Financial', '44.9 EUR million'],
    ]);
  });
});

describe('Portuguese key-figure rows: carbon intensity, emissions by scope, and a part of a total', () => {
  it('reads carbon intensity over both scopes, Scope 1 emissions and the part named after “dos quais”', () => {
    expect(
      rows(
        ['Intensidade carbónica (âmbitos 1 e 2)', 'kg CO2e/m²', '6,6', '5,9'],
        ['Emissões de âmbito 1', 't CO2e', '82.960', '78.415'],
        ['Consumo de eletricidade', 'GWh', '50,2', '48,6'],
        ['dos quais autoproduzida (fotovoltaica)', 'GWh', '4,1', '9,8'],
      ),
    ).toEqual([
      ['Emissions', '5.9 kg CO2e/m²'],
      ['Emissions', '78,415 tCO2e'],
      ['Energy', '48.6 GWh'],
      ['Energy', '9.8 GWh'],
    ]);
  });

  it('names the part without its “dos quais”', () => {
    expect(
      read(['dos quais autoproduzida (fotovoltaica)', 'GWh', '4,1', '9,8']).map((metric) => metric.name),
    ).toEqual(['Autoproduzida (fotovoltaica)']);
  });

  it('carbon fibre or carbon steel used is no emissions figure', () => {
    expect(
      rows(['Fibra de carbono utilizada', 't', '120', '140'], ['Aço carbono', 't', '900', '950']),
    ).toEqual([]);
  });
});
