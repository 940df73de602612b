// PDFKit's built-in fonts (Helvetica, Courier) only encode Windows-1252 ("WinAnsi"): anything else prints
// as a wrong glyph (CO₂ came out as 'CO‚'). Report text is set in an embedded Unicode font (pdf-fonts.ts)
// and keeps every character that font draws; code blocks stay in Courier. What a font lacks is replaced:
// compatibility forms (₂ → 2, ﬁ → fi), accents dropped where the letter is missing (ő → o), a few
// symbols spelled out, and '?' for what remains.
import { bodyFontHas } from './pdf-fonts.js';

/** The 27 characters Windows-1252 places in 0x80–0x9F, on top of ASCII and Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const REPLACEMENTS: Record<string, string> = {
  '≤': '<=',
  '≥': '>=',
  '≠': '!=',
  '≈': '~',
  '→': '->',
  '←': '<-',
  '↑': 'up',
  '↓': 'down',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '―': '—',
  '✓': 'yes',
  '✔': 'yes',
  '✗': 'no',
  '✘': 'no',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
};

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    char === '\n' ||
    char === '\t' ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRA.has(char)
  );
}

/** Text the built-in PDF fonts can show (used for code, set in Courier). */
export function toWinAnsi(text: string): string {
  return keepOrReplace(text, isWinAnsi);
}

/** Text the embedded body font can show: Łódź, Příbram, İstanbul, Αθήνα and Straße as written. */
export function toBodyText(text: string): string {
  return keepOrReplace(text, (char) => char === '\n' || char === '\t' || bodyFontHas(char));
}

function keepOrReplace(text: string, canShow: (char: string) => boolean): string {
  let out = '';
  for (const char of text) {
    if (/[\u200b-\u200d\u2060\ufeff]/.test(char)) continue;
    if (canShow(char)) out += char;
    else out += REPLACEMENTS[char] ?? transliterate(char, canShow);
  }
  return out;
}

function transliterate(char: string, canShow: (char: string) => boolean): string {
  const decomposed = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return decomposed.length > 0 && [...decomposed].every(canShow) ? decomposed : '?';
}
