import type { UnitKind } from './quantities.js';

/**
 * The units a Dutch, German, French, Italian or Spanish sentence states after a figure ('12.300 ton CO2-eq',
 * '4.120 Kubikmeter', '640 salariés', '21 uur'), in the canonical spellings of the English reader
 * (quantities.ts), so a metric reads the same whatever the page's language.
 */

export interface ForeignUnit {
  kind: UnitKind;
  unit: string;
  /** The unit as the metric's value shows it ('employees' for 'medewerkers'). */
  display: string;
  /** Characters the unit takes after the figure. */
  length: number;
}

interface Rule {
  kind: UnitKind;
  pattern: RegExp;
  unit: (match: RegExpExecArray) => string;
  display?: string;
}

const CO2 = String.raw`\s?(?:de\s+|di\s+|an\s+|aan\s+)?(?:CO2|CO₂)(?<eq>[-\s]?(?:e|eq|eqv|äq|équ?\.?|equivalent\w*|äquivalent\w*|équivalent\w*)\b\.?)?`;

function emissionsUnit(match: RegExpExecArray): string {
  const mass = (match.groups?.mass ?? 't').toLowerCase();
  const prefix =
    mass.startsWith('kilo') || mass === 'kt' ? 'kt' : mass === 'mt' ? 'Mt' : mass === 'kg' ? 'kg' : 't';
  return `${prefix}CO2${match.groups?.eq ? 'e' : ''}`;
}

/** Ordered: CO2 before plain mass, since '12 ton CO2' starts like '12 ton'. */
const RULES: readonly Rule[] = [
  {
    kind: 'emissions',
    pattern: new RegExp(
      String.raw`\s?(?<mass>kilo ?tonnen|kilo ?tonnes?|kiloton|kt|Mt|kg|tonnen|tonnellate|toneladas|tonnes?|ton|t)${CO2}`,
      'iy',
    ),
    unit: emissionsUnit,
  },
  {
    kind: 'energy',
    pattern: /\s?(?<p>[kMGT])Wh\b|\s?(?<j>[GTP])J\b/y,
    unit: (m) => (m.groups?.p ? `${m.groups.p}Wh` : `${m.groups?.j ?? ''}J`),
  },
  {
    kind: 'power',
    pattern: /\s?(?<p>[kMG])W(?<peak>c|p)?\b/y,
    unit: (m) => `${m.groups?.p ?? ''}W${m.groups?.peak ? 'p' : ''}`,
  },
  {
    kind: 'water',
    pattern:
      /\s?(?:m³|m3\b|kubieke meters?\b|kubikmeter\b|mètres? cubes?\b|metri cubi\b|metros? cúbicos?\b|metrów sześciennych|(?<litres>liters?\b|litres?\b|litri\b|litros\b|l(?=\s*(?:\/|(?:par|per|pro|je|por)\s|d['’]\s?eau\b|de agua\b|d['’]\s?acqua\b|di acqua\b|Wasser|water\b))))/iy,
    unit: (m) => (m.groups?.litres ? 'litres' : 'm³'),
  },
  {
    kind: 'percent',
    pattern: /\s?(?:%|procent\b|prozent\b|pour ?cent\b|per ?cento\b|por ?ciento\b)/iy,
    unit: () => '%',
  },
  {
    kind: 'workforce',
    pattern:
      /\s(?:(?<fte>fte'?s?|VZÄ|VZE|ETP|voltijdbanen|Vollzeitstellen|Vollzeitäquivalente)|medewerkers|werknemers|mensen|personen|collega'?s|Mitarbeitende[n]?|Mitarbeiter(?:innen)?|Beschäftigte[n]?|Menschen|Personen|salarié(?:e)?s|collaborat(?:eur|rice)s|employé(?:e)?s|personnes|dipendenti|collaboratori|addetti|lavoratori|persone|empleados|trabajadores|colaboradores|personas|trabalhadores|funcionários|pessoas|pracowników|pracownikow|pracownicy|osób|osob|medarbejdere|medarbetare|medarbeidere|ansatte|anställda|personer)\b/iy,
    unit: (m) =>
      m.groups?.fte
        ? 'FTE'
        : /^\s(?:mensen|personen|menschen|personnes|persone|personas|pessoas|osób|osob|personer)/i.test(m[0])
          ? 'people'
          : 'employees',
    display: 'employees',
  },
  {
    kind: 'hours',
    pattern: /\s(?:uur|uren|Stunden|heures|ore|horas|godzin|timer|timmar)(?!\p{L})/iuy,
    unit: () => 'hours',
  },
  // Overnight stays ('Nächtigungen', 'nuitées', 'overnachtingen', 'pernottamenti', 'pernoctaciones') and
  // members ('Mitglieder', 'sociétaires', 'leden', 'soci', 'socios'), never members of a body ('membres du').
  {
    kind: 'activity',
    pattern:
      /\s(?:(?<stays>Nächtigungen|Übernachtungen|Gästeübernachtungen|nuitées|overnachtingen|pernottamenti|pernoctaciones)|Mitglieder(?:n)?|Genossenschaftsmitglieder(?:n)?|sociétaires|adhérents|membres|leden|soci|socios)(?!\p{L})(?!\s+(?:de[rs]?|du|van|di|del|della|des)\b)/iuy,
    unit: (m) => (m.groups?.stays ? 'overnight stays' : 'members'),
  },
  {
    kind: 'mass',
    // A bare 't' is tonnes before a waste word or where the clause ends ('Gefährliche Abfälle: 310 t.',
    // 'betrug 5 610 t, davon …'); a mass is read only where the sentence says what it is of.
    pattern:
      /\s?(?:(?<kilo>kiloton|kilo ?tonnen|kilo ?tonnes?|kt\b)|tonnen\b|tonnellate\b|toneladas\b|ton(?:y|ach)\b|tonnes?\b|ton\b|t(?= (?:aan|an|de|di|d'|Abfall|Abfälle|afval|déchets|rifiuti|residuos)\b)|(?<kg>kg\b|kilo(?:gram)?s?\b)|t(?=[,.;:)]?(?:\s|$)))/iy,
    unit: (m) => (m.groups?.kilo ? 'kilotonnes' : m.groups?.kg ? 'kg' : 'tonnes'),
  },
];

/** The unit written at `at` in `sentence` (right after a figure), or undefined when none is. */
export function foreignUnitAt(sentence: string, at: number): ForeignUnit | undefined {
  for (const rule of RULES) {
    rule.pattern.lastIndex = at;
    const match = rule.pattern.exec(sentence);
    if (!match) continue;
    const unit = rule.unit(match);
    const display = rule.display ?? unit;
    return { kind: rule.kind, unit, display: unit === 'FTE' ? 'FTE' : display, length: match[0].length };
  }
  return undefined;
}
