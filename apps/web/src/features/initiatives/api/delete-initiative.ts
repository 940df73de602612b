import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** DELETE /initiatives/{id} (spec 02 §7); the answer is not used. */
export async function deleteInitiative(id: number): Promise<void> {
  await apiClient.delete(`/initiatives/${id}`, (c) => c.deletedInitiativeResponseSchema);
}

export function useDeleteInitiative() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInitiative,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['initiatives'] }),
  });
}
