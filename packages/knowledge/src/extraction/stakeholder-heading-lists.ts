import type { PageLine } from './sentences.js';

/**
 * A heading over the company's own stakeholders: 'Our stakeholders', 'I nostri stakeholder', 'Unsere
 * Anspruchsgruppen', 'Nos parties prenantes', 'Onze belanghebbenden', 'Nuestros grupos de interés'.
 */
const STAKEHOLDER_HEADING =
  /^(?:(?:our|unsere|nos|onze|i\s+nostri|le\s+nostre|nuestros|nuestras)\s+)?(?:(?:key|main|wichtigsten|principales|principali|belangrijkste)\s+)?(?:stakeholders?(?:\s+groups)?|anspruchsgruppen|interessengruppen|parties\s+prenantes|belanghebbenden|portatori\s+di\s+interesse|grupos\s+de\s+inter[eé]s)$/iu;

/** Most lists of stakeholders are short; past this many lines a page has moved on. */
const MAX_ITEMS = 12;

/**
 * The items of the list under a stakeholder heading: the short lines right after it that read as
 * headings, not sentences ('Dipendenti e rappresentanze sindacali', 'Comune di Biella e comunità
 * locale'), up to the first sentence. Each is split at its 'and' in the six languages.
 */
export function stakeholderHeadingItems(lines: readonly PageLine[]): { line: number; parts: string[] }[] {
  const items: { line: number; parts: string[] }[] = [];
  lines.forEach((line, index) => {
    if (!STAKEHOLDER_HEADING.test(line.text)) return;
    for (let at = index + 1; at < Math.min(lines.length, index + 1 + MAX_ITEMS); at += 1) {
      const item = lines[at]!;
      if (!item.isHeading || STAKEHOLDER_HEADING.test(item.text)) break;
      const parts = item.text
        .split(/\s*,\s*|\s+(?:and|und|et|en|e|y|&)\s+/u)
        .map((part) => part.trim())
        .filter(Boolean);
      items.push({ line: at, parts });
    }
  });
  return items;
}

/** Words that start a heading or a phrase, never an organisation's name ('How we listen', 'Unsere Ziele'). */
const NOT_A_NAME =
  /(?<!\p{L})(?:how|why|what|we|our|wie|wir|unsere?|warum|comment|nous|nos|pourquoi|come|noi|nostr[aeio]|perché|hoe|wij|onze|waarom|cómo|nuestr[ao]s?)(?!\p{L})/iu;
/** A name's own small words: 'Comune di Biella', 'Port of Antwerp', 'Chambre de Commerce'. */
const PARTICLE = /^(?:di|de|del|della|des|du|der|van|von|of|for|the|la|le|d['’]\p{L}+)$/iu;

/**
 * An organisation named as an item of its own: words each capitalised, but a name's small words, and
 * either such a small word or three words at least, as 'Comune di Biella', 'Unione Industriale
 * Biellese'; two capitalised words alone may be a German heading ('Ausgezeichnete Qualität').
 */
export function organisationItem(part: string): boolean {
  const words = part.split(/\s+/u);
  if (words.length < 2 || words.length > 6 || NOT_A_NAME.test(part)) return false;
  const capitalised = words.every((word) => PARTICLE.test(word) || /^\p{Lu}/u.test(word));
  const particle = words.slice(1, -1).some((word) => PARTICLE.test(word));
  return capitalised && /^\p{Lu}/u.test(words[0]!) && (particle || words.length >= 3);
}
