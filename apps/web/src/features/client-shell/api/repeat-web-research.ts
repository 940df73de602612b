import type { WebSearchStatus } from '@impact/contracts';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiClient } from '../../../lib/api-client';
import { repeatErrorMessage } from '../lib/library';
import { webSearchStatusKey } from './web-search-status';

const repeatKey = (documentId: string) => ['repeat-web-research', documentId] as const;

/** POST /agent/strategic-web-search/{documentId}: runs the research again and answers when it is done. */
export const repeatWebResearch = (documentId: string) =>
  apiClient.post(
    `/agent/strategic-web-search/${encodeURIComponent(documentId)}`,
    (c) => c.webResearchResponseSchema,
  );

/**
 * 'Repeat Web Research'. The callbacks sit on the mutation, not on `mutate`, so the toast and the refetch
 * still happen when the panel was closed while the research ran.
 */
export function useRepeatWebResearch(documentId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: repeatKey(documentId),
    mutationFn: () => repeatWebResearch(documentId),
    onMutate: () => {
      // The server marks the run in progress; showing it at once starts the 2 s polling.
      queryClient.setQueryData<WebSearchStatus>(webSearchStatusKey(documentId), (current) =>
        current ? { ...current, status: 'in-progress', error: null } : current,
      );
    },
    onError: (error) => {
      toast.error(repeatErrorMessage(error, 'Failed to repeat web research'));
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: webSearchStatusKey(documentId) }),
        queryClient.invalidateQueries({ queryKey: ['client'] }),
      ]),
  });
  // Counted across the app, so reopening the panel during a run still shows it running.
  const running = useIsMutating({ mutationKey: repeatKey(documentId) }) > 0;
  return { start: () => mutation.mutate(), running };
}
