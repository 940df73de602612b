import { resolveHeadquarters } from '../company/index.js';
import { countryOf } from './country-names.js';
import { isSubNationalRegion } from './sub-national-regions.js';
import type { StakeholderType } from './types.js';

/**
 * Who a stakeholder group is, where a sentence says it: 'our customers are wineries, cider houses and
 * distillers', 'we buy our wool from around 300 sheep farmers', 'we supply bakeries and hotels', 'we
 * employ 480 people'. The members are the words the sentence lists, never the group's own word: a list
 * of generic words ('customers', 'partners', 'the food and drink industries') names nobody.
 */

export interface ListedMember {
  type: StakeholderType;
  name: string;
}

const COUNT = String.raw`(?:(?:around|about|some|over|more\s+than|nearly|almost|roughly|approximately|circa|ongeveer|meer\s+dan|bijna|rund|etwa|über|mehr\s+als|fast|environ|plus\s+de|près\s+de)\s+)?\d[\d.,\s]*`;

/** A list of customers starts after these words. */
const CUSTOMER_LIST = new RegExp(
  [
    String.raw`\b(?:our|onze|unsere|nos)\s+(?:main\s+|key\s+|typical\s+|belangrijkste\s+|wichtigsten\s+|principaux\s+)?(?:customers|clients|klanten|afnemers|Kunden|Abnehmer)\s+(?:are|include|range\s+from|zijn|sind|sont|comprennent)\s+`,
    String.raw`\b(?:zu\s+unseren\s+Kunden\s+(?:gehören|zählen)|parmi\s+nos\s+clients\s+(?:figurent|on\s+trouve))\s+`,
    String.raw`\b(?:we|wij|wir|nous)\s+(?:supply|serve|sell\s+to|deliver\s+to|beleveren|bedienen|leveren\s+aan|verkopen\s+aan|beliefern|bedienen|verkaufen\s+an|liefern\s+an|fournissons|servons|livrons|vendons\s+à)\s+`,
    // Italian and Spanish: 'i nostri clienti sono …', 'nuestros clientes son …', 'forniamo …', 'suministramos a …'.
    String.raw`\b(?:i\s+nostri|nuestros)\s+(?:principali\s+|principales\s+)?(?:clienti|clientes)\s+(?:sono|includono|comprendono|son|incluyen)\s+`,
    String.raw`\b(?:forniamo|serviamo|riforniamo|vendiamo\s+a|suministramos\s+a|abastecemos\s+a|servimos\s+a|vendemos\s+a)\s+`,
    // A label and its list: 'Nos clients : industriels de l'agroalimentaire, collectivités, …', 'Onze
    // opdrachtgevers: gemeenten, provincies en waterschappen', 'Unsere Kunden: Stadtwerke, Kommunen'.
    String.raw`(?<!\p{L})(?:our|onze|unsere|nos|i\s+nostri|nuestros)\s+(?:main\s+|key\s+|typical\s+|belangrijkste\s+|wichtigsten\s+|principaux\s+|principali\s+|principales\s+)?(?:customers|clients|klanten|opdrachtgevers|afnemers|Kunden|Auftraggeber|clienti|clientes)\s*:\s*`,
    String.raw`\b(?:tot\s+onze\s+(?:klanten|opdrachtgevers)\s+behoren|onze\s+opdrachtgevers\s+zijn)\s+`,
    // Whom the company works for: 'wij werken voor banken, verzekeraars en gemeenten', 'nous travaillons
    // pour des industriels et des collectivités', 'lavoriamo per …', 'trabajamos para …', 'wir arbeiten für …'.
    String.raw`\b(?:(?:wij|we)\s+werken\s+(?:onder\s+meer\s+|o\.a\.\s+|vooral\s+|voornamelijk\s+)?voor|nous\s+travaillons\s+(?:notamment\s+|principalement\s+)?pour|lavoriamo\s+(?:soprattutto\s+|principalmente\s+)?per|trabajamos\s+(?:sobre\s+todo\s+|principalmente\s+)?para|wir\s+arbeiten\s+(?:vor\s+allem\s+|haupts[äa]chlich\s+)?f[üu]r)\s+`,
  ].join('|'),
  'giu',
);

/** A list of suppliers starts after 'we buy … from', 'wij kopen … in bij', 'wir beziehen … von'. */
const SUPPLIER_LIST = new RegExp(
  [
    String.raw`\b(?:our|onze|unsere|nos)\s+(?:main\s+|key\s+)?(?:suppliers|leveranciers|Lieferanten|fournisseurs)\s+(?:are|include|zijn|sind|sont)\s+`,
    String.raw`\b(?:we|wij)\s+(?:buy|source|purchase|procure|obtain|get|kopen|betrekken)\s+(?:[\p{L}-]+\s+){0,6}?(?:from|in\s+bij|bij|van)\s+`,
    String.raw`\bwir\s+(?:beziehen|kaufen)\s+(?:[\p{L}-]+\s+){0,6}?(?:von|bei)\s+`,
    String.raw`\bnous\s+(?:achetons|nous\s+approvisionnons)\s+(?:[\p{L}'’-]+\s+){0,6}?(?:auprès\s+d[e'’]\s*|chez\s+)`,
    String.raw`\b(?:i\s+nostri|nuestros)\s+(?:principali\s+|principales\s+)?(?:fornitori|proveedores)\s+(?:sono|includono|son|incluyen)\s+`,
    String.raw`\b(?:acquistiamo|compriamo|compramos|adquirimos)\s+(?:[\p{L}'’-]+\s+){0,6}?(?:da|dai|dagli|dalle|a|de|del)\s+`,
  ].join('|'),
  'giu',
);

/** 'We employ 480 people', 'wij hebben 120 medewerkers in dienst', 'wir beschäftigen 95 Mitarbeitende'. */
const EMPLOY =
  /\b(?:we\s+(?:now\s+|currently\s+|today\s+)?employ|wij\s+hebben|we\s+hebben|wir\s+beschäftigen|nous\s+employons|nous\s+comptons)\s+((?:around|about|some|over|more\s+than|nearly|ruim|ongeveer|rund|etwa|über|mehr\s+als|environ|plus\s+de)\s+)?(\d[\d.,\s]*\d|\d)\s+(people|employees|staff|workers|colleagues|medewerkers|werknemers|mensen|Mitarbeitende|Mitarbeiter(?:innen)?|Menschen|Beschäftigte|personnes|salariés|collaborateurs)\b/giu;

/** Where a list ends: a clause break, or a word that starts what is said about it. */
const LIST_END =
  /[.;:()!?–—]|,\s+(?:from|including|such|which|who|mainly|mostly|both|in|across|as|van|tot|die|vom|von|bis|de|qui|dont)\b|\s(?:from|in|across|throughout|around|all\s+over|with|for|who|which|that|to|under|on|at|since|uit|met|voor|aus|mit|für|dans|avec|pour|qui|à)\s/iu;
const SEPARATOR =
  /\s*,\s*(?:and\s+|en\s+|und\s+|et\s+|e\s+|y\s+)?|\s+(?:and|or|en|und|oder|et|ou|e|o|y)\s+/iu;
// 'Wir beliefern ausschliesslich Geschäftskunden': how many or how exclusively is no part of who they are.
const LEADING =
  /^(?:(?:exclusively|only|mainly|mostly|primarily|ausschlie(?:ss|ß)lich|nur|überwiegend|hauptsächlich|uitsluitend|alleen|voornamelijk|exclusivement|uniquement|principalement|esclusivamente|solo|principalmente|exclusivamente|the|a|an|many|some|several|various|other|all|both|most|de|het|een|veel|diverse|andere|die|der|den|viele|verschiedene|andere|les|des|de|d['’]|nombreux|nombreuses|autres|two|three|four|five|six|ten|twelve|dozens\s+of|hundreds\s+of|twee|drie|vier|vijf|zwei|drei|fünf|deux|trois|quatre|cinq|i|gli|le|il|lo|la|l['’]|molti|molte|diversi|diverse|altri|altre|los|las|el|muchos|muchas|varios|varias|otros|otras|due|tre|quattro|cinque|dos|tres|cuatro|cinco)\s+|\d[\d.,\s]*\s+)+/iu;
const LEADING_COUNT = new RegExp(String.raw`^${COUNT}\s*`, 'iu');

/** Words that name no one in particular: a list holding one is about something else. */
const GENERIC = new Set([
  ...'customers clients suppliers vendors partners companies businesses firms organisations organizations others industries sectors markets countries products people customer client supplier partner'.split(
    ' ',
  ),
  ...'klanten afnemers leveranciers partners bedrijven ondernemingen sectoren markten producten mensen'.split(
    ' ',
  ),
  ...'kunden geschäftskunden abnehmer lieferanten partner unternehmen firmen branchen märkte produkte menschen'.split(
    ' ',
  ),
  ...'fournisseurs partenaires entreprises sociétés secteurs marchés produits industries'.split(' '),
  ...'clienti fornitori partner aziende imprese settori mercati prodotti persone'.split(' '),
  ...'clientes proveedores socios empresas sectores mercados productos personas'.split(' '),
]);

/** The groups' own words: 'industrial customers' is still the customers, whatever comes before it. */
const GROUP_WORDS =
  /^(?:customers?|clients?|suppliers?|vendors?|partners?|klanten|afnemers|leveranciers|kunden|abnehmer|lieferanten|fournisseurs|partenaires|clienti|fornitori|clientes|proveedores|socios)$/iu;

/** Words before a generic noun that still set nothing apart: 'local companies', 'large firms'. */
const VAGUE =
  /^(?:local|regional|national|international|global|european|other|small|large|big|major|leading|many|various|different|new|existing|selected)$/iu;

/**
 * A list item that names no kind of stakeholder: a generic word alone ('companies', 'others'), with the
 * group's own word, or after a word that sets nothing apart ('local companies'; 'empresas locales'
 * puts it after). A generic noun last, after what sets it apart, names a kind: 'logistics companies'.
 */
function namesNoKind(item: readonly string[], customers: boolean): boolean {
  const isGeneric = (word: string) => GENERIC.has(word.toLowerCase());
  // Among customers, suppliers of an industry are a kind of customer ('automotive suppliers').
  const isGroupWord = (word: string) => GROUP_WORDS.test(word) && !(customers && SUPPLIER_WORDS.test(word));
  if (!item.some(isGeneric)) return false;
  const before = item.slice(0, -1);
  const kind =
    before.length > 0 &&
    isGeneric(item.at(-1)!) &&
    !before.some((word) => isGeneric(word) || VAGUE.test(word) || GROUP_WORDS.test(word));
  return !kind || item.some(isGroupWord);
}

/** The suppliers' own words, which after an industry's name ('automotive suppliers') name a kind of customer. */
const SUPPLIER_WORDS =
  /^(?:suppliers|vendors|fournisseurs|proveedores|fornitori|leveranciers|lieferanten)$/iu;

/** A list item that starts with a preposition ('en Turquie', 'pour l'essentiel des filatures'): no one's name. */
const PLACE_PREPOSITION = /^(?:en|in|aus|uit|pour|par|per|from|für|voor|por|para|au|aux|dans)\s/iu;

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The members a list from `text`'s start names, or none when it is no list of who they are. */
/** An English list's groups are English plurals: 'we sell to retailers', never 'we sell to contain'. */
const ENGLISH_TRIGGER = /^(?:our|we)\b/i;

function membersAt(text: string, english: boolean, customers: boolean): string[] {
  const end = LIST_END.exec(text);
  const list = text.slice(0, end ? end.index : text.length);
  // 'nous travaillons pour un avenir durable', 'wij werken voor een betere wereld': one thing, no group.
  if (/^(?:un|une|een|ein|eine[nm]?|uno|una)\s/iu.test(list.trim())) return [];
  const items = list
    .split(SEPARATOR)
    .map((item) => item.replace(LEADING_COUNT, '').replace(LEADING, '').trim())
    .filter(Boolean);
  if (items.length === 0 || items.length > 8) return [];
  // 'nos fournisseurs sont pour l'essentiel des filatures en Italie et en Turquie': a list that goes on
  // into where they are says no more who they are.
  if (items.some((item) => countryOf(item) || PLACE_PREPOSITION.test(item))) return [];
  const words = items.map((item) => item.split(/\s+/));
  // Each a noun phrase of a few words that says who they are: no figure, no generic word.
  if (words.some((item) => item.length > 4 || item.some((word) => /\d/.test(word)))) return [];
  if (words.some((item) => namesNoKind(item, customers))) return [];
  // The items of a list of groups are plural ('wineries', 'Weingüter'): 'our products' or 'wine' is not.
  const plural = english ? /s$/iu : /(?:s|x|en|er|e|n|i|a)$/iu;
  if (!words.every((item) => plural.test(item.at(-1)!))) return [];
  // A product the company buys or sells is in lower case after 'our' ('we supply our stoppers').
  if (/^(?:our|onze|unsere|nos|nosso|its)\b/i.test(list.trim())) return [];
  return items.map(capitalize);
}

function listed(sentence: string, pattern: RegExp, type: StakeholderType): ListedMember[] {
  return [...sentence.matchAll(pattern)].flatMap((match) => {
    let rest = sentence.slice(match.index + match[0].length);
    // 'we supply cork stoppers to wineries': the customers follow 'to'.
    if (type === 'Customers' && /supply|deliver|beleveren|leveren|liefern|fournissons/i.test(match[0])) {
      const to = /\s(?:to|aan|an|à)\s/iu.exec(rest.split(/[.;:]/)[0] ?? '');
      if (to) rest = rest.slice(to.index + to[0].length);
    }
    return membersAt(rest, ENGLISH_TRIGGER.test(match[0].trim()), type === 'Customers').map((name) => ({
      type,
      name,
    }));
  });
}

/**
 * German names its customers by their industries, in the singular: 'unsere Kunden aus Maschinenbau und
 * Medizintechnik', 'Kunden aus der Automobilindustrie', 'Kunden aus den Branchen Energie, Chemie und
 * Pharma'. The industries run on as capitalised words joined by commas and 'und'; a place there
 * ('Kunden aus Bayern', 'aus der Region') says where they are, not who.
 */
const CUSTOMERS_FROM = /(?<!\p{L})Kunden\s+aus\s+(?:den\s+Branchen\s+|der\s+|dem\s+|den\s+)?(?=\p{Lu})/gu;
const INDUSTRY_RUN =
  /^\p{Lu}[\p{L}-]+(?:(?:\s*,\s*|\s+(?:und|sowie|oder)\s+)(?:(?:der|dem|den|die)\s+)?\p{Lu}[\p{L}-]+)*/u;
const NOT_AN_INDUSTRY =
  /^(?:Region|Regionen|Ausland|Inland|Umgebung|Nähe|Welt|Europa|Übersee|Nachbarschaft|Deutschland|Österreich|Schweiz|Stadt|Land|Branchen)$/u;

function customersByIndustry(sentence: string): ListedMember[] {
  return [...sentence.matchAll(CUSTOMERS_FROM)].flatMap((match) => {
    const run = INDUSTRY_RUN.exec(sentence.slice(match.index + match[0].length))?.[0] ?? '';
    const industries = run
      .split(/\s*,\s*|\s+(?:und|sowie|oder)\s+/u)
      .map((item) => item.replace(/^(?:der|dem|den|die)\s+/u, ''));
    const isPlace = (name: string) =>
      NOT_AN_INDUSTRY.test(name) ||
      !!countryOf(name) ||
      !!resolveHeadquarters(name) ||
      isSubNationalRegion(name);
    if (industries.length === 0 || industries.length > 6 || industries.some(isPlace)) return [];
    return industries
      .filter((name) => !GENERIC.has(name.toLowerCase()))
      .map((name) => ({ type: 'Customers' as const, name }));
  });
}

/** Members of the customer, supplier and employee groups a sentence lists. */
export function listedMembers(sentence: string): ListedMember[] {
  const employed = [...sentence.matchAll(EMPLOY)].map((match) => ({
    type: 'Employees' as const,
    name: `${match[1] ?? ''}${(match[2] ?? '').trim()} ${match[3] ?? ''}`,
  }));
  return [
    ...listed(sentence, CUSTOMER_LIST, 'Customers'),
    ...customersByIndustry(sentence),
    ...listed(sentence, SUPPLIER_LIST, 'Suppliers'),
    ...employed,
  ];
}
