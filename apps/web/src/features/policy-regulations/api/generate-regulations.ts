import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiClient } from '../../../lib/api-client';
import { GENERATED_SECTIONS } from '../../../lib/client/generated-sections';
import { shouldAutoGenerate } from '../generate-rules';

/** 'auto': the call made on load when the client has no regulations; 'manual': the Generate button. */
export type GenerateTrigger = 'auto' | 'manual';

const section = GENERATED_SECTIONS.sustainabilityRegulations;

/**
 * POST /clients/sustainability-regulations {clientId, forceRefresh: false} (spec 02 §7): any signed-in
 * member may fill a missing section; the client is read again once it is stored.
 */
export function useGenerateRegulations(clientId: number) {
  const queryClient = useQueryClient();
  // The variable is only the trigger: it decides whether a failure is shown.
  return useMutation<void, Error, GenerateTrigger>({
    mutationFn: async () => {
      await apiClient.post(section.endpoint, section.answer, { clientId, forceRefresh: false });
      await queryClient.invalidateQueries({ queryKey: ['client'] });
    },
    onError: (error, trigger) => {
      // Spec 02 §8: a failure of the automatic call is only logged, never shown.
      if (trigger === 'auto') console.warn(`${section.failure}:`, error);
    },
  });
}

/** The message a failed Generate click shows: the server's message when present (spec 02 §8). */
export function generateFailureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : section.failure;
}

/** Spec 02 §2: generate on load when the client has no regulations, once per client per page visit. */
export function useAutoGenerateRegulations(
  generate: ReturnType<typeof useGenerateRegulations>,
  state: { clientId: number; hasRows: boolean; canGenerate: boolean },
) {
  const tried = useRef(new Set<number>());
  const { clientId, hasRows, canGenerate } = state;
  const { mutate, isPending } = generate;
  useEffect(() => {
    const alreadyTried = tried.current.has(clientId);
    if (!shouldAutoGenerate({ hasRows, canGenerate, alreadyTried, isPending })) return;
    tried.current.add(clientId);
    mutate('auto');
  }, [clientId, hasRows, canGenerate, isPending, mutate]);
}
