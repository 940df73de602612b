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
    // Swedish, Danish and Norwegian: 'trävaror' (sawn goods), 'virke', 'timmer', 'trelast', 'tømmer'.
    'travaror sagade_travaror virke sagat_virke timmer massaved traevarer tommer trelast',
  ).map((w) => [w, 'wood']),
]);

type Table<T> = { words: string[]; good: T }[];
const tableOf = <T>(entries: Record<string, T>): Table<T> =>
  Object.entries(entries).map(([phrase, good]) => ({ words: phrase.split('_'), good }));
const COMMODITIES = tableOf(COMMODITY_WORDS);

/**
 * Food and farm products that are no EUDR commodity and in no Annex I product heading (olive oil,
 * wine, fruit, cereals, fish): a company naming only these as its products is not presumed to place
 * Annex I goods. Dairy, meat and soap are left out: cattle meat is in Annex I and palm soap enters it.
 */
const OUTSIDE_ANNEX_I = tableOf(
  Object.fromEntries(
    words(
      'olive_oil olive_oils olives table_olives aceite_de_oliva aceites_de_oliva aceitunas olivenol oliven',
      'olio_d_oliva olio_di_oliva olijfolie sunflower_oil rapeseed_oil',
      'wine wines vino vinos vin vins wein weine wijn wijnen cider',
      'beer beers bier biere bieren bieres cerveza cervezas birra birre',
      'fruit fruits vegetables citrus oranges lemons tomatoes potatoes grapes berries strawberries avocados',
      'wheat barley rice flour pasta honey almonds pistachios walnuts hazelnuts vinegar juice juices',
      'fish seafood salmon',
    ).map((w) => [w, true as const]),
  ),
);

/**
 * Words that may follow a commodity word while it still names the commodity product: 'coffee beans',
 * 'wood pellets'. Any other noun makes it a modifier of something else: 'coffee machines', 'rubber
 * seals', 'leather care', 'paper cups' are not the commodity (cups, seals are no Annex I product).
 */
const CONTINUATIONS = new Set(
  words(
    'bean beans blend blends capsule capsules pod pods products product bar bars meal cake oil logs pellets',
    'boards board panels sheets goods and or en und et y e ed och og',
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
    // Swedish, Danish and Norwegian: 'vi förädlar furu till trävaror', 'vi sågade 742 000 m³ trävaror'.
    'saljer producerar tillverkar foradlar sagar sagade exporterar levererar importerar',
    'saelger producerer fremstiller forarbejder eksporterer leverer selger produserer eksporterer foredler',
  ),
);

/** 'a coffee roaster', 'chocolate maker', 'timber merchant': a role naming the commodity as the trade. */
const ROLES = new Set(
  words(
    'roaster roastery roasters maker makers manufacturer manufacturers producer producers processor processors',
    'trader traders importer importers merchant merchants mill sawmill tannery cooperative cooperatives',
    'bottler bottlers packer packers grower growers',
  ),
);
const BEING = new Set(words('is are am ist sind est sommes es somos e siamo zijn'));
const ARTICLES = new Set(words('a an ein eine un une una uno een'));

function commodityAt<T = RegulatedGood>(
  tokens: readonly Token[],
  at: number,
  table: Table<T> = COMMODITIES as Table<T>,
): { good: T; to: number } | undefined {
  for (const commodity of table) {
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
function namesCommodity<T = RegulatedGood>(
  tokens: readonly Token[],
  at: number,
  objectTo: number,
  table: Table<T> = COMMODITIES as Table<T>,
) {
  const found = commodityAt(tokens, at, table);
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

interface Grammar<T> {
  table: Table<T>;
  verbs: ReadonlySet<string>;
}
const COMMODITY_GRAMMAR: Grammar<RegulatedGood> = { table: COMMODITIES, verbs: PLACING_VERBS };

/** A product the phrase names: the word as written, the sentence and its page. */
interface Named<T> {
  good: T;
  word: string;
  decidingPhrase: string;
  locator: string;
}

/** 'We roast coffee', 'Acme sells Fairtrade chocolate': the company's verb with a commodity as object. */
function placedByVerb<T>(item: EvidenceItem, tokens: readonly Token[], grammar: Grammar<T>): Named<T>[] {
  const found: Named<T>[] = [];
  for (const clause of clausesOf(tokens)) {
    for (let verb = clause.from; verb <= clause.to; verb += 1) {
      if (!grammar.verbs.has(tokens[verb]!.norm) || !companyIsSubject(tokens, clause, verb)) continue;
      if (ownUse(tokens, clause.from, clause.to)) continue;
      const object = objectAfter(tokens, clause, verb, (token) => grammar.verbs.has(token));
      for (let at = object.from; at <= object.to; at += 1) {
        const commodity = namesCommodity(tokens, at, object.to, grammar.table);
        if (!commodity) continue;
        const word = phraseOf(item.text, tokens, at, commodity.to);
        found.push({ good: commodity.good, word, decidingPhrase: item.text, locator: item.locator });
      }
    }
  }
  return found;
}

/** 'We are a family coffee roaster', 'Acme is a chocolate maker': the company named by its trade. */
function placedByRole<T>(item: EvidenceItem, tokens: readonly Token[], grammar: Grammar<T>): Named<T>[] {
  const found: Named<T>[] = [];
  for (const clause of clausesOf(tokens)) {
    const being = tokens.findIndex(
      (token, index) => index >= clause.from && index <= clause.to && BEING.has(token.norm),
    );
    if (being < 0 || !ARTICLES.has(tokens[being + 1]?.norm ?? '')) continue;
    if (!companyIsSubject(tokens, clause, being)) continue;
    for (let at = being + 2; at <= Math.min(clause.to, being + 5); at += 1) {
      const commodity = commodityAt(tokens, at, grammar.table);
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
    for (const product of [
      ...placedByVerb(item, tokens, COMMODITY_GRAMMAR),
      ...placedByRole(item, tokens, COMMODITY_GRAMMAR),
    ]) {
      if (!byGood.has(product.good)) byGood.set(product.good, product);
    }
  }
  return [...byGood.values()];
}

/** A product the company's own words name that is no EUDR commodity ('we bottle olive oil'). */
export type StatedProduct = Omit<CommodityProduct, 'good'>;

/** Verbs by which a food or farm business puts its own produce on the market, beside the placing verbs. */
const PRODUCE_GRAMMAR: Grammar<true> = {
  table: OUTSIDE_ANNEX_I,
  verbs: new Set([
    ...PLACING_VERBS,
    ...words('mill bottle bottles bottling pack packs packing press presses'),
    ...words('brew brews brewed brauen braut brouwen brouwt brasser brassons'),
  ]),
};

/** Any commodity word in a sentence, in whatever role: an input ('made with palm oil'), packaging ('paper bags'). */
const mentionsCommodity = (tokens: readonly Token[]) =>
  tokens.some((_token, at) => commodityAt(tokens, at) !== undefined);

/**
 * The food and farm products the company's own words name as its products, when none is an EUDR
 * commodity or Annex I product: empty as soon as any sentence of its pages, on whatever page, names a
 * commodity (an ingredient, a supplier's goods, packaging), since those may well be Annex I goods it places.
 */
export function productsOutsideAnnexI(evidence: readonly EvidenceItem[]): StatedProduct[] {
  const byWord = new Map<string, StatedProduct>();
  for (const item of evidence) {
    const tokens = tokenize(item.text);
    if (mentionsCommodity(tokens)) return [];
    if (item.kind !== 'sentence' && item.kind !== 'description') continue;
    if (contextOf(item) !== 'self') continue;
    for (const product of [
      ...placedByVerb(item, tokens, PRODUCE_GRAMMAR),
      ...placedByRole(item, tokens, PRODUCE_GRAMMAR),
    ]) {
      const { good: _good, ...named } = product;
      const key = named.word.toLowerCase();
      if (!byWord.has(key)) byWord.set(key, named);
    }
  }
  return [...byWord.values()];
}
