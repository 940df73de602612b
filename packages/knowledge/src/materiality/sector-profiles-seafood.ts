import { defineProfile, scored } from './define-profile.js';
import {
  COMMON_FISHERIES_POLICY_LAW,
  FISHERY_PRODUCTS_MARKET_LAW,
  FORCED_LABOUR_LAW,
  GENERAL_FOOD_LAW,
  INDUSTRIAL_EMISSIONS_LAW,
  IUU_FISHING_LAW,
  PPWR_LAW,
  UNFAIR_TRADING_PRACTICES_LAW,
  URBAN_WASTEWATER_LAW,
  WORKPLACE_SAFETY_LAW,
} from './eu-laws.js';
import {
  GHG_PROTOCOL_SCOPE_3,
  GRI_13_AGRICULTURE,
  ILO_WORK_IN_FISHING,
  SASB_PROCESSED_FOODS,
} from './sector-sources.js';

/**
 * A company that catches, farms or processes fish and shellfish (NACE 03, or 10.2 in manufacturing): the
 * food profile it would otherwise get speaks of farms (land conversion, fertiliser, pesticides,
 * irrigation, livestock, deforestation commodities), none of which a fish canner or a fishing company
 * handles. What is material for it is the state of the fish stocks it depends on, how they are caught,
 * the crews that catch them, the processing plant's water, energy and cans, and what the consumer is told.
 * GRI 13 covers fishing and aquaculture; SASB Processed Foods covers the processing. Scores are a
 * screening judgement in our own words.
 */
export const SEAFOOD_PROFILE = defineProfile('seafood', 'fishing and seafood processing', 'industry', [
  scored(
    'E4',
    5,
    4,
    'Overfishing, bycatch and damage to marine habitats in the fisheries the company catches in or buys from (GRI 13: biodiversity); catches must be legal and traceable (the EU IUU Regulation’s catch certificates, the Common Fisheries Policy’s quotas).',
    ['Direct impact drivers of biodiversity loss', 'Impacts on the state of species'],
    [GRI_13_AGRICULTURE, IUU_FISHING_LAW, COMMON_FISHERIES_POLICY_LAW],
  ),
  scored(
    'E3',
    4,
    4,
    'Fish stocks are the marine resource the business depends on; processing uses water for thawing, cooking and cleaning and discharges water heavy with organic matter (SASB FB-PF: water management).',
    ['Marine resources', 'Water'],
    [GRI_13_AGRICULTURE, SASB_PROCESSED_FOODS, URBAN_WASTEWATER_LAW],
  ),
  scored(
    'S2',
    4,
    3,
    'Forced labour and unsafe work on fishing vessels and in seafood supply chains (ILO Work in Fishing Convention No. 188; GRI 13: forced or compulsory labour); the EU Forced Labour Regulation applies from 14 Dec 2027.',
    ['Working conditions', 'Other work-related rights'],
    [GRI_13_AGRICULTURE, ILO_WORK_IN_FISHING, FORCED_LABOUR_LAW],
  ),
  scored(
    'S4',
    3,
    4,
    'Food safety and traceability, and the species, catch area and fishing gear the consumer must be told (SASB FB-PF: food safety; Regulation (EU) No 1379/2013).',
    [
      'Personal safety of consumers and/or end-users',
      'Information-related impacts for consumers and/or end-users',
    ],
    [SASB_PROCESSED_FOODS, GENERAL_FOOD_LAW, FISHERY_PRODUCTS_MARKET_LAW],
  ),
  scored(
    'E1',
    3,
    3,
    'Fuel burnt by the fishing fleets it buys from (Scope 3) and heat and refrigeration in processing (SASB FB-PF: energy management).',
    ['Climate change mitigation', 'Energy'],
    [SASB_PROCESSED_FOODS, GHG_PROTOCOL_SCOPE_3],
  ),
  scored(
    'E5',
    3,
    3,
    'Cans, jars and their secondary packaging (SASB FB-PF: packaging lifecycle management; PPWR from 12 Aug 2026), and fish by-products.',
    ['Resource outflows related to products and services', 'Waste'],
    [SASB_PROCESSED_FOODS, PPWR_LAW],
  ),
  scored(
    'S1',
    3,
    2,
    'Processing-line health and safety: knives, cold rooms, repetitive work and seasonal peaks.',
    ['Working conditions'],
    [WORKPLACE_SAFETY_LAW],
  ),
  scored(
    'E2',
    3,
    2,
    'Effluent from cooking and cleaning, and refrigerants in cold stores.',
    ['Pollution of water'],
    [INDUSTRIAL_EMISSIONS_LAW, URBAN_WASTEWATER_LAW],
  ),
  scored(
    'G1',
    3,
    2,
    'Fair dealing with small-scale fishers and shellfish gatherers, and the traceability that keeps illegal catches out (the EU directive on unfair trading practices in the agri-food chain; the IUU Regulation).',
    ['Management of relationships with suppliers including payment practices'],
    [UNFAIR_TRADING_PRACTICES_LAW, IUU_FISHING_LAW],
  ),
]);
