import type { KnowledgeSource } from '../sources.js';

/**
 * EU laws that make a sustainability matter material for a sector, each cited on EUR-Lex by its ELI
 * (European Legislation Identifier) or, for a Commission communication, its CELEX number. asOf is the
 * date the citation was checked.
 */
const CHECKED = '2026-11-26';
type ActType = 'reg' | 'dir';
const act = (
  type: ActType,
  year: number,
  number: number,
  title: string,
  asOf = CHECKED,
): KnowledgeSource => ({
  url: `https://eur-lex.europa.eu/eli/${type}/${year}/${number}/oj`,
  title,
  asOf,
});

// Laws the fact sheet cites (its URLs and dates).
export const EUDR_LAW = act('reg', 2023, 1115, 'Regulation (EU) 2023/1115 (EUDR)', '2026-11-21');
export const BATTERIES_LAW = act(
  'reg',
  2023,
  1542,
  'Regulation (EU) 2023/1542 (Batteries Regulation)',
  '2026-11-21',
);
export const PPWR_LAW = act('reg', 2025, 40, 'Regulation (EU) 2025/40 (PPWR)', '2026-11-21');
export const ESPR_LAW = act('reg', 2024, 1781, 'Regulation (EU) 2024/1781 (ESPR)', '2026-11-21');
export const FORCED_LABOUR_LAW = act(
  'reg',
  2024,
  3015,
  'Regulation (EU) 2024/3015 (Forced Labour Regulation)',
  '2026-11-21',
);
export const ETS_LAW = act(
  'dir',
  2003,
  87,
  'Directive 2003/87/EC (EU Emissions Trading System)',
  '2026-11-21',
);
export const SFDR_LAW = act('reg', 2019, 2088, 'Regulation (EU) 2019/2088 (SFDR)', '2026-11-21');
export const CSDDD_LAW = act('dir', 2024, 1760, 'Directive (EU) 2024/1760 (CSDDD)', '2026-11-21');
export const EMPCO_LAW = act(
  'dir',
  2024,
  825,
  'Directive (EU) 2024/825 (Empowering Consumers for the Green Transition)',
  '2026-11-21',
);

// Climate and energy.
export const CLIMATE_LAW = act('reg', 2021, 1119, 'Regulation (EU) 2021/1119 (European Climate Law)');
export const METHANE_LAW = act(
  'reg',
  2024,
  1787,
  'Regulation (EU) 2024/1787 on the reduction of methane emissions in the energy sector',
);
export const ENERGY_EFFICIENCY_LAW = act(
  'dir',
  2023,
  1791,
  'Directive (EU) 2023/1791 on energy efficiency (incl. data-centre reporting)',
);
export const BUILDINGS_ENERGY_LAW = act(
  'dir',
  2024,
  1275,
  'Directive (EU) 2024/1275 on the energy performance of buildings (recast)',
);
export const ENERGY_LABELLING_LAW = act(
  'reg',
  2017,
  1369,
  'Regulation (EU) 2017/1369 (energy labelling framework)',
);
export const CBAM_LAW = act(
  'reg',
  2023,
  956,
  'Regulation (EU) 2023/956 (Carbon Border Adjustment Mechanism: iron and steel, aluminium, cement, fertilisers, hydrogen, electricity)',
);
export const F_GAS_LAW = act('reg', 2024, 573, 'Regulation (EU) 2024/573 on fluorinated greenhouse gases');
export const ELECTRICITY_MARKET_LAW = act(
  'dir',
  2019,
  944,
  'Directive (EU) 2019/944 on the internal market for electricity (vulnerable customers, energy poverty)',
);

// Pollution, water, nature.
export const INDUSTRIAL_EMISSIONS_LAW = act(
  'dir',
  2010,
  75,
  'Directive 2010/75/EU on industrial emissions (IED)',
);
export const INDUSTRIAL_EMISSIONS_AMENDMENT_LAW = act(
  'dir',
  2024,
  1785,
  'Directive (EU) 2024/1785 amending the Industrial Emissions Directive (permits, BAT-associated levels, transformation plans)',
);
export const MAJOR_ACCIDENT_HAZARDS_LAW = act(
  'dir',
  2012,
  18,
  'Directive 2012/18/EU on major-accident hazards involving dangerous substances (Seveso III)',
);
export const REACH_LAW = act('reg', 2006, 1907, 'Regulation (EC) No 1907/2006 (REACH)');
export const CLP_LAW = act(
  'reg',
  2008,
  1272,
  'Regulation (EC) No 1272/2008 on classification, labelling and packaging of substances and mixtures (CLP)',
);
export const MICROPLASTICS_RESTRICTION = act(
  'reg',
  2023,
  2055,
  'Commission Regulation (EU) 2023/2055 restricting synthetic polymer microparticles (REACH Annex XVII)',
);
export const ROHS_LAW = act(
  'dir',
  2011,
  65,
  'Directive 2011/65/EU (RoHS: hazardous substances in electrical equipment)',
);
export const EURO_7_LAW = act(
  'reg',
  2024,
  1257,
  'Regulation (EU) 2024/1257 (Euro 7 vehicle emission limits)',
);
export const NITRATES_LAW = act('dir', 1991, 676, 'Council Directive 91/676/EEC (Nitrates Directive)');
export const PESTICIDES_USE_LAW = act(
  'dir',
  2009,
  128,
  'Directive 2009/128/EC on the sustainable use of pesticides',
);
export const WATER_FRAMEWORK_LAW = act('dir', 2000, 60, 'Directive 2000/60/EC (Water Framework Directive)');
export const DRINKING_WATER_LAW = act('dir', 2020, 2184, 'Directive (EU) 2020/2184 on drinking water');
export const URBAN_WASTEWATER_LAW = act(
  'dir',
  2024,
  3019,
  'Directive (EU) 2024/3019 on urban wastewater treatment (recast)',
);
export const HABITATS_LAW = act('dir', 1992, 43, 'Council Directive 92/43/EEC (Habitats Directive)');
export const NATURE_RESTORATION_LAW = act(
  'reg',
  2024,
  1991,
  'Regulation (EU) 2024/1991 (Nature Restoration Law)',
);
export const ENVIRONMENTAL_IMPACT_LAW = act(
  'dir',
  2011,
  92,
  'Directive 2011/92/EU on environmental impact assessment of projects (EIA)',
);
export const ENVIRONMENTAL_NOISE_LAW = act('dir', 2002, 49, 'Directive 2002/49/EC on environmental noise');

// Resources and waste.
export const WASTE_FRAMEWORK_LAW = act('dir', 2008, 98, 'Directive 2008/98/EC (Waste Framework Directive)');
export const WEEE_LAW = act(
  'dir',
  2012,
  19,
  'Directive 2012/19/EU on waste electrical and electronic equipment (WEEE)',
);
export const LANDFILL_LAW = act('dir', 1999, 31, 'Council Directive 1999/31/EC on the landfill of waste');
export const EXTRACTIVE_WASTE_LAW = act(
  'dir',
  2006,
  21,
  'Directive 2006/21/EC on waste from extractive industries',
);
export const CONSTRUCTION_PRODUCTS_LAW = act(
  'reg',
  2024,
  3110,
  'Regulation (EU) 2024/3110 (Construction Products Regulation)',
);
export const TEXTILES_STRATEGY: KnowledgeSource = {
  url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:52022DC0141',
  title: 'COM(2022) 141 – EU Strategy for Sustainable and Circular Textiles',
  asOf: CHECKED,
};

// Workers and value chains.
export const WORKPLACE_SAFETY_LAW = act(
  'dir',
  1989,
  391,
  'Council Directive 89/391/EEC (OSH Framework Directive)',
);
export const WORKING_TIME_LAW = act('dir', 2003, 88, 'Directive 2003/88/EC (Working Time Directive)');
export const PAY_TRANSPARENCY_LAW = act(
  'dir',
  2023,
  970,
  'Directive (EU) 2023/970 (Pay Transparency Directive)',
);
export const CONSTRUCTION_SITES_LAW = act(
  'dir',
  1992,
  57,
  'Council Directive 92/57/EEC on safety and health at temporary or mobile construction sites',
);
export const MINING_SAFETY_LAW = act(
  'dir',
  1992,
  104,
  'Council Directive 92/104/EEC on safety and health in surface and underground mineral-extracting industries',
);
export const SHARPS_INJURIES_LAW = act(
  'dir',
  2010,
  32,
  'Council Directive 2010/32/EU on the prevention of sharps injuries in the hospital and healthcare sector',
);
export const DRIVING_TIME_LAW = act(
  'reg',
  2006,
  561,
  'Regulation (EC) No 561/2006 on driving times and rest periods',
);
export const POSTING_OF_WORKERS_LAW = act('dir', 1996, 71, 'Directive 96/71/EC on the posting of workers');
export const POSTING_OF_DRIVERS_LAW = act(
  'dir',
  2020,
  1057,
  'Directive (EU) 2020/1057 on posting drivers in road transport',
);
export const CARCINOGENS_LAW = act(
  'dir',
  2004,
  37,
  'Directive 2004/37/EC on carcinogens, mutagens and reprotoxic substances at work (binding exposure limits)',
);
export const CARCINOGENS_SILICA_AMENDMENT_LAW = act(
  'dir',
  2017,
  2398,
  'Directive (EU) 2017/2398 amending Directive 2004/37/EC (limits for respirable crystalline silica dust and chromium (VI) compounds)',
);
export const NOISE_AT_WORK_LAW = act('dir', 2003, 10, 'Directive 2003/10/EC on exposure of workers to noise');
export const WORK_EQUIPMENT_LAW = act(
  'dir',
  2009,
  104,
  'Directive 2009/104/EC on the use of work equipment by workers at work',
);
export const CONFLICT_MINERALS_LAW = act(
  'reg',
  2017,
  821,
  'Regulation (EU) 2017/821 (Conflict Minerals Regulation: tin, tantalum, tungsten, gold)',
);

// Consumers and end-users.
export const DATA_PROTECTION_LAW = act('reg', 2016, 679, 'Regulation (EU) 2016/679 (GDPR)');
export const PRODUCT_SAFETY_LAW = act(
  'reg',
  2023,
  988,
  'Regulation (EU) 2023/988 (General Product Safety Regulation)',
);
export const MACHINERY_LAW = act(
  'reg',
  2023,
  1230,
  'Regulation (EU) 2023/1230 on machinery (CE marking, essential health and safety requirements; applies from 20 Jan 2027)',
);
export const GENERAL_FOOD_LAW = act('reg', 2002, 178, 'Regulation (EC) No 178/2002 (General Food Law)');
export const FOOD_INFORMATION_LAW = act(
  'reg',
  2011,
  1169,
  'Regulation (EU) No 1169/2011 on food information to consumers',
);
export const CONSUMER_CREDIT_LAW = act(
  'dir',
  2023,
  2225,
  'Directive (EU) 2023/2225 on credit agreements for consumers',
);
export const UNFAIR_COMMERCIAL_PRACTICES_LAW = act(
  'dir',
  2005,
  29,
  'Directive 2005/29/EC (Unfair Commercial Practices Directive)',
);
export const MIFID_LAW = act(
  'dir',
  2014,
  65,
  'Directive 2014/65/EU (MiFID II: information and advice to clients)',
);
export const NETWORK_SECURITY_LAW = act(
  'dir',
  2022,
  2555,
  'Directive (EU) 2022/2555 (NIS 2: cybersecurity of essential services)',
);

// Business conduct.
export const WHISTLEBLOWER_LAW = act(
  'dir',
  2019,
  1937,
  'Directive (EU) 2019/1937 on the protection of whistle-blowers',
);
export const LATE_PAYMENT_LAW = act(
  'dir',
  2011,
  7,
  'Directive 2011/7/EU on combating late payment in commercial transactions',
);
export const UNFAIR_TRADING_PRACTICES_LAW = act(
  'dir',
  2019,
  633,
  'Directive (EU) 2019/633 on unfair trading practices in the agricultural and food supply chain',
);
export const FARM_ANIMALS_LAW = act(
  'dir',
  1998,
  58,
  'Council Directive 98/58/EC on the protection of animals kept for farming',
);
export const ANTI_MONEY_LAUNDERING_LAW = act(
  'reg',
  2024,
  1624,
  'Regulation (EU) 2024/1624 (Anti-Money Laundering Regulation)',
);
export const SHAREHOLDER_RIGHTS_LAW = act(
  'dir',
  2017,
  828,
  'Directive (EU) 2017/828 (Shareholder Rights Directive II: engagement)',
);
export const AUDIT_LAW = act(
  'reg',
  2014,
  537,
  'Regulation (EU) No 537/2014 on statutory audit of public-interest entities',
);
export const PUBLIC_PROCUREMENT_LAW = act('dir', 2014, 24, 'Directive 2014/24/EU on public procurement');
export const CONCESSIONS_LAW = act(
  'dir',
  2014,
  23,
  'Directive 2014/23/EU on the award of concession contracts',
);
export const DUAL_USE_EXPORT_LAW = act(
  'reg',
  2021,
  821,
  'Regulation (EU) 2021/821 (export controls on dual-use items)',
);
export const TRANSPARENCY_REGISTER: KnowledgeSource = {
  url: 'https://transparency-register.europa.eu/',
  title: 'EU Transparency Register (interest representation towards EU institutions)',
  asOf: CHECKED,
};

// Fisheries: what a company that catches, buys or processes fish answers to.
export const IUU_FISHING_LAW = act(
  'reg',
  2008,
  1005,
  'Council Regulation (EC) No 1005/2008 on illegal, unreported and unregulated (IUU) fishing (catch certificates)',
);
export const COMMON_FISHERIES_POLICY_LAW = act(
  'reg',
  2013,
  1380,
  'Regulation (EU) No 1380/2013 on the Common Fisheries Policy',
);
export const FISHERY_PRODUCTS_MARKET_LAW = act(
  'reg',
  2013,
  1379,
  'Regulation (EU) No 1379/2013 on the common market organisation in fishery and aquaculture products (consumer information: species, catch area, gear)',
);
