/**
 * Citations in report markdown: [n], or a list [n, m] as models sometimes write. A bracket followed by
 * '(' is a link's text, not a citation.
 */
const CITATION = /(\s*)\[(\d{1,4}(?:\s*,\s*\d{1,4})*)\](?!\()/g;

const numbersIn = (list: string) => list.split(',').map((part) => Number(part.trim()));

/** The source numbers cited in the text, ascending, each once. */
export function citedNumbers(markdown: string): number[] {
  const numbers = new Set<number>();
  for (const match of markdown.matchAll(CITATION)) {
    for (const n of numbersIn(match[2]!)) numbers.add(n);
  }
  return [...numbers].toSorted((a, b) => a - b);
}

/** A run of adjacent citations ('[7][3]'), with the space before it. */
const CITATION_RUN = /(\s*)((?:\[\d{1,4}(?:\s*,\s*\d{1,4})*\](?!\())+)/g;

/**
 * Keeps only citations of known sources: a model may invent a number or cite one it was not given.
 * [2, 9] with 9 unknown becomes [2]; a run left with nothing disappears with the space before it.
 */
export function keepKnownCitations(markdown: string, known: ReadonlySet<number>): string {
  return markdown.replace(CITATION_RUN, (_whole, space: string, run: string) => {
    const kept = [...run.matchAll(/\[([^\]]+)\]/g)].flatMap((match) =>
      numbersIn(match[1]!).filter((n) => known.has(n)),
    );
    return kept.length === 0 ? '' : `${space}${[...new Set(kept)].map((n) => `[${n}]`).join('')}`;
  });
}
