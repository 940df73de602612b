/**
 * Where the company's own pages say its sites stand, when that changes the climate risks a sector
 * profile can only speak of in general: by the sea or in the mountains. A sector alone says neither
 * (a hotel group may run city, coastal or Alpine houses), so the setting is read from the company's
 * words, in English, German, French, Dutch, Italian and Spanish, and never assumed.
 */
export type SiteSetting = 'coast' | 'mountains';

const SETTINGS: readonly [SiteSetting, RegExp][] = [
  [
    'coast',
    /(?<!\p{L})(?:coastal|seaside|sea[- ]front|beach[- ]?front|on the (?:coast|beach)|by the sea|an der (?:Küste|See)|am Meer|direkt am Strand|Ostseeküste|Nordseeküste|bord de (?:la )?mer|en bord de plage|sur la côte|littoral|aan (?:zee|de kust)|aan het strand|sul mare|in riva al mare|fronte mare|costier[oa]|frente al mar|en la costa|primera línea de playa)(?!\p{L})/iu,
  ],
  [
    'mountains',
    /(?<!\p{L})(?:Alps|Alpine|in the mountains|mountain (?:resort|village|hotel)s?|ski (?:resort|area)s?|Alpen|alpin(?:e[nmr]?)?|in den Bergen|Skigebiet(?:e|en)?|Bergdorf|Dolomiten|Dolomites|Dolomiti|Alpes|montagne|station de ski|in de bergen|Alpi|in montagna|montaña|estación de esquí|Pirineos|Pyrénées|Pyrenees)(?!\p{L})/iu,
  ],
];

/** The settings the texts state, each once, in a fixed order. */
export function siteSettingsIn(texts: readonly string[]): SiteSetting[] {
  return SETTINGS.filter(([, words]) => texts.some((text) => words.test(text))).map(([setting]) => setting);
}

/** What the setting adds to a climate-adaptation rationale, as the company's own pages state it. */
export const SETTING_EXPOSURE: Record<SiteSetting, string> = {
  coast: 'The company’s own pages place sites by the sea: storms, flooding and sea-level rise.',
  mountains:
    'The company’s own pages place sites in the mountains: less reliable snow, heavy rain, floods, landslides and rockfall.',
};
