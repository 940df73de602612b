import { describe, expect, it } from 'vitest';
import { evidenceKindOf } from './evidence-kind.js';

/** A zip's first local header naming `names`, as Office writes its files (entry names uncompressed). */
const zipNaming = (...names: string[]) =>
  Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    ...names.map((name) => Buffer.from(`\0\0${name}\0`)),
  ]);

describe('evidenceKindOf reads the kind from the content, never the name', () => {
  it.each([
    ['pdf', Buffer.from('%PDF-1.7\n')],
    ['png', Buffer.from('89504e470d0a1a0a00', 'hex')],
    ['jpeg', Buffer.from('ffd8ffe000104a464946', 'hex')],
    ['docx', zipNaming('[Content_Types].xml', 'word/document.xml')],
    ['xlsx', zipNaming('[Content_Types].xml', 'xl/workbook.xml')],
  ])('%s', (kind, data) => expect(evidenceKindOf(data)).toBe(kind));

  it.each([
    ['a Windows program', Buffer.from('MZ\x90\x00', 'latin1')],
    ['a plain zip', zipNaming('photos/a.jpg')],
    ['an Office file of another kind', zipNaming('[Content_Types].xml', 'ppt/presentation.xml')],
    ['text that mentions PDF', Buffer.from('not a %PDF-1.7')],
  ])('refuses %s', (_case, data) => expect(evidenceKindOf(data)).toBeNull());
});
