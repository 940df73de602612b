// The indicator vocabulary of the ground truth, and which indicators a metric's name speaks of, in the
// six languages of the corpus. It decides only one thing: whether an answer's name contradicts the
// ground-truth figure its value and year match (a scope 2 figure named 'Scope 1 emissions').
import { normalize } from './text.js';

export const INDICATOR_IDS = [
  'ghg-scope1',
  'ghg-scope2-market',
  'ghg-scope2-location',
  'ghg-scope1-2',
  'ghg-scope3',
  'ghg-scope3-category',
  'ghg-total',
  'ghg-intensity',
  'ghg-reduction',
  'financed-emissions',
  'energy-consumption',
  'energy-production',
  'installed-capacity',
  'fuel-consumption',
  'renewable-energy-share',
  'renewable-electricity-share',
  'water-withdrawal',
  'water-consumption',
  'water-intensity',
  'waste-total',
  'waste-hazardous',
  'waste-recycled-share',
  'food-waste',
  'take-back-volume',
  'recycled-input',
  'recycled-input-share',
  'employees-headcount',
  'employees-fte',
  'women-share',
  'women-management',
  'employee-turnover',
  'training-hours',
  'injury-rate',
  'fatalities',
  'absenteeism',
  'gender-pay-gap',
  'engagement',
  'community-investment',
  'volunteering-hours',
  'green-investments-share',
  'purchase-share',
  'revenue',
  'other',
] as const;
export type IndicatorId = (typeof INDICATOR_IDS)[number];

type Family = 'ghg' | 'energy' | 'water' | 'waste' | 'people' | 'other';

const FAMILY: Record<IndicatorId, Family> = {
  'ghg-scope1': 'ghg',
  'ghg-scope2-market': 'ghg',
  'ghg-scope2-location': 'ghg',
  'ghg-scope1-2': 'ghg',
  'ghg-scope3': 'ghg',
  'ghg-scope3-category': 'ghg',
  'ghg-total': 'ghg',
  'ghg-intensity': 'ghg',
  'ghg-reduction': 'ghg',
  'financed-emissions': 'ghg',
  'energy-consumption': 'energy',
  'energy-production': 'energy',
  'installed-capacity': 'energy',
  'fuel-consumption': 'energy',
  'renewable-energy-share': 'energy',
  'renewable-electricity-share': 'energy',
  'water-withdrawal': 'water',
  'water-consumption': 'water',
  'water-intensity': 'water',
  'waste-total': 'waste',
  'waste-hazardous': 'waste',
  'waste-recycled-share': 'waste',
  'food-waste': 'waste',
  'take-back-volume': 'waste',
  'recycled-input': 'waste',
  'recycled-input-share': 'waste',
  'employees-headcount': 'people',
  'employees-fte': 'people',
  'women-share': 'people',
  'women-management': 'people',
  'employee-turnover': 'people',
  'training-hours': 'people',
  'injury-rate': 'people',
  fatalities: 'people',
  absenteeism: 'people',
  'gender-pay-gap': 'people',
  engagement: 'people',
  'community-investment': 'other',
  'volunteering-hours': 'other',
  'green-investments-share': 'other',
  'purchase-share': 'other',
  revenue: 'other',
  other: 'other',
};

const SCOPE = String.raw`(?:scope|alcance|ambito|perimetre|bereich)`;
const AND = String.raw`(?:and|en|und|et|e|y|&|\+|/)`;
const rx = (source: string) => new RegExp(source);

/**
 * What a name says, most specific first. `covers`: a broader reading that agrees with several ids
 * ('scope 2' agrees with market- and location-based). `suppresses`: ids a match rules out ('scope 1
 * and 2' is not 'scope 1').
 */
const READINGS: readonly {
  ids: IndicatorId[];
  pattern: RegExp;
  suppresses?: IndicatorId[];
}[] = [
  {
    ids: ['ghg-total'],
    pattern: rx(
      String.raw`\btota(?:l|al|le|les)\b.*\b(?:emission|emissies|uitstoot|ghg|co2e|scopes?)|\b${SCOPE} ?1 ?,? ?2 (?:\w+ )?${AND} ?3\b|\bscopes? 1 ?(?:3|to 3)\b|gesamtemission|emissions totales|emisiones totales|emissioni totali`,
    ),
    suppresses: ['ghg-scope1', 'ghg-scope1-2', 'ghg-scope2-market', 'ghg-scope2-location', 'ghg-scope3'],
  },
  {
    ids: ['ghg-scope1-2'],
    pattern: rx(String.raw`\b${SCOPE} ?1 ?${AND}? ?(?:${SCOPE} ?)?(?:- ?)?2\b`),
    suppresses: ['ghg-scope1', 'ghg-scope2-market', 'ghg-scope2-location'],
  },
  {
    ids: ['financed-emissions'],
    pattern:
      /financed emissions|gefinancierde|finanzierte emissionen|emissions financees|emisiones financiadas|emissioni finanziate/,
  },
  {
    ids: ['ghg-scope1'],
    pattern: rx(
      String.raw`\b${SCOPE} ?1\b|direct (?:ghg |co2e )?emissions|directe emissies|direkte emissionen|emissions directes`,
    ),
  },
  {
    ids: ['ghg-scope2-market'],
    pattern: rx(
      String.raw`\b${SCOPE} ?2\b.*(?:market|markt|marche|mercado|mercato)|(?:market|markt|marche|mercado|mercato)\w*(?: \w+)? ${SCOPE} ?2`,
    ),
    suppresses: ['ghg-scope2-location'],
  },
  {
    ids: ['ghg-scope2-location'],
    pattern: rx(
      String.raw`\b${SCOPE} ?2\b.*(?:location|locatie|standort|ubicacion|localizzazione|lieu|geograph)|(?:location|locatie|standort)\w*(?: \w+)? ${SCOPE} ?2`,
    ),
    suppresses: ['ghg-scope2-market'],
  },
  {
    ids: ['ghg-scope2-market', 'ghg-scope2-location'],
    pattern: rx(String.raw`\b${SCOPE} ?2\b|indirect (?:ghg |energy )?emissions`),
  },
  {
    ids: ['ghg-scope3', 'ghg-scope3-category'],
    pattern: rx(
      String.raw`\b${SCOPE} ?3\b|value chain emissions|business travel|viajes de negocio|dienstreisen|voyages d affaires`,
    ),
  },
  {
    ids: ['ghg-intensity'],
    pattern:
      /intensit|per (?:tonne|ton|t) ?km|je tonnenkilomet|per kwh|par kwh|\bwaci\b|weighted average carbon|carbon footprint|co2e (?:je|per|par|por|pro)\b|footprint per/,
  },
  {
    ids: ['ghg-reduction'],
    pattern:
      /reduc|decrease|decline|\bfell\b|\blower\b|daling|verlaag|senkung|gesenkt|ruckgang|baisse|diminution|riduzione|\bcalo\b|\bvs\b|versus|compared|ten opzichte|gegenuber|par rapport|frente a|rispetto/,
  },
  {
    ids: ['energy-production'],
    pattern:
      /(?:electricity|power|energy|strom|stroom|electricite|energia|electricidad|elettricita)\w* ?(?:production|generation|generated|produced|output|erzeugung|erzeugt|produite|produit|prodotta|producida|opwek)|production d electricite|stromerzeugung|produzione di energia|generacion de/,
  },
  {
    ids: ['installed-capacity'],
    pattern:
      /capacity|capacite|kapazitat|capacidad|capacita|installed|installiert|installee|geinstalleerd|vermogen|\bmwp\b/,
  },
  {
    ids: ['renewable-electricity-share'],
    pattern:
      /(?:renewable|green|groene|hernieuwbare|erneuerbare|renouvelable|renovable|rinnovabil)\w* (?:electricity|elektriciteit|stroom|strom|electricite|electricidad|energia elettrica|elettricita)|(?:electricity|elektriciteit|strom|electricite|electricidad|energia elettrica)\w*(?: \w+){0,4} (?:renewable|hernieuwbar|erneuerbar|renouvelable|renovable|rinnovabil)|okostrom|groene stroom/,
    suppresses: ['renewable-energy-share'],
  },
  {
    ids: ['renewable-energy-share'],
    pattern:
      /renewable (?:energy|heat|fuel)|hernieuwbare energie|erneuerbare energie|energie renouvelable|energia renovable|energia rinnovabile|\bhvo\b|biogas|biofuel|digester/,
    suppresses: ['renewable-electricity-share'],
  },
  {
    ids: ['renewable-energy-share', 'renewable-electricity-share'],
    pattern: /renewab|hernieuwbar|erneuerbar|renouvelab|renovab|rinnovab/,
  },
  {
    ids: ['fuel-consumption'],
    pattern: /\bfuel|diesel|kraftstoff|treibstoff|carburant|combustible|brandstof|gasolio/,
  },
  {
    ids: ['energy-consumption'],
    pattern:
      /energ\w* (?:consumption|use|used|usage|demand)|energieverbruik|energieverbrauch|consommation d energie|consommation energetique|consumo (?:de )?energ|energia consumata|consumo energetico|total energy/,
  },
  {
    ids: ['water-intensity'],
    pattern:
      /(?:water|acqua|agua|eau|wasser)\w*(?: \w+){0,4} (?:per|je|par|por) |(?:litres|liter|litri|litros) (?:per|je|par|por)|per (?:guest night|kilo|kg)\b|notte ospite|(?:water|wasser)\w* ?intensit|intensit\w* (?:idric|hidric|hydrique|en eau)/,
    // 'Water intensity' names water, not the emissions intensity its 'intensity' would otherwise read as.
    suppresses: ['ghg-intensity'],
  },
  {
    ids: ['water-withdrawal'],
    pattern: /withdraw|abstract|onttrek|entnahme|prelievo|captacion|captation|water intake/,
  },
  {
    ids: ['water-consumption'],
    pattern:
      /water (?:consumption|use|usage)|waterverbruik|wasserverbrauch|consommation d eau|consumo (?:de )?agua|consumo idrico/,
  },
  {
    ids: ['waste-hazardous'],
    pattern: /hazardous|gevaarlijk|gefahrlich|dangereux|peligros|pericolos|sonderabfall/,
  },
  {
    ids: ['food-waste'],
    pattern:
      /food waste|voedselverspilling|lebensmittelabf|gaspillage alimentaire|spreco alimentare|desperdicio alimentario|food loss/,
  },
  {
    ids: ['waste-recycled-share'],
    pattern:
      /(?:waste|afval|abfall|dechets|residuos|rifiuti)\w*(?: \w+){0,4} (?:recycl|recover|verwert|recupera|ricicla|gerecycl|valoris)|(?:recycl|recover|verwert|recupera|valoris)\w*(?: \w+){0,3} (?:waste|afval|abfall|dechets|residuos|rifiuti)|raccolta differenziata|recycling rate|recyclingquote|taux de recyclage|diversion rate/,
  },
  {
    ids: ['take-back-volume'],
    pattern:
      /take ?back|collected|\bcollect|inzamel|teruggenomen|terugname|returned|rucknahme|gesammelt|collecte|recogid/,
  },
  {
    ids: ['recycled-input', 'recycled-input-share'],
    pattern:
      /recycled (?:yarn|aggregates?|content|materials?|input|plastics?|polymers?)|gerecycled garen|recycelt|aggregati riciclati|bio (?:based|attributed)|secondary raw|sekundarrohstoff/,
  },
  {
    ids: ['employees-fte'],
    pattern: /\bfte\b|\bvte\b|full time equivalent|vollzeitaquivalent|equivalent temps plein|\betp\b/,
    suppresses: ['employees-headcount'],
  },
  {
    ids: ['women-management'],
    pattern:
      /(?:women|female|vrouwen|frauen|femmes|mujeres|donne)\w*(?: \w+){0,4} (?:manag|leadership|senior|leitung|fuhrung|direction|directiv|dirett|cadre|executive|board)/,
    suppresses: ['women-share'],
  },
  {
    ids: ['women-share'],
    pattern: /women|female|vrouwen|frauen|femmes|mujeres|donne|gender balance|gender diversity/,
  },
  {
    ids: ['gender-pay-gap'],
    pattern:
      /pay gap|loonkloof|entgeltluck|lohnluck|ecart de remuneration|ecart salarial|brecha salarial|divario retributivo|gender gap/,
  },
  {
    ids: ['employee-turnover'],
    pattern:
      /(?:employee|staff|colleague|personnel|voluntary|personeel)\w* turnover|turnover rate|attrition|rotacion|fluktuation|verloop|rotation du personnel|tasso di turnover|rotazione/,
    suppresses: ['revenue'],
  },
  {
    ids: ['training-hours'],
    pattern:
      /training|opleiding|scholing|weiterbildung|schulung|fortbildung|formation|formacion|formazione|learning/,
  },
  {
    ids: ['fatalities'],
    pattern: /fatal|mortal|todlich|deces|dodelijk|fallecid|death/,
    suppresses: ['injury-rate'],
  },
  {
    ids: ['injury-rate'],
    pattern:
      /injur|accident|ongeval|unfall|\blti?fr?\b|\bltir\b|\btrifr?\b|\btrir\b|\btf1\b|infortun|siniestral|lost time|frequency rate|frequentie|frequenz|taux de frequence|indice di frequenza/,
  },
  {
    ids: ['absenteeism'],
    pattern: /absentee|verzuim|absentis|fehlzeit|krankenstand|ausentismo|assenteismo|sick leave/,
  },
  {
    ids: ['engagement'],
    pattern: /engagement|betrokkenheid|zufriedenheit|satisfaction|compromiso|coinvolgimento/,
  },
  { ids: ['volunteering-hours'], pattern: /volunt|vrijwillig|ehrenamt|benevol|pro bono/ },
  {
    ids: ['community-investment'],
    pattern:
      /donat|charit|giving|community invest|sponsor|spende|\bdons\b|donacion|donazion|philanthrop|community fund/,
  },
  {
    ids: ['green-investments-share'],
    pattern:
      /green (?:bond|invest|asset)|sustainable invest|groene obligat|grune anleihe|obligations vertes|bonos verdes/,
  },
  { ids: ['purchase-share'], pattern: /purchas|\bspend|inkoop|einkauf|achats|compras|acquist|procure/ },
  {
    ids: ['revenue'],
    pattern:
      /revenue|turnover|\bsales\b|omzet|umsatz|chiffre d affaires|ricavi|fatturato|cifra de negocios|ingresos|ventas|premiums|erlos/,
  },
  {
    ids: ['employees-headcount'],
    pattern:
      /employee|headcount|colleague|workforce|\bstaff|medewerker|werknemer|personeel|mitarbeit|beschaftigt|belegschaft|salarie|collaborateur|effectif|plantilla|emplead|dipendent|personale|organico|\bpeople\b|personas|personen|team members/,
  },
];

/** Words that say which family a figure belongs to without saying which indicator it is. */
const FAMILY_WORDS: readonly [Family, RegExp][] = [
  [
    'ghg',
    /emission|emissies|uitstoot|broeikas|treibhaus|\bghg\b|\bco2e?\b|carbon|kohlenstoff|carbone|carbono|carbonio|gaz a effet|efecto invernadero|gas serra/,
  ],
  ['energy', /energ|\bpower\b/],
  ['water', /\bwater|wasser|\beau\b|\bagua\b|acqua|idric/],
  ['waste', /waste|afval|abfall|dechet|residuos|rifiuti/],
];

export interface Reading {
  /** Indicators the name names. */
  ids: Set<IndicatorId>;
  /** Families the name belongs to when it names no indicator. */
  families: Set<Family>;
}

/** The indicators (or, failing that, the families) a metric's name speaks of. */
export function readIndicator(name: string): Reading {
  const text = normalize(name);
  const ids = new Set<IndicatorId>();
  const suppressed = new Set<IndicatorId>();
  for (const reading of READINGS) {
    if (!reading.pattern.test(text)) continue;
    reading.ids.forEach((id) => ids.add(id));
    reading.suppresses?.forEach((id) => suppressed.add(id));
  }
  suppressed.forEach((id) => ids.delete(id));
  const families = new Set<Family>();
  if (ids.size === 0)
    for (const [family, pattern] of FAMILY_WORDS) if (pattern.test(text)) families.add(family);
  return { ids, families };
}

/** Whether a name speaks of another indicator than the ground truth's: then the answer is not about it. */
export function contradicts(name: string, truth: IndicatorId): boolean {
  // A figure the vocabulary does not classify may be named anything.
  if (truth === 'other') return false;
  const { ids, families } = readIndicator(name);
  if (ids.size > 0) return !ids.has(truth);
  if (families.size > 0) return !families.has(FAMILY[truth]);
  return false;
}
