import { defineProfile, scored } from './define-profile.js';
import {
  CARCINOGENS_LAW,
  CARCINOGENS_SILICA_AMENDMENT_LAW,
  CBAM_LAW,
  CONSTRUCTION_PRODUCTS_LAW,
  ENVIRONMENTAL_IMPACT_LAW,
  ENVIRONMENTAL_NOISE_LAW,
  ETS_LAW,
  FORCED_LABOUR_LAW,
  HABITATS_LAW,
  INDUSTRIAL_EMISSIONS_AMENDMENT_LAW,
  INDUSTRIAL_EMISSIONS_LAW,
  LATE_PAYMENT_LAW,
  NOISE_AT_WORK_LAW,
  REACH_LAW,
  TRANSPARENCY_REGISTER,
  WASTE_FRAMEWORK_LAW,
  WATER_FRAMEWORK_LAW,
} from './eu-laws.js';
import { CEMENT_LIME_BAT_CONCLUSIONS } from './sector-profiles-process.js';
import { SASB_CONSTRUCTION_MATERIALS, UN_GUIDING_PRINCIPLES } from './sector-sources.js';

/**
 * A maker of non-metallic mineral products (NACE division 23: glass, ceramic tiles, bricks and
 * sanitaryware, cement, lime, concrete and cut stone). Its sector keys are the process industry's (the
 * same ETS, CBAM and permit rules apply), but the process-industry profile speaks for paper mills,
 * chemical plants and steelworks too: a tile maker's water row would talk of paper mills, its
 * biodiversity row of wood fibre under the EUDR, and its sources would cite the SASB standards for iron
 * and steel and for chemicals. This profile says what a kiln-and-quarry business handles: natural gas
 * at kiln temperatures and calcination CO2, dust and fluorides, silica, clay pits and quarries, slip and
 * glazing water kept in a closed loop, and CE-marked construction products. SASB Construction Materials
 * (EM-CM) is the matching industry standard. Scores are a screening judgement in our own words.
 */
export const MINERAL_PRODUCTS_PROFILE = defineProfile(
  'mineral-products',
  'non-metallic mineral products (ceramics, glass, cement, lime, concrete, stone)',
  'industry',
  [
    scored(
      'E1',
      5,
      5,
      'Kilns and furnaces fire clay, melt glass or burn clinker and lime, mostly on natural gas, and calcining carbonates releases process CO2 on top; installations above the capacity thresholds of EU ETS Annex I (the firing of ceramic products, glass melting, cement clinker, lime) buy allowances, and CBAM prices imported cement.',
      ['Climate change mitigation', 'Energy'],
      [SASB_CONSTRUCTION_MATERIALS, ETS_LAW, CBAM_LAW],
    ),
    scored(
      'E2',
      5,
      4,
      'Kilns, spray dryers and glazing lines emit dust, NOx, SOx and fluorides under Industrial Emissions Directive permits (amended by Directive (EU) 2024/1785); glazes, frits and additives can carry substances of concern under REACH.',
      ['Pollution of air', 'Pollution of water', 'Substances of concern', 'Substances of very high concern'],
      [
        INDUSTRIAL_EMISSIONS_LAW,
        INDUSTRIAL_EMISSIONS_AMENDMENT_LAW,
        CEMENT_LIME_BAT_CONCLUSIONS,
        SASB_CONSTRUCTION_MATERIALS,
        REACH_LAW,
      ],
    ),
    scored(
      'S1',
      4,
      4,
      'Respirable crystalline silica from clay, sand, feldspar and stone has a binding limit since Directive (EU) 2017/2398 amended the Carcinogens Directive 2004/37/EC; kiln heat, noise, and lifting and moving heavy slabs and bags add accident risk (SASB: workforce health and safety).',
      ['Working conditions'],
      [CARCINOGENS_SILICA_AMENDMENT_LAW, CARCINOGENS_LAW, NOISE_AT_WORK_LAW, SASB_CONSTRUCTION_MATERIALS],
    ),
    scored(
      'E5',
      4,
      3,
      'Clay, feldspar, sand, limestone and glass cullet are the inputs by tonnage; unfired and fired scrap, glazing and polishing sludge and broken product are the wastes, and most can go back into the body or the batch as recycled content (SASB: waste management).',
      ['Resources inflows, including resource use', 'Waste'],
      [WASTE_FRAMEWORK_LAW, SASB_CONSTRUCTION_MATERIALS],
    ),
    scored(
      'E3',
      3,
      3,
      'Water goes into body preparation, glazing, cutting and polishing; its wastewater carries suspended solids and glaze residues, which plants settle and reuse in a closed loop or discharge under their permit (SASB: water management).',
      ['Water'],
      [WATER_FRAMEWORK_LAW, INDUSTRIAL_EMISSIONS_LAW, SASB_CONSTRUCTION_MATERIALS],
    ),
    scored(
      'E4',
      3,
      2,
      'Clay pits, sand and limestone quarries take land and habitats and must be restored when worked out (SASB: biodiversity impacts; environmental impact assessment for large quarries).',
      ['Direct impact drivers of biodiversity loss', 'Impacts on the extent and condition of ecosystems'],
      [SASB_CONSTRUCTION_MATERIALS, HABITATS_LAW, ENVIRONMENTAL_IMPACT_LAW],
    ),
    scored(
      'S3',
      3,
      2,
      'Neighbours of kilns, quarries and clay pits live with dust, noise and heavy lorry traffic, which permits and local plans limit.',
      ["Communities' economic, social and cultural rights"],
      [ENVIRONMENTAL_NOISE_LAW, ENVIRONMENTAL_IMPACT_LAW],
    ),
    scored(
      'S2',
      3,
      2,
      'Workers at quarries and mineral suppliers, hauliers, and contractors on site for kiln relining and maintenance; the EU Forced Labour Regulation covers any product from 14 Dec 2027.',
      ['Working conditions', 'Other work-related rights'],
      [FORCED_LABOUR_LAW, UN_GUIDING_PRINCIPLES],
    ),
    scored(
      'S4',
      2,
      3,
      'Tiles, bricks, glass and cement are CE-marked construction products sold on declared performance (slip and frost resistance, strength, release of dangerous substances); architects compare them on their environmental product declarations.',
      ['Personal safety of consumers and/or end-users'],
      [CONSTRUCTION_PRODUCTS_LAW],
    ),
    scored(
      'G1',
      2,
      3,
      'Energy-intensive industry lobbies on ETS free allocation, CBAM and permit conditions; payment terms with suppliers and customers.',
      [
        'Political engagement and lobbying activities',
        'Management of relationships with suppliers including payment practices',
      ],
      [TRANSPARENCY_REGISTER, LATE_PAYMENT_LAW],
    ),
  ],
);
