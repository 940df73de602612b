/**
 * What the words around a site say about whose it is and whether it is open: a site of the company's
 * parent ('our parent group operates plants in …') is not the company's, and a site that is planned or
 * being built ('a new depot in Dresden will open in 2027', 'est en construction', 'in costruzione') is
 * not a site yet. A planned site becomes one when a page says it has opened; until then a consultant's
 * report should not list it among the places the company operates.
 */

/**
 * The company's parent, said with 'our' so that a group's own report calling itself 'the parent
 * company' or 'la Capogruppo' is not read as someone else.
 */
export const PARENT_OWNED =
  /\b(?:our|unser(?:e|er)?|notre|la\s+nostra|nostra|onze|ons|nuestra)\s+(?:parent(?:\s+(?:group|company))?|Mutter(?:gesellschaft|konzern|unternehmen)|maison\s+m[èe]re|soci[ée]t[ée]\s+m[èe]re|capogruppo|casa\s+madre|moeder(?:bedrijf|maatschappij)|(?:empresa\s+|sociedad\s+)?matriz)(?![\p{L}])/iu;

/** A site not open yet, in six languages: planned, being built, opening in a later year. */
const PLANNED =
  /\b(?:will\s+(?:open|be\s+(?:built|opened|completed|commissioned|operational))|plan(?:s|ned)?\s+to\s+(?:open|build)|(?:opens|opening)\s+in\s+(?:early\s+|late\s+|spring\s+|autumn\s+)?20\d\d|planned|under\s+construction|being\s+built|(?:geplant|planen|im\s+Bau|entsteht|errichten|wird\s+(?:\S+\s+){0,2}(?:gebaut|errichtet|eröffnet))|(?:en\s+construction|en\s+projet|pr[ée]vue?s?|ouvrira|sera\s+(?:mise?\s+en\s+service|construite?|ouverte?))|(?:in\s+costruzione|previst[oaie]|aprir[àa]|sar[àa]\s+(?:operativ[oaie]|inaugurat[oaie]|aperto|aperta))|(?:in\s+aanbouw|gepland|bouwen\s+een\s+nieuw\w*|wordt\s+gebouwd|opent\s+in)|(?:en\s+construcci[oó]n|prevista?s?|previstos|abrir[áa]|se\s+construir[áa]))(?![\p{L}])/iu;

/** The sentence around a trigger says the site is not open yet ('… will open in 2027', 'Wir planen ein Lager in …'). */
export function isPlannedSite(sentence: string, index: number): boolean {
  return PLANNED.test(sentence.slice(Math.max(0, index - 60)));
}

/**
 * A hotel or resort named with its town: 'Hotel Belvedere in Sorrento', 'Grand Hotel Lido in Rimini',
 * 'Resort Le Dune in Olbia', 'il Grand Hotel Miramare di Sanremo', 'the Alpenrose Hotel in Meran',
 * 'Hotel Belvedere (Sorrento)'.
 */
export const NAMED_HOTEL =
  /(?:\b(?:Grand\s+|Boutique\s+|Park\s+)?(?:Hotel|Hôtel|Albergo|Resort|Relais)(?:\s+\p{Lu}[\p{L}'’-]*){1,3}|\b(?:\p{Lu}[\p{L}'’-]*\s+){1,3}(?:Hotel|Resort))(?:\s+(?:in|a|di|at|à)\s+|\s*\(|,\s+(?:(?:in|a|à)\s+)?)(?=\p{Lu})/gu;
/** The company's own hotels are said with 'our' or 'we': another's hotel is a customer or a venue. */
export const OWN_HOTELS =
  /\b(?:our|we|unser\w*|wir|nos|notre|nous|nostr[ioae]|gestiamo|onze|ons|wij|nuestr[oa]s?)\b/iu;
/** A hotel the company supplies, meets at or counts as a client is not its own. */
export const OTHERS_HOTEL =
  /\b(?:suppl(?:y|ies|ied)|deliver\w*|serves?|meetings?|events?|conferences?|held|took\s+place|clients?|customers?|clienti|cliente|Kunden?|fourniss\w*|forni\w*|liefer\w*|lever\w*|convegno|evento|réunion|Veranstaltung)\b/iu;

/**
 * A plant named by its own name, then its town after a comma: 'le parc éolien des Crêtes, situé à
 * Sévérac', '…, sur la commune de Sévérac', 'the Les Crêtes wind farm, located in Sévérac', 'il parco
 * eolico di Monte Rasu, situato nel comune di Bono'.
 */
export const PLANT_THEN_TOWN =
  /\b(?:parcs?\s+[ée]oliens?|centrales?\s+(?:solaires?|hydro[ée]lectriques?|photovolta[ïi]ques?)|wind\s+farms?|solar\s+parks?|parc(?:o|hi)\s+(?:eolic[oi]|fotovoltaic[oi]|solar[ei])|Windparks?|Solarparks?)\b[^,.;()]{1,40},\s+(?:(?:situ[ée]e?s?|implant[ée]e?s?|located|situated|situat[oaie]|gelegen)\s+)?(?:(?:à|a|in|bei|nel\s+comune\s+di|sur\s+la\s+commune\s+(?:de\s+|d['’])|in\s+the\s+(?:municipality|commune)\s+of|in\s+der\s+Gemeinde)\s*)(?=\p{Lu})/giu;

/**
 * A plant's own name after its kind, then 'à' and its town without a comma: 'le parc éolien des Crêtes à
 * Sévérac-le-Château', 'la centrale hydroélectrique du Lac Noir à Orlu', 'il parco eolico di Monte Rasu a
 * Bono'. The name must start with its particle ('des', 'du', 'di'), so 'parcs éoliens à Lyon' stays with
 * the ordinary rule.
 */
export const PLANT_NAME_AT_TOWN =
  /\b(?:parcs?\s+(?:[ée]oliens?|solaires?|photovolta[ïi]ques?)|centrales?\s+(?:solaires?|hydro[ée]lectriques?|hydrauliques?|photovolta[ïi]ques?)|parc(?:o|hi)\s+(?:eolic[oi]|fotovoltaic[oi]|solar[ei])|central[ei]\s+(?:idroelettric[ah]e?|fotovoltaic[ah]e?))\s+(?:des|du|de\s+la|de\s+l['’]|d['’]|di|del|della|dello)\s*\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2}\s+(?:situ[ée]e?s?\s+|situat[oa]\s+)?(?:à|a|nel\s+comune\s+di|sur\s+la\s+commune\s+(?:de\s+|d['’]))\s*(?=\p{Lu})/giu;

/** Words just before a trigger that make the place someone else's ('we source from factories in …'). */
export const NOT_OURS =
  /\b(?:suppliers?|supplier's|sourc\w*|customers?|clients?|clienti|clientes|partners?|competitors?|buy\w*|purchas\w*|leveranciers?|(?:in)?kopen|(?:in)?gekocht|klanten|Lieferanten|Kunden|kaufen|beziehen|fournisseurs?|achet\w*|proveedores|compr\w*|fornitori|acquist\w*|comes?\s+from|komt\s+van|afkomstig|kommt\s+von|stammt|vient\s+de|proviene|viene\s+da)\b/iu;

/**
 * The company's own word right before the site, perhaps with one word between ('from our plants in …',
 * 'aus unseren zwei Werken in …', 'depuis nos usines de …', 'dai nostri stabilimenti di …'): whoever the
 * sentence named before ('We supply customers across Europe from our plants in Brno'), the site is
 * the company's. A possessive ('our customers' plants') or a word that names someone else ('our partner
 * factories') in between still makes it theirs.
 */
const OWN_RIGHT_BEFORE =
  /(?<!\p{L})(?:our|unser(?:e[nmrs]?)?|nos|notre|nostr[ioae]|onze|ons|nuestr[oa]s?)\s+(?:(\p{Ll}+)\s+)?$/iu;

/** The words before a site's trigger make it someone else's, unless the company's own word stands right before it. */
export function isOthersSite(before: string): boolean {
  if (!NOT_OURS.test(before)) return false;
  const own = OWN_RIGHT_BEFORE.exec(before);
  return !own || (own[1] !== undefined && NOT_OURS.test(own[1]));
}
