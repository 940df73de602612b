import type { CheerioAPI } from 'cheerio';

/**
 * Links from the company's pages to its reports: a PDF or Word document whose link text or address
 * says it is a sustainability, ESG, impact, CSR, climate, non-financial or annual report, in English, French,
 * Dutch, German, Spanish, Italian, Portuguese, Polish, Swedish, Czech or Slovak. Matched on lower-case words without accents.
 */
const REPORT_WORDS = new RegExp(
  [
    // English
    'sustainab\\w* report',
    'esg (?:report|data|factbook)',
    'impact report',
    'csr report',
    'responsib\\w* report',
    'non ?financial (?:report|statement)',
    'annual report',
    'integrated report',
    'esg data pack',
    'sustainability data',
    // A climate report on its own: 'Climate-related financial disclosures 2025', 'TCFD report', 'Climate
    // transition plan', the document a UK bank, insurer or listed company publishes beside its annual report.
    'climate (?:related )?(?:financial )?disclosures?',
    'tcfd (?:report|disclosures?|statement)',
    'climate (?:report|transition plan|action report)',
    'transition plan',
    // French
    'rapport (?:de |d )?(?:durabilite|developpement durable|rse|esg|impact|extra ?financier|annuel|integre)',
    'declaration de performance extra ?financiere',
    // Dutch
    'duurzaamheids ?(?:verslag|rapport)',
    'jaar ?verslag',
    'mvo ?(?:verslag|rapport)',
    'impact ?rapport',
    'esg ?(?:verslag|rapport)',
    // German
    'nachhaltigkeits ?bericht',
    'geschafts ?bericht',
    'jahres ?bericht',
    'csr ?bericht',
    'esg ?bericht',
    'nichtfinanzielle[rn]? (?:bericht|erklarung)',
    'impact ?bericht',
    // Spanish
    'informe (?:de |del )?(?:sostenibilidad|esg|rsc|rse|impacto|anual|integrado|no financiero)',
    'memoria (?:de )?(?:sostenibilidad|anual|rsc)',
    'estado de informacion no financiera',
    // Italian
    'bilancio (?:di )?(?:sostenibilita|sociale|integrato|esg|d impatto)',
    'rapporto (?:di )?(?:sostenibilita|esg|annuale|d impatto)',
    'relazione (?:finanziaria )?annuale',
    'dichiarazione (?:consolidata )?(?:di carattere )?non finanziaria',
    // Portuguese
    'relatorio (?:de |da |do )?(?:sustentabilidade|esg|impacto|anual|integrado|e contas|de gestao|nao financeiro|responsabilidade)',
    'demonstracao (?:consolidada )?(?:de informacao )?nao financeira',
    // Polish ('Raport zrównoważonego rozwoju', 'Sprawozdanie na temat informacji niefinansowych')
    'raport (?:zrownowazonego rozwoju|esg|csr|niefinansowy|roczny|zintegrowany|spoleczny|wplywu|odpowiedzialnosci)',
    'sprawozdanie (?:zrownowazonego rozwoju|niefinansowe|na temat informacji niefinansowych|z dzialalnosci)',
    'oswiadczenie (?:na temat informacji )?niefinansow',
    // Swedish ('Hållbarhetsrapport 2025', 'Årsredovisning', 'Års- och hållbarhetsredovisning')
    'hallbarhets ?(?:rapport|redovisning)',
    '\\bars ?(?:redovisning|rapport)',
    'klimat ?(?:rapport|redovisning)',
    // Czech and Slovak ('Zpráva o udržitelnosti 2025', 'Výroční zpráva', 'Správa o udržateľnosti')
    '(?:zprava|sprava) o (?:udrzitelnosti|udrzatelnosti|udrzitelnem rozvoji|udrzatelnom rozvoji|spolecenske odpovednosti|spolocenskej zodpovednosti)',
    'vyrocni zprava|vyrocna sprava|(?:zprava|sprava) esg|esg (?:zprava|sprava)|nefinancni zprava|nefinancna sprava',
  ].join('|'),
);

/** A document the reader handles, by its address. */
const DOCUMENT_ADDRESS = /\.(?:pdf|docx)$/i;
/** A link that says it leads to a document without the address saying so ('PDF, 1.2 MB'). */
const DOCUMENT_WORDS =
  /\b(?:pdf|docx|download|telecharger|downloaden|herunterladen|descargar|scarica|descarregar|transferir|pobierz|ladda ned|ladda ner|stahnout|stiahnut)\b/;

export interface ReportLink {
  url: string;
  /** The link texts that point to it, joined. */
  text: string;
}

/**
 * Letters that carry their mark in the letter itself, which NFD leaves whole: the Polish 'ł' of
 * 'Raport zrównoważonego rozwoju' and 'Łańcuch dostaw', the Nordic 'ø' and 'æ' ('Bæredygtighed' is spelt
 * 'baeredygtighed' in its address).
 */
const UNDECOMPOSED: Record<string, string> = { ł: 'l', ø: 'o', æ: 'ae', đ: 'd', ß: 'ss' };

/** Lower case, accents and separators gone: 'Rapport_de-durabilité' → 'rapport de durabilite'. */
export function reportWords(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[łøæđß]/g, (letter) => UNDECOMPOSED[letter]!)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function addressWords(url: URL): string {
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: the raw path still has its words.
  }
  return reportWords(path);
}

/**
 * Whether a link's words name a report, whatever its format: a report published as a web page
 * ('Sustainability report 2025', 'Rapporto ESG 2025') as well as a PDF.
 */
export function namesAReport(url: URL, text: string): boolean {
  return REPORT_WORDS.test(`${reportWords(text)} ${addressWords(url)}`);
}

/** Whether a link points to a report document, by its text or its address. */
export function isReportLink(url: URL, text: string): boolean {
  if (!namesAReport(url, text)) return false;
  return DOCUMENT_ADDRESS.test(url.pathname) || DOCUMENT_WORDS.test(reportWords(text));
}

/** One spelling per document: no fragment. */
function documentAddress(url: URL): string {
  const copy = new URL(url.href);
  copy.hash = '';
  return copy.href;
}

/** The report links of one page, each address once with its link texts merged. */
export function reportLinksOf($: CheerioAPI, pageUrl: string): ReportLink[] {
  const byUrl = new Map<string, Set<string>>();
  for (const anchor of $('a[href]').toArray()) {
    let url: URL;
    try {
      url = new URL($(anchor).attr('href')!.trim(), pageUrl);
    } catch {
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    const text = ($(anchor).text() || $(anchor).attr('title') || $(anchor).attr('aria-label') || '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 200);
    if (!isReportLink(url, text)) continue;
    const address = documentAddress(url);
    const texts = byUrl.get(address) ?? new Set<string>();
    if (text) texts.add(text);
    byUrl.set(address, texts);
  }
  return [...byUrl].map(([url, texts]) => ({ url, text: [...texts].join(' / ') }));
}

const LANGUAGE_CODES = ['en', 'fr', 'nl', 'de', 'es', 'it', 'pt'] as const;
const LANGUAGE_TOKEN = new RegExp(`(^|[/_.\\-])(${LANGUAGE_CODES.join('|')})(?=[/_.\\-]|$)`, 'gi');

/** The address with its language marker taken out: '/en/report-2025.pdf' and '/nl/report-2025.pdf' meet. */
function withoutLanguage(url: string): { key: string; language: string | undefined } {
  const parsed = new URL(url);
  let language: string | undefined;
  const path = parsed.pathname.replace(LANGUAGE_TOKEN, (_, before: string, code: string) => {
    language ??= code.toLowerCase();
    return before;
  });
  const lang = parsed.searchParams.get('lang') ?? parsed.searchParams.get('language');
  if (lang) language ??= lang.slice(0, 2).toLowerCase();
  return { key: `${parsed.host}${path}`, language };
}

/** The most recent year a link names (text or address), for putting this year's report first. */
export function yearOf(link: ReportLink): number {
  const years = `${link.text} ${link.url}`.match(/(?<!\d)(?:19|20)\d{2}(?!\d)/g) ?? [];
  return Math.max(0, ...years.map(Number));
}

/**
 * The report links of several pages in the order to read them: the same document once (linked from
 * several pages, or in several languages: the site's own language first, then English), the most
 * recent year first, otherwise as found.
 */
export function chooseReportLinks(
  links: readonly ReportLink[],
  siteLanguage: string | undefined,
): ReportLink[] {
  const merged = new Map<string, ReportLink>();
  for (const link of links) {
    const known = merged.get(link.url);
    merged.set(link.url, known ? { url: link.url, text: `${known.text} / ${link.text}` } : link);
  }
  const preferred = (siteLanguage ?? '').slice(0, 2).toLowerCase();
  const rank = (language: string | undefined) =>
    language === preferred ? 0 : language === 'en' ? 1 : language === undefined ? 2 : 3;
  const byDocument = new Map<string, { link: ReportLink; language: string | undefined }>();
  for (const link of merged.values()) {
    const { key, language } = withoutLanguage(link.url);
    const known = byDocument.get(key);
    if (!known || rank(language) < rank(known.language)) byDocument.set(key, { link, language });
  }
  return [...byDocument.values()]
    .map(({ link }, index) => ({ link, index }))
    .toSorted((a, b) => yearOf(b.link) - yearOf(a.link) || a.index - b.index)
    .map(({ link }) => link);
}
