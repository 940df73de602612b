// Units and their equivalences (bench/evidence-corpus/README.md, "Units"): t/tonnes/Tonnen, tCO2e and
// its spellings, kWh/MWh/GWh/GJ, m³/litres, %, headcounts, hours, and ratios compared part by part.
import { normalize } from './text.js';

export interface Unit {
  /** What is measured: values of different dimensions never compare. */
  dimension: string;
  /** Multiplier to the dimension's base unit (tCO2e, t, MWh, MW, MWp, m³, %, h, km, count). */
  factor: number;
  /** The denominator of a ratio, in one spelling ('kg', 'tkm', 'guest night'), if any. */
  per?: string;
}

const NUMERATORS: readonly [string[], string, number][] = [
  [
    [
      'tco2e',
      't co2e',
      'tonnes co2e',
      'tonne co2e',
      'ton co2e',
      'tons co2e',
      'tonnen co2e',
      'tonnellate co2e',
      'toneladas co2e',
      't co2',
      'tonnes co2',
      'tonnen co2',
      'ton co2',
    ],
    'co2e',
    1,
  ],
  [['kt co2e', 'ktco2e', 'kilotonnes co2e'], 'co2e', 1e3],
  [['kg co2e', 'kgco2e', 'kg co2'], 'co2e', 1e-3],
  [['g co2e', 'gco2e', 'g co2'], 'co2e', 1e-6],
  [['t', 'tonnes', 'tonne', 'ton', 'tons', 'tonnen', 'tonnellate', 'toneladas', 'metric tons'], 'mass', 1],
  [['kt', 'kilotonnes'], 'mass', 1e3],
  [['kg', 'kilo', 'kilos', 'kilogram', 'kilograms'], 'mass', 1e-3],
  [['g', 'grams', 'gram', 'grammi', 'gramos'], 'mass', 1e-6],
  [['mwh'], 'energy', 1],
  [['kwh'], 'energy', 1e-3],
  [['gwh'], 'energy', 1e3],
  [['twh'], 'energy', 1e6],
  [['gj'], 'energy', 1 / 3.6],
  [['tj'], 'energy', 1e3 / 3.6],
  [['mw'], 'power', 1],
  [['kw'], 'power', 1e-3],
  [['gw'], 'power', 1e3],
  [['mwp', 'mwc'], 'power-peak', 1],
  [['kwp', 'kwc'], 'power-peak', 1e-3],
  [['m3', 'cubic metres', 'cubic meters', 'kubikmeter'], 'volume', 1],
  [['l', 'litres', 'litre', 'liters', 'liter', 'litri', 'litro', 'litros'], 'volume', 1e-3],
  [['megalitres', 'ml water'], 'volume', 1e3],
  [
    [
      '%',
      'percent',
      'per cent',
      'procent',
      'prozent',
      'pour cent',
      'por ciento',
      'per cento',
      'pp',
      'percentage points',
      'percentage point',
    ],
    'percent',
    1,
  ],
  [['h', 'hours', 'hour', 'uur', 'uren', 'stunden', 'std', 'heures', 'ore', 'horas'], 'hours', 1],
  [['km', 'kilometres', 'kilometers', 'kilometer', 'kilometri', 'kilometros'], 'length', 1],
  ...(['EUR', 'GBP', 'USD', 'DKK', 'CHF'] as const).flatMap((code): [string[], string, number][] => {
    const word = code.toLowerCase();
    return [
      [[word], `money:${code}`, 1],
      [
        [`${word} million`, `${word} m`, `million ${word}`, `${word} mln`, `${word} mio`],
        `money:${code}`,
        1e6,
      ],
      [[`${word} billion`, `${word} bn`, `billion ${word}`], `money:${code}`, 1e9],
    ];
  }),
];
const NUMERATOR_BY_WORD = new Map(
  NUMERATORS.flatMap(([words, dimension, factor]) =>
    words.map((word) => [word, { dimension, factor }] as const),
  ),
);

const DENOMINATORS: readonly [RegExp, string][] = [
  [/^(?:kg|kilo|kilogram)s? (?:fpcm|of fpcm)/, 'kg fpcm'],
  [/^(?:kg|kilo|kilogram)s?\b/, 'kg'],
  [/^(?:tkm|t km|tonne ?km|tonnes? kilomet|tonnenkilomet|tonnen kilomet|ton ?km)/, 'tkm'],
  [/^kwh\b/, 'kwh'],
  [/^(?:guest night|notte ospite|notti ospite|overnight stay|night|pernottament|nuitee)/, 'guest night'],
  [/^(?:cover|coperto|couvert)/, 'cover'],
  [/^(?:gbp|£) ?(?:m|million)\b|^(?:m|million) (?:gbp|£)/, 'gbp million'],
  [/^(?:eur|€) ?(?:m|million)\b|^(?:m|million) (?:eur|€)/, 'eur million'],
  [/^(?:usd|\$) ?(?:m|million)\b|^(?:m|million) (?:usd|\$)/, 'usd million'],
  [/^fte\b/, 'fte'],
  [/^(?:person|employee|persona|mitarbeitend|medewerker|dipendente|salarie|head)/, 'person'],
  [/^(?:million|1 000 000|1000000) (?:hours|worked hours|arbeitsstunden|heures)/, 'million hours'],
  [/^(?:200 000|200000) hours/, '200000 hours'],
];

function denominator(text: string): string {
  const cleaned = text.replace(/^(?:of|van|von|de|di|du) /, '').trim();
  return DENOMINATORS.find(([pattern]) => pattern.test(cleaned))?.[1] ?? cleaned;
}

/** Symbols as words, so that '£m' and 'GBP million' read alike. */
function spellOut(text: string): string {
  return text.replace(/£/g, ' gbp ').replace(/€/g, ' eur ').replace(/\$/g, ' usd ').replace(/³/g, '3');
}

/**
 * A unit as written ('tCO2e', 'ton CO2-eq', 'GWh', 'liter per kilo', 'kg CO2e je Tonnenkilometer',
 * 'per million hours', 'employees', ''): its dimension, factor and denominator. Words that name no
 * known unit (employees, trucks, projects) are a count; so is no unit at all, and so is a rate.
 */
export function readUnit(text: string): Unit {
  const normalized = normalize(spellOut(text))
    .replace(/\bmetric /g, '')
    .replace(/ of (co2e?|carbon)\b/g, ' $1');
  const [numeratorText = '', ...rest] = normalized.split(
    /\s*(?:\/|\bper\b|\bje\b|\bpro\b|\bpar\b|\bpor\b|\bau\b)\s*/,
  );
  const perText = rest.join(' ').trim();
  // A scale word before the unit multiplies it: 'million litres', 'thousand'.
  const scaled = /^(thousand|thousands|million|millions|mln|mio|billion|billions)\b ?/.exec(
    numeratorText.trim(),
  );
  const word = scaled?.[1] ?? '';
  const scale = !scaled ? 1 : word.startsWith('th') ? 1e3 : word.startsWith('b') ? 1e9 : 1e6;
  const words = numeratorText.trim().slice(scaled?.[0].length ?? 0);
  let numerator: { dimension: string; factor: number } | undefined;
  // The longest known unit at the start of the numerator: 'tco2e' before 't'.
  for (let length = words.split(' ').length; length > 0 && !numerator; length -= 1) {
    numerator = NUMERATOR_BY_WORD.get(words.split(' ').slice(0, length).join(' '));
  }
  if (!numerator) {
    // A rate ('per million hours') or a count of something ('employees', 'E-Lkw', 'thousand').
    return { dimension: 'count', factor: scale };
  }
  return {
    ...numerator,
    factor: numerator.factor * scale,
    ...(perText ? { per: denominator(perText) } : {}),
  };
}

/**
 * The factor that converts a value in `from` to `to`, or undefined when they do not compare (other
 * dimension, other denominator). Counts compare with counts whatever their words.
 */
export function conversion(from: Unit, to: Unit): number | undefined {
  if (from.dimension !== to.dimension) return undefined;
  if ((from.per ?? '') !== (to.per ?? '')) {
    // A count answer has no denominator to compare ('3,2' for a rate per million hours).
    if (from.dimension !== 'count') return undefined;
  }
  return from.factor / to.factor;
}
