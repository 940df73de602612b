import { describe, expect, it } from 'vitest';
import { markdownToBlocks, runsText, type Block } from './markdown-tokens.js';

const citations = new Set([1, 2, 3]);
const parse = (markdown: string, sectionTitle?: string) =>
  markdownToBlocks(markdown, { citations, ...(sectionTitle ? { sectionTitle } : {}) });

describe('markdownToBlocks', () => {
  it('maps the shallowest heading to level 2 and drops a heading repeating the section title', () => {
    const blocks = parse(
      '## Company Snapshot\n\n### Key facts\n\ntext\n\n#### Detail\n\n###### Deep',
      'Company Snapshot',
    );
    const headings = blocks.filter((b) => b.kind === 'heading');
    expect(headings.map((h) => [h.level, runsText(h.runs)])).toEqual([
      [2, 'Key facts'],
      [3, 'Detail'],
      [4, 'Deep'],
    ]);
  });

  it('keeps formatting, safe links and known citations as separate runs', () => {
    const [paragraph] = parse(
      'A **bold** and *em* `code` ~~old~~ [site](https://a.example/x) [2] [7] [bad](javascript:alert(1))',
    );
    expect(paragraph?.kind).toBe('paragraph');
    const runs = paragraph?.kind === 'paragraph' ? paragraph.runs : [];
    expect(runs.find((r) => r.text === 'bold')?.bold).toBe(true);
    expect(runs.find((r) => r.text === 'em')?.italic).toBe(true);
    expect(runs.find((r) => r.text === 'code')?.code).toBe(true);
    expect(runs.find((r) => r.text === 'old')?.strike).toBe(true);
    expect(runs.find((r) => r.text === 'site')?.link).toBe('https://a.example/x');
    expect(runs.find((r) => r.text === '[2]')?.citation).toBe(2);
    // [7] is not a source of this report; a javascript: link loses its target but keeps its text.
    expect(runs.some((r) => r.citation === 7)).toBe(false);
    expect(runsText(runs)).toContain('[7]');
    expect(runs.find((r) => r.text === 'bad')?.link).toBeUndefined();
  });

  it('reads GFM tables with alignment and citations in cells', () => {
    const [table] = parse('| Metric | 2025 |\n|---|---:|\n| Scope 1 | 15,100 [1] |');
    expect(table).toMatchObject({ kind: 'table', align: [null, 'right'] });
    if (table?.kind !== 'table') throw new Error('no table');
    expect(table.header.map(runsText)).toEqual(['Metric', '2025']);
    expect(table.rows[0]?.[1]?.find((r) => r.citation === 1)?.text).toBe('[1]');
  });

  it('nests lists and keeps ordered start numbers', () => {
    const [list] = parse('3. three\n   - nested [3]\n4. four');
    if (list?.kind !== 'list') throw new Error('no list');
    expect(list).toMatchObject({ ordered: true, start: 3 });
    const nested = list.items[0]?.find(
      (block): block is Extract<Block, { kind: 'list' }> => block.kind === 'list',
    );
    expect(nested?.ordered).toBe(false);
  });

  it('turns everything else into plain text: html, entities, quotes, code, rules, soft breaks', () => {
    const blocks = parse(
      'AT&amp;T <b>x</b>\nnext line<br>after\n\n<div>block html</div>\n\n> quoted\n\n```\ncode & <x>\n```\n\n---',
    );
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'paragraph', 'quote', 'code', 'rule']);
    const [first, html] = blocks;
    expect(first?.kind === 'paragraph' && runsText(first.runs)).toBe('AT&T x next line\nafter');
    expect(html?.kind === 'paragraph' && runsText(html.runs)).toBe('block html');
    expect(blocks[3]).toEqual({ kind: 'code', text: 'code & <x>' });
  });
});
