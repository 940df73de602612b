/**
 * The Library panel turns a citation marker [n] into a link to the n-th listed source, so the markers in
 * a stored answer must number its sources in order: [1] is sources[0]. Research services do not always
 * keep to that (numbering from zero, citing a page they did not return, or listing more pages than we
 * keep), so every answer passes through here before it is stored.
 */

/** [3], and grouped forms such as [1, 2]; four digits would be a year ([2024]), not a citation. */
const CITATION = /(\s*)\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/g;

export interface Citable {
  url: string;
}

export function renumberCitations<S extends Citable>(
  text: string,
  sources: S[],
  maxSources: number,
): { text: string; sources: S[] } {
  const offset = zeroBased(text, sources.length) ? 1 : 0;
  // Source index → its new number, given in order of first citation.
  const numberOf = new Map<number, number>();
  const rewritten = text.replace(CITATION, (_whole, space: string, list: string) => {
    const markers: string[] = [];
    for (const raw of list.split(',')) {
      const index = Number(raw) + offset - 1;
      // A marker without a source would link nowhere: it is dropped rather than shown dead.
      if (index < 0 || index >= sources.length) continue;
      let number = numberOf.get(index);
      if (number === undefined) {
        if (numberOf.size >= maxSources) continue;
        number = numberOf.size + 1;
        numberOf.set(index, number);
      }
      const marker = `[${number}]`;
      if (!markers.includes(marker)) markers.push(marker);
    }
    return markers.length === 0 ? '' : space + markers.join('');
  });
  const cited = [...numberOf.keys()].map((index) => sources[index]!);
  // Pages the answer rests on but does not cite stay listed after the cited ones (they are evidence too).
  const uncited = sources.filter((_, index) => !numberOf.has(index));
  return { text: rewritten, sources: [...cited, ...uncited].slice(0, maxSources) };
}

/** A [0] marker, with no marker past the last source when read from zero, means numbering from zero. */
function zeroBased(text: string, sourceCount: number): boolean {
  const numbers = [...text.matchAll(CITATION)].flatMap((match) => match[2]!.split(',').map(Number));
  return numbers.includes(0) && numbers.every((number) => number < sourceCount);
}
