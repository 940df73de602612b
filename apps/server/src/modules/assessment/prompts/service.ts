import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { countWhere, type PageWindow } from '../../../http/pagination.js';
import { promptVersions, users } from '../../../db/schema.js';
import { isUniqueViolation } from '../../../lib/db-errors.js';
import { notFound } from '../../../lib/errors.js';
import { DEFAULT_PROMPTS, isPromptKey, type PromptKey } from './prompt-keys.js';

/** The prompt a step uses now: the latest saved version, or the default shipped in code (version 0). */
export interface PromptView {
  key: PromptKey;
  content: string;
  version: number;
  isDefault: boolean;
  /** When the current version was saved; null for the shipped default. */
  updatedAt: string | null;
}

export interface PromptVersionView {
  version: number;
  content: string;
  isDefault: boolean;
  createdAt: string | null;
  createdBy: { id: number; username: string } | null;
}

/** The key from a request, or 404 with the spec's message (spec 02 §8: 'Prompt not found'). */
export function promptKeyOrNotFound(key: string): PromptKey {
  if (!isPromptKey(key)) throw notFound('Prompt not found');
  return key;
}

const shippedDefault = (key: PromptKey): PromptView => ({
  key,
  content: DEFAULT_PROMPTS[key],
  version: 0,
  isDefault: true,
  updatedAt: null,
});

const toView = (row: typeof promptVersions.$inferSelect): PromptView => ({
  key: row.key as PromptKey,
  content: row.content,
  version: row.version,
  isDefault: false,
  updatedAt: row.createdAt.toISOString(),
});

export async function getPrompt(db: Database, key: PromptKey): Promise<PromptView> {
  const [latest] = await db
    .select()
    .from(promptVersions)
    .where(eq(promptVersions.key, key))
    .orderBy(desc(promptVersions.version))
    .limit(1);
  return latest ? toView(latest) : shippedDefault(key);
}

/** Every prompt as it is now, in the spec's order of keys. */
export async function listPrompts(db: Database): Promise<PromptView[]> {
  const latest = await db
    .selectDistinctOn([promptVersions.key])
    .from(promptVersions)
    .orderBy(promptVersions.key, desc(promptVersions.version));
  const byKey = new Map(latest.map((row) => [row.key, toView(row)]));
  return Object.keys(DEFAULT_PROMPTS).map((key) => byKey.get(key) ?? shippedDefault(key as PromptKey));
}

/**
 * Stores `content` as the next version of the prompt: it becomes the default for every user's next
 * generation. Saving the text already in use stores nothing, so history holds only real changes.
 */
export async function savePrompt(
  db: Database,
  key: PromptKey,
  content: string,
  userId: number,
  options: {
    /** Tests only: runs once the version is chosen, before it is written (to race another writer). */
    beforeInsert?: (version: number) => Promise<void>;
  } = {},
): Promise<PromptView> {
  const current = await getPrompt(db, key);
  if (current.content === content) return current;
  // Two Admins saving at once choose the same next version; the unique (key, version) index refuses
  // one, which takes the version after. The insert is a savepoint of its own (a transaction outside
  // one), so a refusal inside a caller's transaction does not abort the rest of it.
  for (let attempt = 0; ; attempt++) {
    const [latest] = await db
      .select({ version: sql<number>`coalesce(max(${promptVersions.version}), 0)` })
      .from(promptVersions)
      .where(eq(promptVersions.key, key));
    const version = latest!.version + 1;
    await options.beforeInsert?.(version);
    try {
      const [row] = await db.transaction((tx) =>
        tx.insert(promptVersions).values({ key, version, content, createdBy: userId }).returning(),
      );
      return toView(row!);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

/**
 * A page of the prompt's history, newest first (by version, unique per key, then id), ending with the
 * shipped default (version 0), and how many versions there are counting that default.
 */
export async function listPromptVersions(
  db: Database,
  key: PromptKey,
  window: PageWindow,
): Promise<{ rows: PromptVersionView[]; total: number }> {
  const [rows, saved] = await Promise.all([
    db
      .select({
        version: promptVersions.version,
        content: promptVersions.content,
        createdAt: promptVersions.createdAt,
        userId: users.id,
        username: users.username,
      })
      .from(promptVersions)
      .leftJoin(users, eq(users.id, promptVersions.createdBy))
      .where(eq(promptVersions.key, key))
      .orderBy(desc(promptVersions.version), desc(promptVersions.id))
      .limit(window.limit)
      .offset(window.offset),
    countWhere(db, promptVersions, eq(promptVersions.key, key)),
  ]);
  const page = rows.map((row): PromptVersionView => ({
    version: row.version,
    content: row.content,
    isDefault: false,
    createdAt: row.createdAt.toISOString(),
    // A deleted account leaves the version in place with no author (ON DELETE SET NULL).
    createdBy:
      row.userId === null || row.username === null ? null : { id: row.userId, username: row.username },
  }));
  // The shipped default comes after every saved version: it is on the page that reaches row `saved`.
  if (window.offset <= saved && saved < window.offset + window.limit) {
    page.push({
      version: 0,
      content: DEFAULT_PROMPTS[key],
      isDefault: true,
      createdAt: null,
      createdBy: null,
    });
  }
  return { rows: page, total: saved + 1 };
}
