import { describe, expect, it } from 'vitest';
import { extractSupplierMentions } from './suppliers.js';

const named = (text: string) =>
  extractSupplierMentions(text, 'https://www.example.de/einkauf', { retrievedAt: '2026-11-27' })
    .filter((mention) => mention.named)
    .map((mention) => [mention.name, mention.country]);

// A purchasing table names a supplier with the plant it delivers from ('…GmbH, Werk Solnhofen'), and
// the page's sentences name the same supplier again: one supplier, its country from the table.
describe('a supplier named with its plant, and again without its legal form', () => {
  it('reads each supplier once, without the plant', () => {
    expect(
      named(
        [
          'Unsere wichtigsten Lieferanten',
          'Zement | Lieferant: Kalkwerk Altmühl GmbH, Werk Solnhofen | Land: Deutschland',
          'Zement | Lieferant: Cementárna Sázava a.s. | Land: Tschechien',
          'Betonstahl | Lieferant: Ferriera Adige S.p.A. | Land: Italien',
        ].join('\n'),
      ),
    ).toEqual([
      ['Kalkwerk Altmühl GmbH', 'DE'],
      ['Cementárna Sázava a.s.', 'CZ'],
      ['Ferriera Adige S.p.A.', 'IT'],
    ]);
  });
});

describe('a stakeholder-dialogue row about the suppliers', () => {
  it('names no supplier from what they expect', () => {
    expect(
      named(
        'Lieferanten | Wesentliche Anliegen: Langfristige Partnerschaft, faire Preise | Dialogformate: Jahresgespräche',
      ),
    ).toEqual([]);
  });
});
