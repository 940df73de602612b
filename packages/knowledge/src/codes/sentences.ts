/**
 * Sentences of page text, for evidence: each detection quotes the sentence it rests on. Paragraph breaks
 * and list bullets end a sentence; other line breaks are page wrapping and are joined.
 */
const ABBREVIATION_AT_END =
  /(?:^|[\s(])(?:e\.g|i\.e|etc|incl|approx|vs|no|nr|inc|ltd|co|corp|dr|mr|mrs|ms|st|fig|art|cf)\.$/i;
const SENTENCE_BREAK = /(?<=[.!?])\s+(?=["“'([]?[\p{Lu}\p{N}])/u;

export function splitSentences(
  text: string,
  headingBelongsBelow: (heading: string) => boolean = () => false,
): string[] {
  const sentences: string[] = [];
  const blocks = text
    .split(/\r?\n\s*\r?\n|\r?\n(?=\s*(?:[-•*–]|\d+[.)])\s)/)
    .flatMap((block) => standaloneLinesApart(block, headingBelongsBelow));
  for (const block of blocks) {
    let pending = '';
    for (const piece of block.replace(/\s+/g, ' ').trim().split(SENTENCE_BREAK)) {
      pending = pending ? `${pending} ${piece}` : piece;
      // 'e.g. FSC' must not end a sentence: keep going until the piece ends on a real full stop.
      if (!ABBREVIATION_AT_END.test(pending)) {
        sentences.push(pending.replace(/^\s*(?:[-•*–]|\d+[.)])\s+/, '').trim());
        pending = '';
      }
    }
    if (pending.trim()) sentences.push(pending.trim());
  }
  return sentences.filter((sentence) => sentence.length > 0);
}

/** A table row as the page reader writes it: 'Employees | 2024: 540'. */
const TABLE_ROW = / \| /;
/** A heading: a few words, no closing punctuation or colon, no figure but a year. */
function looksLikeHeading(line: string): boolean {
  if (/[.!?:;,]$/.test(line) || line.includes(':') || line.split(' ').length > 8) return false;
  return !/\d/.test(line.replace(/\b(?:19|20)\d{2}\b/g, ''));
}

/**
 * A block's lines, with headings and table rows set apart: 'Key figures', its rows and the heading
 * 'Certifications' are not part of the sentence after them. A short line followed by one in lower case
 * is a wrapped sentence ('Our plant is certified / according to ISO 14001.'), not a heading. A heading
 * the caller says belongs to the text below (a card's 'Lean & Green' over 'We joined in 2021.') stays on.
 */
function standaloneLinesApart(block: string, headingBelongsBelow: (heading: string) => boolean): string[] {
  const lines = block
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  const parts: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length > 0) parts.push(current.join(' '));
    current = [];
  };
  lines.forEach((line, index) => {
    const next = lines[index + 1] ?? '';
    const heading = looksLikeHeading(line) && /^[\p{Lu}\p{N}"“]/u.test(next) && !headingBelongsBelow(line);
    if (TABLE_ROW.test(line) || heading) {
      flush();
      parts.push(line);
    } else {
      current.push(line);
      if (TABLE_ROW.test(next)) flush();
    }
  });
  flush();
  return parts;
}

/**
 * Web and e-mail addresses blanked out (same length, so positions still match the original): 'fsc' in
 * 'www.example.com/fsc-paper' is a path, not a claim.
 */
export function maskAddresses(text: string): string {
  return text.replace(/(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+\.[\w.]+/gi, (address) =>
    ' '.repeat(address.length),
  );
}
