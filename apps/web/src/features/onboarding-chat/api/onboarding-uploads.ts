import { apiClient, checkedAnswer, errorMessageFrom, toApiPath } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';

/** One stored document, as the upload answers it. */
export interface UploadedDocument {
  documentId: string | number;
  name: string;
  size: number;
}

/**
 * Sends one file as multipart form data (field `file`) with upload progress, which fetch cannot
 * report. Rejects with the server's message (e.g. for a 413, 415 or 422) or a network error.
 */
export function uploadDocument(
  uploadUrl: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedDocument> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', toApiPath(uploadUrl));
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const text = typeof request.responseText === 'string' ? request.responseText : '';
      if (request.status < 200 || request.status >= 300) {
        reject(new Error(errorMessageFrom(text, request.status)));
        return;
      }
      readDocument(`POST ${toApiPath(uploadUrl)}`, text).then(resolve, reject);
    });
    request.addEventListener('error', () => reject(new Error('The upload failed: check your connection')));
    request.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

/** The first (here: only) document the upload answered, checked against the contract. */
async function readDocument(endpoint: string, text: string): Promise<UploadedDocument> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error('The upload answer could not be read');
  }
  const answer = await checkedAnswer(endpoint, (c) => c.onboardingDocumentListResponseSchema, body);
  const [document] = answer.data;
  if (!document) throw new Error('The upload answer could not be read');
  return { documentId: document.documentId, name: document.name, size: document.size };
}

/** DELETE {uploadUrl}/{documentId}: the user took the file back before submitting. */
export const deleteDocument = (uploadUrl: string, documentId: string | number) =>
  apiClient.delete(
    `${uploadUrl.replace(/\/+$/, '')}/${encodeURIComponent(String(documentId))}`,
    (c) => c.noContentSchema,
  );

/** GET {uploadUrl}: what this onboarding already holds, so a reload shows (and can remove) it. */
export async function listDocuments(uploadUrl: string): Promise<UploadedDocument[]> {
  const answer = await apiClient.get(uploadUrl, (c) => c.onboardingDocumentListResponseSchema);
  return answer.data.map(({ documentId, name, size }) => ({ documentId, name, size }));
}
