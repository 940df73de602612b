/**
 * The unit a key-figures table states for a row or column: in a unit column ('Eenheid': 'MWh'), in
 * brackets after the indicator ('Scope 1-emissies (ton CO2-eq)'), in a header cell ('Water (m³)') or
 * after the figure in its cell ('4,210 tCO2e'). Read in English, Dutch, German, French, Spanish and
 * Italian; returned in one canonical spelling so the same unit reads the same on every page.
 */

interface UnitRule {
  pattern: RegExp;
  unit: string | ((match: RegExpExecArray) => string);
}

const MASS_PREFIX: Record<string, string> = { k: 'kt', kilo: 'kt', m: 'Mt', mega: 'Mt', kg: 'kg', g: 'g' };

function emissionsUnit(match: RegExpExecArray): string {
  const mass = (match.groups?.mass ?? 't').toLowerCase();
  const prefix = mass.startsWith('kg')
    ? 'kg'
    : mass === 'g'
      ? 'g'
      : mass.startsWith('kilo') || mass.startsWith('kton') || mass === 'kt'
        ? 'kt'
        : mass.startsWith('mega') || mass === 'mt'
          ? 'Mt'
          : 't';
  return `${MASS_PREFIX[prefix] ?? prefix}CO2e`.replace(/^tt/, 't');
}

const CURRENCY = String.raw`(?<cur>€|£|\$|EUR|GBP|USD|DKK|SEK|NOK|CHF|euros?|PLN|zł)`;
const MILLION = String.raw`(?:mln\.?|mio\.?|millions?|millones|milioni|miljoen|millionen|mn|m)`;

function currencyCode(symbol: string): string {
  const lower = symbol.toLowerCase();
  if (lower === '€' || lower.startsWith('eur')) return 'EUR';
  if (lower === '£') return 'GBP';
  if (lower === '$') return 'USD';
  // Polish writes its złoty 'zł' after the amount ('1 184,6 mln zł').
  if (lower === 'zł') return 'PLN';
  return symbol.toUpperCase();
}

/** Ordered: CO2 before plain mass, ratios before their parts, FTE before persons. */
const RULES: UnitRule[] = [
  {
    pattern: new RegExp(
      String.raw`(?<mass>kilo ?tonnes?|kilo ?tonnen|kton(?:nes?|s)?|mega ?tonnes?|kt|Mt|kg|g|tonnes?|tons?|tonnen|tonnellate|toneladas|t)\s?(?:of\s+)?(?:CO\s?2|CO₂)(?:[-\s]?(?:e|eq|eqv|äq|equivalents?)\.?)?(?![\p{L}])`,
      'iu',
    ),
    unit: emissionsUnit,
  },
  { pattern: /\b(?<p>[kMGT])Wh\b/, unit: (m) => `${m.groups?.p ?? ''}Wh` },
  { pattern: /\b(?<p>[GTP])J\b/, unit: (m) => `${m.groups?.p ?? ''}J` },
  { pattern: /\bMWp\b/, unit: 'MWp' },
  { pattern: /\bMW\b/, unit: 'MW' },
  {
    pattern: new RegExp(
      String.raw`${CURRENCY}\s?${MILLION}(?![\p{L}])|${MILLION}\s?${CURRENCY.replace('cur', 'cur2')}`,
      'iu',
    ),
    unit: (m) => `${currencyCode(m.groups?.cur ?? m.groups?.cur2 ?? '')} million`,
  },
  {
    pattern: new RegExp(String.raw`(?:^|\s|\()${CURRENCY}(?:$|\s|\))`, 'i'),
    unit: (m) => currencyCode(m.groups?.cur ?? ''),
  },
  // A cubic hectometre ('hm³', Spanish reports' unit for water) is a million cubic metres.
  { pattern: /(?:million|mio\.?|mln\.?)\s?(?:m³|m3)|\b(?:hm³|hm3|Mm³|Mm3)(?!\p{L})/iu, unit: 'million m³' },
  // Wood and water in thousands of cubic metres: 'tys. m³' (Polish), 'Tsd. m³', 'thousand m³'.
  { pattern: /(?:thousand|tys\.?|tsd\.?|tausend)\s?(?:m³|m3)/iu, unit: 'thousand m³' },
  { pattern: /(?:million|mio\.?|mln\.?|miljoen)\s?(?:lit(?:re|er)s?|l)\b/i, unit: 'million litres' },
  { pattern: /m³|\bm3\b|cubic met(?:re|er)s?/i, unit: 'm³' },
  // Square metres: a tile maker's or a builder's production, a floor area ('Produzione | m² | 11.210.000').
  {
    pattern:
      /m²|\bm2\b|\bsq\.? ?m\b|square met(?:re|er)s?|metri quadrati|m[èe]tres carr[ée]s|metros cuadrados|quadratmeter|vierkante meters?/i,
    unit: 'm²',
  },
  // A count in millions or in pieces, the unit of a production row ('Stoppers produced | million').
  {
    pattern:
      /^(?:millions?|mio\.?|mln\.?|miljoen|millionen|millones|milioni|milh[õo]es)(?:\s+(?:units|pieces|pcs))?$/i,
    unit: 'million',
  },
  { pattern: /^(?:units|pieces|pcs\.?|stuks|stück|stk\.?|pièces|unidades|pezzi)$/i, unit: 'units' },
  { pattern: /\b(?:megalit(?:re|er)s?|ML)\b/, unit: 'ML' },
  { pattern: /\b(?:lit(?:re|er|ri|ros)s?|l)\b(?!\s?\/)/i, unit: 'litres' },
  { pattern: /%|\b(?:per ?cent|procent|prozent|pour ?cent|por ?ciento|percentuale|pct)\b/i, unit: '%' },
  {
    pattern:
      /\b(?:FTEs?|full[- ]time equivalents?|VZÄ|VZE|ETP|fte|voltijdequivalenten|vollzeitäquivalente?)\b/i,
    unit: 'FTE',
  },
  {
    pattern:
      /\b(?:employees|persons|people|headcount|medewerkers|werknemers|personen|mitarbeitende|mitarbeiter(?:innen)?|beschäftigte|personnes|salariés|collaborateurs|empleados|personas|dipendenti|persone|medarbejdere)\b/i,
    unit: 'employees',
  },
  // Danish and Norwegian 'timer', Swedish 'timmar'.
  { pattern: /\b(?:hours|uren|stunden|heures|horas|ore|timer|timmar|h)\b/i, unit: 'h' },
  { pattern: /\b(?:kilo ?tonnes?|kt)\b/i, unit: 'kt' },
  { pattern: /\b(?:tonnes?|tons?|tonnen|tonnellate|toneladas|t)\b/i, unit: 't' },
  { pattern: /\b(?:kg|kilograms?)\b/i, unit: 'kg' },
  { pattern: /\bkm\b/i, unit: 'km' },
];

/** A ratio written as stated ('kg CO2e/tkm', 'l/kg', 'tCO2e per € million'): its parts are units. */
const RATIO = /^\s*(?<top>[^/]{1,30}?)\s*(?:\/|\bper\b|\bpro\b|\bpar\b|\bpor\b)\s*(?<bottom>[^/]{1,40})$/i;

function ruleUnit(text: string): string | undefined {
  for (const rule of RULES) {
    const match = rule.pattern.exec(text);
    if (match) return typeof rule.unit === 'string' ? rule.unit : rule.unit(match);
  }
  return undefined;
}

// What is counted may come first ('accidentes con baja por millón de horas', 'infortuni per milione di
// ore lavorate'), and the hours need not say they were worked; Danish abbreviates 'per' to 'pr.' ('pr. mio.
// arbejdstimer'), Swedish says 'per miljon arbetstimmar'.
const FOREIGN_PER_MILLION_HOURS =
  /^(?:\p{L}[\p{L} ]{0,40}\s)?(?:per|je|pro|par|por|pr\.|na)\s+(?:1\s*)?(?:milione|miljoen|miljon|mln\.?|mio\.?|million(?:en)?|mill[oó]n|milh[ãa]o|mil\.?)\s+(?:di\s+|d['’]\s*|de\s+)?(?:ore(?:\s+lavorate)?|(?:gewerkte\s+)?uren|arbeitsstunden|geleistete[rn]?\s+arbeitsstunden|heures(?:\s+travaill[ée]es)?|horas(?:\s+trabajadas|\s+trabalhadas)?|(?:arbejds|arbeids|arbets)?tim(?:er|mar)|h|godzin(?:\s+przepracowanych)?|(?:odpr(?:acovaných|\.)\s+)?hodin)$/iu;
const FOREIGN_PER_THOUSAND_WORKERS =
  /^(?:\p{L}[\p{L} ]{0,40}\s)?(?:per|je|pro|par|pour|por(?:\s+cada)?|ogni)\s+(?:1[.,\s\u00a0\u202f]?000|tausend|mille|mil)\s+(?:employees|workers|beschäftigte|vollarbeiter|versicherte|mitarbeitende|mitarbeiter(?:innen)?|medewerkers|werknemers|salariés|travailleurs|trabajadores|empleados|dipendenti|lavoratori)$/iu;
/**
 * The same written as a count over a million hours: 'n.º/milhão h', 'no./million hours', '/1 Mio. h',
 * or with what is counted: 'accidentes/millón h', 'accidents/million hours'.
 */
const COUNT_PER_MILLION_HOURS =
  /^(?:n\.?º|n\.?o\.?|no\.?|nr\.?|n\.?|#|\p{L}[\p{L} ]{0,30})?\s*\/\s*(?:1\s*)?(?:milh[ãa]o|million|mill[oó]n|milione|miljoen|mio\.?|mln\.?)\s+(?:de\s+|di\s+)?(?:h|hrs?|horas|hours|ore|uren|heures|stunden)(?:\s+\p{L}+)?$/iu;

/**
 * The unit `text` names, canonical ('tCO2e', 'MWh', 'm³', '%', 'FTE', 'employees', 'EUR million'), a
 * ratio as written ('kg CO2e/tkm'), or undefined when it names none.
 */
export function readUnit(text: string): string | undefined {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean === '') return undefined;
  // A rate per million hours worked in the other five languages, named as the English rate is, so
  // 'per milione di ore lavorate' and 'je 1 Mio. Arbeitsstunden' read like 'per million hours worked'.
  if (FOREIGN_PER_MILLION_HOURS.test(clean) || COUNT_PER_MILLION_HOURS.test(clean))
    return 'per million hours worked';
  // An accident rate per thousand workers ('Unfälle je 1.000 Beschäftigte', the German '1.000-Mann-Quote'):
  // a rate, not a headcount.
  if (FOREIGN_PER_THOUSAND_WORKERS.test(clean)) return 'per 1,000 employees';
  // A rate's unit ('per million hours', 'per 200,000 hours') is kept as written.
  if (/^per\s+(?:million|thousand|\d[\d,.\s]*)\s*\p{L}+/iu.test(clean)) return clean;
  const ratio = RATIO.exec(clean);
  // The part after 'per' must be a quantity ('kg', 'tkm', 'FTE'), not a date ('fte, per 31 december').
  if (ratio && ruleUnit(ratio.groups?.top ?? '') && !/^\d/.test(ratio.groups?.bottom ?? '')) return clean;
  return ruleUnit(clean);
}

/**
 * A rate per million (or 200,000) hours worked is an injury frequency rate whatever the row calls it
 * ('Índice de siniestralidad', 'LTIR', 'Accidentes con baja'): nothing else is counted per hours worked.
 */
const PER_HOURS_WORKED = /^per\s+(?:million|\d[\d,.\s]*)\s*(?:hours|man-hours)(?:\s+worked)?$/iu;

/** The topic a unit names by itself: a rate per hours worked is the workforce's. */
export const topicOfUnit = (unit: string | undefined): string | undefined =>
  unit && PER_HOURS_WORKED.test(unit) ? 'Workforce' : undefined;

/** A bracket's parts between commas; a thousands comma ('per 200,000 hours worked') divides nothing. */
const commaParts = (inside: string) => inside.split(/,(?!\d{3}(?!\d))/);

/** Square brackets as round ones: 'Wasserverbrauch [m³]' states its unit as 'Wasserverbrauch (m³)' does. */
const roundBrackets = (label: string) => label.replace(/\[([^[\]]{1,40})\]/g, '($1)');

/**
 * A unit after a closing 'in', 'en' or 'im' ('Wasserverbrauch in m³', 'Abfallmenge gesamt in Tonnen',
 * 'Frauenanteil in Führungspositionen in %', 'Émissions en t CO2e'): short, a unit and nothing else, so
 * 'Women in management' keeps its words.
 */
const TRAILING_UNIT = /\s(?:in|en|im)\s+([^\s(),][^(),]{0,14})$/u;
function trailingUnit(label: string): { unit: string; at: number } | undefined {
  const match = TRAILING_UNIT.exec(label.trim());
  const written = match?.[1]?.trim() ?? '';
  if (!match || /\d/.test(written.replace(/CO\s?2|m[23]\b/gi, ''))) return undefined;
  const unit = readUnit(written);
  return unit ? { unit, at: match.index } : undefined;
}

/**
 * The unit in the last brackets of a label ('Energieverbruik (MWh)' → 'MWh'), or after its closing
 * 'in' ('Wasserverbrauch in m³' → 'm³'), if it names one.
 */
export function bracketUnit(written: string): string | undefined {
  const label = roundBrackets(written);
  // The last brackets first; a merged header's 'Emissions (tCO2e) Scope 2 (market-based)' states its
  // unit in the group's brackets, before the column's own.
  const brackets = [...label.matchAll(/\(([^()]{1,40})\)/g)].map((match) => match[1] ?? '').toReversed();
  // '(fte, per 31 december)', '(LTIFR, per million hours)': the unit is one of the comma's parts.
  for (const inside of brackets) {
    const unit = commaParts(inside).map(readUnit).find(Boolean);
    if (unit) return unit;
  }
  return trailingUnit(label)?.unit;
}

/** The label without its unit in brackets, after a comma or a closing 'in' ('Energy use, MWh' → 'Energy use'). */
export function labelWithoutUnit(written: string): string {
  const label = roundBrackets(written);
  const trailing = trailingUnit(label);
  const withoutBracket = (trailing ? label.trim().slice(0, trailing.at) : label).replace(
    /\s*\(([^()]{1,40})\)/g,
    (whole, inside: string) => {
      const parts = commaParts(inside).map((part) => part.trim());
      const rest = parts.filter((part) => !readUnit(part));
      if (rest.length === parts.length) return whole;
      // What the brackets say besides the unit stays ('(LTIFR, per million hours)' → '(LTIFR)').
      return rest.length > 0 && !/^per\s+\d/i.test(rest.join(', ')) ? ` (${rest.join(', ')})` : '';
    },
  );
  const comma = /,\s*([^,]{1,25})$/.exec(withoutBracket);
  const trimmed = comma?.[1] && readUnit(comma[1]) ? withoutBracket.slice(0, comma.index) : withoutBracket;
  return trimmed.replace(/[*†¹²³⁴⁵⁶⁷⁸⁹⁰]+$/, '').trim();
}

/**
 * The unit of a row of training hours that states none in a unit column ('Horas de formación por
 * persona', 'Opleidingsuren per fte'): hours, per employee or per FTE when the label says so.
 */
export function hoursUnit(label: string): string | undefined {
  if (!/\b(?:hours|horas|heures|ore|hodiny)\b|(?:uren|stunden|timer|timmar)\b/i.test(label)) return undefined;
  // Only training is counted in hours per head; hours worked are counted otherwise ('million hours').
  if (
    !/training|opleiding|schulung|weiterbildung|formation|formaci[oó]n|forma[cç][aã]o|formazione|uddannelse|utbildning|oppl[æa]ering|školení|vzdělávání/i.test(
      label,
    )
  )
    return undefined;
  const per = /\b(?:per|por|pro|par|je|pr\.|na)\s+(.*)$/iu.exec(label)?.[1] ?? '';
  if (/^(?:fte|vz[aä]|etp)\b/i.test(per)) return 'hours per FTE';
  return /^(?:employee|person|persona|mitarbeit|medewerker|salari|dipendente|empleado|colaborador|collaborat|medarbejder|medarbetare|ansatt|zaměstnan|zamestnan|pracovník)/iu.test(
    per,
  )
    ? 'hours per employee'
    : 'hours';
}
