import type { ClientSummary, FieldOrigin, SectionBlock, SectionKey } from '@impact/contracts';
import { asc, desc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { clientSections, clients } from '../../db/schema.js';
import { logoUrlOf } from '../logos/logo-files.js';

type ClientRow = typeof clients.$inferSelect;
type SectionRow = typeof clientSections.$inferSelect;

export const SAMPLE_NOTE = 'Sample profile compiled from public sources';

/** The columns a summary shows: lists and search read only these. */
export type ClientSummaryRow = Pick<
  ClientRow,
  | 'id'
  | 'documentId'
  | 'organizationId'
  | 'name'
  | 'industry'
  | 'employeeCount'
  | 'revenue'
  | 'headquarters'
  | 'foundedYear'
  | 'websiteUrl'
  | 'domain'
  | 'companyInfo'
  | 'logoFile'
  | 'sampleCompiledOn'
  | 'fieldOrigins'
  | 'createdAt'
  | 'updatedAt'
>;

export function toClientSummary(row: ClientSummaryRow): ClientSummary {
  return {
    id: row.id,
    documentId: row.documentId,
    Name: row.name,
    Industry: row.industry,
    EmployeeCount: row.employeeCount as ClientSummary['EmployeeCount'],
    Revenue: row.revenue as ClientSummary['Revenue'],
    Headquarters: row.headquarters,
    FoundedYear: row.foundedYear,
    WebsiteUrl: row.websiteUrl,
    Domain: row.domain,
    CompanyInfo: row.companyInfo,
    LogoUrl: logoUrlOf(row.logoFile),
    Organizations: row.organizationId === null ? [] : [row.organizationId],
    Sample: row.sampleCompiledOn ? { compiledOn: row.sampleCompiledOn, note: SAMPLE_NOTE } : null,
    FieldOrigins: row.fieldOrigins as Record<string, FieldOrigin>,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The latest version of each section of these clients, keyed by client id then section key. */
export async function latestSections(
  db: Database,
  clientIds: number[],
): Promise<Map<number, Partial<Record<SectionKey, SectionBlock>>>> {
  const byClient = new Map<number, Partial<Record<SectionKey, SectionBlock>>>();
  if (clientIds.length === 0) return byClient;
  const rows = await db
    .selectDistinctOn([clientSections.clientId, clientSections.sectionKey])
    .from(clientSections)
    .where(inArray(clientSections.clientId, clientIds))
    .orderBy(asc(clientSections.clientId), asc(clientSections.sectionKey), desc(clientSections.version));
  for (const row of rows) {
    const blocks = byClient.get(row.clientId) ?? {};
    blocks[row.sectionKey as SectionKey] = sectionBlockOf(row);
    byClient.set(row.clientId, blocks);
  }
  return byClient;
}

/** A stored section version as the client's answer shows it. */
export function sectionBlockOf(
  row: Pick<SectionRow, 'data' | 'generatedAt' | 'provenance' | 'lastCheckedAt'>,
): SectionBlock {
  return {
    data: row.data,
    lastUpdated: row.generatedAt.toISOString(),
    provenance: row.provenance as SectionBlock['provenance'],
    ...(row.lastCheckedAt ? { meta: { lastCheckedDate: row.lastCheckedAt.toISOString() } } : {}),
  };
}

/** A jsonb list of ids as stored; anything else reads as empty. */
export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The next version number of a section (versions start at 1). */
export async function nextSectionVersion(db: Database, clientId: number, key: SectionKey): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${clientSections.version})` })
    .from(clientSections)
    .where(sql`${clientSections.clientId} = ${clientId} AND ${clientSections.sectionKey} = ${key}`);
  return (row?.max ?? 0) + 1;
}
