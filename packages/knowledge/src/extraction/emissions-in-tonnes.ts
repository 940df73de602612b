import { foldText } from './metric-topics.js';

/**
 * Emissions stated in plain tonnes ('our total emissions were 48,300 tonnes', 'de CO2-uitstoot
 * bedroeg 48.300 ton', 'les émissions de GES se sont élevées à 3 420 tonnes'): the figure is in tonnes
 * of CO2 equivalent when the emissions are named just before it and linked to it, and the tonnes are
 * not tonnes of something else after it ('12,000 tonnes of goods').
 */
const EMISSIONS_THEN_LINK = new RegExp(
  String.raw`\b(?:emissions?|ghg|greenhouse gas\w*|carbon footprint|co2e?|uitstoot|emissies?|broeikasgas\w*|emissionen|treibhausgas\w*|thg|ges|gaz a effet de serre|emissioni|gas serra|emisiones|gases de efecto invernadero|gei)\b(?:[^.;:\d]|(?:19|20)\d\d|[123](?!\d)){0,50}?\s(?:were|was|totalled|totaled|amounted to|came to|stood at|fell to|rose to|of|bedroeg|bedroegen|was|waren|daalde tot|kwam uit op|van|betrugen|betrug|lagen bei|lag bei|beliefen sich auf|belief sich auf|sanken auf|auf|bei|von|etaient de|etait de|se sont elevees a|s'elevaient a|ont atteint|de|sono state pari a|e stato pari a|pari a|sono state di|di|fueron de|ascendieron a|se situaron en|de)(?:\s+(?:in|im|en|nel|dans)\s+(?:19|20)\d\d)?\s*(?:ca\.?|circa|rund|etwa|about|around|approximately|environ|ongeveer|approx\.)?\s*$`,
);
/** Between the emissions and the link: words, a year, the scopes ('(scope 1, 2 en 3)'), no other figure. */
/** Tonnes of something named after them: goods, freight, waste, steel. Only 'of CO2' is emissions. */
const OF_SOMETHING = /^\s*(?:of|aan|an|de|d'|di|del|des)\s+(?!co2|co₂|carbon|gei|gas)/i;

export function emissionsInTonnes(before: string, after: string): boolean {
  return EMISSIONS_THEN_LINK.test(foldText(before.slice(-120))) && !OF_SOMETHING.test(after);
}
