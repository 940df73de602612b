/**
 * What a figure is per, as a sentence says it right after the unit ('par', 'per', 'pro', 'je', '/'): a
 * million euros of turnover, a tonne or a kilo produced, a square metre, a megawatt hour, an employee
 * ('16,7 tCO₂e par million d'euros de chiffre d'affaires', '5,31 kg CO₂e per m² prodotto', '1,8 MWh je
 * Tonne', '92 kWh/m²'). Only these common denominators are named; another leaves the figure as it was read.
 */
const DENOMINATORS: readonly [RegExp, string][] = [
  [
    /^\s?(?:par|per|pro|je)\s+(?:(?:un|une|1)\s+)?(?:million(?:s)?|mio\.?|milione|mill[óo]n)\s+(?:d['’]\s?)?(?:euros?|EUR|€)(?:\s+(?:de|di|an|Umsatz)\s+(?:chiffre\s+d['’]affaires|fatturato|facturaci[óo]n|Umsatz))?/iu,
    'EUR million revenue',
  ],
  [/^\s?(?:par|per|pro|je|\/)\s?(?:M€|Mio\.?\s?€|m€)(?!\p{L})/iu, 'EUR million revenue'],
  [/^\s?(?:par|per|pro|je|por|\/)\s?(?:tonnes?|tonnellat[ae]|toneladas?|Tonnen?|ton|t)(?!\p{L})/iu, 'tonne'],
  [
    /^\s?(?:par|per|pro|je|por|\/)\s?(?:kg|kilos?|kilogram(?:me)?s?|Kilogramm|chilo(?:grammo)?)(?!\p{L})/iu,
    'kg',
  ],
  [
    /^\s?(?:par|per|pro|je|por|\/)\s?(?:m²|m2(?!\d)|(?:metro|mètre|metre|metro)s?\s+(?:quadrat[oi]|carrés?|cuadrados?)|Quadratmeter)/iu,
    'm²',
  ],
  [/^\s?(?:par|per|pro|je|por|\/)\s?(?<p>[kMG])Wh(?!\p{L})/u, 'Wh'],
  [
    /^\s?(?:par|per|pro|je)\s+(?:salari[ée]s?|collaborat(?:eur|rice)s?|employ[ée]s?|ETP|dipendent[ei]|emplead[oa]s?|Mitarbeit\p{L}*|Besch[äa]ftigte[nr]?)(?!\p{L})/iu,
    'employee',
  ],
];

/** The denominator written right after an intensity's unit, or undefined when it is none of the common ones. */
export function statedDenominator(after: string): string | undefined {
  for (const [pattern, name] of DENOMINATORS) {
    const match = pattern.exec(after);
    if (!match) continue;
    // 'per MWh', 'je kWh': the energy unit as written.
    return name === 'Wh' ? `${match.groups?.p ?? ''}Wh` : name;
  }
  return undefined;
}
