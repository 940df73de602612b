import { resolveHeadquarters, US_STATES } from '../company/index.js';
import { PLACE_JOIN, PROVINCE_IN_BRACKETS } from '../company/place-names.js';
import { countryOf } from './country-names.js';
import { COUNTED_SITES, SERVES } from './counted-sites.js';
import { addressTown, isSiteLabel, listedSites, roleOfSiteWords } from './location-tables.js';
import { SITES_HEADING } from './site-headings.js';
import {
  NAMED_HOTEL,
  OTHERS_HOTEL,
  OWN_HOTELS,
  PARENT_OWNED,
  PLANT_NAME_AT_TOWN,
  PLANT_THEN_TOWN,
  NOT_OURS,
  isOthersSite,
  isPlannedSite,
} from './site-context.js';
import { isRoomsLine, namedSiteTowns } from './named-site-cards.js';
import { nordicSites } from './nordic-site-sentences.js';
import { isSubNationalRegion } from './sub-national-regions.js';
import { evidenceFor, retrievedAtOf } from './evidence.js';
import { pageSentences, splitLines } from './sentences.js';
import type { ExtractedLocation, ExtractionOptions, LocationRole } from './types.js';

/**
 * Places the page names as the company's own operations: only after words that say what is there
 * ('headquartered in', 'plants in', 'offices in', 'stores in', 'operations in'). Countries, cities and
 * states are resolved with the company-normalisation tables (ISO 3166 codes with their sources); a
 * place those tables do not know keeps no country code rather than a guessed one.
 */

/** 'in' and its counterparts before a place: 'in Brno', 'à Lyon', 'au Havre', 'te Tilburg', 'di Bergamo'. */
/**
 * 'in' after a facility word, directly or after the language's own 'are located': 'plants in',
 * 'are located in', 'befinden sich in', 'liggen in', 'sont situés à', 'se encuentran en', 'si trovano
 * a'. Each language's verb takes only its own prepositions, so 'the plant is a leader' names no place.
 */
const IN = String.raw`(?:(?:\s+(?:located|situated|gelegen|situ[ée]e?s?|situat[aoie]))?\s+(?:(?:in|at|à|a|au|te|di|bei|de|en)\s+|d['’]\s*)|\s+(?:are|is)(?:\s+(?:located|situated|based))?\s+(?:in|at)\s+|\s+(?:sind|befinden\s+sich|liegen)\s+(?:in|bei)\s+|\s+(?:zijn|liggen|bevinden\s+zich)(?:\s+gelegen)?\s+(?:in|te)\s+|\s+(?:sont|se\s+trouvent|se\s+situent)(?:\s+situ[ée]e?s?)?\s+(?:à|a|au|en)\s+|\s+(?:son|est[áa]n|se\s+encuentran)(?:\s+(?:ubicad[ao]s?|situad[ao]s?))?\s+en\s+|\s+(?:sono|si\s+trovano)(?:\s+(?:situat[aoie]|ubicat[aoie]))?\s+(?:a|in)\s+)`;
const AFTER_VERB =
  /\s(?:are|is|sind|befinden|liegen|zijn|liggen|bevinden|sont|se\s+(?:trouvent|situent|encuentran)|son|est[áa]n|sono|si\s+trovano)\s/iu;
/** A second facility before 'in': 'offices and warehouses in A' names offices in A too. */
const AND_FACILITY = String.raw`(?:\s+(?:and|&|und|en|et|e|y)\s+(?:offices?|warehouses?|plants?|factor(?:y|ies)|stores?|shops?|depots?|terminals?|distribution\s+cent(?:re|er)s?|(?:R&D|research)\s+cent(?:re|er)s?|labs?|hotels?|Werke|Büros|Lager|Niederlassungen|usines|bureaux|entrep[ôo]ts|magasins|h[ôo]tels|oficinas|almacenes|plantas|f[áa]bricas|tiendas|uffici|magazzini|stabilimenti|negozi|kantoren|magazijnen|fabrieken|winkels))?`;
/** German compounds of 'Lager' and 'Zentrum' a haulier names its sites with: 'Zentrallager', 'Paketzentrum', 'Frachtzentren'. */
/** Words that make a hub one people work in rather than goods pass through: 'Engineering hub', 'software hub'. */
const WORK_HUB_WORDS = String.raw`(?:engineering|software|tech(?:nology)?|product|design|innovation|digital|talent|data|development|support|service|success|sales)`;
const WORK_HUB = new RegExp(String.raw`^(?:customer\s+)?${WORK_HUB_WORDS}\s+hubs?$`, 'iu');
const GERMAN_LOGISTICS = String.raw`(?:Zentral|Regional|Hochregal|Frische|Tiefkühl|Außen)lager|(?:Paket|Fracht|Verteil|Güterverkehrs)zent(?:rum|ren)`;
/**
 * A bottling plant in five languages: 'planta embotelladora', 'Abfüllanlage', 'usine d'embouteillage',
 * 'stabilimento di imbottigliamento'. The English one is a plant like any other.
 */
const BOTTLING_PLANT = String.raw`(?:bottling\s+(?:plants?|facilit(?:y|ies)|sites?)|plantas?\s+(?:embotelladoras?|de\s+embotellado)|\p{L}*Abfüll(?:anlagen?|werke?)|(?:usines?|sites?|unit[ée]s?)\s+d['’]embouteillage|(?:stabiliment[oi]|impiant[oi])\s+di\s+imbottigliamento)`;
/**
 * What a facility does, after it in Romance languages: 'planta de envasado en Boiro', 'almacén logístico
 * en Valença', 'stabilimento di confezionamento a Lodi', 'usine de conditionnement à Brest'. Without it,
 * the 'de' of the qualifier would be read as the 'in' before a town, and 'envasado' as the town.
 */
const ROMANCE_QUALIFIER = String.raw`(?:\s+(?:de|di|d['’])\s*(?:envasado|producci[óo]n|fabricaci[óo]n|elaboraci[óo]n|transformaci[óo]n|procesado|conservas|embalaje|confezionamento|produzione|lavorazione|trasformazione|conditionnement|transformation|fabrication|emballage)|\s+(?:log[íi]stic[oa]s?|industrial(?:es)?|productiv[oa]s?|logistiques?|industriels?|industriali))?`;
const triggerOf = (words: string) =>
  new RegExp(String.raw`\b(?:${words})${ROMANCE_QUALIFIER}${AND_FACILITY}${IN}`, 'giu');

const TRIGGERS: readonly [LocationRole, RegExp][] = [
  [
    'headquarters',
    new RegExp(
      String.raw`\b(?:(?:head-?quartered|based)\s+in|(?:headquarters|head office|HQ|registered office)\s+(?:is\s+|are\s+)?(?:located\s+)?in|(?:headquarters|head office)(?:\s+and\s+[\p{L} ]{3,40}?)?\s+(?:is|are)\s+in|hoofdkantoor\s+(?:is\s+|staat\s+)?(?:gevestigd\s+)?in|gevestigd\s+in|(?:Haupt|Firmen|Unternehmens)?[Ss]itz\s+(?:ist\s+)?in|Zentrale\s+in|si[eè]ge(?:\s+social)?\s+(?:est\s+)?(?:situ[ée]\s+)?(?:à|a)|bas[ée]e?\s+(?:à|a)|(?:con\s+)?sede(?:\s+(?:centrale|legale))?\s+(?:è\s+)?(?:a|in)|sede\s+central\s+en)\s+`,
      'giu',
    ),
  ],
  [
    'production',
    // The bottling plants come first: 'stabilimento di imbottigliamento a Bergamo' must not stop at
    // 'stabilimento di', which would take the next word for its town.
    triggerOf(
      String.raw`${BOTTLING_PLANT}|(?:production|manufacturing|assembly)\s+(?:plants?|sites?|facilit(?:y|ies)|lines?|operations|cent(?:re|er)s?)|plants?|factor(?:y|ies)|mills?|foundr(?:y|ies)|roaster(?:y|ies)|breweries|brewery|distiller(?:y|ies)|distilleries?|distillerie|destiler[íi]as?|creamer(?:y|ies)|refiner(?:y|ies)|tanner(?:y|ies)|(?:wind|solar|hydro(?:electric)?|hydropower|biogas)\s+(?:farms?|parks?|plants?|stations?)|\p{L}*fabrie(?:k|ken)|productielocaties?|(?:wind|zonne)parken?|Wind(?:park|parks)|Solarpark(?:s)?|\p{L}*kraftwerke?n?|parcs?\s+(?:[ée]oliens?|solaires?|photovolta[ïi]ques?)|centrales?\s+(?:solaires?|hydro[ée]lectriques?|hydrauliques?|photovolta[ïi]ques?|thermiques?|biomasse|de\s+cog[ée]n[ée]ration)|central[ei]\s+(?:idroelettric[ah]e|termoelettric[ah]e|fotovoltaic[ah]e|a\s+biomass[ae])|centrales?\s+(?:hidroel[ée]ctricas?|t[ée]rmicas?|de\s+ciclo\s+combinado|de\s+biomasa)|(?:waterkracht|biomassa|warmtekracht|zonne-?)centrales?|parchi?\s+(?:eolic[oi]|solar[ei]|fotovoltaic[oi])|parques?\s+(?:e[óo]lic[oa]s?|solar(?:es)?|fotovoltaic[oa]s?)|\p{L}*erij(?:en)?|(?:Produktions)?werke?n?|Produktionsstandort(?:en|e)?|Fabrik(?:en)?|usines?|sites?\s+de\s+production|unit[ée]s?\s+de\s+production|plantas?\s+de\s+producci[oó]n|centros?\s+de\s+producci[oó]n|stabiliment[oi](?:\s+produttiv[oi])?|siti\s+produttivi|impianti(?:\s+produttivi)?|impiant[oi]\s+di\s+(?:betonaggio|produzione|prefabbricazione|frantumazione|calcestruzzo|conglomerati)|fabbric(?:a|he)|f[áa]bricas?|plantas?`,
    ),
  ],
  // A lender's or insurer's own offices: 'our administration centre is in Leeds', 'an operations centre
  // in Livingston'.
  [
    'office',
    triggerOf(
      String.raw`(?<!\bhead\s)(?:sales\s+|service\s+)?(?:offices?|branch(?:es)?)|(?:administration|administrative|operations|customer\s+service|service|contact|call|claims|underwriting|shared\s+services?|processing)\s+cent(?:re|er)s?|sed(?:e|i)\s+operativ[ae]|filial(?:e|i|es)?(?:\s+commercial(?:e|i|es)?|\s+comercial(?:es)?)?|delegaci(?:ón|ones)|kantoo?r(?:en)?|verkoopkantoor|(?:Vertriebs)?b[üu]ros?|Niederlassung(?:en)?|bureaux?|agences?|uffic(?:io|i)|oficinas?`,
    ),
  ],
  [
    'retail',
    triggerOf(
      String.raw`stores?|shops?|outlets?|showrooms?|restaurants?|caf[ée]s|coffee\s+shops?|boutiques?|hotels?|resorts?|strutture\s+(?:alberghiere|ricettive)|winkels?|Filialen|Gesch[äa]fte|magasins?|h[ôo]tels?|negozi|alberghi|tiendas?`,
    ),
  ],
  // 'grandi magazzini', 'grandes almacenes' are department stores (customers), not warehouses.
  [
    'logistics',
    triggerOf(
      String.raw`(?:distribution|logistics|fulfil?ment)\s+(?:cent(?:re|er)s?|hubs?|sites?)|warehouses?|terminals?|depots?|(?:equipment\s+|storage\s+)?yards?|(?<!(?:innovation|research|technology|digital|development|R&D|Innovations|Digital|${WORK_HUB_WORDS})\s)(?:cross-?dock\s+)?hubs?|deposit[oi]|cross-?docks?|${GERMAN_LOGISTICS}|Terminals?|Umschlag\w*|Depots?|d[ée]p[ôo]ts?|magazijn(?:en)?|distributiecentr(?:um|a)|Lager(?:hallen|standorte?n?|häuser(?:n)?)?|Logistik(?:zentr(?:um|en)|standorte?n?)|entrep[ôo]ts?|plate-?formes?\s+logistiques?|centres?\s+logistiques?|(?<!grandi\s)magazzin[oi]|centr(?:o|os|i)\s+log[íi]stic(?:o|os|i)|(?<!grandes\s)almac[ée]n(?:es)?`,
    ),
  ],
  // Building sites and quarries: the company works there, whatever kind of site the page makes of it.
  ['operations', triggerOf(String.raw`cantier[ei]|quarr(?:y|ies)|cava|\p{L}*gruben?|Steinbr(?:uch|üche)`)],
  [
    'research',
    triggerOf(
      String.raw`(?:R&D|research|innovation|development|technology|technical|applications?)\s+(?:cent(?:re|er)s?|hubs?|labs?|laborator(?:y|ies)|sites?|facilit(?:y|ies))|Forschungszentrum|centre\s+de\s+recherche|centro\s+(?:di\s+)?ricerca|laboratoires?\s+de\s+recherche(?:\s+et\s+(?:de\s+)?d[ée]veloppement)?|laboratori[oi]\s+di\s+ricerca(?:\s+e\s+sviluppo)?|laboratorios?\s+de\s+investigaci[óo]n(?:\s+y\s+desarrollo)?`,
    ),
  ],
  [
    'operations',
    new RegExp(
      String.raw`\b(?:(?:operations|subsidiaries|sites|facilities|presence)\s+in|(?:operate[sd]?|operating|present)\s+in|(?:vestigingen|locaties)\s+(?:in|te)|Standort(?:e|en)?\s+in|implant[ée]e?s?\s+(?:à|en)|sites\s+(?:de|d['’]|à)|sedi\s+(?:a|in|di)|sede\s+di|sedes\s+en|centros\s+de\s+trabajo\s+en)\s+`,
      'giu',
    ),
  ],
];

/** A line that is only a town, with or without its country ('Pilsen, Tschechien', 'Olbia'). */
function isTownLine(line: string): boolean {
  // 'Hotels' over 'Hotel Belvedere' is a list's heading, not a town.
  const places = line && !listHeadingRole(line) ? placesAtStart(line) : [];
  return places.length === 1 && places[0]!.name === line && places[0]!.kind === 'locality';
}

/**
 * Whether a page's cards are headed by their town ('Pilsen, Tschechien' over 'Werk: …') rather than by
 * the facility ('Hotel Belvedere' over 'Sorrento, Italia'): the first town-and-facility pair decides.
 */
function cardsHeadedByTown(lines: readonly string[]): boolean {
  for (let index = 0; index + 1 < lines.length; index++) {
    const [line, next] = [lines[index]!, lines[index + 1]!];
    if (isTownLine(line) && FACILITY.test(next)) return true;
    if (FACILITY.test(line) && isTownLine(next)) return false;
  }
  return false;
}

/**
 * A German plant named by what it makes, in one compound ('Fertigteilwerk Straubing', 'Transportbetonwerk
 * Passau', 'Sägewerk'); not the words that only end like one ('Netzwerk', 'Handwerk', 'Regelwerk').
 */
const GERMAN_WORKS = String.raw`(?!(?:netz|hand|regel|bau|feuer|kunst|mauer|fach|trieb|lauf|schuh|hilfs|uhr|stock|blatt|busch|bünd|zu|ab|mit|vor|berg)werk)\p{L}+werk`;
/** A facility a heading or card names ('Production plant for …', 'Sales office', 'Weverij Brno'). */
const FACILITY = new RegExp(
  String.raw`^(?:(?:our\s+)?(?:head(?:quarters| office)|HQ)|(?:production|manufacturing|assembly)\s+(?:plant|site|facility)|plant|factory|mill|(?:sales\s+|service\s+)?office|warehouse|(?:distribution|logistics)\s+cent(?:re|er)|store|shop|hotel|R&D\s+cent(?:re|er)|hoofdkantoor|\p{L}*fabriek|\p{L}*erij|kantoor|magazijn|distributiecentrum|Hauptsitz|${GERMAN_WORKS}|Werk|Produktionswerk|\p{L}*gruben?|Steinbruch|Niederlassung|Vertriebsb[üu]ro|Lager|Umschlaglager|Logistikzentrum|\p{L}*Abfüllanlage|(?:Cross-?Dock-?|Umschlag)?[Tt]erminal|Cross-?Dock|Depot|Hub|si[eè]ge|usine|bureau|entrep[ôo]t|centre\s+logistique|h[ôo]tel|parc\s+[ée]olien|centrale\s+(?:solaire|hydro[ée]lectrique|photovolta[ïi]que)|sede|stabilimento|ufficio|magazzino|deposito|centro\s+log[íi]stico|cantiere|albergo|resort|almac[ée]n|f[áa]brica|planta|vestiging|(?:equipment\s+)?yard|quarry|(?:(?:hlavní|druhý|třetí|nový|hlavný|nový)\s+)?(?:výrobní\s+|výrobný\s+)?závod|sídlo|pobočka|(?:obchodní\s+|obchodná\s+)?kancel(?=[áa]ř|ári)|sklad|slévárna|zlievareň|provozovna)\b`,
  'iu',
);
/** A facility's word alone, singular or plural: 'Lager', 'Werke', 'Terminals', 'Büros'. */
const isFacilityWord = (name: string): boolean =>
  !name.includes(' ') && (FACILITY.test(name) || FACILITY.test(name.replace(/(?:en|e|n|s)$/u, '')));
const FACILITY_ROLE: readonly [RegExp, LocationRole][] = [
  [/^sede\s+operativa/iu, 'office'],
  // A building site, a quarry or a branch of unstated kind: the company works there.
  [/^(?:cantiere|quarry|vestiging|\p{L}*grube|steinbruch)/iu, 'operations'],
  [/^(?:our\s+)?(?:head|hq|hoofdkantoor|hauptsitz|si[eè]ge|sede|sídlo)/iu, 'headquarters'],
  [
    /^(?:(?:sales\s+|service\s+)?office|kantoor|niederlassung|vertriebsb|bureau|ufficio|pobočka|(?:obchodn\p{L}+\s+)?kancel)/iu,
    'office',
  ],
  [
    /^(?:warehouse|distribution|logistics|centr[eo]\s+log|magazijn|distributiecentrum|lager|umschlag|logistik|cross|terminal|depot|hub|entrep|magazzino|deposito|almac|(?:equipment\s+)?yard|sklad)/iu,
    'logistics',
  ],
  [/^(?:store|shop|hotel|h[ôo]tel|albergo|resort)/iu, 'retail'],
  [/^r&d/iu, 'research'],
];
const roleOfFacility = (text: string): LocationRole =>
  FACILITY_ROLE.find(([pattern]) => pattern.test(text))?.[1] ?? 'production';

/**
 * A hotel, a resort or a building site heading names itself, not its town ('Resort Le Dune', 'Cantiere
 * Porta Nuova'); as a card under its town ('Olbia' over 'Resort') it is still read.
 */
const OWN_NAME_FACILITY = /^(?:hotel|h[ôo]tel|albergo|resort|cantiere)\s/iu;
/**
 * Kinds of site whose card is as often headed by the site's own name ('Villa Aurora' over 'Resort',
 * 'Porta Nuova' over 'Cantiere') as by its town: only a town the tables know is read over them.
 */
const NAMED_CARD_FACILITY =
  /^(?:Umschlaglager|Logistikzentrum|Cross|Umschlag|Terminal|Depot|Hub|parc|centrale|deposito|cantiere|resort|almac|f[áa]brica|planta|vestiging|(?:equipment\s+)?yard|quarry)/iu;
/** A facility's own name after 'des', 'du', 'della', 'dei', 'del', 'de la', 'von der': not its town. */
const NAME_PARTICLE_BEFORE_LAST =
  /\s(?:des|du|de\s+la|della|dello|delle|dei|degli|del|von\s+der|vom|van\s+de|les|la|le)\s+(?:\p{Lu}[\p{L}-]+\s+)?\p{Lu}[\p{L}-]+$/iu;

/**
 * A facility named after its town, in English: 'our Charleville cheese plant', 'our Doncaster
 * distribution centre', 'our Leeds support office'. Up to two lower-case words say what it makes or does.
 */
const TOWN_FACILITY_NOUNS: readonly [string, LocationRole][] = [
  [
    String.raw`(?:plant|factory|mill|creamery|dairy|brewery|bakery|foundry|works|wind farm|solar park)`,
    'production',
  ],
  [
    String.raw`(?:warehouse|(?:distribution|logistics) cent(?:re|er)|depot|terminal|(?<!${WORK_HUB_WORDS}\s)hub|yard)`,
    'logistics',
  ],
  [
    String.raw`(?:office|head office|branch|${WORK_HUB_WORDS}\shub|(?:claims|call|contact|service|operations|administration)\s+cent(?:re|er))`,
    'office',
  ],
  [String.raw`(?:store|shop|hotel|showroom)`, 'retail'],
  [String.raw`(?:R&D cent(?:re|er)|research cent(?:re|er)|lab(?:oratory)?)`, 'research'],
];
const TOWN_FACILITIES = TOWN_FACILITY_NOUNS.map(
  ([nouns, role]) =>
    [
      role,
      new RegExp(
        String.raw`\bour\s+(\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*)?)\s+(?:[a-z]+\s+){0,2}?${nouns}s?\b`,
        'gu',
      ),
    ] as const,
);
/**
 * A German site named by its town right after the word: 'an unseren Standorten Duisburg und Hamburg',
 * 'am Standort Bremen', 'im Werk Paderborn', 'unser Terminal Nürnberg'. The tables must know the town:
 * German capitalises its nouns, so 'im Werk Qualität' is no place.
 */
const GERMAN_SITE_NAMED: readonly [RegExp, LocationRole][] = [
  [/(?<!\p{L})(?:Standort(?:e|en)?|Niederlassung(?:en)?)\s+/gu, 'operations'],
  [
    /(?<!\p{L})(?:Werk(?:e|en)?|Produktionsstandort(?:e|en)?|\p{Lu}?\p{Ll}*[Kk]raftwerk(?:e|en)?)\s+/gu,
    'production',
  ],
  [
    new RegExp(
      String.raw`(?<!\p{L})(?:Terminals?|Lager|Logistikzentrum|Umschlagterminals?|Hubs?|Depots?|${GERMAN_LOGISTICS})\s+`,
      'gu',
    ),
    'logistics',
  ],
];
/** Production in the company's own words: 'We make cheese at Charleville', 'wir fertigen in Brno'. */
const MAKES_AT = new RegExp(
  String.raw`\b(?:we|wij|wir|nous)\s+(?:make|produce|manufacture|brew|weave|roast|bake|assemble|maken|produceren|weven|fertigen|produzieren|herstellen|weben|fabriquons|produisons|tissons)\b[^.;:]{0,40}?\s(?:at|in|à|te)\s+`,
  'giu',
);

/** A list of sites after a colon: 'three sites: A, B and C', 'drei Standorten: A, B und C', 'nos usines : A et B'. */
const SITES_LISTED =
  /\b((?:sites|unit[ée]s)\s+de\s+production|siti\s+produttivi|sites|locations|plants|factories|branches|offices|depots|warehouses|terminals|hubs|hotels|power\s+plants|wind\s+farms|Kraftwerke|Terminals|parcs\s+[ée]oliens|centrales|sedes|oficinas|delegaciones|kantoren|uffici|Standorten?|Niederlassungen|Depots|Logistikzentren|Werken?|Produktionsstandorten?|entrep[ôo]ts|agences|succursales|filiali|agenzie|Filialen|Gesch[äa]ftsstellen|sucursales|strutture|vestigingen|locaties|productielocaties|usines|implantations|sedi|stabilimenti|plantas|centros|f[áa]bricas)\s*:\s*/giu;
/**
 * A list of towns set apart by a middle dot, a bullet, a pipe, a slash or a dash rather than commas, as
 * a footer or a contact page prints it ('Delegaciones: Madrid · Sevilla · Valencia', 'Standorte: Hamburg |
 * Bremen | Kassel', 'Filiali: Bergamo – Brescia – Lecco'): read as a list with commas. Only before a
 * capital, so 'Hamburg – seit 1950' keeps its dash.
 */
const LIST_MARK = /\s+[·•|/–—-]\s+(?=\p{Lu})|\s*[·•]\s*(?=\p{Lu})/gu;
/** A name's own lower-case words: 'Frankfurt am Main', 'Castellón de la Plana', 'Valencia y Bilbao'. */
const NAME_WORD =
  /^(?:\p{Lu}[\p{L}'’.-]*|am|an|der|im|bei|de|del|la|le|les|di|sur|upon|on|and|und|et|en|e|y)$/u;
/**
 * The items of a list set apart by those marks, when each is only a name or two ('Hamburg', 'Valencia y
 * Bilbao'); a row of a table or a label with a figure ('Hamburg | Fläche: 42.000 m²') is no such list.
 */
function markedList(list: string): string | undefined {
  const items = list.replace(/[.;]\s*$/u, '').split(LIST_MARK);
  if (items.length < 2) return undefined;
  const onlyNames = items.every((item) =>
    item
      .trim()
      .split(/\s+/u)
      .every((word) => NAME_WORD.test(word)),
  );
  return onlyNames ? items.join(', ') : undefined;
}
/** A list after a colon, its marks read as commas where it is a list of names only. */
const asCommaList = (list: string): string => markedList(list) ?? list;
/** A listed site's own name with its town in brackets: 'Serra Lago (Bellagio)'. */
const NAME_AND_TOWN = /(?<![\p{L}(])\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3}\s*\(([^()]{2,40})\)/gu;
/** Production in the sentence's words: the sites it lists are plants. */
const PRODUCES =
  /\b(?:produce|manufacture|make|production|manufacturing|produzieren|fertigen|herstellen|Produktion|produceren|maken|productie|produisons|fabriquons|production|produciamo|produzione|producimos|fabricamos|producci[oó]n)\b/iu;
/** A verb right after a name: the name starts a clause of its own ('…, Acme has grown into…'). */
const CLAUSE_VERB =
  /^\s+(?:has|have|had|is|was|were|are|became|grew|opened|employs|makes|hat|ist|war|wurde|heeft|is|was|werd|a|est|était|devient|ha|es|fue|è|era)\b/iu;
/** The company's beginnings: what follows describes what it was, not where it is now. */
const FOUNDED_AS =
  /\b(?:founded|established|started|began|set up|gegründet|opgericht|fondée?|fundad[ao]|fondat[ao])\b[^.]*\bas\s+an?\b|\b(?:began|started)\s+(?:life\s+)?as\b|\bals\s+(?:eine?|kleine[rs]?)\b[^.]*\bgegründet|\bcomme\s+une?\b|\bcomo\s+una?\b|\bcome\s+una?\b/iu;
/** A capitalised word; a dot only inside it ('St.Gallen' no, 'U.S' yes), never the full stop after it. */
const WORD = String.raw`\p{Lu}(?:[\p{L}\p{N}'’-]|\.(?=\p{L}))*`;
const PLACE = new RegExp(String.raw`^(?:the\s+)?((?:The\s+)?${WORD}(?:${PLACE_JOIN}${WORD})*)`, 'u');
const PARENT = new RegExp(String.raw`^,\s*(${WORD}(?:\s${WORD})*)`, 'u');
/** A comma or 'and' in the six languages: 'Lyon et Nantes', 'Tilburg en Breda', 'Brno und Linz', 'Bari e Lecce', 'Vigo y León'. */
/**
 * The preposition said again with each town, where the language does so: 'à Lyon, à Nantes et à
 * Porto', 'a Lecco e a Brescia', 'te Tilburg en te Breda', 'de Lyon et de Nantes', 'di Bergamo e di Lecco'.
 * Only the prepositions of towns: 'en' and
 * 'in' also lead to regions and countries ('en Occitanie et en Bretagne', 'a Firenze e in Toscana').
 */
const REPEATED_IN =
  /^(?:(?:\s*,\s*|\s+et\s+)(?:à|de)\s+|(?:\s*,\s*|\s+et\s+)d['’]\s*(?=\p{Lu})|\s+e\s+(?:a|di)\s+|\s+y\s+de\s+|\s+en\s+te\s+)/u;
const SEPARATOR = /^(?:\s*,\s*(?:(?:and|und|et|en|e|y)\s+)?|\s+(?:and|und|sowie|et|en|e|y)\s+|\s*&\s*)/;
/** 'Naas, Co. Kildare', 'Mallow, County Cork': an Irish town's county says where the town is, it is no town. */
const COUNTY_AFTER = /^,?\s*(?:Co\.|County)\s+\p{Lu}[\p{L}'’-]*/u;
/** 'Brno (Czech Republic)', 'Monterrey (México)': a town with its country in brackets. */
const BRACKETED = /^\s*\(([^()]{2,40})\)/u;
const NOT_PLACES = new Set(
  [
    'january',
    'february',
    'march',
    'april',
    'may',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
  ].concat(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'scope']),
);
const REGIONS = new Set(
  [
    'europe',
    'asia',
    'africa',
    'oceania',
    'north america',
    'south america',
    'latin america',
    'central america',
    'americas',
    'the americas',
    'middle east',
    'the middle east',
    'asia pacific',
    'asia-pacific',
    'apac',
    'emea',
    'scandinavia',
    'nordics',
    'the nordics',
    'southeast asia',
    'south asia',
    'east asia',
    'east africa',
    'west africa',
    'western europe',
    'eastern europe',
    'central europe',
    'northern europe',
    'southern europe',
    'benelux',
    'dach',
  ].map(fold),
);

/** Lower-case words without accents, for comparing place names ('Côte d’Ivoire' = 'cote d ivoire'). */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

interface Place {
  name: string;
  kind: ExtractedLocation['kind'];
  countryCode?: string;
  /** What the site is, as the bracket after its town says in a list ('Lyon (siège), Corbas (entrepôt)'). */
  bracketRole?: LocationRole;
}

/** A country's name in any of the six languages ('Czech Republic', 'Tschechien', 'Messico'). */
function isCountryName(place: string): string | undefined {
  return countryOf(place);
}

function readPlace(name: string, parent: string | undefined): Place {
  const country = isCountryName(name);
  if (country) return { name, kind: 'country', countryCode: country };
  if (REGIONS.has(fold(name))) return { name, kind: 'region' };
  const written = parent ? `${name}, ${parent}` : name;
  // A country the tables do not know by this name is still the one the page wrote ('Győr, Ungarn').
  const code = resolveHeadquarters(written)?.country ?? (parent ? countryOf(parent) : undefined);
  return code ? { name: written, kind: 'locality', countryCode: code } : { name: written, kind: 'locality' };
}

/** A heading over a list of sites that says what they are ('Find a store', 'Unsere Standorte', 'Nos hôtels'). */
const LIST_HEADINGS: readonly [RegExp, LocationRole][] = [
  [
    /\b(?:stores?|shops?|hotels?|winkels?|Filialen|Märkte|magasins?|boutiques|h[ôo]tels?|negozi|punti vendita|alberghi|tiendas?)\b/iu,
    'retail',
  ],
  [
    /\b(?:plants?|factories|production sites|Werke|usines|stabilimenti|f[áa]bricas|plantas)\b/iu,
    'production',
  ],
  [/\b(?:offices|kantoren|Büros|bureaux|uffici|oficinas)\b/iu, 'office'],
  [
    /\b(?:warehouses|depots|terminals|(?:distribution|logistics) centres|Lager|Logistikzentren|entrep[ôo]ts|centres logistiques|magazzini|centri logistici|almacenes|centros log[íi]sticos)\b/iu,
    'logistics',
  ],
];
function listHeadingRole(line: string): LocationRole | undefined {
  if (line.length > 60 || /[.!?]$/.test(line)) return undefined;
  return LIST_HEADINGS.find(([pattern]) => pattern.test(line))?.[1];
}

/** The country an address line ends with ('…, 627 00 Brno, Tsjechië' → 'Tsjechië'), if it names one. */
function countryAtEnd(address: string): string | undefined {
  const last = address.split(',').at(-1)?.trim() ?? '';
  return last && isCountryName(last) ? last : undefined;
}

/** A town keeps the country its address line ends with ('Quay Street, Ennisfort, Ireland'). */
function withCountryOf(place: Place, address: string): Place {
  const country = countryAtEnd(address.split(/\s[–—-]\s/)[0]!);
  const code = country ? isCountryName(country) : undefined;
  return place.countryCode || !code ? place : { ...place, countryCode: code };
}

/** The places listed from the start of `text`: 'Poland, Mexico and Suzhou, China' → three places. */
/**
 * 'plants in Hadley, Shropshire; Penrow, West Yorkshire; …': a list whose items end at a semicolon
 * writes each town with its county or region after a comma, not a second town ('Leeds, Bradford;'
 * stays two towns, since the tables know Bradford as one).
 */
function countyBeforeSemicolon(parentName: string, after: string): boolean {
  return /^\s*;/u.test(after) && resolveHeadquarters(parentName)?.via !== 'city';
}

/**
 * 'our roastery in Broombridge, Dublin': a district no table knows, then the city it lies in, ending the
 * list. That is one place, the city; 'in Leeds, Bradford and York' stays three towns.
 */
function cityOfDistrict(name: string, rest: string): { name: string; length: number } | undefined {
  const parent = PARENT.exec(rest);
  const city = parent?.[1];
  if (!parent || !city || COUNTY_AFTER.test(rest) || resolveHeadquarters(name) || isCountryName(name))
    return undefined;
  const known = resolveHeadquarters(city);
  if (known?.via !== 'city' || fold(known.matched) !== fold(city)) return undefined;
  const after = rest.slice(parent[0].length);
  // 'offices in York, Leeds and Exeter': an 'and' before one more name goes on with the list of towns.
  if (/^\s+(?:and|und|sowie|et|en|e|y)\s+\p{Lu}/u.test(after)) return undefined;
  return /^\s*(?:$|[.;:)]|,\s*\p{Ll}|\s\p{Ll})/u.test(after)
    ? { name: city, length: parent[0].length }
    : undefined;
}

/** US states by their full names ('North Carolina'): after a town, they say where it is. */
const US_STATE_NAMES: ReadonlySet<string> = new Set(Object.values(US_STATES.byCode).map(fold));
const US_AFTER_STATE = /^,?\s*(?:USA|U\.S\.A\.|U\.S\.|US|United States(?: of America)?)(?![\p{L}.])/u;

function placesAtStart(text: string): Place[] {
  const places: Place[] = [];
  let rest = text;
  for (;;) {
    const match = PLACE.exec(rest);
    const name = match?.[1];
    if (!match || !name || NOT_PLACES.has(name.toLowerCase())) break;
    // 'Umschlagterminals in Duisburg und Nürnberg sowie Lager in Großbeeren': after 'sowie' the next
    // kind of site begins, no town of the list.
    if (places.length > 0 && isFacilityWord(name)) break;
    // 'in Reus, Tarraco Envases has grown…': after a comma, a name followed by a verb is the subject
    // of the next clause, not one more place in the list.
    if (places.length > 0 && CLAUSE_VERB.test(rest.slice(match[0].length))) break;
    rest = rest.slice(match[0].length);
    const city = cityOfDistrict(name, rest);
    if (city) {
      places.push(readPlace(city.name, undefined));
      rest = rest.slice(city.length);
      break;
    }
    // 'Suzhou, China', 'Ventura, CA': a city followed by its country or state. A country is never
    // followed by its parent, so 'Poland, Mexico' stays two countries.
    const parent = PARENT.exec(rest);
    const parentName = parent?.[1];
    const takesParent =
      parentName &&
      !isCountryName(name) &&
      !REGIONS.has(fold(name)) &&
      (isCountryName(parentName) ||
        /^[A-Z]{2}$/.test(parentName) ||
        US_STATE_NAMES.has(fold(parentName)) ||
        countyBeforeSemicolon(parentName, rest.slice(parent![0].length)));
    if (parent && takesParent) rest = rest.slice(parent[0].length);
    // 'Charlotte, North Carolina, USA': the country after a state is the state's, no place of its own.
    if (parent && takesParent && US_STATE_NAMES.has(fold(parentName)))
      rest = rest.slice(US_AFTER_STATE.exec(rest)?.[0].length ?? 0);
    rest = rest.slice(COUNTY_AFTER.exec(rest)?.[0].length ?? 0);
    const bracket = takesParent ? undefined : BRACKETED.exec(rest);
    const bracketed = bracket && !isCountryName(name) && isCountryName(bracket[1]!) ? bracket[1] : undefined;
    if (bracket && bracketed) rest = rest.slice(bracket[0].length);
    // 'Leeds (head office), Exeter', 'Bremen (Hauptsitz, Logistikzentrum), Duisburg': what the site is,
    // in brackets, and the list goes on.
    const bracketRole = bracket && !bracketed ? roleOfSiteWords(bracket[1]!) : undefined;
    if (bracketRole) rest = rest.slice(bracket![0].length);
    const place = readPlace(
      match[0].startsWith('the ') ? `the ${name}` : name,
      takesParent ? parentName : bracketed,
    );
    places.push(bracketRole ? { ...place, bracketRole } : place);
    const separator = REPEATED_IN.exec(rest) ?? SEPARATOR.exec(rest);
    if (!separator) break;
    rest = rest.slice(separator[0].length);
  }
  return places;
}

/**
 * The places of a list the tables vouch for: the ones they know, and after a town they know the other
 * single names of the same list ('Standorten Hamburg, Wustermark und Großbeeren'), since a list that
 * starts with a town goes on with towns. A list of names the tables do not know stays unread: German
 * capitalises its nouns, and a colon also starts lists of other things.
 */
function vouchedTowns(places: readonly Place[], addressed: ReadonlySet<string>): Place[] {
  const firstKnown = places.findIndex((place) => place.kind === 'locality' && isKnown(place, addressed));
  return places.filter(
    (place, index) =>
      place.kind !== 'region' &&
      (isKnown(place, addressed) ||
        (firstKnown >= 0 &&
          index > firstKnown &&
          place.kind === 'locality' &&
          /^\p{Lu}[\p{L}'’-]+$/u.test(place.name) &&
          !FACILITY.test(place.name) &&
          !SITES_HEADING.test(place.name))),
  );
}

/**
 * A place the tables know, or a town the same page prints in a postal address ('Am Bahnhof 5, 14641
 * Wustermark'): a postcode before it says it is a town, whether or not the tables list it.
 */
const isKnown = (place: Place, addressed: ReadonlySet<string>): boolean =>
  place.countryCode !== undefined || (place.kind === 'locality' && addressed.has(place.name));

/**
 * 'Niederlassung Tiefbau Regensburg': a business line's noun may stand between the word and the town.
 * The town the tables know is the last word; a name whose first word is no place stays as it is only
 * when the tables know the whole of it ('Bad Tölz').
 */
function townAfterBusinessLine(place: Place): Place {
  const words = place.name.split(' ');
  const last = words.at(-1)!;
  if (words.length < 2 || resolveHeadquarters(words[0])) return place;
  return resolveHeadquarters(place.name)?.matched === last ? readPlace(last, undefined) : place;
}

/** 'in Kufstein', 'à Lyon', 'a Bergamo': a preposition of place and a name, anywhere in the line. */
const IN_TOWN = /(?<!\p{L})(?:in|im|at|near|bei|à|a|en|nahe)\s+(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?)/gu;

/**
 * A facility line that says where it is itself, in a table row ('Hotel Alpenrose | Ort: Lienz') or after
 * 'in' ('Hotel Alpenrose in Lienz feiert Jubiläum'): the line above it is a heading ('Aktuelles', 'Unsere
 * Standorte'), not the facility's town, unless that line is a town the tables know. The town after 'in'
 * may be one the tables do not know: a capitalised name is enough to say the line places itself.
 */
function placedElsewhere(line: string): boolean {
  if (line.includes(' | ')) return true;
  // 'Head office: Harwood House, 12 Minster Yard, York YO1 7HH': a label and its address name the town.
  if (/:\s*\S.*\d/u.test(line) && isAddressLength(line)) return true;
  return [...line.matchAll(IN_TOWN)].some((match) => placesAtStart(match[1]!).length > 0);
}

/** A name that is a town the tables list or the page addresses, all of it ('Bremen', not 'Standort Bremen'). */
const isTownItself = (name: string, addressed: ReadonlySet<string>): boolean =>
  addressed.has(name) || fold(resolveHeadquarters(name)?.matched ?? '') === fold(name);

/** The towns of a page's postal addresses. */
const addressedTowns = (lines: readonly string[]): Set<string> =>
  new Set(
    lines.flatMap((line) => (isAddressLength(line) ? [addressTown(line)?.town ?? ''] : [])).filter(Boolean),
  );

/** A street's word after a town's name, where a label and its address run on one line ('Oderzo Via Postumia'). */
const STREET_AFTER_TOWN =
  /\s+(?:Via|Viale|Piazza|Piazzale|Corso|Largo|Rue|Avenue|Boulevard|Chemin|Calle|Avenida|Paseo|Carrer|Rua|Strada)\s.*$/u;
/** An address that ends with a postcode and the town: '… 8011 RJ Zwolle', '… 68219 Mannheim'. */
const postcodeThenTown = (town: string) =>
  new RegExp(String.raw`\s(?:[A-Z]{1,2}-)?\d{4,5}(?:\s?[A-Z]{2})?\s+${escapeRegExp(town)}$`, 'u');
/** A street and house number right before the postcode: 'Lange Bisschopstraat 8 7411 KA Deventer'. */
const STREET_NUMBER_POSTCODE = /\p{L}[\p{L}.'’-]*\s+\d+[a-zA-Z]?(?:[-/]\d+)?\s+(?:[A-Z]{1,2}-)?\d{4,5}\b/u;
/**
 * The town a card's heading names when the address under it ends with a postcode and that town, written
 * without a comma ('Deventer' over 'Lange Bisschopstraat 8 7411 KA Deventer'), alone or with its quarter
 * ('Kampen Centrum'): the heading's first word or two.
 */
function townOverStreet(line: string, next: string): string | undefined {
  if (!STREET_NUMBER_POSTCODE.test(next) || !/^\p{Lu}/u.test(next) || !isAddressLength(next))
    return undefined;
  const words = line.split(/\s+/);
  if (words.length > 4 || !words.every((word) => /^\p{Lu}/u.test(word))) return undefined;
  for (const count of [2, 1]) {
    const town = words.slice(0, count).join(' ');
    if (count <= words.length && postcodeThenTown(town).test(next)) return town;
  }
  return undefined;
}
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * An address line is short and holds no sentence end ('rates. Our'); an abbreviation's full stop
 * ('Co. Wexford', 'St. Gallen') is not one.
 */
const isAddressLength = (line: string): boolean =>
  line.length <= 100 && !/\p{Ll}{3,}[.!?]\s+\p{Lu}/u.test(line);

/**
 * The towns of a line that lists sites each with its kind in brackets ('Lyon (siège), Corbas (plateforme
 * logistique) et Annecy (entrepôt frais).'); nothing when one of them has no such bracket, or the list
 * is one town only, since a single 'Lyon (siège)' under a heading is a card, read elsewhere.
 */
function bracketedSites(line: string, addressed: ReadonlySet<string>): Place[] {
  const places = placesAtStart(line);
  if (places.length < 2 || places.some((place) => !place.bracketRole)) return [];
  return vouchedTowns(places, addressed);
}

/**
 * A town, a dash or colon and its kind of site: 'Hamburg – Logistikzentrum (42.000 m²)', 'Lucena
 * (Córdoba): sede central', 'Bergamo (BG) – stabilimento'. The bracket after the town is its province
 * (or country), never the site's place. After a colon only a town the tables know ('Duisburg:
 * Umschlagterminal am Rhein'), as a colon also follows other labels, or one with its province or country
 * in brackets: that is how Spanish and Italian pages list their sites.
 */
// A long line goes on with what else the site does ('– sídlo firmy, hlavní výrobní závod, slévárna litiny,
// obrobna a montáž'): the kind is its first words.
const DASHED_SITE =
  /^([^–—:()]{2,40}?)(?:\s*\(([^()]{2,30})\))?(\s+[–—-]\s+|\s*:\s+)(.{2,60})(?:[,\s].{1,120})?$/u;
/**
 * Hotels, resorts, building sites and power plants carry their own names, with their town in the
 * bracket ('Villa Aurora (Sorrento): resort'): a name before them is no town unless the tables know it.
 */
const OWN_NAMED_KIND =
  /^(?:hotel|h[ôo]tel|albergo|resort|relais|agriturismo|cantiere|quarry|parc|parco|parque|centrale|wind|solar)\b/iu;
function dashedSite(
  line: string,
  addressed: ReadonlySet<string>,
): { place: Place; role: LocationRole } | undefined {
  const match = DASHED_SITE.exec(line);
  if (!match) return undefined;
  const [, name, bracket, separator, kind] = match as unknown as [
    string,
    string,
    string | undefined,
    string,
    string,
  ];
  // 'Olomouc, Česká republika': a country whose name has a word in lower case still places the town;
  // 'Charlotte, North Carolina, USA': the town with its state, then the country.
  const [, townName, countryAfter] = /^(.+?),\s*([^,]+)$/u.exec(name) ?? [];
  const ownName = countryAfter && isCountryName(countryAfter) ? townName! : name;
  const [town, ...more] = placesAtStart(ownName);
  if (town?.kind !== 'locality' || more.length > 0 || town.name !== ownName) return undefined;
  const country = bracket && isCountryName(bracket) ? bracket : undefined;
  // 'Lucena (Córdoba)', 'Bergamo (BG)', 'Maia (Portugal)': the town placed by its country, a province's
  // one capitalised name or an Italian province's code.
  const placed = !!country || (!!bracket && PROVINCE_IN_BRACKETS.test(bracket));
  const facility = FACILITY.test(kind);
  // Under a town with its province, the kind may be one a site table names ('almazara', 'oficinas').
  const role = facility
    ? roleOfFacility(kind)
    : placed && kind.split(/\s+/).length <= 4 && !/\d/u.test(kind)
      ? roleOfSiteWords(kind)
      : undefined;
  if (!role) return undefined;
  // With a bracket, a hotel's or resort's own name may stand before its town ('Villa Aurora (Sorrento)').
  const bracketVouches = placed && !OWN_NAMED_KIND.test(kind);
  const vouched = separator.includes(':')
    ? isTownItself(town.name, addressed) || bracketVouches
    : isKnown(town, addressed) || (bracket ? bracketVouches : !NAMED_CARD_FACILITY.test(kind));
  const place = country
    ? readPlace(name, country)
    : ownName === name
      ? town
      : readPlace(ownName, countryAfter);
  return vouched ? { place, role } : undefined;
}

/**
 * A town, a dash and its street address, one office a line under a heading ('Our offices' over 'Turin
 * (head office) – Corso Francia 120, 10143 Torino', 'Milan – Via Tortona 15, 20144 Milano'). The address
 * says a site is there; the bracket, else the heading, says what kind. A name the tables do not know
 * is read only with a kind in its bracket or its own name in the address.
 */
const TOWN_DASH_ADDRESS = /^([^–—:()|]{2,40}?)(?:\s*\(([^()]{2,30})\))?\s+[–—-]\s+(.{6,90})$/u;
const POSTCODE = /\b(?:[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}|(?:[A-Z]{1,2}-)?\d{4,5})\b/u;
function townOverAddress(
  line: string,
  addressed: ReadonlySet<string>,
  listRole: LocationRole,
): { place: Place; role: LocationRole } | undefined {
  const match = TOWN_DASH_ADDRESS.exec(line);
  const [name, bracket, address] = [match?.[1]?.trim(), match?.[2], match?.[3] ?? ''];
  if (!name || !address.includes(',') || !POSTCODE.test(address) || !isAddressLength(line)) return undefined;
  // 'Boutique Annecy – 8 rue Royale, 74000 Annecy': a label naming the site's kind, read with its address.
  if (isSiteLabel(name)) return undefined;
  const [town, ...more] = placesAtStart(name);
  if (town?.kind !== 'locality' || more.length > 0 || town.name !== name) return undefined;
  const bracketRole = bracket ? roleOfSiteWords(bracket) : undefined;
  const ownNameThere = new RegExp(String.raw`(?<!\p{L})${escapeRegExp(name)}(?!\p{L})`, 'u').test(address);
  if (!isKnown(town, addressed) && !bracketRole && !ownNameThere) return undefined;
  return { place: town, role: bracketRole ?? listRole };
}

/**
 * A subsidiary's line in a list of the group's companies: its legal name, a dash, its town and country,
 * then what it does ('Ormeval Iberia S.L. – Valencia, Espagne : bureau commercial', 'Ormeval Canada Inc. –
 * Toronto (Ontario), Canada'). The legal form says the name is a company; the country that the town
 * is in. Its kind of site is read from the words after it, else it is a site of unstated kind.
 */
const LEGAL_FORM = String.raw`(?:S\.?L\.?U?\.?|S\.?A\.?S?\.?U?|SARL|S\.?r\.?l\.?|S\.?p\.?A\.?|Inc\.?|Ltd\.?|Limited|LLC|GmbH|AG|B\.?V\.?|N\.?V\.?|Lda\.?|Corp\.?|Pty\.?\s+Ltd\.?|ULC|Sp\.\s?z\s?o\.\s?o\.?|ApS|A\/S|AB|Oy)`;
const SUBSIDIARY_LINE = new RegExp(
  String.raw`^\p{Lu}[^–—:|]{1,50}?\s${LEGAL_FORM}\s*[–—-]\s+(\p{Lu}[^,():–—]{1,40}?)(?:\s*\([^()]{2,30}\))?,\s*(\p{Lu}[\p{L} -]{2,30}?)\s*(?:[:–—-]\s*(.*))?$`,
  'u',
);
function subsidiaryLine(line: string): { place: Place; role: LocationRole } | undefined {
  const match = SUBSIDIARY_LINE.exec(line);
  const [town, country, kind] = [match?.[1]?.trim(), match?.[2]?.trim(), match?.[3] ?? ''];
  if (!town || !country || !isCountryName(country)) return undefined;
  const [place, ...more] = placesAtStart(town);
  if (place?.kind !== 'locality' || more.length > 0 || place.name !== town) return undefined;
  const words = kind.replace(/^(?:un|une|a|an|notre|our)\s+/iu, '');
  return {
    place: readPlace(town, country),
    role: FACILITY.test(words) ? roleOfFacility(words) : 'operations',
  };
}

/** Countries, regions and localities a page names as the company's headquarters, plants, offices, stores or operations. */
export function extractLocations(
  text: string,
  url: string,
  options: ExtractionOptions = {},
): ExtractedLocation[] {
  const retrievedAt = retrievedAtOf(options);
  const locations: ExtractedLocation[] = [];
  const seen = new Set<string>();
  const add = (written: Place, role: LocationRole, quote: string) => {
    // 'at the Lorca bottling plant': the article is the sentence's, not the town's ('The Hague' keeps its own).
    // 'Stabilimento di Oderzo Via Postumia 12': the town ends where its street begins.
    const place =
      written.kind === 'locality'
        ? {
            ...written,
            name: written.name.replace(/^the\s+(?=\p{Lu})/u, '').replace(STREET_AFTER_TOWN, ''),
          }
        : written;
    const key = `${role}|${place.name.toLowerCase()}`;
    if (seen.has(key) || isSubNationalRegion(place.name)) return;
    seen.add(key);
    locations.push({ ...place, role, ...evidenceFor(quote, url, retrievedAt) });
  };
  // Location cards: a heading naming the place ('Kolding, Denmark') over the facility ('Production
  // plant for …'), or a heading naming the facility and the place ('Weverij Brno') over its address.
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  let listRole: LocationRole = 'operations';
  const townFirst = cardsHeadedByTown(lines);
  // A heading over a list of towns, one a line ('Unsere Standorte' over 'Duisburg', 'Hamburg').
  let townList: { heading: string; role: LocationRole; started?: boolean } | undefined;
  const addressed = addressedTowns(lines);
  lines.forEach((line, index) => {
    const next = lines[index + 1] ?? '';
    listRole = listHeadingRole(line) ?? listRole;
    if (townList) {
      // A table's row names the town in its first cell ('Annecy | Région: Auvergne-Rhône-Alpes').
      // Once a row names a town the tables know, the next rows of the same table go on with towns.
      const cell = line.split(' | ')[0]!;
      const towns = placesAtStart(cell);
      const onlyTowns =
        towns.length === 1 &&
        towns[0]!.name === cell &&
        towns[0]!.kind === 'locality' &&
        (isKnown(towns[0]!, addressed) || (!!townList.started && line.includes(' | ')));
      if (onlyTowns) townList.started = true;
      // A town over the facility it is ('Kolding, Denmark' over 'Production plant for …') is a card, read
      // below with the facility's kind; over its head office it is one of the listed sites all the same.
      const card = FACILITY.test(next) && roleOfFacility(next) !== 'headquarters';
      if (onlyTowns && !card) add(towns[0]!, townList.role, `${townList.heading}: ${line}`);
      else if (!onlyTowns) townList = undefined;
    }
    // Cards headed by their town, one of whose kind repeats an earlier card's: the page's text keeps a
    // repeated line once, so this town stands right over the next card's town. It is a site of unstated kind.
    const nextTown = isTownLine(next) && !FACILITY.test(next);
    if (townFirst && isTownLine(line) && nextTown && FACILITY.test(lines[index - 1] ?? '')) {
      const [town] = placesAtStart(line);
      if (town && isKnown(town, addressed)) add(town, 'operations', line);
    }
    const sitesHeading = SITES_HEADING.test(line) ? (listHeadingRole(line) ?? 'operations') : undefined;
    if (sitesHeading) townList = { heading: line, role: sitesHeading };
    // 'Unsere Standorte' over 'Hamburg · Bremen · Kassel': the towns of one marked line. Not a table's
    // row, whose cells are set apart by pipes.
    const heading = lines[index - 1] ?? '';
    const marked = SITES_HEADING.test(heading) && !line.includes(' | ') ? markedList(line) : undefined;
    if (marked) {
      const role = listHeadingRole(heading) ?? roleOfSiteWords(heading) ?? 'operations';
      for (const place of vouchedTowns(placesAtStart(marked), addressed))
        add(place, role, `${heading}: ${line}`);
    }
    // 'Nos sites' over 'Lyon (siège), Corbas (plateforme logistique) et Annecy (entrepôt)': a list of
    // towns, each with what it is in brackets, is the sites themselves.
    if (SITES_HEADING.test(heading) && !line.includes(' | ')) {
      for (const place of bracketedSites(line, addressed))
        add(place, place.bracketRole!, `${heading}: ${line}`);
    }
    const dashed = dashedSite(line, addressed) ?? townOverAddress(line, addressed, listRole);
    if (dashed) add(dashed.place, dashed.role, line);
    const subsidiary = subsidiaryLine(line);
    if (subsidiary) add(subsidiary.place, subsidiary.role, line);
    if (!line || !next || line.length > 60 || /[.!?:]$/.test(line)) return;
    const card = placesAtStart(line);
    // Under a town the tables know, the kind of site may follow a word ('Trimodales Umschlagterminal').
    // An 'Engineering hub' or 'Customer support hub' is where people work, an office, not a logistics hub.
    const cardFacility = WORK_HUB.test(next)
      ? 'office'
      : card.length === 1 && isKnown(card[0]!, addressed)
        ? next.replace(/^\p{L}+\s+(?=\p{L})/u, '')
        : next;
    if (
      card.length === 1 &&
      card[0]!.name.length >= line.replace(/^the\s+/i, '').length - 1 &&
      (FACILITY.test(next) || FACILITY.test(cardFacility)) &&
      // 'Hotels' over 'Hotel Belvedere' is a list's heading, not a town; so is an island or region over
      // a hotel card whose own line gives its town and rooms ('Mallorca' over 'Hotel Port ****' over
      // 'Sóller (Mallorca) – 95 habitaciones').
      !listHeadingRole(line) &&
      !isRoomsLine(lines[index + 2] ?? '') &&
      (isKnown(card[0]!, addressed) ||
        // The page's own heading ('Aktuelles', 'News') names the page, not a card's town.
        (index > 0 && !NAMED_CARD_FACILITY.test(next) && !placedElsewhere(next)))
    )
      add(card[0]!, roleOfFacility(FACILITY.test(next) ? next : cardFacility), `${line}: ${next}`);
    // A store or site list: the place, or the place and its quarter, over an address that ends with the
    // postcode and the place, as a Dutch or German one does without a comma ('Kampen Centrum' over
    // 'Oudestraat 101 8261 CL Kampen').
    const quarterTown = townOverStreet(line, next);
    if (quarterTown) {
      const [place] = placesAtStart(quarterTown);
      if (place?.kind === 'locality' && place.name === quarterTown && !isCountryName(quarterTown))
        add(withCountryOf(place, next), listRole, `${line}: ${next}`);
    }
    // Or the place as a heading over its street address with a comma ('Harrogate' over 'Knaresborough
    // Road, Harrogate HG2 7LU').
    if (
      card.length === 1 &&
      card[0]!.name === line &&
      !isCountryName(line) &&
      !REGIONS.has(fold(line)) &&
      // A street address: a short line (a paragraph under a heading has commas and years too), a comma,
      // the place and a postcode ('HG2 7LU', '33609').
      isAddressLength(next) &&
      next.includes(',') &&
      // A key-figures row repeats its section's heading with its year columns ('Medarbejdere (antal
      // personer, ultimo) | 2025: 2.412'): a year is no postcode.
      !/\|\s*(?:19|20)\d{2}:/.test(next) &&
      (/\b(?:[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}|\d{4,5})\b/.test(next) ||
        countryAtEnd(next.split(/\s[–—-]\s/)[0]!)) &&
      // The town stands after the street ('Kirkstall Road, Leeds LS4 2QT'): a heading whose first word
      // only names the building ('Harwood Lane Mutual' over 'Harwood House, 12 Minster Yard, York') is a name.
      new RegExp(String.raw`\b${line.split(/\s+/)[0]}\b`, 'u').test(next.slice(next.indexOf(',')))
    )
      add(withCountryOf(card[0]!, next), listRole, `${line}: ${next}`);
    const named = FACILITY.exec(line);
    // A facility's card over its town and country ('Hotel Belvedere' over 'Sorrento, Italia'). Not a
    // facility line that is itself under a town ('Pilsen, Tschechien' over 'Werk: …' over 'Lyon,
    // Frankreich'): in cards headed by their town, the next town heads the next card.
    const hotelOrFacility =
      named ?? FACILITY.exec(line.replace(/^(?:Grand|Boutique|Park)\s+(?=H[oô]tel\b)/u, ''));
    const underTown = townFirst && isTownLine(lines[index - 1] ?? '');
    const townUnder = hotelOrFacility && !underTown ? placesAtStart(next) : [];
    if (
      townUnder.length === 1 &&
      townUnder[0]!.name === next &&
      townUnder[0]!.kind === 'locality' &&
      next.includes(',') &&
      townUnder[0]!.countryCode
    )
      add(townUnder[0]!, roleOfFacility(hotelOrFacility![0]), `${line}: ${next}`);
    // 'Fertigteilwerk Schärding (Österreich)': the country in brackets after the town is the town's.
    const bracket = /\s*\(([^()]{2,40})\)$/u.exec(line);
    const bracketCountry = bracket && isCountryName(bracket[1]!) ? bracket[1] : undefined;
    const last = /(\p{Lu}[\p{L}-]+)$/u.exec(bracketCountry ? line.slice(0, bracket!.index) : line)?.[1];
    // A table's header row ('Terminal | Fläche | Mitarbeitende') names columns, not a facility; and
    // after 'des', 'du', 'della' the last word is the facility's own name ('Parc éolien des Crêtes').
    if (
      named &&
      last &&
      // A heading that is only the facility's word ('Slévárna', 'Lager') names no town.
      !FACILITY.test(last) &&
      !line.includes(' | ') &&
      !NAME_PARTICLE_BEFORE_LAST.test(line) &&
      !OWN_NAME_FACILITY.test(line) &&
      next.includes(last) &&
      /\d/.test(next) &&
      // Over its address, not over a paragraph that tells the company's story ('Bakkerij Hovenier' over
      // 'Al sinds 1962 bakt de familie Hovenier …'): there the heading is the company's name.
      isAddressLength(next)
    ) {
      const [place] = placesAtStart(last);
      if (place)
        add(readPlace(last, bracketCountry ?? countryAtEnd(next)), roleOfFacility(line), `${line}: ${next}`);
    }
  });
  // Location tables and facility address blocks.
  for (const site of listedSites(lines)) add(readPlace(site.town, site.country), site.role, site.quote);
  // Plants and hotels by their own name, with the town beside them: one place, and unless a bracket or a
  // label set it apart, one the tables know.
  for (const site of namedSiteTowns(lines)) {
    const places = placesAtStart(site.town);
    const [place] = places;
    if (places.length !== 1 || place?.kind !== 'locality' || place.name !== site.town) continue;
    // 'Bellagio, Italy' over '48 rooms': the card's country is the town's; a region there says no more.
    const placed = site.country && isCountryName(site.country) ? readPlace(place.name, site.country) : place;
    if ((site.bracketed || isKnown(place, addressed)) && !isPlannedSite(site.quote, 0))
      add(placed, site.role, site.quote);
  }
  for (const sentence of pageSentences(splitLines(text))) {
    // 'We produce at three sites: Paderborn, Linz and Győr', 'Unsere Werke: Augsburg und Plauen'.
    for (const match of sentence.text.matchAll(SITES_LISTED)) {
      if (isOthersSite(sentence.text.slice(0, match.index))) continue;
      const role = roleOfSiteWords(match[1]!) ?? (PRODUCES.test(sentence.text) ? 'production' : 'operations');
      // Only places the tables know: a colon also starts lists of other things ('Locations: Head office, …').
      for (const place of vouchedTowns(
        placesAtStart(asCommaList(sentence.text.slice(match.index + match[0].length))),
        addressed,
      ))
        // A list of sites of unstated kind takes each one's kind from its bracket ('Our sites: Antwerp
        // (HQ), Ghent (blending plant)'); a list of offices stays one of offices ('Offices: Leeds (head office)').
        add(place, role === 'operations' ? (place.bracketRole ?? role) : role, sentence.text);
      // 'Our hotels: Serra Lago (Bellagio), Serra Mare (Positano)': each hotel's town in its brackets.
      if (role !== 'retail') continue;
      for (const item of sentence.text.slice(match.index + match[0].length).matchAll(NAME_AND_TOWN)) {
        const places = placesAtStart(item[1]!);
        if (places.length === 1 && places[0]!.kind === 'locality' && places[0]!.name === item[1])
          add(places[0]!, role, sentence.text);
      }
    }
    for (const [role, pattern] of TOWN_FACILITIES) {
      for (const match of sentence.text.matchAll(pattern)) {
        const [place] = placesAtStart(match[1]!);
        if (place?.kind !== 'locality' || NOT_OURS.test(sentence.text.slice(0, match.index))) continue;
        if (!isPlannedSite(sentence.text, match.index)) add(place, role, sentence.text);
      }
    }
    for (const [pattern, role] of GERMAN_SITE_NAMED) {
      for (const match of sentence.text.matchAll(pattern)) {
        if (isOthersSite(sentence.text.slice(Math.max(0, match.index - 40), match.index))) continue;
        if (isPlannedSite(sentence.text, match.index)) continue;
        for (const place of vouchedTowns(
          placesAtStart(sentence.text.slice(match.index + match[0].length)),
          addressed,
        ))
          if (place.kind === 'locality') add(townAfterBusinessLine(place), role, sentence.text);
      }
    }
    if (
      OWN_HOTELS.test(sentence.text) &&
      !OTHERS_HOTEL.test(sentence.text) &&
      !NOT_OURS.test(sentence.text)
    ) {
      for (const match of sentence.text.matchAll(NAMED_HOTEL)) {
        const rest = sentence.text.slice(match.index + match[0].length);
        const [place] = placesAtStart(rest);
        if (place?.kind !== 'locality' || isPlannedSite(sentence.text, match.index)) continue;
        // After a bare comma the next name may be the next hotel: only a town the tables know, or one the
        // line ends with ('Hotel Belvedere, Sorrento – 80 camere').
        const bareComma = /,\s+$/.test(match[0]);
        const ends = new RegExp(String.raw`^${place.name}\s*(?:[–—-]|,\s*(?:\p{Ll}|\d)|$)`, 'u');
        if (!bareComma || place.countryCode || ends.test(rest)) add(place, 'retail', sentence.text);
      }
    }
    for (const match of [
      ...sentence.text.matchAll(PLANT_THEN_TOWN),
      ...sentence.text.matchAll(PLANT_NAME_AT_TOWN),
    ]) {
      if (NOT_OURS.test(sentence.text.slice(0, match.index)) || isPlannedSite(sentence.text, match.index))
        continue;
      const [place] = placesAtStart(sentence.text.slice(match.index + match[0].length));
      if (place?.kind === 'locality') add(place, 'production', sentence.text);
    }
    // '14 depots across Germany, including Hamburg and Bremen': the towns named, as the tables know them.
    for (const [pattern, role, townsOf] of COUNTED_SITES) {
      for (const match of sentence.text.matchAll(pattern)) {
        const before = sentence.text.slice(Math.max(0, match.index - 40), match.index);
        if (isOthersSite(before) || PARENT_OWNED.test(before) || NOT_OURS.test(match[0])) continue;
        if (SERVES.test(match[0]) || isPlannedSite(sentence.text, match.index)) continue;
        for (const place of vouchedTowns(
          placesAtStart(townsOf(sentence.text.slice(match.index + match[0].length))),
          addressed,
        ))
          if (place.kind === 'locality') add(place, role, sentence.text);
      }
    }
    for (const site of nordicSites(sentence.text)) {
      if (NOT_OURS.test(sentence.text.slice(0, site.at))) continue;
      const [place] = placesAtStart(sentence.text.slice(site.at));
      if (place?.kind !== 'locality') continue;
      const placed = site.country && countryOf(site.country) ? readPlace(place.name, site.country) : place;
      for (const role of site.roles) add(placed, role, sentence.text);
    }
    for (const match of sentence.text.matchAll(MAKES_AT)) {
      for (const place of placesAtStart(sentence.text.slice(match.index + match[0].length)))
        if (place.kind !== 'region') add(place, 'production', sentence.text);
    }
    // 'production sites in A' also reads as 'sites in A': a place the sentence gave a kind keeps it.
    const placed = new Set<string>();
    for (const [role, trigger] of TRIGGERS) {
      for (const match of sentence.text.matchAll(trigger)) {
        const before = sentence.text.slice(Math.max(0, match.index - 40), match.index);
        if (isOthersSite(before) || PARENT_OWNED.test(before)) continue;
        if (isPlannedSite(sentence.text, match.index)) continue;
        // 'Founded in 1979 as a small printing shop in Reus': where the company began, not a site.
        if (FOUNDED_AS.test(sentence.text.slice(0, match.index))) continue;
        // After a verb ('our hotels are in …') a list runs on into coasts, lakes and districts: only
        // places the tables know are taken there.
        const known = role !== 'headquarters' && AFTER_VERB.test(match[0]);
        for (const place of placesAtStart(sentence.text.slice(match.index + match[0].length))) {
          if (role === 'operations' && placed.has(place.name)) continue;
          if (known && !isKnown(place, addressed)) continue;
          placed.add(place.name);
          add(place, role, sentence.text);
        }
      }
    }
  }
  return locations;
}
