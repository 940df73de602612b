import { describe, expect, it } from 'vitest';
import { relevanceOf } from './page-relevance.js';

const link = (path: string, text = '') => ({ url: `https://banque-loire.example${path}`, text });

describe('relevance of a branch list', () => {
  it("reads a bank's branch list as a locations page: 'Nos agences', 'Sucursales', 'Filiali', 'Delegaciones'", () => {
    expect(relevanceOf(link('/agences', 'Nos agences'))).toBe(5);
    expect(relevanceOf(link('/sucursales', 'Sucursales'))).toBe(5);
    expect(relevanceOf(link('/filiali', 'Le nostre filiali'))).toBe(5);
    expect(relevanceOf(link('/delegaciones', 'Delegaciones'))).toBe(5);
  });

  it('leaves an agency page and a price list unread', () => {
    expect(relevanceOf(link('/agency', 'Our agency'))).toBe(0);
    expect(relevanceOf(link('/tarifs', 'Nos tarifs'))).toBe(0);
  });
});
