import { describe, expect, it } from 'vitest';
import { extractStakeholderMentions } from './stakeholders.js';

const bodies = (text: string) =>
  extractStakeholderMentions(text, 'https://www.example.com/about', { retrievedAt: '2026-11-28' })
    .filter((mention) => mention.type === 'Communities')
    .map((mention) => mention.name);

// A sentence may open with the local authority the company works with, its 'with' capitalised.
describe('a local authority named at the start of the sentence', () => {
  it('reads the council, the town and the comune worked with', () => {
    expect(
      bodies(
        [
          'With Tarnby Borough Council we run a reusable cup scheme.',
          'Mit der Stadt Ellenhausen betreiben wir eine Ausbildungsinitiative.',
          'Con il Comune di Valdorno sosteniamo il progetto per i giovani artigiani.',
        ].join('\n'),
      ),
    ).toEqual(['Tarnby Borough Council', 'Stadt Ellenhausen', 'Comune di Valdorno']);
  });

  it('reads no authority from a sentence that only mentions one', () => {
    expect(
      bodies(
        [
          'Tarnby Borough Council approved a new bypass last year.',
          'Die Stadt Ellenhausen hat 40.000 Einwohner.',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
