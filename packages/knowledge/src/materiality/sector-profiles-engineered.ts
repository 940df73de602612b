import type { KnowledgeSource } from '../sources.js';
import { defineProfile, scored } from './define-profile.js';
import {
  CARCINOGENS_LAW,
  CBAM_LAW,
  CONFLICT_MINERALS_LAW,
  DUAL_USE_EXPORT_LAW,
  ESPR_LAW,
  FORCED_LABOUR_LAW,
  LATE_PAYMENT_LAW,
  MACHINERY_LAW,
  MICROPLASTICS_RESTRICTION,
  PRODUCT_SAFETY_LAW,
  REACH_LAW,
  URBAN_WASTEWATER_LAW,
  WASTE_FRAMEWORK_LAW,
  WORK_EQUIPMENT_LAW,
  WORKPLACE_SAFETY_LAW,
} from './eu-laws.js';
import { GHG_PROTOCOL_SCOPE_3, SASB_AEROSPACE_DEFENCE, SASB_INDUSTRIAL_MACHINERY } from './sector-sources.js';
import type { SectorMaterialityProfile } from './types.js';

export const SOLVENT_SURFACE_TREATMENT_BAT_CONCLUSIONS: KnowledgeSource = {
  url: 'https://eur-lex.europa.eu/eli/dec_impl/2020/2009/oj',
  title:
    'Commission Implementing Decision (EU) 2020/2009 – BAT conclusions for surface treatment using organic solvents (Industrial Emissions Directive)',
  asOf: '2020-06-22',
};

/**
 * Discrete manufacturing of engineered products (NACE 22 rubber and plastic products, 25 fabricated
 * metal products, 28 machinery, 30 other transport equipment, 33 repair and installation): parts are
 * moulded, machined, welded, coated and assembled rather than made in a continuous process. Unlike
 * process industry, a machine maker's lifetime emissions come mostly from its products in use and a parts
 * maker's from the metals and polymers it buys, and the safety questions are those of machines (in the
 * company's workshop and at its customers'). Scores are our screening
 * judgement, anchored on the SASB Industrial Machinery & Goods and Aerospace & Defense standards
 * (financial lens) and the EU laws that regulate machines, substances and exports.
 */
export const ENGINEERED_PRODUCTS_PROFILE: SectorMaterialityProfile = defineProfile(
  'engineered-products',
  'metal products, machinery and equipment',
  'industry',
  [
    scored(
      'E1',
      4,
      4,
      'A maker of machines, pumps, engines or vehicles emits most through its products in use, over their lifetime (Scope 3 category 11; SASB: use-phase fuel economy and emissions); a maker of parts and components, in the steel, aluminium and polymers it buys (Scope 3 category 1). Own plants use power and gas for machining, welding, heat treatment and paint curing, and CBAM covers imported steel and aluminium.',
      ['Climate change mitigation', 'Energy'],
      [SASB_INDUSTRIAL_MACHINERY, GHG_PROTOCOL_SCOPE_3, CBAM_LAW],
    ),
    scored(
      'S1',
      4,
      3,
      'Machinists, welders and assemblers work at presses, cutting tools, cranes and welding fumes: workplace accidents and occupational disease (SASB: employee health and safety; Work Equipment Directive 2009/104/EC).',
      ['Working conditions'],
      [SASB_INDUSTRIAL_MACHINERY, WORK_EQUIPMENT_LAW, WORKPLACE_SAFETY_LAW],
    ),
    scored(
      'E5',
      4,
      3,
      'Steel, aluminium, copper and polymers are most of the bill of materials; recycled content, swarf and offcuts, and durable, repairable and remanufactured products (ESPR ecodesign requirements; SASB: remanufacturing design) keep materials in use.',
      [
        'Resources inflows, including resource use',
        'Resource outflows related to products and services',
        'Waste',
      ],
      [ESPR_LAW, SASB_INDUSTRIAL_MACHINERY, WASTE_FRAMEWORK_LAW],
    ),
    scored(
      'E2',
      3,
      3,
      'Cutting fluids, degreasing solvents, paints and plating (chromium (VI) needs REACH authorisation and is a carcinogen under Directive 2004/37/EC) emit VOCs and metals; plastics moulders handle pellets that can escape as microplastics.',
      ['Pollution of air', 'Pollution of water', 'Substances of very high concern', 'Microplastics'],
      [REACH_LAW, SOLVENT_SURFACE_TREATMENT_BAT_CONCLUSIONS, CARCINOGENS_LAW, MICROPLASTICS_RESTRICTION],
    ),
    scored(
      'S4',
      3,
      3,
      "Machines and equipment can injure the people who operate them: CE marking under the Machinery Regulation (EU) 2023/1230 from 20 Jan 2027, and recalls of unsafe products; a maker of parts and components answers for them through its customers' products (their specifications, audits and recalls).",
      ['Personal safety of consumers and/or end-users'],
      [MACHINERY_LAW, PRODUCT_SAFETY_LAW],
    ),
    scored(
      'S2',
      3,
      2,
      'Castings, forgings, electronics and metals come through long supply chains: importers of tin, tantalum, tungsten or gold above the thresholds have due-diligence duties (Regulation (EU) 2017/821), and the Forced Labour Regulation covers any product from 14 Dec 2027 (SASB: materials sourcing).',
      ['Working conditions', 'Other work-related rights'],
      [CONFLICT_MINERALS_LAW, FORCED_LABOUR_LAW, SASB_INDUSTRIAL_MACHINERY],
    ),
    scored(
      'G1',
      3,
      3,
      'Machine tools, aerospace and defence parts can be dual-use items needing export licences (Regulation (EU) 2021/821; SASB: business ethics); payment terms with small subcontractors.',
      ['Corporate culture', 'Management of relationships with suppliers including payment practices'],
      [DUAL_USE_EXPORT_LAW, SASB_AEROSPACE_DEFENCE, LATE_PAYMENT_LAW],
    ),
    scored(
      'E3',
      2,
      2,
      'Cooling and rinse water for machining and surface treatment; plating and pickling effluent is pre-treated before it reaches the sewer.',
      ['Water'],
      [URBAN_WASTEWATER_LAW],
    ),
  ],
);
