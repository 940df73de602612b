import type { SectionData } from '@impact/contracts';
import { readStatedNumber } from '@impact/knowledge';
import { NAMES, plainName } from '../../assessment/knowledge-sections/metric-names.js';

/**
 * B9's accidents, fatalities and accident rate and B10's training hours by gender, read from the stored
 * metrics of a key-figures table (or a sentence the extractor read), by the row's name as the company
 * wrote it in English, German, French, Italian, Spanish or Dutch. Names are folded (`plainName`: lower
 * case, accents and punctuation gone, 'total' and a trailing acronym dropped) and matched whole.
 */

type Metric = SectionData<'ReportedMetrics'>[number];

const whole = (source: string) => new RegExp(`^(?:${source})$`);

/** Recordable (or reportable) work-related accidents, as a count. */
export const ACCIDENT_COUNT = whole(
  [
    String.raw`(?:number of )?(?:recordable|reportable)(?: work related| work| workplace| occupational)? (?:accidents|injuries|incidents|cases)`,
    String.raw`(?:number of )?(?:work related|occupational|workplace|work|industrial) (?:accidents|injuries)`,
    String.raw`(?:number of )?(?:accidents|injuries)(?: at work)?`,
    String.raw`(?:anzahl (?:der )?)?(?:meldepflichtigen? )?(?:arbeitsunfalle|betriebsunfalle|unfalle)`,
    String.raw`(?:nombre d )?accidents(?: du travail| de travail)?`,
    String.raw`(?:numero (?:di |degli )?)?infortuni(?: sul lavoro)?(?: registrabili)?`,
    String.raw`(?:numero de )?accidentes (?:laborales|de trabajo)`,
    String.raw`(?:aantal )?(?:ongevallen|arbeidsongevallen|bedrijfsongevallen)`,
  ].join('|'),
);

/** Accidents that cost working time: read when no count of recordable accidents is stated. */
export const LOST_TIME_ACCIDENTS = whole(
  [
    String.raw`(?:number of )?lost time (?:accidents|injuries|incidents|cases)`,
    String.raw`(?:anzahl (?:der )?)?(?:arbeitsunfalle|unfalle) mit ausfall(?:zeit|tagen)`,
    String.raw`(?:nombre d )?accidents(?: du travail)? avec arret`,
    String.raw`(?:numero (?:di |degli )?)?infortuni con assenza`,
    String.raw`(?:numero de )?accidentes(?: laborales| de trabajo)? con baja`,
    String.raw`(?:aantal )?(?:arbeids|bedrijfs)?ongevallen met verzuim`,
  ].join('|'),
);

/** Deaths from work-related injuries or ill health. */
export const FATALITIES = whole(
  [
    String.raw`(?:number of )?(?:work related )?(?:fatalities|deaths)`,
    String.raw`fatal (?:work related )?(?:accidents|injuries)`,
    String.raw`(?:anzahl (?:der )?)?(?:todesfalle|todliche (?:arbeits)?unfalle)`,
    String.raw`(?:nombre d )?accidents? (?:du travail )?mortels?|(?:nombre de )?deces`,
    String.raw`infortuni mortali|decessi|(?:numero di )?infortuni mortali`,
    String.raw`accidentes (?:laborales )?mortales|(?:numero de )?fallecimientos|victimas mortales`,
    String.raw`dodelijke (?:ongevallen|slachtoffers|arbeidsongevallen)|sterfgevallen`,
  ].join('|'),
);

/** A rate of recordable accidents (or one that names accidents or injuries without saying lost-time). */
export const RECORDABLE_RATE = new RegExp(
  `${NAMES.totalRecordableInjuryRate.source}|${NAMES.accidentFrequencyRate.source}`,
);

/** A lost-time rate: read when no rate of recordable accidents is stated. */
export const LOST_TIME_RATE = NAMES.lostTimeInjuryRate;

const HOURS_WORDS = /\b(?:hours?|h|stunden|arbeitsstunden|heures|ore|horas|uren)\b/;
const PER_200_000 = /\b200 ?000\b/;
const PER_MILLION = /\b(?:1 ?000 ?000|million|mio|millon|milione|miljoen)\b/;

/** '1.4 | 1.9' after the label: the row's label is the quote's first cell. */
const labelOfQuote = (metric: Metric) => metric.sources.map((source) => source.quote?.split(' | ')[0] ?? '');

/** A rate per million hours worked as the rate per 200,000 hours B9 asks for: a fifth of it. */
export const perMillionToPer200000Hours = (rate: number) => Math.round(rate * 0.2 * 1000) / 1000;

/**
 * A rate per 200,000 hours worked, the base B9 asks for: a rate per million hours is five times the
 * rate per 200,000, so it is divided by five. The base is read from the unit, the name or the row's
 * label; a rate whose base is stated nowhere is not read (it may be per million hours, per 200,000 or
 * per employee).
 */
export function ratePer200000Hours(metric: Metric): number | undefined {
  const stated = readStatedNumber(metric.value);
  if (!stated || stated.range || stated.scale || stated.value < 0) return undefined;
  // Folded: '200,000' and '1.000.000' read as '200 000' and '1 000 000'.
  const base = plainName([metric.unit ?? '', metric.name, ...labelOfQuote(metric)].join(' '));
  if (!HOURS_WORDS.test(base)) return undefined;
  if (PER_200_000.test(base)) return stated.value;
  if (PER_MILLION.test(base)) return perMillionToPer200000Hours(stated.value);
  return undefined;
}

const COUNT_UNITS =
  /^(?:count|number|cases|accidents|injuries|fatalities|deaths|n|nr|no|#|anzahl|nombre|numero|aantal)\.?$/i;

/** A whole number with no unit, or one that only says it is a count ('n.', 'Anzahl'). */
export function countOf(metric: Metric): number | undefined {
  const stated = readStatedNumber(metric.value);
  if (!stated || stated.range || stated.scale || stated.value < 0 || !Number.isInteger(stated.value))
    return undefined;
  const unit = (metric.unit ?? metric.value.slice(stated.end)).trim();
  return unit === '' || COUNT_UNITS.test(unit) ? stated.value : undefined;
}

/** Hours of training, stated in all six languages. */
const TRAINING_HOURS = new RegExp(
  String.raw`\b(?:training hours|hours of training|(?:schulungs|weiterbildungs|fortbildungs|trainings)stunden|heures (?:moyennes )?de formation|ore (?:medie )?di formazione|horas (?:medias )?de formacion|opleidingsuren|trainingsuren)\b`,
);
/** An average: the name says so, or it is per person. */
const AVERAGE =
  /\b(?:average|avg|mean|per|durchschnitt\w*|pro|je|moyenne|moyen|par|media|medie|medio|medias|medios|por|promedio|gemiddeld\w*)\b/;
/** Women, or a female noun for an employee ('pro Mitarbeiterin', 'par collaboratrice', 'por trabajadora'). */
const WOMEN =
  /\b(?:women|woman|female|females|frauen|frau|mitarbeiterin(?:nen)?|arbeitnehmerin(?:nen)?|weiblich\w*|femmes?|salariees?|collaboratrices?|donne|donna|lavoratrici|mujer(?:es)?|trabajadoras?|empleadas?|vrouwen|vrouw|vrouwelijke|medewerksters?)\b/;
const MEN =
  /\b(?:men|man|male|males|manner|mann|mannlich\w*|hommes?|uomini|uomo|hombres?|mannen|mannelijke)\b/;

const trainingOf = (gender: RegExp, other: RegExp) => (name: string) => {
  const plain = plainName(name);
  return TRAINING_HOURS.test(plain) && gender.test(plain) && !other.test(plain);
};

/** Average training hours of women (of men): the row names training hours, the one gender and an average. */
export const femaleTraining = trainingOf(WOMEN, MEN);
export const maleTraining = trainingOf(MEN, WOMEN);

/** Hours per head: the unit is hours (per employee), and the name or unit says it is an average. */
export function averageHours(metric: Metric): number | undefined {
  const stated = readStatedNumber(metric.value);
  if (!stated || stated.range || stated.scale || stated.value < 0) return undefined;
  const unit = (metric.unit ?? metric.value.slice(stated.end)).trim().toLowerCase();
  if (!/^(?:h|hours?|hrs?|hours per (?:employee|person|head))$/.test(unit)) return undefined;
  return /per/.test(unit) || AVERAGE.test(plainName(metric.name)) ? stated.value : undefined;
}

const HOURS_UNIT = /^(?:h|hours?|hrs?|stunden|std|heures|ore|horas|uren)\.?$/;

/**
 * A total of training hours ('Training hours, women | 3,900'): hours or no unit beside a name of
 * training hours, which says the unit, and neither the name nor the unit says it is an average.
 */
export function totalHours(metric: Metric): number | undefined {
  const stated = readStatedNumber(metric.value);
  if (!stated || stated.range || stated.scale || stated.value < 0) return undefined;
  const unit = (metric.unit ?? metric.value.slice(stated.end)).trim().toLowerCase();
  if (unit !== '' && !HOURS_UNIT.test(unit)) return undefined;
  return AVERAGE.test(plainName(metric.name)) ? undefined : stated.value;
}

/** Training hours for all employees (a total or an average): no gender named. */
export const allEmployeesTraining = (name: string) => {
  const plain = plainName(name);
  return (
    (TRAINING_HOURS.test(plain) || NAMES.trainingHoursPerEmployee.test(plain)) &&
    !WOMEN.test(plain) &&
    !MEN.test(plain)
  );
};
