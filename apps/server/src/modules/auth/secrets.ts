import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe single-use code (256 bits). */
export function newSecretCode(): string {
  return randomBytes(32).toString('base64url');
}

/** Codes are stored only as their SHA-256; they are random, so no salt or slow hash is needed. */
export function hashSecretCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}
