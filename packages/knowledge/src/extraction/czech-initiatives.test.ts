import type { DocumentBlock, StructuredDocument } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { extractInitiativeBlocks } from './initiative-blocks.js';

/** A fictional Czech valve maker's sustainability page: second-level headings over one paragraph each. */
function page(layout: readonly [number | 'p', string][]): StructuredDocument {
  const path: string[] = [];
  const blocks: DocumentBlock[] = layout.map(([kind, text]) => {
    if (kind === 'p') return { type: 'paragraph', text, locator: { headingPath: [...path] } };
    path.length = 0;
    const block: DocumentBlock = { type: 'heading', level: kind, text, locator: { headingPath: [] } };
    path.push(text);
    return block;
  });
  return {
    kind: 'html',
    url: 'https://www.armatury.example/udrzitelnost',
    documentId: null,
    title: 'Udržitelnost – Bystřina armatury a.s.',
    language: 'cs',
    pageCount: null,
    blocks,
    notes: [],
    truncated: false,
  };
}

describe('initiatives of a Czech sustainability page', () => {
  it('reads each project the company says it carried out, with its figure', () => {
    const found = extractInitiativeBlocks([
      page([
        ['p', 'Slévárenství patří k energeticky náročným oborům.'],
        [2, 'Rekuperace tepla ve slévárně'],
        ['p', 'V roce 2024 jsme instalovali systém rekuperace odpadního tepla. Úspora činí 1 800 MWh ročně.'],
        [2, 'Linka na regeneraci písku'],
        ['p', 'Nová linka, uvedená do provozu v březnu 2025, umožňuje znovu použít až 90 % písku.'],
        [2, 'Fotovoltaika na střechách'],
        ['p', 'Na střechách hal jsme v roce 2025 dokončili fotovoltaickou elektrárnu o výkonu 1,2 MWp.'],
        [2, 'Životní prostředí'],
        ['p', 'Životní prostředí je pro nás důležité.'],
      ]),
    ]).map((initiative) => initiative.title);
    expect(found).toEqual([
      'Rekuperace tepla ve slévárně',
      'Linka na regeneraci písku',
      'Fotovoltaika na střechách',
    ]);
  });
});
