import { pageSentences, splitLines } from '../../extraction/sentences.js';
import { resolveHeadquarters } from '../headquarters.js';
import type { FactPage, FactStatement } from './types.js';

/**
 * A retailer's, hotelier's or restaurateur's start: the year it opened its first shop ('opened its
 * first garden centre in Harrogate in 1987', 'Wir eröffneten 1962 unser erstes Geschäft', 'a ouvert
 * son premier magasin en 1965'). Read only when no page states the founding. A first shop in another
 * country ('our first store in Spain') or abroad is an expansion, not a start.
 */
const YEAR = String.raw`(?<year>(?:18|19|20)\d{2})`;
const OPENED = String.raw`(?:opened|opens|eröffnete[n]?|eröffnet|ouvre|ouvrons|ouvert|a ouvert|opende[n]?|opent|geopend|abrió|abrimos|abre|abierto|aprì|apriamo|apre|aperto|ha aperto)`;
const FIRST_PLACE = String.raw`(?:its|our|his|her|their|sein|seine[nmrs]?|ihr|ihre[nmrs]?|unser|unsere[nmrs]?|son|sa|leur|notre|zijn|haar|hun|onze|su|sus|nuestra|nuestro|il suo|la sua|il nostro|la nostra)\s+(?:first|erste[nmrs]?|premier|première|eerste|primer|primera|primo|prima)\s+(?:[\p{L}-]+\s+){0,2}?(?:store|shop|garden cent(?:re|er)|restaurant|hotel|bakery|pharmacy|showroom|Geschäft|Laden|Filiale|Markt|Gartencenter|Restaurant|Hotel|Bäckerei|magasin|boutique|restaurant|hôtel|boulangerie|winkel|zaak|tuincentrum|filiaal|tienda|restaurante|hotel|panadería|negozio|punto vendita|ristorante|albergo|panetteria)`;
const PATTERNS: readonly RegExp[] = [
  new RegExp(
    String.raw`\b${OPENED}\s+${FIRST_PLACE}\b(?<where>[^.;]{0,40}?)\s(?:in|en|im|nel|em)\s+${YEAR}\b`,
    'iu',
  ),
  new RegExp(
    String.raw`\b(?:in|en|im|nel)\s+${YEAR},?\s+[^.;]{0,40}?\b${OPENED}\s+(?:\p{Lu}\p{L}+\s+){0,3}${FIRST_PLACE}\b(?<where>[^.;]{0,40})`,
    'iu',
  ),
  new RegExp(String.raw`\b${OPENED}\s+${YEAR}\s+${FIRST_PLACE}\b(?<where>[^.;]{0,40})`, 'iu'),
  // 'Our first hotel opened its doors in 1961', 'Il nostro primo albergo ha aperto nel 1961'.
  new RegExp(
    String.raw`\b${FIRST_PLACE}\b(?<where>[^.;]{0,40}?)\s+${OPENED}(?:\s+(?:its|their|ses|le sue|sus|seine|ihre|zijn|hun)\s+(?:doors|portes|porte|puertas|Türen|deuren))?\s+(?:in|en|im|nel|em)\s+${YEAR}\b`,
    'iu',
  ),
];
const ABROAD =
  /\b(?:abroad|outside|international\w*|export\w*|Ausland|ausserhalb|außerhalb|étranger|buitenland|extranjero|estero)\b/iu;

export function firstOpeningStatements(
  pages: readonly FactPage[],
  thisYear: number,
): FactStatement<number>[] {
  for (const page of pages) {
    for (const sentence of pageSentences(splitLines(page.text))) {
      for (const pattern of PATTERNS) {
        const match = pattern.exec(sentence.text);
        const year = Number(match?.groups?.year);
        if (!match || !year || year > thisYear || ABROAD.test(sentence.text)) continue;
        // 'our first store in Spain': a country named where it opened is an expansion.
        if (resolveHeadquarters(match.groups?.where ?? '')?.via === 'country-name') continue;
        return [{ value: year, quote: sentence.text, url: page.url, locator: 'sentence' }];
      }
    }
  }
  return [];
}
