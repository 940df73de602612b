import {
  CARB_CLIMATE_DISCLOSURE,
  ISSB_S2_AMENDMENTS,
  KEIDANREN_ISSB_NATURE,
  PIPELINE_CHECKED,
  pipelineSource,
} from '../policy-sources.js';
import type { PipelineItem } from '../types.js';

/** US, Australian and global-standard items in the pipeline (fact sheet §18–§21). */
export const WORLD_AND_STANDARD_ITEMS: PipelineItem[] = [
  {
    id: 'us-ca-sb253',
    name: 'California SB 253: Scope 3 reporting',
    stage: 'phasing-in',
    sectorLabel: 'All sectors – US entities doing business in California with revenue above $1bn',
    summary:
      'US-organised companies doing business in California with more than $1bn revenue filed their first Scope 1 and 2 report by 10 August 2026 under CARB’s regulation. Scope 3 emissions follow from 2027 (on 2026 data), and assurance tightens over time.',
    milestones: [
      { date: '2026-08-10', label: 'first Scope 1 and 2 report due by' },
      { date: '2027-01-01', label: 'Scope 3 reporting (2026 data) from', precision: 'year' },
    ],
    uncertainty:
      'The Ninth Circuit appeal (argued 9 Jan 2026) was undecided in the material, and one repository gives 10 Nov 2026 as the first due date.',
    geography: { kind: 'fact', fact: 'doesBusinessInCalifornia', label: 'doing business in California' },
    size: {
      label: 'total annual revenue above $1bn',
      combine: 'all',
      turnoverAbove: { currency: 'USD', amount: 1e9 },
    },
    exposure: { kind: 'cross-sector' },
    sources: [
      CARB_CLIMATE_DISCLOSURE,
      pipelineSource(
        'https://whatstrending.fenwick.com/post/key-takeaways-carbs-third-virtual-public-workshop-california-climate-disclosure-laws',
        "Fenwick: key takeaways from CARB's third public workshop on the California climate disclosure laws",
      ),
    ],
    asOf: PIPELINE_CHECKED,
  },
  {
    id: 'us-ca-sb261',
    name: 'California SB 261: climate-related financial risk reports',
    stage: 'enjoined',
    sectorLabel: 'All sectors except insurance – US entities doing business in California above $500m revenue',
    summary:
      'SB 261 requires a biennial, public climate-risk report aligned with TCFD or ISSB from US companies doing business in California with more than $500m revenue. The Ninth Circuit enjoined enforcement in November 2025 and CARB will not enforce the 1 January 2026 deadline; a new date will follow the appeal.',
    milestones: [],
    geography: { kind: 'fact', fact: 'doesBusinessInCalifornia', label: 'doing business in California' },
    size: {
      label: 'total annual revenue above $500m',
      combine: 'all',
      turnoverAbove: { currency: 'USD', amount: 500e6 },
    },
    exposure: { kind: 'cross-sector' },
    relevanceCap: { max: 'Medium', why: 'enforcement is enjoined and no due date is set' },
    sources: [
      CARB_CLIMATE_DISCLOSURE,
      pipelineSource(
        'https://www.esgdive.com/news/carb-issues-enforcement-advisory-on-sb-261-following-appeals-court-decision/806802',
        'ESG Dive: CARB enforcement advisory on SB 261',
      ),
    ],
    asOf: PIPELINE_CHECKED,
  },
  {
    id: 'us-sec-climate-rescission',
    name: 'SEC climate disclosure rule (rescission proposed)',
    stage: 'rescission-proposed',
    sectorLabel: 'SEC registrants',
    summary:
      'The SEC’s 2024 climate disclosure rule never took effect: it was stayed pending litigation, the SEC stopped defending it in 2025 and proposed to rescind it on 29 May 2026. No final rescission was found; it creates no obligation.',
    milestones: [],
    geography: { kind: 'countries', countries: ['US'], label: 'the US', nexusFacts: ['listedOnUsExchange'] },
    exposure: { kind: 'listed', markets: ['us'] },
    relevanceCap: { max: 'Low', why: 'the rule never took effect and is proposed for rescission' },
    sources: [
      pipelineSource('https://www.sec.gov/rules-regulations/2026/05/s7-2026-19', 'SEC: rescission of climate-related disclosure rules'),
    ],
    asOf: PIPELINE_CHECKED,
  },
  {
    id: 'au-aasb-s2-group-3',
    name: 'Australia mandatory climate reporting (AASB S2): Group 3',
    stage: 'phasing-in',
    sectorLabel: 'All sectors – Australian Chapter 2M reporters',
    summary:
      'Australian entities reporting under Chapter 2M of the Corporations Act file AASB S2 climate statements in three groups. Group 2 started with years beginning 1 July 2026; Group 3 (2 of 3: revenue A$50m, assets A$25m, 100 employees) starts with years beginning 1 July 2027.',
    milestones: [
      { date: '2026-07-01', label: 'Group 2 reports on years starting on or after' },
      { date: '2027-07-01', label: 'Group 3 reports on years starting on or after' },
    ],
    geography: { kind: 'countries', countries: ['AU'], label: 'Australia' },
    size: {
      label: 'Group 3, 2 of 3: revenue A$50m, assets A$25m, 100 employees',
      combine: 'two-of-three',
      employeesAbove: 100,
      turnoverAbove: { currency: 'AUD', amount: 50e6 },
      inclusive: true,
    },
    exposure: { kind: 'cross-sector' },
    sources: [
      pipelineSource(
        'https://pwc.com.au/assurance/esg-reporting/australian-sustainability-reporting-finalised-legislation.html',
        'PwC Australia: sustainability reporting legislation finalised',
      ),
    ],
    asOf: PIPELINE_CHECKED,
  },
  {
    id: 'global-ifrs-s2-amendments',
    name: 'IFRS S2 targeted amendments and ISSB jurisdictional adoption',
    stage: 'adopted',
    sectorLabel: 'All sectors – companies reporting under ISSB-based rules',
    summary:
      'The ISSB amended IFRS S2 in December 2025 (financed emissions only for Scope 3 category 15, alternative GWP values, relief from the GHG Protocol where a jurisdiction requires another method), effective 1 January 2027. Adoption keeps spreading: the ISSB counted 36 jurisdictions on the path to adoption in mid-2025.',
    milestones: [{ date: '2027-01-01', label: 'amendments effective from' }],
    uncertainty: 'Adoption counts differ by source and date; treat them as indicative.',
    // Jurisdictions the fact sheet (§20) names as having adopted ISSB-based standards; a UK listing brings
    // a foreign company in through UK SRS.
    geography: {
      kind: 'countries',
      countries: ['GB', 'AU', 'HK', 'JP', 'SG', 'BR'],
      label: 'a jurisdiction that adopted ISSB-based standards',
      nexusFacts: ['listedOnUkRegulatedMarket'],
    },
    size: { label: 'more than 250 employees', combine: 'all', employeesAbove: 250 },
    exposure: { kind: 'cross-sector' },
    sources: [
      ISSB_S2_AMENDMENTS,
      pipelineSource(
        'https://www.ipe.com/news/ifrs-sustainability-reporting-framework-makes-global-progress-says-lloyd/10131101.article',
        'IPE: IFRS sustainability reporting framework makes global progress',
      ),
    ],
    asOf: PIPELINE_CHECKED,
  },
  {
    id: 'global-issb-nature',
    name: 'ISSB nature-related disclosures (building on TNFD)',
    stage: 'in-development',
    sectorLabel: 'Nature-dependent sectors – agriculture, food, extractives, apparel',
    summary:
      'The ISSB decided to set nature-related disclosure requirements drawing on the TNFD recommendations, with an exposure draft targeted for the CBD COP17 in October 2026. It would extend the global baseline from climate to biodiversity and ecosystems.',
    milestones: [],
    uncertainty: 'The date of the ISSB decision (7 Nov 2025 or 28 Jan 2026) differs between sources.',
    geography: { kind: 'global' },
    size: { label: 'more than 250 employees', combine: 'all', employeesAbove: 250 },
    exposure: {
      kind: 'sectors',
      label: 'nature-dependent operations or supply chains',
      core: ['A', 'agriculture-food', 'B', 'extractives'],
      probable: ['apparel', 'packaging-heavy-consumer-goods', 'C', 'financial-services', 'asset-management'],
    },
    relevanceCap: { max: 'Medium', why: 'the standard is still being drafted' },
    sources: [KEIDANREN_ISSB_NATURE],
    asOf: PIPELINE_CHECKED,
  },
  {
    id: 'global-ghg-protocol-scope2',
    name: 'GHG Protocol Scope 2 revision',
    stage: 'in-development',
    sectorLabel: 'All sectors – companies reporting market-based Scope 2 emissions',
    summary:
      'The GHG Protocol consulted until 31 January 2026 on requiring hourly matching and deliverability for market-based Scope 2 reporting, with thresholds, a legacy clause and phased implementation. A second consultation runs in 2026 and the final standard is expected in 2027; renewable-electricity claims based on annual certificates may no longer count in full.',
    milestones: [{ date: '2027-01-01', label: 'final standard expected in', precision: 'year' }],
    geography: { kind: 'global' },
    size: { label: 'more than 250 employees', combine: 'all', employeesAbove: 250 },
    exposure: { kind: 'cross-sector' },
    relevanceCap: { max: 'Medium', why: 'the revision is still in consultation' },
    sources: [
      pipelineSource(
        'https://ghgprotocol.org/blog/scope-2-standard-advances-isb-approves-consultation-market-and-location-based-revisions',
        'GHG Protocol: Scope 2 standard advances',
      ),
      pipelineSource(
        'https://www.csofutures.com/news/ghg-protocol-opens-consultation-on-scope-2-accounting-update',
        'CSO Futures: GHG Protocol opens consultation on Scope 2 update',
      ),
    ],
    asOf: PIPELINE_CHECKED,
  },
  {
    id: 'global-sbti-net-zero-v2',
    name: 'SBTi Corporate Net-Zero Standard V2.0',
    stage: 'adopted',
    sectorLabel: 'All sectors – companies setting science-based targets',
    summary:
      'SBTi published version 2.0 of its Corporate Net-Zero Standard on 11 June 2026. Validation against it opens on 1 February 2027 and it becomes mandatory for new submissions from about January 2028; it sorts companies into Category A (large, and medium in high-income countries) and B, adds annual progress disclosure and a five-year review cycle.',
    milestones: [
      { date: '2027-02-01', label: 'validation against V2.0 opens' },
      { date: '2028-01-01', label: 'mandatory for new submissions from about', precision: 'month' },
    ],
    geography: { kind: 'global' },
    size: { label: 'more than 50 employees (Category A or medium-sized)', combine: 'all', employeesAbove: 50 },
    exposure: { kind: 'cross-sector' },
    relevanceCap: { max: 'Medium', why: 'a voluntary standard binds only companies that commit to it' },
    sources: [
      pipelineSource(
        'https://sciencebasedtargets.org/news/the-sbti-releases-corporate-net-zero-standard-v2-0-to-accelerate-corporate-climate-action',
        'SBTi releases Corporate Net-Zero Standard V2.0',
      ),
    ],
    asOf: PIPELINE_CHECKED,
  },
];
