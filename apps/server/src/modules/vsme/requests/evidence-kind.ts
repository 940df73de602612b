import type { VsmeEvidenceFile } from '@impact/contracts';

export type EvidenceKind = VsmeEvidenceFile['kind'];

export const EVIDENCE_CONTENT_TYPES: Record<EvidenceKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

const startsWith = (data: Buffer, bytes: readonly number[]) => bytes.every((byte, i) => data[i] === byte);

/**
 * An Office file is a zip whose entries name its kind: every one holds `[Content_Types].xml`, a Word
 * document `word/document.xml`, a workbook `xl/workbook.xml`. Entry names are stored uncompressed in
 * each local header, so they can be read without unpacking anything.
 */
function officeKind(data: Buffer): EvidenceKind | null {
  if (!data.includes('[Content_Types].xml')) return null;
  if (data.includes('word/document.xml')) return 'docx';
  if (data.includes('xl/workbook.xml')) return 'xlsx';
  return null;
}

/** The file's kind read from its first bytes, never from its name: a renamed program is no PDF. */
export function evidenceKindOf(data: Buffer): EvidenceKind | null {
  if (startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) return officeKind(data);
  return null;
}

export const extensionOf = (kind: EvidenceKind) => (kind === 'jpeg' ? 'jpg' : kind);
