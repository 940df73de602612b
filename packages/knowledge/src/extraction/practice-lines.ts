import { blockLocator, type DocumentBlock, type StructuredDocument } from '@impact/contracts';
import { KNOWLEDGE_BASE_VERSION } from '../version.js';
import { initiativeCategory } from './initiative-category.js';
import { quoteOf, shortQuote, splitSentences } from './sentences.js';
import type { InitiativeCandidate } from './types.js';

/**
 * Initiatives a small company's page states as lines, not under headings of their own: a practice under
 * a pillar ('Klima: Seit 2023 beziehen alle drei Büros Ökostrom.'), a sentence in the page's text
 * ('Since 2022 we have donated 340 laptops', 'Depuis 2021, nous travaillons avec 12 producteurs') or
 * an item of a list of measures ('Unsere Maßnahmen', 'Nos engagements', 'Wat we doen'). A line counts
 * when it says what the company did or has done since a date: a value ('we care about the planet')
 * states nothing done, a target or plan nothing done yet, a customer's project or an industry scheme
 * the company supports is someone else's, and a result ('since 2019 our emissions fell by 20 %') is
 * a figure, not a practice.
 */

/** 'Since 2019', 'seit Juni 2023', 'depuis 2021', 'dal 2020', 'desde 2021', 'sinds 2018', 'od 2020 roku'. */
const SINCE =
  /(?<!\p{L})(?:since|seit|depuis|dal|dall['’]|fin dal|desde|sinds|vanaf|od)\s+(?:(?:\p{L}+|\d{1,2}\.?)\s+){0,2}(?:19|20)\d\d(?!\d)/iu;
const YEAR = /(?<!\d)(?:19|20)\d\d(?!\d)/gu;

/** The company acting: a subject pronoun, or a verb in the first person plural (Italian, Spanish, Polish). */
const ACTOR =
  /(?<!\p{L})(?:we|wir|nous|wij|noi|abbiamo|hemos|\p{L}{2,}(?:iamo|amos|emos|liśmy|łyśmy|ujemy|imy))(?!\p{L})/iu;
/** The company's own thing: 'our boiler', 'unsere Lagerhalle', 'nos agents', 'onze bussen'. */
const POSSESSIVE =
  /(?<!\p{L})(?:our|unser\p{L}*|nos|notre|onze|ons|nostr\p{L}*|nuestr\p{L}*|nasz\p{L}*)(?!\p{L})/iu;
/**
 * A thing done, in the perfect or past: 'we installed', 'haben wir … geleast', 'hebben we … gelegd',
 * 'nous avons remplacé', 'abbiamo installato', 'hemos instalado', 'zainstalowaliśmy'.
 */
const DONE = new RegExp(
  [
    String.raw`\bwe(?:'ve| have)?\s+(?:also\s+)?(?:installed|launched|started|introduced|built|replaced|switched|opened|restored|planted|converted|set up|fitted|equipped|upgraded|rolled out|implemented|moved|donated|refurbished|insulated|renovated|electrified|began|trained|leased|bought|purchased|created|established|removed|eliminated|adopted|offered|provided)\b`,
    String.raw`(?:haben wir|wir haben)\b(?:[^.;]|\.(?=\d)){0,100}?(?<!\p{L})(?:\p{L}{0,6}ge\p{L}{3,}(?:t|en)|\p{L}{3,}iert|ersetzt|errichtet|erneuert|er[öo]ffnet|begonnen)(?!\p{L})`,
    String.raw`(?:hebben (?:we|wij)|(?:we|wij) hebben)\b(?:[^.;]|\.(?=\d)){0,100}?(?<!\p{L})(?:\p{L}{0,4}ge\p{L}{3,}[dtn]|vervangen|vernieuwd|verduurzaamd|ontwikkeld|begonnen)(?!\p{L})`,
    String.raw`nous avons (?:\p{L}+\s+){0,2}?\p{L}{3,}[ée]e?s?(?!\p{L})`,
    String.raw`abbiamo (?:\p{L}+\s+)?\p{L}{3,}(?:at|ut|it)[oaie](?!\p{L})`,
    String.raw`hemos (?:\p{L}+\s+)?\p{L}{3,}(?:ad|id)o(?!\p{L})`,
    // The Spanish simple past of setting something up: 'en 2024 instalamos 900 placas solares'.
    String.raw`(?<!\p{L})(?:instalamos|sustituimos|cambiamos|lanzamos|implantamos|inauguramos|construimos|renovamos|plantamos|pusimos en marcha)(?!\p{L})`,
    String.raw`\p{L}{3,}(?:liśmy|łyśmy)(?!\p{L})`,
    // The passive: 'nos véhicules ont été remplacés', 'wurden ersetzt', 'zostały zastąpione'.
    String.raw`(?<!\p{L})(?:was|were|has been|have been|ont [ée]t[ée]|a [ée]t[ée]|wurden|wurde|zijn|werden|werd|sono stat[ie]|è stat[oa]|fueron|fue|han sido|ha sido|został\p{L}*|zostały)\s+(?:\p{L}+\s+){0,2}?(?:installed|replaced|switched|converted|remplac[ée]\p{L}*|install[ée]\p{L}*|ersetzt|umgestellt|installiert|vervangen|ge[iï]nstalleerd|sostituit\p{L}|installat\p{L}|sustituid\p{L}+|instalad\p{L}+|zast[ąa]pion\p{L}*|zainstalowan\p{L}*)(?!\p{L})`,
  ].join('|'),
  'iu',
);
/** An English list item opening on what was done: 'Switched our three vans to electric models in 2023'. */
const DONE_FIRST =
  /^(?:installed|introduced|replaced|switched|converted|fitted|planted|launched|started|moved|built|opened|set up|began|donated|insulated|renovated|electrified)\b/iu;
/**
 * Electricity bought from renewable sources since a date ('Seit Januar 2022 beziehen beide Werke
 * ausschließlich Ökostrom', 'since 2021 we have bought only renewable electricity'): a switch the
 * company made, even when no figure follows.
 */
export const RENEWABLE_SUPPLY =
  /(?:ökostrom|strom aus erneuerbaren|gr[üu]ne[nm]? strom|renewable electricity|green electricity|renewable power|[ée]lectricit[ée] (?:verte|renouvelable|d['’]origine renouvelable)|energia elettrica (?:verde|rinnovabile|da fonti rinnovabili)|groene stroom|electricidad (?:verde|renovable))/iu;
/** A figure that moved, which a result states: 'our emissions fell', 'nos émissions ont baissé', 'gesunken'. */
const RESULT =
  /(?<!\p{L})(?:fell|fallen|dropped|decreased|declined|rose|risen|increased|grew|grown|doubled|halved|reduced|cut|lowered|down by|up by|(?:down|up)(?=\s+\d)|baiss\p{L}*|diminu\p{L}*|augment\p{L}*|r[ée]duit\p{L}*|gesunken|gestiegen|zur[üu]ckgegangen|verringert|reduziert|gesenkt|gedaald|gestegen|verminderd|verlaagd|calat\p{L}*|ridott\p{L}*|aumentat\p{L}*|disminu\p{L}*|reducid\p{L}*|aumentad\p{L}*|spad\p{L}*|wzros\p{L}*|zmniejsz\p{L}*|obniż\p{L}*)(?!\p{L})/iu;
/**
 * A footprint the company states in the first person ('in 2025 we consumed 7.2 million litres', 'nous
 * avons consommé … et émis 19 800 tCO2e', 'hemos consumido', 'abbiamo emesso'): a figure, not a practice.
 */
const FOOTPRINT =
  /(?<!\p{L})(?:consumed|emitted|consomm[ée]e?s?|[ée]mis|verbraucht|ausgesto(?:ß|ss)en|verbruikt|uitgestoten|consumat[oi]|emess[oi]|consumid[oa]s?|emitid[oa]s?)(?!\p{L})/iu;
/** What a reduction came from ('thanks to a new recirculation plant'), which makes it a measure's result. */
const MEANS =
  /(?<!\p{L})(?:thanks to|through|by (?:installing|switching|replacing)|dank|durch|grâce à|gr[aâ]ce [àa]|grazie a|gracias a|door|dzięki)(?!\p{L})/iu;
/** A target, a plan or a wish: nothing done yet. */
const NOT_YET =
  /(?<!\p{L})(?:(?:by|bis|until|d['’]ici|hasta|para|entro|tegen|uiterlijk|do)\s+(?:(?:end of|ende|fin|fine|eind|koniec)\s+)?(?:19|20)\d\d|aims?|target\p{L}*|goals?|plan|plans|planned|planning|intend\p{L}*|will|shall|going to|want|wollen|m[öo]chten|planen|geplant|ziel\p{L}*|visons|viser|vise|objectifs?|souhaitons|pr[ée]voyons|allons|vorremmo|vogliamo|prevediamo|obiettiv\p{L}*|intendiamo|queremos|pretendemos|objetivos?|planeamos|comprometemos|willen|streven|doel\p{L}*|zullen|chcemy|planujemy|zamierzamy|celem)(?!\p{L})/iu;
/**
 * Someone else's project: one customer named as the owner ('our client X', 'für unseren Kunden', 'notre
 * client', 'un nostro cliente'). Customers in the plural are whom the company serves ('we deliver to our
 * customers by cargo bike'), so they do not count.
 */
const CUSTOMERS_OWN =
  /(?<!\p{L})(?:(?:our|for|notre|pour|onze|voor|nostro|un nostro|nuestro|para|nasz|dla)\s+(?:\p{L}+\s+)?(?:client|customer|klant|cliente|klient|opdrachtgever)|f[üu]r unseren kunden|unser(?:e[mr]?)? kunde|unser(?:e[mr]?)? auftraggeber)(?!\p{L})/iu;
/** A scheme of an industry or a body the company supports, joins or follows, which is not its own. */
const SUPPORTS_OTHERS =
  /(?<!\p{L})(?:supports?|supporting|member of|signator\p{L}*|unterst[üu]tz\p{L}*|mitglied\p{L}*|soutien\p{L}*|membres?|adh[ée]r\p{L}*|suivons|aangesloten|lid van|ondersteun\p{L}*|aderiamo|aderisce|sosteniamo|partecipiamo|participamos|apoyamos|miembros?|członk\p{L}*|wspiera\p{L}*)(?!\p{L})/iu;
/**
 * A certificate held ('ISO/IEC 27001 certified since 2018', 'sind seit 2015 zertifiziert'), which the codes
 * read; and money, which a business result states.
 */
const NOT_A_PRACTICE =
  /(?<!\p{L})(?:ISO(?:\/IEC)?\s?\d{4,5}|EMAS|(?:is|are|sind|ist|est|sont|zijn|is|è|sono|es|son|jest|jeste[śs]my)\s+(?:\p{L}+\s+){0,3}?(?:certified|zertifiziert|certifi[ée]e?s?|gecertificeerd|certificat[oi]|certificad[oa]s?|certyfikowan\p{L}*)|turnover|revenue|umsatz|chiffre d['’]affaires|fatturato|facturaci[óo]n|omzet|przych[óo]d\p{L}*)(?!\p{L})|[€£$]/iu;
/** Sections whose lines are plans, jobs or news, not practices. */
const ASIDE_HEADING =
  /(?<!\p{L})(?:outlook|looking ahead|next steps?|what['’]s next|future|ausblick|zukunft|vorhaben|noch vor|perspectives?|et demain|à venir|toekomst|vooruitblik|prospettive|futuro|obiettivi|pr[óo]ximos pasos|plany|careers?|jobs?|karriere|stellen\p{L}*|vacatures?|recrut\p{L}*|emplois?|lavora con noi|trabaja con nosotros|praca|kariera|news|aktuelles|actualit[ée]s|nieuws|notizie|noticias|aktualności)(?!\p{L})/iu;
/** A heading over the company's list of measures: 'Our commitments', 'Unsere Maßnahmen', 'Wat we doen'. */
const MEASURES_HEADING =
  /(?<!\p{L})(?:commitments?|actions?|measures?|what we do|ma(?:ß|ss)nahmen|was wir tun|engagements?|mesures|ce que nous faisons|wat we doen|maatregelen|acties|impegni|azioni|misure|cosa facciamo|compromisos|medidas|acciones|lo que hacemos|działania|inicjatywy)(?!\p{L})/iu;
/** A short label before a colon: 'Klima:', 'Energy:', 'Social :'. */
const LABEL = /^\s*(?:\p{L}+[\s-]?){1,3}\s?:\s+/u;

const MIN_WORDS = 5;
const TITLE_CHARACTERS = 110;

function yearsIn(text: string): number[] {
  return [...text.matchAll(YEAR)].map((match) => Number(match[0]));
}

/**
 * Whether a line states a practice of the company's: dated (since a year, or in a past year with a thing
 * done), its own (the company acting, or its own thing since a date), and none of a plan, a customer's or
 * an industry's scheme, a certificate or a result without the measure behind it. An item of a list of
 * measures is the company's own by where it stands and needs only its date.
 */
export function isPracticeLine(line: string, currentYear: number, inMeasuresList = false): boolean {
  if (line.split(/\s+/u).length < MIN_WORDS) return false;
  if (
    NOT_YET.test(line) ||
    CUSTOMERS_OWN.test(line) ||
    SUPPORTS_OTHERS.test(line) ||
    NOT_A_PRACTICE.test(line)
  )
    return false;
  const years = yearsIn(line);
  if (years.length === 0 || years.some((year) => year > currentYear)) return false;
  if ((RESULT.test(line) && !MEANS.test(line)) || FOOTPRINT.test(line)) return false;
  const since = SINCE.test(line);
  const acting = ACTOR.test(line) || DONE_FIRST.test(line);
  if (inMeasuresList && (since || DONE.test(line) || DONE_FIRST.test(line))) return true;
  if (acting && (since || DONE.test(line))) return true;
  // Green electricity bought since a date is a switch the company made, whoever the sentence's subject.
  if (since && RENEWABLE_SUPPLY.test(line)) return true;
  return POSSESSIVE.test(line) && (since || DONE.test(line));
}

/** Someone's history, not a measure: a founding, a takeover, a move, a report published. */
const HISTORY =
  /(?<!\p{L})(?:founded|established|acquired|took over|merged|published|gegr[üu]ndet|[üu]bernommen|fusioniert|ver[öo]ffentlicht|fond[ée]e?|rachet[ée]e?|fusionn[ée]e?|publi[ée]e?|fundad[oa]|adquirid[oa]|publicad[oa]|fondat[oa]|acquisit[oa]|pubblicat[oa]|opgericht|overgenomen|gepubliceerd)(?!\p{L})/iu;
/** A dated entry of a timeline: '2021: warmtepompen in ons kantoor', '2023 – Umstellung auf Ökostrom'. */
const DATED_ENTRY = /^\s*((?:19|20)\d\d)\s?(?::|[–—-]\s)\s*(\S.*)$/u;

/** Nothing to come, no one else's scheme, no certificate, result, footprint or history. */
function statesNothingElse(line: string): boolean {
  return !(
    NOT_YET.test(line) ||
    CUSTOMERS_OWN.test(line) ||
    SUPPORTS_OTHERS.test(line) ||
    NOT_A_PRACTICE.test(line) ||
    FOOTPRINT.test(line) ||
    HISTORY.test(line) ||
    (RESULT.test(line) && !MEANS.test(line))
  );
}

/**
 * What a timeline of the company's measures says was done in a year ('2021: warmtepompen in ons eigen
 * kantoor', '2023 : mise en service de 25 camions au bioGNV'): the entry without its year, when the year
 * has passed and the entry is a measure.
 */
export function datedEntry(line: string, currentYear: number): string | undefined {
  const match = DATED_ENTRY.exec(line);
  if (!match || Number(match[1]) > currentYear) return undefined;
  const entry = match[2]!.trim();
  if (entry.split(/\s+/u).length < 3 || yearsIn(entry).some((year) => year > currentYear)) return undefined;
  return statesNothingElse(entry) ? entry : undefined;
}

/**
 * An item of a list that names a measure and then gives its figure ('Recyclage de l'eau de process : 35 %
 * de l'eau de lavage est réutilisée depuis 2024', 'Panneaux solaires sur l'entrepôt : 420 kWc installés
 * en 2025', 'Eco-driving training for all drivers since 2021 – fuel economy up 6%'): the label is the
 * measure's name when the item dates it, with 'since' or a thing installed or replaced, and counts it.
 */
const LABELLED = /^(\p{L}[^:–—]{2,90}?)\s?(?::|\s[–—]\s)\s*(\S.*)$/u;
const PUT_IN =
  /(?<!\p{L})(?:installed|commissioned|replaced|replacing|replacement|introduced|in (?:use|operation|service)|install[ée]e?s?|mise? en service|remplac\p{L}*|installiert|in betrieb|ersetzt|ge[iï]nstalleerd|vervangen|in gebruik|instalad\p{L}*|sustitu\p{L}*|en servicio|installat\p{L}*|sostitu\p{L}*|in funzione)(?!\p{L})/iu;
const COUNT = /\d/u;

export function labelledMeasure(item: string, currentYear: number): string | undefined {
  const match = LABELLED.exec(item.trim());
  if (!match) return undefined;
  const label = match[1]!.trim();
  const words = label.split(/\s+/u).length;
  const years = yearsIn(item);
  if (words < 2 || words > 14 || years.length === 0 || years.some((year) => year > currentYear))
    return undefined;
  if (!COUNT.test(match[2]!.replace(/(?<!\d)(?:19|20)\d\d(?!\d)/gu, ''))) return undefined;
  if (!SINCE.test(item) && !PUT_IN.test(item)) return undefined;
  return statesNothingElse(item)
    ? label.replace(/\s+(?:since|seit|depuis|desde|dal|sinds)\s+(?:19|20)\d\d$/iu, '')
    : undefined;
}

/** The line without its label, as the title: 'Klima: Seit 2023 …' → 'Seit 2023 …'. */
function titleOf(line: string): string {
  const words = line
    .replace(LABEL, '')
    .replace(/[.;!]\s*$/u, '')
    .trim()
    .split(/\s+/u);
  // The practice, without what follows it ('…, which cover 40 % of our use'); a date's comma opens it.
  const clause = words.findIndex((word, index) => index >= 4 && /[,;]$/u.test(word));
  const text =
    clause < 0
      ? words.join(' ')
      : words
          .slice(0, clause + 1)
          .join(' ')
          .slice(0, -1);
  return shortQuote(text.charAt(0).toUpperCase() + text.slice(1), TITLE_CHARACTERS);
}

function candidate(
  document: StructuredDocument,
  block: DocumentBlock,
  line: string,
  retrievedAt: string,
  named?: string,
): InitiativeCandidate {
  const url = document.url!;
  const quote = quoteOf(line);
  const title = named ?? titleOf(line);
  return {
    title,
    description: line.replace(LABEL, '').trim(),
    category: initiativeCategory(line),
    sourceUrl: url,
    quote,
    url,
    sources: [{ url, title: shortQuote(title), retrievedAt, locator: blockLocator(document, block), quote }],
    method: 'extraction',
    knowledgeBaseVersion: KNOWLEDGE_BASE_VERSION,
  };
}

/**
 * The practices a sustainability page states in its paragraphs and lists, one per sentence or item that
 * tells what the company did or does since a date.
 */
export function practiceLineCandidates(
  document: StructuredDocument,
  retrievedAt: string,
): InitiativeCandidate[] {
  const currentYear = Number(retrievedAt.slice(0, 4));
  const candidates: InitiativeCandidate[] = [];
  for (const block of document.blocks) {
    if (block.type !== 'paragraph' && block.type !== 'list') continue;
    const headings = block.locator.headingPath;
    if (headings.some((heading) => ASIDE_HEADING.test(heading))) continue;
    if (block.type === 'list') {
      const inMeasuresList = MEASURES_HEADING.test(headings.at(-1) ?? '');
      for (const item of block.items) {
        const line = item.trim();
        const named = datedEntry(line, currentYear) ?? labelledMeasure(line, currentYear);
        if (named) candidates.push(candidate(document, block, line, retrievedAt, titleOf(named)));
        else if (isPracticeLine(line.replace(LABEL, ''), currentYear, inMeasuresList))
          candidates.push(candidate(document, block, line, retrievedAt));
      }
      continue;
    }
    const entry = datedEntry(block.text, currentYear);
    if (entry) {
      candidates.push(candidate(document, block, block.text, retrievedAt, titleOf(entry)));
      continue;
    }
    const label = LABEL.exec(block.text)?.[0] ?? '';
    for (const sentence of splitSentences(block.text.slice(label.length))) {
      if (isPracticeLine(sentence, currentYear))
        candidates.push(candidate(document, block, sentence, retrievedAt));
    }
  }
  return candidates;
}
