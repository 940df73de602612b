import { defineProfile, scored } from './define-profile.js';
import {
  ETS_LAW,
  EY_CONSTRUCTION,
  FORCED_LABOUR_LAW,
  GRI_HEALTH_CARE_TOPICS,
  HOSPITALITY_ESG_PROFILE,
  SASB_CONSTRUCTION,
  SASB_FOOD_RETAIL,
  SASB_HEALTH_CARE,
  SASB_HOTELS,
  SASB_MATERIALITY_MAP,
  SASB_SOFTWARE,
  SASB_WASTE_MANAGEMENT,
} from './sector-sources.js';
import type { SectorMaterialityProfile } from './types.js';

/**
 * NACE sections whose typical company is what a finer profile describes: the finer profile is used.
 * (A company tagged with the finer key as well gets the same profile once.)
 */
export const NACE_SECTION_ALIASES: Record<string, string> = {
  A: 'agriculture-food',
  B: 'extractives',
  D: 'energy',
  H: 'transport',
  J: 'technology',
  K: 'financial-services',
  L: 'real-estate',
  M: 'professional-services',
};

/**
 * Profiles for the NACE sections that have no finer equivalent. Sections N, O, R, S, T and U have no
 * profile: no sector material was found for them, so those companies get the cross-cutting topics only
 * (an honest 'we do not know', not a guess).
 */
export const NACE_SECTION_PROFILES: SectorMaterialityProfile[] = [
  defineProfile(
    'C',
    'manufacturing (NACE C)',
    'nace-section',
    [SASB_MATERIALITY_MAP],
    [
      scored(
        'E1',
        4,
        4,
        'Process energy and heat; energy-intensive installations (steel, cement, chemicals) are in the EU ETS.',
        ['Energy', 'Climate change mitigation'],
        [ETS_LAW],
      ),
      scored('E2', 4, 3, 'Emissions to air and water and substances of concern used in production.', [
        'Pollution of air',
        'Substances of concern',
      ]),
      scored('S1', 4, 3, 'Factory-floor health and safety.', ['Working conditions']),
      scored(
        'S2',
        3,
        3,
        'Workers at suppliers; the EU Forced Labour Regulation covers any product from 14 Dec 2027.',
        ['Working conditions', 'Other work-related rights'],
        [FORCED_LABOUR_LAW],
      ),
      scored('E5', 3, 3, 'Material efficiency and production waste.', [
        'Resources inflows, including resource use',
        'Waste',
      ]),
      scored('G1', 3, 3, 'Supplier relationships and payment practices.', [
        'Management of relationships with suppliers including payment practices',
      ]),
      scored('E3', 3, 2, 'Process and cooling water.', ['Water']),
      scored('S4', 2, 3, 'Product safety for users.', ['Personal safety of consumers and/or end-users']),
    ],
  ),
  defineProfile(
    'E',
    'water supply, sewerage and waste management (NACE E)',
    'nace-section',
    [SASB_WASTE_MANAGEMENT],
    [
      scored('E2', 4, 4, 'Leachate, hazardous waste and air emissions from treatment sites (SASB IF-WM).', [
        'Pollution of water',
        'Pollution of soil',
        'Pollution of air',
      ]),
      scored('E5', 4, 4, 'Recycling and resource recovery are the business (SASB IF-WM).', [
        'Waste',
        'Resource outflows related to products and services',
      ]),
      scored(
        'E1',
        4,
        4,
        'Landfill methane and collection-fleet fuel (SASB IF-WM: GHG emissions, fleet fuel).',
        ['Climate change mitigation', 'Energy'],
      ),
      scored(
        'S1',
        4,
        3,
        'Collection and treatment work is hazardous (SASB IF-WM: workforce health and safety).',
        ['Working conditions'],
      ),
      scored('E3', 3, 3, 'Water abstraction and wastewater discharge.', ['Water']),
      scored('S3', 3, 3, 'Communities living next to landfills and plants.', [
        "Communities' economic, social and cultural rights",
      ]),
      scored('G1', 3, 3, 'Public concessions and contracts carry integrity risk.', [
        'Corruption and bribery',
      ]),
    ],
  ),
  defineProfile(
    'F',
    'construction (NACE F)',
    'nace-section',
    [SASB_CONSTRUCTION, EY_CONSTRUCTION],
    [
      scored('S1', 4, 4, 'Site health and safety is the top construction ESG focus (EY).', [
        'Working conditions',
      ]),
      scored('E1', 4, 3, 'Embodied carbon of materials and equipment fleets.', [
        'Climate change mitigation',
        'Energy',
      ]),
      scored('E5', 4, 3, 'Material use and construction and demolition waste.', [
        'Resources inflows, including resource use',
        'Waste',
      ]),
      scored('S2', 4, 3, 'Subcontracted and migrant labour on sites.', [
        'Working conditions',
        'Other work-related rights',
      ]),
      scored('G1', 3, 4, 'Contracts and competitive bidding carry corruption risk (EY).', [
        'Corruption and bribery',
        'Management of relationships with suppliers including payment practices',
      ]),
      scored('E4', 3, 2, 'Land take and siting of projects (SASB construction: land use).', [
        'Impacts on the extent and condition of ecosystems',
      ]),
      scored('E3', 3, 2, 'Water use on sites and in concrete production.', ['Water']),
      scored('S3', 3, 2, 'Disturbance to neighbouring communities.', [
        "Communities' economic, social and cultural rights",
      ]),
    ],
  ),
  defineProfile(
    'G',
    'wholesale and retail (NACE G)',
    'nace-section',
    [SASB_FOOD_RETAIL, SASB_MATERIALITY_MAP],
    [
      scored('S2', 4, 3, 'Workers making own-brand and sourced goods (SASB FB-FR: supply-chain impacts).', [
        'Working conditions',
        'Other work-related rights',
      ]),
      scored(
        'S4',
        3,
        4,
        'Product safety, labelling and customer data (SASB FB-FR: data security, product labelling).',
        [
          'Personal safety of consumers and/or end-users',
          'Information-related impacts for consumers and/or end-users',
        ],
      ),
      scored(
        'E1',
        3,
        3,
        'Store energy, refrigerants and delivery fleets (SASB FB-FR: energy management, fleet fuel).',
        ['Energy', 'Climate change mitigation'],
      ),
      scored('E5', 3, 3, 'Product and packaging waste (SASB FB-FR: food waste management).', ['Waste']),
      scored('S1', 3, 3, 'Store and warehouse labour practices.', ['Working conditions']),
      scored('G1', 3, 3, 'Payment practices towards suppliers.', [
        'Management of relationships with suppliers including payment practices',
      ]),
    ],
  ),
  defineProfile(
    'I',
    'accommodation and food service (NACE I)',
    'nace-section',
    [SASB_HOTELS, HOSPITALITY_ESG_PROFILE],
    [
      scored('S1', 4, 4, 'Low-wage, high-turnover work (SASB hotels: labour practices).', [
        'Working conditions',
        'Equal treatment and opportunities for all',
      ]),
      scored(
        'E1',
        3,
        3,
        'Building energy and climate exposure of coastal sites (SASB hotels: energy management, climate adaptation).',
        ['Energy', 'Climate change adaptation'],
      ),
      scored('E3', 3, 3, 'Water use by guests and kitchens (SASB hotels: water management).', ['Water']),
      scored('E5', 3, 3, 'Food waste and single-use items.', ['Waste']),
      scored('S4', 3, 3, 'Guest and food safety.', ['Personal safety of consumers and/or end-users']),
      scored('E4', 3, 2, 'Resorts in sensitive areas (SASB hotels: ecological impacts).', [
        'Impacts on the extent and condition of ecosystems',
      ]),
      scored('S3', 3, 2, 'Local communities and tourism pressure.', [
        "Communities' economic, social and cultural rights",
      ]),
    ],
  ),
  defineProfile(
    'P',
    'education (NACE P)',
    'nace-section',
    [SASB_SOFTWARE],
    [
      scored(
        'S4',
        4,
        4,
        'Quality of education, student data security and recruiting practices (SASB SV-ED).',
        [
          'Information-related impacts for consumers and/or end-users',
          'Social inclusion of consumers and/or end-users',
        ],
      ),
      scored('S1', 3, 3, 'Teaching staff working conditions.', ['Working conditions']),
      scored('G1', 3, 3, 'Honest marketing and recruiting of students (SASB SV-ED).', ['Corporate culture']),
      scored('E1', 2, 2, 'Campus energy use.', ['Energy']),
    ],
  ),
  defineProfile(
    'Q',
    'health care (NACE Q)',
    'nace-section',
    [SASB_HEALTH_CARE, GRI_HEALTH_CARE_TOPICS],
    [
      scored('S4', 5, 5, 'Patient safety, quality of care and patient privacy (SASB health care delivery).', [
        'Personal safety of consumers and/or end-users',
        'Information-related impacts for consumers and/or end-users',
      ]),
      scored('S1', 4, 4, 'Staff health and safety, working time and shortages.', ['Working conditions']),
      scored('G1', 3, 4, 'Billing fraud and bribery risks.', ['Corruption and bribery']),
      scored(
        'E2',
        3,
        3,
        'Hazardous chemicals in care (GRI health care topics: toxic chemicals and materials).',
        ['Substances of concern'],
      ),
      scored('E5', 3, 3, 'Medical waste.', ['Waste']),
      scored('E1', 3, 3, 'Energy-intensive hospitals (SASB: energy management).', ['Energy']),
    ],
  ),
];
