import { describe, expect, it } from 'vitest';
import { rankCandidates, relevanceOf } from './page-relevance.js';

const link = (path: string, text = '') => ({ url: `https://hoteles.example${path}`, text });

describe('a key figures page named in Spanish or Portuguese, where the yearly figures are', () => {
  it('is read: "Datos clave", "Principales magnitudes", "Indicadores clave", "Dados-chave"', () => {
    for (const [path, text] of [
      ['/datos-clave', 'Datos clave'],
      ['/principales-magnitudes', 'Principales magnitudes'],
      ['/indicadores-clave', 'Indicadores clave'],
      ['/dados-chave', 'Dados-chave'],
    ] as const) {
      expect(relevanceOf(link(path, text))).toBeGreaterThan(0);
    }
  });

  it('ranks above the news page', () => {
    const order = rankCandidates([link('/noticias', 'Noticias'), link('/datos-clave', 'Datos clave')]).map(
      ({ link: ranked }) => new URL(ranked.url).pathname,
    );
    expect(order).toEqual(['/datos-clave', '/noticias']);
  });
});
