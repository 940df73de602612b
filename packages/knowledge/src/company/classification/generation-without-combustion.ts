import type { CompanyClassification } from './classify-company.js';

/**
 * Wind, solar and hydro power burn no fuel: a producer whose own words for what it does name only
 * these ('operamos parques eólicos, centrais solares fotovoltaicas e aproveitamentos hidroelétricos',
 * 'we develop and operate wind and solar parks') runs no combustion installation for them. Words of
 * combustion or heat anywhere in the phrase keep the presumption ('wind farms and gas-fired plants').
 */
const NON_COMBUSTION_GENERATION =
  /wind|e[óo]lic|[ée]olien|windpark|solar|photovolta|fotovolta|zonne|hydro|hidro|idroelettric|wasserkraft|waterkracht|h[íi]dric/iu;
const COMBUSTION_OR_HEAT =
  /gas|coal|carv[ãa]o|charbon|kohle|biomass|biomasa|biomassa|biog|cogener|kraft-?w[äa]rme|chp|therm|t[ée]rmic|termic|fuel|diesel|oil|petr[óo]l|waste|incinera|heat|calor|chaleur|w[äa]rme|warmte|steam|vapeur|vapor/iu;

export function generatesWithoutCombustion(classification: CompanyClassification | undefined): boolean {
  const sector = classification?.sector;
  if (!sector || sector.group !== '35.1') return false;
  const phrase = sector.decidingPhrase;
  return NON_COMBUSTION_GENERATION.test(phrase) && !COMBUSTION_OR_HEAT.test(phrase);
}
