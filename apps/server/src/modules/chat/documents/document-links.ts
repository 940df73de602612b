import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed addresses of uploaded documents. The web app opens a document in a new tab, where no bearer
 * header can be sent (and a token must never travel in an address): a member asks for the document
 * with their token and receives an address that opens that one document for a few minutes. The
 * signature is an HMAC of the document id and the expiry with the server's JWT secret, under a label of
 * its own so it can never pass for anything else the secret signs.
 */

export const DOCUMENT_LINK_SECONDS = 5 * 60;

const LABEL = 'onboarding-document-file';

function signatureOf(secret: string, documentId: string, expires: number): string {
  return createHmac('sha256', secret).update(`${LABEL}\n${documentId}\n${expires}`).digest('base64url');
}

export function signDocumentLink(
  secret: string,
  documentId: string,
  now = Date.now(),
): { url: string; expiresAt: string } {
  const expires = Math.floor(now / 1000) + DOCUMENT_LINK_SECONDS;
  const query = new URLSearchParams({
    expires: String(expires),
    signature: signatureOf(secret, documentId, expires),
  });
  return {
    url: `/api/onboarding/documents/${documentId}/file?${query.toString()}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

export type LinkCheck = 'valid' | 'expired' | 'invalid';

export function checkDocumentLink(
  secret: string,
  documentId: string,
  link: { expires: number; signature: string },
  now = Date.now(),
): LinkCheck {
  const expected = Buffer.from(signatureOf(secret, documentId, link.expires));
  const given = Buffer.from(link.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return link.expires * 1000 <= now ? 'expired' : 'valid';
}
