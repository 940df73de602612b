/**
 * The revenue and profit figures a model writes must stand in a sentence of a source it cites: each
 * number of the field (an amount, a margin) equal to a number of one sentence of that page or research
 * answer that names the indicator and the field's year. A field with a figure no cited sentence states
 * is not kept.
 */
import { pageRef } from '../../../chat/documents/document-sources.js';
import { checkFigure } from '../knowledge/figure-check.js';
import { numberTokens } from '../knowledge/number-tokens.js';
import type { StepInput } from '../step-types.js';
import { urlKey } from './cited-sources.js';
import { citedSentences, researchAnswers } from './research-answers.js';
import { sentencesOf } from './text.js';

/** The words that name each indicator, in the languages company pages use. */
export const BUSINESS_INDICATORS = {
  revenue: 'revenue turnover sales umsatz omzet chiffre',
  profit: 'profit income result margin ebit ebitda earnings loss gewinn ergebnis marge resultat',
} as const;

/** The sentences of the cited sources the context holds: pages of the website, research answers. */
function citedPassages(input: Pick<StepInput, 'website' | 'web'>, urls: readonly string[]): string[] {
  const keys = new Set(urls.flatMap((url) => urlKey(url) ?? []));
  const pages = (input.website?.pages ?? []).filter((page) => keys.has(urlKey(pageRef(page)) ?? ''));
  const research = researchAnswers(input.web)
    .flatMap(citedSentences)
    .filter((sentence) => sentence.sources.some((source) => keys.has(urlKey(source.url) ?? '')));
  return [
    ...pages.flatMap((page) => sentencesOf(page.content)),
    ...research.map((sentence) => sentence.text),
  ];
}

/**
 * Whether every figure of the field stands in one cited sentence for the indicator and the field's
 * year (the latest it names). A field with no figure has nothing to check; one with figures and no
 * year cannot be checked, so it does not stand.
 */
export function figuresBorneOut(
  input: Pick<StepInput, 'website' | 'web'>,
  field: { text: string; sources: readonly string[]; indicator: keyof typeof BUSINESS_INDICATORS },
): boolean {
  const tokens = numberTokens(field.text);
  const figures = tokens.filter((token) => token.year === undefined);
  if (figures.length === 0) return true;
  const year = Math.max(...tokens.flatMap((token) => token.year ?? []));
  if (!Number.isFinite(year)) return false;
  const passages = citedPassages(input, field.sources);
  const indicator = BUSINESS_INDICATORS[field.indicator];
  return figures.every((figure) => {
    const value = field.text.slice(figure.start, figure.end);
    return passages.some((text) => checkFigure({ value, indicator, year }, { kind: 'sentence', text }).ok);
  });
}
