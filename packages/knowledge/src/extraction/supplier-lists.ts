import { countryOf } from './country-names.js';
import { nameAtStart } from './names.js';

/**
 * Suppliers listed one a line under a heading that says who they are ('Unsere Subunternehmer',
 * 'I nostri fornitori', 'Key suppliers', 'Nos sous-traitants'): each line a company's name, maybe with
 * what it supplies after a dash, a colon or in brackets ('Spedition Kahl GmbH – Fernverkehr',
 * 'Ferriera Lombarda (acciaio, Italia)'). The list ends at the first line that is not one.
 */
export interface ListedSupplier {
  name: string;
  /** The line says what the company supplies beside its name. */
  described: boolean;
  /** The line says what is supplied first, then who supplies it ('Ferramenta – Stelvor (Austria)'). */
  goodsFirst?: boolean;
  country?: string;
  line: string;
}

const LIST_HEADING =
  /^(?:(?:our|key|main|unsere|wichtige|wichtigste|nos|principaux|i\s+nostri|principali|onze|belangrijkste|nuestros|principales|principais|os\s+nossos|nossos)\s+)*(?:suppliers|Lieferanten|Zulieferer|Subunternehmer|fournisseurs|sous-traitants|fornitori|subappaltatori|leveranciers|onderaannemers|proveedores|subcontratistas|subcontractors|reinsurers|outsourcing\s+partners|service\s+providers|outsourced\s+services|Dienstleister|prestataires|fornecedores|subcontratados)(?:\s+(?:principali|principaux|clés|principales|locali|locaux))?(?:\s+(?:of|for|für|de|d['’]|des|du|di|del|van|voor)\s*\p{Ll}[\p{Ll}-]*(?:\s+\p{Ll}[\p{Ll}-]*)?)?(?:\s+(?:and|und|et|e|y|en)\s+(?:raw\s+materials|Rohstoffe|matières\s+premières|materie\s+prime|materias\s+primas|grondstoffen))?$/iu;
/**
 * The kind of company said before its name in lower case, with its article: 'la coopérative forestière
 * Bois des Trois Provinces', 'the sawmill Harlow Brothers', 'la segheria Valsugana'. The name is what
 * follows; a kind written with a capital ('la Scierie du Lac') is part of the name.
 */
export const KIND_BEFORE_NAME =
  /^(?:(?:the|la|le|l['’]|el|il|lo|de|het)\s*)?(?:[\p{Ll}-]+\s+)?(?:co-?operative|coop[ée]rative|co[öo]peratie|cooperativa|sawmill|scierie|zagerij|segheria|aserradero|haulier|transporteur|company|firm|soci[ée]t[ée]|entreprise|empresa|azienda|bedrijf)(?:\s+[\p{Ll}-]+)?\s+(?=\p{Lu})/u;
/** An article before a capitalised name: 'la Coopérative Jura Bois', 'die Sägewerk Huber GmbH'. */
const ARTICLE_BEFORE_NAME = /^(?:the|la|le|l['’]|el|il|lo|die|der|das|de|het)\s*(?=\p{Lu})/u;
/** Where the listed company is, after a comma: ', à Dijon (Côte-d’Or)', ', in Leeds', ', aus Graz (Österreich)'. */
const PLACE_AFTER =
  /^\s*,\s+(?:à|a|in|en|aus|uit|bei|near|from)\s+\p{Lu}[\p{L}'’ -]*?(?:\s*\(([^()]{2,40})\))?(?:,\s+[^;:]{2,120})?$/u;
/**
 * What is supplied first, then who supplies it: 'Steel – Acciaierie Brenvalle, Brescia', 'Éoliennes :
 * Nordvind A/S (Danemark)', 'IT: Corvex Cloud'. The goods are a word or a phrase in lower case after its
 * first word; a name of two capitalised words or more ('Halvard Re – reinsurance') comes first itself.
 */
const GOODS_THEN_NAME = /^(\p{Lu}[\p{Ll}-]*(?:\s+[\p{Ll}'’-]+){0,3}|\p{Lu}{2,4})\s*[:–—-]\s+(.+)$/u;
/** A bullet before a line of a list: '- ', '• ', '– '. */
const BULLET = /^[-•–—*]\s+/u;
/** The country in brackets at the end of a line: '(Danemark)', '(Italy)'. */
const COUNTRY_IN_BRACKETS = /\(([^()]{2,40})\)\s*$/u;

function goodsThenName(line: string): ListedSupplier | undefined {
  const goods = GOODS_THEN_NAME.exec(line);
  const name = goods ? nameAtStart(goods[2]!) : undefined;
  if (!goods || !name || !goods[2]!.startsWith(name)) return undefined;
  // The bracket right after the name is its country; the line's last bracket may be the next name's
  // ('Ferramenta – Stelvor (Austria) e Corvani (Italia)').
  const bracket =
    /^\s*\(([^()]{2,40})\)/u.exec(goods[2]!.slice(name.length)) ?? COUNTRY_IN_BRACKETS.exec(goods[2]!);
  const country = countryOf(bracket?.[1]?.trim() ?? '');
  return { name, described: true, goodsFirst: true, ...(country ? { country } : {}), line };
}

const RAW_MATERIALS = String.raw`(?<!\p{L})(?:raw\s+materials|ingredients|Rohstoffe|Zutaten|matières\s+premières|ingrédients|materie\s+prime|materias\s+primas|grondstoffen)(?!\p{L})`;
const SUPPLIER_WORD = String.raw`(?<!\p{L})(?:suppliers|Lieferanten|Zulieferer|fournisseurs|fornitori|leveranciers|proveedores|fornecedores)(?!\p{L})`;
/**
 * A sentence that introduces the list by saying who is in it, ending in a colon: 'Zu unseren wichtigsten
 * Lieferanten zählen:', 'Our main suppliers include:', 'Parmi nos fournisseurs :'. Not what the company
 * asks of them ('Von unseren Lieferanten erwarten wir:').
 */
const LIST_INTRO = new RegExp(
  String.raw`(?:${SUPPLIER_WORD}[^:]{0,40}(?<!\p{L})(?:zählen|gehören|sind|include|are|figurent|sont|comptent|figurano|includono|sono|zijn|behoren|incluyen|son|destacan|figuran)|(?<!\p{L})(?:among|unter|parmi|tra|entre|onder)\s+[^:]{0,30}${SUPPLIER_WORD}|${RAW_MATERIALS}[^:]{0,20}(?<!\p{L})(?:beziehen\s+wir|kaufen\s+wir|we\s+(?:source|buy|purchase)|nous\s+(?:achetons|nous\s+approvisionnons)|kopen\s+we|betrekken\s+we)(?!\p{L})[^:]{0,40})\s*:$`,
  'iu',
);
/** The supplier's town between its name and what it supplies: ' in Hallstatt (Oberösterreich)', ' aus Meran'. */
const TOWN_AFTER_NAME =
  /^\s+(?:in|aus|bei|from|at|de|di|à|a|en|uit)\s+\p{Lu}[\p{L}'’.-]*(?:\s+(?:im|am|an|in|bei|de|di|sur|sul)?\s*\p{Lu}[\p{L}'’.-]*){0,3}(?:\s*\(([^()]{2,40})\))?(?=\s*(?:[–—:-]|\(|$))/u;

/** The supplier's town and country in brackets before what it supplies: ' (Covilhã, Portugal) — fio de lã'. */
const PLACE_BEFORE_GOODS = /^\s*\(([^()]{2,40})\)(?=\s*[–—:,-])/u;

/** What follows a name on its line: ' – Fernverkehr', ': IT infrastructure', ' (cemento)'. */
const DESCRIPTION = /^\s*(?:[–—:,-]\s*(.{2,80})|\(([^()]{2,60})\))\s*$/u;

/**
 * A list written inline after the suppliers are named, its items apart by semicolons: 'En 2025
 * trabajamos con 312 proveedores. Entre los principales figuran la Cooperativa del Llano (Llano,
 * Murcia), que suministra fruta; Quesos del Puerto (Mahón), quesos; y Aceites Sierra (Jaén), aceite.'
 */
const INLINE_INTRO = new RegExp(
  String.raw`${SUPPLIER_WORD}.*?(?<!\p{L})(?:entre (?:los|ellos,? los) (?:principales|m[áa]s importantes)|among (?:the|them,? the) (?:main|largest|most important) ones|zu den wichtigsten|parmi les principaux|tra i principali)\s+(?:figuran|est[áa]n|se encuentran|destacan|are|include|z[äa]hlen|figurent|sont|figurano|ci sono)\s+`,
  'iu',
);

/** The lines of a list, with each inline list's items as lines of their own under an intro. */
function withInlineLists(lines: readonly string[]): string[] {
  return lines.flatMap((line) => {
    const intro = INLINE_INTRO.exec(line);
    if (!intro) return [line];
    const items = line
      .slice(intro.index + intro[0].length)
      .split(/\s*;\s*/u)
      .map((item) => item.replace(/^(?:y|and|und|et|e)\s+/iu, '').trim());
    return items.length >= 3 ? [line, 'proveedores', ...items, ''] : [line];
  });
}

/**
 * A paragraph said between the suppliers' heading and their list ('I nostri fornitori sono in gran parte
 * aziende del Triveneto: il 78% degli acquisti avviene entro 300 km.'): a whole sentence, which no list
 * item is, and which leaves the list below it under the heading.
 */
const isIntroParagraph = (line: string) =>
  line.length >= 60 && /[.:!]$/u.test(line) && /\s\p{Ll}+\s\p{Ll}+\s/u.test(line);
/**
 * A list item that says what is supplied and by what kind of supplier, naming none ('Legno di rovere –
 * segherie in Austria e Slovenia'): the list goes on past it.
 */
const GOODS_THEN_KIND = /^\p{Lu}[\p{Ll}'’-]*(?:\s+[\p{Ll}'’-]+){0,4}\s*[:–—-]\s+\p{Ll}/u;

export function listedSuppliers(lines: readonly string[]): ListedSupplier[] {
  const found: ListedSupplier[] = [];
  let inList = false;
  let beforeFirstItem = false;
  let afterIntro = false;
  for (const raw of withInlineLists(lines)) {
    const line = raw.trim();
    const heading = LIST_HEADING.test(line);
    if (heading || (line.length <= 200 && LIST_INTRO.test(line))) {
      inList = true;
      // A line that introduces the list ('Unsere wichtigsten Rohstoffe beziehen wir so:') is its
      // paragraph already: the long sentence items after it ('Zitrusöle von … Ltda. in Matão,
      // Brasilien.') are the list, not a second paragraph.
      beforeFirstItem = heading;
      afterIntro = false;
      continue;
    }
    if (!inList || !line) continue;
    if (beforeFirstItem && isIntroParagraph(line)) {
      beforeFirstItem = false;
      afterIntro = true;
      continue;
    }
    beforeFirstItem = false;
    // A second paragraph after the introducing one: the page goes on in prose, no list follows.
    if (afterIntro && isIntroParagraph(line)) {
      inList = false;
      continue;
    }
    // An item of a sentence list ends with ';' or '.': 'la scierie Lemoine, à Morteau ;'.
    const unbulleted = line
      .replace(BULLET, '')
      .replace(/\s*[;,]\s*$|(?<!\b\p{Lu})\.\s*$/u, '')
      .replace(KIND_BEFORE_NAME, '')
      .replace(ARTICLE_BEFORE_NAME, '');
    const placed = placeAfterName(unbulleted, line);
    if (placed) {
      found.push(placed);
      continue;
    }
    const goodsFirst = goodsThenName(unbulleted);
    if (goodsFirst) {
      found.push(goodsFirst);
      continue;
    }
    const fromWhom = goodsFromName(unbulleted, line);
    if (fromWhom) {
      found.push(fromWhom);
      continue;
    }
    const name = nameAtStart(unbulleted);
    const afterName =
      name && unbulleted.startsWith(name)
        ? unbulleted.slice(name.length).replace(/^\.(?=\s|$)/u, '')
        : undefined;
    const town =
      afterName === undefined
        ? null
        : (TOWN_AFTER_NAME.exec(afterName) ?? PLACE_BEFORE_GOODS.exec(afterName));
    const rest = town ? afterName!.slice(town[0].length) : afterName;
    const description = rest === undefined ? undefined : rest.trim() === '' ? '' : DESCRIPTION.exec(rest);
    if (!name || description === undefined || description === null) {
      inList = GOODS_THEN_KIND.test(unbulleted);
      continue;
    }
    const said = description === '' ? '' : (description[1] ?? description[2] ?? '');
    // The country in the town's bracket ('(Südtirol, Italien)') or at the end of what it supplies.
    const country =
      countryOf(town?.[1]?.split(',').at(-1)?.trim() ?? '') ??
      countryOf(said.split(',').at(-1)?.trim() ?? '');
    found.push({ name, described: said !== '', ...(country ? { country } : {}), line });
  }
  return found;
}

/** A list item of a name and where that company is: 'Vosges Plaquettes SARL, à Épinal (Grand Est)'. */
function placeAfterName(item: string, line: string): ListedSupplier | undefined {
  const name = nameAtStart(item);
  if (!name || !item.startsWith(name)) return undefined;
  const place = PLACE_AFTER.exec(item.slice(name.length));
  if (!place) return undefined;
  const country = countryOf(place[1]?.trim() ?? '');
  return { name, described: true, ...(country ? { country } : {}), line };
}

/**
 * Who supplies the goods a list item starts with, after its last 'von', 'über', 'from', 'by', 'de', 'da',
 * 'van': 'Zitrusöle (Orange, Limette) von Sucoval Óleos Ltda. in Matão, Brasilien', 'Verpackungen
 * von der Rheintaler Kartonagen GmbH, Konstanz, Deutschland'. A name of one word ('von Kleinbauern') is a
 * kind of supplier, not one; the country is the last part of the line after the name.
 */
const FROM_WHOM =
  /(?<!\p{L})(?:von|über|from|by|via|through|de|da|van|door|par|por)\s+(?:(?:der|dem|die|the|la|le|el|il|het)\s+)?(?:(?:Handelsfirma|Firma|Handelshaus|Importeur|trading\s+house|importer)\s+)?(?=\p{Lu})/giu;
const LEGAL_FORM_WORD =
  /\s(?:GmbH|AG|KG|SE|eG|B\.?V|N\.?V|Ltd|Ltda|Limited|plc|S\.?A|S\.?L|S\.?p\.?A|S\.?r\.?l|SARL|SAS|Inc|LLC|Oy|AB|A\/S|ApS|Sdn\.\s?Bhd|Pty\.?\s?Ltd)(?![\p{L}])/u;

function goodsFromName(item: string, line: string): ListedSupplier | undefined {
  const last = [...item.matchAll(FROM_WHOM)].at(-1);
  if (!last || last.index === 0) return undefined;
  // 'Cooperativa Agrícola de Sa Pobla (Sa Pobla, Mallorca)': the 'de' is inside the item's own name.
  const lead = nameAtStart(item);
  if (lead && item.startsWith(lead) && lead.length > last.index) return undefined;
  // 'Die Talbrunn AG gehört zu 100 % der Familie über die Kessler Holding AG': a sentence about a
  // company, after the list has ended, not goods and who supplies them.
  const goods = item.slice(0, last.index);
  if (LEGAL_FORM_WORD.test(` ${goods}`) || /\d\s?%/u.test(goods)) return undefined;
  const rest = item.slice(last.index + last[0].length);
  const name = nameAtStart(rest);
  if (!name || !rest.startsWith(name) || countryOf(name)) return undefined;
  const words = name.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word));
  if (words.length < 2 && !LEGAL_FORM_WORD.test(` ${name}`)) return undefined;
  const after = rest.slice(name.length);
  const country = /,/.test(after)
    ? countryOf(after.split(',').at(-1)!.replace(/\.$/u, '').trim())
    : undefined;
  return { name, described: true, ...(country ? { country } : {}), line };
}
