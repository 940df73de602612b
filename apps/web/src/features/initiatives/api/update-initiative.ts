import { apiClient } from '../../../lib/api-client';
import type { InitiativeData } from '../lib/initiative-form';

/** Besides the form's fields: the uploaded images to keep (the others are deleted) and the image address. */
export interface InitiativeUpdate extends InitiativeData {
  Images?: number[];
  ImageUrl?: null;
}

/** PUT /initiatives/{id} {data} (spec 02 §7); the server takes the id or the documentId. */
export async function updateInitiative(id: number, data: InitiativeUpdate): Promise<void> {
  await apiClient.put(`/initiatives/${id}`, (c) => c.initiativeResponseSchema, { data });
}
