import {
  REPORT_SECTION_TYPES,
  reportSourceSchema,
  type Report,
  type ReportSection,
  type ReportSectionType,
  type ReportSource,
} from '@impact/contracts';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { clients, organizations, reportSections } from '../../db/schema.js';
import type { ReportRow } from '../../authz/reports.js';
import { proposedSections } from './proposed-sections.js';
import {
  INTERRUPTED_MESSAGE,
  isStalePending,
  type SectionGeneration,
  type SectionRow,
} from './section-store.js';

const storedRegistry = z.array(reportSourceSchema).catch([]);
const storedNumbers = z.array(z.number().int().positive()).catch([]);
const storedAgentConfig = z.object({ customPrompt: z.string().optional() }).catch({});

export const registryOf = (report: Pick<ReportRow, 'sources'>): ReportSource[] =>
  storedRegistry.parse(report.sources);

const orderOf = (type: string) => REPORT_SECTION_TYPES.indexOf(type as ReportSectionType);

export function toSectionView(row: SectionRow, now = Date.now()): ReportSection {
  const type = row.sectionType as ReportSectionType;
  const interrupted = isStalePending(row, now);
  const agentConfig = storedAgentConfig.parse(row.agentConfig);
  const generation = row.generation as SectionGeneration | null;
  return {
    id: row.id,
    documentId: row.documentId,
    Title: type,
    sectionType: type,
    Content: row.status === 'success' ? row.content : '',
    status: interrupted ? 'error' : (row.status as ReportSection['status']),
    error: interrupted ? INTERRUPTED_MESSAGE : row.error,
    LastUpdated: row.lastUpdated?.toISOString() ?? null,
    AgentConfig: agentConfig.customPrompt ? { customPrompt: agentConfig.customPrompt } : {},
    CitedSources: storedNumbers.parse(row.citedSources),
    Provenance: generation ? (({ preamble: _preamble, ...provenance }) => provenance)(generation) : null,
  };
}

/** The reports as the API answers them, with their client, organization and sections in report order. */
export async function toReportViews(db: Database, rows: readonly ReportRow[]): Promise<Report[]> {
  if (rows.length === 0) return [];
  const [sectionRows, clientRows, organizationRows] = await Promise.all([
    db
      .select()
      .from(reportSections)
      .where(
        inArray(
          reportSections.reportId,
          rows.map((row) => row.id),
        ),
      ),
    db
      .select({
        id: clients.id,
        documentId: clients.documentId,
        name: clients.name,
        scopes: clients.onboardingScopes,
      })
      .from(clients)
      .where(inArray(clients.id, [...new Set(rows.map((row) => row.clientId))])),
    db
      .select({ id: organizations.id, documentId: organizations.documentId, name: organizations.name })
      .from(organizations)
      .where(inArray(organizations.id, [...new Set(rows.map((row) => row.organizationId))])),
  ]);
  const now = Date.now();
  return rows.map((row) => {
    const client = clientRows.find((candidate) => candidate.id === row.clientId);
    const organization = organizationRows.find((candidate) => candidate.id === row.organizationId)!;
    const sections = sectionRows
      .filter((section) => section.reportId === row.id)
      .toSorted((a, b) => orderOf(a.sectionType) - orderOf(b.sectionType))
      .map((section) => toSectionView(section, now));
    return {
      id: row.id,
      documentId: row.documentId,
      Title: row.title,
      Client: client ? { id: client.id, documentId: client.documentId, Name: client.name } : null,
      Onboarding: onboardingOf(row.onboardingRef),
      Project: null,
      Organization: { id: organization.id, documentId: organization.documentId, Name: organization.name },
      Sections: sections,
      Sources: citedSourcesOf(row, sections),
      SectionsCompleted: sections.filter((section) => section.status === 'success').length,
      SectionsTotal: REPORT_SECTION_TYPES.length,
      ProposedSections: proposedSections(client?.scopes),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function toReportView(db: Database, row: ReportRow): Promise<Report> {
  return (await toReportViews(db, [row]))[0]!;
}

/** The report's sources that its finished sections cite (the registry holds every source of the client). */
function citedSourcesOf(row: ReportRow, sections: readonly ReportSection[]): ReportSource[] {
  const cited = new Set(
    sections.filter((section) => section.status === 'success').flatMap((section) => section.CitedSources),
  );
  return registryOf(row).filter((source) => cited.has(source.n));
}

function onboardingOf(ref: string | null): Report['Onboarding'] {
  if (ref === null) return null;
  return /^\d+$/.test(ref) ? { id: Number(ref) } : { documentId: ref };
}
