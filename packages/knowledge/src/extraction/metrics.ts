import { classifyQuantity, type MetricReading } from './classify-metric.js';
import { evidenceFor, retrievedAtOf } from './evidence.js';
import { isSomeoneElsesFigure } from './figure-owner.js';
import { extractForeignMetrics, isSentenceMetricLanguage } from './foreign-sentence-metrics.js';
import { writesDecimalComma } from './stated-number.js';
import { metricKind, type MetricKindId } from './metric-kinds.js';
import { findQuantities, type Quantity } from './quantities.js';
import { sentencesUnderHeadings } from './heading-dated-sentences.js';
import { textLanguage } from './text-language.js';
import type { ExtractedMetric, MetricExtractionOptions } from './types.js';
import { beyondSemicolon, datesAMetric, findYears, type YearMention } from './years.js';

/** Words that make a number a target or a plan, not a result ('We aim to cut… by 50% by 2030'). */
const TARGET_BEFORE =
  /\b(?:targets?|targeting|goals?|aims?|aiming|ambitions?|ambitious|commit\w*|pledge\w*|plans? to|planning to|intends? to|strive\w*|seeks? to|will|would|should|by (?:19|20)\d{2})\b/i;
/** 'and to reduce…', 'and to halve…': another aim joined to a target's. */
const TARGET_GOES_ON = /\b(?:and|or)\s+to\s+[a-z-]+\b/i;
const TARGET_AFTER =
  /^\W*(?:[\w-]+\W+){0,6}?(?:by\s+(?:the\s+end\s+of\s+)?(?:FY\s?)?(?:19|20)\d{2}\b|(?:target|goal|ambition)\b)/i;
/** Marketing hedges: a ceiling is not a measured value ('save up to 30%'). */
const HEDGE_BEFORE = /\b(?:up to|as much as|as little as|from just|from only|starting at|only)\s*$/i;
/** The earlier value of a comparison ('up from 41% in 2021'). */
const COMPARISON_BEFORE =
  /\b(?:from|compared (?:with|to)|versus|vs\.?|(?<!(?:more|less|fewer|rather) )than|against|previously|last year)\s*(?:more than|over|about|around|almost|nearly|approximately|some)?\s*$/i;
/** The figure in brackets after the year a change is measured against: that year's ('… against 2019 (3,420 t)'). */
const COMPARED_YEAR_BRACKET =
  /\b(?:compared (?:with|to)|against|versus|vs\.?|relative to|from|than(?: in)?)\s*(?:the\s+)?(?:(?:base(?:line)?|reference)\s+year\s+)?(?:FY\s?)?(?:19|20)\d{2}\s*\(\s*$/i;
/** Between a figure and the next: the rest of its clause, then a bracket with a year ('… 74% … (FY2024/25: '). */
const EARLIER_YEAR_BRACKET =
  /^[^()\d]*(?:(?:FY\s?)?(?:19|20)\d{2}(?:\/\d{2,4})?[^()\d]*)*\(\s*(?:FY\s?)?(?:19|20)\d{2}(?:\/\d{2,4})?\s*:\s*$/i;
/**
 * An average of others as the figure's subject: 'The average Irish dairy farm emits about 1.2 kg CO2e per
 * kg of milk'. Not the company's own average ('the average employee received 21 hours').
 */
const POPULATION_AVERAGE =
  /\b(?:the|an)\s+(?:national\s+|industry\s+|sector\s+)?average\s+(?![^,;]*\b(?:our|we|employees?|colleagues?|staff|workers?)\b)(?:[\w-]+\s+){1,4}?(?:emits|emitted|uses|used|consumes|consumed|produces|produced|generates|generated|needs|requires)\b/i;
const CLAUSE_BOUNDARY = /[,;]|\s[–—]\s|\s(?:to|and|while|whereas|but|compared|versus|vs\.?)\s/i;
const REDUCTION_KINDS = new Set<MetricKindId>([
  'ghg-emissions-reduction',
  'energy-savings',
  'water-reduction',
  'plastic-reduction',
]);

function lastClause(text: string): string {
  const parts = text.split(/[,;:]/);
  return parts.at(-1) ?? text;
}

function firstClause(text: string): string {
  const boundary = CLAUSE_BOUNDARY.exec(text);
  return boundary ? text.slice(0, boundary.index) : text;
}

/**
 * Which quantity each year mention dates. A year before the first quantity dates it ('In 2024, …');
 * a year between two quantities dates the one before it, unless a clause boundary separates them
 * ('…12 MWh in 2024, up from 9 MWh in 2021' → 2024 to the first, 2021 to the second).
 */
function ownersOf(
  sentence: string,
  quantities: Quantity[],
  mentions: YearMention[],
): Map<YearMention, number> {
  const owners = new Map<YearMention, number>();
  for (const mention of mentions) {
    const after = quantities.filter((q) => q.end <= mention.start).length;
    // '(2024: 2.6)' dates the figure in its bracket, never the one before it, even when that one is unread.
    if (opensBracket(sentence, mention)) owners.set(mention, after);
    else if (after === 0) owners.set(mention, 0);
    else if (after === quantities.length) {
      if (!beyondSemicolon(sentence, quantities[after - 1]!.end, mention.start))
        owners.set(mention, after - 1);
    } else {
      const gap = sentence.slice(quantities[after - 1]?.end ?? 0, mention.start);
      // '68% in 2025 (2024: 65%)': a year opening a bracket dates the figure inside it.
      owners.set(mention, CLAUSE_BOUNDARY.test(gap) || /\(\s*$/.test(gap) ? after : after - 1);
    }
  }
  return owners;
}

/** A year that opens a bracket of another year's figure: '(2024: 4,300 MWh)'. */
function opensBracket(sentence: string, mention: YearMention): boolean {
  return /\(\s*$/.test(sentence.slice(0, mention.start)) && /^\s*:/.test(sentence.slice(mention.end));
}

interface YearContext {
  heading?: number;
  page?: number;
  latest: number;
}

function yearFor(
  sentence: string,
  index: number,
  quantity: Quantity,
  quantities: readonly Quantity[],
  mentions: YearMention[],
  owners: Map<YearMention, number>,
  years: YearContext,
): number | undefined {
  const own = mentions.filter((m) => owners.get(m) === index && datesAMetric(m));
  // '81%, up from 78% in 2024': the year dates the earlier value of the comparison, never this one.
  const ofComparison = (m: YearMention) => {
    const owner = owners.get(m);
    const earlier = owner === undefined || owner === index ? undefined : quantities[owner];
    return earlier !== undefined && COMPARISON_BEFORE.test(lastClause(sentence.slice(0, earlier.start)));
  };
  const nearest = own.toSorted(
    (a, b) => Math.abs(a.start - quantity.start) - Math.abs(b.start - quantity.start),
  )[0];
  if (nearest) return nearest.year;
  // '4,100 MWh (2024: 4,300 MWh)': the bracket's year dates the figure inside it, not the one before.
  const stated = new Set(
    mentions
      .filter(
        (m) =>
          datesAMetric(m) &&
          !opensBracket(sentence, m) &&
          !ofComparison(m) &&
          !beyondSemicolon(sentence, quantity.end, m.start),
      )
      .map((m) => m.year),
  );
  if (stated.size === 1) return [...stated][0];
  if (stated.size > 1) return undefined; // several years and none clearly this figure's: do not guess
  return years.heading ?? years.page;
}

/** '(vs 2019 baseline)' or '(since 2020)' for a reduction, from the comparison year in its clause. */
function comparisonNote(
  sentence: string,
  index: number,
  mentions: YearMention[],
  owners: Map<YearMention, number>,
): string {
  const comparison = mentions.find((m) => owners.get(m) === index && m.role === 'comparison');
  if (!comparison) return '';
  const before = sentence.slice(Math.max(0, comparison.start - 12), comparison.start);
  const isBaseline = /^\s*(?:baseline|base[\s-]year)/i.test(sentence.slice(comparison.end));
  if (/\bsince\s+$/i.test(before)) return ` (since ${comparison.text})`;
  return ` (vs ${comparison.text}${isBaseline ? ' baseline' : ''})`;
}

interface SentenceMetric {
  reading: MetricReading;
  quantity: Quantity;
  year: number;
}

function metricsInSentence(sentence: string, years: YearContext): SentenceMetric[] {
  const quantities = findQuantities(sentence);
  if (quantities.length === 0) return [];
  const mentions = findYears(sentence);
  const owners = ownersOf(sentence, quantities, mentions);
  const found: SentenceMetric[] = [];
  let previous: MetricReading | undefined;
  let previousTarget = false;
  quantities.forEach((quantity, index) => {
    const left = sentence.slice(quantities[index - 1]?.end ?? 0, quantity.start);
    const rightToNext = sentence.slice(quantity.end, quantities[index + 1]?.start ?? sentence.length);
    const clause = lastClause(left);
    // '…target to cut Scope 1 and 2 emissions by 50% by 2030, and to reduce travel emissions by 30%':
    // the infinitive after the target's figure goes on stating the target.
    const target =
      TARGET_BEFORE.test(clause) ||
      TARGET_AFTER.test(rightToNext) ||
      (previousTarget && TARGET_GOES_ON.test(left));
    previousTarget = target;
    if (target) return;
    if (HEDGE_BEFORE.test(clause) || COMPARISON_BEFORE.test(clause) || COMPARED_YEAR_BRACKET.test(left))
      return;
    if (POPULATION_AVERAGE.test(clause)) return;
    // An industry's, a market's or a parent's figure; the company's own beside it in the sentence stays.
    const span = {
      start: quantity.start,
      end: quantity.end,
      previousEnd: quantities[index - 1]?.end ?? 0,
      nextStart: quantities[index + 1]?.start ?? sentence.length,
    };
    if (isSomeoneElsesFigure(sentence, span)) return;
    const reading =
      classifyQuantity({
        quantity,
        left,
        right: firstClause(rightToNext),
        rest: rightToNext,
        previous,
      }) ??
      // '74% in our FY2025/26 survey (FY2024/25: 71%)': the bracket states the same indicator for another year.
      (previous && EARLIER_YEAR_BRACKET.test(left) && quantities[index - 1]?.unit === quantity.unit
        ? previous
        : undefined);
    if (!reading) return;
    previous = reading;
    const year = yearFor(sentence, index, quantity, quantities, mentions, owners, years);
    // A year after the page was read is a target, whatever the wording.
    if (year === undefined || year > years.latest) return;
    const note = REDUCTION_KINDS.has(reading.kindId) ? comparisonNote(sentence, index, mentions, owners) : '';
    found.push({ reading: { ...reading, name: `${reading.name}${note}` }, quantity, year });
  });
  return found;
}

/** The unit a sentence's figure states, as a key-figures table would ('employees', 'litres per guest night'). */
function sentenceUnit(unit: string, per: string | undefined): string | undefined {
  if (!unit) return undefined;
  const counted = unit === 'people' ? 'employees' : unit;
  return per ? `${counted} per ${per}` : counted;
}

/**
 * Reported metrics stated on a page of the company's own website: a quantity with a unit, a topic the
 * extractor knows, and a year stated in its sentence, the heading above it or `options.year`. Targets,
 * hedged claims ('up to'), comparison values and figures without a year are left out.
 */
export function extractMetrics(
  text: string,
  url: string,
  options: MetricExtractionOptions = {},
): ExtractedMetric[] {
  const retrievedAt = retrievedAtOf(options);
  const latest = Number(retrievedAt.slice(0, 4));
  if (
    options.year !== undefined &&
    !(Number.isInteger(options.year) && options.year >= 1900 && options.year <= 2100)
  ) {
    throw new Error(`year must be a whole year between 1900 and 2100, got ${options.year}`);
  }
  // A page stored as text carries no language: its own short words tell ('1.234 Mitarbeitende' on a
  // German page is 1234, not 1.234), else it is read in English.
  const language = (options.language ?? textLanguage(text))?.toLowerCase().split('-')[0] ?? 'en';
  if (isSentenceMetricLanguage(language)) {
    return extractForeignMetrics(text, url, {
      language,
      retrievedAt,
      ...(options.year !== undefined && { year: options.year }),
    });
  }
  // A page in a language whose sentences no reader holds words for, and which writes its numbers
  // another way ('27 100 t CO2e', '92,4%'), is not read in English: its figures would be misread
  // ('27 100' as 100) and its words not understood. Its tables are still read.
  if (language !== 'en' && writesDecimalComma(language)) return [];
  const metrics: ExtractedMetric[] = [];
  const seen = new Set<string>();
  for (const sentence of sentencesUnderHeadings(text)) {
    for (const { reading, quantity, year } of metricsInSentence(sentence.text, {
      heading: sentence.headingYear,
      page: options.year,
      latest,
    })) {
      const key = `${reading.name}|${quantity.valueText}|${year}`.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      // 'Training hours per employee averaged 21 hours': the figure is per employee too.
      const perWhat =
        /\bper employee\b/.test(reading.name) && !quantity.per
          ? 'employee'
          : (reading.per ?? quantity.per ?? undefined);
      const unit = sentenceUnit(quantity.unit, perWhat);
      metrics.push({
        name: reading.name,
        category: metricKind(reading.kindId).category,
        value: perWhat && !quantity.per ? `${quantity.valueText} per ${perWhat}` : quantity.valueText,
        ...(unit ? { unit } : {}),
        year,
        label: 'Self-reported',
        kind: reading.kindId,
        ...evidenceFor(sentence.text, url, retrievedAt),
      });
    }
  }
  return metrics;
}
