import { defineProfile, scored } from './define-profile.js';
import {
  ETS_LAW,
  SASB_AIR_FREIGHT,
  SASB_COMMERCIAL_BANKS,
  SASB_FINANCIALS,
  SASB_HUMAN_CAPITAL,
  SASB_IT_TELECOM,
  SASB_PROFESSIONAL_SERVICES,
  SASB_REAL_ESTATE,
  SASB_ROAD_TRANSPORT,
  SASB_SOFTWARE,
  SASB_TRANSPORT_ISSUES,
  SFDR_LAW,
} from './sector-sources.js';
import type { SectorMaterialityProfile } from './types.js';

/**
 * Materiality profiles for finer sector keys: service, finance and infrastructure companies. Scores
 * are a screening judgement in our own words, anchored on the cited SASB disclosure topics (financial
 * lens), GRI sector standards (impact lens) and the EU laws that price a topic in. A topic with impact
 * or financial >= 3 is shown as material (see materiality.ts).
 */
export const SERVICES_PROFILES: SectorMaterialityProfile[] = [
  defineProfile(
    'technology',
    'software and IT services',
    'industry',
    [SASB_SOFTWARE, SASB_IT_TELECOM],
    [
      scored(
        'S4',
        4,
        5,
        'Customer privacy and data security are SASB Software & IT Services topics; a breach harms users and brings fines.',
        ['Information-related impacts for consumers and/or end-users'],
      ),
      scored(
        'S1',
        4,
        4,
        'Value rests on skilled people; SASB asks how the industry recruits and keeps a diverse, engaged workforce.',
        ['Equal treatment and opportunities for all', 'Working conditions'],
      ),
      scored(
        'G1',
        3,
        4,
        'Competitive behaviour and the resilience of critical services (SASB: competitive behaviour, systemic risk from technology disruptions).',
        ['Corporate culture', 'Corruption and bribery'],
      ),
      scored(
        'E1',
        3,
        3,
        'Electricity use of data centres and hardware infrastructure and the renewable share (SASB: environmental footprint of hardware infrastructure).',
        ['Energy', 'Climate change mitigation'],
      ),
      scored('E3', 2, 2, 'Cooling water for data centres matters only in water-stressed locations.', [
        'Water',
      ]),
      scored('E5', 2, 2, 'Hardware end of life is mostly in suppliers and customers.', ['Waste']),
    ],
  ),
  defineProfile(
    'financial-services',
    'banking, insurance and financial services',
    'industry',
    [SASB_COMMERCIAL_BANKS, SASB_FINANCIALS],
    [
      scored(
        'E1',
        4,
        5,
        'Financed emissions and climate risk in the loan book (SASB commercial banks: financed emissions, ESG in credit analysis).',
        ['Climate change mitigation', 'Climate change adaptation'],
      ),
      scored(
        'G1',
        4,
        5,
        'Business ethics: corruption, money laundering, whistle-blowing (SASB: business ethics).',
        ['Corruption and bribery', 'Corporate culture', 'Protection of whistle-blowers'],
      ),
      scored(
        'S4',
        4,
        4,
        'Data security, financial inclusion and fair selling to customers (SASB: data security, financial inclusion).',
        [
          'Information-related impacts for consumers and/or end-users',
          'Social inclusion of consumers and/or end-users',
        ],
      ),
      scored('S1', 3, 3, 'Skilled workforce, pay equity and diversity.', [
        'Equal treatment and opportunities for all',
      ]),
      scored('E4', 3, 3, 'Nature impacts and dependencies of financed activities.', [
        'Impacts and dependencies on ecosystem services',
      ]),
      scored('S3', 3, 2, 'Communities affected by financed projects.', [
        "Communities' economic, social and cultural rights",
      ]),
    ],
  ),
  defineProfile(
    'asset-management',
    'asset management',
    'industry',
    [SASB_FINANCIALS],
    [
      scored(
        'E1',
        4,
        5,
        'Portfolio emissions and climate risk; SFDR requires sustainability-risk disclosures by financial market participants.',
        ['Climate change mitigation', 'Climate change adaptation'],
        [SFDR_LAW],
      ),
      scored(
        'G1',
        3,
        5,
        'Stewardship, conflicts of interest and honest ESG product claims (SASB: ESG integration, active ownership).',
        ['Corporate culture', 'Political engagement and lobbying activities'],
      ),
      scored(
        'S4',
        3,
        4,
        'Transparent information to clients about products and their sustainability features.',
        ['Information-related impacts for consumers and/or end-users'],
      ),
      scored('S1', 3, 3, 'Talent, pay and diversity in investment teams.', [
        'Equal treatment and opportunities for all',
      ]),
      scored('E4', 3, 3, 'Nature-related risks in portfolios.', [
        'Impacts and dependencies on ecosystem services',
      ]),
    ],
  ),
  defineProfile(
    'real-estate',
    'real estate',
    'industry',
    [SASB_REAL_ESTATE],
    [
      scored(
        'E1',
        5,
        4,
        'Building energy use and emissions, and physical climate risk to assets (SASB: energy management, climate adaptation).',
        ['Energy', 'Climate change mitigation', 'Climate change adaptation'],
      ),
      scored(
        'E3',
        3,
        3,
        'Water withdrawn by buildings, especially in water-stressed regions (SASB: water management).',
        ['Water'],
      ),
      scored('E5', 3, 3, 'Construction materials and demolition waste.', [
        'Resources inflows, including resource use',
        'Waste',
      ]),
      scored('E4', 3, 2, 'Land take and soil sealing by new developments.', [
        'Impacts on the extent and condition of ecosystems',
      ]),
      scored('S4', 3, 3, 'Tenant health, safety and accessibility.', [
        'Personal safety of consumers and/or end-users',
      ]),
      scored('S3', 3, 3, 'Affordability and neighbourhood effects of developments.', [
        "Communities' economic, social and cultural rights",
      ]),
      scored('S2', 3, 2, 'Construction workers employed by contractors.', ['Working conditions']),
      scored('G1', 3, 3, 'Permitting and procurement carry corruption risk.', ['Corruption and bribery']),
    ],
  ),
  defineProfile(
    'transport',
    'transport and logistics',
    'industry',
    [SASB_AIR_FREIGHT, SASB_ROAD_TRANSPORT, SASB_TRANSPORT_ISSUES],
    [
      scored(
        'E1',
        5,
        5,
        'Fuel combustion dominates emissions; aviation and ships of 5,000 GT or more are in the EU ETS (SASB: GHG emissions).',
        ['Climate change mitigation', 'Energy'],
        [ETS_LAW],
      ),
      scored(
        'S1',
        4,
        4,
        'Driver working conditions, fatigue and accident safety (SASB: labour practices, accident and safety management).',
        ['Working conditions'],
      ),
      scored('E2', 4, 3, 'Exhaust emissions to air in populated areas (SASB: air quality).', [
        'Pollution of air',
      ]),
      scored('S4', 3, 3, 'Passenger and road-user safety.', [
        'Personal safety of consumers and/or end-users',
      ]),
      scored('S2', 3, 3, 'Subcontracted drivers and warehouse workers.', ['Working conditions']),
      scored('S3', 3, 2, 'Noise and congestion near hubs and routes.', [
        "Communities' economic, social and cultural rights",
      ]),
      scored('G1', 3, 3, 'Competitive behaviour and payment practices towards subcontractors.', [
        'Management of relationships with suppliers including payment practices',
        'Corruption and bribery',
      ]),
    ],
  ),
  defineProfile(
    'professional-services',
    'professional services',
    'industry',
    [SASB_PROFESSIONAL_SERVICES, SASB_HUMAN_CAPITAL],
    [
      scored(
        'S1',
        4,
        5,
        'People are the product: workforce diversity and engagement is a SASB professional-services topic.',
        ['Equal treatment and opportunities for all', 'Working conditions'],
      ),
      scored(
        'G1',
        4,
        5,
        'Professional integrity, independence and anti-bribery (SASB: professional integrity).',
        ['Corporate culture', 'Corruption and bribery', 'Protection of whistle-blowers'],
      ),
      scored('S4', 3, 4, 'Confidential client data (SASB: data security).', [
        'Information-related impacts for consumers and/or end-users',
      ]),
      scored(
        'E1',
        2,
        3,
        'Small own footprint (offices, travel), but clients increasingly ask suppliers for emissions data.',
        ['Climate change mitigation'],
      ),
    ],
  ),
];
