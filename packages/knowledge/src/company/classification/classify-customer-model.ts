import { isPossessive } from './clauses.js';
import type { EvidenceItem } from './evidence.js';
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

const BUSINESS = words(
  'businesses companies firms manufacturers makers *makers producers retailers wholesalers distributors',
  'brands industry industrial oems utilities installers contractors hospitals clinics professionals',
  'bakeries confectioners processors operators organisations organizations b2b trade hotels restaurants',
  'caterers airlines geschaftskunden industriekunden firmenkunden zakelijke',
  'bedrijven ondernemingen *bedrijven *fabrikanten producenten retailers groothandels aannemers industrie',
  'ziekenhuizen professionals unternehmen firmen geschaftskunden *hersteller handler industrie',
  'krankenhauser industriekunden entreprises professionnels fabricants industriels distributeurs',
  'hopitaux empresas fabricantes profesionales distribuidores hospitales industria aziende imprese',
  'produttori professionisti distributori ospedali industria',
);
const CONSUMER = words(
  'consumers households shoppers families individuals homeowners gardeners guests travellers holidaymakers',
  'motorists tenants',
  'consumenten huishoudens particulieren gezinnen gasten verbraucher endverbraucher privatkunden haushalte',
  'familien gaste consommateurs particuliers menages familles clients_particuliers consumidores',
  'particulares hogares familias huespedes consumatori privati famiglie ospiti',
);
const ONLY = new Set(
  words(
    'only exclusively solely uitsluitend alleen enkel nur ausschliesslich uniquement exclusivement',
    'seulement solo solamente exclusivamente unicamente esclusivamente soltanto',
  ),
);
const NEGATION = new Set(
  words('not cannot cant never niet geen nooit nicht kein keine nie pas jamais no nunca non mai'),
);
const BUY = new Set(
  words(
    'buy purchase order kopen bestellen kaufen bestellen acheter commander comprar pedir acquistare ordinare',
  ),
);
const FIRST_PERSON = new Set(words('we wij wir nous nosotros noi'));
/** 'Not only… but also': not a negation. */
const BUT = new Set(words('but maar sondern mais sino ma'));
/** 'private customers', 'business clients': an adjective that decides only with a customer noun. */
const PRIVATE = new Set(words('private prive particuliere privaten private privati privados'));
const COMMERCIAL = new Set(
  words('business commercial professional professionele professionnels profesionales'),
);
const CUSTOMER_NOUNS = new Set(
  words('customers customer clients client individuals users klanten klant kunden clientes clienti utenti'),
);
const TO = new Set(words('to aan an a ad aux al ai alle agli through via'));
const FOR = new Set(words('for voor fur pour para per'));
const CUSTOMERS = new Set(words('customers clients klanten kunden clientes clienti'));
const ARE = new Set(words('are include includes zijn sind sont son sono range'));
const STORES =
  /^(?:stores?|shops?|supermarkets?|showrooms?|winkels?|filialen|tuincentr\w*|geschafte|magasins?|boutiques?|tiendas?|negozi)$/;
/** 'garden centre' is a shop; an 'R&D centre' is not. */
const isStore = (tokens: readonly Token[], index: number) =>
  STORES.test(tokens[index]!.norm) ||
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
    if (PRIVATE.has(token) && CUSTOMER_NOUNS.has(next)) return { value: 'B2C', index: index + 1 };
    if (COMMERCIAL.has(token) && CUSTOMER_NOUNS.has(next)) return { value: 'B2B', index: index + 1 };
    if (isConsumer(token)) return { value: 'B2C', index };
    if (isBusiness(token)) return { value: 'B2B', index };
  }
  return undefined;
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

/** The company's own or operated thing: 'our stores', 'we run 64 stores'. */
const owns = (t: Token) => isPossessive(t.norm) || verbKind(t.norm) === 'operate';

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
    if (kind === 'sell' || kind === 'operate') {
      // The whole sentence: 'sells butter to shoppers, and ingredients – powders, whey – to manufacturers'.
      for (let at = index + 1; at < Math.min(tokens.length, index + 30); at += 1) {
        if (!TO.has(tokens[at]!.norm)) continue;
        const found = customerAfter(tokens, at + 1, 5);
        if (!found) continue;
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
        cue(found.value, 3.5, only && found.value === 'B2B', subject, found.index);
      }
    }
    // 'We welcome 300,000 guests a year', 'we serve two million households': whom it serves directly.
    if (kind === 'operate') {
      const served = customerAfter(tokens, index + 1, 4);
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
    if (CUSTOMERS.has(token.norm) && ARE.has(tokens[index + 1]?.norm ?? '')) {
      const found = customerAfter(tokens, index + 2, 6);
      if (found) cue(found.value, 3.5, false, Math.max(0, index - 1), found.index);
    }
    // 'for industrial customers', 'voor industriële klanten', 'intended for healthcare professionals'.
    if (FOR.has(token.norm)) {
      const found = customerAfter(tokens, index + 1, 3);
      if (found && negated(tokens, Math.max(0, index - 2), index + 1)) {
        if (found.value === 'B2C') cue('B2B', 3, true, index, found.index);
      } else if (found) cue(found.value, 2, false, index, found.index);
    }
    // 'exclusively business customers', 'uitsluitend zakelijke klanten', 'ausschließlich Geschäftskunden'.
    if (ONLY.has(token.norm) && !NEGATION.has(tokens[index - 1]?.norm ?? '')) {
      const found = customerAfter(tokens, index + 1, 4);
      if (found?.value === 'B2B') cue('B2B', 3.5, true, Math.max(0, index - 3), found.index);
    }
    // 'Consumers cannot buy our fabrics directly': no consumer sales.
    if (isConsumer(token.norm)) {
      const around = tokens.slice(Math.max(0, index - 4), index + 10).map((t) => t.norm);
      if (around.some((t) => NEGATION.has(t)) && around.some((t) => BUY.has(t) || verbKind(t) === 'sell')) {
        cue('B2B', 3, true, index, Math.min(tokens.length - 1, index + 6));
      }
    }
  });
  // 'We run 64 stores', 'in our stores', 'opened its first garden centre': shops serve consumers.
  const store = tokens.findIndex(
    (_token, index) => isStore(tokens, index) && tokens.slice(Math.max(0, index - 6), index).some(owns),
  );
  if (store >= 0) {
    let from = Math.max(0, store - 6);
    while (from < store && !owns(tokens[from]!)) from += 1;
    if (from > 0 && FIRST_PERSON.has(tokens[from - 1]!.norm)) from -= 1;
    cue('B2C', 3, false, from, store);
  } else if (ONLINE.test(normalized)) cue('B2C', 1.5, false, 0, tokens.length - 1);
  if (/\b(?:trusted by|used by|vertrouwd door|genutzt von)\s+\d/.test(normalized))
    cue('B2B', 1, false, 0, tokens.length - 1);
  return cues;
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
