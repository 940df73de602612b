import { emissionsInTonnes } from './emissions-in-tonnes.js';
import { moneyQuantities } from './money-amounts.js';
import { rateNamedBefore } from './stated-rates.js';

/**
 * Quantities with a unit in one sentence: '18,450 tCO2e', '1.2 MtCO2e', '72%', '412,000 m³',
 * '3,812 FTE'. A number without one of these units is not a quantity here, which is what keeps prices,
 * phone numbers, ratings and bare years out ('£1,299', '0800 123 4567', '4.9/5', 'since 1985').
 */

/** 'rate' is a bare figure after a rate's name ('the LTIFR was 2.1'): its unit is in the name. */
/** 'activity' counts what a business does or has: overnight stays, members. */
export type UnitKind =
  | 'emissions'
  | 'energy'
  | 'power'
  | 'water'
  | 'mass'
  | 'percent'
  | 'workforce'
  | 'hours'
  | 'rate'
  | 'money'
  | 'activity';

export interface Quantity {
  /** Span of the number, unit and any 'per …' denominator in the sentence (qualifier excluded). */
  start: number;
  end: number;
  kind: UnitKind;
  /** Canonical unit: 'tCO2e', 'ktCO2e', 'MWh', 'm³', '%', 'tonnes', 'employees', 'FTE', … */
  unit: string;
  /** Denominator of an intensity ('tonne of product', '€m revenue'), as written. */
  per?: string;
  /** The value as the metric shows it: qualifier, number as written, scale word, unit. */
  valueText: string;
}

interface UnitMatcher {
  kind: UnitKind;
  pattern: RegExp;
  canonical: (match: RegExpExecArray) => string;
}

const CO2 = String.raw`\s?(?:of\s+)?(?:CO2|CO₂|carbon dioxide)(?<eq>[-\s]?(?:e|eq)\b|\s?equivalents?\b)?`;

function emissionsUnit(match: RegExpExecArray): string {
  const mass = match.groups?.mass ?? 't';
  const lower = mass.toLowerCase();
  // 'Mt' is megatonnes, 'mt' metric tonnes: the only place where case decides.
  let prefix = 't';
  if (lower.startsWith('kilo') || lower === 'kt') prefix = 'kt';
  else if (lower.startsWith('mega') || mass === 'Mt' || mass === 'MT') prefix = 'Mt';
  else if (lower.startsWith('kg') || lower.startsWith('kilogram')) prefix = 'kg';
  return `${prefix}CO2${match.groups?.eq ? 'e' : ''}`;
}

const ENERGY_PREFIX: Record<string, string> = {
  k: 'k',
  kilo: 'k',
  m: 'M',
  mega: 'M',
  g: 'G',
  giga: 'G',
  t: 'T',
  tera: 'T',
  p: 'P',
  peta: 'P',
};

/** Ordered: the CO2 units before plain mass, since '12 tonnes of CO2e' starts like '12 tonnes'. */
const UNITS: UnitMatcher[] = [
  {
    kind: 'emissions',
    pattern: new RegExp(
      String.raw`\s?(?<mass>kilo ?tonnes?|mega ?tonnes?|(?:metric )?tonnes?|(?:metric )?tons?|kt|Mt|mt|kg|kilograms?|t)${CO2}`,
      'iy',
    ),
    canonical: emissionsUnit,
  },
  {
    kind: 'energy',
    pattern:
      /\s?(?:(?<wh>[kMGT])Wh\b|(?<wh2>kilo|mega|giga|tera)watt[- ]hours?\b|(?<j>[GTP])J\b|(?<j2>giga|tera|peta)joules?\b)/iy,
    canonical: (m) => {
      const g = m.groups ?? {};
      const wh = g.wh ?? g.wh2;
      if (wh) return `${ENERGY_PREFIX[wh.toLowerCase()] ?? ''}Wh`;
      return `${ENERGY_PREFIX[(g.j ?? g.j2 ?? '').toLowerCase()] ?? ''}J`;
    },
  },
  // Generating capacity: 'MW', 'MWp', 'GW' (never 'MWh', which the energy units take first).
  {
    kind: 'power',
    pattern: /\s?(?<p>[kMG])W(?<peak>p)?\b/y,
    canonical: (m) => `${m.groups?.p ?? ''}W${m.groups?.peak ? 'p' : ''}`,
  },
  {
    kind: 'water',
    pattern: /\s?(?:m³|m3\b|cubic met(?:re|er)s?\b|(?<mega>mega)?lit(?:re|er)s?\b)/iy,
    canonical: (m) => (/lit/i.test(m[0]) ? (m.groups?.mega ? 'megalitres' : 'litres') : 'm³'),
  },
  { kind: 'percent', pattern: /\s?(?:%|per ?cent\b)/iy, canonical: () => '%' },
  {
    kind: 'workforce',
    pattern:
      /\s(?:(?<fte>FTEs?|full[- ]time equivalents?)|employees|staff|colleagues|team members|people|workers)\b/iy,
    canonical: (m) => (m.groups?.fte ? 'FTE' : /people|workers/i.test(m[0]) ? 'people' : 'employees'),
  },
  { kind: 'hours', pattern: /\s(?:hours|hrs)\b/iy, canonical: () => 'hours' },
  // After the workforce units, which take 'team members' first; 'members of …' belong to a body.
  {
    kind: 'activity',
    pattern: /\s(?:(?<stays>overnight stays|guest nights|room nights)|members)\b(?!\s+of\b)/iy,
    canonical: (m) => (m.groups?.stays ? 'overnight stays' : 'members'),
  },
  {
    kind: 'mass',
    pattern:
      /\s?(?:(?<kilo>kilo ?tonnes?|kt\b)|(?:metric )?tonnes?\b|(?:metric )?tons?\b|t(?= of\b)|(?<kg>kg\b|kilograms?\b))/iy,
    canonical: (m) => (m.groups?.kilo ? 'kilotonnes' : m.groups?.kg ? 'kg' : 'tonnes'),
  },
];

const NUMBER =
  /(?<![\w.,/+\-–£$€¥#])(\d{1,3}(?:[,\u00a0\u202f\u2009]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?!\d|[.,]\d)/g;
const SCALE = /\s(thousand|million|billion)\b/iy;
const PER =
  /\s?(?:per|\/)\s?(?<den>(?:€|EUR|USD|\$|£|GBP)\s?(?:m|mn|million)\b(?: (?:of )?(?:net )?(?:revenue|sales|turnover))?|(?:million|m) (?:EUR|euros?|USD|dollars|GBP|pounds)(?: (?:of )?(?:net )?(?:revenue|sales|turnover))?|(?:tonnes?|t) of (?:product|production|output)\b|t\b(?![.,]?\d)|m²|m2\b|[kMG]Wh\b|(?:kg|kilograms?)\b|(?:tonne|unit|employee|FTE|square met(?:re|er)|vehicle|product|pair|garment)s?\b(?: produced| sold)?)/iy;
const QUALIFIER =
  /(?:^|\s)(more than|over|above|almost|nearly|around|about|approximately|approx\.|roughly|some|close to|c\.|less than|under|below|~|>|<)\s*$/i;
/** 'in 2024 tonnes…' must not read 2024 as a quantity. */
const YEAR_PREPOSITION = /\b(?:in|during|since|by|for|from|until|of|to|and|year|FY)\s*$/i;
/** A table row 'Colleagues: 18,600' or 'Employees (average) 2025: 1,180' states a headcount without a unit. */
const WORKFORCE_LABEL =
  /(?:^|[.;]\s+)(?:total\s+)?(?:number of\s+)?(?:(?<fte>FTEs?|full-time equivalents)|employees|colleagues|headcount|workforce|staff)(?:\s*\([^)]*\))?(?:\s+(?:in\s+|at\s+(?:the\s+)?end\s+of\s+)?(?:FY\s?)?(?:19|20)\d{2}(?:\/\d{2})?)?\s*:\s*$/i;

/** 'Average headcount in 2025 was 3,140', 'our workforce stood at 1,180': a headcount stated without a unit. */
const HEADCOUNT_WAS =
  /\b(?:(?:average|total)\s+)?(?:headcount|number of employees|workforce)(?:\s+\([^)]*\))?(?:\s+(?:in|for|at the end of)\s+(?:FY\s?)?(?:19|20)\d{2}(?:\/\d{2})?)?\s+(?:was|stood at|totalled|totaled|reached|averaged)\s*$/i;

/**
 * 'per 1,000 employees', 'je 1.000 Beschäftigte', 'pour 1 000 salariés', 'ogni 1.000 dipendenti': the
 * figure is a rate's denominator, not a headcount.
 */
export const DENOMINATOR_BEFORE = /(?:^|\s)(?:per|je|pro|par|pour|por(?: cada)?|ogni|every|each)\s*$/i;

function matchUnit(
  sentence: string,
  at: number,
): { matcher: UnitMatcher; match: RegExpExecArray } | undefined {
  for (const matcher of UNITS) {
    matcher.pattern.lastIndex = at;
    const match = matcher.pattern.exec(sentence);
    if (match) return { matcher, match };
  }
  return undefined;
}

function isYearLike(numberText: string): boolean {
  return /^(?:19|20)\d{2}$/.test(numberText);
}

export function findQuantities(sentence: string): Quantity[] {
  const quantities: Quantity[] = [];
  for (const number of sentence.matchAll(NUMBER)) {
    const numberText = number[1] ?? number[0];
    const start = number.index;
    const before = sentence.slice(0, start);
    if (isYearLike(numberText) && YEAR_PREPOSITION.test(before)) continue;

    let at = start + number[0].length;
    SCALE.lastIndex = at;
    const scale = SCALE.exec(sentence);
    if (scale) at = SCALE.lastIndex;

    const found = matchUnit(sentence, at);
    let kind: UnitKind;
    let unit: string;
    if (found) {
      kind = found.matcher.kind;
      unit = found.matcher.canonical(found.match);
      at += found.match[0].length;
      // A bare year before 'employees' is a date, not a headcount ('Our 2024 employees survey').
      if ((kind === 'workforce' || kind === 'activity') && isYearLike(numberText) && !QUALIFIER.test(before))
        continue;
      if (kind === 'workforce' && DENOMINATOR_BEFORE.test(before)) continue;
      // 'Our total emissions were 48,300 tonnes': tonnes of CO2 equivalent.
      if (kind === 'mass' && unit !== 'kg' && emissionsInTonnes(before, sentence.slice(at))) {
        kind = 'emissions';
        unit = unit === 'kilotonnes' ? 'ktCO2e' : 'tCO2e';
      }
    } else if (!scale && !isYearLike(numberText) && rateNamedBefore(sentence, start)) {
      kind = 'rate';
      unit = '';
    } else {
      const label = WORKFORCE_LABEL.exec(before);
      const stated = label ? undefined : HEADCOUNT_WAS.exec(before);
      // After 'headcount was 3,140' the sentence may go on with its date ('at the end of 2025').
      const after = stated ? /^\s*(?:$|[.;,(]|(?:at|in|on|by)\s)/ : /^\s*(?:$|[.;,(])/;
      if ((!label && !stated) || scale || !after.test(sentence.slice(at))) continue;
      kind = 'workforce';
      unit = label?.groups?.fte ? 'FTE' : 'employees';
    }

    let per: string | undefined;
    if (kind !== 'percent' && kind !== 'workforce' && kind !== 'rate' && kind !== 'activity') {
      PER.lastIndex = at;
      const perMatch = PER.exec(sentence);
      if (perMatch) {
        per = perMatch.groups?.den;
        at = PER.lastIndex;
      }
    }

    const qualifier = QUALIFIER.exec(before)?.[1]?.toLowerCase();
    const amount = scale ? `${numberText} ${scale[1]?.toLowerCase()}` : numberText;
    const displayUnit = unit === 'people' ? 'employees' : unit;
    const valueText = [
      qualifier,
      unit === '%' ? `${amount}%` : unit === '' ? amount : `${amount} ${displayUnit}`,
      per ? `per ${per}` : undefined,
    ]
      .filter(Boolean)
      .join(' ');
    quantities.push({ start, end: at, kind, unit, ...(per ? { per } : {}), valueText });
  }
  // '£412,000': an amount, for a donation's clause to name (the numbers above skip a currency sign).
  return [...quantities, ...moneyQuantities(sentence)].toSorted((a, b) => a.start - b.start);
}
