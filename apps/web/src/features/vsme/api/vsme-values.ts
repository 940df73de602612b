import type { ReviewVsmeValue, UpdateVsmeValue, VsmeReport } from '@impact/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { historyAnswer, valueAnswer } from './answers';
import { reportPath, vsmeReportKey } from './vsme-reports';

const valuePath = (reportId: string, datapointId: string) =>
  `${reportPath(reportId)}/values/${encodeURIComponent(datapointId)}`;

export const valueHistoryKey = (reportId: string, datapointId: string) =>
  ['vsme', 'history', reportId, datapointId] as const;

type ValueChange =
  | { datapointId: string; kind: 'edit'; data: UpdateVsmeValue }
  | { datapointId: string; kind: 'review'; data: ReviewVsmeValue };

/**
 * PUT …/values/:datapointId (an edit) or POST …/review (accept, return). The answer's value and the
 * report's new completeness replace the cached ones at once; lists and the value's history refresh.
 */
export function useChangeValue(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ValueChange) => {
      const path = valuePath(reportId, change.datapointId);
      return change.kind === 'edit'
        ? apiClient.put(path, valueAnswer, { data: change.data })
        : apiClient.post(`${path}/review`, valueAnswer, { data: change.data });
    },
    onSuccess: ({ data: value, meta }) => {
      queryClient.setQueryData<VsmeReport>(vsmeReportKey(reportId), (report) =>
        report
          ? {
              ...report,
              completeness: meta.completeness,
              values: report.values.map((old) => (old.datapointId === value.datapointId ? value : old)),
            }
          : report,
      );
      void queryClient.invalidateQueries({ queryKey: ['vsme', 'reports'] });
      void queryClient.invalidateQueries({ queryKey: valueHistoryKey(reportId, value.datapointId) });
    },
  });
}

/** GET …/values/:datapointId/history, newest first; asked for when the History dialog opens. */
export const useValueHistory = (reportId: string, datapointId: string | null) =>
  useQuery({
    queryKey: valueHistoryKey(reportId, datapointId ?? ''),
    queryFn: () =>
      apiClient
        .get(`${valuePath(reportId, datapointId!)}/history`, historyAnswer)
        .then((answer) => answer.data),
    enabled: datapointId !== null,
  });
