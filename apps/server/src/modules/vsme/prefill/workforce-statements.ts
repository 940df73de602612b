import { NUMBER, readNumber } from '@impact/knowledge';
import { formatAmount } from '../units.js';
import { estimated, found, keep, missingWithNote, type Findings } from './finding.js';
import { perMillionToPer200000Hours } from './safety-training-metrics.js';
import { sentencesOf, yearsOfStatement, type CiteSentence, type Page } from './none-statements.js';

/**
 * B8, B9 and B10 counts a company states in a sentence of its own pages: '232 Frauen und 1.008
 * Männer', '1.180 unbefristet, 60 befristet', '11 meldepflichtige Arbeitsunfälle', 'women 18 hours,
 * men 22 hours of training'. A sentence answers the report's period only when every year it names (or,
 * without one, the year of the report it stands in) is that year; a target, a forecast or an industry's,
 * a group's or a parent's figure is never read. A share of women where the standard asks for counts
 * becomes counts only as a pending estimate (genderCountsFromShare).
 */

/** A count: a number not followed by a percent sign, a decimal or another digit. */
const COUNT = String.raw`(${NUMBER})(?![\d.,]*\s*%)(?![.,]?\d)`;
/** Letters around a term, as `\b` does not see accented letters ('déterminée'). */
const word = (terms: string) => String.raw`(?<!\p{L})(?:${terms})(?!\p{L})`;
/** 'of our 230', 'von unseren 230', 'sur nos 230': a total the part is counted out of, not the part (nor a digit of it). */
const OUT_OF = String.raw`(?<![\d.,])(?<!(?:of|von|sur|de|dei|di|van)\s+(?:our|the|its|unseren|den|nos|les|nuestros|los|nostri|onze)\s+)`;
/** A term with its count before it ('232 women', '60 befristet Beschäftigte') or after it ('permanent 1,180', 'CDD : 60'). */
const countOf = (terms: string) =>
  new RegExp(
    String.raw`${OUT_OF}${COUNT}\s+(?:[\p{L}-]+\s+){0,2}?${word(terms)}|${word(terms)}\s*[:=]?\s*(?:\(?\s*)${COUNT}`,
    'iu',
  );

/** Not the company's own figure for the period: a goal, a forecast, an industry's, a group's or a parent's. */
const NOT_OWN =
  /(?<!\p{L})(?:goal|target|aim\w*|ambition|plan(?:ned|s)?|forecast|by 20\d\d|Ziel\w*|bis 20\d\d|geplant|Prognose|objectifs?|d'ici 20\d\d|obiettiv\w*|entro il 20\d\d|industry|sector|Branche\w*|secteur|settore|national average|Durchschnitt der|group(?:-wide)?|Konzern\w*|Gruppe|groupe|gruppo|parent|Mutter\w*|maison mère|capogruppo|customers?|Kunden|clients?|clienti)(?!\p{L})/iu;

const WOMEN =
  'women|female employees|females|Frauen|Mitarbeiterinnen|femmes|salariées|collaboratrices|donne|dipendenti donne|lavoratrici|vrouwen|mujeres';
const MEN =
  'men|male employees|males|Männer|männliche Mitarbeiter|hommes|salariés hommes|uomini|dipendenti uomini|lavoratori uomini|mannen|hombres';
const PERMANENT =
  'permanent(?: contracts?| employees| staff)?|unbefristet\\w*|CDI|(?:en )?(?:contrats? )?(?:à|en) durée indéterminée|a tempo indeterminato|tempo indeterminato|vast(?:e contracten)?|(?:contratos? )?indefinidos?';
const TEMPORARY =
  'temporary(?: contracts?| employees| staff)?|fixed-term(?: contracts?)?|befristet\\w*|CDD|(?:en )?(?:contrats? )?(?:à|en) durée déterminée|a tempo determinato|tempo determinato|tijdelijke?(?: contracten)?|contratos? temporal(?:es)?|temporales';
const ACCIDENTS =
  'recordable (?:work-related )?(?:injuries|injury|accidents?|incidents?)|(?:reportable|lost-time) (?:work )?accidents|meldepflichtige (?:Arbeits)?unfälle|meldepflichtigen (?:Arbeits)?unfälle|accidents? du travail(?: avec arrêt)?|infortuni(?: sul lavoro)?|ongevallen met verzuim|accidentes laborales';
const TRAINING =
  /(?<!\p{L})(?:training|Weiterbildung\w*|Schulung\w*|Fortbildung\w*|formations?|formazione|opleiding\w*|formación)(?!\p{L})/iu;
const HOURS = String.raw`(?:hours?|h|(?:Arbeits)?stunden|Std\.|heures|ore|uur|horas)`;
/** 'training hours', 'Weiterbildungsstunden', 'heures de formation', 'ore di formazione', 'horas de formación'. */
const TRAINING_HOURS = String.raw`(?:training hours|hours of training|(?:Weiterbildungs|Schulungs|Fortbildungs)stunden|Stunden (?:Weiterbildung|Schulung)|heures de formation|ore di formazione|horas de formación|opleidingsuren)`;
/** The average named inside the words: 'ore medie di formazione', 'horas medias de formación'. */
const AVERAGE_TRAINING_HOURS = String.raw`(?:ore medie di formazione|horas medias de formación|heures moyennes de formation)`;
/** A word that makes the hours an average per employee, not a total. */
const AVERAGE = String.raw`(?:average|avg\.?|per employee|Durchschnitt\w*|durchschnittlich\w*|pro (?:Kopf|Mitarbeit\w*)|moyen(?:ne)?s?|en moyenne|medi[ae]|media|promedio|gemiddeld\w*)`;
/**
 * Where the hours are named once before the figures ('Average training hours: women 21.4, men 18.9',
 * '… en moyenne 21,4 heures de formation pour les femmes et 18,9 pour les hommes'): a figure after the
 * words for average training hours needs no unit of its own.
 */
const NAMED_BEFORE = String.raw`(?<=(?:${AVERAGE_TRAINING_HOURS}|${AVERAGE}.*?${TRAINING_HOURS}|${TRAINING_HOURS}.*?${AVERAGE}).*?)`;
/** '18 hours per woman', 'Frauen 18 Stunden', 'femmes : 18 heures', 'donne 18 ore', after average training hours 'women 21.4'. */
const hoursOf = (terms: string) => {
  const one = word(terms.replace('women', 'woman|female employee').replace('men', 'man|male employee'));
  const article = String.raw`(?:each\s+|jede\s+|the\s+|les\s+|die\s+|las\s+|los\s+|le\s+)?`;
  return new RegExp(
    String.raw`${word(terms)}\s*[:=]?\s*(?:(?:on average|durchschnittlich|im Schnitt|en moyenne|in media|gemiddeld)\s+)?(${NUMBER})\s*${HOURS}(?!\p{L})|(${NUMBER})\s*${HOURS}\s+(?:[\p{L}-]+\s+){0,3}?(?:per|pro|je|par|for|für|pour|a|voor|por)\s+${article}${one}` +
      String.raw`|${NAMED_BEFORE}(?:${word(terms)}\s*[:=]?\s*(${NUMBER})(?![\d.,]*\s*%)(?![.,]?\d)|(${NUMBER})\s+(?:for|für|bei|pour|per|para|por|voor)\s+${article}(?:${word(terms)}|${one}))`,
    'iu',
  );
};

/**
 * A rate of accidents with the hours it is per: '1,8 pro 200.000 Arbeitsstunden', '9 per million hours
 * worked'. B9 asks it per 200,000 hours; a rate per million hours is five times
 * the rate per 200,000 hours, so it is divided by five. A rate
 * without its base is not read (it may be per million, per 200,000 or per employee).
 */
const ACCIDENT_RATE = new RegExp(
  String.raw`(${NUMBER})\s+(?:recordable\s+)?(?:accidents?\s+|injuries\s+|Unfälle\s+|accidents\s+)?(?:per|pro|je|par|ogni|por|op)\s+(?:(200[,.\u00a0\u202f ]?000)|(?:1[,.\u00a0\u202f ]?000[,.\u00a0\u202f ]?000|(?:(?:one|a|eine|une|un|1)\s+)?(?:million|Million|milione|millón|miljoen)))\s+(?:[\p{L}-]+\s+)?(?:d[’']\s*)?${HOURS}(?!\p{L})`,
  'iu',
);
/** A sentence of a rate of accidents: a word for a rate and one for accidents. */
const RATE_WORDS =
  /^(?=.*(?<!\p{L})(?:accidents?|injur(?:y|ies)|Unfall\w*|Arbeitsunfälle|infortuni\w*|accidentes|ongevallen)(?!\p{L}))(?=.*(?<!\p{L})(?:rate|frequency|Quote|Rate|Unfall(?:quote|rate|häufigkeit)|TRIR|TRIFR|Häufigkeit\w*|taux|tasso|frequenza|frecuencia|tasa|frequentie)(?!\p{L}))/isu;
const readRate = (match: RegExpExecArray) => {
  const rate = readNumber(match[1]!);
  return rate === undefined ? undefined : match[2] ? rate : perMillionToPer200000Hours(rate);
};

/** A sentence of the company's own workforce: women and men trained, hired or served are not its headcount. */
const WORKFORCE =
  /(?<!\p{L})(?:employ\w*|staff|people|workforce|team|headcount|contracts?|Mitarbeit\w*|Beschäftigt\w*|beschäftig\w*|Menschen|Belegschaft|angestellt\w*|salariés|collaborat\w*|effectifs?|contrats?|CDI|dipendenti|personale|lavorator\w*|contratti|medewerkers|werknemers|empleados|plantilla)(?!\p{L})/iu;
/** Counted among others than the workforce: trainees, participants, students, customers. */
const NOT_WORKFORCE =
  /(?<!\p{L})(?:trained|trainees?|participants?|students?|visitors?|applicants?|Teilnehmer\w*|Bewerber\w*|Studierende|participant(?:e)?s|étudiant\w*|partecipanti|studenti|candidat\w*)(?!\p{L})/iu;
const ABOUT_WORKFORCE = new RegExp(
  String.raw`^(?!.*${NOT_WORKFORCE.source})(?=.*${WORKFORCE.source})`,
  'isu',
);

interface PairRule {
  /** What the pair is, for the method's description. */
  what: string;
  /** Each datapoint with how its value is written. */
  parts: readonly {
    datapoint: string;
    pattern: RegExp;
    read?: (match: RegExpExecArray) => number | undefined;
  }[];
  unit: string;
  /** The sentence must also say this (training hours need a word for training). */
  about?: RegExp;
}

const RULES: readonly PairRule[] = [
  {
    what: 'Employees by gender',
    unit: 'headcount',
    about: ABOUT_WORKFORCE,
    parts: [
      { datapoint: 'NumberOfFemaleEmployees', pattern: countOf(WOMEN) },
      { datapoint: 'NumberOfMaleEmployees', pattern: countOf(MEN) },
    ],
  },
  {
    what: 'Employees by type of contract',
    unit: 'headcount',
    about: ABOUT_WORKFORCE,
    parts: [
      { datapoint: 'NumberOfPermanentContractEmployees', pattern: countOf(PERMANENT) },
      { datapoint: 'NumberOfTemporaryContractEmployees', pattern: countOf(TEMPORARY) },
    ],
  },
  {
    what: 'Recordable work-related accidents',
    unit: 'count',
    parts: [
      {
        datapoint: 'NumberOfRecordableWorkRelatedAccidentsInTheReportingPeriod',
        pattern: countOf(ACCIDENTS),
      },
    ],
  },
  {
    what: 'Rate of recordable work-related accidents (per 200,000 hours worked)',
    unit: 'per 200,000 hours worked',
    about: RATE_WORDS,
    parts: [
      {
        datapoint: 'RateOfRecordableWorkRelatedAccidentsInTheReportingPeriod',
        pattern: ACCIDENT_RATE,
        read: readRate,
      },
    ],
  },
  {
    what: 'Average training hours by gender',
    unit: 'hours',
    about: TRAINING,
    parts: [
      { datapoint: 'AverageNumberOfAnnualTrainingHoursPerFemaleEmployee', pattern: hoursOf(WOMEN) },
      { datapoint: 'AverageNumberOfAnnualTrainingHoursPerMaleEmployee', pattern: hoursOf(MEN) },
    ],
  },
];

/** The values of a rule's parts in a sentence, or undefined unless every part is stated. */
function readParts(rule: PairRule, sentence: string): number[] | undefined {
  if (rule.about && !rule.about.test(sentence)) return undefined;
  const values: number[] = [];
  for (const part of rule.parts) {
    const match = part.pattern.exec(sentence);
    const written = match?.slice(1).find((group) => group !== undefined);
    const value =
      match && part.read ? part.read(match) : written === undefined ? undefined : readNumber(written);
    if (value === undefined || value < 0) return undefined;
    // '21.4 for women' of training hours is no headcount: a count of people is whole.
    if (rule.unit === 'headcount' && !Number.isInteger(value)) return undefined;
    values.push(value);
  }
  return values;
}

/** Every year the statement names is the period's (one year, not a comparison of two). */
const forPeriod = (years: readonly number[], periodYear: number) =>
  years.length > 0 && years.every((year) => year === periodYear);

/** 'davon 19 % Frauen', 'Frauenanteil 2024 an unseren Mitarbeitenden: 19 %': a share of women, not a count. */
const WOMEN_SHARE = new RegExp(
  String.raw`(${NUMBER})\s*%\s+(?:[\p{L}-]+\s+){0,2}?${word(WOMEN)}|${word('Frauenanteil|share of women|proportion of women|part des femmes|quota (?:di )?donne|percentuale (?:di )?donne|aandeel vrouwen|porcentaje de mujeres')}\s*(?:[\p{L}\d]+:?\s+){0,5}?(${NUMBER})\s*%`,
  'iu',
);

export function workforceStatementFindings(
  pages: readonly Page[],
  periodYear: number,
  cite: CiteSentence,
  findings: Findings,
): void {
  const sentences = pages.flatMap((page) =>
    sentencesOf(page)
      .filter((sentence) => !NOT_OWN.test(sentence))
      .map((sentence) => ({ page, sentence, years: yearsOfStatement(page, sentence) })),
  );
  for (const rule of RULES) {
    const statements = sentences.flatMap((statement) => {
      const values = readParts(rule, statement.sentence);
      return values ? [{ ...statement, values }] : [];
    });
    const inPeriod = statements.find((statement) => forPeriod(statement.years, periodYear));
    rule.parts.forEach((part, index) => {
      if (inPeriod) {
        keep(
          findings,
          found(part.datapoint, inPeriod.values[index]!, {
            unit: rule.unit,
            sources: [cite(inPeriod.page, inPeriod.sentence)],
            periodYear,
            method: {
              kind: 'company-fact',
              description: `${rule.what} stated for ${periodYear}: “${inPeriod.sentence}”`,
            },
          }),
        );
        return;
      }
      const other = statements[0];
      if (!other) return;
      const when = other.years.length > 0 ? `for ${other.years.join(', ')}` : 'without a year';
      const note = `Not stated for ${periodYear}. Stated ${when}: “${other.sentence}” (${other.page.url}).`;
      keep(findings, missingWithNote(part.datapoint, note, periodYear));
    });
  }
  genderCountsFromShare(sentences, periodYear, cite, findings);
}

/**
 * A share of a part of the workforce, not of all of it: its management, board or new hires ('women in
 * management 24 %', 'Frauenanteil in Führungspositionen', '40 % of new hires were women').
 */
const PART_OF_WORKFORCE =
  /(?<!\p{L})(?:management|managers?|leadership|leaders|executives?|board|directors?|supervisory|new hires|hires|hired|recruits?|Führung\w*|Vorstand|Aufsichtsrat|Geschäftsführung|Neueinstellung\w*|cadres|direction|dirigeant\w*|recrut\w*|embauch\w*|dirigent\w*|assunt\w*|assunzion\w*|leidinggevend\w*|directie|aangenomen|directiv\w*|consejo|contratad\w*)(?!\p{L})/iu;

/**
 * B8 asks for counts of women and men. A share of women of the whole workforce and the headcount, both
 * stated for the period, give them by a computation of ours: proposed as an estimate, pending until
 * someone accepts it, with the computation and its assumption (everyone not a woman is counted as a
 * man) stated. Any other share (another year, a part of the workforce, no headcount) leaves the
 * datapoints missing with the share quoted.
 */
function genderCountsFromShare(
  sentences: readonly { page: Page; sentence: string; years: number[] }[],
  periodYear: number,
  cite: CiteSentence,
  findings: Findings,
): void {
  const share = sentences.find((statement) => WOMEN_SHARE.test(statement.sentence));
  if (!share) return;
  const match = WOMEN_SHARE.exec(share.sentence);
  const percent = readNumber(match?.[1] ?? match?.[2] ?? '');
  const total = findings.get('NumberOfEmployees');
  const headcount = total?.status === 'found' && total.periodYear === periodYear ? total.value : undefined;
  const ofWholeWorkforce = ABOUT_WORKFORCE.test(share.sentence) && !PART_OF_WORKFORCE.test(share.sentence);
  if (
    percent !== undefined &&
    percent > 0 &&
    percent < 100 &&
    ofWholeWorkforce &&
    forPeriod(share.years, periodYear) &&
    typeof headcount === 'number' &&
    Number.isInteger(headcount)
  ) {
    const women = Math.round((headcount * percent) / 100);
    const counts = { NumberOfFemaleEmployees: women, NumberOfMaleEmployees: headcount - women };
    const description =
      `Computed from two statements for ${periodYear}: ${formatAmount(percent)} % women (“${share.sentence}”) ` +
      `of ${formatAmount(headcount)} employees gives ${formatAmount(women)} women, rounded; the other ` +
      `${formatAmount(headcount - women)} are counted as men, which assumes no employee of another or an ` +
      'unreported gender. Correct it if the company reports any.';
    for (const [datapoint, value] of Object.entries(counts)) {
      keep(
        findings,
        estimated(datapoint, value, {
          unit: 'headcount',
          periodYear,
          sources: [cite(share.page, share.sentence), ...total!.sources],
          method: { kind: 'estimate', description },
        }),
      );
    }
    return;
  }
  const when = share.years.length > 0 ? `for ${share.years.join(', ')}` : 'without a year';
  const note = `Only a share of women is stated (${when}), not counts: “${share.sentence}” (${share.page.url}).`;
  for (const datapoint of ['NumberOfFemaleEmployees', 'NumberOfMaleEmployees'])
    keep(findings, missingWithNote(datapoint, note, periodYear));
}
