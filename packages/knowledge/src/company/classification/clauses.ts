import { words, type Token } from './tokens.js';
import { findNouns } from './nouns.js';

/**
 * Who does what in a sentence. A verb describes the company's activity only when its subject is the
 * company: 'we weave', 'Acme develops', 'produciamo' (first person plural needs no pronoun). When the
 * subject is a customer, a supplier or a market ('our customers make protective clothing', 'makers of
 * filters use our cloth', 'the market is worth…'), the sentence says what someone else does.
 */

export interface Clause {
  from: number;
  /** Inclusive. */
  to: number;
}

export function clausesOf(tokens: readonly Token[]): Clause[] {
  const clauses: Clause[] = [];
  tokens.forEach((token, index) => {
    if (index === 0 || token.before === 'clause') clauses.push({ from: index, to: index });
    clauses[clauses.length - 1]!.to = index;
  });
  return clauses;
}

const FIRST_PERSON = new Set(words('we wij wir nous nosotros noi vi'));
const POSSESSIVE = new Set(
  words(
    'our onze ons unser unsere unseren unserem unserer unseres notre nos nuestro nuestra nuestros nuestras',
    'nostro nostra nostri nostre',
    // Swedish 'vår', 'vårt', 'våra' without the ring ('var' is also 'was', so it stays out).
    'vart vara',
    'nosso nossa nossos nossas',
  ),
);

/** Others whose activity a sentence may describe: plurals, so 'a family company' stays the company. */
const THIRD_PARTIES = words(
  'customers clients users partners suppliers retailers manufacturers makers *makers producers brands',
  'companies businesses contractors installers utilities hospitals growers farms farmers members market',
  'markets industry sector',
  'klanten gebruikers partners leveranciers *fabrikanten producenten *bedrijven aannemers boeren leden markt',
  'sector kunden nutzer partner lieferanten *hersteller produzenten *unternehmen firmen landwirte mitglieder',
  'markt branche utilisateurs fournisseurs fabricants producteurs entreprises agriculteurs membres marche',
  'secteur clientes usuarios proveedores fabricantes productores empresas agricultores socios mercado',
  'clienti utenti fornitori produttori aziende imprese agricoltori soci mercato settore',
  'fornecedores parceiros marcas utilizadores',
  'zakaznici zakazniky zakazniku dodavatele dodavatelu odberatele partneri vyrobci firmy',
);
const EXACT_THIRD = new Set(THIRD_PARTIES.filter((word) => !word.startsWith('*')));
const THIRD_HEADS = THIRD_PARTIES.filter((word) => word.startsWith('*')).map((word) => word.slice(1));

/**
 * English plurals of others that also end company names: 'Harlow Partners is…', 'Nordic Brands
 * makes…'. German writes its own plurals ('Partner', 'Kunden') with a capital, so only these count.
 */
const NAME_ENDINGS = new Set(words('partners brands industries companies utilities makers producers'));
/** Words that, capitalised at a sentence's start, open a plural of others ('Many Partners…'). */
const QUANTIFIERS = new Set(
  words('many most some several all other both few viele einige alle andere manche zahlreiche mehrere'),
);

/** A capitalised name word followed by a capitalised ending: the company's own name, not others. */
function endsName(tokens: readonly Token[], at: number): boolean {
  const token = tokens[at]!;
  const previous = tokens[at - 1];
  return (
    token.capital === true &&
    NAME_ENDINGS.has(token.norm) &&
    previous?.capital === true &&
    token.before === 'space' &&
    !DETERMINERS.has(previous.norm) &&
    !POSSESSIVE.has(previous.norm) &&
    !QUANTIFIERS.has(previous.norm)
  );
}

export function isThirdParty(token: string): boolean {
  return (
    EXACT_THIRD.has(token) || THIRD_HEADS.some((head) => token.length > head.length && token.endsWith(head))
  );
}

const RELATIVE = new Set(words('that which who die dat welke welche der qui che cui quien som'));

/** Spanish, Italian and French first person plural verb forms carry their own subject. */
const FIRST_PLURAL_VERB =
  /(?:iamo|amos|emos|imos|[^a-z]ons|[a-z]{3}ons|[a-z]{4}(?:jemy|amy|imy|ymy)|[a-z]{3}(?:ime|ujeme)|^j?sme)$/;

/** 'We help members make…', 'helping families buy…': whoever is helped does what follows. */
const HELP = new Set(words('help helps helping helped enable enables enabling enabled'));

function helpedPartyActs(tokens: readonly Token[], clause: Clause, verb: number): boolean {
  for (let index = verb - 2; index >= Math.max(clause.from, verb - 4); index -= 1) {
    if (!HELP.has(tokens[index]!.norm)) continue;
    // 'we help to build' and 'we help build' keep the company as the builder; a named party between
    // the two verbs is the one acting.
    return tokens.slice(index + 1, verb).some((token) => token.norm !== 'to');
  }
  return false;
}

/**
 * 'Founded by mill workers who pooled their savings to build homes', 'trusted by firms that build…': a
 * relative clause on the agent of a passive describes that agent, not the company. English only: 'von',
 * 'da', 'par' also mean 'of' and 'from' ('Hersteller von Pumpen, die…').
 */
const AGENT = new Set(words('by'));

function passiveAgent(tokens: readonly Token[], clause: Clause, relative: number): boolean {
  for (let index = relative - 1; index >= clause.from; index -= 1) {
    const token = tokens[index]!.norm;
    if (FIRST_PERSON.has(token) || POSSESSIVE.has(token)) return false;
    if (AGENT.has(token)) return true;
  }
  return false;
}

/**
 * Whether the verb at `verb` has the company as subject: a first-person subject, or no other party
 * before it in its clause ('Acme develops…', a heading 'Weaving since 1921').
 */
export function companyIsSubject(tokens: readonly Token[], clause: Clause, verb: number): boolean {
  if (FIRST_PLURAL_VERB.test(tokens[verb]!.norm)) return true;
  if (helpedPartyActs(tokens, clause, verb)) return false;
  // 'manufacturers that make workwear', 'confectiebedrijven die kleding maken': a relative clause's
  // subject is the word before the relative pronoun.
  for (let index = verb - 1; index > clause.from; index -= 1) {
    const token = tokens[index]!.norm;
    if (FIRST_PERSON.has(token)) break;
    if (RELATIVE.has(token))
      return !isThirdParty(tokens[index - 1]!.norm) && !passiveAgent(tokens, clause, index);
  }
  let thirdParty = false;
  for (let index = clause.from; index < verb; index += 1) {
    const token = tokens[index]!.norm;
    if (FIRST_PERSON.has(token)) return true;
    if (isThirdParty(token) && !endsName(tokens, index)) thirdParty = true;
  }
  // Dutch and German put the subject after the verb when a sentence opens with a place or time:
  // 'in Goirle verven en finishen we de weefsels'.
  for (let index = verb + 1; index <= Math.min(clause.to, verb + 3); index += 1) {
    if (FIRST_PERSON.has(tokens[index]!.norm)) return true;
  }
  return !thirdParty;
}

/** A first-person subject before the verb: Dutch and German may then put the object first. */
export function firstPersonBefore(tokens: readonly Token[], clause: Clause, verb: number): boolean {
  for (let index = clause.from; index < verb; index += 1)
    if (FIRST_PERSON.has(tokens[index]!.norm)) return true;
  return false;
}

/** Articles, determiners and possessives: a word after one is a noun ('every store', 'our design'). */
const DETERMINERS = new Set(
  words(
    'a an the all every any each this these those its their your de het een elk elke ieder der die das den dem',
    'ein eine einen jeder jede le la les un une chaque ce cette el los las una cada il lo gli ogni',
  ),
);

export function isNounUse(tokens: readonly Token[], at: number): boolean {
  const previous = tokens[at - 1]?.norm;
  return previous !== undefined && (DETERMINERS.has(previous) || POSSESSIVE.has(previous));
}

/** The company's own things: 'our weaving mills', 'onze weverijen'. */
export function isPossessive(token: string): boolean {
  return POSSESSIVE.has(token);
}

/**
 * Words after which an object ends: the purpose or customer ('for filtration', 'to hospitals'), a use
 * by others ('used by'), a relative clause ('that…'), a place ('in Tilburg').
 */
const STOPS = new Set(
  words(
    'for voor fur pour para per to aan an aux al ai alle agli used gebruikt verwendet utilise utilises',
    'utilisees utilizados utilizzati by door par that which who whose dat welke welche qui que dont che cui',
    'in at across throughout bij im nel nella dans with met mit avec con since sinds seit depuis desde dal',
    'through via every on op auf sur sobre su',
    // Swedish: 'till byggvaruhandeln', 'som', 'med', 'från'.
    'som med fran',
    // Polish: 'dla sieci handlowych', 'z siedzibą w Gnieźnie', 'który', 'którzy'.
    'dla z ze w we ktory ktora ktore ktorzy',
    // What the goods are made from is not what the company makes: 'coatings from resins and pigments'.
    'from uit aus using based basierend gebaseerd partir contenant containing',
  ),
);

const AND = new Set(words('and en und et y e ed or of oder ou o'));

/**
 * The object of the verb at `verb`: the words after it up to a stop word or the end of its clause
 * (at most 14), skipping a second verb joined by 'and' ('develops and manufactures catheters').
 */
export function objectAfter(
  tokens: readonly Token[],
  clause: Clause,
  verb: number,
  isVerb: (token: string) => boolean,
): { from: number; to: number } {
  let from = verb + 1;
  // 'Sinds 2015 runnen we zes winkels', 'Heute betreiben wir drei Hotels': the subject after the verb
  // is not where the object stops (Polish 'we' is a place's 'in').
  if (from < clause.to && FIRST_PERSON.has(tokens[from]!.norm)) from += 1;
  from = afterTimeAdverbial(tokens, clause, from);
  while (from + 1 <= clause.to && AND.has(tokens[from]!.norm) && isVerb(tokens[from + 1]!.norm)) from += 2;
  let to = from - 1;
  for (let index = from; index <= clause.to && index < from + 14; index += 1) {
    if (STOPS.has(tokens[index]!.norm)) break;
    to = index;
  }
  return { from, to };
}

const SINCE = new Set(words('since sinds seit depuis desde dal dall sin'));
const AGO_OR_YEARS = new Set(
  words(
    'years year jaar jahren jahre jahr ans an anos ano anni anno lat lata hace plus meer dan than uber oltre',
  ),
);

/**
 * 'Berkhout verzorgt sinds 1968 wegtransport', 'we have provided since 1950 …', 'seit über 40 Jahren':
 * a time adverbial straight after the verb is not the object; the object starts after it. Only a
 * 'since' word followed within four words by a number (and its 'years' words) is skipped.
 */
function afterTimeAdverbial(tokens: readonly Token[], clause: Clause, from: number): number {
  if (from >= clause.to || !SINCE.has(tokens[from]!.norm)) return from;
  for (let index = from + 1; index <= clause.to && index <= from + 4; index += 1) {
    const token = tokens[index]!.norm;
    if (/^\d+$/.test(token)) {
      let next = index + 1;
      while (next < clause.to && AGO_OR_YEARS.has(tokens[next]!.norm)) next += 1;
      return next;
    }
    if (!AGO_OR_YEARS.has(token)) return from;
  }
  return from;
}

/** 'Elementi prefabbricati in calcestruzzo', 'Teile aus Kunststoff': what the goods are of. */
const MATERIAL_LINKS = new Set(words('in aus uit'));

/**
 * The words naming what the object's goods are made of, when the object stops at a material link
 * ('strutture prefabbricate | in calcestruzzo armato'): up to the next stop word, at most four.
 */
export function materialAfter(
  tokens: readonly Token[],
  clause: Clause,
  object: { from: number; to: number },
): { from: number; to: number } | undefined {
  const link = object.to + 1;
  if (object.to < object.from || link >= clause.to || !MATERIAL_LINKS.has(tokens[link]!.norm))
    return undefined;
  let to = link;
  for (let index = link + 1; index <= clause.to && index <= link + 4; index += 1) {
    if (STOPS.has(tokens[index]!.norm)) break;
    to = index;
  }
  return to > link ? { from: link + 1, to } : undefined;
}

const INTO = new Set(words('into tot'));

/**
 * 'We turn milk into butter', 'we process fruit into juices', 'wij verwerken melk tot kaas': what
 * follows 'into' is what the company makes; what precedes it is its raw material.
 */
export function productPart(
  tokens: readonly Token[],
  object: { from: number; to: number },
): { from: number; to: number } {
  for (let index = object.from; index < object.to; index += 1)
    if (INTO.has(tokens[index]!.norm)) return { from: index + 1, to: object.to };
  return object;
}

/** The words before the verb in its clause: Dutch and German objects may come first ('die wij weven'). */
export function objectBefore(
  clause: Clause,
  verb: number,
  segment = clause.from,
): { from: number; to: number } {
  return { from: Math.max(clause.from, segment, verb - 8), to: verb - 1 };
}

const MEMBERSHIP = new Set(
  words(
    'member signatory partner supporter lid ondertekenaar mitglied unterzeichner membre signataire miembro socio firmatario',
  ),
);
const COPULA = new Set(words('is ist est es zijn sind sommes somos siamo are ar jest jsme sme'));
/** Polish has no articles: 'Brzozak S.A. jest producentem mebli' describes the company straight after 'jest'. */
const ARTICLELESS_COPULA = new Set(words('jest jsme sme'));
/** Swedish 'är en', 'är ett': its articles only after its own copula ('en' is 'in' or 'and' elsewhere). */
const SWEDISH_ARTICLES = new Set(words('en ett'));
const ARTICLES = new Set(
  // Portuguese 'somos um fabricante de…', 'é uma empresa…'.
  words('a an the een de het ein eine einer der die das un une una uno la le il el lo um uma'),
);

/**
 * 'We are a weaving mill', 'Acme is a software company', 'wij zijn een familiebedrijf': the words
 * after the copula and its article, up to a stop word (at most 8), when the company is the subject.
 */
export function selfDescriptions(tokens: readonly Token[], clause: Clause): { from: number; to: number }[] {
  const found: { from: number; to: number }[] = [];
  for (let index = clause.from; index < clause.to; index += 1) {
    if (!COPULA.has(tokens[index]!.norm) || !companyIsSubject(tokens, clause, index)) continue;
    let from = index + 1;
    const articles = tokens[index]!.norm === 'ar' ? SWEDISH_ARTICLES : ARTICLES;
    const specialism = specialismAt(tokens, clause, from);
    if (specialism) {
      found.push(specialism);
      continue;
    }
    if (articles.has(tokens[from]?.norm ?? '')) from += 1;
    else if (!ARTICLELESS_COPULA.has(tokens[index]!.norm) && !endsInActivity(tokens, clause, from)) continue;
    // 'We are a member of…', 'a signatory of…': a membership, not what the company is.
    if (MEMBERSHIP.has(tokens[from]?.norm ?? '') || MEMBERSHIP.has(tokens[from + 1]?.norm ?? '')) continue;
    const to = phraseEnd(tokens, clause, from);
    if (to >= from) found.push({ from, to });
    // 'A family business, specialised in road transport': the specialism says what the business is.
    // A relative clause counts only on a description that names no trade itself ('a family business
    // that specialises in…'); 'a software company that specialises in logistics' stays a software house.
    const after =
      specialismAt(tokens, clause, to + 1) ??
      (namesActivity(tokens, from, to) ? undefined : relativeSpecialismAt(tokens, clause, to + 1));
    if (after) found.push(after);
  }
  return found;
}

/**
 * 'Acme is cloud accounting software for small businesses', 'Acme ist Hersteller von Pumpen': with no
 * article, the words after the copula describe the company when they end in what it makes or runs.
 */
function endsInActivity(tokens: readonly Token[], clause: Clause, from: number): boolean {
  const to = phraseEnd(tokens, clause, from);
  return (
    to >= from &&
    [...findNouns(tokens, from, to), ...findNouns(tokens, from, to, 'self')].some((hit) => hit.to === to)
  );
}

function namesActivity(tokens: readonly Token[], from: number, to: number): boolean {
  return findNouns(tokens, from, to).length > 0 || findNouns(tokens, from, to, 'self').length > 0;
}

/** The last word of a noun phrase starting at `from`: up to a stop word or 8 words. */
function phraseEnd(tokens: readonly Token[], clause: Clause, from: number): number {
  let to = from - 1;
  for (let next = from; next <= clause.to && next < from + 8; next += 1) {
    if (STOPS.has(tokens[next]!.norm) || SPECIALISED.has(tokens[next]!.norm)) break;
    to = next;
  }
  return to;
}

const SPECIALISED = new Set(
  words(
    'specialised specialized specialising specializing gespecialiseerd gespecialiseerde spezialisiert',
    'spezialisierte spezialisiertes specialise specialisee specialises specialisees especializada',
    'especializado especializadas especializados specializzata specializzato specializzate specializzati',
    // The verb: 'a carrier that specialises in…', 'een bedrijf dat zich specialiseert in…'.
    'specialiseert specialiseren specialisiert specialisieren specialiseren',
  ),
);
/** 'that', 'dat', 'qui' …, then 'is', 'zich', 'est' … before 'specialised in'. */
const RELATIVES = new Set(words('that which who dat die welke der das qui que che'));
const RELATIVE_FILLERS = new Set(words('is has zich sich est es esta e s se si'));
/** German puts the trade before the participle: 'das auf Kühltransporte spezialisiert ist'. */
const GERMAN_SPECIALISM = new Set(words('spezialisiert spezialisierte'));
const SPECIALISM_LINKS = new Set(words('in on auf dans en nel nella nei'));

/**
 * 'A family business that specialises in road transport', 'een familiebedrijf dat gespecialiseerd is in
 * koeltransport', 'ein Familienunternehmen, das auf Kühltransporte spezialisiert ist': a relative clause
 * on the self-description whose only content is the specialism.
 */
function relativeSpecialismAt(
  tokens: readonly Token[],
  clause: Clause,
  at: number,
): { from: number; to: number } | undefined {
  if (at >= clause.to) return undefined;
  // German ends the phrase at 'auf', so the relative pronoun (and 'sich') are the phrase's last words.
  let pronoun = at - 1;
  while (pronoun > clause.from && RELATIVE_FILLERS.has(tokens[pronoun]!.norm)) pronoun -= 1;
  const germanRelative =
    tokens[at]!.norm === 'auf' &&
    RELATIVES.has(tokens[pronoun]?.norm ?? '') &&
    tokens[pronoun]!.before === 'comma';
  if (!germanRelative && !RELATIVES.has(tokens[at]!.norm)) return undefined;
  let next = germanRelative ? at : at + 1;
  while (next < clause.to && RELATIVE_FILLERS.has(tokens[next]!.norm)) next += 1;
  const direct = specialismAt(tokens, clause, next);
  if (direct) return direct;
  // Dutch verb-final: 'dat gespecialiseerd is in …'.
  if (SPECIALISED.has(tokens[next]?.norm ?? '') && RELATIVE_FILLERS.has(tokens[next + 1]?.norm ?? ''))
    return dutchSpecialism(tokens, clause, next);
  if (tokens[next]?.norm !== 'auf') return undefined;
  for (let index = next + 2; index <= clause.to && index <= next + 8; index += 1)
    if (GERMAN_SPECIALISM.has(tokens[index]!.norm)) return { from: next + 1, to: index - 1 };
  return undefined;
}

/** 'gespecialiseerd is in koeltransport': the specialism after the copula that Dutch puts between. */
function dutchSpecialism(
  tokens: readonly Token[],
  clause: Clause,
  participle: number,
): { from: number; to: number } | undefined {
  if (!SPECIALISM_LINKS.has(tokens[participle + 2]?.norm ?? '')) return undefined;
  const from = participle + 3;
  const to = phraseEnd(tokens, clause, from);
  return to >= from ? { from, to } : undefined;
}

/**
 * 'specialised in temperature-controlled road transport', 'gespecialiseerd in koeltransport',
 * 'spezialisiert auf Kühltransporte': the words after the link, which name the company's trade.
 */
function specialismAt(
  tokens: readonly Token[],
  clause: Clause,
  at: number,
): { from: number; to: number } | undefined {
  if (at > clause.to - 1 || !SPECIALISED.has(tokens[at]!.norm)) return undefined;
  if (!SPECIALISM_LINKS.has(tokens[at + 1]?.norm ?? '')) return undefined;
  const from = at + 2;
  const to = phraseEnd(tokens, clause, from);
  return to >= from ? { from, to } : undefined;
}
