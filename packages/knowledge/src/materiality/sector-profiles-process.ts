import type { KnowledgeSource } from '../sources.js';
import { defineProfile, scored } from './define-profile.js';
import {
  CARCINOGENS_LAW,
  CARCINOGENS_SILICA_AMENDMENT_LAW,
  CBAM_LAW,
  CLP_LAW,
  CONSTRUCTION_PRODUCTS_LAW,
  ENVIRONMENTAL_IMPACT_LAW,
  ENVIRONMENTAL_NOISE_LAW,
  ETS_LAW,
  EUDR_LAW,
  FORCED_LABOUR_LAW,
  HABITATS_LAW,
  INDUSTRIAL_EMISSIONS_AMENDMENT_LAW,
  INDUSTRIAL_EMISSIONS_LAW,
  LATE_PAYMENT_LAW,
  MAJOR_ACCIDENT_HAZARDS_LAW,
  NOISE_AT_WORK_LAW,
  REACH_LAW,
  TRANSPARENCY_REGISTER,
  WASTE_FRAMEWORK_LAW,
  WATER_FRAMEWORK_LAW,
} from './eu-laws.js';
import {
  SASB_CHEMICALS,
  SASB_CONSTRUCTION_MATERIALS,
  SASB_IRON_STEEL,
  SASB_PULP_PAPER,
  UN_GUIDING_PRINCIPLES,
} from './sector-sources.js';
import type { SectorMaterialityProfile } from './types.js';

/** A BAT conclusions decision on EUR-Lex by its ELI; asOf is the date the Commission adopted it. */
const batConclusions = (year: number, number: number, industry: string, asOf: string): KnowledgeSource => ({
  url: `https://eur-lex.europa.eu/eli/dec_impl/${year}/${number}/oj`,
  title: `Commission Implementing Decision ${year}/${number}/EU – BAT conclusions for ${industry} (Industrial Emissions Directive)`,
  asOf,
});

export const CEMENT_LIME_BAT_CONCLUSIONS = batConclusions(
  2013,
  163,
  'the production of cement, lime and magnesium oxide',
  '2013-03-26',
);
export const IRON_STEEL_BAT_CONCLUSIONS = batConclusions(
  2012,
  135,
  'iron and steel production',
  '2012-02-28',
);
export const PULP_PAPER_BAT_CONCLUSIONS = batConclusions(
  2014,
  687,
  'the production of pulp, paper and board',
  '2014-09-26',
);

/**
 * Energy-intensive process manufacturing (NACE 17 paper, 20 chemicals, 23 glass, ceramics, cement and
 * lime, 24 basic metals): kilns, furnaces, dryers and reactors in the company's own plants. Unlike
 * generic manufacturing, the footprint is dominated by process heat and process emissions (EU ETS
 * Annex I activities), permitted air and water emissions (Industrial Emissions Directive, BAT
 * conclusions per industry), mineral and metal inputs, and occupational exposure to dust, heat and
 * carcinogens. Scores are our screening judgement, anchored on the SASB standards for these industries
 * (financial lens), the EU BAT conclusions and the EU laws that price or limit each topic.
 */
export const PROCESS_INDUSTRY_PROFILE: SectorMaterialityProfile = defineProfile(
  'process-industry',
  'energy-intensive process manufacturing (paper, chemicals, glass, ceramics, cement, metals)',
  'industry',
  [
    scored(
      'E1',
      5,
      5,
      'Kilns, furnaces, dryers and steam crackers burn fossil fuel for process heat, and clinker, lime and glass melting release process CO2; these are EU ETS Annex I activities, and CBAM prices imported iron, steel, aluminium, cement and fertilisers.',
      ['Climate change mitigation', 'Energy'],
      [SASB_CONSTRUCTION_MATERIALS, SASB_IRON_STEEL, ETS_LAW, CBAM_LAW],
    ),
    scored(
      'E2',
      5,
      4,
      'Kilns and furnaces emit dust, NOx, SOx, fluorides and VOCs under Industrial Emissions Directive permits (amended by Directive (EU) 2024/1785) set from the BAT conclusions; glazes, additives and chemicals carry substances of concern under REACH.',
      ['Pollution of air', 'Pollution of water', 'Substances of concern', 'Substances of very high concern'],
      [
        INDUSTRIAL_EMISSIONS_LAW,
        INDUSTRIAL_EMISSIONS_AMENDMENT_LAW,
        CEMENT_LIME_BAT_CONCLUSIONS,
        IRON_STEEL_BAT_CONCLUSIONS,
        REACH_LAW,
      ],
    ),
    scored(
      'S1',
      4,
      4,
      'Respirable crystalline silica from clay, sand and stone, and other carcinogens, have binding limits since Directive (EU) 2017/2398 amended the Carcinogens Directive 2004/37/EC; kiln and furnace heat, noise, molten metal and heavy machinery add serious-accident risk.',
      ['Working conditions'],
      [CARCINOGENS_SILICA_AMENDMENT_LAW, CARCINOGENS_LAW, NOISE_AT_WORK_LAW, SASB_CHEMICALS],
    ),
    scored(
      'E5',
      4,
      3,
      'Clay, sand, limestone, ore, scrap and fibre are the main inputs by tonnage; slag, dust, cullet, sludge and off-spec product are by-products or waste, and recycled content (scrap, cullet, recovered fibre) cuts energy and cost.',
      ['Resources inflows, including resource use', 'Waste'],
      [WASTE_FRAMEWORK_LAW, SASB_IRON_STEEL],
    ),
    scored(
      'E3',
      3,
      3,
      'Paper mills and chemical plants withdraw and discharge large volumes of process and cooling water; discharges are permit conditions set from the pulp and paper BAT conclusions (SASB: water management).',
      ['Water'],
      [PULP_PAPER_BAT_CONCLUSIONS, SASB_PULP_PAPER, WATER_FRAMEWORK_LAW],
    ),
    scored(
      'S3',
      3,
      3,
      'Neighbours of kilns, furnaces and chemical plants live with dust, odour, noise and heavy traffic, and with major-accident risk where dangerous substances are stored (Seveso III Directive 2012/18/EU; SASB: community relations).',
      ["Communities' economic, social and cultural rights"],
      [MAJOR_ACCIDENT_HAZARDS_LAW, ENVIRONMENTAL_NOISE_LAW, SASB_CHEMICALS],
    ),
    scored(
      'E4',
      3,
      2,
      'Clay pits and limestone quarries that feed kilns take land and habitats (SASB: biodiversity impacts); paper depends on wood fibre, which the EUDR covers.',
      ['Direct impact drivers of biodiversity loss', 'Impacts on the extent and condition of ecosystems'],
      [SASB_CONSTRUCTION_MATERIALS, HABITATS_LAW, ENVIRONMENTAL_IMPACT_LAW, EUDR_LAW],
    ),
    scored(
      'S2',
      3,
      2,
      'Workers at ore, coal, clay and chemical suppliers and contractors on site (kiln relining, maintenance); the EU Forced Labour Regulation covers any product from 14 Dec 2027.',
      ['Working conditions', 'Other work-related rights'],
      [FORCED_LABOUR_LAW, UN_GUIDING_PRINCIPLES],
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
    scored(
      'S4',
      2,
      3,
      'Customers rely on declared performance and hazard information: CE-marked construction products (tiles, cement, glass) and CLP labels on chemicals.',
      ['Personal safety of consumers and/or end-users'],
      [CONSTRUCTION_PRODUCTS_LAW, CLP_LAW],
    ),
  ],
);
