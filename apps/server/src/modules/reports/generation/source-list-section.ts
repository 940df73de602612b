import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { reportSections } from '../../../db/schema.js';
import { sectionsOfReport, type SectionGeneration, type SectionRow } from '../section-store.js';
import { keepKnownCitations } from './citations.js';
import { blocks } from './markdown.js';
import { readRegistry } from './registry-store.js';
import type { SourceRegistry } from './source-registry.js';
import { citedSources, composeSourceList } from './writers/source-list.js';

/** What the report's other sections cite now: the source list lists exactly these. */
export function citedByOtherSections(sections: readonly SectionRow[]): number[] {
  const numbers = new Set<number>();
  for (const section of sections) {
    if (section.sectionType === 'source_list' || section.status !== 'success') continue;
    for (const n of section.citedSources as number[]) numbers.add(n);
  }
  return [...numbers];
}

/** The source list's markdown: the model's introduction (if any), citing only listed sources, then the list. */
export function sourceListContent(registry: SourceRegistry, cited: readonly number[], preamble?: string) {
  const sources = citedSources(registry, cited);
  const known = new Set(sources.map((source) => source.n));
  const intro = preamble ? keepKnownCitations(preamble, known).trim() : undefined;
  return { sources, content: blocks(intro, composeSourceList(sources)) };
}

/**
 * After another section changes, a source list already written is recompiled (keeping its
 * introduction) so it never lists a source no section cites, nor misses one that a section does.
 */
export async function refreshSourceList(db: Database, reportId: number): Promise<void> {
  const sections = await sectionsOfReport(db, reportId);
  const list = sections.find((section) => section.sectionType === 'source_list');
  if (!list || list.status !== 'success') return;
  const registry = await readRegistry(db, reportId);
  const preamble = (list.generation as SectionGeneration | null)?.preamble;
  const { content, sources } = sourceListContent(registry, citedByOtherSections(sections), preamble);
  if (content === list.content) return;
  await db
    .update(reportSections)
    .set({ content, citedSources: sources.map((source) => source.n), lastUpdated: sql`now()` })
    .where(eq(reportSections.id, list.id));
}
