import { describe, expect, it } from 'vitest';
import { rankCandidates, relevanceOf } from './page-relevance.js';

const link = (path: string, text = '') => ({ url: `https://ormeval.example${path}`, text });

describe('relevance of a responsible-purchasing page and a French house’s about page', () => {
  it('reads a purchasing page, where the suppliers are named, as a sustainability topic', () => {
    expect(relevanceOf(link('/achats-responsables', 'Achats responsables'))).toBeGreaterThanOrEqual(6);
    expect(relevanceOf(link('/nachhaltige-beschaffung', 'Nachhaltige Beschaffung'))).toBeGreaterThanOrEqual(
      6,
    );
    expect(relevanceOf(link('/acquisti', 'Acquisti responsabili'))).toBeGreaterThanOrEqual(6);
    expect(relevanceOf(link('/compras', 'Compras responsables'))).toBeGreaterThanOrEqual(6);
  });

  it('reads "La Maison" as the company’s own story', () => {
    expect(relevanceOf(link('/la-maison', 'La Maison'))).toBe(5);
  });

  it('ranks both above the news and the careers pages', () => {
    const ranked = rankCandidates([
      link('/actualites', 'Actualités'),
      link('/carrieres', 'Carrières'),
      link('/la-maison', 'La Maison'),
      link('/achats-responsables', 'Achats responsables'),
    ]).map(({ link: { url } }) => new URL(url).pathname);
    expect(ranked).toEqual(['/achats-responsables', '/la-maison', '/carrieres', '/actualites']);
  });
});

describe('relevance of a Polish maker’s page of plants', () => {
  it('reads "Zakłady" as the list of its sites, above the news and the careers pages', () => {
    const ranked = rankCandidates([
      link('/aktualnosci', 'Aktualności'),
      link('/kariera', 'Kariera'),
      link('/zaklady', 'Zakłady'),
    ]).map(({ link: { url } }) => new URL(url).pathname);
    expect(ranked[0]).toBe('/zaklady');
    expect(relevanceOf(link('/zaklady', 'Zakłady'))).toBeGreaterThan(0);
  });
});

describe('relevance of a distributor’s pages of principals and of its network', () => {
  it('reads "Our principals", the producers it buys from, as a purchasing page', () => {
    expect(relevanceOf(link('/principals', 'Our principals'))).toBeGreaterThanOrEqual(6);
  });

  it('reads "Our network" as the list of its sites', () => {
    expect(relevanceOf(link('/our-network', 'Our network'))).toBeGreaterThanOrEqual(5);
  });

  it('reads neither a principal’s message nor a page on a network without "our"', () => {
    expect(relevanceOf(link('/principal', 'Principal’s welcome'))).toBe(0);
    expect(relevanceOf(link('/network-security', 'Network security'))).toBeLessThan(5);
  });
});

describe('relevance of a responsibility page in French, Italian, Spanish and Dutch', () => {
  it.each([
    ['/responsabilite', 'Notre responsabilité'],
    ['/responsabilita', 'Responsabilità sociale'],
    ['/responsabilidad', 'Responsabilidad corporativa'],
    ['/mvo', 'MVO'],
  ])('reads %s as a sustainability page', (path, text) => {
    expect(relevanceOf(link(path, text))).toBeGreaterThanOrEqual(10);
  });

  it('does not read a privacy officer’s page or a word that only contains the letters', () => {
    expect(relevanceOf(link('/responsabile-trattamento', 'Responsabile del trattamento dati'))).toBe(0);
    expect(relevanceOf(link('/improvement', 'Improvement'))).toBe(0);
  });
});
