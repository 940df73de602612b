import {
  isReportSectionType,
  type PromptOrigin,
  type ReportPrompt,
  type ReportSectionType,
} from '@impact/contracts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { reportPrompts } from '../../db/schema.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { notFound } from '../../lib/errors.js';
import { DEFAULT_REPORT_PROMPTS } from './generation/default-prompts.js';

export const PROMPT_NOT_FOUND = 'Prompt not found';

/** A section name as the page may send it ('company_snapshot', 'Company Snapshot'), or 404. */
export function sectionTypeOrNotFound(name: string): ReportSectionType {
  const normalized = name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (!isReportSectionType(normalized)) throw notFound(PROMPT_NOT_FOUND);
  return normalized;
}

type PromptRow = typeof reportPrompts.$inferSelect;

/** null: the Admin's default for everyone; a number: that organization's main prompt. */
type PromptScope = number | null;

const scopeIs = (scope: PromptScope) =>
  scope === null ? isNull(reportPrompts.organizationId) : eq(reportPrompts.organizationId, scope);

async function latestIn(db: Database, scope: PromptScope, type: ReportSectionType) {
  const [row] = await db
    .select()
    .from(reportPrompts)
    .where(and(scopeIs(scope), eq(reportPrompts.sectionType, type)))
    .orderBy(desc(reportPrompts.version))
    .limit(1);
  return row;
}

const toView = (type: ReportSectionType, origin: ReportPrompt['origin'], row?: PromptRow): ReportPrompt => ({
  name: type,
  content: row?.content ?? DEFAULT_REPORT_PROMPTS[type],
  origin,
  version: row?.version ?? 0,
  updatedAt: row?.createdAt.toISOString() ?? null,
});

/**
 * The prompt a new section of this type gets in this organization: its main prompt, else the Admin's
 * default, else the one shipped in code. `organizationId` undefined: a user with no organization.
 */
export async function mainPromptFor(
  db: Database,
  organizationId: number | undefined,
  type: ReportSectionType,
): Promise<ReportPrompt> {
  if (organizationId !== undefined) {
    const own = await latestIn(db, organizationId, type);
    if (own) return toView(type, 'organization', own);
  }
  const admin = await latestIn(db, null, type);
  return admin ? toView(type, 'default', admin) : toView(type, 'shipped');
}

/** What writes a section: its own custom prompt first (spec 02 §4), else the main prompt. */
export async function promptForSection(
  db: Database,
  organizationId: number,
  type: ReportSectionType,
  customPrompt: string | undefined,
): Promise<{ content: string; origin: PromptOrigin; version: number }> {
  if (customPrompt?.trim()) return { content: customPrompt, origin: 'custom', version: 0 };
  const main = await mainPromptFor(db, organizationId, type);
  return { content: main.content, origin: main.origin, version: main.version };
}

/**
 * Saves `content` as the next version in the scope. Saving the text in force stores nothing. Two saves
 * at once compute the same version; the unique index refuses one, which takes the next.
 */
export async function savePromptVersion(
  db: Database,
  scope: PromptScope,
  type: ReportSectionType,
  content: string,
  userId: number,
): Promise<ReportPrompt> {
  const origin = scope === null ? 'default' : 'organization';
  const current = await latestIn(db, scope, type);
  if (current?.content === content) return toView(type, origin, current);
  const scopeSql = scope === null ? sql`"organization_id" IS NULL` : sql`"organization_id" = ${scope}`;
  for (let attempt = 0; ; attempt++) {
    try {
      // A savepoint of its own (a transaction outside one): a refusal inside a caller's transaction
      // would otherwise abort the rest of it, this retry included.
      const [row] = await db.transaction((tx) =>
        tx
          .insert(reportPrompts)
          .values({
            organizationId: scope,
            sectionType: type,
            version: sql`(SELECT coalesce(max("version"), 0) + 1 FROM "report_prompts" WHERE ${scopeSql} AND "section_type" = ${type})`,
            content,
            createdBy: userId,
          })
          .returning(),
      );
      return toView(type, origin, row);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}
