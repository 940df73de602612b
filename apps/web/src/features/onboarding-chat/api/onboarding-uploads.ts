import { apiClient, errorMessageFrom, toApiPath } from '../../../lib/api-client';
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
      const document = readDocument(text, file);
      if (document) resolve(document);
      else reject(new Error('The upload answer could not be read'));
    });
    request.addEventListener('error', () => reject(new Error('The upload failed: check your connection')));
    request.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

function readDocument(text: string, file: File): UploadedDocument | null {
  try {
    const answer = JSON.parse(text) as { data?: { documentId?: unknown; name?: unknown; size?: unknown }[] };
    const first = answer.data?.[0];
    const id = first?.documentId;
    if (typeof id !== 'string' && typeof id !== 'number') return null;
    return {
      documentId: id,
      name: typeof first?.name === 'string' && first.name ? first.name : file.name,
      size: typeof first?.size === 'number' ? first.size : file.size,
    };
  } catch {
    return null;
  }
}

/** DELETE {uploadUrl}/{documentId}: the user took the file back before submitting. */
export const deleteDocument = (uploadUrl: string, documentId: string | number) =>
  apiClient.delete<unknown>(`${uploadUrl.replace(/\/+$/, '')}/${encodeURIComponent(String(documentId))}`);

/** GET {uploadUrl}: what this onboarding already holds, so a reload shows (and can remove) it. */
export async function listDocuments(uploadUrl: string): Promise<UploadedDocument[]> {
  const answer = await apiClient.get<{ data?: { documentId?: unknown; name?: unknown; size?: unknown }[] }>(
    uploadUrl,
  );
  return (answer.data ?? []).flatMap((item) =>
    (typeof item.documentId === 'string' || typeof item.documentId === 'number') &&
    typeof item.name === 'string' &&
    typeof item.size === 'number'
      ? [{ documentId: item.documentId, name: item.name, size: item.size }]
      : [],
  );
}
