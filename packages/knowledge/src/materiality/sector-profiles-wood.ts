import { defineProfile, scored } from './define-profile.js';
import {
  CARCINOGENS_LAW,
  CONSTRUCTION_PRODUCTS_LAW,
  ENERGY_EFFICIENCY_LAW,
  EUDR_LAW,
  FORCED_LABOUR_LAW,
  HABITATS_LAW,
  INDUSTRIAL_EMISSIONS_LAW,
  LATE_PAYMENT_LAW,
  REACH_LAW,
  WASTE_FRAMEWORK_LAW,
  WATER_FRAMEWORK_LAW,
  WORK_EQUIPMENT_LAW,
  WORKPLACE_SAFETY_LAW,
} from './eu-laws.js';
import { SASB_BUILDING_PRODUCTS, SASB_FORESTRY, UN_GUIDING_PRINCIPLES } from './sector-sources.js';
import type { SectorMaterialityProfile } from './types.js';

/**
 * Sawmilling and wood products (NACE 16: sawn and planed wood, panels, joinery, pellets): the logs come
 * from forests, so what the harvest does to habitats and whether it is legal and deforestation-free (the
 * EUDR) weigh as much as the mill's own energy and safety. Scores are our screening judgement, anchored on
 * the SASB Forestry Management and Building Products & Furnishings standards (wood supply chain,
 * ecosystem impacts) and on the EU laws that set each topic's rules.
 */
export const WOOD_PRODUCTS_PROFILE: SectorMaterialityProfile = defineProfile(
  'wood-products',
  'sawmilling and wood products (NACE 16)',
  'industry',
  [
    scored(
      'E4',
      4,
      3,
      'Logs are harvested from forests, the company’s own and its suppliers’: felling changes habitats and forest condition (SASB: ecosystem services and impacts; wood supply chain management), and the EUDR requires wood placed on the EU market or exported to be deforestation-free and legally harvested, with geolocated due diligence, from 30 Dec 2026.',
      ['Direct impact drivers of biodiversity loss', 'Impacts on the extent and condition of ecosystems'],
      [SASB_FORESTRY, SASB_BUILDING_PRODUCTS, EUDR_LAW, HABITATS_LAW],
    ),
    scored(
      'S1',
      4,
      3,
      'Saws, chippers, log yards and forklifts make wood processing an industry with frequent accidents; wood dust is regulated as a carcinogen at work.',
      ['Working conditions'],
      [WORKPLACE_SAFETY_LAW, WORK_EQUIPMENT_LAW, CARCINOGENS_LAW],
    ),
    scored(
      'E1',
      3,
      3,
      'Kiln drying takes most of a mill’s energy, often as heat from its own bark and sawdust; diesel drives log handling and timber haulage.',
      ['Energy', 'Climate change mitigation'],
      [SASB_BUILDING_PRODUCTS, ENERGY_EFFICIENCY_LAW],
    ),
    scored(
      'E5',
      3,
      3,
      'Logs are the main input; bark, sawdust and chips are by-products sold for pulp, panels, pellets and energy, and wood waste is managed under the waste hierarchy.',
      ['Resources inflows, including resource use', 'Waste'],
      [WASTE_FRAMEWORK_LAW, SASB_FORESTRY],
    ),
    scored(
      'S2',
      3,
      2,
      'Harvesting and planting are done by forest contractors, often seasonal workers, and logs and timber are hauled by contractors; the EU Forced Labour Regulation covers any product from 14 Dec 2027.',
      ['Working conditions', 'Other work-related rights'],
      [FORCED_LABOUR_LAW, UN_GUIDING_PRINCIPLES],
    ),
    scored(
      'G1',
      3,
      3,
      'Buying logs from many forest owners and traders: supplier relationships, payment practices and the legality of the wood bought.',
      ['Management of relationships with suppliers including payment practices'],
      [LATE_PAYMENT_LAW, EUDR_LAW],
    ),
    scored(
      'E2',
      3,
      2,
      'Dust from sawing and chipping, emissions from drying kilns and boilers, and wood preservatives and coatings (substances of concern).',
      ['Pollution of air', 'Substances of concern'],
      [INDUSTRIAL_EMISSIONS_LAW, REACH_LAW],
    ),
    scored(
      'E3',
      2,
      2,
      'Water sprinkled on log yards and run-off from them.',
      ['Water'],
      [WATER_FRAMEWORK_LAW],
    ),
    scored(
      'S4',
      2,
      3,
      'Structural timber and wood-based panels are CE-marked construction products whose declared performance builders rely on.',
      ['Personal safety of consumers and/or end-users'],
      [CONSTRUCTION_PRODUCTS_LAW],
    ),
  ],
);
