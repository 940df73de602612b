import type { LocationRole } from './types.js';

/**
 * A count of sites across a country with some of them named: 'we operate 14 depots across Germany,
 * including Hamburg, Bremen and Kassel', '9 Niederlassungen in ganz Deutschland, darunter Hamburg und
 * Bremen', '12 agences en France, dont Lyon et Nantes', 'negen vestigingen, waaronder Tilburg en Breda',
 * '20 filiali in Italia, tra cui Bergamo e Lecco', '15 delegaciones, entre ellas Vigo y León'. The
 * country is read by the ordinary 'depots in Germany' rule; this names the towns after 'including'.
 */

/** Kinds of site in the plural, in six languages, with what they are. */
const KINDS: readonly [string, LocationRole][] = [
  [
    String.raw`depots|warehouses|terminals|hubs|cross-?docks|(?:distribution|logistics)\s+cent(?:re|er)s|Lager(?:standorte|häuser)?|Logistikzentren|Umschlag(?:lager|standorte|terminals)|d[ée]p[ôo]ts|entrep[ôo]ts|plates?-formes\s+logistiques|magazzini|depositi|centri\s+logistici|magazijnen|distributiecentra|almacenes|centros\s+log[íi]sticos`,
    'logistics',
  ],
  [
    String.raw`(?:production\s+|manufacturing\s+)?(?:plants|sites)|factories|power\s+(?:plants|stations)|wind\s+farms|solar\s+parks|(?:Produktions)?[Ww]erke|\p{L}*[Kk]raftwerke|Windparks|Solarparks|usines|centrales|parcs\s+[ée]oliens|stabilimenti|impianti|centrali|parchi\s+eolici|\p{L}*fabrieken|\p{L}*centrales|windparken|plantas|parques\s+e[óo]licos`,
    'production',
  ],
  [
    String.raw`offices|branches|agencies|B[üu]ros|Gesch[äa]ftsstellen|agences|bureaux|uffici|filiali|agenzie|kantoren|oficinas|delegaciones|sucursales`,
    'office',
  ],
  [
    String.raw`stores|shops|hotels|caf[ée]s|coffee\s+shops|restaurants|magasins|h[ôo]tels|negozi|alberghi|tiendas|winkels`,
    'retail',
  ],
  [
    String.raw`locations|Standorte(?:n)?|Niederlassungen|Filialen|implantations|vestigingen|locaties|sedi|sedes`,
    'operations',
  ],
];

/** 'including', 'darunter', 'dont', 'waaronder', 'tra cui', 'entre ellas', and 'in' or 'à' after them. */
const INCLUDING = String.raw`(?:including|among\s+them|notably|darunter|unter\s+anderem|u\.\s?a\.|dont|notamment|waaronder|onder\s+andere|o\.a\.|tra\s+cui|fra\s+cui|tra\s+(?:i|le)\s+quali|entre\s+(?:ellos|ellas|otros|otras)|incluid[oa]s)(?:\s+(?:in|à|a|en|te))?\s+`;

/** A count in words or figures, up to twelve in words, in six languages. */
const COUNT = String.raw`(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eine?[nm]?|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|une?|deux|trois|quatre|cinq|sept|huit|neuf|dix|onze|douze|uno|una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|een|twee|drie|vijf|zes|zeven|negen|tien|twaalf)`;
const COUNT_IN = String.raw`${COUNT}\s+(?:in|à|a|en|te)\s+`;

/** The kinds of site with the words between them and 'including', within one clause. */
const INCLUDED: readonly [RegExp, LocationRole][] = KINDS.map(([kinds, role]) => [
  new RegExp(String.raw`(?<![\p{L}-])(?:${kinds})(?![\p{L}-])[^.;:()]{0,60}?(?:,\s*|\s+)${INCLUDING}`, 'giu'),
  role,
]);
/**
 * The kinds of site, then a colon and how many are in each town: 'We run 14 cafés: eleven in Dublin,
 * two in Cork and one in Galway', '9 magasins : six à Lyon et trois à Grenoble'.
 */
const COUNTED_BY_TOWN: readonly [RegExp, LocationRole][] = KINDS.map(([kinds, role]) => [
  new RegExp(String.raw`(?<![\p{L}-])(?:${kinds})(?![\p{L}-])\s*:\s*(?=${COUNT_IN})`, 'giu'),
  role,
]);
/**
 * The kinds of site, where they are, then a dash or a colon and the towns: '6 Standorte in Deutschland –
 * Duisburg, Hamburg und Kassel', 'nos 4 agences en Occitanie : Albi, Rodez et Carcassonne'. Not across
 * a table's cells ('Lager Süd | Ort: Ingolstadt'), where the colon is a label's.
 */
const LISTED_AFTER_MARK: readonly [RegExp, LocationRole][] = KINDS.map(([kinds, role]) => [
  new RegExp(
    String.raw`(?<![\p{L}-])(?:${kinds})(?![\p{L}-])[^.;:()–—|]{1,40}?\s*(?:\s[–—]|:)\s+(?=\p{Lu})`,
    'giu',
  ),
  role,
]);
const COUNTS_IN = new RegExp(String.raw`(?<![\p{L}\d])${COUNT_IN}`, 'giu');

/**
 * The patterns that lead to a list of towns, each with what to take out of the list before its towns
 * are read: nothing after 'including', each town's count in a list by town ('Dublin, Cork and Galway').
 */
export const COUNTED_SITES: readonly (readonly [RegExp, LocationRole, (list: string) => string])[] = [
  ...INCLUDED.map(([pattern, role]) => [pattern, role, (list: string) => list] as const),
  ...LISTED_AFTER_MARK.map(([pattern, role]) => [pattern, role, (list: string) => list] as const),
  ...COUNTED_BY_TOWN.map(
    ([pattern, role]) => [pattern, role, (list: string) => list.replace(COUNTS_IN, '')] as const,
  ),
];

/**
 * Between the sites and 'including', the towns they serve or deliver to ('our depots serve customers
 * in 40 cities, including …'): those are markets, not sites.
 */
export const SERVES =
  /(?<!\p{L})(?:serv\w*|deliver\w*|suppl\w*|ship\w*|sell\w*|reach\w*|cover\w*|markets?|beliefer\w*|liefer\w*|versorg\w*|M[äa]rkte|livr\w*|dessert\w*|approvision\w*|march[ée]s|forni\w*|consegn\w*|mercat[oi]|abastec\w*|suministr\w*|mercados?|leverd?\w*|bedien\w*|markten)(?!\p{L})/iu;
