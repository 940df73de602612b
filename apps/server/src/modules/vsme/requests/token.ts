import { createHash, createHmac, randomBytes } from 'node:crypto';

const LABEL = 'vsme-data-request';

/** The random half of a link's token, stored with the request. */
export const newTokenNonce = (): string => randomBytes(32).toString('base64url');

/**
 * A request's link token: an HMAC of its id and nonce under the server secret (32 bytes, base64url).
 * Nothing stored is the token itself, yet a reminder can compute it again; a copy of the database
 * without the secret opens no link.
 */
export function linkToken(secret: string, requestDocumentId: string, nonce: string): string {
  return createHmac('sha256', secret).update(`${LABEL}\n${requestDocumentId}\n${nonce}`).digest('base64url');
}

/**
 * What is stored to find a request by its token. A lookup on the hash of a high-entropy token needs no
 * constant-time compare: an attacker timing the index learns about hashes, never about a token.
 */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The web page a contact opens. */
export const requestLink = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/vsme-request/${token}`;
