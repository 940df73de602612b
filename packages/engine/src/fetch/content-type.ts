import type { IncomingHttpHeaders } from 'node:http';

export interface ContentType {
  /** Lower-case type/subtype without parameters, '' when the server sent none. */
  mimeType: string;
  charset: string | undefined;
}

export function parseContentType(header: IncomingHttpHeaders['content-type']): ContentType {
  const [essence = '', ...parameters] = (header ?? '').split(';');
  const charsetParameter = parameters
    .map((parameter) => parameter.trim())
    .find((parameter) => parameter.toLowerCase().startsWith('charset='));
  const charset = charsetParameter?.slice('charset='.length).replace(/^"|"$/g, '').trim();
  return { mimeType: essence.trim().toLowerCase(), charset: charset || undefined };
}

/** Patterns are exact types ('text/html') or a whole family ('image/*'). */
export function isContentTypeAccepted(mimeType: string, accepted: readonly string[]): boolean {
  return accepted.some((pattern) => {
    const normalized = pattern.trim().toLowerCase();
    if (normalized === '*/*') return true;
    if (normalized.endsWith('/*')) return mimeType.startsWith(normalized.slice(0, -1));
    return mimeType === normalized;
  });
}

/**
 * Decodes with the charset the server declared, else the one an HTML page declares in its first
 * kilobyte (<meta charset> or http-equiv), else UTF-8. WHATWG labels: 'latin1' and 'iso-8859-1' decode
 * as windows-1252, as browsers do.
 */
export function decodeBody(body: Buffer, contentType: ContentType): string {
  const label = contentType.charset ?? sniffHtmlCharset(body, contentType.mimeType) ?? 'utf-8';
  try {
    return new TextDecoder(label).decode(body);
  } catch {
    // An unknown label (RangeError): UTF-8 is the likeliest truth on today's web.
    return new TextDecoder('utf-8').decode(body);
  }
}

function sniffHtmlCharset(body: Buffer, mimeType: string): string | undefined {
  if (mimeType !== 'text/html' && mimeType !== 'application/xhtml+xml') return undefined;
  const head = body.subarray(0, 1024).toString('latin1');
  return /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1];
}
