/**
 * Reads a JWT's payload without verifying it: the server verifies signatures; the browser only needs
 * to know whether a stored token is worth sending (spec 01 §4).
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A stored token is usable when it decodes, carries a numeric `exp`, and `exp` lies after now (seconds). */
export function isTokenUsable(token: string | null | undefined, nowSeconds: number): boolean {
  if (!token) return false;
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) && exp > nowSeconds;
}

export const nowInSeconds = (): number => Math.floor(Date.now() / 1000);
