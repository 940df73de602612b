import { REPORT_SECTION_TYPES, type ReportSectionType } from '@impact/contracts';
import type { ReportSection } from '../api/types';

/** Spec 02 §4 'Report generation': the six sections of a report, generated one at a time in this order. */
export const REPORT_SECTION_ORDER = REPORT_SECTION_TYPES;
export type { ReportSectionType };

/** 'company_snapshot' → 'Company Snapshot' (spec 02 §3: snake_case titles shown title-cased with spaces). */
export function sectionDisplayTitle(title: string): string {
  return title
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

const orderIndex = (title: string) => {
  const index = (REPORT_SECTION_ORDER as readonly string[]).indexOf(title);
  return index === -1 ? REPORT_SECTION_ORDER.length : index;
};

/** The sections in report order; sections of an unknown type keep their place after the known ones. */
export function sortSections(sections: readonly ReportSection[]): ReportSection[] {
  return sections
    .map((section, position) => ({ section, position }))
    .toSorted((a, b) => orderIndex(a.section.Title) - orderIndex(b.section.Title) || a.position - b.position)
    .map(({ section }) => section);
}

const isDone = (sections: readonly ReportSection[], type: string) =>
  sections.some((section) => section.Title === type && section.status === 'success');

/**
 * The order 'Generate next' follows: the sections proposed for the client (its onboarding scopes'
 * sections first), then any other section, so every report can still be completed.
 */
export function generationOrder(proposed: readonly ReportSectionType[] = []): ReportSectionType[] {
  const known = proposed.filter((type) => REPORT_SECTION_ORDER.includes(type));
  return [...new Set([...known, ...REPORT_SECTION_ORDER])];
}

/**
 * The section 'Generate next' asks for: the first one in order not yet generated successfully, so a
 * failed section is asked for again before the report moves on. Null once all are done.
 */
export function nextSectionType(
  sections: readonly ReportSection[],
  order: readonly ReportSectionType[] = REPORT_SECTION_ORDER,
): ReportSectionType | null {
  return order.find((type) => !isDone(sections, type)) ?? null;
}

/** 'N / M sections completed': the report's sections generated successfully, out of six. */
export function reportProgress(sections: readonly ReportSection[]) {
  const completed = REPORT_SECTION_ORDER.filter((type) => isDone(sections, type)).length;
  const total = REPORT_SECTION_ORDER.length;
  return { completed, total, label: `${completed} / ${total} sections completed` };
}

export const hasPendingSection = (sections: readonly ReportSection[]) =>
  sections.some((section) => section.status === 'pending');

/**
 * The yellow button (spec 02 §2, §4): 'Generating...' while a section is pending, 'All sections
 * generated' when finished, else the next section's name; disabled while pending or when all are done.
 */
export function generateNextButton(
  sections: readonly ReportSection[],
  order: readonly ReportSectionType[] = REPORT_SECTION_ORDER,
) {
  const next = nextSectionType(sections, order);
  if (hasPendingSection(sections)) return { label: 'Generating...', disabled: true, next };
  if (next === null) return { label: 'All sections generated', disabled: true, next };
  return { label: `Generate next section: ${sectionDisplayTitle(next)}`, disabled: false, next };
}

/** Spec 02 §4: the first section is requested by itself when the report is 'creating', loaded and empty. */
export function shouldAutoStart(report: { status: string; loaded: boolean; sectionCount: number }): boolean {
  return report.status === 'creating' && report.loaded && report.sectionCount === 0;
}
