import type { Source } from '@impact/contracts';
import { pageSource } from '../../../chat/documents/document-sources.js';
import type { StepInput } from '../step-types.js';
import { uniqueSources, websiteRetrievedAt } from './cited-sources.js';
import { citedSentences, researchAnswers } from './research-answers.js';
import { clip, foldText, sentencesOf, yearOf, yearsIn } from './text.js';

/**
 * ESG ratings found by pattern, without a model: an agency's name and a grade in that agency's own
 * scale in the same sentence (MSCI 'AA', CDP 'A-', Sustainalytics 'Low risk', EcoVadis 'Gold', ISS
 * 'Prime', S&P Global CSA '68'). A sentence about a target ('we aim for an A') states no rating.
 */

export interface FoundRating {
  agency: string;
  rating: string;
  /** The latest year the sentence names, or 'Not stated'. */
  date: string;
  sources: Source[];
  /** True when only the company's own page states it. */
  companyStated: boolean;
}

interface Agency {
  agency: string;
  name: RegExp;
  /** Words that make the sentence about a rating rather than, say, an MSCI index. */
  context: RegExp;
  /** The grade in a window of the sentence next to the agency's name; the whole sentence for what it qualifies. */
  grade: (window: string, sentence: string) => string | undefined;
}

const TARGET = /\b(?:aims?|aiming|target\w*|goal|plans?|seek\w*|striv\w*|ambition|want|hope)\b/i;
/** A letter grade standing alone, not 'B Corp', not part of a word or of 'ESG'. */
const letters = (scale: string) => new RegExp(String.raw`(?<![\w-])(${scale})(?![\w+-]|\s+Corp)`);

/** CDP's questionnaires, named in English, Spanish, French, Italian and German ('cambio climático', 'Klimawandel'). */
const CDP_THEMES: readonly [RegExp, string][] = [
  [/\bclimate\b|clim[aá]tic|\bclimat|\bclima\b|\bKlima/i, 'Climate'],
  [/\bwater\b|\bagua\b|\beau\b|\bacqua\b|\bWasser\b/i, 'Water'],
  [/\bforests?\b|\bbosques\b|\bforêts\b|\bforeste\b|\bWälder\b/i, 'Forests'],
];

const AGENCIES: Agency[] = [
  {
    agency: 'MSCI',
    name: /\bMSCI\b/,
    context: /\brat(?:ed|ing)|\bscor|upgrad|downgrad/i,
    grade: (w) => letters('AAA|AA|A|BBB|BB|B|CCC').exec(w)?.[1],
  },
  {
    agency: 'Sustainalytics',
    name: /\bSustainalytics\b/i,
    context: /risk|rat(?:ed|ing)|scor/i,
    grade: (w) => {
      const risk = /\b(negligible|low|medium|high|severe)[\s-]+(?:ESG\s+)?risk\b/i.exec(w);
      if (!risk) return undefined;
      // The risk score sits before or after the level ('a score of 14.2, low risk' or 'low risk (14.2)').
      const score = /\b(\d{1,2}(?:\.\d{1,2})?)\b(?!\s*%)/.exec(w);
      const level = `${risk[1]!.charAt(0).toUpperCase()}${risk[1]!.slice(1).toLowerCase()} risk`;
      return score ? `${level} (${score[1]})` : level;
    },
  },
  {
    agency: 'CDP',
    name: /\bCDP\b|Carbon Disclosure Project/,
    // The score in the other languages too: 'puntuación B', 'calificación', 'punteggio', 'Bewertung', 'notation'.
    context: /scor|rat(?:ed|ing)|\bA List\b|grade|puntuaci|calificaci|punteggio|valutazion|bewert|notation/i,
    // The questionnaire may stand before the name ('cuestionario de cambio climático de CDP … A-').
    grade: (w, sentence) => {
      const grade = /(?<![\w-])([ABCD]-?)(?![\w+]|\s+Corp)/.exec(w)?.[1];
      if (!grade) return undefined;
      const theme = CDP_THEMES.find(([pattern]) => pattern.test(sentence))?.[1];
      return theme ? `${grade} (${theme})` : grade;
    },
  },
  {
    agency: 'EcoVadis',
    name: /\bEcoVadis\b/i,
    context: /medal|scor|rat(?:ed|ing)|platinum|gold|silver|bronze/i,
    grade: (w) => {
      const medal = /\b(platinum|gold|silver|bronze)\b/i.exec(w)?.[1];
      const score = /\b(\d{2})\s?(?:\/\s?100|out of 100|points)/i.exec(w)?.[1];
      const named = medal && `${medal.charAt(0).toUpperCase()}${medal.slice(1).toLowerCase()}`;
      if (named && score) return `${named} (${score}/100)`;
      return named ?? (score ? `${score}/100` : undefined);
    },
  },
  {
    agency: 'ISS ESG',
    name: /\bISS(?:[\s-]ESG|[\s-]oekom)?\b/,
    context: /rat(?:ed|ing)|prime|scor/i,
    grade: (w) => /\b(Prime)\b/.exec(w)?.[1] ?? /(?<![\w-])([A-D][+-]?)(?![\w+-]|\s+Corp)/.exec(w)?.[1],
  },
  {
    agency: 'S&P Global CSA',
    name: /S&P Global(?:\s+(?:ESG|CSA|Corporate Sustainability Assessment))?|Corporate Sustainability Assessment/,
    context: /scor/i,
    grade: (w) => {
      const score = /\b(\d{1,3})(?:\s?\/\s?100|\s+out of 100|\s+points)?\b(?![\d.,]|\s*%)/.exec(w)?.[1];
      return score && Number(score) <= 100 ? `${score}/100` : undefined;
    },
  },
];

/** Years are not grades or scores: '2024' must not read as an S&P score of 20. */
const withoutYears = (text: string) => text.replace(/\b(?:19|20)\d\d\b/g, ' ');

/** The grade next to the agency's name: after it first ('MSCI ESG rating of AA'), else before it. */
function gradeIn(sentence: string, agency: Agency): string | undefined {
  const at = agency.name.exec(sentence);
  if (!at) return undefined;
  const after = withoutYears(sentence.slice(at.index + at[0].length, at.index + at[0].length + 90));
  const before = withoutYears(sentence.slice(Math.max(0, at.index - 60), at.index));
  return agency.grade(after, sentence) ?? agency.grade(before, sentence);
}

function ratingsInSentence(
  sentence: string,
  latestYear: number,
): { agency: string; rating: string; date: string }[] {
  if (TARGET.test(sentence) || sentence.trim().endsWith('?')) return [];
  return AGENCIES.flatMap((agency) => {
    if (!agency.name.test(sentence) || !agency.context.test(sentence)) return [];
    const rating = gradeIn(sentence, agency);
    if (!rating) return [];
    const year = yearsIn(sentence, latestYear).toSorted().at(-1);
    return [{ agency: agency.agency, rating: clip(rating, 60), date: year ? String(year) : 'Not stated' }];
  });
}

/** Ratings stated in the research answers (with the sentence's citations) and on the company's pages. */
export function findRatings(input: StepInput): FoundRating[] {
  const latestYear = yearOf(input.today);
  const found: FoundRating[] = [];
  for (const answer of researchAnswers(input.web)) {
    for (const sentence of citedSentences(answer)) {
      for (const rating of ratingsInSentence(sentence.text, latestYear))
        found.push({ ...rating, sources: sentence.sources, companyStated: false });
    }
  }
  const retrievedAt = websiteRetrievedAt(input);
  for (const page of input.website?.pages ?? []) {
    for (const sentence of sentencesOf(page.content)) {
      const source = pageSource(page, retrievedAt, sentence);
      for (const rating of ratingsInSentence(sentence, latestYear))
        found.push({ ...rating, sources: [source], companyStated: true });
    }
  }
  return mergeRatings(found);
}

/** One entry per agency and grade: their sources merged, independent reporting winning over the company's. */
function mergeRatings(found: FoundRating[]): FoundRating[] {
  const merged = new Map<string, FoundRating>();
  for (const rating of found) {
    const key = `${foldText(rating.agency)}|${foldText(rating.rating)}|${rating.date}`;
    const kept = merged.get(key);
    if (!kept) merged.set(key, { ...rating });
    else {
      kept.sources = uniqueSources([...kept.sources, ...rating.sources]);
      kept.companyStated = kept.companyStated && rating.companyStated;
    }
  }
  return [...merged.values()].slice(0, 12);
}
