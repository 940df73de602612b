import type { StructuredDocument } from '@impact/contracts';
import { adoptionStatus, type AdoptionStatus } from './adoption-status.js';
import { findAliases } from './alias-matcher.js';
import type { VoluntaryCode } from './types.js';

/**
 * A list under a heading such as 'Certifications', 'Certificeringen' or 'Standards we meet' states
 * what the company holds item by item, often without a verb ('ISO 14001 environmental management at
 * all production sites since 2016'): the heading is the claim. Under 'Commitments' or 'Memberships'
 * the heading says nothing about certificates, so an item there needs its own wording.
 */
const CERTIFICATION_HEADING =
  /certif|zertifi|standards? we (?:meet|hold|follow)|normen en|keurmerken|labels et certif|accreditations?/i;
const COMMITMENT_HEADING =
  /commitments?|memberships?|lidmaatschappen|verpflichtungen|mitgliedschaften|engagements|adhésions|compromisos/i;
/** The item speaks of others, or denies: 'many of our customers are …; we are not (yet)'. */
const NOT_OURS =
  /\b(?:not|niet|nicht|pas|no|customers?|clients?|klanten|Kunden|suppliers?|leveranciers|Lieferanten|fournisseurs|proveedores)\b|n't\b/i;
/** On the way, in the languages the headings are read in: 'we werken aan', 'expected in 2026'. */
const IN_PROCESS =
  /\b(?:working (?:towards?|on)|werken aan|arbeiten an|en cours|en vue de|expected|verwacht\w*|erwartet|prévue?|pursuing|preparing)\b/i;

export interface ListedItem {
  url: string;
  text: string;
  /** The heading the list sits under, which may be the claim. */
  heading: string;
}

/** List items under a certification or commitment heading of the company's own web pages. */
export function listedItems(documents: readonly StructuredDocument[]): ListedItem[] {
  const items: ListedItem[] = [];
  for (const document of documents) {
    if (document.kind !== 'html' || !document.url) continue;
    for (const block of document.blocks) {
      if (block.type !== 'list') continue;
      const heading = block.locator.headingPath.at(-1) ?? '';
      if (!CERTIFICATION_HEADING.test(heading) && !COMMITMENT_HEADING.test(heading)) continue;
      for (const text of block.items) items.push({ url: document.url, text, heading });
    }
  }
  return items;
}

/** How the item states the code: its own wording first, else the certification heading's claim. */
export function listedStatus(item: ListedItem, code: VoluntaryCode): AdoptionStatus | null {
  if (NOT_OURS.test(item.text)) return null;
  const [match] = findAliases(item.text, code).filter((alias) => !alias.alias.ambiguous);
  if (!match) return null;
  if (IN_PROCESS.test(item.text)) return 'In process';
  const own = adoptionStatus(item.text, match.start, match.end);
  if (own) return own;
  return CERTIFICATION_HEADING.test(item.heading) ? 'Certified' : null;
}
