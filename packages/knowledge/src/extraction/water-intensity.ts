import { foldText } from './metric-topics.js';

/**
 * A water figure stated per guest night, per kilo or per tonne ('312 litres per guest night', '64 liter
 * water per kilo weefsel', '312 litri per notte') is an intensity, not the company's water use: read as
 * total consumption it would be off by orders of magnitude. The denominator is kept with the figure; a
 * figure per anything else (per employee, per m²) is left out rather than guessed.
 */
const PER = String.raw`(?:per|pro|je|par|por|for each)`;
const DENOMINATORS: readonly [words: RegExp, per: string][] = [
  [
    new RegExp(
      String.raw`\b${PER}\s+(?:guest[- ]nights?|overnight stays?|room nights?|nights?|overnachting(?:en)?|nuitees?|nuits?|notte|notti|pernottament[oi]|ubernachtung(?:en)?|noches?|pernoctacion(?:es)?)\b`,
    ),
    'guest night',
  ],
  [new RegExp(String.raw`\b${PER}\s+(?:kilo(?:gram)?s?|kg)\b`), 'kg'],
  [new RegExp(String.raw`\b${PER}\s+(?:tonnes?|tons?|tonnellata|tonelada)\b`), 't'],
];
/**
 * 'per' before any other noun but a period ('per year', 'pro Jahr', 'par an') or a percentage. After an
 * article 'per' means 'for' ('per il raffreddamento', 'for the cooling'): a purpose, not a denominator.
 */
const ANY_PER = new RegExp(
  String.raw`\b(?:per|pro|je|par|por)\s+(?!cent|cento|ciento|jaar|jahr|an\b|annee|anno|ano|year|annum|month|maand|monat|mois|mese|mes|(?:il|lo|la|l['’]|i|gli|le|les|el|los|las|the|der|die|das|den|het)(?:\s|(?<=['’])))\p{L}`,
  'u',
);

/** The denominator a water figure's clause states ('guest night', 'kg', 't'), 'other', or undefined for none. */
export function waterDenominator(clause: string): string | undefined {
  const folded = foldText(clause);
  const found = DENOMINATORS.find(([words]) => words.test(folded));
  if (found) return found[1];
  return ANY_PER.test(folded) ? 'other' : undefined;
}
