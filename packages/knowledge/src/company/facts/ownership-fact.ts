import { splitSentences } from '../../extraction/sentences.js';
import type { FactPage, FactStatement } from './types.js';

/**
 * Whether the company's securities are traded on an exchange, read from what its own pages say about
 * who owns it. A family business, a privately held company, a co-operative or a mutual says so on its
 * about page; a listed one cannot have a website without investor pages, a share price or its
 * exchange. Without this, every SME client read 'UK listing unknown' and 'possibly in scope' for the
 * listing rules (UK SRS, ISSB through them) and 'not known: listing' on every framework score.
 *
 * It is an inference, and says so: a family company may be listed or have listed bonds. So an ownership
 * statement counts only when no page names an exchange, shares, investor relations or bonds, and the
 * consultant's answer still overrules it.
 */

/** How a company says it is owned privately, in the languages of our clients. */
const PRIVATE_OWNERSHIP = new RegExp(
  [
    // English
    String.raw`privately[- ](?:held|owned)|family[- ](?:owned|run|controlled)|owner[- ]managed|employee[- ]owned`,
    String.raw`(?:wholly |fully |100\s?% )?owned by (?:the |its )?(?:[\p{Lu}][\p{L}'’-]+ )?(?:family|founders?|founding family|employees|members)`,
    String.raw`(?:a|an|the) (?:independent |\w+[- ]generation )?family (?:business|company|firm|enterprise)`,
    // The entity, not the manner: 'a cooperative bank', 'a mutual.', never 'a cooperative approach'.
    String.raw`(?:a|an) (?:\p{L}+ )?(?:co-?operative|mutual)(?: society| company| bank| insurer| association| organi[sz]ation|(?=[,.;:]|$))`,
    String.raw`not listed on (?:a|any|the) stock exchange|unlisted`,
    // Dutch
    String.raw`familiebedrijf|familieonderneming|in (?:handen|bezit|eigendom) van de (?:familie|oprichters?)|niet beursgenoteerd|co[öo]peratie`,
    // German
    String.raw`Familienunternehmen|Familienbesitz|familiengef[üu]hrt|inhabergef[üu]hrt|eigent[üu]mergef[üu]hrt|nicht b[öo]rsennotiert|Genossenschaft(?:sbank)?`,
    // French
    String.raw`entreprise familiale|groupe familial|(?:à )?capital (?:100 ?% )?familial|soci[ée]t[ée] non cot[ée]e|non cot[ée]e? en bourse|(?:une|la|notre) (?:soci[ée]t[ée] )?(?:coop[ée]rative|mutuelle)\b`,
    // Spanish, Italian, Portuguese
    String.raw`empresa familiar|grupo familiar|capital familiar|no cotiza(?:da)? en bolsa|cooperativa`,
    String.raw`azienda familiare|impresa familiare|a conduzione familiare|(?:a )?capitale familiare|(?:societ[àa] )?non quotata`,
    String.raw`n[ãa]o cotada em bolsa`,
    // Polish, Scandinavian
    String.raw`firm\p{L}{0,2} rodzinn\p{L}{1,3}|przedsi[ęe]biorstw\p{L}{0,3} rodzinn\p{L}{1,3}|sp[óo]łdzielni[aę]|familjef[öo]retag|familjeägt|familieejet|familieeid|andelsselskab`,
  ].join('|'),
  'iu',
);

/** What a listed company's pages say: its exchange, shares, investors or bonds. */
const LISTING_SIGNS = new RegExp(
  [
    String.raw`stock exchange|stock market|listed on|listing on|investor relations|investors?\b|share price|shares? (?:are|is) (?:traded|listed)|ISIN|ticker|Euronext|Nasdaq|NYSE|London Stock|AIM\b|Xetra|SIX Swiss|bonds?\b|notes due|eurobond`,
    String.raw`beurs|beursgenoteerd|aandeelkoers|obligatie`,
    String.raw`B[öo]rse|b[öo]rsennotiert|Aktienkurs|Aktion[äa]r|Anleihe|Schuldschein`,
    String.raw`bourse|cot[ée]e? (?:sur|en)|cours de l[’']action|actionnaires|obligations? (?:vertes?|[ée]mises?)`,
    String.raw`bolsa|cotizada|cotada|accionistas|acionistas|borsa|quotata (?:in|sul|alla)|azionisti|obbligazion`,
    String.raw`gie[łl]d|akcjonariusz|obligacj|b[öo]rs(?:en|noter)|aktieägare`,
  ].join('|'),
  'iu',
);

/**
 * The sentence in which the company says it is privately owned, from the first page that says so,
 * unless any page shows the signs of a listed company (then undefined: nothing is inferred).
 */
export function privateOwnershipStatement(pages: readonly FactPage[]): FactStatement<false> | undefined {
  if (pages.some((page) => LISTING_SIGNS.test(page.text))) return undefined;
  for (const page of pages) {
    for (const sentence of page.text.split('\n').flatMap(splitSentences)) {
      if (!PRIVATE_OWNERSHIP.test(sentence)) continue;
      return { value: false, quote: sentence.trim().slice(0, 300), url: page.url, locator: 'sentence' };
    }
  }
  return undefined;
}

/** Said beside the inferred answer, so a reader knows what it rests on. */
export const PRIVATE_OWNERSHIP_ASSUMPTION =
  'a company that says it is family-owned, privately held, a co-operative or a mutual, on a website that names no exchange, shares, investors or bonds, is taken to have no listed securities; answer the listing question if it has any';
