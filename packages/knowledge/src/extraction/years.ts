/**
 * Years stated in a sentence, each read for what it dates. Only a reporting year ('in 2024', 'FY2023',
 * 'at the end of 2024', '2024 emissions') or a baseline that is itself the subject ('our 2022 baseline
 * emissions were…') can date a metric. A target year ('by 2030'), a comparison ('compared with 2019',
 * 'up from 41% in 2021' is handled by the metric) or a founding year ('founded in 2009') never does.
 */

export type YearRole = 'reporting' | 'baseline' | 'comparison' | 'target' | 'other' | 'bare';

export interface YearMention {
  year: number;
  /** The year as written ('2024', 'FY2024/25', '2018/19'). */
  text: string;
  start: number;
  end: number;
  role: YearRole;
}

const MIN_YEAR = 1990;
const MAX_YEAR = 2100;

const FISCAL = /\bFY\s?'?(\d{4}|\d{2})(?:\s?[/–-]\s?'?(\d{4}|\d{2}))?\b/g;
const CALENDAR = /(?<![\w/.,–-])((?:19|20)\d{2})(?:\s?[/–-]\s?(\d{4}|\d{2}))?(?![\w%]|[.,]\d)/g;

const TARGET_BEFORE =
  /\b(?:by|until|till|before)\s+(?:the\s+)?(?:(?:end|close)\s+of\s+)?(?:(?:fiscal|financial|calendar)\s+)?(?:year\s+)?$/i;
// 'since April 2024' dates when something began, as 'since 2024' does: not the year of the figure.
const COMPARISON_BEFORE =
  /\b(?:(?:since|from)\s+(?:(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+)?$|(?:since|from|compared\s+(?:with|to)|relative\s+to|versus|vs\.?|against|than(?:\s+in)?|on|over|below|above|between)\s+(?:(?:the|our|a|an|its|their)\s+)?(?:(?:fiscal|financial|calendar|base|baseline)\s+)?(?:year\s+)?(?:end\s+)?$)/i;
const OTHER_BEFORE =
  /\b(?:founded|established|incorporated|set\s+up|launched|opened|built|acquired|started|began|joined|signed|certified|awarded|listed)\s+(?:in\s+)?$/i;
const REPORTING_BEFORE =
  /(?:\b(?:in|during|for|throughout|nel|nell'anno|durante|en|im|im jahr|as\s+of|as\s+at|at|ended|ending|year-end|fiscal\s+year|financial\s+year|calendar\s+year|reporting\s+year|year)\s+(?:(?:the\s+)?(?:end|close)\s+of\s+)?|\b(?:end|close)\s+of\s+|\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+|\()$/i;
const BASELINE_AFTER = /^\s*(?:baseline|base[\s-]year)\b/i;
const LEVELS_AFTER = /^\s*levels\b/i;
// 'Energy use 2025: 28,742.5 MWh': a year before a colon and a figure labels that figure.
const REPORTING_AFTER =
  /^(?:\)|\s?:\s*(?:[^\d\s]{1,8}\s?)?\d|\s+(?:emissions|energy|electricity|water|waste|footprint|headcount|workforce|data|figures|results|performance|highlights|survey|report|reporting|financial\s+year|fiscal\s+year|in\s+numbers|key\s+figures|KPIs?))/i;

/** A two-digit year belongs to the century of the year before it ('2024/25' → 2025, 'FY24' → 2024). */
function expand(part: string, century: number): number {
  return part.length === 2 ? century + Number(part) : Number(part);
}

function fiscalYear(first: string, second: string | undefined): number {
  const start = expand(first, 2000);
  // A split fiscal year (FY2024/25) is named here by the year it ends in, the year most reports use.
  return second ? expand(second, Math.floor(start / 100) * 100) : start;
}

function roleOf(sentence: string, start: number, end: number): YearRole {
  const before = sentence.slice(Math.max(0, start - 60), start);
  const after = sentence.slice(end, end + 40);
  if (TARGET_BEFORE.test(before)) return 'target';
  if (COMPARISON_BEFORE.test(before) || LEVELS_AFTER.test(after)) return 'comparison';
  if (OTHER_BEFORE.test(before)) return 'other';
  if (BASELINE_AFTER.test(after)) return 'baseline';
  if (REPORTING_BEFORE.test(before) || REPORTING_AFTER.test(after)) return 'reporting';
  return 'bare';
}

export function findYears(sentence: string): YearMention[] {
  const mentions: YearMention[] = [];
  for (const match of sentence.matchAll(FISCAL)) {
    const year = fiscalYear(match[1] ?? '', match[2]);
    const end = match.index + match[0].length;
    const role = roleOf(sentence, match.index, end);
    // 'FY2024' names a reporting year unless the words around it make it a target or comparison.
    mentions.push({
      year,
      text: match[0],
      start: match.index,
      end,
      role: role === 'bare' ? 'reporting' : role,
    });
  }
  for (const match of sentence.matchAll(CALENDAR)) {
    const start = match.index;
    const end = start + match[0].length;
    if (mentions.some((m) => start < m.end && end > m.start)) continue;
    const year = fiscalYear(match[1] ?? '', match[2]);
    mentions.push({ year, text: match[0], start, end, role: roleOf(sentence, start, end) });
  }
  return mentions
    .filter((m) => m.year >= MIN_YEAR && m.year <= MAX_YEAR)
    .toSorted((a, b) => a.start - b.start);
}

/** Roles that can date a metric. */
/**
 * A year at `at`, after a semicolon that follows the figure ending at `end`, belongs to the next
 * statement: '610 MWh a year; in 2026 the boiler switches' does not date the 610 MWh.
 */
export function beyondSemicolon(sentence: string, end: number, at: number): boolean {
  return at >= end && sentence.slice(end, at).includes(';');
}

export function datesAMetric(mention: YearMention): boolean {
  return mention.role === 'reporting' || mention.role === 'baseline';
}

const HEADING_WORDS =
  /\b(?:figures|highlights|performance|data|numbers|results|report|KPIs?|metrics|at a glance|summary|facts|year|FY|kerncijfers|cijfers|kengetallen|jaarverslag|verslag|kennzahlen|zahlen|fakten|bericht|chiffres(?: cl[eé]s)?|en bref|rapport|bilan|cifras|datos|informe|memoria|dati|numeri|rapporto|relazione|bilancio|relat[óo]rio|balan[çc]o|n[øo]gletal|indicators|cifre|indicatori|risultati|anno|sintesi|indicateurs|r[ée]sultats|ann[ée]e|indicadores|resultados|a[ñn]o|resultaten|jaar|ergebnisse|jahr|[üu]berblick)(?!\p{L})/iu;

/**
 * The year a heading dates the lines under it with ('Key figures 2024/25', 'Our 2024 performance'),
 * or undefined. A heading without a reporting word ('Summer Sale 2025') dates nothing.
 */
/** The same words closing a compound: 'Duurzaamheidsverslag 2025', 'Nachhaltigkeitsbericht 2025'. */
const COMPOUND_HEADING_WORDS = /\p{L}(?:verslag|bericht|kennzahlen|zahlen|cijfers)(?!\p{L})/iu;

export function headingYear(heading: string): number | undefined {
  if (!HEADING_WORDS.test(heading) && !COMPOUND_HEADING_WORDS.test(heading)) return undefined;
  const usable = findYears(heading).filter(
    (m) => m.role !== 'target' && m.role !== 'comparison' && m.role !== 'other',
  );
  const years = new Set(usable.map((m) => m.year));
  return years.size === 1 ? usable[0]?.year : undefined;
}
