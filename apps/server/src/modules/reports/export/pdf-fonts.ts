import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Pdf } from './pdf-runs.js';

// PDFKit's built-in fonts (Helvetica, Courier) encode Windows-1252 only: Łódź, Příbram, İstanbul and
// Αθήνα came out with wrong or missing letters. The report's text is set in Noto Sans instead (the
// npm package of Google's fonts, OFL-1.1), embedded as a subset of the glyphs used. Code keeps Courier.

const require = createRequire(import.meta.url);
const FACES = {
  regular: '400Regular/NotoSans_400Regular.ttf',
  bold: '700Bold/NotoSans_700Bold.ttf',
  italic: '400Regular_Italic/NotoSans_400Regular_Italic.ttf',
  boldItalic: '700Bold_Italic/NotoSans_700Bold_Italic.ttf',
} as const;
export type Face = keyof typeof FACES;

/** The names the faces are registered under in every report PDF. */
export const FONT: Record<Face, string> = {
  regular: 'NotoSans',
  bold: 'NotoSans-Bold',
  italic: 'NotoSans-Italic',
  boldItalic: 'NotoSans-BoldItalic',
};

/** Read once per process: four files of about half a megabyte. */
const files = new Map<Face, Buffer>();
function fontFile(face: Face): Buffer {
  let file = files.get(face);
  if (!file) {
    file = readFileSync(require.resolve(`@expo-google-fonts/noto-sans/${FACES[face]}`));
    files.set(face, file);
  }
  return file;
}

/** Makes the faces available to `doc.font(FONT.…)`. */
export function registerReportFonts(doc: Pdf): void {
  for (const face of Object.keys(FACES) as Face[]) doc.registerFont(FONT[face], fontFile(face));
}

/** fontkit (the font reader PDFKit embeds with) has no type declarations: the one call used here. */
interface GlyphCoverage {
  hasGlyphForCodePoint(codePoint: number): boolean;
}
const fontkit = require('fontkit') as { create(buffer: Buffer): GlyphCoverage };

let coverage: GlyphCoverage | undefined;
/** Whether the body font draws this character (the faces cover the same characters). */
export function bodyFontHas(char: string): boolean {
  coverage ??= fontkit.create(fontFile('regular'));
  return coverage.hasGlyphForCodePoint(char.codePointAt(0) ?? 0);
}
