import type { KnowledgeSource } from '../sources.js';

/**
 * The sector standards and agency material that sector materiality rows cite, each at its publisher's own
 * address: SASB industry standards on the IFRS Foundation's Materiality Finder, GRI Sector Standards on
 * GRI's site, agencies and initiatives on theirs. EU laws are in `eu-laws.ts`. asOf is the date the
 * citation was checked. Scores built on these are our own screening judgement, not the sources' words.
 */
const CHECKED = '2026-11-26';
const source = (url: string, title: string, asOf = CHECKED): KnowledgeSource => ({ url, title, asOf });

/**
 * One SASB industry standard: the Materiality Finder lists its disclosure topics. `code` is the SICS
 * industry code; `name` the standard's title.
 */
const sasb = (code: string, name: string): KnowledgeSource =>
  source(
    `https://sasb.ifrs.org/standards/materiality-finder/find/?industry%5B0%5D=${code}`,
    `SASB ${name} Standard (${code}) – disclosure topics, IFRS Foundation Materiality Finder`,
  );

export const SASB_MATERIALITY_MAP = source(
  'https://www.sasb.org/standards-overview/materiality-map/',
  'SASB Standards – Materiality Map: financially material topics by industry (IFRS Foundation)',
);
export const SASB_APPAREL = sasb('CG-AA', 'Apparel, Accessories & Footwear');
export const SASB_ELECTRONICS = sasb(
  'TC-ES',
  'Electronic Manufacturing Services & Original Design Manufacturing',
);
export const SASB_CONTAINERS_PACKAGING = sasb('RT-CP', 'Containers & Packaging');
export const SASB_HOUSEHOLD_PRODUCTS = sasb('CG-HP', 'Household & Personal Products');
export const SASB_CHEMICALS = sasb('RT-CH', 'Chemicals');
export const SASB_CONSTRUCTION_MATERIALS = sasb('EM-CM', 'Construction Materials');
export const SASB_IRON_STEEL = sasb('EM-IS', 'Iron & Steel Producers');
export const SASB_PULP_PAPER = sasb('RR-PP', 'Pulp & Paper Products');
export const SASB_FORESTRY = sasb('RR-FM', 'Forestry Management');
export const SASB_BUILDING_PRODUCTS = sasb('CG-BF', 'Building Products & Furnishings');
export const SASB_INDUSTRIAL_MACHINERY = sasb('RT-IG', 'Industrial Machinery & Goods');
export const SASB_AEROSPACE_DEFENCE = sasb('RT-AE', 'Aerospace & Defense');
export const SASB_ELECTRIC_UTILITIES = sasb('IF-EU', 'Electric Utilities & Power Generators');
export const SASB_WIND = sasb('RR-WT', 'Wind Technology & Project Developers');
export const SASB_SOLAR = sasb('RR-ST', 'Solar Technology & Project Developers');
export const SASB_OIL_GAS = sasb('EM-EP', 'Oil & Gas – Exploration & Production');
export const SASB_METALS_MINING = sasb('EM-MM', 'Metals & Mining');
export const SASB_AGRICULTURAL_PRODUCTS = sasb('FB-AG', 'Agricultural Products');
export const SASB_FOOD_RETAIL = sasb('FB-FR', 'Food Retailers & Distributors');
export const SASB_PROCESSED_FOODS = sasb('FB-PF', 'Processed Foods');
export const SASB_SOFTWARE = sasb('TC-SI', 'Software & IT Services');
export const SASB_COMMERCIAL_BANKS = sasb('FN-CB', 'Commercial Banks');
export const SASB_INSURANCE = sasb('FN-IN', 'Insurance');
export const SASB_ASSET_MANAGEMENT = sasb('FN-AC', 'Asset Management & Custody Activities');
export const SASB_REAL_ESTATE = sasb('IF-RE', 'Real Estate');
export const SASB_AIR_FREIGHT = sasb('TR-AF', 'Air Freight & Logistics');
export const SASB_ROAD_TRANSPORT = sasb('TR-RO', 'Road Transportation');
export const SASB_PROFESSIONAL_SERVICES = sasb('SV-PS', 'Professional & Commercial Services');
export const SASB_WASTE_MANAGEMENT = sasb('IF-WM', 'Waste Management');
export const SASB_WATER_UTILITIES = sasb('IF-WU', 'Water Utilities & Services');
export const SASB_CONSTRUCTION = sasb('IF-EN', 'Engineering & Construction Services');
export const SASB_SPECIALTY_RETAIL = sasb('CG-MR', 'Multiline and Specialty Retailers & Distributors');
export const SASB_HOTELS = sasb('SV-HL', 'Hotels & Lodging');
export const SASB_RESTAURANTS = sasb('FB-RN', 'Restaurants');
export const SASB_EDUCATION = sasb('SV-ED', 'Education');
export const SASB_HEALTH_CARE = sasb('HC-DY', 'Health Care Delivery');

const GRI_SECTOR_PROGRAM = 'https://www.globalreporting.org/standards/sector-program/';
export const GRI_EXTRACTIVES = source(
  GRI_SECTOR_PROGRAM,
  'GRI Sector Standards – GRI 11: Oil and Gas Sector 2021, GRI 12: Coal Sector 2022, GRI 14: Mining Sector 2024 (GRI Sector Program)',
);
export const GRI_13_AGRICULTURE = source(
  GRI_SECTOR_PROGRAM,
  'GRI 13: Agriculture, Aquaculture and Fishing Sectors 2022 (GRI Sector Program)',
);

export const GHG_PROTOCOL_CORPORATE = source(
  'https://ghgprotocol.org/corporate-standard',
  'GHG Protocol – Corporate Accounting and Reporting Standard (WRI/WBCSD)',
);
export const GHG_PROTOCOL_SCOPE_3 = source(
  'https://ghgprotocol.org/corporate-value-chain-scope-3-standard',
  'GHG Protocol – Corporate Value Chain (Scope 3) Accounting and Reporting Standard (WRI/WBCSD)',
);
export const PCAF_STANDARD = source(
  'https://carbonaccountingfinancials.com/standard',
  'PCAF – Global GHG Accounting and Reporting Standard for the Financial Industry (financed emissions)',
);
export const IEA_METHANE_TRACKER = source(
  'https://www.iea.org/reports/global-methane-tracker-2024',
  'IEA – Global Methane Tracker 2024 (methane from oil, gas and coal operations)',
);
export const IEA_ENERGY_AND_AI = source(
  'https://www.iea.org/reports/energy-and-ai',
  'IEA – Energy and AI (electricity demand of data centres), 2025',
);
export const WRI_AQUEDUCT = source(
  'https://www.wri.org/aqueduct',
  'WRI Aqueduct – water risk atlas (baseline water stress by basin)',
);
export const TNFD_RECOMMENDATIONS = source(
  'https://tnfd.global/',
  'TNFD – Taskforce on Nature-related Financial Disclosures: recommendations and LEAP approach',
);
export const GLOBAL_TAILINGS_STANDARD = source(
  'https://globaltailingsreview.org/global-industry-standard/',
  'Global Industry Standard on Tailings Management (ICMM, UNEP, PRI), 2020',
);
export const EITI_STANDARD = source(
  'https://eiti.org/eiti-standard',
  'EITI Standard 2023 – disclosure of payments to governments and beneficial ownership in extractives',
);
export const VOLUNTARY_PRINCIPLES = source(
  'https://www.voluntaryprinciples.org/',
  'Voluntary Principles on Security and Human Rights (extractive companies and security providers)',
);
export const EQUATOR_PRINCIPLES = source(
  'https://equator-principles.com/',
  'Equator Principles – environmental and social risk management in project finance',
);
export const UN_GUIDING_PRINCIPLES = source(
  'https://www.ohchr.org/sites/default/files/documents/publications/guidingprinciplesbusinesshr_en.pdf',
  'UN Guiding Principles on Business and Human Rights (OHCHR, 2011)',
  '2011-06-16',
);
export const UNDRIP = source(
  'https://www.un.org/development/desa/indigenouspeoples/declaration-on-the-rights-of-indigenous-peoples.html',
  'UN Declaration on the Rights of Indigenous Peoples (UNDRIP, 2007) – free, prior and informed consent',
);
export const UNCAC = source(
  'https://www.unodc.org/unodc/en/corruption/uncac.html',
  'United Nations Convention against Corruption (UNODC)',
);
export const ILO_FUNDAMENTAL_PRINCIPLES = source(
  'https://www.ilo.org/ilo-declaration-fundamental-principles-and-rights-work',
  'ILO Declaration on Fundamental Principles and Rights at Work (incl. a safe and healthy working environment)',
);
export const ILO_WORK_IN_FISHING = source(
  'https://normlex.ilo.org/dyn/nrmlx_en/f?p=NORMLEXPUB:12100:0::NO::P12100_ILO_CODE:C188',
  'ILO Work in Fishing Convention, 2007 (No. 188): hours of rest, crew agreements and safety on fishing vessels',
);
export const OECD_GARMENT_GUIDANCE = source(
  'https://www.oecd.org/en/publications/oecd-due-diligence-guidance-for-responsible-supply-chains-in-the-garment-and-footwear-sector_9789264290587-en.html',
  'OECD Due Diligence Guidance for Responsible Supply Chains in the Garment and Footwear Sector (incl. purchasing practices)',
);
export const WHO_HEALTH_CARE_WASTE = source(
  'https://www.who.int/news-room/fact-sheets/detail/health-care-waste',
  'WHO – Health-care waste (fact sheet): hazardous shares and safe management',
);
export const EY_CONSTRUCTION = source(
  'https://www.ey.com/en_us/real-estate-hospitality-construction/esg-reporting-and-construction-industry',
  'EY – The current state of ESG reporting in the engineering and construction industry',
  '2021-11-29',
);
export const HOSPITALITY_ESG_PROFILE = source(
  'https://toolkit.bii.co.uk/sector-profiles/hospitality/',
  'British International Investment ESG toolkit – hospitality sector profile',
  '2026-11-21',
);
