import type { KnowledgeSource } from '../sources.js';

/**
 * Sector materiality material found with the search tool (stored public pages), cited by URL. asOf is
 * the date of the material where the page states one, else 2026-11-21 (the date it was checked).
 * Scores built on these are our own screening judgement, not the sources' words (see README).
 */
const CHECKED = '2026-11-21';
const source = (url: string, title: string, asOf = CHECKED): KnowledgeSource => ({ url, title, asOf });

export const SASB_MATERIALITY_MAP = source(
  'https://www.sasb.org/standards-overview/materiality-map/',
  'SASB Standards – Materiality Map: industry-specific financially material topics',
);
export const SASB_APPAREL = source(
  'https://www.sasb.org/standards/materiality-finder/find/?industry[0]=CG-AA',
  'SASB Materiality Finder – Apparel, Accessories & Footwear (CG-AA)',
);
export const SASB_APPAREL_TOPICS = source(
  'https://ruralhandmade.com/blog/the-sustainability-accounting-standard-apparel',
  'The Sustainability Accounting Standard & Apparel, Accessories & Footwear (four disclosure topics)',
  '2023-01-13',
);
export const SASB_SOFTWARE = source(
  'https://sasb.ifrs.org/standards/materiality-finder/find/?industry%5B0%5D=TC-SI&industry%5B1%5D=SV-ED',
  'SASB Materiality Finder – Software & IT Services (TC-SI) and Education (SV-ED)',
);
export const SASB_IT_TELECOM = source(
  'https://planbe.eco/en/blog/sasb-for-the-it-and-telecommunications-industry/',
  'Plan Be Eco – SASB for IT & Telecommunications (energy footprint, data security)',
);
export const SASB_ELECTRIC_UTILITIES = source(
  'https://fdocuments.in/document/electric-utilities-utilities-to-operate-only-distribution-lines-regulated-utilities.html',
  'SASB Electric Utilities Sustainability Accounting Standard (provisional, March 2016), document copy',
);
export const UTILITIES_SASB_FRAMEWORK = source(
  'https://energycentral.com/c/um/developing-esg-reporting-framework-electric-water-and-gas-utilities-using-sasb',
  'Energy Central – An ESG reporting framework for electric, water and gas utilities using SASB and TCFD',
);
export const SASB_OIL_GAS = source(
  'https://www.wolterskluwer.com/en/expert-insights/sasb-standards-oil-and-gas-exploration-and-production',
  'Wolters Kluwer – SASB Standards for oil and gas exploration and production',
  '2024-03-19',
);
export const GRI_11_OIL_GAS = source(
  'https://readkong.com/page/item-02-gri-sector-standard-project-for-oil-gas-and-3203858',
  'GSSB Item 02 – GRI 11: Oil and Gas Sector 2021 (final draft for approval)',
  '2021-06-11',
);
export const GRI_14_MINING = source(
  'https://achilles.com/en-in/industry-insights/gri-14-mining-standard-implementation-guide-for-mining-companies',
  'Achilles – GRI 14: Mining Sector 2024 implementation guide (25 likely material topics)',
);
export const GRI_COAL_AGRICULTURE_DRAFTS = source(
  'https://www.worldcoal.com/coal/20052021/gri-sector-standards-launch-two-proposed-new-standards/',
  'World Coal – GRI Sector Standards: exposure drafts for coal and for agriculture, aquaculture and fishing',
  '2021-05-20',
);
export const GRI_13_AGRICULTURE = source(
  'https://thefishsite.com/articles/gri-launches-new-aquaculture-standard',
  'The Fish Site – GRI 13: Agriculture, Aquaculture and Fishing Sectors 2022 launched',
);
export const SASB_FOOD_RETAIL = source(
  'https://sasb.ifrs.org/standards/materiality-finder/find/?industry%5B0%5D=FB-FR',
  'SASB Materiality Finder – Food Retailers & Distributors (FB-FR)',
);
export const SASB_WASTE_MANAGEMENT = source(
  'https://sasb.ifrs.org/standards/materiality-finder/find/?industry%5B0%5D=FB-FR&industry%5B1%5D=IF-WM',
  'SASB Materiality Finder – Food Retailers & Distributors compared with Waste Management (IF-WM)',
);
export const SASB_ELECTRONICS = source(
  'https://www.carrotsandsticks.net/media/wfyezqe2/323_10_sasb_2018.txt',
  'SASB Electronic Manufacturing Services & Original Design Manufacturing standard (TC-ES, 2018-10), text copy',
);
export const SASB_CONTAINERS_PACKAGING = source(
  'https://sasb.org/standards/materiality-finder/find/?industry%5B0%5D=RT-CP',
  'SASB Materiality Finder – Containers & Packaging (RT-CP)',
);
export const SASB_HOUSEHOLD_PRODUCTS = source(
  'https://sasb.org/standards/materiality-finder/find/?industry%5B0%5D=CG-HP',
  'SASB Materiality Finder – Household & Personal Products (CG-HP)',
);
export const SASB_COMMERCIAL_BANKS = source(
  'https://www.nochubank.or.jp/en/sustainability/disclosure/sasb/',
  'Norinchukin Bank – SASB Commercial Banks reference table (data security, financial inclusion, ESG in credit, financed emissions)',
);
export const SASB_FINANCIALS = source(
  'https://www.responsible-investor.com/sasb-momentum-financials/',
  'Responsible Investor – SASB financials standards: ESG integration and active ownership issues',
);
export const SASB_REAL_ESTATE = source(
  'https://www.nomura-re-hd.co.jp/english/sustainability/sasb/',
  'Nomura Real Estate – SASB Real Estate content index (energy and water management)',
);
export const SASB_AIR_FREIGHT = source(
  'https://www.sasb.org/standards/materiality-finder/find/?industry[0]=TR-AF',
  'SASB Materiality Finder – Air Freight & Logistics (TR-AF)',
);
export const SASB_ROAD_TRANSPORT = source(
  'https://www.carrotsandsticks.net/media/1lvcc55i/323_29_sasb_2018.txt',
  'SASB Road Transportation standard (TR-RO, 2018-10), text copy',
);
export const SASB_TRANSPORT_ISSUES = source(
  'https://www.accountingtoday.com/news/sustainability-accounting-standards-released-for-transportation-sector',
  'Accounting Today – SASB transportation standards: accident and safety, fuel use, fair labour practices',
);
export const SASB_PROFESSIONAL_SERVICES = source(
  'https://scribd.com/document/742331447/professional-and-commercial-services-standard-en-gb',
  'SASB Professional & Commercial Services standard (SV-PS, version 2023-12), document copy',
);
export const SASB_HUMAN_CAPITAL = source(
  'https://simssuisse.com/blog-sasb-introduces-new-bulletin-on-human-capital-disclosure-cooley-llp/',
  'SASB human capital bulletin (Cooley LLP summary)',
);
export const SASB_CONSTRUCTION = source(
  'https://planbe.eco/en/blog/sasb-for-the-construction-industry/',
  'Plan Be Eco – SASB for Construction (fleet emissions, water, worker safety, land use)',
);
export const EY_CONSTRUCTION = source(
  'https://www.ey.com/en_us/real-estate-hospitality-construction/esg-reporting-and-construction-industry',
  'EY – The current state of ESG reporting in the engineering and construction industry',
  '2021-11-29',
);
export const SASB_HEALTH_CARE = source(
  'https://studylib.net/doc/18560917/health-care-delivery---sustainability-accounting-standard...',
  'SASB Health Care Delivery research brief (August 2013), document copy',
);
export const GRI_HEALTH_CARE_TOPICS = source(
  'https://www.yumpu.com/en/document/view/21543947/45-healthcare-providers-and-services-and-healthcare-technology',
  'GRI Sustainability Topics for Sectors – Healthcare Providers and Services (May 2013)',
);
export const SASB_HOTELS = source(
  'https://www.carrotsandsticks.net/media/hqulgise/323_75_sasb_2018.txt',
  'SASB Hotels & Lodging standard (SV-HL, 2018-10), text copy',
);
export const HOSPITALITY_ESG_PROFILE = source(
  'https://toolkit.bii.co.uk/sector-profiles/hospitality/',
  'British International Investment ESG toolkit – hospitality sector profile',
);

/** Fact-sheet sources for laws that make a topic financially material for a sector. */
export const EUDR_LAW = source(
  'https://eur-lex.europa.eu/eli/reg/2023/1115/oj',
  'Regulation (EU) 2023/1115 (EUDR)',
  '2026-11-21',
);
export const BATTERIES_LAW = source(
  'https://eur-lex.europa.eu/eli/reg/2023/1542/oj',
  'Regulation (EU) 2023/1542 (Batteries Regulation)',
  '2026-11-21',
);
export const PPWR_LAW = source(
  'https://eur-lex.europa.eu/eli/reg/2025/40/oj',
  'Regulation (EU) 2025/40 (PPWR)',
  '2026-11-21',
);
export const ESPR_LAW = source(
  'https://eur-lex.europa.eu/eli/reg/2024/1781/oj',
  'Regulation (EU) 2024/1781 (ESPR)',
  '2026-11-21',
);
export const FORCED_LABOUR_LAW = source(
  'https://eur-lex.europa.eu/eli/reg/2024/3015/oj',
  'Regulation (EU) 2024/3015 (Forced Labour Regulation)',
  '2026-11-21',
);
export const ETS_LAW = source(
  'https://eur-lex.europa.eu/eli/dir/2003/87/oj',
  'Directive 2003/87/EC (EU Emissions Trading System)',
  '2026-11-21',
);
export const SFDR_LAW = source(
  'https://eur-lex.europa.eu/eli/reg/2019/2088/oj',
  'Regulation (EU) 2019/2088 (SFDR)',
  '2026-11-21',
);
