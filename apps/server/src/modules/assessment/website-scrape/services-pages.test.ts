import { describe, expect, it } from 'vitest';
import { rankCandidates, relevanceOf } from './page-relevance.js';

const link = (path: string, text = '') => ({ url: `https://koelvracht.example${path}`, text });

describe('a service company’s services page, where it says what it does and for whom', () => {
  it('is read when slots are left, as a maker’s "what we make" page is', () => {
    for (const [path, text] of [
      ['/diensten', 'Diensten'],
      ['/leistungen', 'Leistungen'],
      ['/services', 'Services'],
      ['/servizi', 'Servizi'],
    ] as const) {
      expect(relevanceOf(link(path, text))).toBeGreaterThan(0);
    }
  });

  it('ranks above a news article, below the company’s own story', () => {
    const order = rankCandidates([
      link('/nieuws/ecovadis-zilver', 'EcoVadis zilver'),
      link('/diensten', 'Diensten'),
      link('/over-ons', 'Over ons'),
    ]).map(({ link: ranked }) => new URL(ranked.url).pathname);
    expect(order).toEqual(['/over-ons', '/diensten', '/nieuws/ecovadis-zilver']);
  });
});
