/**
 * Founding years told as a story rather than with a 'founded in' label: how it all began ('Our story
 * began in 1994', 'Alles begann 1963 mit einem Webstuhl', 'Tout a commencé en 1963'), someone founding
 * the company in the active voice ('In 1978, Anna Holt founded the company', 'En 1965, Jean Marnier
 * fonde la société', 'In 1952 richtte Piet de Wit het bedrijf op'), and a date of origin ('traces its
 * origins to 1919'). 'Over 45 years of experience' names no year and is never read as one.
 */
const YEAR = String.raw`((?:18|19|20)\d{2})`;
const IN_YEAR = String.raw`(?:in|im(?:\s+Jahr(?:e)?)?|en|nel|el|en el)\s+${YEAR}`;

/** 'Our story began in 1994', 'It all started in 1963', 'Het begon allemaal in 1963', 'Tutto è iniziato nel 1963'. */
const STORY_BEGAN = new RegExp(
  String.raw`\b(?:het\s+begon\s+allemaal\s+(?:in\s+)?(?=\d)|(?:(?:our|the|its|the company['’]s)\s+(?:story|history|journey)|it all|everything|alles|unsere Geschichte|tout|notre (?:histoire|aventure)|l['’]aventure|het verhaal|onze geschiedenis|todo|nuestra historia|tutto|la nostra storia)\s+(?:began|begins|started|starts|begann|beginnt|fing|a commencé|commence|a débuté|débute|begon|startte|empezó|comenzó|arrancó|(?:è|ha)\s+(?:iniziat[ao]|cominciat[ao]|partit[ao]))(?:\s+(?:allemaal|all|an|alles))?\s+(?:(?:back\s+)?in|im(?:\s+Jahr(?:e)?)?|en|nel|el|en el)?\s*)${YEAR}\b`,
  'iu',
);

const ACTIVE_VERB = String.raw`(?:founded|established|set up|started|gründete[n]?|fonde|fonda|fondent|fondèrent|(?:a|ont)\s+fondé|fondò|fondarono|ha(?:nno)?\s+fondato|funda|fundó|fundaron|richtte[n]?|stichtte[n]?)`;
const THE_COMPANY = String.raw`(?:(?:the|this|our)\s+(?:company|business|firm|family business)|das\s+Unternehmen|die\s+Firma|den\s+Betrieb|la\s+société|l['’]entreprise|la\s+maison|het\s+bedrijf|de\s+onderneming|de\s+zaak|la\s+empresa|la\s+compañía|la\s+sociedad|l['’]azienda|la\s+società|l['’]impresa)`;
/** The founders named between the verb and the company: 'gründete Hans Hollmann das Unternehmen', 'richtte Piet de Wit het bedrijf op'. */
const NAMES = String.raw`(?:\p{Lu}[\p{L}'’-]*\s+(?:(?:van|de|von|der|den|di|da|del|la|le|und|en|and|et|e|y)\s+)?){0,5}`;
/** 'In 1978, Anna and Tom Holt founded the company', 'Nel 1971 Giovanni Ferri fonda l'azienda'. */
const YEAR_THEN_ACTIVE = new RegExp(
  // German leaves 'in' out: '1962 gründete Heinrich Vogt die Spedition'.
  String.raw`^(?:(?:in|im(?:\s+Jahr(?:e)?)?|en|nel|el|en el)\s+)?${YEAR},?\s+(?:[^.;:]{1,60}?\s)?${ACTIVE_VERB}\s+${NAMES}${THE_COMPANY}`,
  'iu',
);
/** 'Anna Holt founded the company in Leeds in 1978', 'Piet de Wit richtte het bedrijf in 1952 op'. */
const ACTIVE_THEN_YEAR = new RegExp(
  String.raw`\b${ACTIVE_VERB}\s+${THE_COMPANY}\s+(?:[^.;:\d]{1,40}?\s)?${IN_YEAR}\b`,
  'iu',
);
/**
 * The story of the company named: 'Die Geschichte von Brandquist beginnt 1962', 'L'histoire d'Orvanne
 * commence en 1987', 'La storia di Fabrelli inizia nel 1958', 'La historia de Ibáñez comienza en 1990'.
 */
const NAMED_STORY = new RegExp(
  String.raw`\b(?:die Geschichte (?:von|der)|l['’]histoire (?:de|d['’])|la storia (?:di|della|dell['’])|la historia de|het verhaal van|the story of|the history of)\s*\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*){0,3}\s+(?:beginnt|begann|commence|a commencé|débute|inizia|è iniziata|comincia|comienza|empezó|comenzó|begint|begon|begins|began|starts|started)\s+(?:(?:back\s+)?in|im(?:\s+Jahr(?:e)?)?|en|nel|el|en el)?\s*${YEAR}\b`,
  'iu',
);
/** Coming into being: 'Orvanne voit le jour en 1987', 'Fabrelli vede la luce nel 1958', 've la luz en 1990'. */
const SAW_THE_LIGHT = new RegExp(
  String.raw`\b(?:voit le jour|a vu le jour|vit le jour|vede la luce|ha visto la luce|vide la luce|ve la luz|vio la luz)\s+(?:en|nel|en el|in)\s+${YEAR}\b`,
  'iu',
);
/** 'The company traces its origins to 1919', 'remonte ses origines à 1919'. */
const ORIGINS = new RegExp(
  String.raw`\b(?:traces?\s+(?:its|our)\s+(?:origins|roots|history)\s+(?:back\s+)?to|origins?\s+(?:date|go)\s+back\s+to)\s+${YEAR}\b`,
  'iu',
);

const MONTH = String.raw`(?:jan(?:uary|uari|uar|vier)?|j[äa]nner|feb(?:ruary|ruari|ruar)?|février|mar(?:ch|s)?|maart|märz|apr(?:il)?|avril|may|mei|mai|june?|juni|juin|july?|juli|juillet|aug(?:ust|ustus)?|août|sep(?:t|tember)?|septembre|oct(?:ober)?|okt(?:ober)?|octobre|nov(?:ember)?|novembre|dec(?:ember)?|dez(?:ember)?|décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre)`;
/**
 * A full or partial date before the year: 'on 12 May 1978', 'in March 1978', 'le 3 mars 1965', 'op 1
 * januari 1952', 'el 15 de marzo de 1987', 'il 3 marzo 1971', 'am 1. April 1921'.
 */
export const ON_DATE = String.raw`(?:(?:on|le|op|el|il|am|in|en|im|nel)\s+)?(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th|er|\.|º)?\s+(?:(?:of|de)\s+)?)?${MONTH}\.?\s+(?:(?:of|de)\s+)?`;

export const FOUNDING_STORY: readonly RegExp[] = [
  STORY_BEGAN,
  YEAR_THEN_ACTIVE,
  ACTIVE_THEN_YEAR,
  ORIGINS,
  NAMED_STORY,
  SAW_THE_LIGHT,
];
