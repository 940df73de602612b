/**
 * Figures a producer wrote as one text run. A browser prints a table row's cells close together, and
 * pdf.js gives a narrow year cell and the figure beside it as one item with a space between them
 * ('2025 1.284'); a thousands group set off by a space ('1 140', '12 345,6') is one figure all the same.
 */

/** A figure as a table cell gives it: 1,234 / 1.234,5 / (3.2) / -12% / 2025. */
export const FIGURE = /^[-–+]?\(?\d[\d.,'’\u00a0\u202f]*\)?%?$/u;

/** A figure grouped so far by spaces only ('1', '12 345'), which a group of three digits can go on. */
const GROUPED_SO_FAR = /^[-–+(]?\d{1,3}(?: \d{3})*$/u;
const NEXT_GROUP = /^\d{3}(?:[.,]\d+)?\)?%?$/u;

/** Whether `next` is the next thousands group of the figure `previous` ('1' and '140'), not a figure of its own. */
export function continuesFigure(previous: string, next: string): boolean {
  return GROUPED_SO_FAR.test(previous.trim()) && NEXT_GROUP.test(next.trim());
}

export interface TextRun {
  x: number;
  end: number;
  text: string;
}

/**
 * A run of figures parted into one run per figure, each placed by its share of the run's characters
 * (figures are set in digits of one width). A run with a word in it, or a single figure, stays whole.
 */
export function figuresOfRun<T extends TextRun>(run: T): T[] {
  const tokens = [...run.text.matchAll(/[^ \t]+/gu)];
  if (tokens.length < 2 || !tokens.every((token) => FIGURE.test(token[0]))) return [run];
  const figures: { start: number; end: number }[] = [];
  for (const token of tokens) {
    const start = token.index;
    const end = start + token[0].length;
    const last = figures.at(-1);
    if (last && continuesFigure(run.text.slice(last.start, last.end), token[0])) last.end = end;
    else figures.push({ start, end });
  }
  if (figures.length < 2) return [run];
  const perCharacter = (run.end - run.x) / run.text.length;
  return figures.map(({ start, end }) => ({
    ...run,
    x: run.x + start * perCharacter,
    end: run.x + end * perCharacter,
    text: run.text.slice(start, end),
  }));
}
