import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

interface CreatedReport {
  data?: { id?: number; documentId?: string };
}

/** POST /reports with the client (and no project yet): reads data.id and data.documentId. */
export async function createReport(clientDocumentId: string): Promise<string> {
  const answer = await apiClient.post<CreatedReport>('/reports', {
    data: { Client: clientDocumentId, Project: null },
  });
  const id = answer.data?.documentId ?? (answer.data?.id === undefined ? undefined : String(answer.data.id));
  if (!id) throw new Error('Failed to create report');
  return id;
}

export function useCreateReport(clientDocumentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createReport(clientDocumentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reports'] }),
  });
}
