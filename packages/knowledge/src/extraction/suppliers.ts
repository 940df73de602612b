import { countryOf } from './country-names.js';
import { evidenceFor, retrievedAtOf } from './evidence.js';
import { NAME_PATTERN, nameAtStart } from './names.js';
import { isOneWordSupplier, isOneWordSupplierCell } from './one-word-suppliers.js';
import { AWARDED_THE_CONTRACT, AWARDED_TO, CONTRACT_WORDS, SUPPLIED_THROUGH } from './supplier-awards.js';
import { KIND_BEFORE_NAME, listedSuppliers } from './supplier-lists.js';
import { makersNamed } from './supplier-maker-roles.js';
import { NAME_THEN_PARTNER, PARTNER_THEN_NAME } from './supplier-service-partners.js';
import { isSpendWhere, SPEND_IN_COUNTRIES } from './supplier-spend-countries.js';
import { aboutGoodsBefore, notOwnSource, SOURCES_IN_COUNTRIES } from './supplier-sources-in-countries.js';
import { goodsBought, IN_COUNTRY, WE_BUY_GOODS } from './supplier-bought-in-countries.js';
import { memberSuppliers } from './member-suppliers.js';
import { supplierGroupName, supplierOrigins } from './supplier-origins.js';
import { supplierShareCountries } from './supplier-shares.js';
import { supplierTableRows } from './supplier-tables.js';
import { pageSentences, splitLines } from './sentences.js';
import { dialogueTableGroups } from './stakeholder-dialogue.js';
import { isPlainGroupWord, OTHER_PARTY_SUBJECT } from './stakeholders.js';
import type { ExtractionEvidence, ExtractionOptions } from './types.js';

/**
 * The company's suppliers as its pages name them: the countries it buys from ('yarn from spinning
 * mills in Germany, Belgium and Turkey', 'furniture comes from suppliers in Vietnam and Portugal')
 * and named suppliers ('our largest supplier is Kettle Yarns GmbH', 'packaging comes from Fenwick
 * Board in the Netherlands'). Only a sentence about buying or supplying counts: one about the
 * customers the company sells to is not about suppliers.
 */
export interface SupplierMention extends ExtractionEvidence {
  /** A named supplier, or 'Suppliers in Germany' for a country the company buys from. */
  name: string;
  /** ISO 3166-1 alpha-2 of the supplier's country, when the sentence states it. */
  country?: string;
  named: boolean;
}

const SUPPLIER_NOUNS = String.raw`suppliers?|vendors?|growers?|mills|spinners|producers|subcontractors|leveranciers?|onderaannemers|spinnerijen?|telers|Lieferant(?:en)?|Zulieferern?|Subunternehmern?|fournisseurs?|sous-traitants|producteurs|proveedor(?:es)?|subcontratistas|fornitori|fornitore|subappaltatori|produttori|productores|fornecedor(?:es)?`;
/** Companies that do part of the work or carry part of the risk: subcontractors, hauliers, outsourcing partners, reinsurers. */
const SUBCONTRACTOR_NOUNS = String.raw`(?:outsourcing|service|IT)\s+(?:partners|providers)|reinsurance\s+(?:panel|partners)|subcontractors|Subunternehmern?|Transportunternehmern?|sous-traitants|subappaltatori|onderaannemers|subcontratistas|hauliers|Frachtführern?|Speditionen|transporteurs|trasportatori|vervoerders|transportistas|reinsurers|Rückversicherern?|réassureurs|riassicuratori|herverzekeraars|reaseguradores`;
/** A company's role for the insurer, haulier or builder that names it: 'our asset manager, X', 'X, our lead reinsurer'. */
// A bank's or insurer's IT service provider and cash logistics firm are its main suppliers, named as
// service providers ('Unser IT-Dienstleister ist die … eG', 'our core banking service provider, … Ltd').
const SERVICE_ROLES = String.raw`(?:asset|investment|fund)\s+managers?|reinsurers?|hauliers?|subcontractors?|Subunternehmer|sous-traitants?|subappaltator[ei]|gestore\s+patrimoniale|service\s+providers?|Dienstleister(?:n)?|prestataires?(?:\s+de\s+services?)?|dienstverleners?`;
const SUPPLIER_WORDS = new RegExp(
  String.raw`(?<!\p{L})(?:${SUPPLIER_NOUNS}|${SUBCONTRACTOR_NOUNS}|${SERVICE_ROLES})(?!\p{L})`,
  'iu',
);
const BUYING_WORDS =
  /\b(?:come|comes|came|sourced?|sources|sourcing|buy|buys|bought|purchase[sd]?|procure[sd]?|supplied|supplies|delivered|lease[sd]?|leasen|tanken|betrekken|betrekt|betrokken|mieten|riforni\w*|noleggi\w*|louons|alquil\w*|abastec\w*|kopen|ingekocht|inkoop|geleverd|levert|leveren|beziehen|bezogen|bezieht|kaufen|eingekauft|geliefert|liefert|liefern|achetons|achète|achetés?|approvisionn\w*|provien\w*|proveng\w*|viennent|stamm(?:en|t)|fourni\w*|livr\w*|acquistiamo|acquistat\w*|approvvigion\w*|compriamo|forni\w*|compramos|adquirimos|suministr\w*|procede\w*)\b/iu;
/** The customers are the subject: 'our customers in Germany', 'klanten in Duitsland'. */
/**
 * The customers, guests, visitors, members or competitors are the subject: 'our customers in Germany',
 * 'i nostri ospiti provengono dalla Germania', 'our competitors come from Italy'.
 */
const CUSTOMER_WORDS =
  /(?<!\p{L})(?:competitors?|rivals?|Wettbewerbern?|Mitbewerbern?|Konkurrenten|concurrents?|concorrenti|competidores|concurrenten|customers?|clients?|clienti|clientes|klanten|Kunden|consumers|shoppers|patients|guests|visitors|members|policyholders|G[äa]ste|Besucher\p{L}*|ospiti|visitatori|soci|visiteurs|h[ôo]tes|hu[ée]spedes|visitantes|gasten|bezoekers|leden)(?!\p{L})/iu;

/** Who the goods come from when a list of countries follows: suppliers, and the farms and co-operatives of raw materials. */
const ORIGIN_NOUNS = String.raw`${SUPPLIER_NOUNS}|reinsurers|Rückversicherern?|réassureurs|riassicuratori|reaseguradores|herverzekeraars|\p{L}*mills|zagerijen|weverijen|Sägewerken?|Spinnereien|Webereien|scieries|filatures|segherie|aserraderos|hauliers|carriers|Transportunternehmern?|Frachtführern?|transporteurs|trasportatori|vervoerders|transportistas|farms|farmers|plantations|co-?operatives|boeren|coöperaties|Erzeuger|Landwirten?|Höfen?|Genossenschaften|Kooperativen|agriculteurs|exploitations|coopératives|agricultores|cooperativas|fincas|agricoltori|aziende\s+agricole|cooperative`;
/** 'are based in', 'sind ansässig in', 'zijn gevestigd in', 'sont situés en', 'se encuentran en', 'hanno sede in'. */
const BASED = String.raw`(?:\s+(?:are|is|ha|sind|zijn|sont|son|sono|están|se\s+trouvent|befinden\s+sich|bevinden\s+zich|si\s+trovano|se\s+encuentran|hanno))?(?:\s+(?:mainly|mostly|largely|primarily|all|hauptsächlich|überwiegend|vor\s+allem|voornamelijk|overwegend|principalement|surtout|principalmente|sobre\s+todo|soprattutto))?(?:\s+(?:based|located|situated|ansässig|gevestigd|basés?|situés?|établis|ubicados|radicados|situati|sede|con\s+sede|mit\s+Sitz))?`;
/** What the suppliers supply, between them and where they are: 'fornitori di argilla', 'suppliers of clay', 'fournisseurs d’argile'. */
const WHAT_THEY_SUPPLY = String.raw`(?:\s+(?:of|for|di|de|d['’]|für|van|voor)\s*\p{Ll}+)?`;
/**
 * A share of the suppliers after their count: '1,240 suppliers, 88% of them based in', '1.240 Lieferanten
 * zusammen, davon 88 % in', '640 fournisseurs, dont 91 % établis en', '420 fornitori, di cui l'86% in',
 * '310 proveedores, el 80 % de ellos en', '300 leveranciers, waarvan 82% in', 'die meisten aus'.
 */
const SHARE_OF_THEM = String.raw`(?:\s+zusammen)?,?\s+(?:(?:davon|dont|di\s+cui|waarvan|of\s+which|of\s+whom|de\s+los\s+cuales)\s+)?(?:l['’]\s*|el\s+|la\s+)?(?:\d[\d.,]*\s?%|the\s+majority|most(?:ly)?|mainly|largely|primarily|predominantly|überwiegend|vorwiegend|größtenteils|prevalentemente|per\s+lo\s+più|in\s+prevalenza|majoritairement|mayoritariamente|grotendeels|overwegend|vooral|hauptsächlich|principalement|surtout|principalmente|soprattutto|voornamelijk|die\s+meisten|la\s+plupart|la\s+maggior\s+parte|la\s+mayor[ií]a|de\s+meeste)(?:\s+(?:of\s+them|de\s+ellos|di\s+essi|van\s+hen|d['’]entre\s+eux))?(?:\s+(?:are\s+)?(?:based|located|établis|situés|ansässig|gevestigd|con\s+sede))?\s+(?:in|en|aus|au|aux|uit|from|nel)\s+`;
/**
 * Words before a list of countries: 'suppliers in', 'spinnerijen in', 'farms in', 'from', 'uit', 'aus'.
 * The longer prepositions come first: under the 'i' flag the capital-letter look-ahead accepts any
 * letter, so 'da' would stop short of 'dalla Germania'.
 */
const COUNTRY_LIST_TRIGGER = new RegExp(
  String.raw`\b(?:${ORIGIN_NOUNS})${SHARE_OF_THEM}|\b(?:${ORIGIN_NOUNS})${WHAT_THEY_SUPPLY}${BASED}\s+(?:in|from|uit|aus|en|au|aux|de|da|di|del|von|im|nel|nei|negli)\s+|\b(?:from|uit|aus|von|desde|dalla|dall['’]|dal|del|da|de\s+l['’]|de\s+la|de|d['’])\s*(?=(?:the\s+)?\p{Lu})`,
  'giu',
);

/** A country's name: capitalised words, with 'd’' inside ('Côte d’Ivoire'). */
/** A capitalised word just before: what follows is said of that name. */
const AFTER_NAME = /(?:\p{Lu}[\p{L}\p{N}.&'’-]*|\bz\s+o\.o\.|\bs\.r\.o\.)\s*$/u;

const PLACE = /^(?:the\s+)?(\p{Lu}[\p{L}'’-]*(?:\s(?:d['’])?\p{Lu}[\p{L}'’-]*)*)/u;
/**
 * The article some languages write before a country in a list: 'und der Slowakei', 'aus der Schweiz und
 * den Niederlanden', 'e nei Paesi Bassi' (after the preposition), 'y los Países Bajos'.
 */
const COUNTRY_ARTICLE = /^(?:der|den|dem|die|het|les|la|le|l['’]|il|gli|los|las)\s*(?=\p{Lu})/u;
/** A share or count in brackets after a listed country: 'the UK (92%) and Ireland (6%)'. */
const SHARE_IN_BRACKETS = /^\s*\(\s*(?:ca\.\s*|approx\.\s*)?\d[\d.,]*\s?%?\s*\)/u;
/** 'and', 'or' in the six languages, and the preposition said again ('en Italie et en Espagne', 'in Germania e in Austria'). */
const LIST_SEPARATOR =
  /^(?:\s*,\s*(?:and\s+|en\s+|und\s+|et\s+|e\s+|y\s+)?|\s+(?:and|en|und|sowie|et|e|y|or|of|oder|ou|o)\s+)(?:(?:in|en|au|aux|du|uit|aus|from|de\s+la|de|da|dalla|dal|del|nei|negli|nel|nella|nelle|dai|dagli|dalle|im)\s+|d['’]|dall['’]|de\s+l['’])?/i;

/** The countries listed from the start of `text`; stops at the first name that is not a country. */
function countriesAtStart(text: string): { name: string; country: string }[] {
  const countries: { name: string; country: string }[] = [];
  let rest = text;
  for (;;) {
    const article = COUNTRY_ARTICLE.exec(rest)?.[0] ?? '';
    const match = PLACE.exec(rest.slice(article.length));
    const written = match?.[0];
    const country = written ? countryOf(written) : undefined;
    if (!match || !written || !country) break;
    countries.push({ name: written.replace(/^the\s+/i, 'the '), country });
    rest = rest.slice(article.length + match[0].length).replace(SHARE_IN_BRACKETS, '');
    const separator = LIST_SEPARATOR.exec(rest);
    if (!separator) break;
    rest = rest.slice(separator[0].length);
  }
  return countries;
}

/** 'supplied by X', 'manufactured by X', 'geliefert von X', 'geleverd door X', 'fourni par X', 'suministrado por X', 'fornito da X'. */
const MADE_BY =
  /\b(?:supplied|delivered|provided|manufactured|made|collected|transported|installed|built|hosted|managed|operated|serviced|maintained|handled|done|washed|cleaned|laundered|roasted|baked|brewed|produced|printed|assurée?s?|verzorgd|lavat[oaie]|pulit[oaie]|gereinigt|gewaschen|nettoyée?s?|lavée?s?|lavad[oa]s?|limpiad[oa]s?|gewassen|gereinigd|verwaltet|betrieben|gewartet|gérée?s?|entretenue?s?|gestit[oaie]|gestionad[oa]s?|beheerd|onderhouden|geliefert|entsorgt|transportiert|installiert|gebaut|hergestellt|gefertigt|geleverd|gemaakt|geproduceerd|fournie?s?|livrée?s?|fabriquée?s?|suministrad[oa]s?|fabricad[oa]s?|fornit[oaie]|prodott[oaie]|fabbricat[oaie]|fornecid[oa]s?|constru[íi]d[oa]s?|realizad[oa]s?|instalad[oa]s?|produzid[oa]s?)\s+(?:for\s+us\s+|für\s+uns\s+|pour\s+nous\s+|per\s+noi\s+|\p{Ll}+ly\s+)?(?:by|von|door|par|por|da|dalla|dal|pel[oa]s?)\s+(?:the\s+|der\s+|de\s+|la\s+|le\s+|el\s+)?(?:our\s+(?:[\p{Ll}-]+\s+)?partner\s+)?/giu;
/**
 * Supplied, said with the supplying verb itself ('our feldspar is supplied by Anatolia Minerals', 'il
 * caolino è fornito da Caolini Adriatici', 'fourni par', 'suministrado por', 'geliefert von', 'geleverd
 * door', 'fornecidos pela'): the sentence names a supplier, so two capitalised words are a name without
 * a legal form.
 */
const SUPPLIED_BY =
  /(?<!\p{L})(?:supplied|fornit[oaie]|fournie?s?|suministrad[oa]s?|fornecid[oa]s?|geliefert|zugeliefert|geleverd)\s+(?:(?:to|for)\s+us\s+|für\s+uns\s+|pour\s+nous\s+|per\s+noi\s+|\p{Ll}+ly\s+)?(?:by|von|door|par|por|da|dalla|dal|dallo|pel[oa]s?)\s+(?:the\s+|der\s+|de\s+|la\s+|le\s+|el\s+)?(?=\p{Lu})/gu;
/** The same with the name before the verb: 'wird von Anatolia Minerals geliefert', 'wordt door Kaolien Oost geleverd'. */
const SUPPLIED_BY_BEFORE_VERB = new RegExp(
  String.raw`(?<!\p{L})(?:von|door)\s+(?:der\s+|dem\s+|de\s+|het\s+)?(${NAME_PATTERN})(?:\s+(?:in|aus|uit)\s+(\p{Lu}[\p{L}-]+))?\s+(?:geliefert|zugeliefert|bezogen|geleverd|hergestellt|gefertigt|produziert|geproduceerd|gemaakt|vervaardigd)(?!\p{L})`,
  'gu',
);
/**
 * Danish, Swedish and Norwegian buying and supplying in the passive ('købes hos X', 'leveres af X',
 * 'levereras av X', 'kjøpes fra X', 'udføres af vores underleverandør X', 'kommer fra X'), and the goods
 * put first before an active verb ('Sågblad köper vi från X', 'Emballage køber vi hos X'): loose enough
 * that only a name with its legal form after them counts ('Keltmann GmbH', 'Nordfrakt AB').
 */
const NORDIC_SUPPLIED =
  /(?<!\p{L})(?:købes|indkøbes|leveres|levereras|köps|kjøpes|fremstilles|tillverkas|produceres|produseres|udføres|utförs|utføres|kommer|(?:köper|køber|kjøper)\s+vi|vi\s+(?:köper|køber|kjøper))\s+(?:af|av|hos|fra|från)\s+(?:(?:vores|vor|våra|vår|våre)\s+)?(?:(?:under)?(?:leverandør|leverantör|partner)\s+)?(?=\p{Lu})/gu;
/**
 * Czech and Slovak: the goods first, then who supplies them ('Surové železo dodává Metinvest (Ukrajina)',
 * 'Ocelový šrot dodávají Kovošrot Group'), or whom the company buys them from ('Elektromotory odebíráme od
 * firmy Siemens', 'nakupujeme od společnosti …').
 */
const CZECH_SUPPLIED =
  /(?<!\p{L})(?:(?:dodává|dodávají|dodáva|dodávajú)\s+(?:nám\s+)?|(?:nakupujeme|odebíráme|kupujeme|dovážíme|nakupujú|odoberáme|dovážame)\s+(?:[\p{L}'’-]+\s+){0,4}?od\s+)(?:(?:společnost|společnosti|firma|firmy|spoločnosť|spoločnosti)\s+)?(?=\p{Lu})/gu;
const NORDIC_COUNTRY_AFTER_NAME = /^(.+?)\s+(?:i|fra|från)\s+(\p{Lu}[\p{L}\s]+)$/u;
/** A service firm the company appointed: 'we have appointed Harrowgate Investment Management to manage our investments'. */
const APPOINTED =
  /\b(?:appointed|engaged|mandated|selected|retained|beauftragt|mandaté|incaricato)\s+(?:the\s+)?(?=\p{Lu})/gu;
/** 'our largest supplier is X', 'the largest is X', 'Onze grootste leverancier is X', 'including X'. */
const NAMED_TRIGGERS: readonly RegExp[] = [
  // 'Unser größter Lieferant ist die Brenner GmbH', 'notre principal fournisseur est le turbinier danois Nordvind A/S'.
  // (Without the 'i' flag: under it the capital-letter look-ahead accepts any letter.)
  /\b(?:[Ss]upplier|[Vv]endor|[Gg]rower partner|[Ll]everancier|Lieferant|[Ff]ournisseur|[Pp]roveedor|[Ff]ornitore|(?:[Aa]sset|[Ii]nvestment|[Ff]und)\s+manager|[Rr]einsurer|[Ss]ervice provider|Dienstleister|[Pp]restataire|[Dd]ienstverlener)(?:\s+(?:of|for|di|de|d['’]|für|van|voor)\s*[\p{Ll}'’-]+(?:\s+[\p{Ll}'’-]+){0,2})?\s+(?:is|was|ist|est|es|è)\s+(?:(?:the|die|der|le|la|il|el|de|het)\s+(?:\p{Ll}[\p{L}-]*\s+){0,3})?(?=\p{Lu})/gu,
  // 'the largest is X', 'il principale è X', 'le principal est X', 'el principal es X', 'der größte ist X'.
  /\b(?:largest|biggest|main|grootste|belangrijkste|größte|wichtigste)\s+(?:one\s+)?(?:is|was|ist)\s+|(?<!\p{L})(?:il|le|el|la)\s+(?:principale|principal|più\s+grande|plus\s+important|mayor|más\s+importante)\s+(?:è|est|es)\s+/giu,
  /\bincluding\s+/gi,
  /\b(?:come|comes|sourced|bought|buy)\s+from\s+/gi,
  MADE_BY,
  APPOINTED,
];
/** 'Kettle Yarns GmbH, our main supplier, …', 'Brandauer Stahl GmbH, unser größter Lieferant': the name before its role. */
const NAMED_BEFORE = new RegExp(
  String.raw`(${NAME_PATTERN}),\s+(?:our|unser(?:e[nrm]?)?|notre|nos|il\s+nostro|i\s+nostri|nuestro|nuestros|onze)\s+(?:[\p{Ll}ßäöü-]+\s+){0,2}(?:suppliers?|vendors?|Lieferant(?:en)?|fournisseurs?|fornitor[ei]|proveedor(?:es)?|leveranciers?|${SERVICE_ROLES})(?!\p{L})`,
  'gu',
);
/** Work handed to another company: 'outsourced to', 'ausgelagert an', 'sous-traité à', 'affidato a', 'externalizado a', 'uitbesteed aan'. */
const OUTSOURCED_TO =
  /(?<!\p{L})(?:outsourced\s+to|outsourc(?:e|ed|es|ing)\s+(?:[\p{Ll}-]+\s+){1,6}?to|ci\s+affidiamo\s+a|nous\s+faisons\s+appel\s+à|contracted\s+(?:out\s+)?to|ausgelagert\s+an|vergeben\s+an|sous-trait(?:ée?s?|ons)\s+à|confiée?s?\s+à|affidat[oaie]\s+a|esternalizzat[oaie]\s+a|externalizad[oa]s?\s+a|subcontratad[oa]s?\s+a|uitbesteed\s+aan|delegated\s+to|délégué(?:e|s|es)?\s+à|delegat[oaie]\s+a|(?:confié|affidato|entrusted|übertragen)\s+(?:[\p{L}'’-]+\s+){1,6}?(?:à|a|to|an))\s+(?:the\s+|die\s+|der\s+|la\s+|le\s+|il\s+|el\s+|de\s+|het\s+)?(?=\p{Lu})/giu;
/**
 * 'Suppliers: A, B', 'Lieferanten: A und B', 'Fornitori: A e B', and a few words between the noun and
 * its colon: 'Nos quatre premiers fournisseurs représentent 64 % des volumes : A, B et C'.
 */
const SUPPLIERS_COLON = new RegExp(
  String.raw`(?<!\p{L})(?:(?:main|key)\s+)?(?:suppliers|Lieferanten|Zulieferer|fournisseurs|fornitori|proveedores|leveranciers|${SUBCONTRACTOR_NOUNS})(?:\s+[^\s:;.!?]+){0,8}?\s*:\s*`,
  'giu',
);
/** 'our turbine supplier, Nordvent A/S', 'unser Lieferant für Reifen, die Gummiwerk GmbH', 'supplier Nordvent A/S': a name with its legal form. */
const SUPPLIER_NAMED_BESIDE = new RegExp(
  String.raw`\b(?:supplier|vendor|Lieferant|fournisseur|proveedor|fornitore|leverancier|${SERVICE_ROLES})(?:\s+(?:of|for|für|de|di|van|voor)\s+[\p{Ll}-]+)?\s*[,:]?\s+(?:the\s+|die\s+|der\s+|la\s+|le\s+|il\s+|el\s+|de\s+|het\s+)?(?=\p{Lu})`,
  'giu',
);
/** 'our cloud providers', 'our payment service provider', 'our laptop suppliers' before a capitalised name. */
const OUR_ROLE_NAMED =
  /\b[Oo]ur\s+(?:[\p{Ll}-]+\s+){0,3}?(?:suppliers?|providers?|vendors?|processors?|(?:asset|investment|fund)\s+managers?|reinsurers?|hauliers?|subcontractors?)(?:\s+|,\s+)(?=\p{Lu})/gu;
/**
 * Who supplies the company, as a list before its names: suppliers, subcontractors, hauliers and
 * reinsurers, and producers only when local ('local producers such as …', 'produttori locali come …'),
 * since 'producers such as' also lists an energy producer's peers.
 */
const LISTED_SUPPLIER_NOUNS = String.raw`suppliers?|vendors?|leveranciers?|Lieferanten|Zulieferer|fournisseurs?|fornitori|proveedores|fornecedores|service\s+providers|Dienstleister|prestataires|dienstverleners|${SUBCONTRACTOR_NOUNS}|(?<=(?:from|von|de|da|van|bei)\s+(?:\p{Ll}+\s+)?)(?:co-?operatives|coopératives|cooperativas|cooperative|Genossenschaften|Kooperativen|coöperaties)|(?<=(?:local|regional|lokalen?|regionalen?)\s)(?:producers|farmers|wineries|breweries|dairies|bakeries|roasters|Erzeugern?|Produzenten|Weingüter|Brauereien)|(?:producteurs|produttori|productores|producenten)(?=\s+(?:locaux|locali|locales|lokale|régionaux|regionali|regionales))`;
/**
 * How many suppliers of what kind, before a colon and their names: 'kopen we in bij drie
 * papierfabrieken: A, B en C', 'we buy our yarn from two spinning mills: A and B'.
 */
const SUPPLIERS_COUNTED_BEFORE_COLON = String.raw`(?:(?:[\p{L}\d'’-]+\s+){0,3}[\p{L}'’-]+\s*:\s*)?`;
/**
 * A list of named suppliers: 'suppliers such as A and B', 'Lieferanten wie A, B und C', 'nos
 * fournisseurs A et B', 'fornitori come A e B', 'proveedores como A y B', 'leveranciers zoals A en B',
 * 'our suppliers include A', 'i nostri fornitori principali sono A e B', 'we source steel from A
 * (Germany) and B in Finland'.
 */
const NAMED_LIST_TRIGGERS: readonly RegExp[] = [
  new RegExp(
    String.raw`(?<!\p{L})(?:(?:local|regional|lokalen?|regionalen?)\s+)?(?:${LISTED_SUPPLIER_NOUNS})(?:\s+(?:principali|principales|principaux|clés|chiave|clave|locali|locaux|locales|regionali|régionaux|regionales))?(?:\s+(?:of|for|für|van|voor|de|d['’]|di|del|des|du)\s*[\p{Ll}-]+(?:\s+[\p{Ll}-]+)?)?(?:\s+(?:in|aus|uit)\s+(?:the\s+)?\p{Lu}[\p{L}'’-]+)?(?:(?:,)?(?:\s+\p{Ll}[\p{Ll}-]+(?=\s+(?:sono|son|sont|sind|zijn|são)\s))?\s+(?:such as|like|including|includes?|are|wie|darunter|sind|zoals|waaronder|zijn|comme|tels que|notamment|sont|come|quali|tra cui|sono|como|entre ellos|son|são(?:\s+(?:a|o|as|os))?|incluindo)|(?:\s+(?:\p{Ll}+|\d[\d.]*)){0,3},\s+(?:darunter|including|notamment|dont|tra\s+cui|waaronder|entre\s+ellos))\s+`,
    'giu',
  ),
  new RegExp(
    String.raw`\b(?:[Oo]ur|[Uu]nsere[n]?|[Nn]os|[Oo]nze|[Ii] nostri|[Nn]uestros)\s+(?:(?:main|key|largest|principaux|wichtigsten|belangrijkste|principali|principales)\s+)?(?:suppliers|Lieferanten|fournisseurs|leveranciers|fornitori|proveedores)\s+(?=\p{Lu})`,
    'gu',
  ),
  new RegExp(
    String.raw`\b(?:(?:we|wir|nous|wij|we)\s+(?:source|buy(?!\s+back\b)|purchase|procure|lease|hire|beziehen|kaufen|leasen|mieten|tanken|achetons|louons|kopen|leasen|huren)|acquistiamo|compriamo|noleggiamo|ci\s+riforniamo|ci\s+approvvigioniamo|compramos|adquirimos|alquilamos|nos\s+abastecemos)\s+(?:[\p{L}'’-]+\s+){0,4}?(?:from|through|via|von|über|bei|auprès\s+de|par\s+l['’]interm[ée]diaire\s+de|chez|bij|van|via|à|da|presso|tramite|a\s+trav[ée]s\s+de|a)\s+${SUPPLIERS_COUNTED_BEFORE_COLON}(?=\p{Lu})`,
    'giu',
  ),
  // The goods first, the verb before 'we': 'Unsere Wechselbrücken kaufen wir bei …', 'Het staal kopen we in bij …'.
  new RegExp(
    String.raw`(?<!\p{L})(?:(?:beziehen|kaufen|leasen|mieten|tanken)\s+wir|(?:kopen|betrekken|leasen|huren)\s+(?:we|wij))\s+(?:[\p{L}'’-]+\s+){0,4}?(?:von|bei|über|van|bij|via)\s+(?:der\s+|dem\s+)?${SUPPLIERS_COUNTED_BEFORE_COLON}(?=\p{Lu})`,
    'gu',
  ),
  // Among the suppliers: 'Parmi nos fournisseurs figurent …', 'Zu unseren Lieferanten gehören …', 'Tra i nostri fornitori figurano …'.
  new RegExp(
    String.raw`(?<!\p{L})(?:among\s+our|parmi\s+nos|zu\s+unseren|tra\s+i\s+nostri|fra\s+i\s+nostri|entre\s+nuestros|tot\s+onze)\s+(?:(?:main|key|largest|principaux|wichtigsten|größten|principali|principales|belangrijkste)\s+)?(?:suppliers|fournisseurs|Lieferanten|fornitori|proveedores|leveranciers|${SUBCONTRACTOR_NOUNS})(?:\s+(?:principaux|principali|principales))?\s*(?:are|figurent|on\s+trouve|gehören|zählen|figurano|ci\s+sono|troviamo|destacan|figuran|están|se\s+encuentran|behoren|horen|:)\s+(?:die\s+|der\s+|la\s+|le\s+|il\s+|el\s+|de\s+|het\s+)?(?=\p{Lu})`,
    'giu',
  ),
  // The role each plays for the company, then its name: 'our cloud providers A and B', 'our payment
  // service provider C', 'our laptop suppliers D and E'.
  OUR_ROLE_NAMED,
];
/** The buying verb of `NAMED_LIST_TRIGGERS` ('we buy … from'), whose list may go on with more goods. */
const WE_BUY = new RegExp(NAMED_LIST_TRIGGERS[2]!.source, 'iu');
/**
 * More goods from more suppliers after 'we buy … from A' (in German also after a comma alone, the
 * supplier with its article: 'Beton beziehen wir von der A GmbH, Baustahl von der B GmbH'): '…, and starch for our glue from Skåne
 * Stärkelse in Sweden', 'und Stärke von Müller Mühle', 'et l'amidon chez Amidonnerie Sud'; German
 * capitalises the goods and may put an article after 'von' ('und Wein unter anderem von der Kellerei …').
 */
const AND_MORE_FROM =
  /,\s*(?:\p{L}[\p{L}'’-]*\s+){1,2}?(?:von|bei)\s+(?:der\s+|dem\s+|den\s+)(?=\p{Lu})|(?:,\s*|\s)(?:and|und|et|en|e|y)\s+(?:[\p{Ll}'’-]+\s+){1,6}?(?:from|von|bei|chez|bij|van|da|de|à|a|presso)\s+(?=\p{Lu})|(?:,\s*|\s)(?:und|sowie)\s+(?:[\p{L}'’-]+\s+){1,6}?(?:von|bei)\s+(?:der\s+|dem\s+|den\s+)?(?=\p{Lu})/gu;
/** 'Fleisch beziehen wir von der Metzgerei …': the goods first, then the verb, as German and Dutch put it. */
const GOODS_FIRST_BUY = new RegExp(NAMED_LIST_TRIGGERS[3]!.source, 'u');
/** A name with a legal form after 'from' in a sentence about buying: '… and our labels from Printwell Ltd'. */
const FROM_COMPANY =
  /(?:\b(?:from|von|bei|van|bij|auprès\s+d[e'’]|chez|da|dalla|dal|desde|de)\s|(?<!\p{L})über\s+(?=die\s|den\s|das\s))\s*(?:the\s+|der\s+|die\s+|den\s+|das\s+|la\s+|el\s+)?(?=\p{Lu})/giu;
/**
 * German and Dutch put the supplier after the verb when the goods come first: 'Die Verpackungen
 * liefert die Kartonagen Hübner GmbH', 'Het garen levert Spinnerij Oost B.V.'; not 'wir liefern die …'.
 */
const SUPPLIER_AFTER_VERB =
  /(?<!\b(?:wir|wij|we|Wir|Wij|We)\s+)\b(?:liefert|levert)\s+(?:uns\s+|ons\s+)?(?:(?:seit|sinds)\s+(?:\d{4}|Jahren|jaren)\s+|bereits\s+|al\s+)?(?:die|der|das|de|het)\s+|(?<!\p{L})(?:lo|la|los|las|li|le)\s+(?:suministran?|fornisc(?:e|ono))\s+(?:la\s+|il\s+|el\s+|l['’])?(?=\p{Lu})/gu;
/**
 * Goods said first, then where they come from: 'Unsere Lkw stammen von …', 'nos modules proviennent de
 * …', 'i pannelli provengono da …', 'los paneles proceden de …', 'onze trucks komen van …'. A place
 * follows as often as a company, so only a company's name counts (a legal form, a trade word or its
 * country in brackets).
 */
const COMES_FROM =
  /(?<!\p{L})(?:stamm(?:en|t)|kommen|kommt|proviennent|provient|provengono|proviene|arriva(?:no)?|proceden|procede|komen|komt)\s+(?:(?:seit|sinds|depuis|da|desde)\s+(?:[\p{L}\d]+\s+){1,3}?)?(?:von|aus|de|d['’]|dalle|dallo|dai|dagli|dalla|dall['’]|dal|da|van|uit)\s*(?:der\s+|die\s+|la\s+|le\s+|il\s+|el\s+|de\s+)?(?=\p{Lu})/giu;
/**
 * The supplier first, then what it does for the company, said with 'our': 'Corvex Systems manages our IT',
 * 'Brenner Nutzfahrzeuge liefert unsere Lkw', 'Vendraux Wind fournit les éoliennes de nos parcs',
 * 'Lavanderia Alpina si occupa della biancheria dei nostri hotel'.
 */
/**
 * Where the supplier is, said between its name and its verb: 'Fernway Systems Ltd, based in Edinburgh,
 * provides our core banking platform', 'Dale Power, of Sheffield, supplies…', 'Eastgate Print in Leeds
 * prints and posts our statements'.
 */
const SUPPLIER_PLACE = String.raw`(?:,\s+(?:based\s+in|of|in|from)\s+\p{Lu}[\p{L}'’-]*(?:,?\s+\p{Lu}[\p{L}'’-]*){0,2},|\s+(?:in|of)\s+\p{Lu}[\p{L}'’-]*)?`;
const SERVES_US = new RegExp(
  String.raw`(${NAME_PATTERN})${SUPPLIER_PLACE}\s+(?:manages|runs|operates|supplies|provides|delivers|maintains|handles|builds|processes|prints|hosts|powers|cleans|liefert|wartet|betreibt|fournit|livre|gère|entretient|fornisce|gestisce|si\s+occupa\s+d\p{L}*|leads|levert|beheert|onderhoudt|suministra|gestiona)(?:\s+and\s+\p{Ll}+)?\s+(?:(?:[\p{Ll}'’-]+|[£€$]?\d[\d.,]*%?\p{Ll}*)\s+){0,5}?(?:our|unser\p{L}*|nos|notre|nostr[ioae]|onze|ons|nuestr[oa]s?)(?!\p{L})`,
  'gu',
);
/**
 * The supplier named first, then its role: 'Corvex Systems is our IT provider', 'we use Corvex Systems
 * as our IT provider', 'Ecotricity, a green energy supplier', 'Alpstrom ist unser Stromlieferant', 'Helion
 * est notre fournisseur de modules', 'Betonval è il nostro fornitore di calcestruzzo'.
 */
const ROLE_AFTER_NAME = new RegExp(
  String.raw`(${NAME_PATTERN})(?:,\s+|\s+(?:is|acts\s+as|serves\s+as|as|ist|est|è|es)\s+)(?:our|unser(?:e[rnm]?)?|notre|il\s+nostro|nuestro|onze|an?|ein(?:e)?|un|une|uno|una|een)\s+(?:[\p{L}-]+\s+){0,3}?(?:suppliers?|providers?|vendor|prestataire|fournisseur|fornitore|proveedor|\p{L}*(?:[Ll]ieferant|[Dd]ienstleister|[Vv]ersorger|leverancier))(?!\p{L})`,
  'gu',
);
/**
 * A service firm the company uses or holds a contract with: 'we use Cobbridge Systems for claims', 'a
 * maintenance contract with Ventoral Services', 'Wartungsvertrag mit …', 'contrat de maintenance avec …'.
 * Not a power purchase agreement, whose other side buys from the company.
 */
const USE_OR_CONTRACT =
  /\b(?:[Ww]e|[Ww]ir|[Nn]ous|[Ww]ij)\s+(?:use|nutzen|utilisons|gebruiken)\s+(?=\p{Lu})|(?<!\p{L})(?:[Uu]siamo|utilizamos|utilizziamo)\s+(?=\p{Lu})|\b(?:maintenance|service|servicing|O&M|supply|framework|outsourcing)\s+(?:contracts?|agreements?)\s+with\s+(?:the\s+)?(?=\p{Lu})|(?:Wartungs|Service|Rahmen|Liefer)vertr(?:a|ä)ge?\s+mit\s+(?:der\s+|dem\s+)?(?=\p{Lu})|contrats?\s+de\s+(?:maintenance|service|fourniture)\s+avec\s+(?:la\s+|le\s+|l['’])?(?=\p{Lu})|contratt[oi]\s+di\s+(?:manutenzione|servizio|fornitura)\s+con\s+(?:la\s+|il\s+|l['’])?(?=\p{Lu})/gu;
/** Where the company's data and systems live: 'we host all customer data with Nubestra Cloud', 'our IT runs on Corvex Cloud'. */
const HOSTED_WITH =
  /\b(?:host(?:s|ed)?|hosting)\s+(?:[\p{L}-]+\s+){0,5}?(?:with|at|on)\s+(?:the\s+)?(?=\p{Lu})|\bruns?\s+on\s+(?=\p{Lu})/gu;
/** A sentence about assurance or certification: who verified the figures sold no goods ('la vérification est assurée par KPMG SA'). */
const ASSURANCE_WORDS =
  /verif|vérif|audit|certif|assurance|Prüfung|geprüft|testat|revisi|controllat|gecontroleerd|auditad/iu;
/** Data or figures supplied by someone: a source of information, not of goods ('les données sont fournies par Météo France'). */
const DATA_WORDS =
  /(?<!\p{L})(?:data|information|figures|statistics|dati|informazioni|cifre|statistiche|données|informations|chiffres|statistiques|Daten|Informationen|Zahlen|Statistiken|datos|información|cifras|estadísticas|gegevens|informatie|cijfers)(?!\p{L})/iu;
/** A name supplied, not a source of assurance or information. */
const suppliesGoods = (text: string) => !ASSURANCE_WORDS.test(text) && !DATA_WORDS.test(text);
/** Reinsurance is placed, not bought: 'our reinsurance is placed with Halvard Re and Monmouth Re'. */
const PLACED_WITH =
  /\b(?:reinsurance|cover|risks?|programme|program)\b[^.;]{0,60}?\b(?:placed\s+with\s+(?:a\s+panel\s+(?:led\s+by|of)\s+)?|panel\s+(?:led\s+by|of)\s+|panel,?\s+(?:with|alongside|together\s+with)\s+)(?:the\s+)?(?=\p{Lu})/giu;
/** The goods, a clitic pronoun, then who supplies them: 'Il calcestruzzo lo fornisce …', 'el alojamiento lo presta …'. */
const CLITIC_SUPPLIER =
  /(?<!\p{L})(?:lo|la|los|las|li|le)\s+(?:fornisc(?:e|ono)|presta(?:n|no)?|gestisc(?:e|ono)|gestiona(?:n)?|suministran?|proporciona(?:n)?)\s+(?:la\s+|il\s+|el\s+|l['’])?(?=\p{Lu})/gu;
/** A determiner or a pronoun starts no company's name ('Jede Niederlassung liefert unsere …'). */
const NOT_A_NAME_START =
  /^(?:The|This|It|We|Each|Every|Our|Der|Die|Das|Jede[rsn]?|Unser\p{L}*|Ihre?|Eine?|Le|La|Les|Chaque|Notre|Nos|Il|Lo|Ogni|Nostr\p{L}*|El|Los|Cada|De|Het|Elke|Onze|Ons)\s/u;
/** A semicolon or a full stop, but not the dot of a legal form ('Acciaierie Valsesia S.p.A. e …'). */
const CLAUSE_END = /;|(?<!\b(?:S\.p\.A|S\.r\.l|S\.L|S\.A|B\.V|N\.V|Inc|Ltd|Co|Pty|Sdn|e\.V))\.\s/;
/** 'A (Germany)': the supplier's country in brackets after its name. */
const COUNTRY_IN_BRACKETS = /^\s*\(([^)]{2,40})\)/u;
/** 'A in Sweden', 'A aus Österreich', 'A uit Duitsland', 'A en Espagne': the country after its name. */
// The dot of an abbreviated legal form may come first ('Colorwell Inc. fra USA').
const COUNTRY_AFTER = /^\.?\s+(?:in|from|aus|uit|en|au|in|de|da|dalla|dal|i|fra|från|na|ve|v)\s+/iu;
// After a comma, 'en' is the Spanish or French 'in' ('Olis Serra Nord, en Sóller'): Dutch writes 'A, B en C'.
const NAME_SEPARATOR =
  /^\.?(?:\s*[,;]\s*(?:(?:and|und|et|e|y|och|og)\s+)?|\s+(?:and|und|et|en|e|y|sowie|och|og)\s+)/iu;
/** What a supplier supplies in brackets after its name, maybe with its country last: '(Reifen)', '(éoliennes, Danemark)'. */
const WHAT_IN_BRACKETS = /^\s*\(([^()]{1,60})\)/u;
/** An article before a name: 'die Brandauer Stahlwerke GmbH', 'la Papeterie Morand', 'het Garenhuis'. */
// Portuguese writes an article before each company of a list ('são a Vestas …, a Nordex SE e a Enercon GmbH').
const ARTICLE =
  /^(?:the|die|der|das|den|de|het|la|le|les|l['’]|el|los|las|il|lo|gli|a|o|as|os)\s+(?=\p{Lu})/u;

/** The country written at the start of `text` ('Sweden', 'the Netherlands'), with its length. */
function countryAtStart(text: string): { country: string; length: number } | undefined {
  const match = PLACE.exec(text);
  const country = match ? countryOf(match[0]) : undefined;
  return match && country ? { country, length: match[0].length } : undefined;
}

/** The names listed from the start of `text`, each with the country said after it. */
/**
 * A legal form written after a comma ends the name before it: 'Jinko Solar Co., Ltd.', 'Montessol
 * Engenharia, S.A.'. Without it the comma would start the next name, and 'Ltd' would be one.
 */
const LEGAL_FORM_AFTER_COMMA =
  /^(\.?,\s*(?:Ltd|Limited|Inc|LLC|S\.\s?A|S\.\s?L|S\.p\.A|S\.r\.l|GmbH|AG|B\.V|N\.V)\.?)(?=\s|$|[,;)])/u;

/** The name with a legal form that follows it after a comma, and how much of `after` that took. */
function withLegalFormAfter(name: string, after: string): { name: string; taken: number } {
  const tail = LEGAL_FORM_AFTER_COMMA.exec(after)?.[1];
  return tail ? { name: `${name}${tail.replace(/\.$/u, '')}`, taken: tail.length } : { name, taken: 0 };
}

/** A legal form written in small letters after the name: a German cooperative's 'eG'. */
const SMALL_LEGAL_FORM = /^\s+eG(?![\p{L}\p{N}])/u;

/** A company's name from the start of the text, with its small-letter legal form ('Nordrechen IT-Service eG'). */
function companyNameAtStart(text: string): string | undefined {
  const name = nameAtStart(text);
  if (!name || !text.startsWith(name)) return name;
  const legalForm = SMALL_LEGAL_FORM.exec(text.slice(name.length));
  return legalForm ? `${name}${legalForm[0]}` : name;
}

/**
 * The Czech and Slovak 'a' (and) after a bracket closes one name: 'Metinvest (Ukrajina) a ArcelorMittal
 * Ostrava (Česká republika)'. Only after a bracket, where it cannot be the Italian or Portuguese 'a'.
 */
const AND_AFTER_BRACKET = /^\s+a\s+(?=\p{Lu})/u;

/** What a listed supplier supplies: 'per il carburante', 'for the tyres', 'pour l’acier', 'für die Verpackung'. */
const WHAT_IT_SUPPLIES =
  /^\.?\s+(?:for|per|pour|für|para|voor)\s+(?:(?:the|our|il|lo|la|i|gli|le|les|nos|die|den|das|unsere|el|los|las|de|het|onze)\s+|l['’]\s*)?\p{Ll}[\p{Ll}'’-]*(?:\s+\p{Ll}[\p{Ll}'’-]*){0,4}?(?=\s*,|\s+(?:and|e|et|und|y|en)\s+(?=\p{Lu})|\s*[.;]|$)/u;
const GOODS_BEFORE_SUPPLIER = /^\s+(?:von|bei)\s+(?:der|dem|den)\s/u;
function namedListAtStart(text: string): { name: string; country?: string }[] {
  const found: { name: string; country?: string }[] = [];
  let rest = text;
  for (;;) {
    let bracketed = false;
    rest = rest.replace(KIND_BEFORE_NAME, '').replace(ARTICLE, '');
    // A country in the list ('from Ghana and Côte d’Ivoire') is no supplier's name.
    const listedCountry = countryAtStart(rest);
    const name = listedCountry ? undefined : companyNameAtStart(rest);
    // 'Bitumen von der Donaumineral AG': goods named before their supplier, the next item of a German
    // buying list, not a name.
    if (name && GOODS_BEFORE_SUPPLIER.test(rest.slice(name.length))) break;
    if (listedCountry) rest = rest.slice(listedCountry.length);
    else if (name && rest.startsWith(name)) {
      const full = withLegalFormAfter(name, rest.slice(name.length));
      rest = rest.slice(name.length + full.taken);
      bracketed = /^\s*\(/u.test(rest);
      const country = countryAfter(rest);
      if (country) rest = rest.slice(country.length);
      const bracket = country ? undefined : WHAT_IN_BRACKETS.exec(rest);
      const bracketCountry = bracket ? countryOf(bracket[1]!.split(',').at(-1)!.trim()) : undefined;
      if (bracket) rest = rest.slice(bracket[0].length);
      // 'Petrolveneta S.p.A. per il carburante, Officine … S.r.l. per la manutenzione e …', 'la Verrerie
      // du Forez pour les flacons, la Distillerie des Baronnies pour …': what a supplier supplies, said
      // after it, is no part of the list's names.
      const goods = WHAT_IT_SUPPLIES.exec(rest);
      if (goods) rest = rest.slice(goods[0].length);
      // A Nordic 'i' read into the name: 'Saaremetsa OÜ i Estland' is in Estonia.
      const nordic = NORDIC_COUNTRY_AFTER_NAME.exec(full.name);
      const nordicCountry = nordic ? countryOf(nordic[2]!) : undefined;
      const code = country?.country ?? bracketCountry ?? nordicCountry;
      found.push({ name: nordicCountry ? nordic![1]! : full.name, ...(code ? { country: code } : {}) });
    } else break;
    const separator = NAME_SEPARATOR.exec(rest) ?? (bracketed ? AND_AFTER_BRACKET.exec(rest) : null);
    if (!separator) break;
    rest = rest.slice(separator[0].length);
  }
  return found;
}

/** The country bracketed or named after a supplier ('(Germany)', ' in Sweden'), with its length. */
function countryAfter(text: string): { country: string; length: number } | undefined {
  const bracket = COUNTRY_IN_BRACKETS.exec(text);
  if (bracket) {
    const country = countryOf(bracket[1]!);
    return country ? { country, length: bracket[0].length } : undefined;
  }
  const word = COUNTRY_AFTER.exec(text);
  const named = word ? countryAtStart(text.slice(word[0].length).replace(/^the\s+/i, '')) : undefined;
  if (!word || !named) return undefined;
  const article = /^the\s+/i.exec(text.slice(word[0].length))?.[0].length ?? 0;
  return { country: named.country, length: word[0].length + article + named.length };
}

/** Legal forms that mark a company's name. */
const LEGAL_FORM =
  /\s(?:GmbH|AG|KG|KGaA|SE|eG|B\.?V\.?|N\.?V\.?|Ltd|Limited|plc|S\.?A\.?S?|S\.?L\.?|S\.?p\.?A\.?|S\.?r\.?l\.?|SARL|Inc|LLC|Oy|Oyj|AB|A\/S|ApS|SAS|AS|ASA|SIA|UAB|OÜ|Sp)(?!\p{L})/u;
/** Legal forms and trade words, or two capitalised words at least: 'Kettle Yarns GmbH', 'Fenwick Board', not 'Germany'. */
const TRADE_WORD =
  /\s(?:Asset\s+Management|Investment\s+Management|Investment\s+Managers|Asset\s+Managers|Services|Nurseries|Packaging|Polymers|Farms|Mills|Textiles|Yarns|Garne|Cloud|Energy|Energie|Steel|Stahl|Metals|Chemicals|Chemie|Plastics|Paper|Logistics|Logistik|Solar|Foods|Re|Wind|Modules|Systems|Solutions|Technologies|Software|Consulting|Reinsurance|Insurance|Transporte?|Spedition|Nutzfahrzeuge|Lavanderia|Laundry|Caseificio|Dairy|Bakery|Cementerie|Cementi|Acciaierie|Ferriera|Calcestruzzi|Betonwerk|Aggregates|Cement|Concrete|Beton|Baustoffe|Scaffolding|Electrical|Haulage|Freight|Fahrzeugbau|Reifen|Tyres|Timber|Glass|Catering|Cleaning|Gebäudereinigung|Facility|Security|Hydraulics|Components|Engineering|Power|Renewables|Trucks?|Torrefazione|Cantina|Panificio|Forno|Birrificio|Brauerei|Weingut|Bäckerei|Rösterei|Boulangerie|Fromagerie|Bodega|Winery|Brewery|Roastery|Creamery|Bakery|Azienda\s+Agricola|Leasing|Fleet|Fahrzeuge|Mineralöl|Tankstellen|Kraftstoffe|Wäscherei|Textilpflege|Linen|Coffee|Caffè|Beverages|Drinks|Getränke|Wines?|Vini|Laterizi|Prefabbricati|Ponteggi|Impianti|Elettrica|Legnami|Vetri|Isolanti|Steelworks|Precast|Quarr(?:y|ies)|Bitumen|Asphalt|Photovoltaics|PV|Batteries|Storage|Cables|Kabel|Câbles|Transformateurs|Electric|Elektro|Éolien(?:ne)?|Hydro|Turbines|Turbinen|Maintenance|Wartung|IT|Hosting|Networks|Telecom|Print|Druck|Verpakking|Verpackung|Verpackungen|Emballages|Imballaggi|Envases|Aceros|Hormigones|Áridos|Bois|Holz|Legno|Madera|Hout|Staal|Acier|Acciaio|Ciments|Bétons|Matériaux|Materiali|Baustoffhandel|Bouwmaterialen|Transports|Trasporti|Transportes|Fret|Cargo|Shipping|Bahn|Carburants|Combustibles|Carburanti|Lubricants|Schmierstoffe|Ingénierie|Ingegneria|Ingeniería|Informatique|Informatica|Informática|Nettoyage|Pulizie|Limpiezas|Schoonmaak|Recycling|Entsorgung|Waste|Déchets|Rifiuti|Residuos|Afval|Agricola|Agricole|Alimentari|Alimentaire|Alimentos|Trading|Traders|Handel|Commodities|Minerals|Mining|Kaolin|Clays|Minerali|Mineraria|Mineralien|Bergbau|Minéraux|Minerales|Minería)\b/u;
/** A university, an agency or a charity is no supplier, whatever it made ('a study made by the University of Leeds'). */
const INSTITUTION =
  /(?<!\p{L})(?:University|Universit\p{L}+|Institute|Institut\p{L}*|Foundation|Stiftung|Fondation|Fundaci[oó]n|Fondazione|Stichting|Agency|Agence|Agentur|Agenzia|Agencia|Authority|Autorité|Autorità|Autoridad|Behörde|Bundesamt|Ministry|Minist[eè]r\p{L}*|Council|Association|Verband|Hochschule|Hogeschool|Haute\s+[ÉEée]cole|Escuela|Scuola|College|School|Trust|Politecnico|Chamber|Kammer|Chambre|Camera\s+di|Cámara|Commune|Comune|Gemeinde|Gemeente|Ville\s+de|Città|Regione|Région)(?!\p{L})/u;
const isCompanyName = (name: string) =>
  !INSTITUTION.test(name) &&
  (LEGAL_FORM.test(` ${name}`) || TRADE_WORD.test(` ${name}`) || /\s\p{Lu}\S*$/u.test(name));

/** Triggers so loose that only a name with a legal form after them is a supplier's. */
const LEGAL_FORM_ONLY = [SUPPLIER_AFTER_VERB, NORDIC_SUPPLIED];
/** 'made by' and 'supplied by' say who made it, not always who sells it: a legal form or a trade word is asked. */
const TRADE_NAME_ONLY = [
  MADE_BY,
  APPOINTED,
  COMES_FROM,
  FROM_COMPANY,
  OUTSOURCED_TO,
  SUPPLIER_NAMED_BESIDE,
  HOSTED_WITH,
  CLITIC_SUPPLIER,
  USE_OR_CONTRACT,
];
/**
 * 'from', 'van' or 'de' inside a name is no trigger: 'Van Dijk Staal B.V.', 'Sol de Levante S.L.'
 * (capitalised, or after a capitalised word).
 */
const insideName = (clause: string, match: RegExpExecArray | RegExpMatchArray) =>
  match.index! > 0 &&
  (/^\p{Lu}/u.test(match[0]) || /\p{Lu}[\p{L}'’-]*\s+$/u.test(clause.slice(0, match.index)));

/** A legal form at the end of a name, its dots optional ('GmbH', 'a.s.', 'S.p.A', 'Ltd.'). */
const TRAILING_LEGAL_FORM =
  /\s+(?:gmbh(?:\s*&\s*co\.?\s*kg)?|ag|se|kg|s\.?p\.?a|s\.?a|s\.?r\.?l|a\.?s|s\.?r\.?o|ltd|limited|plc|inc|b\.?v|n\.?v|a\/s|ab|oy)\.?$/u;
/** The name a supplier is known by once: before a comma, without its legal form. */
function supplierKey(name: string): string {
  const base = name.toLowerCase().split(',')[0]!.trim();
  return base.replace(TRAILING_LEGAL_FORM, '').replace(/[.\s]+$/u, '') || base;
}
/** 'Kalkwerk Altmühl GmbH, Werk Solnhofen': the plant after the supplier's name is no part of it. */
const withoutPlant = (name: string): string =>
  name.replace(/,\s*(?:Werk|Werke|plant|mill|site|usine|stabilimento|planta|fabriek)\s+\p{Lu}.*$/u, '');

/**
 * A group's plain word is no supplier's name: 'Einer unserer größten Kunden, ein Systemlieferant für
 * Bremssysteme' calls a customer a system supplier (to its own customers).
 */
const isGroupWord = (name: string) =>
  (['Customers', 'Employees', 'Suppliers', 'Investors'] as const).some((type) =>
    isPlainGroupWord(type, name),
  );

export function extractSupplierMentions(
  text: string,
  url: string,
  options: ExtractionOptions = {},
): SupplierMention[] {
  const retrievedAt = retrievedAtOf(options);
  const mentions: SupplierMention[] = [];
  const seen = new Set<string>();
  const add = (mention: Omit<SupplierMention, keyof ExtractionEvidence>, sentence: string) => {
    // A country once, however it is written ('the UK', 'the United Kingdom'); a supplier once, with or
    // without its legal form or plant ('Kalkwerk Altmühl GmbH, Werk Solnhofen', 'Kalkwerk Altmühl').
    const key = mention.named ? supplierKey(mention.name) : `country:${mention.country}`;
    if (seen.has(key)) return;
    seen.add(key);
    mentions.push({ ...mention, ...evidenceFor(sentence, url, retrievedAt) });
  };
  /** `listed`: the words that introduced the name's list and the list, where one word may name a supplier. */
  const addNamed = (
    written: string,
    stated: string | undefined,
    sentence: string,
    listed?: { by: string; list: string },
    // The page's layout says the name is a supplier's: a column headed as the suppliers, or a line
    // under a suppliers heading that says what is supplied, then by whom ('Ferramenta – Stelvor (Austria)').
    laidOutAsSupplier = false,
  ) => {
    // 'Nordvind A/S of Denmark': the country joined to the name is the supplier's country.
    const joined = / (?:of|de|di|aus|van) (\p{Lu}[\p{L}' -]+)$/u.exec(written);
    const joinedCountry = joined ? countryOf(joined[1]!) : undefined;
    const name = joinedCountry ? written.slice(0, joined!.index) : written;
    const country = stated ?? joinedCountry;
    const oneWord =
      !INSTITUTION.test(name) &&
      ((!!listed && isOneWordSupplier(name, listed.by, listed.list)) ||
        (laidOutAsSupplier && isOneWordSupplierCell(name)));
    // A legal form alone ('Ltd' after 'our investment Managers') is the end of a name read short, no name.
    const legalFormAlone = TRAILING_LEGAL_FORM.test(` ${name.toLowerCase()}`) && !/\s/u.test(name.trim());
    if (legalFormAlone || countryOf(name) || isGroupWord(name) || !(isCompanyName(name) || oneWord)) return;
    add({ name, ...(country ? { country } : {}), named: true }, sentence);
  };
  // A stakeholder-dialogue row ('Lieferanten | Wesentliche Anliegen: Langfristige Partnerschaft, …') says
  // what the suppliers expect, and names none of them.
  const lines = splitLines(text).filter((line) => dialogueTableGroups(line.text).length === 0);
  // A line under a suppliers heading names a company when it has a legal form or a trade word, or says
  // what it supplies: 'Code of Conduct' under 'Suppliers' is a link, not a company.
  for (const listed of listedSuppliers(lines.map((line) => line.text))) {
    const marked = LEGAL_FORM.test(` ${listed.name}`) || TRADE_WORD.test(` ${listed.name}`);
    if (marked || listed.described)
      addNamed(listed.name, listed.country, listed.line, undefined, listed.goodsFirst === true);
  }
  for (const row of supplierTableRows(lines.map((line) => line.text))) {
    // A cell may list several suppliers or say more about one ('A S.p.A.; B S.p.A.', 'C S.r.l. (besides
    // our own quarry)'): each name on its own, the row's country theirs.
    const listed = row.name && /[;(]/.test(row.name) ? namedListAtStart(row.name) : [];
    if (row.name)
      for (const { name, country } of listed.length > 0 ? listed : [{ name: withoutPlant(row.name) }])
        addNamed(name, row.country?.code ?? country, row.line, undefined, row.inSupplierColumn);
    else if (row.country)
      add(
        {
          name: supplierGroupName(row.country.code, row.country.written),
          country: row.country.code,
          named: false,
        },
        row.line,
      );
  }
  for (const { text: sentence } of pageSentences(lines)) {
    // 'Notre client X s'approvisionne aussi auprès de fournisseurs au Portugal', 'Some of our customers
    // source batteries from …': whom a customer or a competitor buys from is its supply chain, not ours.
    if (OTHER_PARTY_SUBJECT.test(sentence.trim())) continue;
    for (const members of memberSuppliers(sentence)) add({ name: members, named: false }, sentence);
    for (const origin of supplierOrigins(sentence))
      add({ name: `Suppliers in ${origin.name}`, country: origin.country, named: false }, sentence);
    // '78% of our purchasing spend stays in Italy', 'Il 92% degli acquisti è effettuato in Italia'.
    for (const match of sentence.matchAll(SPEND_IN_COUNTRIES)) {
      if (!isSpendWhere(match[0])) continue;
      for (const { name, country } of countriesAtStart(sentence.slice(match.index + match[0].length)))
        add({ name: supplierGroupName(country, name), country, named: false }, sentence);
    }
    for (const share of supplierShareCountries(sentence))
      add(
        { name: supplierGroupName(share.country, share.written), country: share.country, named: false },
        sentence,
      );
    for (const match of suppliesGoods(sentence) ? sentence.matchAll(SUPPLIED_BY_BEFORE_VERB) : [])
      addNamed(match[1]!, match[2] ? countryOf(match[2]) : undefined, sentence);
    for (const match of sentence.matchAll(SERVES_US)) {
      const name = match[1]!;
      if (!NOT_A_NAME_START.test(name) && !CUSTOMER_WORDS.test(sentence.slice(0, match.index)))
        addNamed(name, undefined, sentence);
    }
    // The role said beside it names the supplier, so a one-word name counts ('Ecotricity, a green energy supplier').
    for (const match of sentence.matchAll(ROLE_AFTER_NAME)) {
      const name = match[1]!;
      if (NOT_A_NAME_START.test(`${name} `) || countryOf(name) || INSTITUTION.test(name)) continue;
      if (isGroupWord(name) || CUSTOMER_WORDS.test(sentence.slice(0, match.index))) continue;
      add({ name, named: true }, sentence);
    }
    // 'Unser Logistikpartner Spedition Rauch', 'Transports Durand, notre partenaire logistique'.
    for (const match of sentence.matchAll(PARTNER_THEN_NAME)) {
      if (CUSTOMER_WORDS.test(sentence.slice(0, match.index))) continue;
      const rest = sentence.slice(match.index + match[0].length);
      const first = companyNameAtStart(rest);
      if (first && rest.startsWith(first))
        addNamed(withLegalFormAfter(first, rest.slice(first.length)).name, undefined, sentence);
    }
    for (const match of sentence.matchAll(NAME_THEN_PARTNER)) {
      const name = match[1]!.replace(/^(?:The|Die|Der|La|Le|Il|El|De|Het)\s+/u, '');
      if (!NOT_A_NAME_START.test(`${name} `) && !CUSTOMER_WORDS.test(sentence.slice(0, match.index)))
        addNamed(name, undefined, sentence);
    }
    const aboutSuppliers =
      SUPPLIER_WORDS.test(sentence) ||
      BUYING_WORDS.test(sentence) ||
      new RegExp(MADE_BY.source, 'iu').test(sentence) ||
      new RegExp(COMES_FROM.source, 'iu').test(sentence) ||
      new RegExp(PLACED_WITH.source, 'iu').test(sentence) ||
      new RegExp(HOSTED_WITH.source, 'u').test(sentence) ||
      new RegExp(APPOINTED.source, 'u').test(sentence) ||
      new RegExp(USE_OR_CONTRACT.source, 'u').test(sentence) ||
      new RegExp(CLITIC_SUPPLIER.source, 'u').test(sentence) ||
      new RegExp(NAMED_LIST_TRIGGERS[0]!.source, 'iu').test(sentence) ||
      new RegExp(OUR_ROLE_NAMED.source, 'u').test(sentence) ||
      new RegExp(OUTSOURCED_TO.source, 'iu').test(sentence) ||
      new RegExp(SUPPLIED_THROUGH.source, 'iu').test(sentence) ||
      (CONTRACT_WORDS.test(sentence) && new RegExp(AWARDED_TO.source, 'iu').test(sentence)) ||
      new RegExp(NORDIC_SUPPLIED.source, 'u').test(sentence) ||
      new RegExp(CZECH_SUPPLIED.source, 'u').test(sentence);
    // 'Hallam Civils Ltd was awarded the contract': the contractor the company chose, named first.
    for (const match of sentence.matchAll(AWARDED_THE_CONTRACT)) {
      const name = match[1]!;
      if (!NOT_A_NAME_START.test(`${name} `) && !CUSTOMER_WORDS.test(sentence.slice(0, match.index)))
        addNamed(name, undefined, sentence);
    }
    if (!aboutSuppliers) continue;
    // 'Main suppliers: A (IT, UK); B (claims, Ireland)': a list after a colon runs on past its semicolons.
    for (const match of sentence.matchAll(SUPPLIERS_COLON)) {
      const list = sentence.slice(match.index + match[0].length);
      // Only a colon right after the noun lists suppliers: '… sont évalués selon deux critères : Qualité'.
      const listed = /^(?:(?:main|key)\s+)?[\p{L}-]+\s*:\s*$/iu.test(match[0])
        ? { by: match[0], list }
        : undefined;
      for (const { name, country } of namedListAtStart(list)) addNamed(name, country, sentence, listed);
      // 'Zulieferer: Deutschland, Österreich, Polen', 'Fornitori principali: Italia, Austria': the noun and
      // a word or two, then the countries they are in.
      if (/^(?:\S+\s+){0,2}\S+\s*:\s*$/u.test(match[0]))
        for (const { name, country } of countriesAtStart(list))
          add({ name: supplierGroupName(country, name), country, named: false }, sentence);
    }
    for (const clause of sentence.split(CLAUSE_END)) {
      if (CUSTOMER_WORDS.test(clause) && !SUPPLIER_WORDS.test(clause)) continue;
      for (const match of clause.matchAll(COUNTRY_LIST_TRIGGER)) {
        // 'Brandauer Stahlwerke GmbH aus Österreich': the country of a named supplier, said with it.
        if (AFTER_NAME.test(clause.slice(0, match.index)) && !SUPPLIER_WORDS.test(match[0])) continue;
        for (const { name, country } of countriesAtStart(clause.slice(match.index + match[0].length))) {
          add({ name: supplierGroupName(country, name), country, named: false }, sentence);
        }
      }
      // 'fabriquées par le turbinier allemand Nordwind': the kind of company said makes one word a name.
      for (const maker of makersNamed(clause))
        if (!INSTITUTION.test(maker.name) && !isGroupWord(maker.name))
          add(
            { name: maker.name, ...(maker.country ? { country: maker.country } : {}), named: true },
            sentence,
          );
      // 'come from long-standing partners in Germany and Austria': the countries of what is bought.
      for (const match of clause.matchAll(SOURCES_IN_COUNTRIES)) {
        if (!aboutGoodsBefore(clause.slice(0, match.index)) || !notOwnSource(match[0])) continue;
        for (const { name, country } of countriesAtStart(clause.slice(match.index + match[0].length)))
          add({ name: supplierGroupName(country, name), country, named: false }, sentence);
      }
      // 'We buy our wool in New Zealand and Uruguay', 'Haselnüsse kaufen wir im Piemont und in der Türkei ein'.
      for (const match of clause.matchAll(WE_BUY_GOODS)) {
        const after = clause.slice(match.index + match[0].length);
        for (const place of after.matchAll(IN_COUNTRY)) {
          const between = after.slice(0, place.index);
          if (!goodsBought(between)) break;
          // '… bij drie papierfabrieken: A B.V., Meyrath Papier GmbH in Duitsland': the country of a
          // supplier named or counted before it, read with that supplier.
          if (between.includes(':') || SUPPLIER_WORDS.test(between) || LEGAL_FORM.test(between)) break;
          for (const { name, country } of countriesAtStart(after.slice(place.index + place[0].length)))
            add({ name: supplierGroupName(country, name), country, named: false }, sentence);
        }
      }
      for (const match of clause.matchAll(NAMED_BEFORE)) {
        const name = match[1]!.replace(/^(?:The|Die|Der|La|Le|Il|El|De|Het)\s+/u, '');
        if (LEGAL_FORM.test(` ${name}`) || TRADE_WORD.test(` ${name}`)) addNamed(name, undefined, sentence);
      }
      for (const trigger of [...NAMED_LIST_TRIGGERS, PLACED_WITH]) {
        for (const match of clause.matchAll(trigger)) {
          const list = clause.slice(match.index + match[0].length);
          const listed = trigger === PLACED_WITH ? undefined : { by: match[0], list };
          for (const { name, country } of namedListAtStart(list)) addNamed(name, country, sentence, listed);
        }
      }
      // The names after a Czech supplying or buying verb, one word enough there ('dodává Metinvest (Ukrajina)').
      for (const match of clause.matchAll(CZECH_SUPPLIED)) {
        const by = clause.slice(0, match.index + match[0].length);
        const list = clause.slice(by.length);
        for (const { name, country } of namedListAtStart(list))
          addNamed(name, country, sentence, { by, list });
      }
      const bought = WE_BUY.exec(clause) ?? GOODS_FIRST_BUY.exec(clause);
      if (bought) {
        const start = bought.index + bought[0].length;
        const after = clause.slice(start);
        for (const match of after.matchAll(AND_MORE_FROM)) {
          // 'and acrylic monomers from Lumora': introduced by the whole buying clause before it.
          const by = clause.slice(0, start + match.index + match[0].length);
          const list = after.slice(match.index + match[0].length);
          for (const { name, country } of namedListAtStart(list))
            addNamed(name, country, sentence, { by, list });
        }
      }
      for (const trigger of [
        ...NAMED_TRIGGERS,
        SUPPLIED_BY,
        NORDIC_SUPPLIED,
        COMES_FROM,
        OUTSOURCED_TO,
        FROM_COMPANY,
        SUPPLIER_AFTER_VERB,
        SUPPLIER_NAMED_BESIDE,
        HOSTED_WITH,
        CLITIC_SUPPLIER,
        USE_OR_CONTRACT,
        SUPPLIED_THROUGH,
        AWARDED_TO,
      ]) {
        if (trigger === MADE_BY && ASSURANCE_WORDS.test(clause)) continue;
        if (trigger === AWARDED_TO && !CONTRACT_WORDS.test(clause)) continue;
        if (trigger === SUPPLIED_BY && !suppliesGoods(clause)) continue;
        const legalFormOnly = LEGAL_FORM_ONLY.includes(trigger);
        for (const match of clause.matchAll(trigger)) {
          // 'über die' opens no name, whatever capitalised noun comes before it ('aus der Hallertau über die …').
          if (trigger === FROM_COMPANY && !/^über/iu.test(match[0]) && insideName(clause, match)) continue;
          const rest = clause.slice(match.index + match[0].length);
          const first = companyNameAtStart(rest);
          const { name: read, taken } = first
            ? withLegalFormAfter(first, rest.slice(first.length))
            : { name: '', taken: 0 };
          // A Nordic 'i' is 'in', not a joiner inside a name: 'Nordsteril AB i Sverige' is in Sweden.
          const nordic = trigger === NORDIC_SUPPLIED ? NORDIC_COUNTRY_AFTER_NAME.exec(read) : null;
          const name = nordic && countryOf(nordic[2]!) ? nordic[1]! : read;
          if (!name || (legalFormOnly && !LEGAL_FORM.test(` ${name}`))) continue;
          const after = rest.slice((first?.length ?? 0) + taken);
          if (
            TRADE_NAME_ONLY.includes(trigger) &&
            !LEGAL_FORM.test(` ${name}`) &&
            !TRADE_WORD.test(` ${name}`) &&
            !(trigger === COMES_FROM && COUNTRY_IN_BRACKETS.test(after))
          )
            continue;
          const country =
            (nordic ? countryOf(nordic[2]!) : undefined) ??
            countryAfter(after)?.country ??
            countriesAtStart(after.replace(/^\s+(?:in|from|uit|aus)\s+/i, ''))[0]?.country;
          // 'suppliers in Italy and Switzerland; the largest is Betonval': the role said makes one word a
          // name, unless the suppliers were the customers' ('our customers are automotive suppliers').
          const byRole = trigger === NAMED_TRIGGERS[0] || trigger === NAMED_TRIGGERS[1];
          const by = byRole
            ? sentence.slice(0, Math.max(0, sentence.indexOf(clause)) + match.index + match[0].length)
            : '';
          addNamed(
            name,
            country,
            sentence,
            byRole && !CUSTOMER_WORDS.test(by) ? { by, list: rest } : undefined,
          );
          // 'come from Caseificio Valbruna and Panificio Moser': the names after it, each marked as the first.
          for (const other of namedListAtStart(rest).slice(1)) {
            const marked = LEGAL_FORM.test(` ${other.name}`) || TRADE_WORD.test(` ${other.name}`);
            if (
              legalFormOnly ? LEGAL_FORM.test(` ${other.name}`) : marked || !TRADE_NAME_ONLY.includes(trigger)
            )
              addNamed(other.name, other.country, sentence);
          }
        }
      }
    }
  }
  return mentions;
}
