/**
 * Goods said to come from some kind of source in a list of countries, the source in plain words:
 * 'Our main raw materials come from long-standing partners in Germany and Austria', 'Unsere Rohstoffe
 * stammen von langjährigen Partnern in Deutschland', 'nos matières premières proviennent de partenaires
 * de longue date en France', 'la carne proviene da allevamenti in Italia', 'our timber comes from
 * certified forests in Sweden'. The verb of origin says the countries are where the company buys; the
 * words between are free, so the subject is checked to be goods, not sales or people.
 */

/**
 * The kinds of source goods come from, that the other supplier rules do not know as suppliers: partners,
 * forests, plants, companies, farms, co-operatives, plantations and their like in the six languages (German
 * nouns in the dative plural).
 */
const SOURCE_KIND = String.raw`partners?|manufacturers|makers|turbine\s+makers|forests|woodlands|plants|factories|foundries|quarries|mines|companies|firms|businesses|workshops|sawmills|breeders|estates|vineyards|fisheries|dairies|Partnern|Herstellern|Wäldern|Forsten|Werken|Betrieben|Unternehmen|Firmen|Steinbrüchen|Gießereien|Sägewerken|Molkereien|partenaires|fabricants|turbiniers|for[êe]ts|usines|entreprises|soci[ée]t[ée]s|carri[èe]res|fonderies|[ée]levages|ateliers|laiteries|vignobles|fabbricanti|foreste|boschi|stabilimenti|aziende|imprese|cave|fonderie|allevamenti|caseifici|cantine|vigneti|socios|fabricantes|bosques|f[áa]bricas|plantas|empresas|canteras|granjas|bodegas|fabrikanten|bossen|fabrieken|bedrijven|groeves|zuivelfabrieken|co-?operatives?|plantations?|coop[ée]ratives?|Kooperativen|Genossenschaften|coöperaties?|cooperativ[ae]s?|piantagion[ei]|plantaci[oó]n(?:es)?|Plantagen|plantages|planta[çc](?:[ãa]o|[õo]es)|fazendas`;

/** 'come from', 'sourced from', 'stammen von', 'proviennent de', 'provengono da', 'proceden de', 'komen van'. */
export const SOURCES_IN_COUNTRIES = new RegExp(
  String.raw`(?<!\p{L})(?:comes?|came|(?:is|are|was|were)\s+(?:sourced|bought|purchased|procured|obtained)|stamm(?:en|t)|kommen|kommt|(?:werden|wird)\s+(?:bezogen|eingekauft)|proviennent|provient|viennent|provengono|proviene|arrivano|arriva|proceden|procede|vienen|viene|komen|komt|(?:worden|wordt)\s+(?:ingekocht|betrokken)|achet[ée]e?s?|acquistat[oaie]|comprad[oa]s?|gekocht|eingekauft)\s+(?:(?:mainly|mostly|largely|primarily|hauptsächlich|überwiegend|vor\s+allem|principalement|surtout|majoritairement|principalmente|soprattutto|sobre\s+todo|voornamelijk|vooral|grotendeels)\s+)?(?:from|von|aus|bei|de|d['’]|des|auprès\s+de|auprès\s+d['’]|da|dai|dagli|dalle|presso|de\s+los|de\s+las|a|van|uit|bij)\s*(?:[\p{Ll}'’-]+\s+){0,3}?(?:${SOURCE_KIND})(?:\s+[\p{Ll}'’-]+){0,4}?\s+(?:in|en|aus|im|in\s+der|au|aux|nel|nei|negli|nella|uit)\s+(?:the\s+)?(?=\p{Lu})`,
  'gu',
);

/** The company's own sources are not bought: 'wind farms we operate in France', 'unsere eigenen Wälder'. */
const OWN =
  /(?<!\p{L})(?:we|our|own|wir|unser\p{L}*|eigene\p{L}*|nous|nos|notre|propres?|noi|nostr\p{L}*|propri\p{L}*|nosotros|nuestr\p{L}*|propi[oa]s?|wij|onze|eigen)(?!\p{L})/iu;

/** Whether the source the match names is no company's own. */
export const notOwnSource = (matched: string): boolean => !OWN.test(matched);

/**
 * What comes from somewhere that is no purchase: sales, customers, staff, visitors, energy the company
 * produces ('Our revenue comes from customers in Germany', 'Our staff come from local families in Ireland').
 */
const NOT_GOODS_BEFORE =
  /(?<!\p{L})(?:revenues?|sales|turnover|income|orders|bookings|demand|customers?|clients?|guests|visitors|tourists|employees|staff|colleagues|people|team|workers|students|members|Umsatz\p{L}*|Erlöse|Aufträge|Kunden|Gäste|Besucher|Mitarbeit\p{L}*|Beschäftigte\p{L}*|chiffre\s+d['’]affaires|ventes|commandes|clients|visiteurs|salariés|collaborateurs|fatturato|vendite|ordini|clienti|ospiti|visitatori|dipendenti|collaboratori|ventas|pedidos|clientes|huéspedes|visitantes|empleados|omzet|verkoop|bestellingen|klanten|gasten|bezoekers|medewerkers)(?!\p{L})/iu;

/** Whether the words before the verb speak of goods the company gets, not of its sales or people. */
export const aboutGoodsBefore = (before: string): boolean => !NOT_GOODS_BEFORE.test(before);
