import type { ChangelogEntry } from '@impact/contracts';
import { desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { newDocumentId } from '../../db/ids.js';
import { changelogEntries } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';

export const CHANGELOG_DEFAULT_LIMIT = 20;
export const CHANGELOG_MAX_LIMIT = 100;
const ENTRY_NOT_FOUND = 'Changelog entry not found';

type EntryRow = typeof changelogEntries.$inferSelect;

export interface ChangelogFields {
  title?: string | undefined;
  body?: string | undefined;
  publishedAt?: string | undefined;
}

function toEntryView(row: EntryRow): ChangelogEntry {
  return {
    documentId: row.documentId,
    title: row.title,
    body: row.body,
    publishedAt: row.publishedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Newest publication first; entries published at the same instant, the latest written first. An entry
 * dated in the future is scheduled: it appears once that moment has come.
 */
export async function listChangelog(db: Database, limit: number): Promise<ChangelogEntry[]> {
  const rows = await db
    .select()
    .from(changelogEntries)
    .where(lte(changelogEntries.publishedAt, sql`now()`))
    .orderBy(desc(changelogEntries.publishedAt), desc(changelogEntries.id))
    .limit(limit);
  return rows.map(toEntryView);
}

export async function createChangelogEntry(
  db: Database,
  authorId: number,
  fields: Required<Pick<ChangelogFields, 'title' | 'body'>> & ChangelogFields,
): Promise<ChangelogEntry> {
  const [row] = await db
    .insert(changelogEntries)
    .values({
      documentId: newDocumentId(),
      title: fields.title,
      body: fields.body,
      // Without a date the entry is published now, by the database's clock like every other timestamp.
      ...(fields.publishedAt ? { publishedAt: new Date(fields.publishedAt) } : {}),
      createdBy: authorId,
    })
    .returning();
  return toEntryView(row!);
}

export async function updateChangelogEntry(
  db: Database,
  documentId: string,
  fields: ChangelogFields,
): Promise<ChangelogEntry> {
  const [row] = await db
    .update(changelogEntries)
    .set({
      ...(fields.title !== undefined ? { title: fields.title } : {}),
      ...(fields.body !== undefined ? { body: fields.body } : {}),
      ...(fields.publishedAt !== undefined ? { publishedAt: new Date(fields.publishedAt) } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(changelogEntries.documentId, documentId))
    .returning();
  if (!row) throw notFound(ENTRY_NOT_FOUND);
  return toEntryView(row);
}

export async function deleteChangelogEntry(db: Database, documentId: string): Promise<void> {
  const deleted = await db
    .delete(changelogEntries)
    .where(eq(changelogEntries.documentId, documentId))
    .returning({ id: changelogEntries.id });
  if (deleted.length === 0) throw notFound(ENTRY_NOT_FOUND);
}
