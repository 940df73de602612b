import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiClient } from '../../../lib/api-client';
import { readReport } from '../lib/section-content';
import { hasPendingSection } from '../lib/section-order';
import type { Report } from './types';

/** The page's report lives in the query cache; generation and regeneration write into it. */
export const reportQueryKey = (reportId: string) => ['report', reportId] as const;

/** GET /reports/{id}?populate=Sections. */
export async function fetchReport(reportId: string): Promise<Report> {
  const body = await apiClient.get(
    `/reports/${encodeURIComponent(reportId)}?populate=Sections`,
    (c) => c.reportResponseSchema,
  );
  const report = readReport(body);
  if (!report) throw new ApiRequestError('Report not found', 404);
  return report;
}

/** While the server still lists a section as pending (asked for elsewhere), look again every few seconds. */
const POLL_PENDING_MS = 4000;

export function useReport(reportId: string, options: { requesting: boolean }) {
  return useQuery({
    queryKey: reportQueryKey(reportId),
    queryFn: () => fetchReport(reportId),
    // The cache holds what this page is generating: a background refetch must not undo it.
    staleTime: Infinity,
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status === 404) && failures < 1,
    refetchInterval: (query) =>
      !options.requesting && query.state.data && hasPendingSection(query.state.data.Sections)
        ? POLL_PENDING_MS
        : false,
  });
}
