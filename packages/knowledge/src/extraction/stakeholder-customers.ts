import { countryOf } from './country-names.js';
import { namesAtStart } from './names.js';
import type { BodyMention } from './stakeholder-bodies.js';

/** Customers, and the kinds of business customer a haulier or supplier names before its examples. */
const CUSTOMER_NOUNS = [
  'klanten|opdrachtgevers|afnemers|retailers|supermarktketens|winkelketens|producenten|voedingsproducenten',
  'Kunden|Auftraggeber|Handelsketten|Lebensmittelhändler|Hersteller',
  'clients|enseignes|distributeurs|industriels',
  'clientes|cadenas\\s+de\\s+supermercados',
  'clienti|catene\\s+della\\s+grande\\s+distribuzione',
].join('|');

/**
 * Customers a company names: 'customers such as Arlon, Brevik and Corda', 'our clients include …', 'we
 * supply flooring adhesives to manufacturers such as Tarvo'. A B2B company's reference customers are
 * stakeholders of their own, and never its suppliers.
 */
const CUSTOMERS_NAMED = [
  /\b(?:customers|clients)\s+(?:such\s+as|like|including|include)\s+(?:the\s+)?(?=\p{Lu})/gu,
  /\b(?:[Oo]ur\s+)(?:(?:main|key|largest|major)\s+)?(?:customers|clients)\s+(?:are|include)\s+(?:the\s+)?(?=\p{Lu})/gu,
  // The customers after what is sold to them: 'supply … to manufacturers such as …'.
  /\b(?:supply|supplies|sell|sells|deliver|delivers)\s+(?:[\p{Ll}-]+\s+){0,4}to\s+(?:[\p{Ll}-]+\s+){0,2}\p{Ll}+s\s+such\s+as\s+(?=\p{Lu})/gu,
  // The same in Dutch, German, French, Spanish and Italian: 'klanten als', 'voor supermarktketens,
  // zoals', 'Kunden wie', 'clients tels que', 'clientes como', 'clienti come'.
  new RegExp(
    String.raw`\b(?:${CUSTOMER_NOUNS})\s*,?\s+(?:zoals|als|waaronder|wie|u\.\s?a\.|darunter|tels?\s+que|telles?\s+que|comme|dont|como|tales\s+como|entre\s+ellos|come|quali|tra\s+cui)\s+(?=\p{Lu})`,
    'gu',
  ),
];

/**
 * Swedish, Danish and Norwegian: 'Bland kunderna finns …', 'Bland våra kunder märks …', 'Till våra
 * kunder hör …', 'Våra största kunder är …', 'Blandt vores kunder er …', 'Blant våre kunder finner vi …',
 * 'kunder som …' (a capitalised name after 'som': 'kunder som vill' is a relative clause).
 */
const NORDIC_CUSTOMERS_NAMED = [
  /(?<!\p{L})(?:[Bb]land|[Bb]landt|[Bb]lant)\s+(?:(?:våra|vores|våre)\s+)?(?:(?:största|viktigaste|største|vigtigste|viktigste)\s+)?(?:kunderna|kunder|kunderne|kundene)\s+(?:finns|märks|återfinns|er|är|finder\s+vi|finner\s+vi|kan\s+nämnas)\s+(?=\p{Lu})/gu,
  /(?<!\p{L})(?:[Tt]ill\s+våra\s+kunder\s+hör|[Vv]åra\s+(?:största\s+|viktigaste\s+)?kunder\s+är|[Vv]ores\s+(?:største\s+|vigtigste\s+)?kunder\s+(?:er|tæller)|[Vv]åre\s+(?:største\s+|viktigste\s+)?kunder\s+er)\s+(?=\p{Lu})/gu,
  /(?<!\p{L})kunder\s+som\s+(?=\p{Lu})/gu,
];

/** Polish: 'Głównymi klientami są …', 'Naszymi klientami są m.in. …', 'Do naszych klientów należą …'. */
const POLISH_CUSTOMERS_NAMED = [
  /(?<!\p{L})(?:(?:[Gg]łównymi|[Nn]aszymi|[Kk]luczowymi|[Nn]ajwiększymi)\s+)?klientami\s+(?:spółki\s+|firmy\s+)?są\s+(?:m\.\s?in\.\s+)?(?=\p{Lu})/gu,
  /(?<!\p{L})[Dd]o\s+(?:naszych|głównych|kluczowych)\s+klientów\s+należą\s+(?:m\.\s?in\.\s+)?(?=\p{Lu})/gu,
];
/** Polish joins a list's last name with 'i' or 'oraz', which the name reader keeps inside a name ('Rovira i Virgili'). */
const POLISH_LIST_AND = /\s+(?:i|oraz)\s+(?=\p{Lu})/u;

/**
 * Czech: 'Našimi zákazníky jsou …', 'Mezi naše zákazníky patří …', 'zákazníci jako …', and the examples in
 * brackets after the kinds of customer that use the company's products ('Naše výrobky používají
 * vodárenské společnosti (např. Veolia, …)').
 */
const CZECH_CUSTOMERS_NAMED = [
  /(?<!\p{L})(?:(?:[Nn]ašimi|[Hh]lavními|[Kk]líčovými)\s+)?zákazníky\s+jsou\s+(?:např\.\s+|mimo\s+jiné\s+)?(?=\p{Lu})/gu,
  /(?<!\p{L})[Mm]ezi\s+(?:naše|hlavní|klíčové)\s+zákazníky\s+patří\s+(?:např\.\s+|mimo\s+jiné\s+)?(?=\p{Lu})/gu,
  /(?<!\p{L})zákazníci\s+(?:jako|např\.)\s+(?=\p{Lu})/gu,
];
const CZECH_PRODUCTS_USED_BY =
  /(?<!\p{L})(?:výrobky|produkty|čerpadla|armatury|stroje)\s+(?:používají|odebírají|nakupují)(?!\p{L})/u;
const CZECH_EXAMPLES = /\((?:např\.|například)\s+(?=\p{Lu})/gu;
const CZECH_LIST_AND = /\s+a\s+(?=\p{Lu})/gu;

export function namedCustomers(sentence: string): BodyMention[] {
  const named = (triggers: readonly RegExp[], split: (name: string) => string[]) =>
    triggers.flatMap((trigger) =>
      [...sentence.matchAll(trigger)].flatMap((match) =>
        namesAtStart(sentence.slice(match.index + match[0].length))
          .flatMap(split)
          .filter((name) => !countryOf(name))
          .map((name) => ({ type: 'Customers' as const, name })),
      ),
    );
  // The Czech 'a' (and) before a capitalised name joins two names: read as a comma.
  const czechNamed = (triggers: readonly RegExp[]) =>
    triggers.flatMap((trigger) =>
      [...sentence.matchAll(trigger)].flatMap((match) =>
        namesAtStart(sentence.slice(match.index + match[0].length).replace(CZECH_LIST_AND, ', '))
          .filter((name) => !countryOf(name))
          .map((name) => ({ type: 'Customers' as const, name })),
      ),
    );
  return [
    ...named([...CUSTOMERS_NAMED, ...NORDIC_CUSTOMERS_NAMED], (name) => [name]),
    ...named(POLISH_CUSTOMERS_NAMED, (name) => name.split(POLISH_LIST_AND)),
    ...czechNamed([
      ...CZECH_CUSTOMERS_NAMED,
      ...(CZECH_PRODUCTS_USED_BY.test(sentence) ? [CZECH_EXAMPLES] : []),
    ]),
  ];
}
