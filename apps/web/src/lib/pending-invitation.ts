import { readStorage, removeStorage, writeStorage } from './storage';

const KEY = 'pendingInvitation';
/** An invitation lives seven days on the server; a token kept longer could only answer 'expired'. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Tokens are URL-safe strings; anything else did not come from an invitation link. */
const TOKEN_PATTERN = /^[A-Za-z0-9._~-]{8,256}$/;

interface StoredInvitation {
  token: string;
  storedAt: number;
}

/**
 * Remembers the invitation a signed-out visitor opened, so that once they have signed in or created an
 * account, the post-auth redirect brings them back to /invite/{token} to accept it. Local storage
 * rather than session storage: social sign-in and a new tab must not lose it.
 */
export function storePendingInvitation(token: string, now: number = Date.now()): void {
  if (!TOKEN_PATTERN.test(token)) return;
  writeStorage(KEY, JSON.stringify({ token, storedAt: now } satisfies StoredInvitation));
}

/** The stored token, or null when there is none, it is malformed or too old (then it is dropped). */
export function readPendingInvitation(now: number = Date.now()): string | null {
  const raw = readStorage(KEY);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isStoredInvitation(value) && now - value.storedAt < MAX_AGE_MS) return value.token;
  } catch {
    // Not ours or damaged: forget it below.
  }
  removeStorage(KEY);
  return null;
}

export function clearPendingInvitation(): void {
  removeStorage(KEY);
}

function isStoredInvitation(value: unknown): value is StoredInvitation {
  if (typeof value !== 'object' || value === null) return false;
  const { token, storedAt } = value as Partial<StoredInvitation>;
  return typeof token === 'string' && TOKEN_PATTERN.test(token) && typeof storedAt === 'number';
}
