import { apiClient } from '../../../lib/api-client';
import { readRegeneratedSections } from '../lib/section-content';
import type { ReportSection } from './types';

/**
 * POST /reports/regenerate-section: the server regenerates one section with its latest prompt and
 * answers with the whole report, whose sections then replace the page's list.
 */
export async function regenerateSection(reportId: string, sectionTitle: string): Promise<ReportSection[]> {
  const body = await apiClient.post('/reports/regenerate-section', (c) => c.reportResponseSchema, {
    reportId,
    sectionTitle,
    params: {},
  });
  const sections = readRegeneratedSections(body);
  // No reason to give: the control then reads 'Failed to regenerate: Unknown error'.
  if (!sections) throw new Error('');
  return sections;
}
