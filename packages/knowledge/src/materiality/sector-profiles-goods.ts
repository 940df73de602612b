import { defineProfile, scored } from './define-profile.js';
import {
  BATTERIES_LAW,
  ESPR_LAW,
  FORCED_LABOUR_LAW,
  PPWR_LAW,
  SASB_APPAREL,
  SASB_APPAREL_TOPICS,
  SASB_CONTAINERS_PACKAGING,
  SASB_ELECTRONICS,
  SASB_HOUSEHOLD_PRODUCTS,
} from './sector-sources.js';
import type { SectorMaterialityProfile } from './types.js';

/**
 * Materiality profiles for finer sector keys: manufacturers of consumer and industrial goods. Scores
 * are a screening judgement in our own words, anchored on the cited SASB disclosure topics (financial
 * lens), GRI sector standards (impact lens) and the EU laws that price a topic in. A topic with impact
 * or financial >= 3 is shown as material (see materiality.ts).
 */
export const GOODS_PROFILES: SectorMaterialityProfile[] = [
  defineProfile(
    'apparel',
    'apparel, footwear and textiles',
    'industry',
    [SASB_APPAREL, SASB_APPAREL_TOPICS],
    [
      scored(
        'S2',
        5,
        4,
        'Production is outsourced to high-risk countries; SASB lists labour conditions in the supply chain, and the EU Forced Labour Regulation bans forced-labour products from 14 Dec 2027.',
        ['Working conditions', 'Other work-related rights'],
        [FORCED_LABOUR_LAW],
      ),
      scored(
        'E5',
        4,
        4,
        'Raw-material sourcing and textile waste; ESPR bars large companies from destroying unsold apparel and footwear from 19 Jul 2026.',
        [
          'Resources inflows, including resource use',
          'Resource outflows related to products and services',
          'Waste',
        ],
        [ESPR_LAW],
      ),
      scored(
        'E2',
        4,
        3,
        'Dyeing and finishing chemicals in products and wastewater (SASB: management of chemicals in products), plus synthetic-fibre microplastics.',
        ['Substances of concern', 'Pollution of water', 'Microplastics'],
      ),
      scored(
        'E1',
        4,
        3,
        'Most emissions sit upstream in fibre production and wet processing (SASB: environmental impacts in the supply chain).',
        ['Climate change mitigation', 'Energy'],
      ),
      scored(
        'E3',
        3,
        3,
        'Cotton growing and wet processing use and pollute water in often water-stressed regions.',
        ['Water'],
      ),
      scored(
        'E4',
        3,
        2,
        'Cotton, leather and man-made cellulosic fibres drive land-use change (SASB: raw materials sourcing).',
        ['Direct impact drivers of biodiversity loss'],
      ),
      scored(
        'G1',
        3,
        3,
        "Purchasing practices and supplier relationships shape suppliers' labour conditions.",
        ['Management of relationships with suppliers including payment practices'],
      ),
      scored('S1', 3, 2, 'Retail, warehouse and design staff: working time, wages and health and safety.', [
        'Working conditions',
      ]),
      scored(
        'S4',
        2,
        3,
        'Restricted substances in finished products and environmental claims made to consumers.',
        [
          'Personal safety of consumers and/or end-users',
          'Information-related impacts for consumers and/or end-users',
        ],
      ),
    ],
  ),
  defineProfile(
    'electronics-batteries',
    'electronics and batteries',
    'industry',
    [SASB_ELECTRONICS],
    [
      scored(
        'S2',
        4,
        4,
        'Labour conditions in component and assembly suppliers (SASB TC-ES: labour practices).',
        ['Working conditions', 'Other work-related rights'],
      ),
      scored(
        'E5',
        4,
        4,
        'Product lifecycle and end-of-life; the Batteries Regulation sets recycled content, collection and passport duties.',
        [
          'Resources inflows, including resource use',
          'Resource outflows related to products and services',
          'Waste',
        ],
        [BATTERIES_LAW],
      ),
      scored('S3', 4, 3, 'Cobalt, lithium and 3TG mining communities (SASB TC-ES: materials sourcing).', [
        "Communities' economic, social and cultural rights",
        "Communities' civil and political rights",
      ]),
      scored(
        'G1',
        3,
        4,
        'Raw-material due diligence: the Batteries Regulation adds a due-diligence duty from 18 Aug 2027 (threshold contested, fact sheet §23.8).',
        ['Management of relationships with suppliers including payment practices', 'Corruption and bribery'],
        [BATTERIES_LAW],
      ),
      scored('E1', 3, 3, 'Energy-intensive fabrication and product-use electricity.', [
        'Energy',
        'Climate change mitigation',
      ]),
      scored('E2', 3, 3, 'Hazardous substances in products and processes (SASB TC-ES: waste management).', [
        'Substances of concern',
        'Substances of very high concern',
      ]),
      scored('S1', 3, 2, 'Factory health and safety.', ['Working conditions']),
      scored('S4', 2, 3, 'Battery and device safety for users.', [
        'Personal safety of consumers and/or end-users',
      ]),
    ],
  ),
  defineProfile(
    'packaging-heavy-consumer-goods',
    'packaged consumer goods',
    'industry',
    [SASB_CONTAINERS_PACKAGING, SASB_HOUSEHOLD_PRODUCTS],
    [
      scored(
        'E5',
        5,
        5,
        'Packaging lifecycle and waste (SASB: product lifecycle and packaging lifecycle management); PPWR applies from 12 Aug 2026.',
        [
          'Resource outflows related to products and services',
          'Waste',
          'Resources inflows, including resource use',
        ],
        [PPWR_LAW],
      ),
      scored('E2', 3, 3, 'Plastics leakage, microplastics and substances in products.', [
        'Microplastics',
        'Substances of concern',
      ]),
      scored('E1', 3, 3, 'Manufacturing energy and packaging-material emissions.', [
        'Climate change mitigation',
        'Energy',
      ]),
      scored('E3', 3, 3, 'Water use in manufacturing (SASB CG-HP: water management).', ['Water']),
      scored('S4', 3, 4, 'Product safety, ingredient information and environmental claims to consumers.', [
        'Personal safety of consumers and/or end-users',
        'Information-related impacts for consumers and/or end-users',
      ]),
      scored('E4', 3, 2, 'Palm oil, pulp and other commodity inputs (SASB CG-HP: palm oil supply chain).', [
        'Direct impact drivers of biodiversity loss',
      ]),
      scored('S2', 3, 3, 'Workers in commodity and contract-manufacturing supply chains.', [
        'Working conditions',
      ]),
      scored('S1', 3, 2, 'Factory and logistics health and safety.', ['Working conditions']),
      scored('G1', 3, 2, 'Fair dealing with suppliers and retailers.', [
        'Management of relationships with suppliers including payment practices',
      ]),
    ],
  ),
];
