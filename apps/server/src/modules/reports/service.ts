import {
  MISSING_REGENERATE_PARAMETERS,
  isReportSectionType,
  type CreateReportBody,
  type Report,
  type ReportSection,
  type ReportSectionType,
} from '@impact/contracts';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { newDocumentId } from '../../db/ids.js';
import { clients, reportSections, reports } from '../../db/schema.js';
import { countWhere, type PageWindow } from '../../http/pagination.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { findClient } from '../../authz/clients.js';
import { primaryOrganizationOf } from '../../authz/membership.js';
import { recordIdentity } from '../../authz/record-id.js';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.js';
import { findReport, reportScope, SECTION_NOT_FOUND, type ReportRow } from '../../authz/reports.js';
import { loadClientData } from './generation/client-data.js';
import { generateReportSection, type GenerationDeps } from './generation/generate-section.js';
import { clientSourcesInReportOrder, SourceRegistry } from './generation/source-registry.js';
import { toReportView, toReportViews, toSectionView } from './report-view.js';
import { sectionOfType } from './section-store.js';

export const CLIENT_NOT_FOUND = 'Client not found';

/** Model calls cost money: each user may have this many sections written by a model per hour. */
export const MODEL_SECTION_GENERATIONS: RateLimitRule = {
  name: 'report-sections',
  limit: 120,
  windowSeconds: 60 * 60,
  message: 'Too many report sections generated.',
};

/** Generates after the checks; the deterministic writer costs nothing, so only model runs are counted. */
async function generateCounted(
  deps: GenerationDeps,
  userId: number,
  report: ReportRow,
  type: ReportSectionType,
) {
  if (deps.model.configured) await consumeRateLimit(deps.db, MODEL_SECTION_GENERATIONS, `user:${userId}`);
  await generateReportSection(deps, report, type);
}
export const NO_ORGANIZATION = 'Set up your organization before creating reports.';

/** The user's organizations' reports, newest first; `client` (id or documentId) narrows to one client. */
export async function listReports(
  db: Database,
  userId: number,
  client: string | undefined,
  window: PageWindow,
): Promise<{ rows: Report[]; total: number }> {
  const conditions: SQL[] = [reportScope(userId)];
  if (client !== undefined) {
    const identity = recordIdentity(clients, client);
    if (!identity) return { rows: [], total: 0 };
    conditions.push(inArray(reports.clientId, db.select({ id: clients.id }).from(clients).where(identity)));
  }
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(reports)
      .where(where)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(window.limit)
      .offset(window.offset),
    countWhere(db, reports, where),
  ]);
  return { rows: await toReportViews(db, rows), total };
}

/**
 * A new, empty report on a client the user can read. The report belongs to the client's organization;
 * on a public sample (read by everyone, owned by none) it belongs to the user's own organization.
 * Its source registry starts with every source the client holds, numbered in reading order.
 */
export async function createReport(
  db: Database,
  userId: number,
  body: CreateReportBody['data'],
): Promise<Report> {
  const client = await findClient(db, userId, 'read', body.Client);
  if (!client) throw notFound(CLIENT_NOT_FOUND);
  const organizationId = client.organizationId ?? (await primaryOrganizationOf(db, userId));
  if (organizationId === undefined) throw badRequest(NO_ORGANIZATION);
  const registry = new SourceRegistry();
  registry.extend(clientSourcesInReportOrder(await loadClientData(db, client.id)));
  const [row] = await db
    .insert(reports)
    .values({
      documentId: newDocumentId(),
      organizationId,
      clientId: client.id,
      title: client.name,
      onboardingRef:
        body.Onboarding === undefined || body.Onboarding === null ? null : String(body.Onboarding),
      sources: registry.entries,
      createdBy: userId,
    })
    .returning();
  return toReportView(db, row!);
}

export async function getReport(db: Database, userId: number, reportId: string | number): Promise<Report> {
  return toReportView(db, await findReport(db, userId, reportId));
}

/** Generates (or generates again) one section and answers it as stored. */
export async function generateSection(
  deps: GenerationDeps,
  userId: number,
  reportId: string | number,
  type: ReportSectionType,
): Promise<ReportSection> {
  const report = await findReport(deps.db, userId, reportId);
  await generateCounted(deps, userId, report, type);
  return toSectionView((await sectionOfType(deps.db, report.id, type))!);
}

/** The section type a regenerate names by its title, title-cased or not (the page shows it title-cased). */
function sectionTypeOf(title: string): ReportSectionType {
  const normalized = title
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (!isReportSectionType(normalized)) throw badRequest(`Unknown section: ${title}`);
  return normalized;
}

/** Spec 02 §7 regenerate: generates the named section again and answers the whole report. */
export async function regenerateSection(
  deps: GenerationDeps,
  userId: number,
  reportId: string | number | null | undefined,
  sectionTitle: string | null | undefined,
): Promise<Report> {
  if (
    reportId === undefined ||
    reportId === null ||
    String(reportId).trim() === '' ||
    !sectionTitle?.trim()
  ) {
    throw badRequest(MISSING_REGENERATE_PARAMETERS);
  }
  const type = sectionTypeOf(sectionTitle);
  const report = await findReport(deps.db, userId, String(reportId).trim());
  await generateCounted(deps, userId, report, type);
  return getReport(deps.db, userId, report.id);
}

/** Sets (or, blank, clears) a section's custom prompt; the next generation of the section uses it. */
export async function setAgentConfig(
  db: Database,
  userId: number,
  reportId: string | number,
  sectionId: string,
  customPrompt: string | null | undefined,
): Promise<ReportSection> {
  const report = await findReport(db, userId, reportId);
  const identity = recordIdentity(reportSections, sectionId);
  if (!identity) throw notFound(SECTION_NOT_FOUND);
  const trimmed = customPrompt?.trim();
  const [row] = await db
    .update(reportSections)
    .set({ agentConfig: trimmed ? { customPrompt: trimmed } : {} })
    .where(and(eq(reportSections.reportId, report.id), identity))
    .returning();
  if (!row) throw notFound(SECTION_NOT_FOUND);
  return toSectionView(row);
}
