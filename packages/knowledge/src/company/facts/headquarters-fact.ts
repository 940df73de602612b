import { pageSentences, splitLines } from '../../extraction/sentences.js';
import { resolveHeadquarters } from '../headquarters.js';
import { statedYear } from './choose.js';
import type { FactPage, FactStatement, HeadquartersValue } from './types.js';

/**
 * Where the head office is, from the words a company uses for it in English, Dutch, German and
 * French: 'headquartered in', 'Our headquarters and main weaving plant are in Kortrijk, Belgium',
 * 'Ons hoofdkantoor en onze grootste weverij staan in Tilburg', 'Unser Hauptsitz liegt in Ulm',
 * 'Notre siège est à Lyon'. The words between the head office and its verb may name what shares the
 * site ('and R&D centre'), never a full stop.
 */
const OFFICE = String.raw`(?:head-?quarters|head offices?|HQ|registered office|(?:store )?support (?:office|centre|center)|hoofdkantoor|hoofdzetel|Hauptsitz|Firmensitz|Unternehmenssitz|Zentrale|siège(?: social)?)`;
const SHARED = String.raw`(?:\s+(?:and|en|und|et)\s+[^.;:]{1,60}?)?`;
const VERB = String.raw`(?:is|are|remains?|staat|staan|zit|zitten|ligt|liggen|bevindt zich|ist|sind|liegt|liegen|befindet sich|est|sont|se trouve(?:nt)?)`;
const ADVERB = String.raw`(?:\s+(?:still|now|located|situated|based|nog|altijd|al|gevestigd|weiterhin|noch|immer|toujours|situés?|installés?|basés?|implantés?))*`;
const PREPOSITION = String.raw`(?:in|à|au|en)`;
const PLACE_WORD = String.raw`\p{Lu}[\p{L}'’.-]*`;
const PLACE = String.raw`(${PLACE_WORD}(?:[\s-](?:(?:de|la|le|am|an der|upon|on|sur|aan de|op)\s+)?${PLACE_WORD})*(?:,\s*${PLACE_WORD}(?:\s${PLACE_WORD})*)?)`;

const TRIGGERS: readonly RegExp[] = [
  new RegExp(
    String.raw`\b${OFFICE}${SHARED}\s+${VERB}${ADVERB}\s+${PREPOSITION}\s+(?:the\s+)?${PLACE}`,
    'iu',
  ),
  new RegExp(
    String.raw`\b(?:head-?quartered|based|gevestigd|ansässig|basée?s?|établie?s?)\s+${PREPOSITION}\s+${PLACE}`,
    'iu',
  ),
  new RegExp(
    String.raw`\b(?:mit Sitz|met (?:het )?hoofdkantoor|avec (?:son )?siège)\s+${PREPOSITION}\s+${PLACE}`,
    'iu',
  ),
];

/** Lower-case words read as places because the pattern is case-insensitive are cut off. */
function trimPlace(place: string): string {
  const words = place.split(/(\s+|,\s*)/);
  let end = 0;
  for (let index = 0; index < words.length; index += 2) {
    if (!/^\p{Lu}/u.test(words[index] ?? '')) break;
    end = index + 1;
  }
  return words
    .slice(0, end)
    .join('')
    .replace(/[.,]+$/, '');
}

export function headquartersStatements(
  pages: readonly FactPage[],
  thisYear: number,
): FactStatement<HeadquartersValue>[] {
  const statements: FactStatement<HeadquartersValue>[] = [];
  for (const page of pages) {
    for (const sentence of pageSentences(splitLines(page.text))) {
      for (const trigger of TRIGGERS) {
        const written = trigger.exec(sentence.text)?.[1];
        const place = written ? trimPlace(written) : '';
        if (!place) continue;
        const country = resolveHeadquarters(place)?.country;
        statements.push({
          value: { place, ...(country ? { country } : {}) },
          quote: sentence.text,
          url: page.url,
          ...optionalYear(statedYear(sentence.text, thisYear)),
          locator: 'sentence',
        });
        break;
      }
    }
  }
  return statements;
}

function optionalYear(year: number | undefined): { year?: number } {
  return year === undefined ? {} : { year };
}
