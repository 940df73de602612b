import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A 24-character lowercase id like Strapi's documentId; 124 bits of randomness. */
export function newDocumentId(): string {
  const bytes = randomBytes(24);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}
