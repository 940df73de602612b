import type { CreateVsmeDataRequest } from '@impact/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { createdDataRequestAnswer, dataRequestAnswer, dataRequestListAnswer } from './answers';
import { reportPath } from './vsme-reports';

const requestsPath = (reportId: string) => `${reportPath(reportId)}/requests`;
export const dataRequestsKey = (reportId: string) => ['vsme', 'requests', reportId] as const;

/** GET …/requests: the report's data requests, newest first, with their progress. */
export const useDataRequests = (reportId: string) =>
  useQuery({
    queryKey: dataRequestsKey(reportId),
    queryFn: () => apiClient.get(requestsPath(reportId), dataRequestListAnswer).then((answer) => answer.data),
  });

/** POST …/requests: answers the request and, this once, its link (`meta.link`). */
export function useCreateDataRequest(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: CreateVsmeDataRequest) =>
      apiClient.post(requestsPath(reportId), createdDataRequestAnswer, { data }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataRequestsKey(reportId) }),
  });
}

/** POST …/requests/:requestId/revoke or …/remind; the list refreshes with the changed request. */
export function useDataRequestAction(reportId: string, action: 'revoke' | 'remind') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      apiClient.post(
        `${requestsPath(reportId)}/${encodeURIComponent(requestId)}/${action}`,
        dataRequestAnswer,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataRequestsKey(reportId) }),
  });
}
