import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface GenerationResult {
  found: number;
  added: number;
}

/** POST /initiatives/generate/{clientId}: finds the company's initiatives and adds the new ones. */
export async function generateInitiatives(clientId: number): Promise<GenerationResult> {
  const answer = await apiClient.post(
    `/initiatives/generate/${clientId}`,
    (c) => c.initiativeGenerationResponseSchema,
  );
  return answer.data;
}

export function useGenerateInitiatives(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateInitiatives(clientId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['initiatives'] }),
  });
}
