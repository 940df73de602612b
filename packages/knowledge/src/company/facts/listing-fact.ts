import { splitSentences } from '../../extraction/sentences.js';
import type { FactPage, FactStatement } from './types.js';

/** Where a company's securities trade, as the listing questions ask: an EU regulated market, the UK, the US. */
export type ListingMarket = 'eu' | 'uk' | 'us';

/**
 * Exchanges by the market the listing questions ask about. Only a regulated market counts for the EU
 * question: growth and multilateral trading segments (Euronext Growth, Nasdaq First North, Scale,
 * NewConnect, Euro MTF) are left out, so a company listed only there is not read as listed. The UK
 * question names the Main Market and AIM alike.
 */
const EXCHANGES: readonly [RegExp, ListingMarket][] = [
  [
    /Euronext\s+(?:Amsterdam|Brussels|Brussel|Bruxelles|Paris|Lisbon|Lisboa|Dublin|Milan|Milano)(?!\s+(?:Growth|Access|Expand))/u,
    'eu',
  ],
  [/Nasdaq\s+(?:Copenhagen|København|Stockholm|Helsinki|Riga|Tallinn|Vilnius)(?!\s+First\s+North)/u, 'eu'],
  [
    /(?:Prime|General)\s+Standard|Frankfurt(?:er)?\s+(?:Stock\s+Exchange|Wertpapierb[öo]rse)|regulierten\s+Markt/u,
    'eu',
  ],
  [
    /Borsa\s+Italiana|Euronext\s+Milan|Bolsa\s+de\s+(?:Madrid|Barcelona|Valencia|Bilbao)|[Mm]ercado\s+[Cc]ontinuo|Wiener\s+B[öo]rse|Vienna\s+Stock\s+Exchange|Warsaw\s+Stock\s+Exchange|Giełd\p{L}*\s+Papierów\s+Wartościowych|Athens\s+(?:Stock\s+)?Exchange|Prague\s+Stock\s+Exchange|Budapest\s+Stock\s+Exchange/u,
    'eu',
  ],
  [/London\s+Stock\s+Exchange|\bLSE\b|\bAIM\b/u, 'uk'],
  [
    /\bNYSE\b|New\s+York\s+Stock\s+Exchange|Nasdaq(?!\s+(?:Copenhagen|København|Stockholm|Helsinki|Riga|Tallinn|Vilnius|Nordic|Baltic|First\s+North|Iceland))/u,
    'us',
  ],
];

/** The company's own securities: its shares or bonds, or the company as the one listed. */
/** 'Norvik Medical A/S (Nasdaq Copenhagen: NVKM)': the exchange, a colon and a ticker in capitals. */
const TICKER = /\([^():]{2,40}:\s*[A-Z][A-Z0-9.]{0,7}\)/u;

const OWN_LISTING = new RegExp(
  [
    String.raw`\b(?:our|the company['’]s|the group['’]s|its)\s+(?:ordinary\s+)?(?:shares|stock|bonds|securities|notes)\s+(?:are|is|have been|were)\s+(?:listed|traded|admitted)`,
    String.raw`\b(?:we are|we have been|the company is|the group is|is)\s+(?:publicly\s+)?(?:listed|quoted)\s+on`,
    String.raw`\b(?:unsere|die)\s+Aktien?\b[^.]{0,100}\b(?:notiert|gelistet|gehandelt|zugelassen)\b|\bb[öo]rsennotiert\w*\s+(?:an|im)\b`,
    String.raw`\b(?:nos|les)\s+actions\s+sont\s+(?:cotées|admises)|\bcotée?\s+(?:sur|à)\b`,
    String.raw`\b(?:le nostre|le)\s+azioni\s+sono\s+(?:quotate|negoziate)|\bquotat[ao]\s+(?:su|alla|in)\b`,
    String.raw`\b(?:nuestras|las)\s+acciones\s+cotizan|\bcotiza(?:da)?\s+en\b`,
    String.raw`\baktie\w*\s+(?:er|är)\s+(?:noteret|noterad\w*|børsnoteret|börsnoterad\w*)|\b(?:noteret|noterad\w*|børsnoteret|börsnoterad\w*)\s+på\b`,
    String.raw`\bnotowan[aey]\s+na\b|\bakcje\s+(?:spółki\s+)?(?:są\s+)?notowane`,
    String.raw`\baandelen\s+(?:zijn|worden)\s+(?:genoteerd|verhandeld)|\bgenoteerd\s+(?:aan|op)\b|\bbeursgenoteerd\b`,
  ].join('|'),
  'iu',
);

/** Someone else's listing: a parent, a customer, a peer or an index the sentence is about. */
const OTHERS_LISTING =
  /\b(?:customers?|clients?|suppliers?|partners?|peers?|competitors?|index|kunder?|Kunden|clienti|clientes|klanten)\b/iu;

/**
 * The company's own statement that its securities trade on an exchange ('Our shares are listed on
 * Euronext Brussels', 'Havbro Medical A/S (Nasdaq Copenhagen: HAVB)'), one per market, first found.
 * A stated fact: the listing questions are answered by it until the consultant answers them.
 */
export function listingStatements(pages: readonly FactPage[]): FactStatement<ListingMarket>[] {
  const found = new Map<ListingMarket, FactStatement<ListingMarket>>();
  for (const page of pages) {
    for (const sentence of page.text.split('\n').flatMap(splitSentences)) {
      if (!(TICKER.test(sentence) || OWN_LISTING.test(sentence)) || OTHERS_LISTING.test(sentence)) continue;
      for (const [exchange, market] of EXCHANGES) {
        if (found.has(market) || !exchange.test(sentence)) continue;
        found.set(market, {
          value: market,
          quote: sentence.trim().slice(0, 300),
          url: page.url,
          locator: 'sentence',
        });
      }
    }
  }
  return [...found.values()];
}
