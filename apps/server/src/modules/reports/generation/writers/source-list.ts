import { sourceLocatorLabel, type ReportSource } from '@impact/contracts';
import { blocks, heading, inlineText, linkText } from '../markdown.js';
import type { SourceRegistry } from '../source-registry.js';

/** The sources the other sections cite, in number order: the report's bibliography. */
export function citedSources(registry: SourceRegistry, cited: readonly number[]): ReportSource[] {
  return [...new Set(cited)]
    .toSorted((a, b) => a - b)
    .flatMap((n) => {
      const entry = registry.entry(n);
      return entry ? [entry] : [];
    });
}

/** A link destination that no parenthesis or space can cut short. */
const destination = (url: string) => url.replaceAll(' ', '%20').replaceAll('(', '%28').replaceAll(')', '%29');

/**
 * A bulleted list rather than an ordered one: markdown renumbers ordered lists from their first item,
 * and the numbers here must stay the ones the sections cite (they may have gaps).
 */
export function composeSourceList(sources: readonly ReportSource[]): string {
  if (sources.length === 0) {
    return blocks(
      heading('Sources'),
      'No sources are cited yet: generate the other sections of the report first.',
    );
  }
  return blocks(heading('Sources'), sources.map(sourceLine).join('\n'));
}

/** ': “We employ 640 people.” (page 4 · About us)': the words the statement rests on, and where. */
function quoted(source: ReportSource): string {
  if (!source.quote) return '';
  const where = sourceLocatorLabel(source.locator);
  return `: “${inlineText(source.quote)}”${where ? ` (${inlineText(where)})` : ''}`;
}

/**
 * A page as a link; an uploaded document by its file name, with no address (it has none to give).
 * The quote follows, in full, so the list shows what each number stands for without opening a page.
 */
function sourceLine(source: ReportSource): string {
  const retrieved = `retrieved ${source.retrievedAt.slice(0, 10)}`;
  if (source.url === null) {
    return `- **[${source.n}]** ${linkText(source.title.trim())} (uploaded document), ${retrieved}${quoted(source)}`;
  }
  const text = linkText(source.title?.trim() || source.url);
  return `- **[${source.n}]** [${text}](${destination(source.url)}), ${retrieved}${quoted(source)}`;
}
