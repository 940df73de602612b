import { isReportSectionType, type ReportSectionType } from '@impact/contracts';
import type { AgentConfig, Report, ReportSection, ReportSectionStatus } from '../api/types';

type Json = Record<string, unknown>;

const asRecord = (value: unknown): Json | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
const asText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const STATUSES: readonly string[] = ['pending', 'success', 'error'] satisfies ReportSectionStatus[];

/**
 * One section record from the server, whatever it left out: a section without a status counts as
 * generated when it has content and as failed when it has not.
 */
export function normalizeSection(raw: Json, fallbackTitle = ''): ReportSection {
  const content = asText(raw.Content) ?? null;
  const status = STATUSES.includes(raw.status as string)
    ? (raw.status as ReportSectionStatus)
    : content
      ? 'success'
      : 'error';
  return {
    id: typeof raw.id === 'number' ? raw.id : null,
    Title: asText(raw.Title) ?? fallbackTitle,
    Content: content,
    status,
    error: asText(raw.error) ?? null,
    LastUpdated: asText(raw.LastUpdated) ?? asText(raw.updatedAt) ?? null,
    AgentConfig: (asRecord(raw.AgentConfig) as AgentConfig | undefined) ?? null,
  };
}

const sectionsOf = (record: Json | undefined): ReportSection[] | undefined => {
  const list = record?.Sections ?? asRecord(record?.attributes)?.Sections;
  if (!Array.isArray(list)) return undefined;
  return list.map((item) => asRecord(item)).flatMap((item) => (item ? [normalizeSection(item)] : []));
};

const clientOf = (value: unknown): Report['Client'] => {
  const client = asRecord(value);
  const name = asText(client?.Name);
  return name ? { Name: name } : null;
};

/** GET /reports/{id}: the report under data (or the body itself), with its sections normalized. */
export function readReport(body: unknown): Report | null {
  const root = asRecord(body);
  const record = asRecord(root?.data) ?? root;
  if (!record || (typeof record.id !== 'number' && typeof record.documentId !== 'string')) return null;
  return {
    id: typeof record.id === 'number' ? record.id : 0,
    documentId: asText(record.documentId) ?? String(record.id),
    Title: asText(record.Title) ?? null,
    Client: clientOf(record.Client),
    Sections: sectionsOf(record) ?? [],
    ...(Array.isArray(record.ProposedSections) && {
      ProposedSections: record.ProposedSections.filter(
        (type): type is ReportSectionType => typeof type === 'string' && isReportSectionType(type),
      ),
    }),
    ...(asText(record.createdAt) ? { createdAt: asText(record.createdAt) } : {}),
    ...(asText(record.updatedAt) ? { updatedAt: asText(record.updatedAt) } : {}),
  };
}

/**
 * POST /reports/{id}/sections: the new section's content, read from the shapes the spec lists (§7) in
 * turn: Content, data.Content, attributes (beside or under data), or the report's Sections matched by
 * Title. Null when none holds content.
 */
export function readCreatedSection(body: unknown, sectionType: string): ReportSection | null {
  const root = asRecord(body);
  const data = asRecord(root?.data);
  const candidates: (Json | undefined)[] = [
    root,
    data,
    data && asRecord(data.attributes) && { id: data.id, ...asRecord(data.attributes) },
    asRecord(root?.attributes) && { id: root?.id, ...asRecord(root?.attributes) },
  ];
  for (const candidate of candidates) {
    // A server that generates in the background may answer with the section still pending.
    if (candidate && (typeof candidate.Content === 'string' || candidate.status === 'pending')) {
      return normalizeSection(candidate, sectionType);
    }
  }
  const listed = sectionsOf(data) ?? sectionsOf(root);
  return listed?.find((section) => section.Title === sectionType) ?? null;
}

/**
 * POST /reports/regenerate-section: a report with Sections, under data or as the whole body; its
 * sections are then shown as generated (spec 02 §4). One exception: a section our server says failed
 * stays failed, or 'Generate next' would skip it and the card would show an empty success. Null when
 * the answer holds no section list.
 */
export function readRegeneratedSections(body: unknown): ReportSection[] | null {
  const root = asRecord(body);
  const sections = sectionsOf(asRecord(root?.data)) ?? sectionsOf(root);
  return sections
    ? sections.map((section) =>
        section.status === 'error' && section.error
          ? section
          : { ...section, status: 'success', error: null },
      )
    : null;
}
