import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

/**
 * For tests: which characters the PDF's embedded fonts really draw. Each embedded (Type0) font maps its
 * glyph ids to text through its ToUnicode CMap; a character counts as drawn when that map gives it a
 * glyph other than .notdef (id 0) and the embedded font file has an outline for that glyph. Text that
 * extracts correctly is not enough: a missing glyph still extracts but prints as a box.
 */
interface SubsetFont {
  getGlyph(id: number): { path: { commands: unknown[] } };
}
const fontkit = createRequire(import.meta.url)('fontkit') as { create(buffer: Buffer): SubsetFont };

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function readObjects(pdf: Buffer): Map<string, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<string, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\n([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const start = body.indexOf('stream\n');
    if (start < 0) {
      objects.set(match[1]!, { dict: body, stream: null });
      continue;
    }
    const raw = Buffer.from(body.slice(start + 7, body.lastIndexOf('\nendstream')), 'latin1');
    const dict = body.slice(0, start);
    objects.set(match[1]!, { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return objects;
}

const ref = (dict: string, key: string) => new RegExp(`/${key} \\[?(\\d+) 0 R`).exec(dict)?.[1];

/** UTF-16 code units written in hex ('0141' → 'Ł'). */
const hex = (code: string) =>
  String.fromCharCode(...(code.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));

/** ToUnicode's bfrange arrays and bfchar pairs: glyph id → the text it stands for. */
function toUnicode(cmap: string): Map<number, string> {
  const glyphs = new Map<number, string>();
  for (const range of cmap.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/gi)) {
    const first = Number.parseInt(range[1]!, 16);
    [...range[2]!.matchAll(/<([0-9a-f ]+)>/gi)].forEach((code, index) =>
      glyphs.set(first + index, hex(code[1]!.replaceAll(' ', ''))),
    );
  }
  for (const pair of cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]{4,})>\n/gi)) {
    glyphs.set(Number.parseInt(pair[1]!, 16), hex(pair[2]!));
  }
  return glyphs;
}

/** Every character some embedded font of the PDF draws with a real glyph. */
export function charactersWithEmbeddedGlyphs(pdf: Buffer): Set<string> {
  const objects = readObjects(pdf);
  const drawn = new Set<string>();
  for (const font of objects.values()) {
    if (!font.dict.includes('/Subtype /Type0')) continue;
    const cmap = objects.get(ref(font.dict, 'ToUnicode') ?? '')?.stream?.toString('latin1') ?? '';
    const descendant = objects.get(ref(font.dict, 'DescendantFonts') ?? '');
    const descriptor = objects.get(ref(descendant?.dict ?? '', 'FontDescriptor') ?? '');
    const file = objects.get(ref(descriptor?.dict ?? '', 'FontFile2') ?? '')?.stream;
    if (!file) continue;
    const embedded = fontkit.create(file);
    for (const [id, text] of toUnicode(cmap)) {
      if (id !== 0 && embedded.getGlyph(id).path.commands.length > 0) drawn.add(text);
    }
  }
  return drawn;
}
