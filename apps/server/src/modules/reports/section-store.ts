import type { PromptOrigin, Provenance, ReportSectionType } from '@impact/contracts';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { newDocumentId } from '../../db/ids.js';
import { reportSections } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';

export type SectionRow = typeof reportSections.$inferSelect;

/** How a section's content was produced, stored with it. */
export type SectionGeneration = Provenance & {
  promptOrigin?: PromptOrigin;
  /** source_list only: the model's introduction, kept so the list can be recompiled without it. */
  preamble?: string;
};

/**
 * A generation still pending after this long was cut off (a restart, a crash): it may be started again,
 * and is shown as failed rather than pending forever.
 */
export const STALE_PENDING_MS = 10 * 60 * 1000;
export const INTERRUPTED_MESSAGE =
  'Generation was interrupted before it finished. Generate the section again.';

export const isStalePending = (row: Pick<SectionRow, 'status' | 'startedAt'>, now = Date.now()) =>
  row.status === 'pending' && (!row.startedAt || now - row.startedAt.getTime() > STALE_PENDING_MS);

/**
 * Marks the section of this type pending, creating it if needed, and answers it. One generation per
 * section at a time: a second request while one runs is refused (409), so a double click does not pay
 * for two model calls. The AgentConfig and the previous content stay until the new content replaces them.
 */
export async function claimSection(
  db: Database,
  reportId: number,
  type: ReportSectionType,
): Promise<SectionRow> {
  const staleBefore = new Date(Date.now() - STALE_PENDING_MS);
  const [row] = await db
    .insert(reportSections)
    .values({
      documentId: newDocumentId(),
      reportId,
      sectionType: type,
      status: 'pending',
      startedAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: [reportSections.reportId, reportSections.sectionType],
      set: { status: 'pending', error: null, startedAt: sql`now()` },
      setWhere: or(
        sql`${reportSections.status} <> 'pending'`,
        sql`${reportSections.startedAt} IS NULL`,
        sql`${reportSections.startedAt} < ${staleBefore.toISOString()}::timestamptz`,
      ),
    })
    .returning();
  if (!row) throw conflict('This section is already being generated. Wait for it to finish.');
  return row;
}

export async function finishSection(
  db: Database,
  sectionId: number,
  result: { content: string; citedSources: number[]; generation: SectionGeneration },
): Promise<void> {
  await db
    .update(reportSections)
    .set({
      status: 'success',
      content: result.content,
      error: null,
      citedSources: result.citedSources,
      generation: result.generation,
      lastUpdated: sql`now()`,
    })
    .where(eq(reportSections.id, sectionId));
}

/** The error replaces the content: the page shows 'Error: {message}' for the section. */
export async function failSection(db: Database, sectionId: number, message: string): Promise<void> {
  await db
    .update(reportSections)
    .set({ status: 'error', error: message, content: '', citedSources: [], lastUpdated: sql`now()` })
    .where(eq(reportSections.id, sectionId));
}

export async function sectionsOfReport(db: Database, reportId: number): Promise<SectionRow[]> {
  return db.select().from(reportSections).where(eq(reportSections.reportId, reportId));
}

export async function sectionOfType(db: Database, reportId: number, type: ReportSectionType) {
  const [row] = await db
    .select()
    .from(reportSections)
    .where(and(eq(reportSections.reportId, reportId), eq(reportSections.sectionType, type)));
  return row;
}
