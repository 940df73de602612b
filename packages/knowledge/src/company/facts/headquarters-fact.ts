import { countryOf } from '../../extraction/country-names.js';
import { englishCountryName } from '../../extraction/iso-country-names.js';
import { pageSentences, splitLines } from '../../extraction/sentences.js';
import { resolveHeadquarters } from '../headquarters.js';
import { PLACE_JOIN, PROVINCE_IN_BRACKETS, isPlaceParticle } from '../place-names.js';
import { statedYear } from './choose.js';
import { OTHER_PARTY_NAMED } from './own-statement.js';
import { locativeNominatives, nominativePlace } from './polish-locative.js';
import type { FactPage, FactStatement, HeadquartersValue } from './types.js';

/**
 * Where the head office is, from the words a company uses for it in English, Dutch, German and
 * French: 'headquartered in', 'Our headquarters and main weaving plant are in Kortrijk, Belgium',
 * 'Ons hoofdkantoor en onze grootste weverij staan in Tilburg', 'Unser Hauptsitz liegt in Ulm',
 * 'Notre siège est à Lyon', Swedish 'Huvudkontoret ligger i Umeå'. The words between the head office and its verb may name what shares the
 * site ('and R&D centre'), never a full stop.
 */
const OFFICE = String.raw`(?:head-?quarters|head offices?|HQ|registered office|(?:store )?support (?:office|centre|center)|hoofdkantoor|hoofdzetel|statutaire zetel|Hauptsitz|Firmensitz|Unternehmenssitz|Zentrale|siège(?: social)?|huvudkontor(?:et)?)`;
/** The same in Italian and Spanish, whose verbs and prepositions differ ('è a', 'está en'). */
const SEDE = String.raw`(?:sede(?:\s+(?:centrale|legale|principale|central|social))?|oficinas centrales|quartier generale|casa (?:madre|matriz))`;
// 'and R&D centre' ('e lo stabilimento principale', 'y la fábrica') shares the site; 'of the company', 'des Unternehmens', 'van De Wit' says whose
// office it is (another party's is refused by the words before the place).
// 'Notre siège, notre laboratoire et notre usine sont à Manosque': a list of what shares the site may open with commas.
const SHARED = String.raw`(?:(?:,\s+[^.;:,]{1,50}?)*\s+(?:and|en|und|et|e|ed|y|och|med)\s+[^.;:]{1,60}?|\s+(?:of|des|der|de|du|van|del|della|dell['’]|dello)\s*[^.;:,]{1,40}?)?`;
const VERB = String.raw`(?:is|are|remains?|staat|staan|zit|zitten|ligt|liggen|bevindt zich|ist|sind|liegt|liegen|befindet sich|est|sont|se trouve(?:nt)?|ligger|finns|är)`;
const ADVERB = String.raw`(?:\s+(?:still|now|located|situated|based|nog|altijd|al|gevestigd|weiterhin|noch|immer|toujours|situés?|installés?|basés?|implantés?))*`;
const PREPOSITION = String.raw`(?:in|à|au|en|i)`;
const SEDE_VERB = String.raw`(?:è|si trova(?:no)?|ha sede|est[áa]n?|se encuentra(?:n)?|se ubica|radica)(?:\s+(?:ubicad[ao]s?|situad[ao]s?|situat[ao]|collocat[ao]|ancora|todavía|aún))*\s+(?:a|ad|in|en)`;
/** 'has its headquarters in', 'hat seinen (Haupt)sitz in', 'a son siège à', 'heeft zijn hoofdkantoor in', 'tiene su sede en', 'ha la sua sede a'. */
const HAS_ITS = String.raw`(?:has|have|hat|haben|a|ont|heeft|hebben|tiene|tienen|ha|hanno|har)\s+(?:its|our|their|seinen|ihren|unseren|son|sa|leur|notre|zijn|haar|hun|ons|su|sus|nuestra|sitt|vårt|la (?:sua|propria|nostra)|il (?:suo|proprio|nostro))\s+`;
/** A legal notice's seat: 'Sitz der Gesellschaft: Bremen', 'Gesellschaftssitz: Ulm', 'Sitz: Bremen'. */
const SEAT_LABEL = String.raw`(?:Sitz(?:\s+der\s+Gesellschaft|\s+des\s+Unternehmens)?|Gesellschaftssitz)`;
/** Portuguese: 'com sede', 'sediada', 'a sede (social) fica / é / situa-se', with 'em' or its forms 'no', 'na'. */
const PT_SEDE = String.raw`(?:com sede(?:\s+social)?|sediad[ao]s?|sede(?:\s+social)?\s+(?:fica|é|está|situa-se|localiza-se)(?:\s+(?:situad|localizad)a)?)`;
const PT_PREPOSITION = String.raw`(?:em|no|na|nos|nas)`;
const PLACE_WORD = String.raw`\p{Lu}[\p{L}'’.-]*`;
const PLACE = String.raw`(${PLACE_WORD}(?:${PLACE_JOIN}${PLACE_WORD})*(?:,\s*${PLACE_WORD}(?:\s${PLACE_WORD})*)?)`;

/** The first word of an Italian or Spanish street's name ('Via', 'Corso', 'Calle'): never the town itself. */
const STREET_WORD = String.raw`(?:via|viale|corso|piazza|piazzale|largo|strada|vicolo|calle|avenida|paseo|plaza|carrer|rambla)\b`;
const STREET_START = new RegExp(String.raw`^${STREET_WORD}`, 'iu');

/** Words that make a head office a region's, a country's or the group's: 'European', 'UK', 'group'. */
const REGIONAL_OFFICE = String.raw`(?:regional|european|emea|apac|asian|asia-pacific|americas|american|nordic|uk|us|british|irish|german|french|dutch|italian|spanish|local|national|country|divisional|group|parent)\b`;

const TRIGGERS: readonly RegExp[] = [
  new RegExp(
    String.raw`\b${OFFICE}${SHARED}\s+${VERB}${ADVERB}\s+${PREPOSITION}\s+(?:the\s+)?${PLACE}`,
    'iu',
  ),
  new RegExp(
    String.raw`\b(?:head-?quartered|based|gevestigd|ansässig|basée?s?|établie?s?)\s+${PREPOSITION}\s+${PLACE}`,
    'iu',
  ),
  new RegExp(
    String.raw`\b(?:(?:mit|met|avec|with|con|med)\s+(?:(?:(?:het|son|its|their|la sua|la|su|dem)\s+)?(?:${OFFICE}|${SEDE})|Sitz)|${HAS_ITS}(?:${OFFICE}|${SEDE}|Sitz))\s+(?:${PREPOSITION}|a)\s+${PLACE}`,
    'iu',
  ),
  new RegExp(String.raw`\b(?:${SEDE}|${OFFICE})${SHARED}\s+${SEDE_VERB}\s+${PLACE}`, 'iu'),
  // 'The head office is located at 12 King Street, Leeds': the town after the street, which may follow
  // the building's name ('at Mill House, 14 Bridge Street, Halifax'), and its postcode, a Dutch one
  // with two letters ('1072 XK Amsterdam').
  new RegExp(
    String.raw`\b${OFFICE}${SHARED}\s+${VERB}${ADVERB}\s+(?:at|op|an der|au)\s+(?:[^,;:\d]+,\s*)?[^,;:]*\d[^,;:]*,\s*(?:[A-Z]{1,2}-)?(?:\d{4}\s?[A-Z]{2}\s+|\d{4,5}(?:-\d{3})?\s+)?${PLACE}`,
    'iu',
  ),
  // 'Our head office and roastery are at Broombridge Business Park in Dublin 11': the town after the
  // named building, park or estate the office is at; 'our head office is still on Quay Street in Galway
  // city': the town after the street it is on.
  new RegExp(
    String.raw`\b${OFFICE}${SHARED}\s+${VERB}${ADVERB}\s+(?:at|on|op|am|an der|auf dem|auf der|im)\s+(?:the\s+)?(?:${PLACE_WORD}\s+){1,5}(?:in|te)\s+${PLACE}`,
    'iu',
  ),
  // 'Our headquarters moved to Leeds in 2010', 'Ons hoofdkantoor verhuisde naar Breda'.
  new RegExp(
    String.raw`\b${OFFICE}\s+(?:(?:has|have)\s+)?(?:moved|relocated|verhuisde|verhuist|zog|a déménagé|a été transféré)\s+(?:to|naar|nach|à|en)\s+${PLACE}`,
    'iu',
  ),
  // Italian and Spanish: 'la nostra sede è a Brescia', 'con sede a Bergamo', 'con sede en Valencia',
  // 'nuestra sede central se encuentra en Zaragoza'.
  new RegExp(
    String.raw`\b(?:con sede(?:\s+(?:centrale|legale|principale|central|social))?|(?:sede|casa madre)(?:\s+(?:centrale|legale|principale|central|social))?\s+(?:è|si trova|está|se encuentra|radica)|oficinas centrales\s+(?:están|se encuentran))\s+(?:a|in|en)\s+${PLACE}`,
    'iu',
  ),
  // Italian and Spanish, at an address first: 'La sede centrale si trova in Via dell'Orto 27, 36015 Schio
  // (VI)' is in Schio, not in 'Via'; the CAP or código postal stands before the town.
  new RegExp(
    String.raw`\b${SEDE}${SHARED}\s+${SEDE_VERB}\s+${STREET_WORD}\s+[^,;:]*\d[^,;:]*,\s*(?:\d{5}\s+)?${PLACE}`,
    'iu',
  ),
  // Portuguese, at an address first: 'A sede fica na Avenida da Boavista 1837, 4100-133 Porto' is in
  // Porto, not in 'Avenida da Boavista'.
  new RegExp(
    String.raw`\b${PT_SEDE}\s+${PT_PREPOSITION}\s+(?:[^,;:\d]+,\s*)?[^,;:]*\d[^,;:]*,\s*(?:\d{4}-\d{3}\s+)?${PLACE}`,
    'iu',
  ),
  // 'com sede em Lisboa', 'sediada no Porto', 'a nossa sede fica em Braga', 'a sede social é em Aveiro'.
  new RegExp(String.raw`\b${PT_SEDE}\s+${PT_PREPOSITION}\s+${PLACE}`, 'iu'),
  // Polish: 'z siedzibą w Poznaniu', 'Siedziba spółki mieści się w Poznaniu', the town in the locative.
  new RegExp(
    String.raw`\b(?:z siedzibą|siedziba(?:\s+(?:główna|spółki|firmy|zarządu|centrali))?\s+(?:mieści się|znajduje się|jest))\s+we?\s+${PLACE}`,
    'iu',
  ),
  // The head office named in passing, without a verb: 'with our own board and headquarters in Hadley',
  // 'five sites: our headquarters and main plant in Hadley, Shropshire; …'. 'our' or 'its' says whose;
  // a region's or a group's head office ('our European headquarters in Amsterdam') is not the company's.
  new RegExp(
    String.raw`\b(?:our|its)\s+(?:(?!${REGIONAL_OFFICE})[\p{Ll}-]+\s+(?:and\s+)?){0,3}?${OFFICE}(?:\s+and\s+[^.;:,]{1,60}?)?\s+in\s+(?:the\s+)?${PLACE}`,
    'iu',
  ),
  // Danish, Swedish and Norwegian: 'Vi har hovedkontor i Humlebæk', 'med huvudkontor i Växjö',
  // 'Hovedkontoret ligger i Ålesund', 'vores hovedsæde er i Vejle'.
  new RegExp(
    String.raw`\b(?:hovedkontor(?:et)?|hovedsæde(?:t)?|huvudkontor(?:et)?|hovedsete(?:t)?)(?:\s+(?:er|ligger|är|finns|befinner seg|ligger fortsat|ligger stadig))?(?:\s+(?:placeret|beliggende|belägget|beliggende))?\s+i\s+${PLACE}`,
    'iu',
  ),
  // Czech and Slovak: 'se sídlem v Olomouci', 'Sídlo společnosti je v Brně', and the labelled line
  // 'Sídlo společnosti: Hranice (Olomoucký kraj), Česká republika'.
  new RegExp(
    String.raw`(?<![\p{L}])(?:se sídlem|so sídlom|sídlo(?:\s+(?:společnosti|firmy|spoločnosti))?\s+(?:je|se nachází|sa nachádza))\s+ve?\s+${PLACE}`,
    'iu',
  ),
  new RegExp(
    String.raw`^sídlo(?:\s+(?:společnosti|firmy|spoločnosti))?\s*:\s*${PLACE}(?:\s*\([^()]{2,40}\))?(?:,\s*[^,:]{2,40})?$`,
    'iu',
  ),
  // A labelled line: 'Headquarters: Bremen, Germany', 'Hauptsitz: Ulm', 'Siège social : Lyon', 'Sede: Brescia'.
  new RegExp(
    String.raw`^(?:${OFFICE}|${SEAT_LABEL}|sede(?:\s+(?:centrale|legale|principale|central|social))?)\s*:\s*${PLACE}$`,
    'iu',
  ),
];

/**
 * A site list's line, town first: 'Lucena (Córdoba): sede central', 'Zaragoza – head office', 'Bergamo
 * (BG) – sede centrale', 'Bremen: Hauptsitz'. The bracket is the town's province, never the head office's
 * place. Menus and headings also put a word before a dash ('Contact – Head office'), so the town must be
 * one the tables know or have its province in brackets.
 */
const TOWN_THEN_OFFICE = new RegExp(
  String.raw`^${PLACE}(?:\s*\(([^()]{2,30})\))?\s*(?::|\s[–—-])\s*(?:${OFFICE}|${SEDE})$`,
  'iu',
);

function townThenOffice(line: string): string | undefined {
  const match = TOWN_THEN_OFFICE.exec(line);
  const town = match?.[1];
  // The pattern is case-blind for 'Head office': the town must still be capitalised.
  if (!town || !/^\p{Lu}/u.test(town)) return undefined;
  const province = match[2] !== undefined && PROVINCE_IN_BRACKETS.test(match[2]);
  return province || resolveHeadquarters(town)?.via === 'city' ? town : undefined;
}

/**
 * A head office in a relative clause after its place: 'founded in 1962 in Guimarães, where our
 * headquarters and main plant still are', 'in Tilburg, waar ons hoofdkantoor staat', 'in Ulm, wo sich
 * unser Hauptsitz befindet', 'à Lyon, où se trouve notre siège', 'in Utrecht, the Netherlands, where
 * our headquarters are'. The place is the capitalised name (and country) just before the clause.
 */
const WHERE_OFFICE = new RegExp(
  String.raw`,\s+(?:where|waar|wo|où|gdzie|dove|donde)\s+(?:(?:our|its|the company['’]s|ons|onze|het|sich|unser|unsere|der|se trouve(?:nt)?|notre|son|le|do dziś|nadal|wciąż|mieści się|znajduje się|jej|jego|nasza|ha ancora|ha|si trova|la|sua|nostra|se encuentra|está|sigue|tiene|su|nuestra)\s+)+(?:${OFFICE}|${SEDE}|siedziba)(?![\p{L}])`,
  'iu',
);
const CASED_WORD = String.raw`\p{Lu}[\p{L}'’.-]*`;
const CASED_PLACE = String.raw`${CASED_WORD}(?:${PLACE_JOIN}${CASED_WORD})*`;
const PLACE_BEFORE = new RegExp(
  String.raw`(?<![\p{L}])(?:in|at|à|au|te|en|w|we|a)\s+(${CASED_PLACE}(?:,\s*(?:the\s+)?${CASED_WORD}(?:\s${CASED_WORD})*)?)$`,
  'u',
);

function placeBeforeOfficeClause(sentence: string): string | undefined {
  const clause = WHERE_OFFICE.exec(sentence);
  return clause ? PLACE_BEFORE.exec(sentence.slice(0, clause.index))?.[1] : undefined;
}

/**
 * The company's own address on its contact or legal page, or repeated on every page: a street with its
 * number, a postcode, the town and the country ('Rua do Campo 7, 4800-123 Guimarães, Portugal',
 * 'Hoofdstraat 12 · 5038 AB Tilburg · Nederland', 'ul. Leśna 4, 64-100 Leszno, Polska'; an Italian town keeps its province code, 'Fiorano
 * Modenese (MO), Italia', a Spanish one its province's name, '22400 Monzón (Huesca), España').
 * Read only when no sentence names the head office.
 * The country's words stop at a full stop: 'Portugal. Phone +351…' ends at 'Portugal'.
 */
const COUNTRY_WORD = String.raw`\p{Lu}[\p{L}'’-]*`;
const SEPARATOR = String.raw`\s*[,·|]\s*`;
/** Where an address ends: the line, a separator or dash ('…, Italia – Tel.'), a phone or mail label, or the end of its sentence ('…, Österreich. Unternehmensgegenstand: …'). */
const ADDRESS_END = String.raw`(?:\.?(?=\s*(?:$|[·|+–—]|Tel|Phone|E-?mail))|\.(?=\s+\p{Lu}))`;
/**
 * A street named by its kind, where a rural address has no number ('Route des Genêts', 'Chemin des
 * Oliviers', 'Lieu-dit Les Granges', 'Allée des Tilleuls'), or an industrial estate ('ZI Saint-Joseph',
 * 'Zone artisanale des Prés', 'Polígono Industrial Las Quemadas', 'Gewerbegebiet Nord').
 */
const UNNUMBERED_STREET = String.raw`(?<!\p{L})(?:[Rr]ue|[Rr]oute|[Cc]hemin|[Aa]venue|[Aa]llée|[Bb]oulevard|[Ii]mpasse|[Qq]uai|[Ll]ieu-dit|[Hh]ameau|[Tt]raverse|[Mm]ontée|[Cc]alle|[Cc]amino|[Cc]arretera|[Vv]ia|[Ss]trada|[Ll]ocalità|[Ff]razione|ZI|ZA|ZAC|ZAE|Z\.I\.|[Zz]one|[Pp]arc|[Pp]olígono|[Zz]ona|Gewerbegebiet|Industriegebiet|Industriepark|[Bb]edrijventerrein)(?!\p{L})`;
const ADDRESS = new RegExp(
  String.raw`(?:^|[,·|]\s*)(?=[^,·|]*\p{L})(?=[^,·|]*(?:\d|${UNNUMBERED_STREET}))[^,·|]+${SEPARATOR}(?:[A-Z]{1,2}-)?(?:\d{4,5}(?:-\d{3})?|\d{2}-\d{3})(?:\s?[A-Z]{2}(?=\s))?\s+(${CASED_PLACE})(?:\s*\(\p{Lu}[\p{L}'’. -]{1,30}\))?${SEPARATOR}(${COUNTRY_WORD}(?:\s${COUNTRY_WORD})*)${ADDRESS_END}`,
  'u',
);
const LEGAL_PAGE = /contact|kontakt|contacto|contato|contatti|impressum|imprint|legal|mentions|colofon/i;
/** An address labelled as the head office ('Siège social : 14 rue des Alpes, 74000 Annecy, France') counts on any page. */
const OFFICE_LABEL = new RegExp(String.raw`^(?:${OFFICE}|${SEDE}|${SEAT_LABEL})\s*:`, 'iu');

/**
 * A British or Irish address puts the postcode after the town ('12 King Street, Leeds LS1 4AB, United
 * Kingdom', 'Main Street, Mallow P51 X2Y3, Ireland'); the street may be followed by the estate or park
 * it is on, and a Dublin town by its postal district ('Unit 4, Broombridge Business Park, Dublin 11,
 * D11 X2R3, Ireland').
 */
const POSTCODE_AFTER = new RegExp(
  String.raw`(?:^|[,·|]\s*)(?=[^,·|]*\p{L})(?=[^,·|]*\d)[^,·|]+${SEPARATOR}(?:[^,·|\d]+${SEPARATOR})?(${CASED_PLACE})(?:\s\d{1,2}W?)?(?:${SEPARATOR}|\s+)(?:[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[A-Z]\d{2}\s?[A-Z\d]{4})${SEPARATOR}(${COUNTRY_WORD}(?:\s${COUNTRY_WORD})*)\.?(?=\s*(?:$|[·|+]|Tel|Phone|E-?mail))`,
  'u',
);

/** An address block written one part a line: its lines joined, two to four at a time. */
function addressLines(text: string): string[] {
  const lines = splitLines(text).map((line) => line.text);
  const joined = lines.flatMap((_, index) =>
    [2, 3, 4].flatMap((size) =>
      index + size <= lines.length && lines.slice(index, index + size).every((line) => line.length <= 60)
        ? [lines.slice(index, index + size).join(', ')]
        : [],
    ),
  );
  return [...lines, ...joined];
}

/** The postal addresses a text writes with their country, each as 'Town, Country' with its line. */
export function postalAddresses(text: string): { line: string; place: string }[] {
  return addressLines(text).flatMap((line) => {
    const match = ADDRESS.exec(line) ?? POSTCODE_AFTER.exec(line);
    const [town, country] = [match?.[1], match?.[2]];
    if (!town || !country || resolveHeadquarters(country)?.via !== 'country-name') return [];
    return [{ line, place: `${town}, ${country}` }];
  });
}

function addressStatements(pages: readonly FactPage[]): FactStatement<HeadquartersValue>[] {
  const found = pages.flatMap((page) => postalAddresses(page.text).map((address) => ({ page, ...address })));
  const pagesWith = (line: string) =>
    new Set(found.filter((f) => f.line === line).map((f) => f.page.url)).size;
  return found
    .filter((f) => LEGAL_PAGE.test(f.page.url) || pagesWith(f.line) > 1 || OFFICE_LABEL.test(f.line))
    .map(addressStatement);
}

function addressStatement(f: {
  page: FactPage;
  line: string;
  place: string;
}): FactStatement<HeadquartersValue> {
  const country = resolveHeadquarters(f.place)?.country;
  return {
    value: { place: f.place, ...(country ? { country } : {}) },
    quote: f.line,
    url: f.page.url,
    locator: 'sentence' as const,
  };
}

/**
 * Lower-case words read as places because the pattern is case-insensitive are cut off, except the
 * particles between two capitalised words of one name ('Santa Maria da Feira').
 */
function trimPlace(place: string): string {
  const words = place.split(/(\s+|,\s*)/);
  let end = 0;
  for (let index = 0; index < words.length; index += 2) {
    const word = words[index] ?? '';
    if (/^\p{Lu}/u.test(word)) end = index + 1;
    else if (end === 0 || /,/.test(words[index - 1] ?? '') || !isPlaceParticle(word)) break;
  }
  return words
    .slice(0, end)
    .join('')
    .replace(/[.,]+$/, '');
}

/**
 * 'a Leeds-based manufacturer of valves': a known town before '-based', case-sensitive, so that
 * 'Plant-based' or 'Science-based' at a sentence's start is no place; not 'a Leeds-based customer'.
 */
const TOWN_BASED = /\b(\p{Lu}[\p{L}'’.]*(?:[ -]\p{Lu}[\p{L}'’.]*)?)-based\s+((?:\S+\s+){0,2}\S+)/u;

function townBased(sentence: string): string | undefined {
  const match = TOWN_BASED.exec(sentence);
  if (!match || OTHER_PARTY_NAMED.test(match[2]!)) return undefined;
  return resolveHeadquarters(match[1])?.via === 'city' ? match[1] : undefined;
}

/**
 * 'Fernway Systems Ltd, based in Edinburgh, provides our core banking platform': a party named before
 * 'based in' that does something for 'our' or 'us' afterwards is a supplier or partner, not the company
 * ('Founded in 1890 and based in Halifax, we serve our members' stays the company's own).
 */
function servesTheCompany(match: RegExpExecArray, place: string): boolean {
  if (!/^based\b/iu.test(match[0])) return false;
  const before = match.input.slice(0, match.index);
  // The case-blind pattern may run on past the town ('Edinburgh, provides our…'): read on from the town.
  const after = match.input.slice(match.index + match[0].lastIndexOf(place) + trimPlace(place).length);
  return !/\b(?:we|our|us)\b/iu.test(before) && /\b(?:our|us)\b/iu.test(after) && !/\bwe\b/iu.test(after);
}

/**
 * The country a labelled line closes with after the town and its region: 'Sídlo společnosti: Hranice
 * (Olomoucký kraj), Česká republika' is in the Czech Republic though the tables know no such town.
 */
function countryClosing(text: string, place: string): { country: string; written: string } | undefined {
  const at = text.indexOf(place);
  if (at < 0) return undefined;
  const written = /^(?:\s*\([^()]{2,40}\))?,\s*([^,()]{2,40}?)\.?$/u.exec(text.slice(at + place.length))?.[1];
  const country = written ? countryOf(written) : undefined;
  return written && country ? { country, written: englishCountryName(country) ?? written } : undefined;
}

function ownPlace(match: RegExpExecArray | null): string | undefined {
  const place = match?.[1];
  if (!match || !place) return undefined;
  const before = match.input.slice(0, match.index + match[0].lastIndexOf(place));
  return OTHER_PARTY_NAMED.test(before) || servesTheCompany(match, place) ? undefined : place;
}

export function headquartersStatements(
  pages: readonly FactPage[],
  thisYear: number,
  /** Lines read apart (the site's footer), where a postcode may say the head office's country. */
  footers: readonly FactPage[] = [],
): FactStatement<HeadquartersValue>[] {
  const statements: FactStatement<HeadquartersValue>[] = [];
  for (const page of pages) {
    for (const sentence of pageSentences(splitLines(page.text))) {
      const written = TRIGGERS.map((trigger) => ownPlace(trigger.exec(sentence.text)));
      for (const candidate of [
        ...written,
        placeBeforeOfficeClause(sentence.text),
        townBased(sentence.text),
        townThenOffice(sentence.text),
      ]) {
        const place = candidate ? nominativePlace(trimPlace(candidate)) : '';
        // 'si trova in Via …' read up to the street's first word: the address trigger names the town.
        if (!place || STREET_START.test(place)) continue;
        const closing = resolveHeadquarters(place) ? undefined : countryClosing(sentence.text, place);
        const country = resolveHeadquarters(place)?.country ?? closing?.country;
        statements.push({
          value: { place: closing ? `${place}, ${closing.written}` : place, ...(country ? { country } : {}) },
          quote: sentence.text,
          url: page.url,
          ...optionalYear(statedYear(sentence.text, thisYear)),
          locator: 'sentence',
        });
        break;
      }
    }
  }
  const addresses = addressStatements(pages);
  if (statements.length === 0) return addresses.length > 0 ? addresses : namedAddressStatements(pages);
  // 'in Oliveira de Azeméis, where our head office is' names no country; the address in that town does,
  // on a contact page or in the footer every page repeats ('Handelsweg 14 · 5961 PK Horst · Nederland').
  const footerAddresses = footers.flatMap((page) =>
    postalAddresses(page.text).map((address) => addressStatement({ page, ...address })),
  );
  return statements.map((statement) => {
    if (statement.value.country) return statement;
    // A Polish town the city list lacks stays in the locative ('z siedzibą w Kościanie'); the address
    // writes it in the nominative ('64-000 Kościan, Polska').
    const towns = [statement.value.place, ...locativeNominatives(statement.value.place)];
    for (const town of towns) {
      const address = [...addresses, ...footerAddresses].find((found) =>
        found.value.place.toLowerCase().startsWith(`${town.toLowerCase()},`),
      );
      if (address) return { ...statement, value: address.value };
    }
    for (const town of towns) {
      const country = postcodeCountry(town, [...pages, ...footers]);
      if (country)
        return { ...statement, value: { place: `${town}, ${country.name}`, country: country.code } };
    }
    return statement;
  });
}

/**
 * A contact page's line that is the company's name with its legal form, then its street and number,
 * postcode and town, and no country ('Beispiel GmbH, Hafenstraße 4, 20095 Hamburg', 'Esempio S.p.A.,
 * Via Roma 12, 42124 Reggio Emilia', 'Ejemplo S.L., Avenida de Europa 18, 28224 Pozuelo de Alarcón,
 * Madrid'): the company's own address. The street's first word or the postcode's form says the country.
 */
const LEGAL_FORM = String.raw`(?:GmbH|AG|SE|KG|PartG mbB|mbB|S\.A\.|SA|SAS|SARL|S\.p\.A\.|S\.r\.l\.|S\.L\.|Ltd|Limited|plc|B\.V\.|BV|N\.V\.|NV|A\/S|AB|Oy|sp\. z o\.o\.)`;
const NAMED_ADDRESS = new RegExp(
  String.raw`^[^,\d]{2,80}(?:\s${LEGAL_FORM}|[^,\d]*),\s*([^,\d]{2,50}\s\d+[a-zA-Z]?),\s*(\d{5}|\d{2}-\d{3}|\d{4})\s+(${CASED_PLACE})(?:,\s*${CASED_PLACE})?\.?$`,
  'u',
);
const STREET_COUNTRIES: readonly [RegExp, string, string][] = [
  [/^(?:via|viale|corso|piazza|piazzale|largo|strada)\s/iu, 'IT', 'Italy'],
  [/^(?:calle|avenida|avda\.|paseo|plaza|carrer|camino|carretera|ronda)\s/iu, 'ES', 'Spain'],
  [/^(?:rue|avenue|boulevard|bd|chemin|route|allée|place|quai|impasse)\s/iu, 'FR', 'France'],
];

const WITH_LEGAL_FORM = new RegExp(String.raw`\s${LEGAL_FORM}\s*,`, 'u');

/** The contact page's address line with the legal form, or its only address line. */
function namedAddressStatements(pages: readonly FactPage[]): FactStatement<HeadquartersValue>[] {
  return pages
    .filter((page) => LEGAL_PAGE.test(page.url))
    .flatMap((page) => {
      const lines = splitLines(page.text).flatMap((line) => {
        const match = NAMED_ADDRESS.exec(line.text);
        return match ? [{ page, line: line.text, match }] : [];
      });
      const legal = lines.filter((found) => WITH_LEGAL_FORM.test(found.line));
      return legal.length > 0 ? legal : lines.length === 1 ? lines : [];
    })
    .flatMap(({ page, line, match }) => {
      const [street, town] = [match[1]!.trim(), match[3]!];
      const byStreet = STREET_COUNTRIES.find(([pattern]) => pattern.test(street));
      const country = byStreet ? { code: byStreet[1], name: byStreet[2] } : postcodeCountry(town, [page]);
      if (!country) return [];
      return [
        {
          value: { place: `${town}, ${country.name}`, country: country.code },
          quote: line,
          url: page.url,
          locator: 'sentence' as const,
        },
      ];
    })
    .slice(0, 1);
}

/**
 * A British postcode after the town, anywhere on the pages ('14 Westgate, Halifax HX1 1AA'), an
 * Italian one before it with the province's code after it ('35013 Cittadella (PD)'), a Portuguese one
 * before it ('4800-123 Guimarães'), or five digits before it after a German street ('Marktstraße 1 ·
 * 34567 Hohenwald': Austria and Switzerland write four), or five digits before it and a Spanish province
 * after it ('07014 Palma (Illes Balears)') says the town's country when no line writes it: each format is
 * the country's own.
 */
const UK_POSTCODE = String.raw`[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}`;
/**
 * A Danish, Swedish or Norwegian street name ends in its own words ('Industrivej', 'Storgatan',
 * 'Strandveien'); its four-digit postcode (Sweden's five, '352 46') before the town says the country.
 */
const NORDIC_STREETS: readonly { street: string; postcode: string; code: string; name: string }[] = [
  {
    street: String.raw`(?:vej|gade|allé|torv|stræde|plads|vænge)`,
    postcode: String.raw`\d{4}`,
    code: 'DK',
    name: 'Denmark',
  },
  {
    street: String.raw`(?:gatan|vägen|gränd|torget)`,
    postcode: String.raw`\d{3}\s?\d{2}`,
    code: 'SE',
    name: 'Sweden',
  },
  {
    street: String.raw`(?:veien|vegen|gata|gate|vei|veg)`,
    postcode: String.raw`\d{4}`,
    code: 'NO',
    name: 'Norway',
  },
];

function nordicStreetCountry(
  place: string,
  pages: readonly FactPage[],
): { code: string; name: string } | undefined {
  return NORDIC_STREETS.find(({ street, postcode }) => {
    const pattern = new RegExp(
      String.raw`\p{L}${street}\s+\d+\s?[a-zA-Z]?\s*[,·|•]?\s*(?:(?:DK|S|SE|N|NO)-)?${postcode}\s+${place}(?![\p{L}\d])`,
      'iu',
    );
    return pages.some((page) => pattern.test(page.text));
  });
}

/**
 * Spain's provinces, in Spanish and in their co-official names, and its island names, as an address
 * writes them after the town ('07014 Palma (Illes Balears)', '17310 Lloret de Mar, Girona').
 */
const SPANISH_PROVINCES = String.raw`(?:[ÁA]lava|Araba|Albacete|Alicante|Alacant|Almer[íi]a|Asturias|[ÁA]vila|Badajoz|Barcelona|Burgos|C[áa]ceres|C[áa]diz|Cantabria|Castell[óo]n|Castell[óo]|Ciudad Real|C[óo]rdoba|Cuenca|Girona|Gerona|Granada|Guadalajara|Gipuzkoa|Guip[úu]zcoa|Huelva|Huesca|Illes Balears|Islas Baleares|Baleares|Ja[ée]n|A Coru[ñn]a|La Coru[ñn]a|La Rioja|Las Palmas|Le[óo]n|Lleida|L[ée]rida|Lugo|Madrid|M[áa]laga|Murcia|Navarra|Nafarroa|Ourense|Orense|Palencia|Pontevedra|Salamanca|Santa Cruz de Tenerife|Segovia|Sevilla|Soria|Tarragona|Teruel|Toledo|Valencia|Val[èe]ncia|Valladolid|Bizkaia|Vizcaya|Zamora|Zaragoza|Ceuta|Melilla|Mallorca|Menorca|Ibiza|Eivissa|Formentera|Tenerife|Gran Canaria|Lanzarote|Fuerteventura)`;

const GERMAN_STREET = String.raw`\p{L}(?:straße|strasse|str\.|weg|platz|allee|gasse|damm|ring|ufer|chaussee)\s+\d+\s?[a-z]?(?:[-–]\d+)?`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function postcodeCountry(
  town: string,
  pages: readonly FactPage[],
): { code: string; name: string } | undefined {
  const place = escapeRegExp(town);
  // The county may stand between the town and its postcode ('Hadley, Shropshire TF1 6AA').
  const british = new RegExp(
    String.raw`(?<!\p{L})${place}(?:,\s*\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*)?)?,?\s+${UK_POSTCODE}(?![\p{L}\d])`,
    'u',
  );
  const italian = new RegExp(String.raw`(?<![\d-])\d{5}\s+${place}\s+\([A-Z]{2}\)`, 'u');
  const german = new RegExp(
    String.raw`${GERMAN_STREET}\s*[,·|•]?\s*(?:D-)?\d{5}\s+${place}(?![\p{L}\d])`,
    'iu',
  );
  if (pages.some((page) => british.test(page.text))) return { code: 'GB', name: 'United Kingdom' };
  // A Portuguese postcode, four digits, a hyphen and three ('4100-133 Porto'), is the country's own;
  // the postal locality it names may stand before the municipality ('4770-406 Joane · Famalicão').
  const portuguese = new RegExp(
    String.raw`(?<![\d-])\d{4}-\d{3}\s+(?:${CASED_PLACE}\s*[,·|•]\s*)?${place}(?![\p{L}])`,
    'u',
  );
  if (pages.some((page) => portuguese.test(page.text))) return { code: 'PT', name: 'Portugal' };
  if (pages.some((page) => german.test(page.text))) return { code: 'DE', name: 'Germany' };
  // A Polish postcode, two digits, a hyphen and three ('64-000 Kościan'), is the country's own.
  const polish = new RegExp(String.raw`(?<![\d-])\d{2}-\d{3}\s+${place}(?![\p{L}])`, 'u');
  if (pages.some((page) => polish.test(page.text))) return { code: 'PL', name: 'Poland' };
  // A Spanish postcode, five digits whose first two number the province (01–52), before the town and
  // the province after it ('07014 Palma (Illes Balears)', '17310 Lloret de Mar, Girona').
  const spanish = new RegExp(
    String.raw`(?<![\d-])(?:0[1-9]|[1-4]\d|5[0-2])\d{3}\s+${place}\s*(?:\(\s*${SPANISH_PROVINCES}\s*\)|[,–-]\s*${SPANISH_PROVINCES}(?!\p{L}))`,
    'u',
  );
  if (pages.some((page) => spanish.test(page.text))) return { code: 'ES', name: 'Spain' };
  const nordic = nordicStreetCountry(place, pages);
  if (nordic) return { code: nordic.code, name: nordic.name };
  return pages.some((page) => italian.test(page.text)) ? { code: 'IT', name: 'Italy' } : undefined;
}

function optionalYear(year: number | undefined): { year?: number } {
  return year === undefined ? {} : { year };
}
