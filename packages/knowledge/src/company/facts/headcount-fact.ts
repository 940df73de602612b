import { pageSentences, splitLines } from '../../extraction/sentences.js';
import { statedYear } from './choose.js';
import { NUMBER, readNumber } from './numbers.js';
import { ANOTHER_PARTY_BEFORE, isOwnStatement, NOT_STATED_AS_FACT } from './own-statement.js';
import type { FactPage, FactStatement, HeadcountValue } from './types.js';

/**
 * How many people the company employs, from its own words: '412 medewerkers', 'We employ 640 people',
 * '1.180 Mitarbeitende', 'Employees (31 Dec 2025): 214'. 'People' counts only in a sentence about
 * working there ('we employ', 'we were 214 people'), so '5,000 people use our app' is no headcount.
 */
const STAFF_WORDS = String.raw`employees|staff|colleagues|team members|members of staff|FTEs?|medewerkers|werknemers|personeelsleden|Mitarbeiter(?:innen)?|Mitarbeitende(?:n)?|Beschäftigte(?:n)?|Angestellte(?:n)?|salariés|collaborat(?:eurs|rices)|employés|empleados|trabajadores|colaboradores|dipendenti|collaboratori|addetti|pracownik(?:ów|ami|i|y)?|pracownic|zatrudnionych|medarbejdere|medarbetare|anställda|ansatte|zaměstnanc[ůie]?|pracovník\w*|zamestnanc\w*`;
const PEOPLE_WORDS = String.raw`people|persons|mensen|Menschen|personnes|personas|persone|osób|osoby|personer|lid(?=[íé](?![\p{L}]))|osob|ľud(?=í(?![\p{L}]))`;
/**
 * Between the number and the staff word: 'full-time', a hyphened word ('95 shore-based employees'), or
 * another role joined by 'and' ('120 consultants and support staff'), not what else is counted ('14
 * countries and staff from 40 nations').
 */
const NOT_PEOPLE = String.raw`countries|years|sites|locations|offices|branches|stores|plants|nations|nationalities|Länder|Jahre|Standorte|pays|ans|países|años|paesi|anni|landen|jaar|vestigingen`;
const BEFORE_STAFF = String.raw`(?:(?:full-time|vaste|feste)\s+|\p{L}+-\p{L}+\s+|(?!(?:${NOT_PEOPLE})\b)\p{L}+\s+(?:and|und|et|en|y|e)\s+(?:\p{L}+\s+)?)?`;
const STAFF_COUNT = new RegExp(
  String.raw`(?<![\d.,])(${NUMBER})\+?\s+${BEFORE_STAFF}(?:${STAFF_WORDS})\b`,
  'iu',
);
/** A second group of staff joined on: '95 shore-based employees and around 420 seafarers'. */
const AND_MORE_STAFF = new RegExp(
  String.raw`^\s*(?:and|und|et|en|y|e)\s+((?:about|around|some|over|more than|rund|etwa|über|environ|plus de|ruim|circa|oltre|unos|más de)\s+)?(${NUMBER})\s+(?:\p{L}+-\p{L}+\s+)?(?:${STAFF_WORDS}|seafarers|crew members|Seeleute|marins|zeevarenden|marittimi|marinos)\b`,
  'iu',
);
const PEOPLE_COUNT = new RegExp(String.raw`(?<![\d.,])(${NUMBER})\s+(?:${PEOPLE_WORDS})\b`, 'iu');
const WORK_WORDS =
  /\b(?:employ\w*|work\w*|team|we were|we are|werk\w*|in dienst|beschäftig\w*|arbeite\w*|emploi\w*|travaill\w*|compt\w*|équipe|squadra|lavor\w*|equipo|trabaj\w*|emple\w*|plantilla|zatrudni\w*|pracuj\w*|zesp\w*|arbetar|anställ\w*|sysselsätt\w*|zaměstnáv\w*|zamestnáv\w*)\b/iu;
/** 'a team of 95', 'ein Team von 95', 'une équipe de 95', 'een team van 95', 'un equipo de 95', 'una squadra di 95'. */
/** 'Nuestro equipo está formado por 180 profesionales', 'our team is made up of 95 people'. */
const TEAM_MADE_OF = new RegExp(
  String.raw`\b(?:team|Team|équipe|equipo|squadra|plantilla)\s+(?:is made up of|consists of|is composed of|está formad[oa] por|está compuest[oa] por|se compose de|est composée de|è composta da|è formata da|besteht aus|bestaat uit)\s+(?:(?:about|around|over|more than|rund|über|plus de|environ|ruim|meer dan|oltre|circa|más de|unos)\s+)?(${NUMBER})(?![\d%])`,
  'iu',
);
const TEAM_OF = new RegExp(
  String.raw`\b(?:a|our|ein|unser|une|notre|een|ons|un|nuestro|una|la nostra)\s+(?:team|Team|équipe|equipo|squadra)\s+(?:of|von|de|van|di)\s+(?:(?:about|around|over|more than|rund|über|plus de|environ|ruim|meer dan|oltre|circa|más de|unos)\s+)?(${NUMBER})\b(?!\s*(?:%|years|Jahre|ans|jaar|anni|años|countries|Länder|pays|landen|paesi|países|nationalities))`,
  'iu',
);
/**
 * A labelled key-figure row: 'Employees (31 Dec 2025): 214', 'Medewerkers 412', 'Effectif au 31
 * décembre 2024 : 1 320 collaborateurs (1 184 ETP).' A date may sit between the label and its colon;
 * the staff word and a bracketed FTE figure may follow the number.
 */
const LABELLED = new RegExp(
  String.raw`^(?:number of employees|employees|headcount|workforce|medewerkers|aantal medewerkers|antal medarbejdere|medarbejdere|antal ansatte|antal anställda|Mitarbeitende|Mitarbeiter(?:innen)?|Beschäftigte|effectifs?|salariés|plantilla|liczba pracowników|zatrudnienie|antal(?:et)? (?:anställda|medarbetare)|počet zaměstnanc|počet pracovník|počet zamestnanc)\b(?:[^:\d]*(?:\((?:[^)]*)\))?\s*:?|[^:]*:)\s*(${NUMBER})(?:\s+(?:${STAFF_WORDS}))?(?:\s*\([^)]*\))?\.?$`,
  'iu',
);
/**
 * A Swedish sentence whose subject is the headcount: 'Antal anställda vid årets slut var 612, varav 116
 * kvinnor', 'Antalet medarbetare uppgick till 310'. On the company's own page it is its own.
 */
const SWEDISH_COUNT_WAS = new RegExp(
  String.raw`^antal(?:et)?\s+(?:anställda|medarbetare)(?:\s+[^\d.;]{1,40}?)?\s+(?:var|uppgick till|är)\s+(?:cirka\s+|drygt\s+|omkring\s+)?(${NUMBER})(?![\d%])`,
  'iu',
);
/**
 * A key-figure line of the company's own page that is nothing but the count: '1 320 collaborateurs',
 * 'Über 850 Mitarbeitende', 'More than 2,000 employees'.
 */
const BARE_COUNT = new RegExp(
  String.raw`^([\p{L}.]+(?:\s+[\p{L}.]+)?\s+)?(${NUMBER})\+?\s+(?:${STAFF_WORDS})$`,
  'iu',
);

/**
 * The workforce named without an owner is the company's own on its pages ('la plantilla era de 650
 * trabajadores', 'the workforce numbered 212 employees', 'die Belegschaft zählt 300 Mitarbeiter').
 */
const OWN_WORKFORCE =
  /(?<![\p{L}])(?:la plantilla|the workforce|die Belegschaft|l['’]effectif|het personeelsbestand|l['’]organico|il personale)(?![\p{L}])/iu;

/** A sentence whose subject is the count: '210 Mitarbeiterinnen und Mitarbeiter brauen jährlich …'. */
const COUNT_OPENS = new RegExp(
  String.raw`^(?:(?:rund|über|etwa|about|around|over|more than|plus de|environ|ruim|oltre|más de)\s+)?(?:${NUMBER})\+?\s+(?:${STAFF_WORDS})\b`,
  'iu',
);

const looksLikeAYear = (written: string) => /^(?:19|20)\d{2}$/.test(written);

/** Words that round the figure after them: 'more than 780', 'rund 1.200', 'plus de 300', 'más de 780'. */
const ROUNDED_BEFORE =
  /(?<!\p{L})(?:about|around|approximately|approx\.|roughly|some|over|more than|almost|nearly|circa|ca\.|c\.|rund|etwa|über|mehr als|fast|knapp|environ|plus de|près de|presque|quelque|ruim|meer dan|bijna|ongeveer|oltre|più di|quasi|più o meno|más de|casi|unos|alrededor de|aproximadamente|cerca de|omkring|cirka|mere end|mer enn|mer än|drygt|över|knap|næsten|nästan|ungefär|närmare|přes|více než|téměř|zhruba|přibližně|cca\.?|okolo|takmer|viac ako|vyše|približne)\s*$/iu;

/**
 * The first match whose number is not a year: in '2024 beschäftigten wir 1.240 Menschen' the verb
 * 'beschäftigten' reads like the noun 'Beschäftigten' after '2024'; the headcount is the later figure.
 */
function firstNotAYear(pattern: RegExp, text: string): RegExpExecArray | null {
  const everywhere = new RegExp(pattern.source, `${pattern.flags}g`);
  for (const match of text.matchAll(everywhere))
    if (!looksLikeAYear(match[1]!)) return match as RegExpExecArray;
  return null;
}

function countOf(written: string | undefined): number | undefined {
  const count = written === undefined ? undefined : readNumber(written);
  return count !== undefined && Number.isInteger(count) && count > 0 ? count : undefined;
}

export function headcountStatements(
  pages: readonly FactPage[],
  thisYear: number,
  companyName?: string,
): FactStatement<HeadcountValue>[] {
  const statements: FactStatement<HeadcountValue>[] = [];
  for (const page of pages) {
    for (const sentence of pageSentences(splitLines(page.text))) {
      const text = sentence.text;
      // Only a rounding word may come before a bare count ('plus de 300 salariés'), no other party's name.
      const bare = BARE_COUNT.exec(text);
      const bareCount = bare && (!bare[1] || ROUNDED_BEFORE.test(bare[1])) ? bare[2] : undefined;
      const labelled = countOf(LABELLED.exec(text)?.[1] ?? SWEDISH_COUNT_WAS.exec(text)?.[1] ?? bareCount);
      const year = statedYear(text, thisYear);
      if (labelled !== undefined) {
        statements.push({
          value: { count: labelled },
          quote: text,
          url: page.url,
          ...(year ? { year } : {}),
          locator: 'key figure',
          ...(bare?.[1] && bareCount && { approximate: true }),
        });
        continue;
      }
      if (!isOwnStatement(text, companyName) && !OWN_WORKFORCE.test(text) && !COUNT_OPENS.test(text))
        continue;
      const staffMatch = firstNotAYear(STAFF_COUNT, text);
      const peopleMatch = WORK_WORDS.test(text) ? firstNotAYear(PEOPLE_COUNT, text) : null;
      const match = staffMatch ?? peopleMatch ?? TEAM_OF.exec(text) ?? TEAM_MADE_OF.exec(text);
      // A target before the number makes it one ('we aim to grow to 600 employees'); one later in
      // the sentence does not ('we employ 540 people and will hire 40 more').
      if (!match || NOT_STATED_AS_FACT.test(text.slice(Math.max(0, match.index - 60), match.index))) continue;
      if (ANOTHER_PARTY_BEFORE.test(text.slice(0, match.index))) continue;
      const first = countOf(match[1]);
      if (first === undefined || looksLikeAYear(match[1]!)) continue;
      const more =
        match === staffMatch ? AND_MORE_STAFF.exec(text.slice(match.index + match[0].length)) : null;
      const count = first + (countOf(more?.[2]) ?? 0);
      const numberAt = match.index + match[0].indexOf(match[1]!);
      statements.push({
        value: { count },
        quote: text,
        url: page.url,
        ...(year ? { year } : {}),
        locator: 'sentence',
        ...((ROUNDED_BEFORE.test(text.slice(Math.max(0, numberAt - 30), numberAt)) || more?.[1]) && {
          approximate: true,
        }),
      });
    }
  }
  return statements;
}
