import type { MetricReading } from './classify-metric.js';
import { classifyForeign } from './foreign-classify.js';
import { foreignUnitAt } from './foreign-sentence-units.js';
import { statedDenominator } from './intensity-denominators.js';
import { evidenceFor } from './evidence.js';
import { metricKind } from './metric-kinds.js';
import { isSomeoneElsesFigure } from './figure-owner.js';
import { foldText, headcountUnit } from './metric-topics.js';
import { sentencesUnderHeadings } from './heading-dated-sentences.js';
import { formatStatedNumber, readStatedNumber } from './stated-number.js';
import { rateNamedBefore } from './stated-rates.js';
import { emissionsInTonnes } from './emissions-in-tonnes.js';
import { DENOMINATOR_BEFORE } from './quantities.js';
import type { ForeignUnit } from './foreign-sentence-units.js';
import type { MetricKindId } from './metric-kinds.js';
import type { ExtractedMetric } from './types.js';
import { beyondSemicolon } from './years.js';

/**
 * Reported metrics stated in Dutch, German, French, Italian, Spanish, Portuguese or Polish sentences ('In 2024 bedroeg onze scope
 * 1-uitstoot 12.300 ton CO2-eq.', 'Wir beschäftigen 640 Mitarbeitende.', 'En 2024, 68 % de notre
 * électricité était d'origine renouvelable.'): a figure read by the language's decimal mark with a unit
 * after it, a topic named in its own clause, and a year, as the English reader (metrics.ts) does.
 * Targets, hedges ('bis zu'), comparison values ('gegenüber 2019') and someone else's figures are left
 * out.
 */

/**
 * Portuguese and Polish read with the words foreign-classify holds for them ('Emissões de âmbito 1', 'emisje z
 * zakresu 1'); Danish, Swedish and Norwegian (Bokmål 'nb', Nynorsk 'nn') likewise ('Farligt affald udgjorde
 * 312 ton', 'Utsläppen i scope 1 uppgick till 4 210 ton CO2e', 'Energiforbruket var 12,4 GWh').
 */
export const SENTENCE_METRIC_LANGUAGES = [
  'nl',
  'de',
  'fr',
  'it',
  'es',
  'pt',
  'pl',
  'da',
  'sv',
  'no',
  'nb',
  'nn',
] as const;
export type SentenceMetricLanguage = (typeof SENTENCE_METRIC_LANGUAGES)[number];

export const isSentenceMetricLanguage = (language: string): language is SentenceMetricLanguage =>
  (SENTENCE_METRIC_LANGUAGES as readonly string[]).includes(language);

/** A figure: '12.300', '12 300', '1.234,5', '68'; never part of a word, a date or a phone number. */
const FIGURE =
  /(?<![\p{L}\d.,/+\-–£$€#])\d{1,3}(?:(?:[.\u00a0\u202f\u2009 ])\d{3}(?!\d))+(?:,\d+)?(?![\d]|[.,]\d)|(?<![\p{L}\d.,/+\-–£$€#])\d+(?:[.,]\d+)?(?![\d]|[.,]\d)/gu;
/** A scale word, with the 'de'/'di' French, Italian and Spanish put before the unit ('13,2 millions de litres'). */
const SCALE =
  /\s?(?:miljoen|millionen|mio\.?|millions?|milioni|millones|mln\.?)(?!\p{L})(?:\s(?:de|di)(?!\p{L}))?/iuy;
/** A year, or a split one ('2023/24', 'campaña 2023-2024'), which is named by the year it ends in. */
const YEAR = /(?<![\d.,])(?:19|20)\d{2}(?:[/-](?:(?:19|20)\d{2}|\d{2})(?!\d))?(?![\d%]|[.,]\d)/g;

/** '2023/24' → 2024, '2023-2024' → 2024, '2024' → 2024; a span of more than a year ('2024/30') is its first year. */
function yearNamed(text: string): number {
  const [first = '', second] = text.split(/[/-]/);
  const start = Number(first);
  if (second === undefined) return start;
  const end = second.length === 2 ? Math.floor(start / 100) * 100 + Number(second) : Number(second);
  return end === start + 1 ? end : start;
}
const APPROXIMATE =
  /(?:^|[\s(])(?:ca\.?|circa|rund|etwa|ungefähr|environ|près de|ongeveer|ong\.|zo'n|aproximadamente|alrededor de|cerca de|cirka|omkring|ungefär|ungefær|omtrent|drygt|knappt)\s*$/i;

/** Words that make the figure a target or a plan, in the clause before it or just after it. */
const TARGET =
  /\b(?:doel\w*|streef\w*|streven|ambitie\w*|willen|zullen|gaan|tegen (?:19|20)\d\d|uiterlijk|ziel\w*|wollen|werden|planen|geplant|anvisiert|anstreben|bis (?:zum jahr |ende )?(?:19|20)\d\d|objectifs?|cibles?|visons|viser|vise|ambition\w*|souhait\w*|prevo\w*|d'ici|horizon|obiettiv\w*|traguard\w*|entro (?:il )?(?:19|20)\d\d|puntiamo|intendiamo|prevediamo|ambizion\w*|objetivo\w*|metas?|para (?:el )?(?:19|20)\d\d|pretendemos|prevemos|aspiramos|ate (?:19|20)\d\d|cel|celem|celu|planuj\w*|do (?:19|20)\d\d|mal(?:et|en|s?aetning\w*|s?attning\w*)?|(?:inden|innen|senest|till) (?:ar )?(?:19|20)\d\d|skal|ska|skall|planlaegger|planerar|planlegger|onsker|vill)\b/;
/**
 * A base year's figure is the starting point of a target, not the period's value: '(anno base: 9.840 t
 * CO2e)', 'Basisjahr 2019: 12.400 t', 'année de référence : 8 900 t'.
 */
const BASELINE_BEFORE =
  /\b(?:anno (?:base|di riferimento)|base year|baseline|basisjaar|referentiejaar|nulmeting|basisjahr|bezugsjahr|ausgangswert|annee de (?:reference|base)|ano (?:base|de referencia)|valor base|rok (?:bazowy|bazowym|odniesienia)|basar|basisar|basisaret|basisaaret)\b[^\d]{0,25}(?:(?:19|20)\d\d[^\d]{0,6})?$/;
/**
 * A comparative's year: '12% minder dan in 2019', '12 % weniger als 2019', 'de moins qu'en 2019', 'menos
 * que en 2019', 'in meno che nel 2019'. Folded text.
 */
const THAN_YEAR =
  "(?:(?:minder|meer|lager|hoger|weniger|mehr|niedriger|hoher) (?:dan|als)(?: in| im(?: jahr)?)?|(?:moins|plus) qu['’ ]?en|(?:menos|mas) (?:que|de lo que) en|(?:meno|piu) (?:che|di quanto) nel)";
/** The year a comparative measures against does not date the figure: '12% minder dan in 2019'. */
const COMPARATIVE_YEAR = new RegExp(String.raw`\b${THAN_YEAR}\s+$`);
/**
 * The figure in brackets after the year a change is measured against is that year's, the target's
 * starting point: '… ridurre del 46% le emissioni … rispetto al 2019 (3.420 t CO2e)', 'gegenüber 2019
 * (12.400 t)', 'par rapport à 2019 (8 900 t)'. Folded text.
 */
const COMPARED_YEAR_BRACKET = new RegExp(
  String.raw`\b(?:${THAN_YEAR}|rispetto (?:al?|all)|compared (?:with|to)|against|versus|vs\.?|gegenuber|im vergleich zu|par rapport a|respecto (?:a|al|de)|frente a|em relacao a|face a|ten opzichte van|t\.o\.v\.?)\s*(?:(?:l|il|el|le|het|dem|das)\s+)?(?:anno\s+|jahr\s+|annee\s+|ano\s+|jaar\s+)?(?:19|20)\d\d\s*\(\s*$`,
);
/** A ceiling is not a measured value ('bis zu 30 %', 'tot wel 30%', 'jusqu'à 30 %'). */
const HEDGE =
  /\b(?:tot (?:wel|maar liefst)|bis zu|jusqu'a|jusqu’a|hooguit|maximaal|hochstens|au plus|fino al?|hasta (?:un|el)?)\s*$/;
/** The earlier value of a comparison ('ten opzichte van 9.800', 'gegenüber 11.900', 'contre 65 %'). */
const COMPARISON =
  /\b(?:ten opzichte van|t\.o\.v\.?|vergeleken met|tegenover|vanaf|gegenuber|im vergleich zu|verglichen mit|par rapport a|compare a|contre|vs\.?|rispetto a(?:i|l|lle)?|contro|frente a(?:l|los)?|en comparacion con|respecto a(?:l)?|sammenlignet med|sammenliknet med|jamfort med|i forhold til)\s*(?:ca\.?|circa|rund|etwa|environ|ongeveer)?\s*$/;
const COMPARISON_AHEAD =
  /\b(?:ten opzichte van|t\.o\.v\.|vergeleken met|gegen(?:ü|u)ber|im vergleich zu|par rapport (?:à|a)|contre|rispetto a|frente a|en comparaci(?:ó|o)n con|respecto a|sammenlignet med|sammenliknet med|jämfört med|vs\.?)\s/i;
/** 'van 12.000 naar 9.800 ton', 'von 12.000 auf 9.800 t', 'de 12 000 à 9 800 t': the first is the old value. */
const FROM = /\b(?:van|von|de|d'|da|dal|del)\s*$/;
const TO_NEXT = /^\s*(?:naar|tot|auf|a|al|bis|hasta)\s*$/;
/**
 * An average of others: 'het gemiddelde waterverbruik in de textielveredeling', 'der durchschnittliche
 * Verbrauch in der Branche', 'la moyenne du secteur'. A figure in such a clause is not the company's.
 */
const POPULATION_AVERAGE =
  /\b(?:(?:het |de )?gemiddelde \p{L}+ (?:in|van|bij) (?:de|het)|(?:der |die |das )?durchschnittliche \p{L}+ (?:in|der|im)|durchschnitt (?:der|in der|im)|(?:la )?moyenne (?:du|de la|des|dans|nationale|europeenne)|media (?:del settore|di settore|nazionale|del sector)|promedio (?:del sector|nacional|de la industria))\b/u;

/** Words before a figure that the value keeps ('meer dan 600 medewerkers' → 'more than 600 employees'). */
// 'l'organico ha superato le 600 persone', 'a dépassé les 600', 'ha superado los 600': past the figure.
const MORE_THAN =
  /\b(?:meer dan|ruim|mehr als|uber|plus de|plus d'|over|oltre|piu di|mas de|superat[oaie](?: (?:le|i|gli|la|quota))?|depasse(?: les)?|superado(?: los| las)?)\s*$/;
const LESS_THAN = /\b(?:minder dan|weniger als|unter|moins de|meno di|menos de)\s*$/;
/** A year that does not date the figure: a target, a comparison, a founding. */
const YEAR_NOT_REPORTING =
  /\b(?:tegen|uiterlijk|voor|bis|vor|d'ici|avant|sinds|sedert|seit|depuis|ten opzichte van|t\.o\.v\.?|vergeleken met|gegenuber|im vergleich zu|par rapport a|opgericht|gegrundet|fonde\w*|cree\w*|basisjaar|basisjahr|referentiejaar|annee de reference|entro|dal|desde|rispetto al|frente a|fondat\w*|fundad\w*|anno base|ano base|anno di riferimento|ano de referencia|rok bazowy|roku bazowego|rok odniesienia|od|inden|innen|siden|sedan|basisar|basar|referencear|grundlagt|grundat|etableret|sammenlignet med|jamfort med)\s+(?:(?:het|dem|l'|de|le|il|el|het jaar|jahr|l'annee)\s+)?(?:(?:januari|februari|maart|mei|augustus|januar|februar|marz|janvier|fevrier|mars|avril|juin|juillet|aout|septembre|octobre|novembre|decembre|gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|dicembre|enero|febrero|abril|mayo|junio|julio|septiembre|octubre|noviembre|diciembre|april|mai|juni|juli|august|september|oktober|november|dezember|december)\s+)?$/;
/** The year a plant or line was commissioned or opened: 'mise en service en 2023', 'inaugurée en 2022'. */
const COMMISSIONED_BEFORE =
  /\b(?:mise?s? en (?:service|route)|inaugure\w*|ouvert\w*|construit\w*|puest[oa]s? en (?:marcha|servicio)|inaugurad\w*|mess[oa] in (?:servizio|funzione)|inaugurat\w*|in betrieb genommen)\s+(?:en|in|nel|im|em)?\s*(?:l'annee\s+)?$/;
/** A founding year named before its verb: 'wurde 1964 gegründet', 'in 1987 opgericht'. */
const FOUNDING_AFTER = /^\s+(?:gegrundet|opgericht|gesticht|fonde\w*|fondat\w*|fundad\w*)\b/;
/** Between a figure and the next: the rest of its clause, then a bracket with a year ('… MWh (2024: '). */
const EARLIER_YEAR_BRACKET = /^(?:[^()\d]|(?:19|20)\d{2})*\(\s*(?:19|20)\d{2}\s*:\s*$/;
/** '(4,2 % en 2024)', '(4,2% nel 2024)', '(4,2 % im Jahr 2024)': the figure's year closes its bracket. */
const YEAR_CLOSES_BRACKET =
  /^[^()\d]{0,12}\b(?:en|in|nel|im(?: jahr)?|em|i|w|a fin de|fin)\s+(?:19|20)\d{2}\s*\)/i;
/** Dutch 'en' joins clauses; French and Spanish 'en 2024' is the figure's year, so it ends none. */
// Read on the words as written as well as folded: Italian 'è' (is), folded, would be 'e' (and).
const CLAUSE =
  /[,;:]|\s[–—]\s|\sen\s(?!(?:19|20)\d\d)|\s(?:und|et|maar|aber|mais|terwijl|w[äa]hrend|tandis que|e|y|ma|pero|mentre|mientras|og|och|medan)\s/i;

/**
 * A second object of the same aim, joined by 'and that' ('y de que', 'e che', 'und dass', 'et que', 'en
 * dat'); not a clause of its own ('y en 2024 alcanzamos el 42 %').
 */
const JOINED_CLAUSE = /^\s*(?:y|e|ed|and|und|et|en)\s+(?:(?:de|di)\s+)?(?:que|che|dass|that|qu['’]|dat)\b/;

const lastClause = (text: string) => text.split(/[,;:]|\s[–—]\s/).at(-1) ?? text;
const firstClause = (text: string) => {
  const boundary = CLAUSE.exec(text);
  return boundary ? text.slice(0, boundary.index) : text;
};

interface Years {
  heading?: number;
  page?: number;
  latest: number;
}

/** The reporting year a figure at `start` carries: its clause's year, the sentence's one year, or the heading's. */
function yearOf(sentence: string, start: number, end: number, years: Years): number | undefined {
  const mentions = [...sentence.matchAll(YEAR)]
    .filter(
      (match) =>
        !YEAR_NOT_REPORTING.test(foldText(sentence.slice(Math.max(0, match.index - 40), match.index))) &&
        !COMPARATIVE_YEAR.test(foldText(sentence.slice(Math.max(0, match.index - 40), match.index))) &&
        !COMMISSIONED_BEFORE.test(foldText(sentence.slice(Math.max(0, match.index - 40), match.index))) &&
        !FOUNDING_AFTER.test(foldText(sentence.slice(match.index + match[0].length, match.index + 40))),
    )
    .map((match) => ({ year: yearNamed(match[0]), at: match.index, end: match.index + match[0].length }))
    // '312 personas (298 en 2023/24)': a year in a bracket after the figure that holds another figure
    // dates that figure, not this one.
    .filter((m) => !inLaterFigureBracket(sentence, end, m.at));
  // '4.100 MWh (2024: 4.300 MWh)': a year opening a bracket dates the figure inside it, and only that one.
  const bracket = mentions.filter(
    (m) => /\(\s*$/.test(sentence.slice(0, m.at)) && /^\s*:/.test(sentence.slice(m.end)),
  );
  const inside = bracket.find((m) => m.at < start && !sentence.slice(m.end, start).includes(')'));
  if (inside) return inside.year;
  // '3,7 % (4,2 % en 2024)': a bracket holding a figure and its year dates that figure, and only that one.
  const own = figureBracket(sentence, start);
  const ownYear = own && mentions.find((m) => m.at > own.open && m.at < own.close);
  if (ownYear) return ownYear.year;
  const outside = mentions.filter(
    (m) =>
      !bracket.includes(m) &&
      !figureBracket(sentence, m.at) &&
      !comparedAfter(sentence, end, m.at) &&
      !beyondSemicolon(sentence, end, m.at),
  );
  return yearAmong(sentence, start, end, outside, years);
}

/** The bracket around `at` when it holds a figure besides a year: '(4,2 % en 2024)', '(4,4 m³ nel 2024)'. */
function figureBracket(sentence: string, at: number): { open: number; close: number } | undefined {
  const open = sentence.lastIndexOf('(', at);
  if (open < 0 || sentence.lastIndexOf(')', at) > open) return undefined;
  const found = sentence.indexOf(')', at);
  const close = found < 0 ? sentence.length : found;
  const inner = sentence.slice(open + 1, close).replace(YEAR, ' ');
  return /\d/.test(inner) ? { open, close } : undefined;
}

/** '11,2 t …, contre 12,9 en 2024': a year after a comparison word and its figure is the compared figure's. */
function comparedAfter(sentence: string, end: number, at: number): boolean {
  if (at < end) return false;
  const between = sentence.slice(end, at);
  const word = COMPARISON_AHEAD.exec(between);
  return word !== null && /\d/.test(between.slice(word.index));
}

/** '312 personas (298 en 2023/24)': the bracket after the figure, holding another figure, is open at `at`. */
function inLaterFigureBracket(sentence: string, end: number, at: number): boolean {
  if (at < end) return false;
  const between = sentence.slice(end, at);
  const open = between.lastIndexOf('(');
  return open >= 0 && !between.slice(open).includes(')') && /\d/.test(between.slice(open));
}

function yearAmong(
  sentence: string,
  start: number,
  end: number,
  mentions: readonly { year: number; at: number }[],
  years: Years,
): number | undefined {
  const distinct = new Set(mentions.map((mention) => mention.year));
  if (distinct.size === 1) return [...distinct][0];
  if (distinct.size > 1) {
    // Several years: the one in the figure's own clause, else none (never a guess).
    const clauseStart = start - lastClause(sentence.slice(0, start)).length;
    // A bracket after the figure holds another year's figure ('28.742,5 MWh (2024: 30.115 MWh)'), and
    // so does a comparison ('98.000 m³ rispetto a 104.000 m³ nel 2024').
    const ahead = (sentence.slice(end).split('(')[0] ?? '').split(COMPARISON_AHEAD)[0] ?? '';
    const clauseEnd = end + firstClause(ahead).length;
    const own = new Set(mentions.filter((m) => m.at >= clauseStart && m.at < clauseEnd).map((m) => m.year));
    if (own.size > 0) return own.size === 1 ? [...own][0] : undefined;
    // 'In 2024 …, X …; in 2023 … Y': the year the sentence last named before the figure.
    return mentions.filter((m) => m.at < start).at(-1)?.year;
  }
  return years.heading ?? years.page;
}

interface Quantity {
  start: number;
  /** After the unit (and its scale word). */
  end: number;
  unit: ForeignUnit;
  per: boolean;
  /** A range of shares as one figure ('tra il 78% e l’82%' → '78–82%'). */
  range?: string;
}

/** 'Dipendenti (media annua): 3.140': a key-figure line whose label counts staff and whose figure ends it. */
const LABEL_BEFORE = /^\s*([^:]{2,60}):\s*$/;

function labelledHeadcount(sentence: string, start: number, end: number): ForeignUnit | undefined {
  const label = LABEL_BEFORE.exec(sentence.slice(0, start))?.[1];
  if (!label || !/^\s*[.]?\s*$/.test(sentence.slice(end))) return undefined;
  const unit = headcountUnit(label);
  return unit && { kind: 'workforce', unit, display: unit, length: 0 };
}

/** 'le taux de fréquence des accidents était de 3,2': a rate's bare figure, its unit in its name. */
function statedRate(sentence: string, start: number, end: number): ForeignUnit | undefined {
  if (SCALE_AFTER.test(sentence.slice(end)) || !rateNamedBefore(sentence, start)) return undefined;
  return { kind: 'rate', unit: '', display: '', length: 0 };
}
/** A scale word after the figure makes it an amount, not a rate. */
const SCALE_AFTER = /^\s?(?:miljoen|millionen|mio|millions?|mln|milioni|millones|mrd|miljard)/i;

const LABEL_LINE = /^[^:]{2,60}:[^:\d]*$/;

/** The second share of a range after the first ('… e l’82%', '… y el 82 %', '… und 82 %', '… et 82 %'). */
const RANGE_END = /^\s*(?:e|y|und|et|en|–|-)\s*(?:l['’]|el\s|il\s)?(\d{1,3}(?:[.,]\d+)?)\s?%/;
const RANGE_START = /\b(?:tra (?:il|l['’])|entre (?:el|le)?|zwischen|tussen)\s*$/i;

/** '48.300 ton' after 'de CO2-uitstoot bedroeg': tonnes of CO2 equivalent. */
const asEmissions = (unit: ForeignUnit): ForeignUnit => {
  const co2 = unit.unit === 'kilotonnes' ? 'ktCO2e' : 'tCO2e';
  return { kind: 'emissions', unit: co2, display: co2, length: unit.length };
};

/** The figures of a sentence that have a unit after them: the only ones that can be metrics. */
function quantitiesOf(sentence: string): Quantity[] {
  let consumed = 0;
  return [...sentence.matchAll(FIGURE)].flatMap((figure): Quantity[] => {
    if (figure.index < consumed) return [];
    let at = figure.index + figure[0].length;
    SCALE.lastIndex = at;
    if (SCALE.exec(sentence)) at = SCALE.lastIndex;
    const unit =
      foreignUnitAt(sentence, at) ??
      labelledHeadcount(sentence, figure.index, at) ??
      statedRate(sentence, figure.index, figure.index + figure[0].length);
    if (!unit) return [];
    const rangeEnd =
      unit.kind === 'percent' && RANGE_START.test(sentence.slice(0, figure.index))
        ? RANGE_END.exec(sentence.slice(at + unit.length))
        : null;
    if (rangeEnd) {
      const end = at + unit.length + rangeEnd[0].length;
      consumed = end;
      const per = false;
      return [{ start: figure.index, end, unit, per, range: `${figure[0]}–${rangeEnd[1]}%` }];
    }
    // 'Im Jahr 2024 beschäftigten wir…': a bare year before a word for staff is a date, not a headcount.
    if (/^(?:19|20)\d{2}$/.test(figure[0]) && ['workforce', 'hours', 'rate'].includes(unit.kind)) return [];
    if (unit.kind === 'workforce' && DENOMINATOR_BEFORE.test(sentence.slice(0, figure.index))) return [];
    const stated =
      unit.kind === 'mass' &&
      (unit.unit === 'tonnes' || unit.unit === 'kilotonnes') &&
      emissionsInTonnes(sentence.slice(0, figure.index), sentence.slice(at + unit.length))
        ? asEmissions(unit)
        : unit;
    at += unit.length;
    // 'per km', 'pro Kopf', '/t'; not the verb of production after it ('12.400 MWh produceerden').
    // 'par an', 'pro Jahr', 'per jaar': a yearly figure, not an intensity ('produisent 240 MWh par an').
    const per =
      /^\s?(?:per|pro(?!duc)|par|\/|je)\s?\p{L}/u.test(sentence.slice(at)) &&
      !PER_PERIOD.test(sentence.slice(at));
    return [{ start: figure.index, end: at, unit: stated, per }];
  });
}

/** 'par an', 'pro Jahr', 'per jaar', 'all'anno', 'por año', '/a': per a period of time, which makes no intensity. */
const PER_PERIOD =
  /^\s?(?:(?:per|pro|par|je|por|\/)\s?(?:an|année|annee|ans|jahr|jaar|anno|año|ano|year|annum|yr)|\/\s?a)(?!\p{L})/iu;

interface SentenceMetric {
  name: string;
  kind: MetricKindId;
  value: string;
  /** The unit as a key-figures table states it ('employees', 'm³', 'overnight stays'). */
  unit?: string;
  year: number;
}

function metricsInSentence(sentence: string, language: string, years: Years): SentenceMetric[] {
  const found: SentenceMetric[] = [];
  const quantities = quantitiesOf(sentence);
  let previous: { reading: MetricReading; unit: string } | undefined;
  // A target's figure and one in a clause joined to it ('el objetivo de reducir un 40 % … y de que el
  // 100 % sea renovable') are both what the company aims for.
  let targetBefore = false;
  quantities.forEach((quantity, index) => {
    // Only the figure just before, when it was read, names what a bracket after it restates.
    const before = previous;
    previous = undefined;
    const previousEnd = quantities[index - 1]?.end ?? 0;
    const left = foldText(sentence.slice(previousEnd, quantity.start));
    // 'Energia elettrica rinnovabile: tra il 78% e l’82%': a key-figure line's label names the figure.
    const clause = index === 0 && LABEL_LINE.test(left) ? left : lastClause(left);
    const written = sentence.slice(quantity.end, quantities[index + 1]?.start ?? sentence.length);
    const rest = foldText(written);
    // The figure's own clause after it, cut where the written words end it ('è coperto' goes on).
    const restClause = foldText(firstClause(written));
    if (TARGET.test(clause) || TARGET.test(restClause)) {
      targetBefore = true;
      return;
    }
    if (targetBefore && JOINED_CLAUSE.test(clause)) return;
    targetBefore = false;
    if (BASELINE_BEFORE.test(left) || COMPARED_YEAR_BRACKET.test(left)) return;
    if (HEDGE.test(clause) || COMPARISON.test(clause)) return;
    if (POPULATION_AVERAGE.test(`${clause} ${restClause}`)) return;
    // A sector's, a market's or a parent's figure; the company's own beside it in the sentence stays.
    const nextStart = quantities[index + 1]?.start ?? sentence.length;
    if (isSomeoneElsesFigure(sentence, { start: quantity.start, end: quantity.end, previousEnd, nextStart }))
      return;
    if (FROM.test(clause) && TO_NEXT.test(rest) && index < quantities.length - 1) return;
    const between = sentence.slice(previousEnd, quantity.start);
    // '28 400 m³ d'eau (30 150 m³ en 2024)': a bracket closed by its year restates the figure before it.
    const restated =
      before?.unit === quantity.unit.unit &&
      /^[^()\d]*\(\s*$/.test(between) &&
      YEAR_CLOSES_BRACKET.test(sentence.slice(quantity.end))
        ? before.reading
        : undefined;
    const reading =
      restated ??
      classifyForeign({
        unit: quantity.unit,
        before: sentence.slice(0, quantity.start),
        after: sentence.slice(quantity.end),
        left: clause,
        right: restClause,
        per: quantity.per,
      }) ??
      // '78% … hernieuwbaar (2024: 61%)': the bracket states the same indicator for another year.
      (EARLIER_YEAR_BRACKET.test(between) && before?.unit === quantity.unit.unit
        ? before.reading
        : undefined);
    previous = reading ? { reading, unit: quantity.unit.unit } : undefined;
    if (!reading) return;
    const year = yearOf(sentence, quantity.start, quantity.end, years);
    // A year after the page was read is a target, whatever the wording.
    if (year === undefined || year > years.latest) return;
    const number = readStatedNumber(quantity.range ?? sentence.slice(quantity.start, quantity.end), language);
    if (!number) return;
    const approximate = APPROXIMATE.test(sentence.slice(0, quantity.start));
    const qualifier = MORE_THAN.test(clause) ? 'more than ' : LESS_THAN.test(clause) ? 'less than ' : '';
    const amount = `${qualifier}${formatStatedNumber({ ...number, approximate: number.approximate || approximate })}`;
    const unit = quantity.unit;
    const value = unit.unit === '%' ? `${amount}%` : unit.display ? `${amount} ${unit.display}` : amount;
    // 'durchschnittlich 21 Stunden Weiterbildung': the figure is per employee, as its name says.
    const perHead = reading.name.endsWith('per employee') && !quantity.per ? ' per employee' : '';
    const perWhat = reading.per ? ` per ${reading.per}` : '';
    // '16,7 tCO₂e par million d'euros de chiffre d'affaires': an intensity keeps what it is per.
    const denominator =
      quantity.per && !perWhat ? statedDenominator(sentence.slice(quantity.end)) : undefined;
    const per = perHead || perWhat || (denominator ? ` per ${denominator}` : '');
    // An intensity states its unit with what it is per ('kgCO2e per m²', 'MWh per t'); one whose
    // denominator is not named states none.
    const stated =
      unit.display && (!quantity.per || per)
        ? `${unit.unit === 'people' ? 'employees' : unit.unit}${per}`
        : '';
    found.push({
      name: reading.name,
      kind: reading.kindId,
      value: `${value}${per}`,
      ...(stated ? { unit: stated } : {}),
      year,
    });
  });
  return found;
}

/** The metrics a page's sentences state in one of the languages above (see above). */
export function extractForeignMetrics(
  text: string,
  url: string,
  options: { language: SentenceMetricLanguage; retrievedAt: string; year?: number },
): ExtractedMetric[] {
  const latest = Number(options.retrievedAt.slice(0, 4));
  const metrics: ExtractedMetric[] = [];
  const seen = new Set<string>();
  for (const sentence of sentencesUnderHeadings(text)) {
    const years = {
      ...(sentence.headingYear !== undefined && { heading: sentence.headingYear }),
      ...(options.year !== undefined && { page: options.year }),
      latest,
    };
    for (const { name, kind, value, unit, year } of metricsInSentence(
      sentence.text,
      options.language,
      years,
    )) {
      const key = `${name}|${value}|${year}`.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      metrics.push({
        name,
        category: metricKind(kind).category,
        value,
        ...(unit ? { unit } : {}),
        year,
        label: 'Self-reported',
        kind,
        ...evidenceFor(sentence.text, url, options.retrievedAt),
      });
    }
  }
  return metrics;
}
