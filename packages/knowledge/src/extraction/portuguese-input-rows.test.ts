import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { metricsFromDocument } from './index.js';

/** A fictional Portuguese dye house's key-figures table, with its own unit column. */
const rows = (...cells: [string, string, string, string][]) =>
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
  )
    .filter((metric) => metric.year === 2025)
    .map((metric) => [metric.category, metric.value]);

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
