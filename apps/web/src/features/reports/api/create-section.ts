import { apiClient } from '../../../lib/api-client';
import { readCreatedSection } from '../lib/section-content';
import type { ReportSection } from './types';

/**
 * POST /reports/{id}/sections with the section type: the server writes the section and answers with
 * it (shapes read by readCreatedSection). An answer without content counts as a failure.
 */
export async function createSection(reportId: string, sectionType: string): Promise<ReportSection> {
  const body = await apiClient.post(
    `/reports/${encodeURIComponent(reportId)}/sections`,
    (c) => c.reportSectionResponseSchema,
    { data: { sectionType } },
  );
  const section = readCreatedSection(body, sectionType);
  if (!section) throw new Error('Failed to create section');
  return section;
}
