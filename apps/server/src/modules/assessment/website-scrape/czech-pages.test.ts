import { describe, expect, it } from 'vitest';
import { rankCandidates, relevanceOf } from './page-relevance.js';
import { namesAReport } from './report-links.js';

const link = (path: string, text = '') => ({ url: `https://armatury.example${path}`, text });

describe('a Czech or Slovak site’s menu and its report link', () => {
  it('reads the sustainability, key-figures and plants pages, before the news', () => {
    for (const [path, text] of [
      ['/udrzitelnost', 'Udržitelnost'],
      ['/udrzatelnost', 'Udržateľnosť'],
      ['/klicove-ukazatele', 'Klíčové ukazatele'],
      ['/nase-zavody', 'Naše závody'],
      ['/novinky', 'Novinky'],
    ] as const) {
      expect(relevanceOf(link(path, text))).toBeGreaterThan(0);
    }
    const order = rankCandidates([
      link('/novinky', 'Novinky'),
      link('/klicove-ukazatele', 'Klíčové ukazatele'),
      link('/udrzitelnost', 'Udržitelnost'),
    ]).map(({ link: ranked }) => new URL(ranked.url).pathname);
    expect(order).toEqual(['/udrzitelnost', '/klicove-ukazatele', '/novinky']);
  });

  it('knows a sustainability or annual report by its Czech or Slovak name', () => {
    expect(namesAReport(new URL('https://armatury.example/zprava-o-udrzitelnosti-2025.pdf'), '')).toBe(true);
    expect(namesAReport(new URL('https://armatury.example/dokumenty/2025.pdf'), 'Výroční zpráva 2025')).toBe(
      true,
    );
    expect(namesAReport(new URL('https://armatury.example/sprava.pdf'), 'Správa o udržateľnosti 2025')).toBe(
      true,
    );
    expect(namesAReport(new URL('https://armatury.example/cenik-2025.pdf'), 'Ceník 2025')).toBe(false);
  });
});
