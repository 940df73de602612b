import { describe, expect, it } from 'vitest';
import type { InitiativeFinding } from '../step-types.js';
import { withoutRestatements } from './initiative-restatements.js';

const PAGE = 'https://www.tiles.test/sostenibilita';
const PARAGRAPH =
  "Gli scarti crudi vengono reintrodotti nell'impasto; gli scarti cotti sono macinati e riutilizzati come materia prima seconda. Le nostre collezioni contengono in media il 28% di materiale riciclato.";
const SENTENCE =
  "Gli scarti crudi vengono reintrodotti nell'impasto; gli scarti cotti sono macinati e riutilizzati come materia prima seconda.";

const finding = (
  title: string,
  description: string,
  quote = description,
  page = PAGE,
): InitiativeFinding => ({
  title,
  description,
  category: 'Circular Economy',
  status: 'active',
  sources: [{ kind: 'web-page', url: page, title: 'Sostenibilità', retrievedAt: '2026-11-28', quote }],
  sourceMetadata: { type: 'website', retrievedDate: '2026-11-28', source: page },
});

const titles = (findings: InitiativeFinding[]) => findings.map((item) => item.title);

describe('one initiative read twice from the same paragraph is kept once', () => {
  it('drops the sentence readings of a headed paragraph that share a word of its title', () => {
    const kept = withoutRestatements([
      finding('Scarti crudi e cotti', PARAGRAPH, 'Scarti crudi e cotti'),
      finding('Scarti reintrodotti', SENTENCE),
      finding('Scarti riutilizzati', SENTENCE),
    ]);
    expect(titles(kept)).toEqual(['Scarti crudi e cotti']);
  });

  it('drops a second title read from the very same sentence', () => {
    const kept = withoutRestatements([
      finding('Scarti reintrodotti', SENTENCE),
      finding('Scarti riutilizzati', SENTENCE),
    ]);
    expect(titles(kept)).toEqual(['Scarti reintrodotti']);
  });

  it('keeps a programme named inside another block under a title of its own', () => {
    const community =
      'We launched the Green Schools Programme in 2021 with twelve primary schools. Volunteers teach energy saving.';
    const kept = withoutRestatements([
      finding('Community', community, 'Community'),
      finding(
        'Green Schools Programme',
        'We launched the Green Schools Programme in 2021 with twelve primary schools.',
      ),
    ]);
    expect(titles(kept)).toEqual(['Community', 'Green Schools Programme']);
  });

  it('keeps the same sentence found on another page', () => {
    const kept = withoutRestatements([
      finding('Scarti reintrodotti', SENTENCE),
      finding('Scarti riutilizzati', SENTENCE, SENTENCE, 'https://www.tiles.test/bilancio.pdf'),
    ]);
    expect(kept).toHaveLength(2);
  });
});
