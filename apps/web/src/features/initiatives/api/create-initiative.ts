import { apiClient } from '../../../lib/api-client';
import type { InitiativeData } from '../lib/initiative-form';

/** POST /initiatives {data: {...fields, Clients: {connect: [clientId]}}}: returns the new id, for its image. */
export async function createInitiative(clientId: number, data: InitiativeData): Promise<number> {
  const answer = await apiClient.post('/initiatives', (c) => c.initiativeResponseSchema, {
    data: { ...data, Clients: { connect: [clientId] } },
  });
  return answer.data.id;
}
