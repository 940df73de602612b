import { describe, expect, it } from 'vitest';
import { extractSupplierMentions } from './suppliers.js';

const named = (...lines: string[]) =>
  extractSupplierMentions(lines.join('\n'), 'https://www.example.test/cadeia-de-fornecimento', {
    retrievedAt: '2026-11-28',
  })
    .filter((mention) => mention.named)
    .map((mention) => [mention.name, mention.country ?? null]);

/** A fictional Portuguese weaver's supply-chain page: its main suppliers one a line, each with its town. */
describe('extractSupplierMentions: a Portuguese list of main suppliers', () => {
  it('names each supplier under "Principais fornecedores", with the country its bracket gives', () => {
    expect(
      named(
        'Principais fornecedores',
        'Fiação do Vale Verde, Lda. (Covilhã, Portugal) — fio de lã penteada',
        'Anatolia Pamuk A.S. (Izmir, Turquia) — fio de algodão orgânico',
        'Tintas Meridional, S.L. (Valência, Espanha) — corantes e auxiliares químicos',
      ),
    ).toEqual([
      ['Fiação do Vale Verde, Lda', 'PT'],
      ['Anatolia Pamuk A.S', 'TR'],
      ['Tintas Meridional, S.L', 'ES'],
    ]);
  });
});
