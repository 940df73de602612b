import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /reports with the client (and no project yet): answers the new report's documentId. */
export async function createReport(clientDocumentId: string): Promise<string> {
  const answer = await apiClient.post('/reports', (c) => c.reportResponseSchema, {
    data: { Client: clientDocumentId, Project: null },
  });
  return answer.data.documentId;
}

export function useCreateReport(clientDocumentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createReport(clientDocumentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reports'] }),
  });
}
