import { describe, expect, it } from 'vitest';
import { extractSupplierMentions } from './suppliers.js';

const named = (...lines: string[]) =>
  extractSupplierMentions(lines.join('\n'), 'https://www.example.test/filiera', {
    retrievedAt: '2026-11-27',
  })
    .filter((mention) => mention.named)
    .map(({ name, country }) => [name, country]);

// A fictional fashion brand's supply-chain page: a sentence, then the table (its header row dropped).
describe('a supplier table introduced by a sentence instead of a caption', () => {
  it('reads the first column as the suppliers when the sentence names them and a column gives the country', () => {
    expect(
      named(
        "Pubblichiamo l'elenco dei nostri fornitori di primo livello, che rappresentano il 90% degli acquisti.",
        'Sartoria Valbrenta S.r.l. | Paese: Italia | Lavorazione: Capispalla',
        'Malhas Ribacova Lda. | Paese: Portogallo | Lavorazione: Jersey',
      ),
    ).toEqual([
      ['Sartoria Valbrenta S.r.l.', 'IT'],
      ['Malhas Ribacova Lda.', 'PT'],
    ]);
  });

  it('leaves a table of stores below a sentence on something else', () => {
    expect(
      named(
        'Siamo presenti con 20 negozi monomarca in Europa.',
        'Verona | Paese: Italia | Indirizzo: Via Mazzini 4',
        'Lione | Paese: Francia | Indirizzo: Rue de la République 9',
      ),
    ).toEqual([]);
  });
});
