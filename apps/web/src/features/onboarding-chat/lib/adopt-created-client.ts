import type { QueryClient } from '@tanstack/react-query';
import { announceAssessmentRun } from '../../../lib/assessment-events';
import { useAuthStore } from '../../../lib/auth';
import { fetchClientByName } from '../../../lib/client/use-client';
import { selectClient } from '../../../lib/select-client';

export interface CreatedClient {
  clientName: string;
  clientId?: number;
  runId?: string;
  demo: boolean;
}

/**
 * After the chat created the client: the progress panel follows its assessment, the client becomes
 * the selected one (not for a demo, which is a shared sample), the client lists refresh and the user
 * is reloaded, now with OnboardingComplete.
 */
export async function adoptCreatedClient(client: CreatedClient, queryClient: QueryClient): Promise<void> {
  if (client.runId) {
    announceAssessmentRun({ documentId: client.runId }, { id: client.clientId, Name: client.clientName });
  }
  if (!client.demo) {
    const id = client.clientId ?? (await fetchClientByName(client.clientName).catch(() => null))?.id;
    if (typeof id === 'number') selectClient({ id });
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['clients'] }),
    useAuthStore
      .getState()
      .reloadUser()
      .catch(() => null),
  ]);
}
