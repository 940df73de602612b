import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, isTokenUsable } from './token';

const NOW = 1_750_000_000;

const encode = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A token shaped like the server's (header.payload.signature, base64url); the signature is not checked. */
function tokenWith(payload: unknown): string {
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

describe('isTokenUsable', () => {
  it('accepts a token whose exp lies in the future', () => {
    expect(isTokenUsable(tokenWith({ id: 1, iat: NOW - 10, exp: NOW + 3600 }), NOW)).toBe(true);
  });

  it('refuses an expired token, and one expiring this very second', () => {
    expect(isTokenUsable(tokenWith({ id: 1, exp: NOW - 1 }), NOW)).toBe(false);
    expect(isTokenUsable(tokenWith({ id: 1, exp: NOW }), NOW)).toBe(false);
  });

  it('refuses a token without a numeric exp', () => {
    expect(isTokenUsable(tokenWith({ id: 1 }), NOW)).toBe(false);
    expect(isTokenUsable(tokenWith({ id: 1, exp: String(NOW + 3600) }), NOW)).toBe(false);
    expect(isTokenUsable(tokenWith({ id: 1, exp: null }), NOW)).toBe(false);
  });

  it('refuses malformed tokens', () => {
    for (const token of [
      null,
      undefined,
      '',
      'abc',
      'a.b',
      'a.%%%.c',
      'a..c',
      `x.${btoa('[1,2]')}.y`,
      'x.bm90IGpzb24.y',
    ]) {
      expect(isTokenUsable(token, NOW)).toBe(false);
    }
  });

  it('compares seconds with seconds (a millisecond clock would wrongly expire every token)', () => {
    expect(isTokenUsable(tokenWith({ exp: NOW + 60 }), NOW)).toBe(true);
    expect(isTokenUsable(tokenWith({ exp: NOW + 60 }), NOW * 1000)).toBe(false);
  });
});

describe('decodeJwtPayload', () => {
  it('decodes base64url payloads, including characters outside ASCII', () => {
    expect(decodeJwtPayload(tokenWith({ name: 'Zoë ~~ ??', exp: 5 }))).toEqual({ name: 'Zoë ~~ ??', exp: 5 });
  });
});
