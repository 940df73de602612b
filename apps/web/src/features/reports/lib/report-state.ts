import type { AgentConfig, Report, ReportSection } from '../api/types';

/** Puts a section in the list in place of the one of the same type, or adds it. */
function upsert(report: Report, section: ReportSection): Report {
  const exists = report.Sections.some((item) => item.Title === section.Title);
  return {
    ...report,
    Sections: exists
      ? report.Sections.map((item) => (item.Title === section.Title ? section : item))
      : [...report.Sections, section],
  };
}

/** A section being requested: 'Generating...' on its card, its earlier content and error gone. */
export function withSectionPending(report: Report, sectionType: string): Report {
  const earlier = report.Sections.find((item) => item.Title === sectionType);
  return upsert(report, {
    id: earlier?.id ?? null,
    Title: sectionType,
    Content: null,
    status: 'pending',
    error: null,
    LastUpdated: earlier?.LastUpdated ?? null,
    AgentConfig: earlier?.AgentConfig ?? null,
  });
}

/** The generated section as the server returned it; a record without a date is dated now. */
export function withSectionResult(report: Report, section: ReportSection, now = new Date()): Report {
  const earlier = report.Sections.find((item) => item.Title === section.Title);
  return upsert(report, {
    ...section,
    id: section.id ?? earlier?.id ?? null,
    AgentConfig: section.AgentConfig ?? earlier?.AgentConfig ?? null,
    LastUpdated: section.LastUpdated ?? now.toISOString(),
  });
}

/** Spec 02 §8: a failed creation marks the section failed with the server's message, else 'Failed to create section'. */
export function withSectionError(
  report: Report,
  sectionType: string,
  message: string | null | undefined,
): Report {
  const earlier = report.Sections.find((item) => item.Title === sectionType);
  return upsert(report, {
    id: earlier?.id ?? null,
    Title: sectionType,
    Content: null,
    status: 'error',
    error: message || 'Failed to create section',
    LastUpdated: earlier?.LastUpdated ?? null,
    AgentConfig: earlier?.AgentConfig ?? null,
  });
}

/** Regeneration answers with the whole report: its sections replace the list (spec 02 §4). */
export function withRegeneratedSections(report: Report, sections: ReportSection[]): Report {
  return { ...report, Sections: sections };
}

/**
 * After 'Save and Regenerate' the section's settings hold the saved prompt; when the regenerated
 * report leaves them out, the page keeps what it saved so the editor reopens on it.
 */
export function withSavedPrompt(report: Report, sectionType: string, config: AgentConfig): Report {
  return {
    ...report,
    Sections: report.Sections.map((section) =>
      section.Title === sectionType && !section.AgentConfig?.customPrompt
        ? { ...section, AgentConfig: { ...section.AgentConfig, ...config } }
        : section,
    ),
  };
}

/** Spec 02 §2: 'Error: {message}' or 'Error: Failed to generate section.' */
export const sectionErrorText = (error: string | null | undefined) =>
  `Error: ${error?.trim() || 'Failed to generate section.'}`;

/** Whether the page must ask the server again: a new section it has not told us the id of. */
export const needsServerIds = (section: ReportSection) => section.id === null || section.id === undefined;
