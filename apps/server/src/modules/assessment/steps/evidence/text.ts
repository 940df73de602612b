/** Small text helpers shared by the evidence steps. */

/** Trimmed and cut to the contract's limit, with an ellipsis when cut (a schema max is a hard refusal). */
export function clip(text: string, max: number): string {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1).trimEnd()}…`;
}

/** Cut to at most `max` characters, keeping line breaks (for text a model reads, not for storage). */
export function cut(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}

/**
 * The sentences of a text stored one paragraph per line. Splitting after '.', '!' or '?' (and any
 * citation markers after it, '…in 2024.[1][2] Next') followed by a capital keeps '12.3' together.
 */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?](?:\[[\d,\s]+\])*)\s+(?=[\p{Lu}"“‘(\d])/u))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** Four-digit years a text names, at most `latest` (a later year is a target, not an event). */
export function yearsIn(text: string, latest: number): number[] {
  return [...text.matchAll(/\b(19[5-9]\d|20\d\d)\b/g)]
    .map((match) => Number(match[1]))
    .filter((year) => year <= latest);
}

export const yearOf = (isoDate: string): number => Number(isoDate.slice(0, 4));

/** 'a', 'a and b', 'a, b and c'. */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** Lower case without accents or punctuation, for comparing names written in different ways. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
