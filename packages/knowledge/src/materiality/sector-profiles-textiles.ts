import type { KnowledgeSource } from '../sources.js';
import { defineProfile, scored } from './define-profile.js';
import {
  ESPR_LAW,
  FORCED_LABOUR_LAW,
  INDUSTRIAL_EMISSIONS_LAW,
  LATE_PAYMENT_LAW,
  PRODUCT_SAFETY_LAW,
  REACH_LAW,
  TEXTILES_STRATEGY,
  URBAN_WASTEWATER_LAW,
  WORKPLACE_SAFETY_LAW,
} from './eu-laws.js';
import type { SectorMaterialityProfile } from './types.js';

/**
 * Textile manufacturing in the company's own plants (NACE 13, and garment makers with their own
 * production): spinning, weaving, knitting, dyeing and finishing. Unlike an apparel brand, whose
 * footprint and workers sit at outsourced suppliers (the 'apparel' profile), this company's energy,
 * water, chemicals and factory workers are its own (ESRS E1–E3 and S1 rather than S2). Scores are our
 * screening judgement, anchored on the EU BAT conclusions for the textiles industry (what permits
 * regulate in these plants) and on occupational-health guidance for textile workers.
 */
const CHECKED = '2026-11-26';
const source = (url: string, title: string, asOf = CHECKED): KnowledgeSource => ({ url, title, asOf });

export const TEXTILES_BAT_CONCLUSIONS = source(
  'https://eur-lex.europa.eu/eli/dec_impl/2022/2508/oj',
  'Commission Implementing Decision (EU) 2022/2508 – BAT conclusions for the textiles industry (Industrial Emissions Directive)',
  '2022-12-20',
);
export const TEXTILES_BREF = source(
  'https://publications.jrc.ec.europa.eu/repository/handle/JRC131874',
  'JRC – Best Available Techniques (BAT) Reference Document for the Textiles Industry',
  '2023-01-16',
);
export const TEXTILES_OSH = source(
  'https://www.osha.gov/textiles',
  'OSHA – Textiles: chemical exposure, organic dusts, musculoskeletal stress and noise in textile operations',
);

export const TEXTILES_PROFILE: SectorMaterialityProfile = defineProfile(
  'textiles',
  'textile manufacturing (own plants)',
  'industry',
  [
    scored(
      'E1',
      4,
      4,
      "Spinning and weaving run on electricity and wet processing (dyeing, finishing, drying) on heat in the company's own plants; the textiles BAT conclusions set energy-efficiency techniques.",
      ['Energy', 'Climate change mitigation'],
      [TEXTILES_BAT_CONCLUSIONS, TEXTILES_BREF],
    ),
    scored(
      'E3',
      4,
      3,
      'Dyeing and finishing withdraw and discharge large volumes of process water; the BAT conclusions cover water use and waste-water treatment.',
      ['Water'],
      [TEXTILES_BAT_CONCLUSIONS, URBAN_WASTEWATER_LAW],
    ),
    scored(
      'E2',
      4,
      3,
      'Dyes, auxiliaries and finishing chemicals end up in waste water and stenter exhaust; the BAT conclusions set emission levels and chemicals management.',
      ['Pollution of water', 'Pollution of air', 'Substances of concern'],
      [TEXTILES_BREF, INDUSTRIAL_EMISSIONS_LAW, REACH_LAW],
    ),
    scored(
      'S1',
      4,
      3,
      "The company's own spinners, weavers and dye-house operators work with noise, fibre dust, chemicals and shifts: workers' health and safety in its own plants.",
      ['Working conditions'],
      [TEXTILES_OSH, WORKPLACE_SAFETY_LAW],
    ),
    scored(
      'E5',
      3,
      3,
      'Fibre and yarn inputs, edge trim and off-spec fabric; textiles are an ESPR priority product group for ecodesign rules.',
      ['Resources inflows, including resource use', 'Waste'],
      [ESPR_LAW, TEXTILES_STRATEGY],
    ),
    scored(
      'S2',
      3,
      2,
      'Workers in fibre, yarn and chemical supply chains; the EU Forced Labour Regulation covers any product from 14 Dec 2027.',
      ['Working conditions', 'Other work-related rights'],
      [FORCED_LABOUR_LAW],
    ),
    scored(
      'G1',
      3,
      2,
      'Relationships with yarn and chemical suppliers and with industrial customers, including payment practices.',
      ['Management of relationships with suppliers including payment practices'],
      [LATE_PAYMENT_LAW],
    ),
    scored(
      'S4',
      2,
      3,
      'End users rely on technical fabrics for their safety (flame resistance, filtration) and on fabrics free of restricted substances.',
      ['Personal safety of consumers and/or end-users'],
      [PRODUCT_SAFETY_LAW, REACH_LAW],
    ),
  ],
);
