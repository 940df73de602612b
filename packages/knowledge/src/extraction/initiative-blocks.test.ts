import type { DocumentBlock, StructuredDocument } from '@impact/contracts';
import { describe, expect, it } from 'vitest';
import { extractInitiativeBlocks } from './initiative-blocks.js';

/** A web page laid out as headings and paragraphs; each heading's path is the headings above it. */
function page(url: string, title: string, layout: readonly [number | 'p', string][]): StructuredDocument {
  const path: { level: number; text: string }[] = [];
  const blocks: DocumentBlock[] = layout.map(([kind, text]) => {
    if (kind === 'p') return { type: 'paragraph', text, locator: { headingPath: path.map((h) => h.text) } };
    while (path.length > 0 && path.at(-1)!.level >= kind) path.pop();
    const block: DocumentBlock = {
      type: 'heading',
      level: kind,
      text,
      locator: { headingPath: path.map((h) => h.text) },
    };
    path.push({ level: kind, text });
    return block;
  });
  return {
    kind: 'html',
    url,
    documentId: null,
    title,
    language: 'en',
    pageCount: null,
    blocks,
    notes: [],
    truncated: false,
  };
}

const titles = (document: StructuredDocument) =>
  extractInitiativeBlocks([document]).map((found) => found.title);

describe('initiatives under second-level headings of a sustainability page', () => {
  const responsibility = page('https://fenwick.example/responsibility', 'Responsibility at Fenwick', [
    [1, 'Responsibility'],
    ['p', 'Rivers shape our valley and our business.'],
    [2, 'Certificates'],
    ['p', 'ISO 14001 certified since 2015.'],
    [2, 'Heat recovery at the dye house'],
    ['p', 'In 2022 we installed heat exchangers on every dyeing line, saving 3,100 MWh of gas a year.'],
    [2, 'Riverbank volunteering programme'],
    ['p', 'Colleagues clear litter from the Aire twice a year.'],
    [2, 'Climate'],
    ['p', 'Since 2020 we report our emissions to CDP.'],
    [2, 'Our ambition'],
    ['p', 'We aim to halve our emissions by 2030.'],
  ]);

  it('reads a leaf section that tells what the company did, and one that names a programme', () => {
    expect(titles(responsibility)).toEqual([
      'Heat recovery at the dye house',
      'Riverbank volunteering programme',
    ]);
  });

  it('leaves out pillars, topics, certificates and aims without an action', () => {
    const found = titles(responsibility);
    for (const heading of ['Certificates', 'Climate', 'Our ambition', 'Responsibility']) {
      expect(found).not.toContain(heading);
    }
  });

  it('leaves out a second-level heading that has sub-headings of its own (a pillar over its projects)', () => {
    const pillars = page('https://fenwick.example/sustainability', 'Sustainability', [
      [1, 'Sustainability'],
      [2, 'Water savings'],
      ['p', 'Since 2018 we have worked on water.'],
      [3, 'Closed-loop rinsing'],
      ['p', 'Rinse water is filtered and reused on the same line.'],
    ]);
    expect(titles(pillars)).toEqual(['Closed-loop rinsing']);
  });

  it('reads no second-level heading on a page that is not about sustainability', () => {
    const news = page('https://fenwick.example/news', 'News', [
      [1, 'News'],
      [2, 'New warehouse in Leeds'],
      ['p', 'In 2024 we opened a warehouse in Leeds.'],
    ]);
    expect(titles(news)).toEqual([]);
  });
});
