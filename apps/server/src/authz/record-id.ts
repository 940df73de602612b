import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** PostgreSQL's integer maximum: serial ids never exceed it, and comparing a larger number is an error. */
export const MAX_SERIAL_ID = 2_147_483_647;

/** What a documentId may look like: generated ones are 24 lowercase letters and digits; older ones are slugs. */
const DOCUMENT_ID_SHAPE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export type RecordRef = { kind: 'id'; id: number } | { kind: 'documentId'; documentId: string };

/**
 * A record reference as the API receives it: a positive whole number within the id column's range, or
 * a documentId. Anything else (a float, a negative or huge number, non-ASCII text, an overlong string)
 * names no record: undefined, which every caller answers as its own "not found".
 */
export function parseRecordRef(raw: string | number): RecordRef | undefined {
  if (typeof raw === 'number') {
    return Number.isInteger(raw) && raw > 0 && raw <= MAX_SERIAL_ID ? { kind: 'id', id: raw } : undefined;
  }
  const text = raw.trim();
  if (/^\d+$/.test(text)) {
    const id = Number(text);
    return id > 0 && id <= MAX_SERIAL_ID ? { kind: 'id', id } : undefined;
  }
  return DOCUMENT_ID_SHAPE.test(text) ? { kind: 'documentId', documentId: text } : undefined;
}

/** The `where` condition naming one record of a table by `raw`; undefined when `raw` names none. */
export function recordIdentity(
  table: { id: PgColumn; documentId: PgColumn },
  raw: string | number,
): SQL | undefined {
  const ref = parseRecordRef(raw);
  if (!ref) return undefined;
  return ref.kind === 'id' ? eq(table.id, ref.id) : eq(table.documentId, ref.documentId);
}
