import { describe, expect, it } from 'vitest';
import { relevanceOf } from './page-relevance.js';

const link = (path: string, text = '') => ({ url: `https://mauerfeld.example${path}`, text });

// A purchasing page names the suppliers and their countries: in German it is 'Einkauf', 'Beschaffung'
// or 'Lieferkette', ranked as a 'Sourcing' or 'Supply chain' page is, above the careers page.
describe('relevance of a purchasing or supply-chain page', () => {
  it('reads a page named by its purchasing words in German, French, Spanish or Italian', () => {
    expect(relevanceOf(link('/einkauf-lieferkette', 'Einkauf & Lieferkette'))).toBe(6);
    expect(relevanceOf(link('/beschaffung', 'Beschaffung'))).toBe(6);
    expect(relevanceOf(link('/fr/chaine-d-approvisionnement'))).toBe(6);
    expect(relevanceOf(link('/cadena-de-suministro'))).toBe(6);
    expect(relevanceOf(link('/approvvigionamento'))).toBe(6);
    expect(relevanceOf(link('/einkauf'))).toBeGreaterThan(relevanceOf(link('/karriere', 'Karriere')));
  });

  it('does not take a shop for a purchasing page', () => {
    expect(relevanceOf(link('/einkaufen', 'Jetzt einkaufen'))).toBe(0);
  });
});

// A farm shop or a brewer names its suppliers on the page about its producers or raw materials.
describe('relevance of a producers or raw materials page', () => {
  it('reads it in English, German, Dutch, French, Italian or Spanish as a sourcing page', () => {
    expect(relevanceOf(link('/our-producers', 'Our producers'))).toBe(6);
    expect(relevanceOf(link('/rohstoffe', 'Rohstoffe'))).toBe(6);
    expect(relevanceOf(link('/herkunft', 'Herkunft'))).toBe(6);
    expect(relevanceOf(link('/onze-grondstoffen'))).toBe(6);
    expect(relevanceOf(link('/nos-producteurs', 'Nos producteurs'))).toBe(6);
    expect(relevanceOf(link('/i-nostri-produttori'))).toBe(6);
    expect(relevanceOf(link('/materias-primas'))).toBe(6);
  });

  it('does not take a product page for one', () => {
    expect(relevanceOf(link('/products/oak-table', 'Oak table'))).toBe(0);
  });
});
