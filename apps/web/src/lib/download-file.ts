import { errorMessageFrom, toApiPath } from './api-client';
import { getToken } from './storage';

/** The file name the server gave an attachment (Content-Disposition): the encoded one first, else the plain one. */
export function fileNameFromDisposition(contentDisposition: string | null): string | null {
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition ?? '');
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed encoding: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(contentDisposition ?? '');
  return plain?.[1]?.trim() || null;
}

/**
 * Downloads an API file with the bearer token (a plain link would not carry it): the file is fetched as
 * a blob and saved through a temporary object URL, under the server's name or `fallbackName`.
 */
export async function downloadFile(
  path: string,
  fallbackName: (contentDisposition: string | null) => string,
): Promise<void> {
  const headers = new Headers();
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(toApiPath(path), { headers });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new Error(
      response.status === 401 ? 'Authentication failed' : errorMessageFrom(text, response.status),
    );
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    const disposition = response.headers.get('Content-Disposition');
    link.download = fileNameFromDisposition(disposition) ?? fallbackName(disposition);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the browser's download; give it a moment before letting go.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
