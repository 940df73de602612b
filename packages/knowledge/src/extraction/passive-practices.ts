/**
 * A practice stated as done, in the passive, with a resource of the company's own process as its
 * subject: 'process water is treated and reused', 'le acque di processo vengono depurate e riutilizzate
 * al 100%', 'Prozesswasser wird aufbereitet und wiederverwendet', 'les eaux de process sont traitées et
 * réutilisées'. The practice is an initiative when it closes a loop (reused, recycled, recovered), not
 * when it only disposes ('waste is collected'); a plan, a target or a denial states nothing done.
 */

/** The company's own process streams: water, production waste, sludge, waste heat, in the six languages. */
const STREAM = String.raw`(?:(?:process|waste|rain|cooling|wash)\s?water|wastewater|effluents?|production\s+(?:waste|scraps?|offcuts)|scraps?|offcuts|sludge|(?:waste|exhaust|residual|kiln)\s+heat|acqu[ae]\s+(?:di\s+processo|reflue|piovane|di\s+lavaggio|di\s+raffreddamento|industriali)|scarti(?:\s+di\s+(?:produzione|lavorazione))?|sfridi|fanghi|calore\s+(?:residuo|di\s+scarto|dei\s+forni)|Prozesswasser|Abwasser|Regenwasser|Kühlwasser|Produktionsabfälle|Produktionsreste|Schlämme?|Abwärme|Restwärme|Verschnitt|eaux?\s+(?:de\s+process|de\s+procédé|usées|pluviales|de\s+refroidissement|industrielles)|déchets\s+de\s+production|rebuts|boues|chaleur\s+(?:résiduelle|fatale|des\s+fours)|aguas?\s+(?:de\s+proceso|residuales|pluviales|de\s+refrigeración|industriales)|residuos\s+de\s+producción|lodos|calor\s+(?:residual|de\s+los\s+hornos)|proceswater|afvalwater|regenwater|koelwater|productieafval|slib|restwarmte)`;
/**
 * The passive's auxiliary, present or past: 'is', 'has been', 'vengono', 'sono state', 'wird', 'wurde',
 * 'sont', 'ont été', 'se', 'fueron', 'wordt', 'werd'. A practice done last year is done as well.
 */
const AUXILIARY = String.raw`(?:has\s+been|have\s+been|had\s+been|is|are|was|were|gets|get|got|viene|vengono|veniva|venivano|è\s+stat[oa]|sono\s+stat[ie]|è|sono|wird|werden|wurde|wurden|ist|sind|a\s+été|ont\s+été|avait\s+été|avaient\s+été|était|étaient|est|sont|ha\s+sido|han\s+sido|fue|fueron|es|son|se\s+han|se|wordt|worden|werd|werden)`;
/** What is done to the stream, closing the loop or not. */
const DONE = String.raw`(?:treated|purified|filtered|recycled|reused|re-used|recovered|reintroduced|returned|fed\s+back|depurat[ae]|trattat[ae]|filtrat[ae]|riutilizzat[ieao]|riciclat[ieao]|recuperat[ieao]|reimmess[ieao]|reintrodott[ieao]|aufbereitet|gereinigt|gefiltert|wiederverwendet|recycelt|zurückgewonnen|wiederverwertet|zurückgeführt|rückgeführt|traitée?s?|épurée?s?|filtrée?s?|réutilisée?s?|recyclée?s?|récupérée?s?|réinjectée?s?|tratad[ao]s?|depurad[ao]s?|reutilizad[ao]s?|reciclad[ao]s?|recuperad[ao]s?|tratan|depuran|reutilizan|reciclan|recuperan|gezuiverd|gefilterd|hergebruikt|gerecycled|gerecycleerd|teruggewonnen)`;
/** The verbs that close a loop: reused, recycled, recovered, fed back. */
const CLOSES_LOOP =
  /(?<!\p{L})(?:recycled|reused|re-used|recovered|reintroduced|fed\s+back|riutilizzat|riciclat|recuperat|reimmess|reintrodott|wiederverwendet|recycelt|zurückgewonnen|wiederverwertet|zurückgeführt|rückgeführt|réutilisé|recyclé|récupéré|réinjecté|reutiliza|recicla|recupera|hergebruikt|gerecycle|teruggewonnen)/iu;
/** What is done, and what more after 'and': 'treated and reused', 'depurate e riutilizzate'. */
const DONE_LIST = String.raw`(${DONE}(?:\s*(?:,|and|e|und|et|y|en)\s+(?:se\s+)?(?:\p{L}+\s+){0,3}?${DONE})*)(?!\p{L})`;
/** Words between the auxiliary and what is done: 'wird vollständig aufbereitet', 'vengono poi filtrate'. */
const FILLER = String.raw`(?:[^.;:]{0,40}?\s)??`;
/** The stream, then the auxiliary: 'process water is treated', 'le acque vengono depurate'. */
const PRACTICE = new RegExp(
  String.raw`(?<!\p{L})(${STREAM})(?!\p{L})[^.;:]{0,40}?\s${AUXILIARY}\s+${FILLER}${DONE_LIST}`,
  'giu',
);
/** German and Dutch put the auxiliary first after an opening phrase: 'In unserem Werk wird das Kühlwasser gefiltert'. */
const PRACTICE_INVERTED = new RegExp(
  String.raw`(?<!\p{L})(?:wird|werden|wurde|wurden|wordt|worden|werd)\s+(?:(?:das|die|der|unser\p{L}*|sämtliche[sn]?|alle[sn]?|het|de|ons|onze|al\s+het)\s+)?(${STREAM})(?!\p{L})\s+${FILLER}${DONE_LIST}`,
  'gu',
);
/** A plan, a target, a future or a denial: nothing done yet. */
const NOT_DONE =
  /(?<!\p{L})(?:will|shall|plan(?:s|ned)?|aim(?:s)?|target|not|never|by\s+20\d\d|saranno|verranno|sarà|prevediamo|previst[oaie]|entro\s+il|obiettivo|non|werden\s*[.,;]|geplant|Ziel|nicht|kein\w*|sera(?:ient|it)?|seront|prévue?s?|objectif|ne|será|serán|objetivo|prev[ié]\w*|no|zal|zullen|gepland|doel|niet|geen)(?!\p{L})/iu;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Process water treated and reused', 'Acque di processo depurate e riutilizzate': the stream and what is done to it. */
export function passivePractices(sentence: string): string[] {
  if (NOT_DONE.test(sentence)) return [];
  const titles: string[] = [];
  for (const match of [...sentence.matchAll(PRACTICE), ...sentence.matchAll(PRACTICE_INVERTED)]) {
    const done = match[2] ?? '';
    if (!CLOSES_LOOP.test(done)) continue;
    titles.push(capitalize(`${match[1]} ${done.replace(/\s+/g, ' ')}`));
  }
  return titles;
}
