/** The page's h1 is the report title and each section card an h2: a section's own headings start at h3. */
const FIRST_LEVEL = 3;

/**
 * How many levels a section's markdown headings move so its highest heading becomes an h3 and the
 * outline skips no level. Headings inside fenced code do not count.
 */
export function headingShift(markdown: string): number {
  let fenced = false;
  let highest = 7;
  for (const line of markdown.split('\n')) {
    if (/^\s{0,3}(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^\s{0,3}(#{1,6})(\s|$)/.exec(line);
    if (heading?.[1]) highest = Math.min(highest, heading[1].length);
  }
  return highest === 7 ? 0 : FIRST_LEVEL - highest;
}

/** A markdown heading's level on the page: shifted, and kept between h3 and h6. */
export const shiftedLevel = (level: number, shift: number) =>
  Math.min(6, Math.max(FIRST_LEVEL, level + shift));
