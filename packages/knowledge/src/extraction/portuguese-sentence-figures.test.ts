import { readHtmlDocument } from '@impact/engine';
import { describe, expect, it } from 'vitest';
import { metricsFromDocument } from './index.js';

/** A fictional Portuguese finisher's news page: its solar plant and the water it uses again. */
const figures = (...paragraphs: string[]) =>
  metricsFromDocument(
    {
      ...readHtmlDocument(
        `<html lang="pt"><body><h1>Notícias</h1>${paragraphs.map((text) => `<p>${text}</p>`).join('')}</body></html>`,
        { url: 'https://acabamentos.example/noticias' },
      ),
      language: 'pt',
    },
    { retrievedAt: '2026-11-28' },
  ).map((metric) => [metric.name, metric.value, metric.year]);

describe('Portuguese sentences: electricity a solar plant produced, water used again', () => {
  it('reads the solar plant’s output as electricity generated, not as an intensity', () => {
    expect(
      figures(
        'Em maio de 2025 entrou em funcionamento a nossa central solar, com 1,4 MWp e 1.720 MWh produzidos no primeiro ano.',
      ),
    ).toContainEqual(['Renewable electricity generated', '1,720 MWh', 2025]);
  });

  it('reads water treated and used again as water recycled, not as water consumed', () => {
    expect(
      figures('O sistema de ultrafiltração permitiu reutilizar 212.000 m³ de água em 2025 na tinturaria.'),
    ).toEqual([['Water recycled and reused', '212,000 m³', 2025]]);
  });
});
