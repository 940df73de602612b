import { describe, expect, it } from 'vitest';
import { MAX_SERIAL_ID, parseRecordRef } from './record-id.js';

describe('parseRecordRef', () => {
  it('reads a positive whole number within the id column as an id', () => {
    expect(parseRecordRef('42')).toEqual({ kind: 'id', id: 42 });
    expect(parseRecordRef(' 7 ')).toEqual({ kind: 'id', id: 7 });
    expect(parseRecordRef(42)).toEqual({ kind: 'id', id: 42 });
    expect(parseRecordRef(String(MAX_SERIAL_ID))).toEqual({ kind: 'id', id: MAX_SERIAL_ID });
  });

  it('reads generated and slug documentIds as documentIds', () => {
    expect(parseRecordRef('abcdefghijklmnopqrstuvwx')).toEqual({
      kind: 'documentId',
      documentId: 'abcdefghijklmnopqrstuvwx',
    });
    expect(parseRecordRef('northwind-ceramics')).toEqual({
      kind: 'documentId',
      documentId: 'northwind-ceramics',
    });
  });

  it('reads numbers in other notations as documentIds, never as the number they spell', () => {
    expect(parseRecordRef('1e3')).toEqual({ kind: 'documentId', documentId: '1e3' });
    expect(parseRecordRef('0x10')).toEqual({ kind: 'documentId', documentId: '0x10' });
  });

  it.each([
    ['negative', '-1'],
    ['zero', '0'],
    ['beyond the id column', String(MAX_SERIAL_ID + 1)],
    ['huge', '9'.repeat(40)],
    ['a float', '1.5'],
    ['non-ASCII', 'clïent'],
    ['a space inside', 'a b'],
    ['SQL', "1' OR '1'='1"],
    ['empty', ''],
    ['overlong', 'a'.repeat(65)],
  ])('names no record when %s', (_, raw) => {
    expect(parseRecordRef(raw)).toBeUndefined();
  });

  it.each([-1, 0, 1.5, MAX_SERIAL_ID + 1, Number.NaN])('names no record for the number %s', (raw) => {
    expect(parseRecordRef(raw)).toBeUndefined();
  });
});
