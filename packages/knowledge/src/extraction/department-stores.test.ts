import { describe, expect, it } from 'vitest';
import { extractLocations } from './locations.js';

const sites = (text: string) =>
  extractLocations(text, 'https://www.example.test/', { retrievedAt: '2026-11-27' }).map(
    ({ name, role }) => `${role}: ${name}`,
  );

// A fictional fashion brand's home page: where it sells is no warehouse of its own.
describe("'grandi magazzini' and 'grandes almacenes' are department stores", () => {
  it('names no logistics site for the department stores the collections are sold in', () => {
    expect(
      sites(
        'Le collezioni sono in vendita nei nostri negozi e in una selezione di grandi magazzini in Europa.',
      ),
    ).not.toContain('logistics: Europa');
    expect(sites('Vendemos también en grandes almacenes en Portugal.')).not.toContain('logistics: Portugal');
  });

  it('keeps a warehouse of its own', () => {
    expect(sites('Le spedizioni partono dai nostri magazzini in Veneto e a Zanè.')).toContain(
      'logistics: Zanè',
    );
  });
});
