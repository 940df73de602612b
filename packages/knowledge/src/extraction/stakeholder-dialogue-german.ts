import {
  ACRONYM,
  NAMES_NO_GROUP,
  listItems,
  pairedFormsAsOne,
  typeOf,
  type DialogueGroup,
} from './stakeholder-dialogue.js';

/**
 * A German list of those the company talks to, after 'mit': 'Wir stehen im regelmäßigen Austausch mit
 * Kunden, Lieferanten, Behörden und Anwohnern', 'wir pflegen den Dialog mit …', 'wir sprechen regelmäßig
 * mit …'. Its nouns are dative plurals ('Anwohnern', 'Landwirten'): each group is named in the form the
 * company's own list of groups would use ('Anwohner', 'Landwirte'). A word the group words do not know
 * ('Landfrauen', 'Schulen') is left out and the rest of the list kept; of the unknown items only an
 * organisation's own name is kept ('dem NABU', 'der Deutschen Umwelthilfe'), since German capitalises
 * every noun and a capital alone says nothing.
 */
const GERMAN_DIALOGUE_START =
  /(?<!\p{L})(?:(?:Austausch|Dialog|Kontakt|Gespräch|Gesprächen|Zusammenarbeit|Kooperation)\s+mit|(?:sprechen|reden|kommunizieren|arbeiten|kooperieren|tauschen\s+uns)\s+(?:\p{Ll}+\s+){0,3}?mit)\s+/gu;

/**
 * A dative plural back to the plural a list of groups uses: 'Anwohnern' → 'Anwohner', 'Mitarbeitenden'
 * → 'Mitarbeitende', 'Landwirten' → 'Landwirte', 'lokalen' → 'lokale'; 'Kunden', 'Behörden' and
 * 'Bauern' are the same in both.
 */
function pluralOf(word: string): string {
  if (/^\p{Ll}.*en$/u.test(word)) return word.slice(0, -1);
  if (/(?:end|wirt|ionär|änd|ein|ieb)en$|(?<![au])ern$/u.test(word)) return word.slice(0, -1);
  return word;
}

/** An organisation's own name: an acronym, or two or more capitalised words ('Deutschen Umwelthilfe'). */
const isOrganisationName = (item: string) =>
  ACRONYM.test(item) || /^\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)+$/u.test(item);

export function germanDialogueGroups(sentence: string): DialogueGroup[] {
  const text = pairedFormsAsOne(sentence);
  return [...text.matchAll(GERMAN_DIALOGUE_START)].flatMap((match) => {
    // 'mit Kunden und Anwohnern zusammen', 'Lieferanten aus der Region': the group ends at its noun.
    const items = listItems(text, match).map((item) => item.replace(/(?<=\p{Lu}[\p{L}-]*)\s+\p{Ll}.*$/u, ''));
    if (items.length < 2 || !items.some((item) => typeOf(item) !== undefined)) return [];
    return items.flatMap((item): DialogueGroup[] => {
      if (NAMES_NO_GROUP.test(item)) return [];
      const type = typeOf(item);
      const name = item.split(/\s+/).map(pluralOf).join(' ');
      if (type) return [{ type, name: name.charAt(0).toUpperCase() + name.slice(1) }];
      return isOrganisationName(item) ? [{ type: 'NGOs & partners', name: item }] : [];
    });
  });
}
