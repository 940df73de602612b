import type { UploadedImage } from '@impact/contracts';
import { apiClient } from '../../../lib/api-client';

/** The entity the upload is attached to (Strapi's `ref`; contracts' UPLOAD_REFS). */
export const INITIATIVE_UPLOAD_REF = 'api::initiative.initiative';

/**
 * POST /upload, multipart: files, ref (the initiative entity), refId, field 'Images' (spec 02 §7).
 * Answers the stored files, each with its id and url.
 */
export async function uploadInitiativeImage(initiativeId: number, file: File): Promise<UploadedImage[]> {
  const form = new FormData();
  form.append('files', file);
  form.append('ref', INITIATIVE_UPLOAD_REF);
  form.append('refId', String(initiativeId));
  form.append('field', 'Images');
  return apiClient.post('/upload', (c) => c.uploadResponseSchema, form);
}
