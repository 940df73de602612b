import { apiClient } from '../../../lib/api-client';
import type { InitiativeData } from '../lib/initiative-form';

/** What the create call answers (spec 02 §7 shows nothing; the id, when present, lets an image follow). */
interface CreatedInitiative {
  data?: { id?: number; documentId?: string } | null;
}

/** POST /initiatives {data: {...fields, Clients: {connect: [clientId]}}}: returns the new id, if answered. */
export async function createInitiative(clientId: number, data: InitiativeData): Promise<number | null> {
  const answer = await apiClient.post<CreatedInitiative>('/initiatives', {
    data: { ...data, Clients: { connect: [clientId] } },
  });
  return typeof answer.data?.id === 'number' ? answer.data.id : null;
}
