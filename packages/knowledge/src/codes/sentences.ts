/**
 * Sentences of page text, for evidence: each detection quotes the sentence it rests on. Paragraph breaks
 * and list bullets end a sentence; other line breaks are page wrapping and are joined.
 */
const ABBREVIATION_AT_END =
  /(?:^|[\s(])(?:e\.g|i\.e|etc|incl|approx|vs|no|nr|inc|ltd|co|corp|dr|mr|mrs|ms|st|fig|art|cf)\.$/i;
const SENTENCE_BREAK = /(?<=[.!?])\s+(?=["“'([]?[\p{Lu}\p{N}])/u;

export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  const blocks = text.split(/\r?\n\s*\r?\n|\r?\n(?=\s*(?:[-•*–]|\d+[.)])\s)/);
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

/**
 * Web and e-mail addresses blanked out (same length, so positions still match the original): 'fsc' in
 * 'www.example.com/fsc-paper' is a path, not a claim.
 */
export function maskAddresses(text: string): string {
  return text.replace(/(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+\.[\w.]+/gi, (address) =>
    ' '.repeat(address.length),
  );
}
