import type { DocumentBlock, StructuredDocument } from '@impact/contracts';
import { adoptionStatus, type AdoptionStatus } from './adoption-status.js';
import { confirmsAmbiguous, findAliases } from './alias-matcher.js';
import type { VoluntaryCode } from './types.js';
import { isValidityHeading } from './valid-until.js';

/**
 * A list under a heading such as 'Certifications', 'Certificeringen' or 'Standards we meet' states
 * what the company holds item by item, often without a verb ('ISO 14001 environmental management at
 * all production sites since 2016'): the heading is the claim. Under 'Commitments' or 'Memberships'
 * the heading says nothing about certificates, so an item there needs its own wording.
 */
const CERTIFICATION_HEADING =
  /certif|certyfik|zertifi|standards? we (?:meet|hold|follow)|normen en|keurmerken|labels et certif|accreditations?|\b(?:eco)?labels\b|g[üu]tesiegel|umweltzeichen|\bsiegel\b|marchi (?:ambientali|ecologici|di qualit)|etichette ambientali|sellos|etiquetas ecol/i;
const COMMITMENT_HEADING =
  /commitments?|memberships?|lidmaatschappen|verpflichtungen|mitgliedschaften|engagements|adhésions|compromisos|adhesiones|impegni|adesioni/i;
/** The item speaks of others, or denies: 'many of our customers are …; we are not (yet)'. */
// Portuguese 'no' is 'in the': 'Segurança e Saúde no Trabalho' is the name of occupational health and
// safety, 'no âmbito' is 'within'; neither denies anything.
// The company's partner or provider ('our data centre partner', 'unser Logistikpartner'), and a Dutch or
// German supplier in one word ('onze warmtepompleverancier'), hold their own certificates.
const NOT_OURS =
  /\b(?:not|niet|geen|nicht|kein\w*|pas|non|no(?!\s+(?:trabalho|[âa]mbito)\b)|customers?|clients?|klanten|afnemers|Kunden|clienti|clientes|suppliers?|fournisseurs|fornitori|proveedores)\b|n't\b|(?<!\p{L})\p{L}*(?:leveranciers?|lieferant(?:en)?|zulieferer)(?!\p{L})|\b(?:our|unser\p{L}*|onze|notre|nos|nostr\p{L}|nuestr\p{L}+)\s+(?:[\p{L}-]+\s+){0,2}?\p{L}*(?:partners?|providers?)(?!\p{L})/iu;
/**
 * On the way, in the languages the headings are read in: 'we werken aan', 'expected in 2026',
 * 'certification visée pour 2027', 'targeted for 2027'.
 */
const IN_PROCESS =
  /(?<!\p{L})(?:working (?:towards?|on)|werken aan|arbeiten an|en cours|en vue de|expected|verwacht\p{L}*|erwartet|prévue?s?|vis[ée]e?s?|cibl[ée]e?s?|envisag[ée]e?s?|targeted|beoogd|pursuing|preparing)(?!\p{L})/iu;
/**
 * A certificate the item says was already obtained ('obtenue en 2021 pour le site de Lyon', 'certified
 * since 2017'): a later step ('extension à tous les sites prévue en 2026') widens it, and the code is held.
 */
const HELD_ALREADY =
  /(?<!\p{L})(?:obtained|awarded|achieved|received|since \d{4}|obtenue?s?|d[ée]cern[ée]e?s?|depuis \d{4}|erhalten|seit \d{4}|behaald|sinds \d{4}|ottenut[oa]|dal \d{4}|obtenid[oa]|desde \d{4}|od (?:roku )?\d{4}|uzyskan\p{L}*)(?!\p{L})/iu;

export interface ListedItem {
  url: string;
  text: string;
  /** The heading the list sits under, which may be the claim. */
  heading: string;
}

/** A paragraph this short under a certifications heading is an item, not prose ('ISO 9001 – seit 2015'). */
const MAX_ITEM_PARAGRAPH = 160;

/**
 * The items a block lists: a list's items, a certificate table's rows ('ISO 14001 | Werk Bremen |
 * gültig bis 30.06.2027', header rows left out), and a certificate card's own heading or short paragraph.
 */
function itemsOf(block: DocumentBlock): string[] {
  if (block.type === 'list') return block.items;
  if (block.type === 'table') {
    // A date under 'Valid until' ('Geldig tot', 'Gültig bis') is said with its heading, so it reads as
    // the certificate's expiry: 'ISO 14001 | 2011 | Geldig tot 31.03.2027'.
    const headings = block.rows.find((row) => row.cells.every((cell) => cell.header))?.cells ?? [];
    return block.rows
      .filter((row) => !row.cells.every((cell) => cell.header))
      .map((row) =>
        row.cells
          .map((cell, index) => {
            const text = cell.text.trim();
            const heading = headings[index]?.text.trim() ?? '';
            return text && isValidityHeading(heading) ? `${heading} ${text}` : text;
          })
          .filter(Boolean)
          .join(' | '),
      )
      .filter(Boolean);
  }
  if (block.type === 'heading') return [block.text];
  if (block.type === 'paragraph' && block.text.length <= MAX_ITEM_PARAGRAPH) return [block.text];
  return [];
}

/**
 * Items under a certification or commitment heading of the company's own web pages and of the reports
 * they link to (a 'Certificazioni' list in a Word report is the same claim as on the web page).
 */
export function listedItems(documents: readonly StructuredDocument[]): ListedItem[] {
  const items: ListedItem[] = [];
  for (const document of documents) {
    if (!document.url) continue;
    for (const block of document.blocks) {
      const heading = block.locator.headingPath.at(-1) ?? '';
      if (!CERTIFICATION_HEADING.test(heading) && !COMMITMENT_HEADING.test(heading)) continue;
      for (const text of itemsOf(block)) items.push({ url: document.url, text, heading });
    }
  }
  return items;
}

/** How the item states the code: its own wording first, else the certification heading's claim. */
export function listedStatus(item: ListedItem, code: VoluntaryCode): AdoptionStatus | null {
  if (NOT_OURS.test(item.text)) return null;
  // A short name that also means something else ('FSC') counts where the item itself confirms it
  // ('FSC® Chain of Custody | Licenskod …'), as in a sentence.
  const [match] = findAliases(item.text, code).filter(
    (alias) => !alias.alias.ambiguous || confirmsAmbiguous(item.text, code, false),
  );
  if (!match) return null;
  const own = adoptionStatus(item.text, match.start, match.end);
  const step = IN_PROCESS.exec(item.text);
  if (step) {
    const heldBefore = HELD_ALREADY.exec(item.text.slice(match.end, step.index));
    return own === 'Certified' && heldBefore ? 'Certified' : 'In process';
  }
  if (own) return own;
  return CERTIFICATION_HEADING.test(item.heading) ? 'Certified' : null;
}
