import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface GenerationResult {
  found: number;
  added: number;
}

/** POST /initiatives/generate/{clientId}: finds the company's initiatives and adds the new ones. */
export async function generateInitiatives(clientId: number): Promise<GenerationResult> {
  const answer = await apiClient.post<{ success?: boolean; data?: Partial<GenerationResult> }>(
    `/initiatives/generate/${clientId}`,
  );
  return { found: answer.data?.found ?? 0, added: answer.data?.added ?? 0 };
}

export function useGenerateInitiatives(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateInitiatives(clientId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['initiatives'] }),
  });
}
