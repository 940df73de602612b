// PDFKit's built-in fonts (Helvetica, Courier) only encode Windows-1252 ("WinAnsi"): anything else prints
// as a wrong glyph (CO₂ came out as 'CO‚'). Embedding a Unicode font would need a font file shipped with
// the server, so text is brought into WinAnsi instead: compatibility forms (₂ → 2, ﬁ → fi), accents
// dropped where the letter is missing (ő → o), a few symbols spelled out, and '?' for what remains.

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

/** Text the built-in PDF fonts can show. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    if (isWinAnsi(char)) out += char;
    else out += REPLACEMENTS[char] ?? transliterate(char);
  }
  return out;
}

function transliterate(char: string): string {
  if (/[\u200b-\u200d\u2060\ufeff]/.test(char)) return '';
  const decomposed = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return decomposed.length > 0 && [...decomposed].every(isWinAnsi) ? decomposed : '?';
}
