import { isPossessive } from './clauses.js';
import {
  ARE,
  BUSINESS,
  BUT,
  BUSINESS_AFTER,
  BUY,
  COMMERCIAL,
  CONSUMER,
  CUSTOMER_NOUNS,
  CUSTOMERS,
  FIRST_PERSON,
  FOR,
  HOW_MANY,
  INSURE,
  INSURED_PEOPLE,
  NEGATION,
  ONLY,
  PRIVATE,
  PRIVATE_AFTER,
  PUBLIC,
  END,
  RELATIVE,
  STORES,
  SUPPLY_WHOM,
  AND,
  ARTICLE,
  THEIR,
  THROUGH,
  TO,
  UNITS,
} from './customer-words.js';
import { contextOf, type EvidenceItem } from './evidence.js';
import { verbKind } from './lexicon-verbs.js';
import { phraseOf, tokenize, words, type Token } from './tokens.js';

/**
 * Who buys from the company: businesses (B2B), consumers (B2C) or both, from what it says about its
 * customers. 'We sell only to businesses', 'our customers are manufacturers of…', 'for industrial
 * customers' say B2B; 'we sell to households', 'in our 64 stores', 'order online' say B2C. A statement
 * that consumers cannot buy from it ('consumers cannot buy our fabrics directly') makes it B2B only.
 * People who use the products without buying them from the company ('patients use our catheters,
 * supplied through their hospital') are end users, not customers.
 */
export type CustomerModel = 'B2B' | 'B2C' | 'B2B+B2C';

export type CustomerModelClassification =
  | {
      status: 'classified';
      value: CustomerModel;
      /** The company said it sells only to businesses (or that consumers cannot buy from it). */
      exclusive: boolean;
      confidence: number;
      decidingPhrase: string;
      locator: string;
    }
  | { status: 'abstained'; reason: string };

/** 'garden centre' is a shop; an 'R&D centre' is not. */
const isStore = (tokens: readonly Token[], index: number) =>
  // 'on our shop floor' is a factory's.
  (STORES.test(tokens[index]!.norm) && tokens[index + 1]?.norm !== 'floor') ||
  (/^cent(?:re|er)s?$/.test(tokens[index]!.norm) && tokens[index - 1]?.norm === 'garden');
const ONLINE =
  /\b(?:order online|online shop|webshop|web shop|click (?:and|&)? ?collect|add to (?:basket|cart)|home delivery|in winkelwagen|warenkorb|panier|carrito|carrello|thuisbezorgd)\b/;

function matches(list: readonly string[], token: string): boolean {
  return list.some((word) =>
    word.startsWith('*') ? token.endsWith(word.slice(1)) : word.replace('_', ' ') === token,
  );
}
const isBusiness = (token: string) => matches(BUSINESS, token);
const isConsumer = (token: string) => matches(CONSUMER, token);

interface Cue {
  value: 'B2B' | 'B2C';
  points: number;
  exclusive: boolean;
  phrase: string;
  locator: string;
}

const PUBLIC_HAND = new Set(['offentliche', 'offentlichen']);

/** Customer nouns within `span` tokens after `at`: the first business or consumer word found. */
function customerAfter(
  tokens: readonly Token[],
  at: number,
  span: number,
): { value: 'B2B' | 'B2C'; index: number } | undefined {
  for (let index = at; index < Math.min(tokens.length, at + span); index += 1) {
    if (index > at && tokens[index]!.before === 'clause') return undefined;
    const token = tokens[index]!.norm;
    const next = tokens[index + 1]?.norm ?? '';
    // 'sviluppatori privati', 'promotores privados': private-sector businesses, not private persons.
    if (PRIVATE.has(token) && index > 0 && isBusiness(tokens[index - 1]!.norm)) continue;
    // 'public and private clients', 'committenti pubblici e privati': the public and the private sector.
    if (publicAndPrivate(tokens, index)) return { value: 'B2B', index };
    if (PRIVATE.has(token) && CUSTOMER_NOUNS.has(next)) return { value: 'B2C', index: index + 1 };
    // 'private and business customers', 'Privat- und Geschäftskunden': the first of two joined groups.
    if ((PRIVATE.has(token) || COMMERCIAL.has(token)) && AND.has(next)) {
      const joined = customerAfter(tokens, index + 2, 2);
      if (joined) return { value: PRIVATE.has(token) ? 'B2C' : 'B2B', index };
    }
    if (COMMERCIAL.has(token) && CUSTOMER_NOUNS.has(next)) return { value: 'B2B', index: index + 1 };
    // 'die öffentliche Hand', 'der öffentlichen Hand': the public sector, which buys as an organisation.
    if (PUBLIC_HAND.has(token) && next === 'hand') return { value: 'B2B', index: index + 1 };
    // 'retailers and their shoppers': the consumers of the company's customers.
    if (isConsumer(token) && THEIR.has(tokens[index - 1]?.norm ?? '')) return undefined;
    if (isConsumer(token)) return { value: 'B2C', index };
    if (UNITS.test(token) && isPossessive(tokens[index - 1]?.norm ?? '')) return undefined;
    if (isBusiness(token)) return { value: 'B2B', index };
  }
  return undefined;
}

type Found = { value: 'B2B' | 'B2C'; index: number };

const sectorPair = (a: string, b: string) =>
  (PUBLIC.has(a) && PRIVATE.has(b)) || (PRIVATE.has(a) && PUBLIC.has(b));

/** 'public and private', 'private and public', 'pubblici e privati': sectors joined, at either word. */
function publicAndPrivate(tokens: readonly Token[], at: number): boolean {
  const norm = (offset: number) => tokens[at + offset]?.norm ?? '';
  const pair = sectorPair;
  return (AND.has(norm(1)) && pair(norm(0), norm(2))) || (AND.has(norm(-1)) && pair(norm(-2), norm(0)));
}

/**
 * The group found and, when the list goes on with 'and' to the other kind, that one too: 'to
 * households and businesses', 'for private and business customers', 'Nos clients sont des
 * particuliers et des entreprises'. The list ends at a clause, a relative clause or a preposition.
 */
function listed(tokens: readonly Token[], found: Found): Found[] {
  let joined = false;
  for (let index = found.index + 1; index < Math.min(tokens.length, found.index + 6); index += 1) {
    const norm = tokens[index]!.norm;
    if (tokens[index]!.before === 'clause' || RELATIVE.has(norm) || TO.has(norm) || FOR.has(norm)) break;
    if (AND.has(norm)) joined = true;
    if (!joined) continue;
    const other = customerAfter(tokens, index, 1);
    if (other && other.value !== found.value) return [found, other];
  }
  return [found];
}

/**
 * Whether the customers at `at` are negated: 'not to consumers', 'we do not sell to private
 * customers', 'nicht an Privatkunden', 'ne vendons pas aux particuliers'. A negation counts from the
 * verb's subject (`from`) in the same clause, unless 'only' follows it ('not only… but also') or a
 * 'but' comes between ('not to businesses but to households').
 */
function negated(tokens: readonly Token[], from: number, at: number): boolean {
  let negation = false;
  for (let index = Math.max(0, from); index < at; index += 1) {
    const token = tokens[index]!;
    if (index > from && token.before === 'clause') negation = false;
    if (NEGATION.has(token.norm)) negation = !ONLY.has(tokens[index + 1]?.norm ?? '');
    else if (BUT.has(token.norm)) negation = false;
  }
  return negation;
}

/** 'sell to retailers who then sell to consumers' after a comma or 'and': a sale the intermediary makes. */
function followsIntermediary(tokens: readonly Token[], verb: number, at: number): boolean {
  return tokens.slice(verb + 1, at).some((t) => t.before === 'clause');
}

/**
 * 'help retailers serve their shoppers', 'retailers, who sell them to consumers': someone else is the
 * verb's subject, unless the company is ('products that we sell to households').
 */
function othersServe(tokens: readonly Token[], verb: number): boolean {
  const from = Math.max(0, verb - 3);
  const before = tokens.slice(from, verb);
  if (before.some((t) => FIRST_PERSON.has(t.norm))) return false;
  // 'our hotels welcome 300,000 guests': the company's own hotels, not its customers.
  const theirs = (t: Token, offset: number) =>
    isBusiness(t.norm) && !isPossessive(tokens[from + offset - 1]?.norm ?? '');
  return before.some((t, offset) => theirs(t, offset) || RELATIVE.has(t.norm));
}

/**
 * 'nos clients industriels', 'clienti privati', 'clientes industriales': the customer noun with its
 * adjective after it, as the Romance languages write it. Not someone else's ('leurs clients
 * particuliers') nor the customers' customers.
 */
function customerWithAdjective(tokens: readonly Token[], noun: number): Found | undefined {
  if (!CUSTOMER_NOUNS.has(tokens[noun]!.norm) || THEIR.has(tokens[noun - 1]?.norm ?? '')) return undefined;
  if (customersOfCustomers(tokens, noun)) return undefined;
  const adjective = tokens[noun + 1];
  if (!adjective || adjective.before !== 'space') return undefined;
  if (BUSINESS_AFTER.has(adjective.norm)) return { value: 'B2B', index: noun + 1 };
  return PRIVATE_AFTER.has(adjective.norm) ? { value: 'B2C', index: noun + 1 } : undefined;
}

/**
 * Whom an insurer insures: 'we insure 120,000 members', 'nous assurons les particuliers', 'we insure
 * homes and cars' (personal lines, B2C); 'we insure businesses' (B2B). Both when it names both.
 */
function insured(tokens: readonly Token[], verb: number): Found[] {
  const found: Found[] = [];
  for (let index = verb + 1; index < Math.min(tokens.length, verb + 11); index += 1) {
    if (tokens[index]!.before === 'clause' || RELATIVE.has(tokens[index]!.norm)) break;
    const norm = tokens[index]!.norm;
    const value = INSURED_PEOPLE.has(norm) ? 'B2C' : isBusiness(norm) ? 'B2B' : undefined;
    if (value && !found.some((each) => each.value === value)) found.push({ value, index });
  }
  return found;
}

/** 'our customers' customers are consumers', 'los clientes finales de nuestros clientes son'. */
function customersOfCustomers(tokens: readonly Token[], at: number): boolean {
  const before = tokens.slice(Math.max(0, at - 4), at).map((t) => t.norm);
  const next = tokens[at + 1]?.norm ?? '';
  return before.some((t) => CUSTOMERS.has(t) || END.has(t)) || END.has(next);
}

/**
 * 'Consumers cannot buy our fabrics directly', 'Consumenten kunnen onze producten niet bij ons kopen':
 * the consumers are the subject, a negation follows them and a buying verb follows that, in their own
 * clause. 'We help consumers who do not want to buy new furniture' is not that.
 */
function cannotBuy(tokens: readonly Token[], consumer: number): boolean {
  let negation = -1;
  for (let index = consumer + 1; index < Math.min(tokens.length, consumer + 10); index += 1) {
    const token = tokens[index]!;
    if (token.before === 'clause' || RELATIVE.has(token.norm)) return false;
    if (NEGATION.has(token.norm)) negation = index;
    else if (negation >= 0 && (BUY.has(token.norm) || verbKind(token.norm) === 'sell')) return true;
  }
  return false;
}

/**
 * The company calling itself B2B, or both: 'We are a B2B manufacturer', 'Als B2B-Spezialist', 'Nous
 * sommes une entreprise 100 % B2B', 'Somos una empresa B2B', 'active in both B2B and B2C markets'.
 * Not 'our platform helps B2C brands': there B2C names the customers' own customers.
 */
const CALLS_ITSELF = String.raw`(?:we are|we['’]re|as|als|wir sind|nous sommes|en tant qu['’]|wij zijn|we zijn|somos|como|siamo|come)\s+(?:(?:a|an|ein\w*|une?|een|una?|reiner?|pure(?:ly)?|100\s?%|entreprise|empresa|azienda|bedrijf|Unternehmen)\s+|un['’]){0,3}`;
const SELF_B2B = new RegExp(String.raw`\b${CALLS_ITSELF}B2B(?![\s-]*(?:and|und|et|en|y|e)\s+B2C)`, 'iu');
const BOTH =
  /\b(?:we|wir|nous|wij|we|our|unsere?|nos|onze)\b[^.;]{0,60}\bB2B\s+(?:and|und|et|en|y|e|as well as|sowie)\s+B2C\b/iu;

function selfDescribed(text: string): ('B2B' | 'B2C')[] {
  if (BOTH.test(text)) return ['B2B', 'B2C'];
  return SELF_B2B.test(text) ? ['B2B'] : [];
}

/** The customers named right after a verb, past its articles: 'both consumers and businesses'. */
function customersRightAfter(
  tokens: readonly Token[],
  from: number,
): { value: 'B2B' | 'B2C'; index: number }[] {
  let at = from;
  while (at < tokens.length && ARTICLE.has(tokens[at]!.norm)) at += 1;
  const found: { value: 'B2B' | 'B2C'; index: number }[] = [];
  for (let index = at; index < Math.min(tokens.length, at + 6); index += 1) {
    const norm = tokens[index]!.norm;
    // The list ends where a clause, a relative clause or someone else's customers begin.
    if (index > at && (tokens[index]!.before === 'clause' || RELATIVE.has(norm) || THEIR.has(norm))) break;
    const first = customerAfter(tokens, index, 1);
    if (first && !found.some((f) => f.value === first.value)) found.push(first);
    if (index === at + 1 && found.length === 0) break;
  }
  return found;
}

/** The company's own or operated thing: 'our stores', 'we run 64 stores'. */
const owns = (t: Token) => isPossessive(t.norm) || verbKind(t.norm) === 'operate';
/** Where something is: 'our products are sold in 2,000 stores' names other people's shops. */
const LOCATED = new Set([
  'in',
  'at',
  'im',
  'bij',
  'dans',
  'en',
  'nei',
  'negli',
  'nelle',
  'available',
  'sold',
]);

/** A store the company owns or runs: 'our 64 stores', 'we run 64 stores', not 'our jams are in 800 shops'. */
function ownStore(tokens: readonly Token[], store: number): boolean {
  const window = tokens.slice(Math.max(0, store - 6), store);
  const owner = window.findLastIndex(owns);
  return owner >= 0 && !window.slice(owner + 1).some((t) => LOCATED.has(t.norm) || t.before === 'clause');
}

/** 'We work with', 'lavoriamo con', 'wir arbeiten für': whom the company works with, under a customers heading. */
const WORK_WITH = new Set(
  words(
    'work serve werken bedienen arbeiten betreuen travaillons servons trabajamos servimos lavoriamo serviamo',
  ),
);

/**
 * Under a customers heading ('I nostri clienti', 'Our customers'), the groups the company says it works
 * with or serves are its customers: 'Lavoriamo con imprese di costruzione e general contractor'.
 */
function customersWorkedWith(tokens: readonly Token[]): Found[] {
  const verb = tokens.findIndex((token, index) => index <= 2 && WORK_WITH.has(token.norm));
  const found = verb >= 0 ? customerAfter(tokens, verb + 1, 4) : undefined;
  return found ? listed(tokens, found) : [];
}

function cuesOf(item: EvidenceItem): Cue[] {
  const tokens = tokenize(item.text);
  const normalized = tokens.map((token) => token.norm).join(' ');
  const cues: Cue[] = [];
  const cue = (value: Cue['value'], points: number, exclusive: boolean, from: number, to: number) =>
    cues.push({
      value,
      points,
      exclusive,
      phrase: phraseOf(item.text, tokens, from, to),
      locator: item.locator,
    });
  tokens.forEach((token, index) => {
    const kind = verbKind(token.norm);
    // 'We sell (only) to businesses', 'supplies milk powders to bakeries and confectioners'.
    if ((kind === 'sell' || kind === 'operate') && !othersServe(tokens, index)) {
      // The whole sentence: 'sells butter to shoppers, and ingredients – powders, whey – to manufacturers'.
      let intermediary = false;
      let through = false;
      for (let at = index + 1; at < Math.min(tokens.length, index + 30); at += 1) {
        // 'to retailers, who sell them to consumers', 'through retailers to consumers': once a business
        // is named, a relative clause, another sale or the route through it is the business's own sale.
        const norm = tokens[at]!.norm;
        if (intermediary && (RELATIVE.has(norm) || verbKind(norm) === 'sell')) break;
        if (!TO.has(norm)) continue;
        const found = customerAfter(tokens, at + 1, 5);
        if (!found) continue;
        if (found.value === 'B2B') {
          intermediary = true;
          through ||= THROUGH.has(norm);
        }
        if (found.value === 'B2C' && (through || (intermediary && followsIntermediary(tokens, index, at))))
          continue;
        // 'only' before the customers ('sell only to businesses') or right after them ('to businesses only').
        const only =
          tokens
            .slice(index, at + 2)
            .some((t, offset) => ONLY.has(t.norm) && !NEGATION.has(tokens[index + offset - 1]?.norm ?? '')) ||
          ONLY.has(tokens[found.index + 1]?.norm ?? '');
        const subject = index > 0 && FIRST_PERSON.has(tokens[index - 1]!.norm) ? index - 1 : index;
        if (negated(tokens, Math.max(0, index - 3), at + 1)) {
          // 'Not to consumers' says the company sells to businesses only; 'not to businesses' says nothing.
          if (found.value === 'B2C') cue('B2B', 3, true, subject, found.index);
          continue;
        }
        for (const each of listed(tokens, found))
          cue(each.value, 3.5, only && each.value === 'B2B', subject, each.index);
      }
    }
    // 'We welcome 300,000 guests a year', 'we serve two million households': whom it serves directly.
    if (kind === 'operate' && !othersServe(tokens, index)) {
      // 'accogliamo oltre 200.000 ospiti': a number with its thousands is two tokens.
      const served = customerAfter(tokens, index + 1, 5);
      if (served?.value === 'B2C')
        cue(
          'B2C',
          3,
          false,
          index > 0 && FIRST_PERSON.has(tokens[index - 1]!.norm) ? index - 1 : index,
          served.index,
        );
    }
    // 'Our customers are manufacturers of filter presses'.
    if (
      CUSTOMERS.has(token.norm) &&
      ARE.has(tokens[index + 1]?.norm ?? '') &&
      !customersOfCustomers(tokens, index)
    ) {
      const found = customerAfter(tokens, index + 2, 6);
      for (const each of found ? listed(tokens, found) : [])
        cue(each.value, 3.5, false, Math.max(0, index - 1), each.index);
    }
    // 'We supply OEMs', 'Wir beliefern Industriekunden und Händler', 'Nous livrons les particuliers et
    // les professionnels': the verb's object is the customer.
    if (SUPPLY_WHOM.has(token.norm) && !othersServe(tokens, index)) {
      const not = negated(tokens, Math.max(0, index - 3), index + 1);
      for (const found of customersRightAfter(tokens, index + 1)) {
        // 'We do not supply consumers' says businesses only, as 'not to consumers' does.
        if (not && found.value === 'B2C') cue('B2B', 3, true, index, found.index);
        else if (!not) cue(found.value, 3, false, index, found.index);
      }
    }
    // 'for industrial customers', 'voor industriële klanten', 'intended for healthcare professionals'.
    if (FOR.has(token.norm)) {
      let whom = index + 1;
      while (
        whom < index + 5 &&
        (HOW_MANY.has(tokens[whom]?.norm ?? '') || /^\d+$/.test(tokens[whom]?.norm ?? ''))
      )
        whom += 1;
      const found = customerAfter(tokens, whom, 3);
      if (found && negated(tokens, Math.max(0, index - 2), index + 1)) {
        if (found.value === 'B2C') cue('B2B', 3, true, index, found.index);
      } else if (found) {
        // One group is a hint; two joined groups say plainly that it sells to both.
        const groups = listed(tokens, found);
        // 'designed for families' names who uses a product, often sold through shops: alone it does
        // not say the company sells to consumers ('for private customers' does).
        const users = (each: Found) => each.value === 'B2C' && !CUSTOMER_NOUNS.has(tokens[each.index]!.norm);
        // 'Nous fabriquons des savons pour une trentaine de marques': what the company makes for
        // businesses, the way a contract or private-label maker says whom it sells to.
        const madeFor = (each: Found) => each.value === 'B2B' && madeInClause(tokens, index);
        for (const each of groups)
          cue(
            each.value,
            groups.length > 1 || madeFor(each) ? 3 : users(each) ? 1 : 2,
            false,
            index,
            each.index,
          );
      }
    }
    if (INSURE.has(token.norm) && !othersServe(tokens, index)) {
      for (const each of insured(tokens, index)) cue(each.value, 3, false, index, each.index);
    }
    const described = customerWithAdjective(tokens, index);
    if (described) cue(described.value, 2, false, Math.max(0, index - 1), described.index);
    // 'exclusively business customers', 'uitsluitend zakelijke klanten', 'ausschließlich Geschäftskunden'.
    if (ONLY.has(token.norm) && !NEGATION.has(tokens[index - 1]?.norm ?? '')) {
      const found = customerAfter(tokens, index + 1, 4);
      if (found?.value === 'B2B') cue('B2B', 3.5, true, Math.max(0, index - 3), found.index);
    }
    // 'Consumers cannot buy our fabrics directly': no consumer sales.
    if (isConsumer(token.norm) && cannotBuy(tokens, index)) {
      cue('B2B', 3, true, index, Math.min(tokens.length - 1, index + 6));
    }
  });
  // 'We run 64 stores', 'in our stores', 'opened its first garden centre': shops serve consumers.
  const store = tokens.findIndex((_token, index) => isStore(tokens, index) && ownStore(tokens, index));
  if (store >= 0) {
    let from = Math.max(0, store - 6);
    while (from < store && !owns(tokens[from]!)) from += 1;
    if (from > 0 && FIRST_PERSON.has(tokens[from - 1]!.norm)) from -= 1;
    cue('B2C', 3, false, from, store);
    // Business suppliers run webshops and home deliveries too: an online shop alone decides nothing.
  } else if (ONLINE.test(normalized)) cue('B2C', 1, false, 0, tokens.length - 1);
  for (const value of selfDescribed(item.text)) cue(value, 3, false, 0, tokens.length - 1);
  if (item.kind === 'sentence' && contextOf(item) === 'customers')
    for (const each of customersWorkedWith(tokens)) cue(each.value, 3, false, 0, each.index);
  if (/\b(?:trusted by|used by|vertrouwd door|genutzt von)\s+\d/.test(normalized))
    cue('B2B', 1, false, 0, tokens.length - 1);
  return cues;
}

/** A verb of making in the clause before `index` ('nous fabriquons … pour', 'wir produzieren … für'). */
function madeInClause(tokens: readonly Token[], index: number): boolean {
  for (let at = index - 1; at >= Math.max(0, index - 10); at -= 1) {
    if (verbKind(tokens[at]!.norm) === 'make') return true;
    if (tokens[at]!.before === 'clause') return false;
  }
  return false;
}

export function classifyCustomerModel(evidence: readonly EvidenceItem[]): CustomerModelClassification {
  const seen = new Set<string>();
  const cues = evidence
    .filter((item) => item.kind !== 'title')
    .flatMap(cuesOf)
    .filter((cue) => {
      const key = `${cue.value}|${cue.phrase.toLowerCase()}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const strongest = (value: Cue['value']) =>
    cues
      .filter((cue) => cue.value === value)
      .toSorted((a, b) => Number(b.exclusive) - Number(a.exclusive) || b.points - a.points)[0];
  const total = (value: Cue['value']) =>
    cues.filter((cue) => cue.value === value).reduce((sum, cue) => sum + cue.points, 0);
  const b2b = total('B2B');
  const b2c = total('B2C');
  const exclusive = cues.find((cue) => cue.exclusive);
  if (exclusive) {
    return {
      status: 'classified',
      value: 'B2B',
      exclusive: true,
      confidence: 0.95,
      decidingPhrase: exclusive.phrase,
      locator: exclusive.locator,
    };
  }
  const business = strongest('B2B');
  const consumer = strongest('B2C');
  if (business && consumer && business.points >= 3 && consumer.points >= 3) {
    return {
      status: 'classified',
      value: 'B2B+B2C',
      exclusive: false,
      confidence: Math.round(Math.min(1, Math.min(b2b, b2c) / 6 + 0.4) * 100) / 100,
      decidingPhrase: `${business.phrase} … ${consumer.phrase}`,
      locator: business.locator,
    };
  }
  const [value, best, mine, theirs] =
    b2b >= b2c ? (['B2B', business, b2b, b2c] as const) : (['B2C', consumer, b2c, b2b] as const);
  if (!best || mine < 1.5) {
    return { status: 'abstained', reason: 'The company does not say who buys from it.' };
  }
  const confidence = Math.round((mine / (mine + theirs)) * Math.min(1, mine / 5) * 100) / 100;
  return {
    status: 'classified',
    value,
    exclusive: false,
    confidence,
    decidingPhrase: best.phrase,
    locator: best.locator,
  };
}
