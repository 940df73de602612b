import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { metricsFromDocument } from './index.js';

/** A fictional tile maker's 2024 report: an 'of which' share under its whole, and its leavers' rate. */
const read = (html: string) =>
  metricsFromDocument(
    {
      ...readHtmlDocument(
        `<html lang="it"><head><title>Bilancio di Sostenibilità 2024</title></head><body><h1>Bilancio di Sostenibilità 2024</h1>${html}</body></html>`,
        { url: 'https://tiles.example/bilancio-2024.pdf' },
      ),
      language: 'it',
    },
    { retrievedAt: '2026-11-28' },
  ).map((metric) => `${metric.year} ${metric.name}: ${metric.value}`);

const table = (...rows: [string, string, string, string][]) =>
  `<h2>Ambiente</h2><table><tr><th>Indicatore</th><th>Unità</th><th>2023</th><th>2024</th></tr>${rows
    .map((cells) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
    .join('')}</table>`;

describe("an 'of which' row that names no topic of its own", () => {
  it('is read as a part of the row above it', () => {
    const figures = read(
      table(['Rifiuti prodotti', 't', '8.640', '8.310'], ['di cui avviati a recupero', '%', '97,4', '98,2']),
    );
    expect(figures).toContain('2024 Rifiuti prodotti: 8,310 t');
    expect(figures).toContain('2024 Rifiuti prodotti: Avviati a recupero: 98.2%');
  });

  it('keeps its own name when it names its topic, and reads nothing under a row without figures', () => {
    const figures = read(
      table(
        ['Consumo di energia', 'GJ', '1.050.000', '1.012.400'],
        ['di cui gas naturale', 'GJ', '955.000', '921.300'],
      ),
    );
    expect(figures).toContain('2024 Gas naturale: 921,300 GJ');
    expect(read(table(['di cui avviati a recupero', '%', '97,4', '98,2']))).toEqual([]);
  });
});

describe('the rate of leavers in Italian', () => {
  it("reads 'il turnover in uscita' as the employee turnover rate", () => {
    expect(read('<h2>Persone</h2><p>Nel 2024 il turnover in uscita è stato del 6,8%.</p>')).toContain(
      '2024 Employee turnover rate: 6.8%',
    );
  });
});
