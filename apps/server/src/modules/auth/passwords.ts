import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes), OWASP's recommended minimum. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verified against when the account does not exist, so a wrong e-mail takes as long as a wrong password.
const DECOY_HASH = hash('decoy-password-for-timing');

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await DECOY_HASH, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
