import { describe, expect, it } from 'vitest';
import { extractSupplierMentions } from './suppliers.js';

const named = (text: string) =>
  extractSupplierMentions(text, 'https://www.example.test/o-nas', { retrievedAt: '2026-11-27' })
    .filter((mention) => mention.named)
    .map((mention) => [mention.name, mention.country]);

// A fictional Czech foundry's raw-material suppliers, named as a Czech page names them.
describe('suppliers a Czech page names', () => {
  it.each([
    [
      'Surové železo dodává Ferrotrans (Ukrajina) a Hutě Bohumín (Česká republika).',
      [
        ['Ferrotrans', 'UA'],
        ['Hutě Bohumín', 'CZ'],
      ],
    ],
    ['Ocelový šrot dodávají Kovosběr Morava (Česká republika).', [['Kovosběr Morava', 'CZ']]],
    ['Elektromotory pro čerpadla odebíráme od firmy Elmotor Werke (Německo).', [['Elmotor Werke', 'DE']]],
    ['Surové železo nakupujeme od společnosti Ferrotrans na Ukrajině.', [['Ferrotrans', 'UA']]],
  ])('%s', (text, expected) => {
    expect(named(text)).toEqual(expected);
  });

  it('reads no supplier in what the company itself supplies', () => {
    expect(named('Dodáváme čerpadla vodárnám v Ostravě a Brně.')).toEqual([]);
  });
});
