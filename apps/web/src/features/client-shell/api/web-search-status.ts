import type { WebSearchStatus } from '@impact/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiClient } from '../../../lib/api-client';
import { followEventStream } from '../../../lib/sse/follow-event-stream';

export const webSearchStatusKey = (documentId: string) => ['web-search-status', documentId] as const;

/** A backstop only: the client's event stream says when research starts and ends. */
export const WEB_SEARCH_POLL_MS = 15_000;

export const fetchWebSearchStatus = (documentId: string) =>
  apiClient.get(
    `/agent/strategic-web-search/${encodeURIComponent(documentId)}/status`,
    (c) => c.webSearchStatusSchema,
  );

/**
 * The client's web search status: read once, then kept current by the client's event stream
 * (GET /api/clients/{id}/events, 'web-search-status'), with a slow poll as a backstop while in
 * progress. When a run turns done (the Library's own, or the assessment's web context step) the client
 * is fetched again, so the new Web Context shows.
 */
export function useWebSearchStatus(documentId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void followEventStream({
      path: `/clients/${encodeURIComponent(documentId)}/events`,
      signal: controller.signal,
      onMessage: (message) => {
        if (message.event !== 'web-search-status') return;
        const change = JSON.parse(message.data) as { status: WebSearchStatus['status'] };
        queryClient.setQueryData<WebSearchStatus>(webSearchStatusKey(documentId), (current) =>
          current ? { ...current, status: change.status } : current,
        );
        if (change.status !== 'in-progress') {
          void queryClient.invalidateQueries({ queryKey: webSearchStatusKey(documentId) });
        }
      },
    });
    return () => controller.abort();
  }, [documentId, enabled, queryClient]);
  const query = useQuery({
    queryKey: webSearchStatusKey(documentId),
    queryFn: () => fetchWebSearchStatus(documentId),
    enabled,
    refetchInterval: (current) => (current.state.data?.status === 'in-progress' ? WEB_SEARCH_POLL_MS : false),
  });
  const status = query.data?.status;
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'in-progress' && status === 'done') {
      void queryClient.invalidateQueries({ queryKey: ['client'] });
    }
    previous.current = status;
  }, [status, queryClient]);
  return enabled ? status : undefined;
}
