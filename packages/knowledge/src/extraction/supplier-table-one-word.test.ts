import { describe, expect, it } from 'vitest';
import { extractSupplierMentions } from './suppliers.js';

const named = (text: string) =>
  extractSupplierMentions(text, 'https://www.example.com/suppliers', { retrievedAt: '2026-11-28' })
    .filter((mention) => mention.named)
    .map((mention) => [mention.name, mention.country]);

// A purchasing table's supplier column says what its cells are: a supplier known by one word there is
// still a supplier, as a list after 'our suppliers include' reads it.
describe('a one-word supplier in a column headed as the suppliers', () => {
  it('reads the one-word names beside the two-word ones', () => {
    expect(
      named(
        [
          'Material: Alloy steel bar | Supplier: Ovako | Country: Sweden',
          'Material: Packaging | Supplier: Harwick Board | Country: United Kingdom',
          'Warengruppe: Wälzlager | Lieferant: Kugelmeyer | Land: Deutschland',
        ].join('\n'),
      ),
    ).toEqual([
      ['Ovako', 'SE'],
      ['Harwick Board', 'GB'],
      ['Kugelmeyer', 'DE'],
    ]);
  });

  it('reads no describing word, country or region in that column as a supplier', () => {
    expect(
      named(
        [
          'Material: Cartons | Supplier: Various | Country: Germany',
          'Material: Timber | Supplier: Austria | Country: Austria',
          'Material: Grain | Lieferant: Bayern | Land: Deutschland',
          'Material: Milk | Supplier: Local | Country: France',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
