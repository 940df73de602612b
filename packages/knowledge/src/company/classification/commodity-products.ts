import type { RegulatedGood } from '../types.js';
import { clausesOf, companyIsSubject, isPossessive, objectAfter } from './clauses.js';
import { contextOf, type EvidenceItem } from './evidence.js';
import { phraseOf, tokenize, words, type Token } from './tokens.js';

/**
 * A deforestation-risk commodity (EUDR Annex I) the company's own words name as its product: 'we roast
 * speciality coffee', 'we are a chocolate maker', 'nous torréfions du café'. Only goods the company
 * places on the market count: coffee it buys for its canteen, or wood it burns, is no product of its own.
 */
export interface CommodityProduct {
  good: RegulatedGood;
  /** The commodity word as written ('coffee', 'leather'). */
  word: string;
  /** The sentence that names it, as written. */
  decidingPhrase: string;
  locator: string;
}

/** Commodity words in the six site languages; a phrase's words are joined by '_'. */
const COMMODITY_WORDS: Record<string, RegulatedGood> = Object.fromEntries([
  ...words('coffee coffees kaffee koffie cafe caffe espresso').map((w) => [w, 'coffee']),
  ...words('cocoa cacao kakao chocolate chocolates schokolade chocolat chocolade cioccolato').map((w) => [
    w,
    'cocoa',
  ]),
  ...words('palm_oil palmol palmolie huile_de_palme aceite_de_palma olio_di_palma').map((w) => [
    w,
    'oil-palm',
  ]),
  ...words('soy soya soybean soybeans soybean_meal soja sojabohnen').map((w) => [w, 'soya']),
  ...words('natural_rubber rubber kautschuk caoutchouc naturkautschuk').map((w) => [w, 'rubber']),
  ...words('cattle beef veal leather hides rindfleisch leder cuir rundvlees leer cuero pelle').map((w) => [
    w,
    'cattle',
  ]),
  ...words(
    'wood timber lumber sawn_wood sawnwood hardwood softwood pulp paper paperboard holz bois hout madera legno',
  ).map((w) => [w, 'wood']),
]);

const COMMODITIES: { words: string[]; good: RegulatedGood }[] = Object.entries(COMMODITY_WORDS).map(
  ([phrase, good]) => ({ words: phrase.split('_'), good }),
);

/**
 * Words that may follow a commodity word while it still names the commodity product: 'coffee beans',
 * 'wood pellets'. Any other noun makes it a modifier of something else: 'coffee machines', 'rubber
 * seals', 'leather care', 'paper cups' are not the commodity (cups, seals are no Annex I product).
 */
const CONTINUATIONS = new Set(
  words(
    'bean beans blend blends capsule capsules pod pods products product bar bars meal cake oil logs pellets',
    'boards board panels sheets goods and or en und et y e ed',
  ),
);

/** Verbs by which a company puts goods on the market, in the six site languages. */
const PLACING_VERBS = new Set(
  words(
    'roast roasts roasted roasting sell sells selling sold produce produces produced producing process processes',
    'processing make makes making manufacture manufactures manufacturing import imports importing trade trades',
    'trading supply supplies supplying distribute distributes distributing export exports exporting grow grows',
    'growing harvest harvests tanning craft crafts',
    'rosten rostet verkaufen verkauft produzieren produziert verarbeiten verarbeitet importieren handeln handelt',
    'herstellen liefern liefert vertreiben vertreibt',
    'branden verkopen produceren verwerken importeren leveren maken',
    'torrefions vendons produisons transformons importons fabriquons distribuons',
    'tostamos vendemos producimos elaboramos importamos fabricamos distribuimos',
    'tostiamo vendiamo produciamo lavoriamo importiamo distribuiamo',
  ),
);

/** 'a coffee roaster', 'chocolate maker', 'timber merchant': a role naming the commodity as the trade. */
const ROLES = new Set(
  words(
    'roaster roastery roasters maker makers manufacturer manufacturers producer producers processor processors',
    'trader traders importer importers merchant merchants mill sawmill tannery',
  ),
);
const BEING = new Set(words('is are am ist sind est sommes es somos e siamo zijn'));
const ARTICLES = new Set(words('a an ein eine un une una uno een'));

function commodityAt(tokens: readonly Token[], at: number): { good: RegulatedGood; to: number } | undefined {
  for (const commodity of COMMODITIES) {
    const matches = commodity.words.every((word, offset) => tokens[at + offset]?.norm === word);
    if (matches) return { good: commodity.good, to: at + commodity.words.length - 1 };
  }
  return undefined;
}

/**
 * Romance languages put adjectives after the noun ('café bio', 'bois massif') and a commodity that
 * only serves another thing after 'à' or 'per' ('machines à café'): their words may be followed by
 * anything, but not follow those.
 */
const ROMANCE_WORDS = new Set(
  words('cafe caffe chocolat cioccolato bois legno madera cuir cuero pelle huile aceite olio cacao soja'),
);
const SERVING = new Set(words('a per para'));

/** A commodity word that heads the object, not one that modifies another noun ('coffee machines'). */
function namesCommodity(tokens: readonly Token[], at: number, objectTo: number) {
  const found = commodityAt(tokens, at);
  if (!found) return undefined;
  if (ROMANCE_WORDS.has(tokens[at]!.norm)) return SERVING.has(tokens[at - 1]?.norm ?? '') ? undefined : found;
  const next = tokens[found.to + 1];
  const ends = found.to >= objectTo || next?.before !== 'space';
  return ends || CONTINUATIONS.has(next!.norm) ? found : undefined;
}

/**
 * Goods for the company's own use, not for sale: 'coffee for our staff', 'wood to heat the kilns'. A
 * clause naming them keeps its commodity out; the people and rooms only when they are the company's
 * own ('our offices'), since 'we roast coffee for cafés and offices' sells to others' offices.
 */
const OWN_USE = new Set(words('heat heating heizen fuel brennstoff chauffage combustible'));
const OWN_PLACES = new Set(
  words(
    'canteen canteens cafeteria office offices staff employees colleagues kantine mitarbeitende mitarbeiter',
    'buro kantoor medewerkers personnel bureaux personal oficinas dipendenti',
  ),
);
const ownUse = (tokens: readonly Token[], from: number, to: number) =>
  tokens
    .slice(from, to + 1)
    .some(
      (token, offset) =>
        OWN_USE.has(token.norm) ||
        (OWN_PLACES.has(token.norm) && isPossessive(tokens[from + offset - 1]?.norm ?? '')),
    );

/** 'We roast coffee', 'Acme sells Fairtrade chocolate': the company's verb with a commodity as object. */
function placedByVerb(item: EvidenceItem, tokens: readonly Token[]): CommodityProduct[] {
  const found: CommodityProduct[] = [];
  for (const clause of clausesOf(tokens)) {
    for (let verb = clause.from; verb <= clause.to; verb += 1) {
      if (!PLACING_VERBS.has(tokens[verb]!.norm) || !companyIsSubject(tokens, clause, verb)) continue;
      if (ownUse(tokens, clause.from, clause.to)) continue;
      const object = objectAfter(tokens, clause, verb, (token) => PLACING_VERBS.has(token));
      for (let at = object.from; at <= object.to; at += 1) {
        const commodity = namesCommodity(tokens, at, object.to);
        if (!commodity) continue;
        const word = phraseOf(item.text, tokens, at, commodity.to);
        found.push({ good: commodity.good, word, decidingPhrase: item.text, locator: item.locator });
      }
    }
  }
  return found;
}

/** 'We are a family coffee roaster', 'Acme is a chocolate maker': the company named by its trade. */
function placedByRole(item: EvidenceItem, tokens: readonly Token[]): CommodityProduct[] {
  const found: CommodityProduct[] = [];
  for (const clause of clausesOf(tokens)) {
    const being = tokens.findIndex(
      (token, index) => index >= clause.from && index <= clause.to && BEING.has(token.norm),
    );
    if (being < 0 || !ARTICLES.has(tokens[being + 1]?.norm ?? '')) continue;
    if (!companyIsSubject(tokens, clause, being)) continue;
    for (let at = being + 2; at <= Math.min(clause.to, being + 5); at += 1) {
      const commodity = commodityAt(tokens, at);
      if (!commodity || !ROLES.has(tokens[commodity.to + 1]?.norm ?? '')) continue;
      const word = phraseOf(item.text, tokens, at, commodity.to);
      found.push({ good: commodity.good, word, decidingPhrase: item.text, locator: item.locator });
    }
  }
  return found;
}

/** Each commodity the company's own words name as its product, once, with the first phrase naming it. */
export function commodityProducts(evidence: readonly EvidenceItem[]): CommodityProduct[] {
  const byGood = new Map<RegulatedGood, CommodityProduct>();
  for (const item of evidence) {
    if (item.kind !== 'sentence' && item.kind !== 'description') continue;
    // A page about the company's suppliers or customers says what others make.
    if (contextOf(item) !== 'self') continue;
    const tokens = tokenize(item.text);
    for (const product of [...placedByVerb(item, tokens), ...placedByRole(item, tokens)]) {
      if (!byGood.has(product.good)) byGood.set(product.good, product);
    }
  }
  return [...byGood.values()];
}
