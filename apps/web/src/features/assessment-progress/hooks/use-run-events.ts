import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followEventStream } from '../../../lib/sse/follow-event-stream';
import { useProgressStore } from '../progress-store';
import { decodeRunEvent } from '../run-state';

/**
 * Follows the run's event stream while the panel is mounted and the run is running; stops on the
 * `run` event, when another run replaces it, or on unmount. A completed step has stored a section, so
 * the client pages refetch the client to show it.
 */
export function useRunEvents(documentId: string | undefined, isRunning: boolean): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!documentId || !isRunning) return;
    const controller = new AbortController();
    const { applyEvent, setStreamError } = useProgressStore.getState();
    void followEventStream({
      path: `/assessments/${encodeURIComponent(documentId)}/events`,
      isLast: (message) => message.event === 'run',
      signal: controller.signal,
      onMessage: (message) => {
        const event = decodeRunEvent(message);
        if (!event) return;
        applyEvent(documentId, event);
        if (event.type === 'run' || event.status === 'completed') {
          void queryClient.invalidateQueries({ queryKey: ['client'] });
        }
        // Initiatives are rows of their own, not a client section: their lists are read apart.
        if (event.type === 'run' || (event.type === 'step' && event.stepId === 'companyInitiatives')) {
          void queryClient.invalidateQueries({ queryKey: ['initiatives'] });
        }
      },
    }).then((outcome) => {
      if (outcome.kind === 'failed') setStreamError(documentId, outcome.message);
    });
    return () => controller.abort();
  }, [documentId, isRunning, queryClient]);
}
