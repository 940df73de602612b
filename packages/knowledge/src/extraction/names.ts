/**
 * Proper names as written: a run of capitalised words joined by 'of', 'for', 'on', '&' ('Alliance for
 * Water Stewardship', 'Hartwell & Lowe'). 'and' usually separates two names ('WaterAid and Oxfam'), but
 * joins the two halves of one when the second half ends like an institution ('Competition and Markets
 * Authority'): that is the one place where a list and a name look alike.
 */

// 'A/S', 'ISO/IEC': a slash inside a word. A two-word legal form abbreviated with a dot inside ('Sdn.
// Bhd.', 'Pty. Ltd', 'Co. KG') is one word of the name, not the end of a sentence.
const LEGAL_FORM_PAIR = String.raw`(?:Sdn\.\s?Bhd|Pty\.\s?Ltd|Co\.,?\s?(?:Ltd|KG|KGaA|OHG))`;
const CAPITALISED = String.raw`(?:${LEGAL_FORM_PAIR}|\p{Lu}[\p{L}\p{N}'’./-]*[\p{L}\p{N}'’]|\p{Lu})`;
// 'Polímeros del Ebro', 'Universitat Rovira i Virgili', 'Verband der Chemischen Industrie'.
// 'Ligue pour la Protection des Oiseaux', 'Stiftung für Umweltbildung', 'Fondazione per il Clima';
// the Portuguese 'Vidreira do Liz', 'Cerâmica da Bairrada', 'Cortiças dos Açores'.
const JOINER = String.raw`(?:of|for|on|de|du|des|la|le|del|della|delle|di|do|da|dos|das|van|von|der|den|i|&|pour|pour\s+la|pour\s+le|per|per\s+il|per\s+la|para|para\s+la|für|voor)`;
// German leaves a compound's shared part to the second word: 'Landesbund für Vogel- und Naturschutz',
// 'Industrie- und Handelskammer'. The hyphened word and its partner are one word of the name.
const WORD = String.raw`${CAPITALISED}(?:-\s+(?:und|oder)\s+${CAPITALISED})?`;
export const NAME_PATTERN = String.raw`${WORD}(?:\s+(?:${JOINER}\s+)?${WORD})*`;

const INSTITUTION_END =
  /\b(?:Authority|Agency|Commission|Council|Ministry|Department|Board|Foundation|Institute|Society|Office|Inspectorate|Bureau)$/;

const NAME_AT_START = new RegExp(String.raw`^(?:the\s+)?(${NAME_PATTERN})`, 'u');
/**
 * ', and', 'and', and the same in French, Italian, Spanish and Dutch, with the relationship word said
 * again ('e con Legambiente', 'y con Cruz Roja', 'e di Confindustria', ', du SER', ', im DSLV', 'e al
 * Green Building Council', 'e del Green Building Council', 'and of the …', 'et des …'). Not the German 'und' alone, which as often joins the halves of one name
 * ('Bundesverband Spedition und Logistik'); 'und im', 'und in der' start the next name. The Nordic 'och'
 * and 'og' join as 'and' does, and a bracket after a name ('Halvorby Bygg (Storbritannien) och …') is passed over.
 */
const SEPARATOR =
  /^(?:\s*\([^()]{1,40}\))?(?:\s*,\s*(?:and\s+(?:(?:of|with)\s+)?)?(?:(?:du|des|au|aux|de\s+la|de|im|beim|in\s+der|bei\s+der|al|alla|ai|del|della|di)\s+|(?:de|à|all|dell)\s*['’]\s*)?|\s+and\s+(?:(?:of|with)\s+)?|\s+und\s+(?:im|beim|in\s+der|bei\s+der)\s+(?=\p{Lu})|\s+(?:et|e|y|en|och|og)\s+(?:(?:avec|con|met|di|de|du|des|da|al|alla|ai|au|aux|del|della|dello|dei|degli|delle)\s+)?(?:(?:la|le|les|der|dem|den|die|il|lo|gli|el|los|las|de|het)\s+|(?:l|all|dell)['’]\s*)?(?=\p{Lu}))/u;

/**
 * A legal form written after a comma ends the name before it ('Montessol Engenharia, S.A.', 'Jinko
 * Solar Co., Ltd.'): it is part of that name, not the next one.
 */
const LEGAL_FORM_AFTER_COMMA =
  /^,\s*(?:Ltd|Limited|Inc|LLC|S\.\s?A|S\.\s?L|S\.\s?L\.\s?U|S\.\s?C\.\s?A|S\.p\.A|S\.r\.l|Lda|GmbH|AG|B\.V|N\.V)\.?(?=\s|$|[,;)])/u;

/** 'and', 'en', 'und', 'et', 'e', 'y' alone between two names. */
const CONJUNCTION = /^\s+(?:and|en|und|et|e|y)\s+$/u;

/** The name's capitalised words start the letters of the acronym in brackets right after it. */
function spelledByAcronym(name: string, after: string): boolean {
  const acronym = /^\s*\((\p{Lu}{2,8})\)/u.exec(after)?.[1];
  if (!acronym) return false;
  const initials = name
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .map((word) => word[0])
    .join('');
  return initials === acronym;
}

/** Names listed from the start of `text` ('Northzee Capital and the European Investment Bank, …'). */
export function namesAtStart(text: string): string[] {
  const names: string[] = [];
  let rest = text;
  let separator = '';
  for (;;) {
    const match = NAME_AT_START.exec(rest);
    const name = match?.[1];
    if (!match || !name) break;
    const previous = names.at(-1);
    const plainAnd = /^\s+and\s+$/.test(separator);
    // 'Competition and Markets Authority': one name whose first half is a single plain word.
    const joined = previous ? `${previous}${separator}${name}` : '';
    if (
      previous &&
      plainAnd &&
      !/\s/.test(previous) &&
      !/^the\s/i.test(match[0]) &&
      INSTITUTION_END.test(name)
    ) {
      names[names.length - 1] = `${previous} and ${name}`;
    } else if (
      previous &&
      CONJUNCTION.test(separator) &&
      spelledByAcronym(joined, rest.slice(match[0].length))
    ) {
      // 'Transport en Logistiek Nederland (TLN)': the acronym after the name spells both halves.
      names[names.length - 1] = joined;
    } else {
      names.push(name);
    }
    rest = rest.slice(match[0].length);
    const legalForm = LEGAL_FORM_AFTER_COMMA.exec(rest)?.[0];
    if (legalForm) {
      names[names.length - 1] = `${names.at(-1)}${legalForm.replace(/\.$/u, '')}`;
      rest = rest.slice(legalForm.length);
    }
    const next = SEPARATOR.exec(rest);
    if (!next) break;
    separator = next[0];
    rest = rest.slice(next[0].length);
  }
  return names;
}

/** The first name at the start of `text`, joined across 'and' as above. */
export function nameAtStart(text: string): string | undefined {
  return namesAtStart(text)[0];
}
