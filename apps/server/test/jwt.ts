import { createHmac } from 'node:crypto';
import { TEST_JWT_SECRET } from './harness.js';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * An HS256 JWT built by hand (not with the app's signer), so a test can craft what the app would never
 * issue: an expired token, one without exp, one signed with another secret.
 */
export function craftJwt(
  payload: Record<string, unknown>,
  options: { secret?: string; header?: Record<string, unknown> } = {},
): string {
  const header = options.header ?? { alg: 'HS256', typ: 'JWT' };
  const unsigned = `${base64url(header)}.${base64url(payload)}`;
  const signature = createHmac('sha256', options.secret ?? TEST_JWT_SECRET)
    .update(unsigned)
    .digest('base64url');
  return `${unsigned}.${signature}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A well-formed session token for `id`, issued `ageSeconds` ago and valid for a day from now. */
export function sessionJwt(id: number, ageSeconds = 0): string {
  return craftJwt({ id, iat: nowSeconds() - ageSeconds, exp: nowSeconds() + 86_400 });
}
