import { defineProfile, scored } from './define-profile.js';
import {
  ETS_LAW,
  EUDR_LAW,
  GRI_11_OIL_GAS,
  GRI_13_AGRICULTURE,
  GRI_14_MINING,
  GRI_COAL_AGRICULTURE_DRAFTS,
  SASB_ELECTRIC_UTILITIES,
  SASB_FOOD_RETAIL,
  SASB_OIL_GAS,
  UTILITIES_SASB_FRAMEWORK,
} from './sector-sources.js';
import type { SectorMaterialityProfile } from './types.js';

/**
 * Materiality profiles for finer sector keys: energy, extractives, agriculture and food. Scores are a
 * screening judgement in our own words, anchored on the cited SASB disclosure topics (financial lens),
 * GRI sector standards (impact lens) and the EU laws that price a topic in. A topic with impact or
 * financial >= 3 is shown as material (see materiality.ts).
 */
export const RESOURCES_PROFILES: SectorMaterialityProfile[] = [
  defineProfile(
    'energy',
    'energy generation and utilities',
    'industry',
    [SASB_ELECTRIC_UTILITIES, UTILITIES_SASB_FRAMEWORK],
    [
      scored(
        'E1',
        5,
        5,
        'Power and heat generation is covered by the EU ETS; emissions, the transition plan and climate resilience of assets dominate.',
        ['Climate change mitigation', 'Climate change adaptation', 'Energy'],
        [ETS_LAW],
      ),
      scored(
        'E2',
        4,
        3,
        'Combustion releases NOx, SOx and particulates; ash and spills affect soil and water (SASB: air quality).',
        ['Pollution of air', 'Pollution of water'],
      ),
      scored(
        'S4',
        4,
        4,
        'Reliable and affordable supply to end-users, including vulnerable customers (SASB: end-use efficiency and affordability).',
        ['Social inclusion of consumers and/or end-users', 'Personal safety of consumers and/or end-users'],
      ),
      scored(
        'E3',
        3,
        3,
        'Thermal plants withdraw cooling water and hydro alters rivers (SASB: water management).',
        ['Water'],
      ),
      scored('E4', 3, 2, 'Siting of plants, dams and lines affects habitats.', [
        'Impacts on the extent and condition of ecosystems',
      ]),
      scored(
        'S1',
        3,
        3,
        'Plant and grid work carries serious health and safety risks (SASB: workforce health and safety).',
        ['Working conditions'],
      ),
      scored('S3', 3, 3, 'New plants and lines affect land use and neighbouring communities.', [
        "Communities' economic, social and cultural rights",
      ]),
      scored(
        'G1',
        3,
        3,
        'Regulated business models depend on policy; lobbying and integrity are scrutinised.',
        ['Political engagement and lobbying activities', 'Corruption and bribery'],
      ),
    ],
  ),
  defineProfile(
    'extractives',
    'oil, gas, coal and mining',
    'industry',
    [SASB_OIL_GAS, GRI_11_OIL_GAS, GRI_14_MINING, GRI_COAL_AGRICULTURE_DRAFTS],
    [
      scored(
        'E1',
        5,
        5,
        'Scope 1 and methane emissions and transition risk to reserves (SASB oil and gas; GRI 11 and the coal standard centre the low-carbon transition).',
        ['Climate change mitigation', 'Climate change adaptation', 'Energy'],
        [ETS_LAW],
      ),
      scored(
        'S3',
        5,
        4,
        'Land, security and indigenous rights around sites (GRI 14 covers community engagement, conflict areas and indigenous peoples).',
        [
          "Communities' economic, social and cultural rights",
          'Rights of indigenous peoples',
          "Communities' civil and political rights",
        ],
      ),
      scored(
        'E4',
        5,
        3,
        'Exploration and mining clear and fragment habitats (GRI 11 and GRI 14 list biodiversity).',
        ['Impacts on the extent and condition of ecosystems', 'Direct impact drivers of biodiversity loss'],
      ),
      scored(
        'E2',
        4,
        4,
        'Air emissions, spills and tailings (SASB air quality; GRI 14 tailings management).',
        ['Pollution of air', 'Pollution of water', 'Pollution of soil'],
      ),
      scored(
        'G1',
        4,
        4,
        'Payments to governments, licences and conflict zones carry corruption risk (GRI 14 anti-corruption; GRI coal payment transparency).',
        ['Corruption and bribery', 'Political engagement and lobbying activities'],
      ),
      scored('E3', 4, 3, 'Large water withdrawals and discharges (SASB water management).', ['Water']),
      scored('S1', 4, 3, 'High-hazard work: process safety and occupational health.', ['Working conditions']),
      scored('E5', 3, 3, 'Waste rock, tailings and decommissioning liabilities.', ['Waste']),
      scored('S2', 3, 3, 'Contractors and artisanal and small-scale mining in the value chain (GRI 14).', [
        'Working conditions',
        'Other work-related rights',
      ]),
    ],
  ),
  defineProfile(
    'agriculture-food',
    'agriculture and food',
    'industry',
    [GRI_13_AGRICULTURE, GRI_COAL_AGRICULTURE_DRAFTS, SASB_FOOD_RETAIL],
    [
      scored(
        'E4',
        5,
        4,
        'Natural ecosystem conversion is a GRI 13 topic; the EUDR requires deforestation-free cattle, cocoa, coffee, palm oil, rubber, soya and wood from 30 Dec 2026.',
        ['Direct impact drivers of biodiversity loss', 'Impacts on the extent and condition of ecosystems'],
        [EUDR_LAW],
      ),
      scored(
        'E1',
        4,
        4,
        'Land-use, livestock and fertiliser emissions, and harvests exposed to climate change (GRI 13: climate adaptation).',
        ['Climate change mitigation', 'Climate change adaptation'],
      ),
      scored(
        'S2',
        4,
        3,
        'Living income and wages, child and forced labour on farms (GRI 13 labour standards, living income).',
        ['Working conditions', 'Other work-related rights'],
      ),
      scored(
        'E2',
        4,
        3,
        'Pesticide and fertiliser run-off into water and soil (GRI 13: pesticide use, soil health).',
        ['Pollution of water', 'Pollution of soil'],
      ),
      scored('E3', 4, 3, 'Irrigation and processing draw heavily on water.', ['Water']),
      scored('S4', 3, 4, 'Food safety and nutrition for consumers (GRI 13: food safety and security).', [
        'Personal safety of consumers and/or end-users',
      ]),
      scored('S3', 3, 3, 'Land and resource rights of rural communities (GRI 13).', [
        "Communities' economic, social and cultural rights",
        'Rights of indigenous peoples',
      ]),
      scored('E5', 3, 3, 'Food loss and waste, and packaging (SASB food retail: food waste management).', [
        'Waste',
      ]),
      scored('G1', 3, 2, 'Animal welfare and fair dealing with farmer suppliers (GRI 13: animal welfare).', [
        'Animal welfare',
        'Management of relationships with suppliers including payment practices',
      ]),
      scored('S1', 3, 2, 'Seasonal and processing workers: health and safety.', ['Working conditions']),
    ],
  ),
];
