import { describe, expect, it } from 'vitest';
import { relevanceOf } from './page-relevance.js';

const link = (path: string, text = '') => ({ url: `https://conservas.example${path}`, text });

describe('relevance of a page a Spanish, Portuguese or French nav names by the company alone', () => {
  it("reads 'Empresa' and 'Entreprise' as the page that says who the company is", () => {
    const about = relevanceOf(link('/quienes-somos', 'Quiénes somos'));
    expect(about).toBeGreaterThan(0);
    expect(relevanceOf(link('/empresa', 'Empresa'))).toBe(about);
    expect(relevanceOf(link('/entreprise', 'Entreprise'))).toBe(about);
  });

  it('still scores an unrelated page at zero', () => {
    expect(relevanceOf(link('/empresas-colaboradoras-tienda', 'Tienda online'))).toBe(0);
  });
});
