import type { StructuredDocument } from '@impact/contracts';
import type { FactPage } from './types.js';

/**
 * What a page's plain text leaves out but a company writes its founding year and head office in:
 * short paragraphs and list items ('Est. 1978', 'Founded: 1978', 'Sede: Brescia') and two-cell rows
 * of a definition list or table, each read as 'label: value' ('1978: Company founded in a garage',
 * 'Headquarters: Leeds'). One page of such lines per web page of the company's own site.
 */
const SHORT = 20;

function linesOf(document: StructuredDocument): string[] {
  return document.blocks.flatMap((block) => {
    // Headings say what the lines under them are ('Our history' above a timeline).
    if (block.type === 'heading') return [block.text.trim()];
    if (block.type === 'paragraph') return block.text.trim().length < SHORT ? [block.text.trim()] : [];
    if (block.type === 'list')
      return block.items.map((item) => item.trim()).filter((item) => item.length > 0 && item.length < SHORT);
    if (block.type !== 'table') return [];
    return block.rows.flatMap((row) => {
      const cells = row.cells.map((cell) => cell.text.trim()).filter(Boolean);
      return cells.length === 2 ? [`${cells[0]!.replace(/:$/, '')}: ${cells[1]}`] : [];
    });
  });
}

export function shortLinePages(documents: readonly StructuredDocument[]): FactPage[] {
  return documents.flatMap((document) => {
    if (document.kind !== 'html' || !document.url) return [];
    const lines = linesOf(document);
    return lines.length > 0 ? [{ url: document.url, text: lines.join('\n') }] : [];
  });
}

/**
 * A web page's meta description, where a company often sums itself up ('Family-run hotels on Lake
 * Garda since 1961'), as one more page, read after the pages' own text.
 */
export function descriptionPages(documents: readonly StructuredDocument[]): FactPage[] {
  return documents.flatMap((document) =>
    document.kind === 'html' && document.url && document.description
      ? [{ url: document.url, text: document.description }]
      : [],
  );
}
