import { REVENUE_LABELS, type Source } from '@impact/contracts';
import { pageSource } from '../../../chat/documents/document-sources.js';
import type { StepInput } from '../step-types.js';
import { websiteRetrievedAt } from './cited-sources.js';
import { clientFacts, statementSource } from './company-facts.js';
import { orderedPages } from './context-text.js';
import { sentencesOf, yearOf, yearsIn } from './text.js';

/**
 * Sentences of the company's own pages that state its business, revenue or profit, quoted as written.
 * Precision over recall: a figure counts only with an amount next to the word that names it, and a
 * target or forecast ('we aim to reach €1 billion in sales by 2030') is not a reported figure.
 */

export interface QuotedSentence {
  text: string;
  source: Source;
}

export const NOT_STATED = 'Not stated in the sources read.';

const ABOUT_PAGES =
  /about|company|who-we-are|our-story|profile|investor|what-we-do|business|over-ons|ueber-uns|uber-uns|unternehmen|a-propos|qui-sommes-nous|entreprise|chi-siamo|azienda|quienes-somos|empresa|history|om-oss|om-os\b|om-virksomheden|om-foretaget|om-bolaget|om-selskapet/i;
/**
 * Words of a sentence that says what the company does, in English and in the five other languages of
 * our clients' sites ('Brettmann entwickelt und fertigt Getriebemotoren', 'nous concevons', 'produciamo'),
 * and in Swedish, Danish and Norwegian ('vi förädlar', 'vi fremstiller', 'vi produserer').
 * Storage and transport count only as the company's own verbs ('almacenamos', 'transportons'): the nouns
 * name a company ('Transportes Arrondo') or a building ('nuestros almacenes') as often as a business.
 */
const BUSINESS_WORDS =
  /(?<!\p{L})(?:makes?|manufactur\p{L}*|produc(?:es?|ers?|tion)|designs?|develops?|sells?|supplies|serves?|offers?|provides?|operates?|distribut\p{L}*|distribuimos|distribuiamo|distribuons|transportamos|almacenamos|trasportiamo|immagazziniamo|transportons|entreposons|stockons|retail\p{L}*|brands?|customers|clients|products|services|founded|speciali[sz]\p{L}*|herstell\p{L}*|fertig(?:t|en)|produzier\p{L}*|entwickel\p{L}*|vertreib\p{L}*|liefer(?:t|n)|Kunden|Produkte|Dienstleistungen|gegründet|spezialisiert|fabriqu\p{L}*|concevons|conçoit|développ\p{L}*|commercialis\p{L}*|fourni(?:t|ssons)|produits|maakt|maken|produceert|produceren|ontwikkel\p{L}*|levert|leveren|klanten|producten|diensten|produciamo|produce|progett\p{L}*|svilupp\p{L}*|fornisc\p{L}*|clienti|prodotti|servizi|fabrica\p{L}*|diseñ\p{L}*|desarroll\p{L}*|vendemos|suministr\p{L}*|clientes|productos|servicios|brew(?:s|ed|ing)?|brauen|braut|brouwen|brouwt|brassons|gère|gérons|exploit(?:e|ons|ent)|betreib(?:t|en)|beheert|beheren|gestisc(?:e|ono)|gestiamo|gestiona|gestionamos|presta|prestamos|install(?:s|ieren|iert|ons|amos|iamo)|instala|instalamos|budujemy|realizujemy|produkujemy|oferujemy|świadczymy|jest generalnym wykonawcą|tillverkar|producerar|förädlar|säljer|levererar|utvecklar|erbjuder|kunder|kunderna|produkter|tjänster|grundades|fremstiller|producerer|sælger|leverer|udvikler|tilbyder|ydelser|grundlagt|produserer|selger|utvikler|tilbyr|tjenester|grunnlagt)(?!\p{L})/iu;
const AMOUNT =
  /(?:[€$£¥]\s?\d[\d,.]*(?:\s?(?:k|m|bn|mn|million|billion|thousand))?|\b(?:EUR|USD|GBP|DKK|SEK|NOK|CHF|JPY|CNY|AUD|CAD)\s?\d[\d,.]*(?:\s?(?:k|m|bn|mn|million|billion|thousand))?|\b\d[\d,.]*\s?(?:million|billion|m|bn|mn)\s+(?:euros?|dollars?|pounds?|kroner|francs|EUR|USD|GBP|DKK|SEK|NOK|CHF))/i;
const PERCENT = /\d[\d.,]*\s?%/;
const PROFIT_WORDS =
  /\b(?:operating (?:profit|income|result|margin|loss)|EBITDA?|EBIT margin|net (?:profit|income|result|loss|earnings|margin)|profit (?:before|after) tax|pre-tax profit|profit of|gross margin)\b/i;
const NOT_REPORTED = /\b(?:aims?|target\w*|goal|will|expects?|forecast\w*|ambition|guidance|plans? to)\b/i;

/**
 * A footprint figure: waste, emissions, energy or water with a quantity ('il 98% degli scarti viene
 * recuperato', 'we cut CO2 emissions by 1,200 t', 'Energieverbrauch 14 GWh'). It says how the company
 * performs, not what it makes or sells and to whom, so it never describes the business model.
 */
const FOOTPRINT_TOPIC =
  /(?<!\p{L})(?:waste|scraps?|landfill|recycl\p{L}*|emissions?|CO2e?|CO₂e?|greenhouse|GHG|carbon|energy|electricity|water|rifiuti|scarti|sfridi|discarica|ricicl\p{L}*|emission[ie]|energ[iy]a|energetic\p{L}*|elettricità|acqu[ae]|Abf[äa]ll\p{L}*|Abwasser|Emission\p{L}*|Energie\p{L}*|Strom\p{L}*|Wasser\p{L}*|Treibhausgas\p{L}*|déchets|émissions|énergie|électricité|eaux?|residuos|emisiones|energía|electricidad|aguas?|afval|uitstoot|stroom|solar|zonnepanelen|zonne-energie|Solar\p{L}*|Photovoltaik\p{L}*|PV-Anlage\p{L}*|photovolta\p{L}*|fotovoltaic\p{L}*|panneaux solaires|placas solares|paneles solares|pannelli solari)(?!\p{L})/iu;
const FOOTPRINT_QUANTITY =
  /\d[\d.,]*\s?(?:%|per\s?cent\b|percent\b|t\b|tonnes?\b|tons?\b|tonnellate\b|Tonnen\b|toneladas\b|kg\b|kWh\b|MWh\b|GWh\b|TJ\b|GJ\b|m³|m3\b|litres?\b|liters?\b|litri\b|tCO2e?\b|kWp\b|MWp\b)/iu;
const isFootprintFigure = (text: string) => FOOTPRINT_TOPIC.test(text) && FOOTPRINT_QUANTITY.test(text);

/**
 * A legal notice: who owns the site and where the company is registered ('este sitio web es titularidad
 * de …, con CIF …', 'Angaben gemäß § 5 TMG', 'Registered in England, company number …'). It names the
 * company, not its business.
 */
const LEGAL_NOTICE =
  /(?<!\p{L})(?:Ley 34\/2002|LSSI(?:-CE)?|titularidad|CIF|NIF|domicilio social|registered (?:office|in England|in Scotland)|company (?:registration )?number|Companies House|Handelsregister|Registergericht|Amtsgericht|USt-IdNr\.?|Impressum|§\s?5 (?:TMG|DDG)|mentions légales|SIRET|SIREN|RCS|siège social|P\.\s?IVA|Partita IVA|sede legale|KvK|Kamer van Koophandel|(?:this|our) (?:web)?site is (?:owned|operated|published) by)(?!\p{L})/iu;
/**
 * What the company buys, and from whom ('nuestras cabezas tractoras … los fabrica Lecitrailer', 'la
 * electricidad nos la suministra …', 'our trucks are supplied by …'): a supplier's business, not its own.
 */
const BOUGHT_FROM =
  /(?<!\p{L})(?:nos (?:l[oa]s? )?(?:suministra|fabrica|provee|vende)n?|l[oa]s? (?:fabrica|suministra)n?|(?:are|is) (?:made|built|manufactured|supplied|provided) (?:for us )?by|supplied (?:to us )?by|(?:ci )?fornisc(?:e|ono) (?:a noi|ci)|ci vien[ei] fornit\p{L}*|fornit[oaie] da|liefert uns|geliefert von|stammen von|nous (?:est|sont) fourni\p{L}* par|fourni\p{L}* par|suministrad[oa]s? por|fabricad[oa]s? por|geleverd door)(?!\p{L})/iu;

/**
 * Another firm doing something for the company ('Fernway Systems Ltd, based in Edinburgh, provides our
 * core banking platform', 'Cardline processes our card transactions'): its business, not the company's.
 * A sentence with 'we', or whose 'our' is the company's customers ('provides our members with
 * mortgages'), may be the company's own.
 */
const SERVES_THE_COMPANY =
  /(?<!\p{L})(?:provides|supplies|processes|prints|hosts|powers|manages|runs|maintains|delivers|handles)\s+(?:[\p{L}\d%'’-]+\s+){0,5}?(?:our|us)(?!\p{L})(?!\s+(?:customers|clients|members|guests|patients|tenants|policyholders)\b)/iu;
const servesTheCompany = (text: string, companyName: string | undefined) =>
  SERVES_THE_COMPANY.test(text) &&
  !/(?<!\p{L})we(?!\p{L})/iu.test(text) &&
  !(companyName && text.startsWith(companyName));

/** A call to the reader ('Read how we …', 'Find out more about …', 'Discover our …'): a link's words, not a statement. */
const CALL_TO_READER =
  /^(?:Read|Find out|Discover|Learn|See|Explore|Download|Click|Visit|Contact|Join|Apply|Check|Watch)\b/u;

/**
 * The sector or market as the subject ('For comparison, the building society sector as a whole serves
 * 26 million members', 'The UK mortgage market grew by 1.2%'): a figure of others, not the business.
 */
const SECTOR_AS_SUBJECT =
  /^(?:For comparison,\s+)?(?:the\s+)?(?:[\p{L}-]+\s+){0,3}(?:sector|industry|market)(?:\s+as\s+a\s+whole)?\s+(?:serves|holds|is|was|has|grew|fell|accounts?|employs|represents)\b|^For comparison\b/iu;

/**
 * A partner, supplier or provider as the subject ('Our card processing partner, Fenlow Payments, holds PCI
 * DSS certification', 'Our IT provider hosts …'): what that firm is or holds, not the company's business.
 */
const PARTY_AS_SUBJECT =
  /^(?:Our|The|Its)\s+(?:[\p{L}-]+\s+){0,3}(?:partners?|suppliers?|providers?|vendors?|outsourcers?|processors?|contractors?|auditors?|landlords?|insurers?)(?:,?\s+\p{Lu}[\p{L}&.-]*(?:\s+\p{Lu}[\p{L}&.-]*)*,?)?\s+(?:is|are|has|have|holds?|provides?|processes|runs?|hosts?|manages?|was|were)\b/u;

type Page = NonNullable<StepInput['website']>['pages'][number];

function quoted(input: StepInput, page: Page, sentence: string): QuotedSentence {
  return {
    text: sentence,
    source: pageSource(page, websiteRetrievedAt(input), sentence),
  };
}

function pageSentences(input: StepInput, pages: readonly Page[]): QuotedSentence[] {
  return pages.flatMap((page) => sentencesOf(page.content).map((sentence) => quoted(input, page, sentence)));
}

/**
 * A heading over the company's suppliers or purchasing ('Proveedores', 'Cadena de suministro', 'Our
 * suppliers', 'Einkauf', 'Acquisti'): what its paragraphs say others make or supply.
 */
const SUPPLY_HEADING =
  /^(?:(?:our|unsere|nos|nuestros|nuestra|i nostri|la nostra|onze)\s+)?(?:suppliers?|supply chain|procurement|purchasing|sourcing|proveedores|cadena de suministro|compras|aprovisionamiento|fornitori|catena di fornitura|acquisti|fournisseurs|cha[iî]ne d['’]approvisionnement|achats|lieferanten|lieferkette|einkauf|beschaffung|leveranciers|inkoop|ketenverantwoordelijkheid|fornecedores|cadeia de abastecimento)$/iu;
/** A line that is a heading: short, and no sentence. */
const isHeadingLine = (line: string) => line.length <= 60 && !/[.!?:;,]$/.test(line);

/** The sentences a page writes under a suppliers or purchasing heading. */
function supplySectionSentences(pages: readonly Page[]): Set<string> {
  const found = new Set<string>();
  for (const page of pages) {
    let underSupply = false;
    for (const line of page.content.split(/\n+/).map((text) => text.trim())) {
      if (isHeadingLine(line)) underSupply = SUPPLY_HEADING.test(line);
      else if (underSupply) for (const sentence of sentencesOf(line)) found.add(sentence);
    }
  }
  return found;
}

/**
 * A claim to hold certificates ('Wij zijn gecertificeerd volgens ISO 9001, ISO 14001 en BRCGS'): true of
 * the company, but how it is audited, not what it does; it comes after the sentences that say that.
 */
const CERTIFICATES_HELD =
  /(?<!\p{L})(?:certified|accredited|gecertificeerd|zertifiziert|certifi[ée]e?s?|certificad[oa]s?|certificat[oaie]|akkreditiert)(?!\p{L})[^.]{0,80}(?:ISO\s?\d{4,5}|BRCGS|IFS|FSSC|HACCP|EMAS|GDP|FSC|PEFC|MSC|ASC|SQAS|GMP)/iu;

/** Up to four sentences from about/company pages (else any page) saying what the company does. */
export function businessSentences(input: StepInput): QuotedSentence[] {
  const pages = orderedPages(input.website?.pages ?? [], ABOUT_PAGES);
  const aboutSuppliers = supplySectionSentences(pages);
  const sentences = pageSentences(input, pages);
  const describing = sentences.filter((sentence) => !CERTIFICATES_HELD.test(sentence.text));
  const picked: QuotedSentence[] = [];
  let length = 0;
  for (const sentence of [...describing, ...sentences.filter((s) => !describing.includes(s))]) {
    const isSentence = sentence.text.length >= 40 && /[.!]["”’)]?$/.test(sentence.text);
    if (!isSentence || !BUSINESS_WORDS.test(sentence.text) || NOT_REPORTED.test(sentence.text)) continue;
    // What the company buys and from whom is its suppliers' business, not its own.
    if (aboutSuppliers.has(sentence.text)) continue;
    if (
      isFootprintFigure(sentence.text) ||
      LEGAL_NOTICE.test(sentence.text) ||
      BOUGHT_FROM.test(sentence.text) ||
      CALL_TO_READER.test(sentence.text) ||
      SECTOR_AS_SUBJECT.test(sentence.text) ||
      PARTY_AS_SUBJECT.test(sentence.text) ||
      servesTheCompany(sentence.text, input.client.name)
    ) {
      continue;
    }
    if (picked.some((p) => p.text === sentence.text) || length + sentence.text.length > 1200) continue;
    picked.push(sentence);
    length += sentence.text.length + 1;
    if (picked.length === 4) break;
  }
  return picked;
}

/** The reported figure with the latest year (a sentence with no year comes after dated ones). */
function latestFigure(input: StepInput, words: RegExp, amount: (text: string) => boolean) {
  const latest = yearOf(input.today);
  const newest = (s: QuotedSentence) => Math.max(0, ...yearsIn(s.text, latest));
  return pageSentences(input, input.website?.pages ?? [])
    .filter((s) => words.test(s.text) && amount(s.text) && !NOT_REPORTED.test(s.text))
    .toSorted((a, b) => newest(b) - newest(a))[0];
}

/**
 * The turnover as the one company-facts answer states it (the company's own most recent statement,
 * never a parent's, customer's or market's figure), quoted with its page.
 */
export function revenueSentence(input: StepInput): QuotedSentence | undefined {
  const facts = clientFacts(input);
  const turnover = facts.turnover?.origin === 'website' ? facts.turnover : undefined;
  const source = turnover && statementSource(input, facts, turnover);
  return turnover && source ? { text: turnover.quote, source } : undefined;
}

export function profitabilitySentence(input: StepInput): QuotedSentence | undefined {
  return latestFigure(input, PROFIT_WORDS, (text) => AMOUNT.test(text) || PERCENT.test(text));
}

/** What to say when no source states revenue: the profile's bucket is named as a bucket, never as revenue. */
export function revenueNotStated(input: StepInput): string {
  const code = input.client.revenue;
  const bucket = code && code in REVENUE_LABELS ? REVENUE_LABELS[code as keyof typeof REVENUE_LABELS] : null;
  return bucket
    ? `${NOT_STATED} The client's profile records a revenue range of ${bucket}: a size bucket, not a reported figure.`
    : NOT_STATED;
}

/** 'The sources checked do not describe…', with the profile's industry when it has one. */
export function businessNotDescribed(input: StepInput): string {
  const industry = input.client.industry?.trim();
  const base = "The sources checked do not describe the company's business model.";
  return industry ? `${base} The client's profile records its industry as ${industry}.` : base;
}
