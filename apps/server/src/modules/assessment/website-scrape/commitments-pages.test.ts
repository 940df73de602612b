import { describe, expect, it } from 'vitest';
import { rankCandidates, relevanceOf } from './page-relevance.js';

const link = (path: string, text = '') => ({ url: `https://transports.example${path}`, text });

describe('a commitments page, where a company writes what it does for the environment and its people', () => {
  it('is read in French, Spanish, Italian, Portuguese and English', () => {
    for (const [path, text] of [
      ['/nos-engagements', 'Nos engagements'],
      ['/nuestros-compromisos', 'Nuestros compromisos'],
      ['/i-nostri-impegni', 'I nostri impegni'],
      ['/os-nossos-compromissos', 'Os nossos compromissos'],
      ['/our-commitments', 'Our commitments'],
    ] as const) {
      expect(relevanceOf(link(path, text))).toBeGreaterThan(0);
    }
  });

  it('ranks above the page about the company, so a site with one free slot reads it first', () => {
    const order = rankCandidates([
      link('/qui-sommes-nous', 'Qui sommes-nous'),
      link('/nos-engagements', 'Nos engagements'),
    ]).map(({ link: ranked }) => new URL(ranked.url).pathname);
    expect(order).toEqual(['/nos-engagements', '/qui-sommes-nous']);
  });

  it('leaves a product page unread', () => {
    expect(relevanceOf(link('/produits/creme-de-jour', 'Crème de jour'))).toBe(0);
  });
});
