import { defineProfile, scored } from './define-profile.js';
import {
  ELECTRICITY_MARKET_LAW,
  ENVIRONMENTAL_IMPACT_LAW,
  ENVIRONMENTAL_NOISE_LAW,
  ETS_LAW,
  FORCED_LABOUR_LAW,
  HABITATS_LAW,
  TRANSPARENCY_REGISTER,
  WASTE_FRAMEWORK_LAW,
  WATER_FRAMEWORK_LAW,
  WEEE_LAW,
  WORKPLACE_SAFETY_LAW,
} from './eu-laws.js';
import {
  SASB_ELECTRIC_UTILITIES,
  SASB_SOLAR,
  SASB_WIND,
  UNCAC,
  UN_GUIDING_PRINCIPLES,
} from './sector-sources.js';

/**
 * An electricity producer whose own words name only wind, solar or hydro generation
 * (company/classification/generation-without-combustion.ts): its plants burn no fuel, so the generic
 * utility profile's combustion rows (ETS coverage, NOx and ash) would contradict its ETS verdict. Scores
 * are a screening judgement in our own words, anchored on the SASB wind and solar developer standards.
 */
export const RENEWABLE_GENERATION_PROFILE = defineProfile(
  'renewable-generation',
  'wind, solar and hydro power generation',
  'industry',
  [
    scored(
      'E1',
      4,
      5,
      'Generation from wind, sun and water emits little in operation and displaces fossil power; what counts is the build-out against the transition, the embodied emissions of turbines and modules, and assets exposed to weather. Installations that burn no fuel are no EU ETS installations.',
      ['Climate change mitigation', 'Climate change adaptation', 'Energy'],
      [SASB_ELECTRIC_UTILITIES, ETS_LAW],
    ),
    scored(
      'E4',
      4,
      3,
      'Siting decides the impact on birds, bats, habitats and rivers (SASB RR-WT: ecological impacts of project development); environmental impact assessments and the Habitats Directive govern new parks and dams.',
      ['Impacts on the extent and condition of ecosystems', 'Direct impact drivers of biodiversity loss'],
      [SASB_WIND, HABITATS_LAW, ENVIRONMENTAL_IMPACT_LAW],
    ),
    scored(
      'S3',
      4,
      3,
      'Parks and lines change the land, the view and the noise neighbours live with; landowners and municipalities decide whether projects go ahead (SASB RR-WT: community relations).',
      ["Communities' economic, social and cultural rights"],
      [SASB_WIND, ENVIRONMENTAL_NOISE_LAW, UN_GUIDING_PRINCIPLES],
    ),
    scored(
      'S2',
      3,
      3,
      'Solar modules and their polysilicon carry forced-labour risks far up the supply chain (SASB RR-ST: management of energy, water and materials in the supply chain); the EU Forced Labour Regulation bans such products.',
      ['Working conditions', 'Other work-related rights'],
      [SASB_SOLAR, FORCED_LABOUR_LAW],
    ),
    scored(
      'E5',
      3,
      2,
      'Turbine blades, modules and inverters reach the end of their life; photovoltaic panels fall under the WEEE Directive, blades under the waste hierarchy (SASB RR-ST: product end-of-life management).',
      ['Resource outflows related to products and services', 'Waste'],
      [SASB_SOLAR, WEEE_LAW, WASTE_FRAMEWORK_LAW],
    ),
    scored(
      'E3',
      3,
      2,
      'Hydro plants change the flow and ecology of rivers; wind and solar use little water.',
      ['Water'],
      [WATER_FRAMEWORK_LAW],
    ),
    scored(
      'S1',
      3,
      3,
      'Work at height, on live equipment and at remote sites carries serious health and safety risks.',
      ['Working conditions'],
      [WORKPLACE_SAFETY_LAW],
    ),
    scored(
      'G1',
      3,
      3,
      'Support schemes, grid access and permits depend on policy; lobbying and integrity are scrutinised.',
      ['Political engagement and lobbying activities', 'Corruption and bribery'],
      [ELECTRICITY_MARKET_LAW, TRANSPARENCY_REGISTER, UNCAC],
    ),
  ],
);
