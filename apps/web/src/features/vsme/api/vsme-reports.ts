import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateVsmeReport } from '@impact/contracts';
import { apiClient } from '../../../lib/api-client';
import { fetchAllPages } from '../../../lib/pages';
import { reportAnswer, reportListAnswer } from './answers';

/** Every VSME query sits under 'vsme', so a change refreshes lists and reports with one invalidation. */
export const vsmeReportsKey = (clientDocumentId: string) => ['vsme', 'reports', clientDocumentId] as const;
export const vsmeReportKey = (documentId: string) => ['vsme', 'report', documentId] as const;

export const reportPath = (documentId: string) => `/vsme/reports/${encodeURIComponent(documentId)}`;

/** GET /vsme/reports?filters[client]=…, every page: a client has a report a year at most. */
export const vsmeReportsQuery = (clientDocumentId: string) =>
  queryOptions({
    queryKey: vsmeReportsKey(clientDocumentId),
    queryFn: () =>
      fetchAllPages(
        `/vsme/reports?filters[client]=${encodeURIComponent(clientDocumentId)}`,
        reportListAnswer,
      ),
  });

export const useVsmeReports = (clientDocumentId: string, enabled = true) =>
  useQuery({ ...vsmeReportsQuery(clientDocumentId), enabled });

/** GET /vsme/reports/:documentId. */
export const useVsmeReport = (documentId: string) =>
  useQuery({
    queryKey: vsmeReportKey(documentId),
    queryFn: () => apiClient.get(reportPath(documentId), reportAnswer).then((answer) => answer.data),
  });

/** POST /vsme/reports: the new report, prefilled by the server. */
export function useCreateVsmeReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: CreateVsmeReport) =>
      apiClient.post('/vsme/reports', reportAnswer, { data }).then((answer) => answer.data),
    onSuccess: (report) => {
      queryClient.setQueryData(vsmeReportKey(report.documentId), report);
      void queryClient.invalidateQueries({ queryKey: vsmeReportsKey(report.client.documentId) });
    },
  });
}

/** DELETE /vsme/reports/:documentId: the report and its values go; the client's list refreshes. */
export function useDeleteVsmeReport(clientDocumentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => apiClient.delete(reportPath(documentId), (c) => c.noContentSchema),
    onSuccess: (_answer, documentId) => {
      queryClient.removeQueries({ queryKey: vsmeReportKey(documentId) });
      void queryClient.invalidateQueries({ queryKey: vsmeReportsKey(clientDocumentId) });
    },
  });
}
