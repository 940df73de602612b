import { describe, expect, it } from 'vitest';
import { headedPage, type HeadedLine } from './fixtures/headed-page.js';
import { extractInitiativeBlocks } from './initiative-blocks.js';

/** A fictional Czech valve maker's sustainability page: second-level headings over one paragraph each. */
const page = (layout: readonly HeadedLine[]) =>
  headedPage(
    {
      url: 'https://www.armatury.example/udrzitelnost',
      title: 'Udržitelnost – Bystřina armatury a.s.',
      language: 'cs',
    },
    layout,
  );

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
