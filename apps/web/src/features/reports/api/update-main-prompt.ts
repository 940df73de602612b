import { apiClient } from '../../../lib/api-client';

/**
 * POST /prompt/update-main/{sectionName}: the text becomes the main prompt for every future report's
 * section of this type (spec 02 §7).
 */
export async function updateMainPrompt(sectionName: string, content: string): Promise<void> {
  await apiClient.post(
    `/prompt/update-main/${encodeURIComponent(sectionName)}`,
    (c) => c.reportPromptResponseSchema,
    { content },
  );
}
