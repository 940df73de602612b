import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiClient } from '../../../lib/api-client';
import { repeatErrorMessage } from '../lib/library';

const repeatKey = (documentId: string) => ['repeat-website-scrape', documentId] as const;

/** POST /agent/website-scrape/{documentId}: reads the site again and answers with the new context. */
export const repeatWebsiteScrape = (documentId: string) =>
  apiClient.post(
    `/agent/website-scrape/${encodeURIComponent(documentId)}`,
    (c) => c.websiteScrapeResponseSchema,
  );

/** 'Repeat Website Scrape'; like the web research, its callbacks outlive the panel. */
export function useRepeatWebsiteScrape(documentId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: repeatKey(documentId),
    mutationFn: () => repeatWebsiteScrape(documentId),
    onError: (error) => {
      toast.error(repeatErrorMessage(error, 'Failed to repeat website scrape'));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['client'] }),
  });
  const running = useIsMutating({ mutationKey: repeatKey(documentId) }) > 0;
  return { start: () => mutation.mutate(), running };
}
