import { splitLines, splitSentences } from '../../extraction/sentences.js';
import { normalizeToken } from './tokens.js';

/**
 * The company's own descriptive text, each piece with where it was found. Classification reads only
 * this: what the company says about itself on its website and in its profile.
 */
export interface EvidenceItem {
  /** As written: a sentence, a heading, a page title, a description. */
  text: string;
  /** Where: the page URL, or 'profile description', 'profile industry'. */
  locator: string;
  kind: 'sentence' | 'heading' | 'title' | 'description' | 'industry';
  /** The heading the sentence sits under, when known: 'Our customers' makes it about customers. */
  heading?: string;
}

export interface EvidencePage {
  url: string;
  title?: string;
  /** One heading, paragraph or list item per line, as the website reader stores it. */
  content: string;
}

/** A page, its title and its lines as evidence: sentences carry the heading above them. */
export function evidenceFromPage(page: EvidencePage): EvidenceItem[] {
  const items: EvidenceItem[] = [];
  if (page.title?.trim()) items.push({ text: page.title.trim(), locator: page.url, kind: 'title' });
  let heading: string | undefined;
  for (const line of splitLines(page.content)) {
    if (line.isHeading) {
      heading = line.text;
      items.push({ text: line.text, locator: page.url, kind: 'heading' });
      continue;
    }
    for (const sentence of splitSentences(line.text)) {
      items.push({ text: sentence, locator: page.url, kind: 'sentence', ...(heading ? { heading } : {}) });
    }
  }
  return items;
}

export function evidenceFromPages(
  pages: readonly EvidencePage[],
  profile: { description?: string | null; industry?: string | null } = {},
): EvidenceItem[] {
  const items = pages.flatMap(evidenceFromPage);
  if (profile.description?.trim()) {
    for (const sentence of splitSentences(profile.description.trim())) {
      items.push({ text: sentence, locator: 'profile description', kind: 'description' });
    }
  }
  if (profile.industry?.trim()) {
    items.push({ text: profile.industry.trim(), locator: 'profile industry', kind: 'industry' });
  }
  return items;
}

const PATH_WORDS = (locator: string): string => {
  try {
    return normalizeToken(decodeURIComponent(new URL(locator).pathname)).replace(/[^a-z0-9]+/g, ' ');
  } catch {
    return '';
  }
};

/** Pages about who the customers are: what is said there describes them, not the company. */
const CUSTOMER_SECTION =
  /\b(?:customers?|clients?|klant\w*|kunde\w*|client\w*|markets?|markten|markte|marches?|mercados?|mercati|industries|sectors?|sectoren|branchen|secteurs?|sectores|settori|case stud\w*|success stor\w*|customer stor\w*|testimonials?|who we serve|applications|toepassingen|anwendungen)\b/;
/** Pages and sections about suppliers and purchasing. */
const SUPPLIER_SECTION =
  /\b(?:suppliers?|sourcing|purchasing|procurement|leveranciers?|inkoop|lieferanten|einkauf|fournisseurs?|achats|proveedores|compras|fornitori|acquisti)\b/;
/** Pages whose statements describe the footprint, the news or jobs, not what the company does. */
const SIDE_PAGES =
  /\b(?:sustainab\w*|duurzaam\w*|nachhaltig\w*|durabilite|sostenib\w*|impact|esg|environment\w*|climate|csr|report\w*|verslag|bericht|rapport\w*|informe|news\w*|nieuws|nachrichten|actualites|noticias|notizie|press\w*|pers|blog|careers?|jobs?|vacatures|werken bij|karriere|carrieres?|empleo|lavora\w*|privacy|legal|imprint|impressum|cookies?)\b/;
const ABOUT_PAGES =
  /\b(?:about|about us|who we are|company|our story|over ons|wie we zijn|over|ueber uns|uber uns|unternehmen|a propos|qui sommes nous|entreprise|quienes somos|empresa|chi siamo|azienda)\b/;

export type EvidenceContext = 'self' | 'customers' | 'suppliers';

/** Whether a piece of evidence sits in a part of the site about customers or suppliers. */
export function contextOf(item: EvidenceItem): EvidenceContext {
  const where = `${PATH_WORDS(item.locator)} ${item.heading ? normalizeToken(item.heading) : ''}`;
  if (CUSTOMER_SECTION.test(where)) return 'customers';
  if (SUPPLIER_SECTION.test(where)) return 'suppliers';
  return 'self';
}

/**
 * How much a piece of evidence says about the company's own activity: the home and about pages and
 * the profile description say it best; sustainability pages, news and careers mostly describe
 * footprints, partners and jobs.
 */
export function weightOf(item: EvidenceItem): number {
  const kind = { sentence: 1, description: 1, industry: 1, title: 0.8, heading: 0.6 }[item.kind];
  if (item.kind === 'description' || item.kind === 'industry') return kind * 1.2;
  const path = PATH_WORDS(item.locator).trim();
  if (/^(?:[a-z]{2}(?: index html)?|index html|index)?$/.test(path) || ABOUT_PAGES.test(path))
    return kind * 1.2;
  if (SIDE_PAGES.test(path)) return kind * 0.4;
  return kind;
}
