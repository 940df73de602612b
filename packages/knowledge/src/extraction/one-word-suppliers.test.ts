import { describe, expect, it } from 'vitest';
import { extractSupplierMentions } from './suppliers.js';

const named = (text: string) =>
  extractSupplierMentions(text, 'https://www.example.com/sourcing', { retrievedAt: '2026-11-27' })
    .filter((mention) => mention.named)
    .map((mention) => mention.name);

/** A supplier named in one word is kept only in a list the sentence introduces as its suppliers. */
describe('extractSupplierMentions: one-word names in a list of suppliers', () => {
  it.each([
    ['We source from Haldvik, Pennick and local farmers.', ['Haldvik', 'Pennick']],
    ['Our suppliers include Kverno, Brightwell and local farmers.', ['Kverno', 'Brightwell']],
    ['Suppliers: Kverno, Brightwell.', ['Kverno', 'Brightwell']],
    ['Nuestros proveedores son Repsol, Cepsa y agricultores locales.', ['Repsol', 'Cepsa']],
    ['Nos fournisseurs comme Arkema et Solvay livrent nos usines.', ['Arkema', 'Solvay']],
  ])('%s', (text, expected) => {
    expect(named(text)).toEqual(expected);
  });

  it.each([
    // Where the goods grow, not who sells them.
    'We source our olives from Jaén and Córdoba.',
    'We buy from Yorkshire farms.',
    'We source from Spain and Portugal.',
    // German capitalises every noun.
    'Lieferanten wie Landwirte und Molkereien beliefern uns.',
    // A single word outside a list of suppliers.
    'We met Haldvik at the trade fair.',
  ])('names no one-word supplier: %s', (text) => {
    expect(named(text)).toEqual([]);
  });
});
