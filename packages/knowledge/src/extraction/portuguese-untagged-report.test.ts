import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { metricsFromDocument } from './index.js';
import { textLanguage } from './text-language.js';

/** A fictional Portuguese finisher's report without a language tag, as many PDFs are. */
const REPORT = [
  'Os nossos clientes são marcas europeias e também retalhistas, e não só.',
  'Com os nossos fornecedores fizemos uma auditoria pela primeira vez ao longo do ano.',
  'Central Solar do Minho (2025): 1,9 MWp, 2.310 MWh.',
];

describe('a Portuguese report without a language tag', () => {
  it('is read as Portuguese from its short words', () => {
    expect(textLanguage(REPORT.join(' '))).toBe('pt');
  });

  it('reads a solar plant’s output after its peak power as electricity generated, in thousands', () => {
    const document = readHtmlDocument(
      `<html><body><h2>Iniciativas</h2>${REPORT.map((text) => `<p>${text}</p>`).join('')}</body></html>`,
      { url: 'https://acabamentos.example/relatorio.pdf' },
    );
    expect(
      metricsFromDocument(document, { retrievedAt: '2026-11-28' }).map((metric) => [
        metric.name,
        metric.value,
        metric.year,
      ]),
    ).toEqual([
      ['Installed capacity', '1.9 MWp', 2025],
      ['Renewable electricity generated', '2,310 MWh', 2025],
    ]);
  });
});
