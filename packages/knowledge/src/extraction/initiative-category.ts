import type { InitiativeCategory } from '@impact/contracts';

/**
 * The spec's initiative category (spec 02 §4) from the words describing it, in English, Italian,
 * German, French, Spanish and Dutch: the category with most keyword hits wins; ties go to the earlier, more specific category; no hit at all is 'Sustainability',
 * the spec's default.
 */
const CATEGORY_KEYWORDS: readonly [InitiativeCategory, RegExp][] = [
  [
    'Circular Economy',
    /\b(?:take-?back|recycl\w*|reus\w*|repair\w*|resale|second-?hand|refill\w*|refurbish\w*|remanufactur\w*|circular\w*|packaging|waste|end-of-life|rental|ricicl\w*|riutilizz\w*|riuso|rifiuti|scarti|circolar\w*|imballag\w*|recycel\w*|wiederverw\w*|kreislauf\w*|abfall\w*|abf(?:ä|ae)lle|verpackung\w*|mehrweg\w*|circulaire|d(?:é|e)chets|emballages?|reciclad\w*|reciclaje|reutiliz\w*|residuos|envases|hergebruik\w*|afval\w*|verpakking\w*|food waste|single-use|desperdicio\w*|despilfarro|pl(?:á|a)sticos?|un solo uso|spreco|sprechi|monouso|plastica|gaspillage|usage unique|plastiques?|verschwendung|lebensmittelabf(?:ä|a)lle|einweg\w*|voedselverspilling|wegwerp\w*)\b/gi,
  ],
  [
    'Community',
    /\b(?:communit\w*|volunteer\w*|schools?|education|young people|youth|charit\w*|donat\w*|scholarships?|drinking water|health|neighbou?rhoods?|comunit\w*|volontari\w*|scuol\w*|beneficenz\w*|donazion\w*|gemeinschaft\w*|ehrenamt\w*|schulen|spende\w*|communaut\w*|b(?:é|e)n(?:é|e)vol\w*|comunidad\w*|voluntari\w*|escuelas?|donacion\w*|gemeenschap\w*|vrijwillig\w*|scholen)\b/gi,
  ],
  // Czech and Slovak, whose words end in letters '\b' does not know: sand regeneration, recycling and
  // landfill (not waste heat, 'odpadní teplo'); apprentices, schools and scholarships; suppliers and
  // purchasing; heat, energy, gas and emissions.
  [
    'Circular Economy',
    /(?<!\p{L})(?:regenerac\p{L}*|recykl\p{L}*|odpad(?!n\p{L}*\s+tepl)\p{L}*|skládk\p{L}*|oběhov\p{L}*|druhotn\p{L}*|znovu použ\p{L}*)(?!\p{L})/giu,
  ],
  [
    'Community',
    /(?<!\p{L})(?:učň\p{L}*|učeb\p{L}*|škol(?:a|y|u|ou|ám|ami|ách)|stipendi\p{L}*|komunit\p{L}*|dobrovoln\p{L}*)(?!\p{L})/giu,
  ],
  ['Production', /(?<!\p{L})(?:dodavatel\p{L}*|nákup\p{L}*|surovin\p{L}*)(?!\p{L})/giu],
  [
    'Sustainability',
    /(?<!\p{L})(?:tepl\p{L}*|energi\p{L}*|plyn\p{L}*|fotovolt\p{L}*|emis[ei]\p{L}*|elektřin\p{L}*|rekuperac\p{L}*|klima\p{L}*)(?!\p{L})/giu,
  ],
  ['Transparency', /\b(?:transparen\w*|traceab\w*|disclos\w*|map|mapping|publish\w*|listing)\b/gi],
  [
    'Innovation',
    /\b(?:innovat\w*|R&D|research|start-?ups?|accelerator|labs?|prototyp\w*|new technolog\w*)\b/gi,
  ],
  [
    'Production',
    /\b(?:factor(?:y|ies)|manufactur\w*|production|suppliers?|farms?|farmers|cotton|sourcing|raw materials?|mills?)\b/gi,
  ],
  [
    'Sustainability',
    /\b(?:emissions?|carbon|climate|energy|electricity|renewabl\w*|solar|efficien\w*|biodiversity|nature|forests?|water|heat pumps?|LED|emission\w*|emisiones|carbonio|clima\w*|klima\w*|energ\w*|elettric\w*|elektri\w*|electric\w*|rinnovabil\w*|erneuerbar\w*|renouvelables?|renovables?|duurzame energie|fotovolta\w*|photovolta\w*|solare|zonne\w*|effizien\w*|eficien\w*|biodiversit\w*|acqua|wasser|agua|eau|warmtepomp\w*|w(?:ä|ae)rmepumpe\w*|pompe di calore)\b/gi,
  ],
];

/** The categories whose words say a text is about the environment, the circular economy or a community. */
const IMPACT_CATEGORIES: ReadonlySet<InitiativeCategory> = new Set([
  'Circular Economy',
  'Community',
  'Sustainability',
]);

/**
 * Whether a text speaks of climate, energy, water, nature, waste or a community ('funds schools and
 * youth sport', 'safe drinking water'): what a named scheme must be about to be an initiative, not a
 * customer promise ('Our Price Promise').
 */
export function namesImpactTopic(text: string): boolean {
  return CATEGORY_KEYWORDS.some(
    ([category, keywords]) => IMPACT_CATEGORIES.has(category) && (text.match(keywords)?.length ?? 0) > 0,
  );
}

export function initiativeCategory(description: string): InitiativeCategory {
  let best: InitiativeCategory = 'Sustainability';
  let bestHits = 0;
  for (const [category, keywords] of CATEGORY_KEYWORDS) {
    const hits = description.match(keywords)?.length ?? 0;
    if (hits > bestHits) {
      best = category;
      bestHits = hits;
    }
  }
  return best;
}
