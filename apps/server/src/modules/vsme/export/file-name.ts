import { fileNamePart } from '../../../lib/file-name-part.js';

/** Letters NFKD does not take apart, so a plain ASCII name would lose them ('Łódź' → 'odz'). */
const LATIN_LETTERS: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ø: 'O',
  ø: 'o',
  ß: 'ss',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  Þ: 'Th',
  þ: 'th',
  ı: 'i',
};

const day = (text: string) => fileNamePart(text.slice(0, 10), 'undated');

/**
 * The download name from the client's name and the reporting period:
 * 'Zakład Mleczarski Łódź', 2025-01-01…2025-12-31 → 'Zaklad-Mleczarski-Lodz-VSME-2025-01-01-to-2025-12-31.docx'.
 * ASCII letters, digits and hyphens only: safe on every file system and in Content-Disposition.
 */
export function vsmeExportFileName(
  clientName: string,
  periodStart: string,
  periodEnd: string,
  extension: string,
): string {
  const latin = clientName.replace(/[ŁłĐđØøßÆæŒœÞþı]/g, (letter) => LATIN_LETTERS[letter] ?? letter);
  return `${fileNamePart(latin, 'client')}-VSME-${day(periodStart)}-to-${day(periodEnd)}.${extension}`;
}
