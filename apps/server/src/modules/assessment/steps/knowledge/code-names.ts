import { VOLUNTARY_CODES } from '@impact/knowledge';
import { normalizeText } from './quote-check.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whole-word occurrence, spaces and hyphens interchangeable ('B-Corp' and 'B Corp'). */
function namesWord(text: string, name: string, caseSensitive: boolean): boolean {
  const body = name
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean)
    .map(escapeRegExp)
    .join('[\\s\\-]*');
  if (body === '') return false;
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, caseSensitive ? 'u' : 'iu').test(text);
}

/**
 * Whether a name a model gives is a code of the knowledge base's catalogue. Those are the knowledge
 * base's call (it found no adoption wording for them); the model may only add codes the catalogue lacks.
 */
export function isCatalogueCode(name: string): boolean {
  return VOLUNTARY_CODES.some(
    (code) =>
      normalizeText(code.name) === normalizeText(name) ||
      code.aliases.some((alias) => namesWord(name, alias.text, alias.caseSensitive)),
  );
}

/** 'Science Based Targets initiative (SBTi)' → the full name, the part before the brackets, the acronym. */
function variantsOf(name: string): string[] {
  const bracketed = [...name.matchAll(/\(([^)]+)\)/g)].map((match) => match[1] ?? '');
  const bare = name.replace(/\([^)]*\)/g, ' ');
  return [name, bare, ...bracketed].map((variant) => variant.trim()).filter((variant) => variant.length >= 2);
}

/** A quote is evidence for a code only when it names the code. */
export function quoteNamesCode(quote: string, name: string): boolean {
  const text = normalizeText(quote);
  return variantsOf(normalizeText(name)).some((variant) => namesWord(text, variant, false));
}
