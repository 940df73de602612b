import { apiClient } from '../../../lib/api-client';
import type { AgentConfig } from './types';

/**
 * PUT /reports/{reportId}/sections/{sectionId}/agent-config: the section's own settings with its
 * custom prompt replaced by the edited text (spec 02 §7).
 */
export async function saveCustomPrompt(
  reportId: string,
  sectionId: number | null | undefined,
  current: AgentConfig | null | undefined,
  customPrompt: string,
): Promise<void> {
  if (sectionId === null || sectionId === undefined) throw new Error('The section is not saved yet');
  await apiClient.put(
    `/reports/${encodeURIComponent(reportId)}/sections/${sectionId}/agent-config`,
    (c) => c.reportSectionResponseSchema,
    { AgentConfig: { ...current, customPrompt } },
  );
}
