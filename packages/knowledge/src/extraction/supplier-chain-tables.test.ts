import { describe, expect, it } from 'vitest';
import { extractSupplierMentions } from './suppliers.js';

const found = (lines: readonly string[]) =>
  extractSupplierMentions(lines.join('\n'), 'https://www.example.test/report.pdf', {
    retrievedAt: '2026-11-28',
  }).map((mention) => `${mention.name} (${mention.country ?? '–'})`);

// A report's table under a supply-chain caption (fictional companies), each row as the reader writes it.
describe('extractSupplierMentions: a table of companies and countries under a supply-chain caption', () => {
  it("reads the Italian 'Catena di fornitura' table's first column as the suppliers", () => {
    expect(
      found([
        'Catena di fornitura',
        'Filatura Aprica S.r.l. | Paese: Italia | Materiale: Filato di cotone',
        'Garnwerk Lenz GmbH | Paese: Germania | Materiale: Filato tecnico',
      ]),
    ).toEqual(['Filatura Aprica S.r.l. (IT)', 'Garnwerk Lenz GmbH (DE)']);
  });

  it("reads the English 'Supply chain' table the same way", () => {
    expect(
      found([
        'Supply chain',
        'Kessel Steel Ltd | Country: Germany | Material: steel',
        'Nordby Paper | Country: Sweden | Material: paper',
      ]),
    ).toEqual(['Kessel Steel Ltd (DE)', 'Nordby Paper (SE)']);
  });

  it('takes no category of purchases for a supplier', () => {
    expect(
      found([
        'Supply chain',
        'Raw materials | Country: Germany | Share: 40%',
        'Packaging | Country: Poland | Share: 10%',
      ]),
    ).toEqual([]);
  });
});
