import type { SectionData, Source } from '@impact/contracts';
import { found, keep, missingWithNote, type Findings } from './finding.js';

export type Page = SectionData<'WebsiteContext'>['pages'][number];

/**
 * Datapoints a company often answers with a sentence saying there were none: 'We had no convictions or
 * fines for corruption or bribery in 2024' (B11), 'There were no fatal accidents' (B9). A sentence
 * needs a word for none, the thing counted and its subject, in English, Dutch, German, French, Spanish
 * or Italian. It answers the report's period only when it states that year; without a year, or for
 * another year, the datapoint stays missing and its note quotes the sentence for the consultant.
 */
interface NoneRule {
  datapoint: string;
  value: false | 0;
  unit: string | null;
  things: RegExp;
  subject: RegExp;
}

const NONE = String.raw`\b(?:no|zero|not (?:any|a single)|(?:do|does|did) not (?:have|sign|apply)|(?:are|is|were|was) not (?:covered by|bound by|party to)|none|nil|keine[nrms]?|kein|aucune?|geen|ning[uú]n[oa]?|nessun[oa]?|0)`;
/** A goal of none ('our goal is zero fatal accidents') is not a statement of none. */
const AIM =
  /\b(?:goal|target|aim\w*|ambition|vision|strive|commit\w*|Ziel\w*|objecti[fv]\w*|doel\w*|obiettiv\w*|meta)\b/i;
/**
 * The word for none right before the thing counted: 'no convictions', 'keine Verurteilungen', 'aucun
 * accident mortel'; or, in German, after it: 'tödliche Arbeitsunfälle gab es keine', 'Verurteilungen
 * wegen Korruption gab es 2025 nicht'.
 */
const noneOf = (things: RegExp) =>
  new RegExp(
    String.raw`${NONE}\s+(?:[\p{L}'’-]+\s+){0,3}?(?:${things.source})|(?:${things.source})\s+(?:[\p{L}'’-]+\s+){0,3}?gab\s+es\s+(?:[\p{L}\d'’-]+\s+){0,3}?(?:keine?n?|nicht)\b`,
    'iu',
  );

const RULES: readonly NoneRule[] = [
  {
    datapoint: 'HasConvictionsOrFinesForCorruptionOrBribery',
    value: false,
    unit: null,
    things:
      /\b(?:convictions?|convicted|fines?|fined|penalt(?:y|ies)|Verurteilungen?|Geldbu(?:ß|ss)en?|Strafen?|condamnations?|amendes?|veroordelingen?|boetes?|condenas?|multas?|sanciones|condanne?|sanzioni|multe)\b/i,
    subject:
      /\b(?:corrupt\w*|brib\w*|Korruption|Bestechung|corruptie|omkoping|corrupci[oó]n|soborno|corruzione|concussione)\b/i,
  },
  {
    // 'We do not have collective bargaining agreements in 2025': no employee is covered by one.
    datapoint: 'PercentageOfEmployeesCoveredByCollectiveBargainingAgreements',
    value: 0,
    unit: '%',
    things:
      /\b(?:collective (?:bargaining |labou?r )?agreements?|collective bargaining|Tarifvertr(?:a|ä)g\w*|Tarifbindung|conventions? collectives?|cao|collectieve arbeidsovereenkomst\w*|convenios? colectivos?|contratt[oi] collettiv[oi])\b/i,
    // Not those 'who are not covered by' one, nor a sentence with a share covered.
    subject: /^(?!.*\b(?:who|whose|which|that|those)\s+(?:are|is|were|was)\s+not\b)(?!.*\d\s*%)/is,
  },
  {
    datapoint: 'NumberOfFatalitiesAsAResultOfWorkRelatedInjuriesAndWorkRelatedIllHealth',
    value: 0,
    unit: 'count',
    things:
      /\b(?:fatal(?:ities|ity)?|deaths?|t[öo]dlich\w*|Todesf[äa]lle?|mortels?|d[ée]c[èe]s|dodelijke?|mortal(?:es)?|mortali|decessi)\b/i,
    subject:
      /\b(?:accidents?|injur(?:y|ies)|work(?:place)?|incidents?|Unf[äa]lle?|Arbeitsunf[äa]lle?|ongevallen?|accidentes?|infortuni|incidenti|lavoro|trabajo|travail)\b/i,
  },
];

/** A sentence's years (2000–2099), as written. */
const yearsIn = (text: string) => [...text.matchAll(/\b20\d{2}\b/g)].map((match) => Number(match[0]));

/**
 * The years a statement is for: its own, else, in a report titled for one year ('Nachhaltigkeitsbericht
 * 2024', 'Sustainability Report 2024'), that year. A split year ('2024/25') or two years decide nothing.
 */
export function yearsOfStatement(page: Page, sentence: string): number[] {
  const own = yearsIn(sentence);
  if (own.length > 0 || page.kind !== 'document') return own;
  const title = page.title ?? '';
  const years = yearsIn(title);
  return years.length === 1 && !/\b20\d{2}\s*[/–-]\s*\d{2}/.test(title) ? years : [];
}

export function sentencesOf(page: Page): string[] {
  return page.content
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=\p{Lu})/u))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0 && sentence.length <= 400);
}

/** A statement of another year, or of none, left for the consultant: the datapoint stays missing, quoting it. */
export function statedForAnotherYear(
  datapoint: string,
  statement: { page: Page; sentence: string; years: readonly number[] },
  periodYear: number,
) {
  const when = statement.years.length > 0 ? `for ${statement.years.join(', ')}` : 'without a year';
  return missingWithNote(
    datapoint,
    `Not stated for ${periodYear}. Stated ${when}: “${statement.sentence}” (${statement.page.url}).`,
    periodYear,
  );
}

/** The sentence as a source: its page or document, quoted; `cite` adds its locator. */
export type CiteSentence = (page: Page, sentence: string) => Source;

export function noneStatementFindings(
  pages: readonly Page[],
  periodYear: number,
  cite: CiteSentence,
  findings: Findings,
): void {
  for (const rule of RULES) {
    const none = noneOf(rule.things);
    const statements = pages.flatMap((page) =>
      sentencesOf(page)
        .filter((sentence) => none.test(sentence) && rule.subject.test(sentence) && !AIM.test(sentence))
        .map((sentence) => ({ page, sentence, years: yearsOfStatement(page, sentence) })),
    );
    const forPeriod = statements.find((statement) => statement.years.includes(periodYear));
    if (forPeriod) {
      keep(
        findings,
        found(rule.datapoint, rule.value, {
          unit: rule.unit,
          sources: [cite(forPeriod.page, forPeriod.sentence)],
          periodYear,
          method: {
            kind: 'company-fact',
            description: `The company's own statement: “${forPeriod.sentence}”`,
          },
        }),
      );
      continue;
    }
    const other = statements[0];
    if (other) keep(findings, statedForAnotherYear(rule.datapoint, other, periodYear));
  }
}
