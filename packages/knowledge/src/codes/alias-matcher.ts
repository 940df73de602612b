import type { CodeAlias, VoluntaryCode } from './types.js';

export interface AliasMatch {
  start: number;
  end: number;
  text: string;
  alias: CodeAlias;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Spaces and hyphens in an alias match any run of spaces, hyphens or none: 'ISO14001', 'B-Corp'. */
const FLEXIBLE_SEPARATOR = '[\\s\\u00a0\\-\\u2010\\u2013]*';

const compiled = new Map<CodeAlias, RegExp>();

/** Whole-word match: no letter or digit may touch the alias on either side ('B Corps' is not 'B Corp'). */
function aliasPattern(alias: CodeAlias): RegExp {
  let pattern = compiled.get(alias);
  if (!pattern) {
    const body = alias.text
      .trim()
      .split(/[\s-]+/)
      .map(escapeRegExp)
      .join(FLEXIBLE_SEPARATOR);
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, alias.caseSensitive ? 'gu' : 'giu');
    compiled.set(alias, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

/**
 * The alias's first word in lower case: a text without it cannot hold the alias, so its pattern is never
 * run there. V8 compiles a pattern on its first run, and the catalogue's hundreds of Unicode,
 * case-insensitive patterns cost about a second to compile; most pages name few codes.
 */
const firstWords = new Map<CodeAlias, string>();
function firstWordOf(alias: CodeAlias): string {
  let word = firstWords.get(alias);
  if (word === undefined) {
    word = (alias.text.trim().split(/[\s-]+/)[0] ?? '').toLowerCase();
    firstWords.set(alias, word);
  }
  return word;
}

/** The last text searched, lower-cased once for all the codes searched in it. */
let lastText: string | undefined;
let lastLowered = '';
function lowered(text: string): string {
  if (text !== lastText) {
    lastText = text;
    lastLowered = text.toLowerCase();
  }
  return lastLowered;
}

export function findAliases(text: string, code: VoluntaryCode): AliasMatch[] {
  const matches: AliasMatch[] = [];
  for (const alias of code.aliases) {
    if (!lowered(text).includes(firstWordOf(alias))) continue;
    for (const match of text.matchAll(aliasPattern(alias))) {
      matches.push({ start: match.index, end: match.index + match[0].length, text: match[0], alias });
    }
  }
  return matches.toSorted((a, b) => a.start - b.start);
}

/** An unambiguous name of the code appears somewhere in the page text. */
export function namesCodeUnambiguously(text: string, code: VoluntaryCode): boolean {
  return findAliases(text, code).some((match) => !match.alias.ambiguous);
}

/** An ambiguous alias counts when the page names the code fully, or the sentence has a context term. */
export function confirmsAmbiguous(sentence: string, code: VoluntaryCode, pageNamesCode: boolean): boolean {
  if (pageNamesCode) return true;
  // Whole words (plural allowed): 'cod' must not confirm MSC in 'code of conduct'.
  return (code.contextTerms ?? []).some((term) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?:s|es)?(?![\\p{L}\\p{N}])`, 'iu').test(sentence),
  );
}
