import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InitiativeData } from '../lib/initiative-form';
import { failureMessage, MESSAGES } from '../lib/messages';
import { createInitiative } from './create-initiative';
import { updateInitiative, type InitiativeUpdate } from './update-initiative';
import { uploadInitiativeImage } from './upload-initiative-image';

export interface SaveRequest {
  /** The initiative being edited; absent when adding. */
  id?: number;
  data: InitiativeData;
  /** A new picture, replacing any current one. */
  imageFile?: File | null;
  /** Editing only: drop the current picture. */
  removeImage?: boolean;
}

/** The save went through; `imageProblem` says why a new initiative's image could not be attached. */
export interface SaveOutcome {
  imageProblem: string | null;
}

const reason = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * Adding: create, then upload the image to the new initiative (the upload needs its id); a failed
 * upload leaves the initiative stored and is reported in the outcome.
 * Editing: upload first, then one PUT that keeps only the new image, so a replaced picture goes and a
 * failed upload changes nothing. Failures reject with 'Failed to add/update initiative'.
 */
export async function saveInitiative(clientId: number, request: SaveRequest): Promise<SaveOutcome> {
  if (request.id === undefined) {
    let id: number;
    try {
      id = await createInitiative(clientId, request.data);
    } catch (error) {
      throw new Error(failureMessage(MESSAGES.add, error), { cause: error });
    }
    if (!request.imageFile) return { imageProblem: null };
    try {
      await uploadInitiativeImage(id, request.imageFile);
      return { imageProblem: null };
    } catch (error) {
      return { imageProblem: reason(error, 'the upload failed') };
    }
  }

  const id = request.id;
  try {
    const data: InitiativeUpdate = { ...request.data };
    if (request.imageFile) {
      const uploaded = await uploadInitiativeImage(id, request.imageFile);
      const kept = uploaded.flatMap((image) => (typeof image.id === 'number' ? [image.id] : []));
      // Without the new ids, keeping nothing would delete the new picture too: leave the list alone.
      if (kept.length > 0) data.Images = kept;
    } else if (request.removeImage) {
      data.Images = [];
      data.ImageUrl = null;
    }
    await updateInitiative(id, data);
    return { imageProblem: null };
  } catch (error) {
    throw new Error(failureMessage(MESSAGES.update, error), { cause: error });
  }
}

export function useSaveInitiative(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveRequest) => saveInitiative(clientId, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['initiatives'] }),
  });
}
