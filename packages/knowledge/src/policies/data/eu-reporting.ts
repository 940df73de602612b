import {
  CSDDD_TEXT,
  OMNIBUS_I,
  OMNIBUS_I_FRESHFIELDS,
  OMNIBUS_I_LINKLATERS,
  PIPELINE_CHECKED,
  REVISED_ESRS_AGENCE_EUROPE,
  pipelineSource,
} from '../policy-sources.js';
import type { PipelineItem, SizeScope } from '../types.js';

/** CSRD after Omnibus I: more than 1,000 employees AND more than €450m net turnover (fact sheet §2.1). */
const CSRD_OMNIBUS_SIZE: SizeScope = {
  label: 'more than 1,000 employees and more than €450m net turnover',
  combine: 'all',
  employeesAbove: 1000,
  turnoverAbove: { currency: 'EUR', amount: 450e6 },
};

/** EU sustainability reporting and due-diligence items in the pipeline (fact sheet §2–§5). */
export const EU_REPORTING_ITEMS: PipelineItem[] = [
  {
    id: 'eu-csrd-omnibus',
    name: 'CSRD as amended by Omnibus I',
    stage: 'transposition-pending',
    sectorLabel: 'All sectors – EU companies and groups above 1,000 employees and €450m turnover',
    summary:
      'Omnibus I narrows the CSRD to EU companies or groups that have more than 1,000 employees and more than €450m net turnover; listed SMEs leave the mandatory scope and assurance stays limited. Companies not yet reporting start with financial year 2027 (report in 2028). Member States must transpose the change by 19 March 2027; until they do, their existing CSRD law (already amended by stop-the-clock) still governs.',
    milestones: [
      { date: '2027-03-19', label: 'national transposition due by' },
      { date: '2027-07-01', label: 'limited-assurance standard due by' },
      { date: '2028-01-01', label: 'first reports (financial year 2027) published in', precision: 'year' },
    ],
    uncertainty:
      'No Member State is confirmed to have transposed Omnibus I yet; the national law in force may still use the older thresholds.',
    geography: { kind: 'eu', nonEuReach: false },
    size: CSRD_OMNIBUS_SIZE,
    exposure: { kind: 'cross-sector' },
    sources: [
      OMNIBUS_I,
      OMNIBUS_I_LINKLATERS,
      pipelineSource(
        'https://www.mofo.com/resources/insights/251222-eu-sustainability-omnibus-i-detailed-omnibus',
        'Morrison Foerster: EU Sustainability Omnibus I in detail',
      ),
    ],
    asOf: PIPELINE_CHECKED,
  },
  {
    id: 'eu-esrs-revised',
    name: 'Revised (simplified) ESRS',
    stage: 'adopted',
    sectorLabel: 'All sectors – companies reporting under the CSRD',
    summary:
      'The Commission adopted a simplified set of European Sustainability Reporting Standards on 3 July 2026, cutting mandatory datapoints by about 60%. The revised set is mandatory from financial year 2027; for 2026 a company may choose the first set, the first set with reliefs, or the revised set, and must say which. Some disclosure requirements are renumbered (for example gross GHG emissions move from E1-6 to E1-8).',
    milestones: [
      { date: '2026-11-10', label: 'delegated regulation in force from' },
      { date: '2027-01-01', label: 'mandatory for financial years starting on or after' },
    ],
    uncertainty:
      'The publication as Delegated Regulation (EU) 2026/1563 (in force 10 Nov 2026) comes from third-party repositories only; check it against EUR-Lex.',
    geography: { kind: 'eu', nonEuReach: false },
    size: CSRD_OMNIBUS_SIZE,
    exposure: { kind: 'cross-sector' },
    sources: [
      REVISED_ESRS_AGENCE_EUROPE,
    ],
    asOf: PIPELINE_CHECKED,
  },
  {
    id: 'eu-voluntary-standard-value-chain-cap',
    name: 'EU voluntary reporting standard (VSME-based) and value-chain cap',
    stage: 'adopted',
    sectorLabel: 'All sectors – companies with up to 1,000 employees in CSRD reporters’ value chains',
    summary:
      'A delegated act adopted on 3 July 2026 sets a voluntary reporting standard based on the VSME and caps what CSRD reporters may ask of smaller business partners. From financial year 2027, companies with up to 1,000 employees can decline value-chain requests that go beyond the voluntary standard’s datapoints.',
    milestones: [{ date: '2027-01-01', label: 'value-chain cap applies to requests for financial years from' }],
    uncertainty:
      'Its publication as Delegated Regulation (EU) 2026/1560 comes from third-party repositories only.',
    geography: { kind: 'eu', nonEuReach: true },
    size: { label: 'at most 1,000 employees', combine: 'all', employeesAtMost: 1000 },
    exposure: { kind: 'cross-sector' },
    sources: [
      REVISED_ESRS_AGENCE_EUROPE,
      OMNIBUS_I,
      pipelineSource('https://eur-lex.europa.eu/eli/reco/2025/1710/oj', 'Commission Recommendation (EU) 2025/1710 (VSME)'),
    ],
    asOf: PIPELINE_CHECKED,
  },
  {
    id: 'eu-csrd-non-eu-standard',
    name: 'CSRD reporting for non-EU groups (N-ESRS)',
    stage: 'in-development',
    sectorLabel: 'All sectors – non-EU groups with more than €450m EU turnover',
    summary:
      'Non-EU groups with more than €450m net turnover in the EU in each of the last two years, and an EU subsidiary or branch above €200m, report on their impacts from financial year 2028 (report in 2029) under a dedicated standard that EFRAG is drafting.',
    milestones: [
      { date: '2027-01-01', label: 'EFRAG technical advice expected around the end of', precision: 'month' },
      { date: '2028-01-01', label: 'first financial year reported:', precision: 'year' },
    ],
    uncertainty:
      'Sources differ on whether any large EU subsidiary qualifies, or only one with more than €200m turnover.',
    geography: { kind: 'non-eu-groups' },
    size: {
      label: 'more than €450m turnover (of which the EU share decides)',
      combine: 'all',
      turnoverAbove: { currency: 'EUR', amount: 450e6 },
    },
    exposure: { kind: 'cross-sector' },
    sources: [OMNIBUS_I, OMNIBUS_I_FRESHFIELDS],
    asOf: PIPELINE_CHECKED,
  },
  {
    id: 'eu-csddd',
    name: 'Corporate Sustainability Due Diligence Directive (CSDDD)',
    stage: 'delayed',
    sectorLabel: 'All sectors – companies above 5,000 employees and €1.5bn turnover',
    summary:
      'Omnibus I delays and narrows the CSDDD: it now reaches EU companies with more than 5,000 employees and more than €1.5bn worldwide turnover (non-EU companies: more than €1.5bn EU turnover) and applies to all of them from 26 July 2029. Companies must run risk-based human-rights and environmental due diligence; the climate transition plan duty was deleted and fines are capped at 3% of worldwide turnover.',
    milestones: [
      { date: '2027-07-01', label: 'Commission guidelines due by', precision: 'month' },
      { date: '2028-07-26', label: 'national transposition due by' },
      { date: '2029-07-26', label: 'applies to all in-scope companies from', headline: true },
    ],
    geography: { kind: 'eu', nonEuReach: true },
    size: {
      label: 'more than 5,000 employees and more than €1.5bn turnover',
      combine: 'all',
      employeesAbove: 5000,
      turnoverAbove: { currency: 'EUR', amount: 1.5e9 },
    },
    exposure: { kind: 'cross-sector' },
    sources: [
      CSDDD_TEXT,
      OMNIBUS_I,
      pipelineSource(
        'https://www.clecat.org/en/news/newsletters/council-and-parliament-agree-on-omnibus-i',
        'CLECAT: Council and Parliament agree on Omnibus I',
      ),
    ],
    asOf: PIPELINE_CHECKED,
  },
  {
    id: 'eu-taxonomy-simplification',
    name: 'EU Taxonomy reporting simplification',
    stage: 'adopted',
    sectorLabel: 'All sectors – companies reporting under the CSRD',
    summary:
      'A delegated act of 4 July 2025 simplifies Taxonomy (Article 8) reporting: activities below 10% of turnover, CapEx or OpEx can be treated as non-material and the templates shrink. It applies from 1 January 2026 (financial year 2025 reports); for that year companies may choose the old or new rules and must say which.',
    milestones: [{ date: '2026-01-01', label: 'applies from' }],
    uncertainty: 'The Official Journal number of the simplification act was not captured in the material.',
    geography: { kind: 'eu', nonEuReach: false },
    size: CSRD_OMNIBUS_SIZE,
    exposure: { kind: 'cross-sector' },
    sources: [
      pipelineSource(
        'https://www.arthurcox.com/insights/eu-taxonomy-simplification-measures-adopted',
        'Arthur Cox: EU Taxonomy simplification measures adopted',
      ),
    ],
    asOf: PIPELINE_CHECKED,
  },
  {
    id: 'eu-sfdr-2',
    name: 'SFDR 2.0 (proposal)',
    stage: 'proposal',
    sectorLabel: 'Financial services – asset managers and financial product providers',
    summary:
      'The Commission proposed on 20 November 2025 to replace the Article 8/9 product labels with three categories (Transition, ESG Basics, Sustainable), each needing at least 70% of investments to meet its aim, to drop entity-level principal adverse impact statements and to take portfolio management and advice out of scope. Earliest application is around 2028.',
    milestones: [{ date: '2028-01-01', label: 'earliest application around', precision: 'year' }],
    uncertainty:
      'Later steps (Council mandate June 2026, Parliament committee vote September 2026) come from third-party repositories only.',
    geography: { kind: 'eu', nonEuReach: true },
    exposure: { kind: 'financial' },
    sources: [
      pipelineSource(
        'https://sustainablefutures.linklaters.com/post/102lvwv/sfdr-2-0-what-you-need-to-know',
        'Linklaters: SFDR 2.0 – what you need to know',
      ),
      pipelineSource('https://www.arthurcox.com/knowledge/sfdr-2-0', 'Arthur Cox: SFDR 2.0'),
    ],
    asOf: PIPELINE_CHECKED,
  },
];
