import { pageSentences, splitLines, type PageSentence } from '../../extraction/sentences.js';
import { firstOpeningStatements } from './first-opening.js';
import { footerSegments } from './footer-facts.js';
import { FOUNDING_STORY, ON_DATE } from './founding-story.js';
import { ANOTHER_PARTY_BEFORE, speaksAsWe } from './own-statement.js';
import { timelineStartStatements } from './timeline-start.js';
import type { FactPage, FactStatement } from './types.js';

/**
 * The year the company was founded, only from words that say so: 'founded in 1994', 'Founded in
 * Odense in 1994', 'werd in 1921 opgericht', 'wurde 1968 gegründet', 'fondée en 1952', 'fondata nel
 * 1971', 'fundada en 1990', 'Founded: 2009', 'Anno di fondazione: 1971', 'since our founding in 1987'.
 * 'Since 1998', 'sinds', 'seit' and 'depuis' usually date a story, a product or a certificate, not the
 * company: they count only when no page says 'founded', and only in a sentence about the company itself
 * that names no certificate, membership, figure or baseline ('Seit 1923 fertigen wir in Bielefeld').
 */
const YEAR = String.raw`((?:18|19|20)\d{2})`;
// 'founded in Leeds, England, in 1978': the place may carry its country after a comma; Swedish 'grundades i
// Umeå 1923'.
// Czech 'založena v Hranicích na Moravě v roce 1948': a town named with its river or region after 'na', 'nad', 'pod'.
const BETWEEN = String.raw`(?:\s+(?:in|à|en|a|w|i|v|ve)\s+\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*)*(?:\s(?:na|nad|pod)\s\p{Lu}[\p{L}'’-]*)?(?:,\s*\p{Lu}[\p{L}'’-]*)?,?)?`;
/** Alternatives that match with a capital first letter too ('Founded', 'In', 'March'). */
function caseless(alternatives: string): string {
  return alternatives
    .split('|')
    .map((word) => word.replace(/^(\p{Ll})/u, (letter) => `[${letter}${letter.toUpperCase()}]`))
    .join('|');
}

/** 'in the year 1978', 'en el año 1987', 'nell'anno 1971', 'in het jaar 1952', 'en l'an 1965'. */
const IN_YEAR = String.raw`(?:in(?: the year| het jaar)?|en(?: el año| l['’]an(?:née)?)?|im Jahr(?:e)?|anno|el(?: año)?|nel(?:l['’]anno)?|del|em|i|w(?: roku)?|år|v roce|ve roce)`;
// 'Est. 1978', 'gegr. 1921': abbreviations only with their full stop (French 'est' is 'is').
const FOUNDED_WORDS = String.raw`est\.|estd\.|gegr\.|grundlagt|grundades|grundade|grundat|founded|established|incorporated|formed|set up|opgericht|gegründet|fondée?|fondé|créée?|fundad[ao]|fondat[ao]|costituit[ao]|nat[ao]|nasce|nacque|naci[óo]|née?|ontstaan|entstanden|założon[aey]|powstał[aoy]?|utworzon[aey]|založen\p{L}*|vznikl[aoy]?`;
const PATTERNS: readonly RegExp[] = [
  new RegExp(
    String.raw`\b(?:${caseless(FOUNDED_WORDS)})${BETWEEN}\s+(?:${caseless(IN_YEAR)}|${caseless(ON_DATE)})?\s*${YEAR}\b`,
    // Case-sensitive, so that only capitalised words are read as the place between.
    'u',
  ),
  new RegExp(
    String.raw`\b(?:(?:werd|is|wurde|in|im Jahr(?:e)?)\s+)?(?:in\s+)?${YEAR}\s+(?:\S+\s+){0,6}?(?:opgericht|gegründet)\b`,
    'iu',
  ),
  // The passive with its founder, place and first trade between ('wurde 1958 von Heinrich Brettner in
  // Paderborn als Reparaturwerkstatt für Elektromotoren gegründet'): the auxiliary ties it to the subject.
  new RegExp(
    String.raw`\b(?:wurde|werd)\s+(?:in\s+)?${YEAR}\s+(?:[^\s.;]+\s+){0,11}?(?:gegründet|opgericht)\b`,
    'iu',
  ),
  new RegExp(
    String.raw`^(?:founded|established|est\.|year founded|year of foundation|opgericht|oprichtingsjaar|gegründet|Gründungsjahr|Gründung|fondée?|fondation|création|date de création|année de création|fundada|fundado|fundación|año de fundación|anno di fondazione|fondazione|fondata|fondato|rok założenia|grundat|grundades|grundår)\s*:?\s*${YEAR}(?:\s*[,(]\s*\p{Lu}[^\d]{0,40})?$`,
    'iu',
  ),
  new RegExp(
    String.raw`\b(?:since (?:our|its) (?:founding|foundation)|(?:seit (?:der|unserer) )?Gründung|(?:depuis (?:sa|notre) )?(?:création|fondation)|(?:sinds (?:de|onze) )?oprichting|(?:dalla (?:sua |nostra )?)?fondazione|(?:desde (?:su|nuestra) )?fundación)\s+(?:in|im Jahr(?:e)?|en|nel|del|de)?\s*${YEAR}\b`,
    'iu',
  ),
];
const KEY_FIGURE_PATTERN = 2;
/** German puts the participle first: 'Gegründet wurde das Unternehmen 1962 von Heinrich Vogt'. */
const PARTICIPLE_FIRST = new RegExp(
  String.raw`^Gegründet\s+wurde\s+(?:das Unternehmen|die Firma|die Spedition|die Gesellschaft|\p{Lu}[\p{L}-]*(?:\s\p{Lu}[\p{L}-]*){0,3})\s+(?:(?:im Jahr(?:e)?|in)\s+)?${YEAR}\b`,
  'u',
);
/** 'founded as a friendly society in 1872', 'fondée par trois ingénieurs en 1962': a few words between. */
const FOUNDED_AS = new RegExp(
  String.raw`\b(?:${FOUNDED_WORDS})\s+(?:as|als|comme|come|como|par|by|door|von|da|por)\s+[^.;:\d]{1,50}?\s(?:in|en|im Jahr(?:e)?|nel|el)\s+${YEAR}\b`,
  'iu',
);
/** 'Our history dates back to 1923', 'Unsere Geschichte reicht bis 1923 zurück', 'nos origines remontent à 1923'. */
const ROOTS = new RegExp(
  String.raw`\b(?:(?:history|roots|story)\s+(?:dates?|goes?|traces?)\s+back\s+to|(?:Geschichte|Wurzeln)\s+reich\w*\s+(?:bis\s+(?:ins\s+Jahr\s+)?)|(?:histoire|origines)\s+remonte\w*\s+à|(?:storia|origini)\s+risal\w*\s+al|(?:historia|orígenes)\s+se\s+remonta\w*\s+a|(?:geschiedenis|wortels)\s+gaa\w*\s+terug\s+tot)\s*(?:the\s+year\s+)?${YEAR}\b`,
  'iu',
);
/**
 * A history timeline's first entry: '1923 – Gründung der Spedition', '1962 : création de la société',
 * '1948: Company founded', and in the present tense timelines use, the founder doing it: '1962 –
 * Heinrich Vogt gründet die Spedition', '1987 : trois ingénieurs fondent la société', '1958 – Pietro
 * Fabrelli fonda l'impresa'.
 */
const TIMELINE = new RegExp(
  String.raw`^${YEAR}\s*[:–—-]?\s*(?:(?:\p{L}+\s+){0,3}(?:founded|founding|foundation|established|(?:Firmen|Unternehmens)?[Gg]ründung|gegründet|gründet|gründen|création|fondation|fondée?|fondent|fonde|fondazione|fondata|fonda|fondano|nasce|fundación|fundada|funda|fundan|oprichting|opgericht))(?![\p{L}])`,
  'iu',
);
const ALL_PATTERNS: readonly RegExp[] = [
  ...PATTERNS,
  FOUNDED_AS,
  ROOTS,
  TIMELINE,
  PARTICIPLE_FIRST,
  ...FOUNDING_STORY,
];
/** A timeline entry founding something of the company's ('foundation of our academy'), or a school or museum. */
const OURS_FOUNDED = /\b(?:our|unsere[rsmn]?|notre|nostra|nostro|nuestra|nuestro|onze)\b/iu;
const INSTITUTION =
  /\b(?:academy|Akademie|académie|accademia|academia|school|Schule|école|scuola|escuela|museum|musée|museo|foundation)\b/iu;
const YEAR_THEN_FOUNDED = 1;
/** 'In 2019 haben wir die Stiftung gegründet': something else the company founded. */
const SOMETHING_ELSE_FOUNDED =
  /\b(?:Stiftung|Tochter\w*|Joint[- ]Venture|Niederlassung|Werk|Standort|stichting|dochter\w*|vestiging|subsidiary|filiale|branch|acqui\w*|takeover|merger|Übernahme|Fusion|overname|fusie|rachat|fusion|adquisición|fusión|acquisizione|fusione)\b/iu;

const SUSTAINABILITY =
  /\b(?:sustainab\w*|carbon|footprint|climate|Nachhaltig\w*|Klima\w*|duurzaam\w*|klimaat\w*|durabl\w*|climat\w*|sostenib\w*|clima|carbono|huella)\b/iu;

/** 'since 1948', 'Seit 1923', 'depuis 1962', 'sinds 1954', 'dal 1971', 'desde 1990'. */
const SINCE = new RegExp(String.raw`\b(?:since|seit|depuis|sinds|dal|desde)\s+${YEAR}\b`, 'iu');
/** What else a 'since' year dates: a certificate, a membership, a figure's baseline, a product. */
const SINCE_DATES_SOMETHING_ELSE =
  /\d\s*%|%|\b(?:ISO|EMAS|certif\w*|zertifi\w*|gecertificeerd|certificat\w*|member(?!s\b)\w*|Mitglied\w*|membre|lid|socio|partner\w*|signator\w*|report\w*|emission\w*|CO2|reduc\w*|cut|fell|risen|grown|increase\w*|decrease\w*|baseline|compared|gesenkt|verringert|réduit|baiss\w*|ridott\w*|reducido|gedaald|verminderd|supplier\w*|customer\w*|client\w*|Kunde\w*|klant\w*)\b/iu;
const ABOUT_ITSELF =
  /\b(?:we|our|us|wij|ons|onze|wir|uns|unser\w*|nous|notre|nos|noi|nostr[oaie]|nosotros|nuestr[oa]s?|family|familie\w*|Familien\w*|famil\w*|company|business|Unternehmen|entreprise|azienda|empresa|bedrijf)\b/iu;
function aboutItself(sentence: string, companyName?: string): boolean {
  const name = companyName?.trim().split(/\s+/)[0];
  const named = !!name && name.length >= 3 && sentence.toLowerCase().includes(name.toLowerCase());
  return named || ABOUT_ITSELF.test(sentence) || speaksAsWe(sentence);
}

function sinceStatements(
  pages: readonly FactPage[],
  thisYear: number,
  companyName?: string,
): FactStatement<number>[] {
  const statements: FactStatement<number>[] = [];
  for (const page of pages) {
    for (const sentence of pageSentences(splitLines(page.text))) {
      const written = SINCE.exec(sentence.text)?.[1];
      const year = written ? Number(written) : undefined;
      if (!year || year > thisYear - 5) continue;
      // 'carbon neutral since 2019' dates a commitment, not the company.
      if (SINCE_DATES_SOMETHING_ELSE.test(sentence.text) || SUSTAINABILITY.test(sentence.text)) continue;
      if (!aboutItself(sentence.text, companyName)) continue;
      statements.push({ value: year, quote: sentence.text, url: page.url, locator: 'sentence' });
    }
  }
  // The earliest 'since' is the company's start; a later one dates something it did since.
  return statements.toSorted((a, b) => a.value - b.value).slice(0, 1);
}

/**
 * A footer's tagline: 'Since 1962', 'Logistik seit 1962', 'Weven sinds 1921', 'Depuis 1962', 'Dal 1962',
 * 'Est. 1978', up to four words before it, the whole segment between the footer's separators. Not a
 * certificate's, a membership's or a commitment's 'since' ('ISO 14001 since 2009', 'Carbon neutral
 * since 2020'), nor a copyright year.
 */
const FOOTER_SINCE = new RegExp(
  String.raw`^(?:[\p{L}&'’-]+\s+){0,4}(?:since|seit|depuis|sinds|dal|desde|est\.|estd\.|gegr\.)\s*${YEAR}$`,
  'iu',
);

function footerFoundedStatements(footers: readonly FactPage[], thisYear: number): FactStatement<number>[] {
  for (const footer of footers) {
    const segments = footerSegments(footer.text);
    const stated = statedFoundings([{ url: footer.url, text: segments.join('\n') }], thisYear);
    if (stated.length > 0) return stated.slice(0, 1);
    for (const segment of segments) {
      const year = Number(FOOTER_SINCE.exec(segment)?.[1]);
      if (!year || year > thisYear) continue;
      if (SINCE_DATES_SOMETHING_ELSE.test(segment) || SUSTAINABILITY.test(segment)) continue;
      return [{ value: year, quote: segment, url: footer.url, locator: 'sentence' }];
    }
  }
  return [];
}

/**
 * @param footers The pages' footers: a footer's 'Since 1962' or 'Gegründet 1962' is the company's own
 * tagline, read before a 'since' of the pages' sentences, which more often dates something it did.
 */
export function foundedStatements(
  pages: readonly FactPage[],
  thisYear: number,
  companyName?: string,
  footers: readonly FactPage[] = [],
): FactStatement<number>[] {
  const statements = statedFoundings(pages, thisYear);
  if (statements.length > 0) return statements;
  const timeline = timelineStartStatements(pages, thisYear);
  if (timeline.length > 0) return timeline;
  const firstOpening = firstOpeningStatements(pages, thisYear);
  if (firstOpening.length > 0) return firstOpening;
  const footer = footerFoundedStatements(footers, thisYear);
  return footer.length > 0 ? footer : sinceStatements(pages, thisYear, companyName);
}

/** 'Est. 1978' is split after its full stop like a sentence end: the two halves are one statement. */
function joinAbbreviations(sentences: PageSentence[]): PageSentence[] {
  const joined: PageSentence[] = [];
  for (const sentence of sentences) {
    const previous = joined.at(-1);
    if (previous && previous.line === sentence.line && /\b(?:est|estd|gegr)\.$/i.test(previous.text)) {
      joined[joined.length - 1] = { ...previous, text: `${previous.text} ${sentence.text}` };
    } else joined.push(sentence);
  }
  return joined;
}

/**
 * A timeline that puts each year on its own line, its entry on the next ('1978' / 'The company is
 * founded in a garage in Ghent.'), is read as one line ('1978 The company is founded…').
 */
function withTimelineYears(text: string): { text: string }[] {
  const sentences = joinAbbreviations(pageSentences(splitLines(text)));
  return sentences.flatMap((sentence, index) => {
    const previous = sentences[index - 1];
    if (new RegExp(`^${YEAR}$`).test(sentence.text)) return [];
    const dated =
      previous && previous.line === sentence.line - 1 && new RegExp(`^${YEAR}$`).test(previous.text);
    return [{ text: dated ? `${previous.text} ${sentence.text}` : sentence.text }];
  });
}

function statedFoundings(pages: readonly FactPage[], thisYear: number): FactStatement<number>[] {
  const statements: FactStatement<number>[] = [];
  for (const page of pages) {
    for (const sentence of withTimelineYears(page.text)) {
      for (const [index, pattern] of ALL_PATTERNS.entries()) {
        if (index === YEAR_THEN_FOUNDED && SOMETHING_ELSE_FOUNDED.test(sentence.text)) continue;
        if (
          pattern === TIMELINE &&
          (SOMETHING_ELSE_FOUNDED.test(sentence.text) ||
            OURS_FOUNDED.test(sentence.text) ||
            INSTITUTION.test(sentence.text))
        )
          continue;
        // A story of how something else began: a programme, a footprint, an academy, an acquisition.
        if (
          FOUNDING_STORY.includes(pattern) &&
          (SOMETHING_ELSE_FOUNDED.test(sentence.text) ||
            INSTITUTION.test(sentence.text) ||
            SINCE_DATES_SOMETHING_ELSE.test(sentence.text) ||
            SUSTAINABILITY.test(sentence.text))
        )
          continue;
        const match = pattern.exec(sentence.text);
        const year = match?.[1] ? Number(match[1]) : undefined;
        if (!match || !year || year > thisYear) continue;
        if (ANOTHER_PARTY_BEFORE.test(sentence.text.slice(0, match.index))) continue;
        statements.push({
          value: year,
          quote: sentence.text,
          url: page.url,
          locator: index === KEY_FIGURE_PATTERN ? 'key figure' : 'sentence',
        });
        break;
      }
    }
  }
  return statements;
}
