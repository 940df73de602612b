/**
 * Where the company's purchases go, said of its buying rather than of its suppliers: '78% of our
 * purchasing spend stays in Italy', 'Il 92% degli acquisti è effettuato in Italia', 'Nos achats sont
 * réalisés à 80 % en France', 'Wir kaufen zu 85 % in Deutschland ein', 'Acquistiamo soprattutto in
 * Italia'. A share or a 'mostly' is asked for: it says how much is bought where, so the countries are
 * the supplier countries; a purchasing office or team 'in Germany' is a site of the company.
 */

/** The company's purchases, or its buying verb. */
const PURCHASES = String.raw`purchases|purchasing(?:\s+spend|\s+volume)?|procurement(?:\s+spend)?|(?:our|the)\s+spend|what\s+we\s+buy|we\s+buy|acquisti|spesa\s+(?:per\s+(?:gli\s+)?acquisti|di\s+approvvigionamento)|approvvigionamenti|acquistiamo|compriamo|achats|approvisionnements|achetons|Einkaufs?volumen|Einkäufe|Beschaffungsvolumen|(?:wir\s+)?kaufen|beziehen\s+wir|compras|compramos|inkoopvolume|inkopen|kopen\s+we|kopen\s+wij`;
/** How much of it: a share, or 'mostly'. */
const SHARE = String.raw`\d[\d.,]*\s?%|most(?:ly)?|mainly|largely|primarily|predominantly|the\s+majority|überwiegend|vorwiegend|hauptsächlich|größtenteils|soprattutto|prevalentemente|per\s+lo\s+più|in\s+prevalenza|principalmente|principalement|majoritairement|surtout|sobre\s+todo|mayoritariamente|voornamelijk|grotendeels|overwegend`;
/** The place words before the countries: 'in', 'within', 'en', 'au', 'nel'. */
const WHERE = String.raw`in|within|en|au|aux|nel|nella|entro|im|in\s+der`;

/** Purchases, a share, then where; or a share, purchases, then where. */
export const SPEND_IN_COUNTRIES = new RegExp(
  String.raw`(?<!\p{L})(?:(?:${PURCHASES})(?:[^.;:!?]{0,50}?)(?<!\p{L})(?:${SHARE})|(?:${SHARE})(?:[^.;:!?]{0,40}?)(?<!\p{L})(?:${PURCHASES}))(?:[^.;:!?]{0,40}?)(?<!\p{L})(?:${WHERE})\s+(?:the\s+)?(?=\p{Lu})`,
  'giu',
);

/** A purchasing office, team or department is a site of the company, not where it buys. */
const OWN_UNIT =
  /(?<!\p{L})(?:office|team|department|hub|centre|center|Abteilung|Büro|Team|ufficio|reparto|bureau|service|département|oficina|departamento|afdeling|kantoor|customers?|clients?|Kunden|clienti|clientes|klanten|sales|Umsatz|ventes|vendite|ventas|omzet)(?!\p{L})/iu;

/** Whether the matched words speak of where purchases go, not of the company's own unit or its sales. */
export const isSpendWhere = (matched: string): boolean => !OWN_UNIT.test(matched);
