/**
 * Goods the company says it buys in a list of countries, in its own voice and with 'in' rather than
 * 'from': 'We buy our wool in New Zealand and Uruguay', 'Haselnüsse kaufen wir im Piemont und in der
 * Türkei ein', 'Wij kopen onze tomaten in Spanje en Marokko', 'Nous achetons notre huile d’olive en
 * Espagne et au Maroc', 'Compramos el aceite de girasol en Francia y Ucrania', 'Acquistiamo il cacao in
 * Ecuador e in Perù', 'Compramos a cortiça em Portugal e Espanha'. The countries are where its
 * suppliers are. A company, a plant or a stake bought there is an acquisition, not a purchase of goods,
 * and a purchase that is the customers' is not the company's.
 */

/** The first person's buying verb, present tense, in the seven languages. */
export const WE_BUY_GOODS = new RegExp(
  String.raw`(?<!\p{L})(?:we\s+(?:also\s+|mainly\s+|mostly\s+|largely\s+)?(?:buy|source|purchase|procure)|(?:kaufen|beziehen)\s+wir|wir\s+(?:kaufen|beziehen)|(?:wij|we)\s+(?:kopen|betrekken)|(?:kopen|betrekken)\s+(?:wij|we)|nous\s+(?:achetons|nous\s+approvisionnons)|compramos|acquistiamo|compriamo|ci\s+approvvigioniamo)(?!\p{L})`,
  'giu',
);

/** 'in', 'im', 'in der', 'en', 'au', 'aux', 'em', 'no', 'na', 'nel', 'nella': before a country. */
export const IN_COUNTRY =
  /(?<!\p{L})(?:in\s+(?:der|den|the)|in|im|en|au|aux|em|no|na|nel|nella|nei|negli)\s+(?=\p{Lu})/gu;

/**
 * What is bought that is no goods: a company, a plant, a site, a stake, land or a building ('we bought
 * a plant in Poland', 'wir kaufen ein Werk in Polen', 'nous achetons une usine en Espagne'); and
 * buying that is the customers' ('customers buy our cheese in Germany' has no first person anyway).
 */
const NOT_GOODS =
  /(?<!\p{L})(?:compan(?:y|ies)|business(?:es)?|firms?|plants?|factor(?:y|ies)|sites?|stakes?|shares?|land|buildings?|propert(?:y|ies)|Unternehmen|Firmen?|Werke?|Standorte?|Grundstücke?|Anteile|Beteiligung(?:en)?|Gebäude|bedrijven|bedrijf|fabrieken|fabriek|vestigingen|aandelen|grond|entreprises?|soci[ée]t[ée]s?|usines?|sites?|parts|participations?|terrains?|empresas?|f[áa]bricas?|plantas|acciones|participaci[oó]n(?:es)?|terrenos?|aziende|azienda|imprese|stabiliment[io]|quote|partecipazion[ei]|terreni|fábricas|participa[çc][õo]es|terrenos|ações)(?!\p{L})/iu;

/**
 * Selling, exporting or delivering, or the customers, after the purchase: the countries after them are
 * markets ('wir kaufen Kakao in Ghana und verkaufen Schokolade in Deutschland').
 */
const SOLD_AFTER =
  /(?<!\p{L})(?:sells?|sold|exports?|deliver|supply|customers?|clients?|verkaufen|exportieren|liefern|Kunden|verkopen|exporteren|leveren|klanten|vendons|exportons|livrons|clients|vendemos|exportamos|clientes|vendiamo|esportiamo|clienti)(?!\p{L})/iu;

/** Whether the words between the buying verb and a country name goods, not a company, a site or a market. */
export const goodsBought = (between: string): boolean =>
  !NOT_GOODS.test(between) && !SOLD_AFTER.test(between);
