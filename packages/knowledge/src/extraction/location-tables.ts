import { resolveHeadquarters } from '../company/headquarters.js';
import { countryOf } from './country-names.js';
import { SITES_HEADING } from './site-headings.js';
import { CELL_SEPARATOR, captionsOfRows, tableRows, type TableRow } from './table-rows.js';
import type { LocationRole } from './types.js';

/**
 * Sites a page lists outside sentences: a table of locations ('Site | City | Country | Type', 'Standort
 * | Ort | Land | Art', 'Sede | Città | Paese | Tipologia', an energy producer's 'Centro produtor |
 * Tecnologia | Concelho'), and an address under the facility it is
 * ('Plant' over 'Průmyslová 8, 627 00 Brno, Czech Republic').
 */
export interface ListedSite {
  town: string;
  /** The country as the row or address writes it. */
  country?: string;
  role: LocationRole;
  quote: string;
}

/**
 * What a site is, from the words of its type or its name, in the six languages, Polish ('Oddział
 * regionalny', 'Zakład prefabrykacji', 'Baza sprzętowa') and Swedish ('Lycksele sågverk', 'säljkontor'). A district-heating
 * network's heating plants ('Chaufferie (18 MW)', 'Heizwerk', 'ketelhuis') are where it produces; an
 * 'agence' or 'agenzia' is a local office.
 */
const SITE_ROLES: readonly [RegExp, LocationRole][] = [
  [
    /\b(?:head\s*quarters|head\s+office|HQ|Hauptsitz|Hauptstelle|Zentrale|Firmensitz|si[eè]ge(?:\s+social)?|sede\s+(?:central|legale|principale)|oficinas\s+centrales|hoofdkantoor|siedziba(?:\s+g\p{L}+)?|centrala|hovedkontor|huvudkontor|hovedsæde)(?!\p{L})/iu,
    'headquarters',
  ],
  [
    /(?:\bR&D\b|\bresearch|\binnovation|\blab(?:orator(?:y|ies))?\b|Forschung|Entwicklung|recherche|\bR&S\b|\bI\+D\b|investigaci[oó]n|ricerca|onderzoek|laboratori|udvikling|utveckling|utvikling)/iu,
    'research',
  ],
  [
    /(?:warehouse|distribution|log[ií]sti(?:[ck]|que)|plataforma|depot|terminal|\btaller\b|workshop|Werkstatt|Betriebshof|base\s+de\s+flota|fleet\s+(?:base|depot)|\bhubs?\b|cross-?dock|Umschlag|lager\b|deposito|\byards?\b|entrep[ôo]t|plate-?forme|almac[ée]n|distribuci[oó]n|magazzin|distribuzion|magazijn|distributie|baza\s+sprz|\bbaza\b|magazyn|centrum\s+logistyczn|distributionscent|armaz[ée]m)/iu,
    'logistics',
  ],
  [
    // A bank's 'Geschäftsstelle' is a branch, not a shop ('Geschäft').
    /(?:\bstores?\b|\bshops?\b|\bshowrooms?\b|Filiale|Gesch[äa]ft(?!sstelle)|magasin|boutique|tienda|negozio|punto\s+vendita|winkel|\bhotels?\b|h[ôo]tel|albergo|\bresorts?\b|relais|agriturismo)/iu,
    'retail',
  ],
  [
    /(?:offices?\b|\bsales\b|^sede\b|(?:contact|call|claims|service)\s+cent(?:re|er)|administration|B[üu]ro|Verwaltung|Vertrieb|bureau|oficina|ufficio|kantoor|verkoop|\bagences?\b|\bagenzia\b|delegaci[oó]n|sucursal|succursale|oddzia|biuro|kontor|salgsselskab|salgskontor|salgsselskap|försäljningsbolag|säljkontor|\bkontor\b)/iu,
    'office',
  ],
  [
    /(?:\bplants?\b|factor(?:y|ies)|production|sågverk|hyvleri|fabrik\b|pelletsfabrik|manufactur|\bmills?\b|\bworks\b|\bWerk\b|Produktion|Fertigung|usine|fabrication|f[áa]brica|\bplanta\b|producci[oó]n|bottling|embotell|Abfüll|embouteill|imbottigli|almazara|frantoi|stabiliment|produzione|fabbrica|fabriek|productie|wind\s*(?:farm|park)|solar|hydro|hydraul|photovolta|fotovolta|idroelettric|hidroel|h[íi]dric|e[óo]lic|[ée]olien|betonaggio|prefabbric|chaufferie|Heiz(?:kraft)?werk|heating\s+plant|boiler\s+(?:house|plant)|centrale\s+(?:thermique|de\s+chauffage)|central[ei]?\s+t[ée]rmic|ketelhuis|warmtecentrale|zakład|wytwórni|fabryk|prefabrykac|produkcj|\bfabrik(?:ker|er)?\b|tillverkning|fia[çc][ãa]o|tecelagem|tricotagem|tinturaria|confe[çc]{1,2}[ãa]o|estamparia|filatur|tessitur|tintori|finissagg|\bfilature|\btissage|teinturerie|Weberei|Spinnerei|F[äa]rberei|Polsterei)/iu,
    'production',
  ],
];
/**
 * A building site, a quarry or a laundry (a hotel group's central laundry, a hospital's): the company
 * works there, whatever kind of site it is.
 */
const WORKED_SITE =
  /(?:cantier|\bcava\b|\bcave\b|quarr|carri[èe]re|Steinbruch|laundr|w[äa]scherei|blanchisserie|lavander[ií]a|wasserij)/iu;
export const roleOfSiteWords = (text: string): LocationRole | undefined =>
  SITE_ROLES.find(([pattern]) => pattern.test(text))?.[1] ??
  (WORKED_SITE.test(text) ? 'operations' : undefined);

const CITY_HEADING =
  /^(?:city|town|ort|stadt|ville|localit[ée]|localit[àa]|commune|ciudad|localidad|poblaci[oó]n|municipio|citt[àa]|comune|plaats|stad|gemeente|vestigingsplaats|concelho|munic[íi]pio|cidade|localidade|kommun|by|bynavn)$/iu;
/** 'Location', 'Standort': a town beside the site's name, but the name itself when it heads the first column. */
const LOCATION_HEADING =
  /^(?:location|place|standort|lieu|ubicaci[oó]n|ubicazione|locatie|locat[ie]on|localiza[çc][ãa]o)$/iu;
const COUNTRY_HEADING = /^(?:country|land|pays|pa[íi]s|paese|nazione|kraj|państwo)$/iu;
const TYPE_HEADING =
  /^(?:type|site\s+type|type\s+of\s+(?:site|facility)|activity|activities|function|use|purpose|art|typ|funktion|nutzung|t[äa]tigkeit|activit[ée]s?|type\s+de\s+site|fonction|tipo|tipo\s+de\s+(?:instalaci[oó]n|centro|sede)|actividad|funci[oó]n|tipologia|attivit[àa]|funzione|functie|activiteit|soort|technology|tecnologia|tecnolog[íi]a|technologie|rodzaj(?:\s+obiektu|\s+lokalizacji|\s+działalności)?|przeznaczenie|działalność|funkcja)$/iu;
/** A table of suppliers or customers lists their towns, not the company's sites. */
const OTHERS_HEADING =
  /\b(?:suppliers?|vendors?|customers?|clients?|lieferant|kunde|fournisseur|proveedor|cliente|fornitor|leverancier|klant|partners?|dostawc|klient|podwykonawc)/iu;

/** A facility word and a town the tables know: 'Terminal Duisburg', 'Werk Paderborn', 'Corbridge plant'. */
const FACILITY_AND_TOWN =
  /^(?:(?:the\s+)?(\p{L}+(?:\s+\p{Ll}+)?)\s+(?:de\s+|di\s+|d['’]\s*|of\s+)?(\p{Lu}[\p{L}'’-]+)|(\p{Lu}[\p{L}'’-]+)\s+(\p{Ll}+(?:\s+\p{Ll}+)?))$/u;

/** A table row whose first cell names the facility with its town, when the table has no town column. */
function labelledSite(label: string, line: string): ListedSite[] {
  const match = FACILITY_AND_TOWN.exec(label);
  if (!match) return [];
  const [facility, town] = match[1] ? [match[1], match[2]!] : [match[4]!, match[3]!];
  const role = roleOfSiteWords(facility);
  const known = resolveHeadquarters(town);
  if (!role || known?.via !== 'city' || known.matched.toLowerCase() !== town.toLowerCase()) return [];
  return [{ town, role, quote: line }];
}

/** A first column of towns: 'Standort', 'Site', 'Niederlassung', 'Office', 'Sede', 'Filiale', 'Vestiging'. */
const TOWN_COLUMN_HEADING =
  /^(?:standort|site|location|niederlassung|office|branch|depot|sede|filiale|vestiging|implantation|ubicaci[oó]n|sito|lokalizacja|oddział|zakład|anläggning|enhet)$/iu;

/**
 * A row whose first cell is a town the tables know, under a heading of sites, with its kind beside it
 * or in the heading itself: 'Standort | Typ' over 'Hamburg | Typ: Logistikzentrum', 'Office | Region'
 * over 'Leeds | Region: Yorkshire'.
 */
function townFirstSite(row: ReturnType<typeof tableRows>[number], line: string): ListedSite[] {
  const [first] = row.cells;
  const countryCell = row.cells.find((cell) => COUNTRY_HEADING.test(cell.heading))?.value;
  const type = row.cells.find((cell) => TYPE_HEADING.test(cell.heading));
  // A page reader that drops the header row leaves the first column unnamed: a row with a country and
  // a type cell still lists a site by its town.
  const unnamedTownColumn = first?.heading === '' && countryCell !== undefined && type !== undefined;
  if (!first || !(TOWN_COLUMN_HEADING.test(first.heading) || unnamedTownColumn)) return [];
  // 'Standort | Land | Funktion' over 'Campinas (São Paulo) | Land: Brasilien | Funktion: Produktion': the
  // row's country cell says where the town is, so a town the tables do not know counts too.
  const { town, bracketed } = townAndBrackets(first.value);
  const country = [countryCell, bracketed].find((named) => named && countryOf(named));
  const known = resolveHeadquarters(town);
  const knownTown = known?.via === 'city' && known.matched.toLowerCase() === town.toLowerCase();
  if (!knownTown && !(country && TOWN.test(town))) return [];
  const role = roleOfSiteWords(type?.value ?? '') ?? roleOfSiteWords(first.heading) ?? 'operations';
  return [{ town, ...(country ? { country } : {}), role, quote: line }];
}

/**
 * A town cell with its province or country in brackets, as Spanish and Italian tables write it:
 * 'Alfajarín (Zaragoza)', 'Maia (Portugal)'. A province is left out; a country is the site's country.
 */
function townAndBrackets(cell: string): { town: string; bracketed?: string } {
  const match = /^(.+?)\s*\(([^()]{2,40})\)$/u.exec(cell);
  return match ? { town: match[1]!, bracketed: match[2]!.trim() } : { town: cell };
}

/** A street and its number, no town after it: 'Bahnhofstraße 4', '3 Carr Lane', 'Am Anger 7'. */
const STREET_ONLY = /^[^,]*\p{L}[^,]*\d[^,]*$/u;
/** A type cell that says the row is a branch: 'Branch', 'Geschäftsstelle', 'Agence', 'Sucursal', 'Vestiging'. */
const BRANCH_TYPE =
  /(?:\bbranch|Gesch[äa]ftsstelle|Zweigstelle|Niederlassung|\bagence|\bagenzia|\bsucursal|\bvestiging|\bfiliale)/iu;

const ADDRESS_HEADING =
  /^(?:(?:postal\s+|street\s+)?address|adresse|anschrift|indirizzo|direcci[oó]n|adres|morada)$/iu;

/**
 * A row of a branch or site list with an address column and no town column: 'Branch | Address | Type'
 * over 'Hebden Bridge | 30 Market Street, Hebden Bridge | Branch', 'Head office | Mill House, 14 Bridge
 * Street, Halifax HX1 1AA | Head office'. The town is the address's postcode town, or the first cell
 * when the address ends with it, so a town the tables do not know counts when the row says it twice.
 */
function addressedSite(row: ReturnType<typeof tableRows>[number]): ListedSite[] {
  const [first] = row.cells;
  const address = row.cells.find((cell) => ADDRESS_HEADING.test(cell.heading));
  if (!first || !address || first === address) return [];
  const lastPart = address.value.split(',').at(-1)!.replace(POSTCODE_AFTER, '').trim();
  let town =
    addressTown(address.value)?.town ??
    (lastPart.toLowerCase() === first.value.toLowerCase() && TOWN.test(lastPart) ? lastPart : undefined);
  const type = row.cells.find((cell) => TYPE_HEADING.test(cell.heading));
  // 'Kesselbach | Adresse: Bahnhofstraße 4 | Art: Geschäftsstelle': a street alone, under a town the
  // row is named by, in a row its type cell calls a branch or a site.
  const streetAlone =
    !town &&
    STREET_ONLY.test(address.value) &&
    TOWN.test(first.value) &&
    (BRANCH_TYPE.test(type?.value ?? '') || roleOfSiteWords(type?.value ?? '') !== undefined);
  if (streetAlone) town = first.value;
  if (!town) return [];
  // A row named by its town ('Hebden Bridge | Address: …, Hebden Bridge | Type: Branch') is a site of
  // the kind its type cell says, or of unstated kind; one named otherwise must say what it is.
  const role =
    roleOfSiteWords(type?.value ?? '') ??
    roleOfSiteWords(first.value) ??
    (town.toLowerCase() === first.value.toLowerCase() ? 'operations' : undefined);
  return role ? [{ town, role, quote: row.line }] : [];
}

/**
 * A row whose first cell is a town the tables know and whose country cell names the country that town
 * lies in: 'Dublin | Country: Ireland | Opened: 2015', its header row ('Office | Country') not among the
 * page's lines. What the site is comes from a bracket after the town ('Rotterdam (head office)'), else
 * from the line over the table ('Our offices at a glance'); a caption that names no kind leaves a site
 * of unstated kind.
 */
function townAndCountrySite(row: TableRow, caption: string): ListedSite[] {
  const [first] = row.cells;
  const country = row.cells.find((cell) => COUNTRY_HEADING.test(cell.heading))?.value;
  if (!first || first.heading !== '' || !country) return [];
  const { town, bracketed } = townAndBrackets(first.value);
  // 'Denver, Colorado': the town before its state or region.
  const name = town.split(',')[0]!.trim();
  const known = resolveHeadquarters(name);
  if (known?.via !== 'city' || known.country !== countryOf(country)) return [];
  const role = roleOfSiteWords(bracketed ?? '') ?? roleOfSiteWords(caption) ?? 'operations';
  return [{ town: name, country, role, quote: row.line }];
}

/**
 * The heading each table row stands under: the last short line above its table that is no sentence,
 * past the sentences between them ('Unsere Standorte' over 'Vom Stammwerk in Herford bis zur Fertigung
 * in Polen.' over the table).
 */
function headingsOverRows(lines: readonly string[]): Map<string, string> {
  const headings = new Map<string, string>();
  let heading = '';
  for (const line of lines) {
    const trimmed = line.trim();
    if (line.includes(CELL_SEPARATOR)) headings.set(line, heading);
    else if (trimmed && trimmed.length <= 60 && !/[.!?:;]$/u.test(trimmed)) heading = trimmed;
  }
  return headings;
}

/**
 * A row of a table under a heading of the company's own sites, its header row lost so its first column
 * is unnamed, with a type or function cell that says what the site is: 'Unsere Standorte' over 'Löhne |
 * Funktion: Polsterei und Stuhlfertigung', 'Le nostre sedi' over 'Milano, Via della Spiga | Attività:
 * Showroom'. The heading and the function vouch for a town the tables do not know; the street after a
 * comma is left out, a country in brackets kept.
 */
function typedTownUnderSitesHeading(row: TableRow, heading: string): ListedSite[] {
  const [first] = row.cells;
  if (!first || first.heading !== '' || !SITES_HEADING.test(heading)) return [];
  const role = roleOfSiteWords(row.cells.find((cell) => TYPE_HEADING.test(cell.heading))?.value ?? '');
  const { town: written, bracketed } = townAndBrackets(first.value);
  const town = written.split(',')[0]!.trim();
  if (!role || !TOWN.test(town)) return [];
  const country = bracketed && countryOf(bracketed) ? bracketed : undefined;
  return [{ town, ...(country ? { country } : {}), role, quote: row.line }];
}

/** The rows of a locations table: the town of each site with what it is. */
function siteRows(lines: readonly string[]): ListedSite[] {
  const captions = captionsOfRows(lines);
  const headings = headingsOverRows(lines);
  return tableRows(lines).flatMap((row) => {
    if (row.cells.some((cell) => OTHERS_HEADING.test(cell.heading))) return [];
    const city =
      row.cells.find((cell) => CITY_HEADING.test(cell.heading)) ??
      row.cells.slice(1).find((cell) => LOCATION_HEADING.test(cell.heading));
    if (!city) {
      const named = labelledSite(row.cells[0]!.value, row.line).concat(townFirstSite(row, row.line));
      if (named.length > 0) return named;
      const underHeading = typedTownUnderSitesHeading(row, headings.get(row.line) ?? '');
      if (underHeading.length > 0) return underHeading;
      const byCountry = townAndCountrySite(row, captions.get(row.line) ?? '');
      return byCountry.length > 0 ? byCountry : addressedSite(row);
    }
    const { town, bracketed } = townAndBrackets(city.value);
    // A first column of countries is read without its heading ('Danmark | By: Vejle | Funktion: …').
    const firstCell = row.cells[0]!;
    const country =
      row.cells.find((cell) => COUNTRY_HEADING.test(cell.heading))?.value ??
      (bracketed && countryOf(bracketed) ? bracketed : undefined) ??
      (firstCell !== city && countryOf(firstCell.value) ? firstCell.value : undefined);
    const type = row.cells.find((cell) => TYPE_HEADING.test(cell.heading));
    // What the site is: its type, else its name ('Werk Nord', 'Northgate distribution centre').
    const role =
      roleOfSiteWords(type?.value ?? '') ??
      (city !== row.cells[0] ? roleOfSiteWords(row.cells[0]!.value) : undefined);
    if (!role) return [];
    return [{ town, ...(country ? { country } : {}), role, quote: row.line }];
  });
}

/** A facility's word alone on its line, over its address ('Plant', 'Distribution centre', 'Usine', 'Magazzino'). */
const FACILITY_WORD = String.raw`(?:our\s+)?(?:head\s*quarters|head\s+office|(?:production\s+|manufacturing\s+)?(?:plant|site|facility)|factory|mill|(?:sales\s+|regional\s+|branch\s+)?office|warehouse|(?:equipment\s+|storage\s+)?yard|depot|distribution\s+cent(?:re|er)|logistics\s+cent(?:re|er)|R&D\s+cent(?:re|er)|research\s+cent(?:re|er)|hoofdkantoor|fabriek|productielocatie|kantoor|magazijn|distributiecentrum|Hauptsitz|Zentrale|Werk|Produktionsstandort|B[üu]ro|Lager|Logistikzentrum|Forschungszentrum|si[eè]ge(?:\s+social)?|usine|site\s+de\s+production|bureaux?|entrep[ôo]t|centre\s+de\s+recherche|sede(?:\s+central|\s+legale)?|f[áa]brica|planta(?:\s+de\s+producci[oó]n)?|oficinas?|almac[ée]n|centro\s+log[íi]stico|stabilimento|ufficio|magazzino|centro\s+(?:di\s+)?ricerca|polo\s+logistico|showroom|(?:entrep[ôo]t|plate-?forme|centre)\s+logistique|atelier(?:\s+de\s+(?:fabrication|production|confection))?|boutique|magasin|(?:flagship\s+)?(?:store|shop)|negozio|tienda|winkel)`;
/** A line of one facility word or two joined ('Sede e stabilimento', 'Head office and warehouse'). */
const FACILITY_LINE = new RegExp(
  String.raw`^${FACILITY_WORD}(?:\s+(?:and|&|und|en|et|e|y)\s+${FACILITY_WORD})?$`,
  'iu',
);
/** Postcodes: '69002', 'D-33100', '627 00', '62-300', '4004 JA', and the British 'NE45 5AA' after the town. */
const POSTCODE_BEFORE = /^(?:[A-Z]{1,2}-)?(?:\d{3}\s\d{2}|\d{2}-\d{3}|\d{4}\s?[A-Z]{2}|\d{4,5})\s+/u;
const POSTCODE_AFTER = /\s+(?:[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2})$/u;
const TOWN =
  /^\p{Lu}[\p{L}'’-]*(?:[\s-](?:(?:de|la|le|am|an|der|di|del|sur|en|op|aan)[\s-])?\p{Lu}[\p{L}'’.-]*)*$/u;

/** The town and country of an address line ('Rue du Port 12, 69002 Lyon, France' → Lyon, France). */
export function addressTown(line: string): { town: string; country?: string } | undefined {
  const parts = line
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2) return undefined;
  const country = countryOf(parts.at(-1)!) ? parts.pop() : undefined;
  const last = parts.at(-1)!.replace(/\s*\([A-Z]{2}\)$/u, '');
  const before = POSTCODE_BEFORE.exec(last);
  const after = POSTCODE_AFTER.exec(last);
  // Only a postcode says it is an address.
  if (!before && !after) return undefined;
  const town = last.slice(before ? before[0].length : 0, after ? after.index : last.length).trim();
  return TOWN.test(town) ? { town, ...(country ? { country } : {}) } : undefined;
}

/**
 * A card's heading that starts with the kind of site and goes on with its name or town: 'Logistikzentrum
 * Nord', 'Niederlassung Hamburg', 'Regional office North', 'Agence de Lyon', 'Filiale Bergamo', 'Vestiging
 * Breda'. Not a building the company built or manages for a client ('Office building Porta Nuova').
 */
const NAMED_FACILITY_HEADING =
  /^(?:regional\s+|sales\s+|branch\s+)?(?:office|branch|depot|terminal|hub|warehouse|plant|showroom|distribution\s+cent(?:re|er)|logistics\s+cent(?:re|er)|Niederlassung|Gesch[äa]ftsstelle|Filiale|Werk|\p{Lu}?\p{Ll}*[Kk]raftwerk|Lager|Logistikzentrum|Umschlaglager|Depot|Terminal|Hub|agence|usine|entrep[ôo]t|centrale|plate-?forme\s+logistique|agenzia|filiale|stabilimento|magazzino|deposito|centrale|vestiging|kantoor|fabriek|magazijn|distributiecentrum|sucursal|delegaci[oó]n|oficina|planta|almac[ée]n|centro\s+log[íi]stico|boutique|magasin|store|shop|negozio|tienda|winkel)(?:\s+(?:de|di|d['’]|du|of|von)\s*|\s+)(?!(?:building|block|tower|park|complex|project|Geb[äa]ude|Projekt|Turm|Komplex|immeuble|tour|projet|edificio|torre|progetto|complesso|proyecto|gebouw|toren|project)\b)[\p{Lu}\p{N}][\p{L}\p{N}'’ .-]{0,30}$/u;
/**
 * The pattern writes the German nouns capitalised and the other languages' words in lower case; a heading
 * starts with a capital either way ('Agence de Lyon', 'Regional office North', 'Vestiging Breda').
 */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const isNamedFacilityHeading = (heading: string): boolean =>
  NAMED_FACILITY_HEADING.test(heading) || NAMED_FACILITY_HEADING.test(lowerFirst(heading));
/** What a named card heading is: an office, a branch of unstated kind, a depot or a plant. */
const NAMED_FACILITY_ROLE: readonly [RegExp, LocationRole][] = [
  [/^(?:Niederlassung|Filiale|filiale|vestiging|sucursal|branch\b)/u, 'operations'],
  [/^(?:regional|sales|office|Gesch|agen|kantoor|delegaci|oficina)/iu, 'office'],
];
const namedFacilityRole = (heading: string): LocationRole | undefined =>
  NAMED_FACILITY_ROLE.find(([pattern]) => pattern.test(heading) || pattern.test(lowerFirst(heading)))?.[1] ??
  roleOfSiteWords(heading);

/** A heading naming the town, then the kind of site: 'Exeter office', 'Duisburg terminal', 'Venlo warehouse'. */
const TOWN_THEN_FACILITY =
  /^\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?\s+(?:(?:regional|sales|branch)\s+)?(?:office|branch|depot|terminal|hub|warehouse|plant|yard|distribution\s+cent(?:re|er))$/u;

/** What a card's heading says the site at the address under it is, if it names a kind of site. */
function headingRole(heading: string): LocationRole | undefined {
  if (FACILITY_LINE.test(heading)) return roleOfSiteWords(heading);
  if (isNamedFacilityHeading(heading)) return namedFacilityRole(heading);
  if (TOWN_THEN_FACILITY.test(heading))
    return heading.endsWith('branch') ? 'operations' : roleOfSiteWords(heading);
  return undefined;
}

/** A site's label that names its kind ('Boutique Annecy', 'Entrepôt logistique'), not a town: its address names the town. */
export const isSiteLabel = (text: string): boolean => headingRole(text) !== undefined;

/** The kind of site, a colon and its address on one line: 'Head office: Via Roma 12, 24121 Bergamo'. */
const LABELLED_ADDRESS = /^([^:]{2,40}?)\s*:\s+(.+)$/u;

/**
 * A label and its address run together on one line, as a bold label over a line break reads: 'Stabilimento
 * di Oderzo Via Postumia 12, 31046 Oderzo (TV)', 'Head office 40 Temple Way, Bristol BS2 0BY', or with a
 * dash between them in a list ('Agence Blois – 5 rue Denis Papin, 41000 Blois'). The label is
 * the first words that name a kind of site, the rest an address with its postcode.
 */
function runOnLabel(line: string): [string, string] | undefined {
  const words = line.split(/\s+/);
  for (let count = 1; count <= Math.min(5, words.length - 2); count += 1) {
    const heading = words.slice(0, count).join(' ');
    // 'Agence Blois – 5 rue Denis Papin, 41000 Blois': a dash may stand between them.
    const rest = words
      .slice(count)
      .join(' ')
      .replace(/^[–—-]\s+/u, '');
    if (/^(?:\p{Lu}|\d)/u.test(rest) && headingRole(heading) && addressTown(rest)) return [heading, rest];
  }
  return undefined;
}

function addressBlocks(lines: readonly string[]): ListedSite[] {
  return lines.flatMap((line, index) => {
    const labelled = LABELLED_ADDRESS.exec(line);
    const runOn = labelled ? undefined : runOnLabel(line);
    const [heading, addressLine] = labelled
      ? [labelled[1]!, labelled[2]!]
      : (runOn ?? [line, lines[index + 1] ?? '']);
    const role = headingRole(heading);
    const address = role ? addressTown(addressLine) : undefined;
    // 'Exeter office' over an Exeter address; not 'Customer office' over any address.
    const byTown =
      !FACILITY_LINE.test(heading) && !isNamedFacilityHeading(heading) && TOWN_THEN_FACILITY.test(heading);
    const townNamed = !byTown || heading.startsWith(`${address?.town} `);
    return address && role && townNamed
      ? [{ ...address, role, quote: labelled || runOn ? line : `${line}: ${addressLine}` }]
      : [];
  });
}

/** Sites from a page's location tables and facility address blocks. */
export function listedSites(lines: readonly string[]): ListedSite[] {
  return [...siteRows(lines), ...addressBlocks(lines)];
}
