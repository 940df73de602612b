import { PIPELINE_CHECKED, pipelineSource } from '../policy-sources.js';
import type { PipelineItem } from '../types.js';

/** EU climate pricing and national (member-state, UK, Swiss) items in the pipeline (fact sheet §13–§16). */
export const EU_CLIMATE_AND_NATIONAL_ITEMS: PipelineItem[] = [
  {
    id: 'eu-ets2',
    name: 'EU ETS2 (buildings and road transport fuels)',
    stage: 'delayed',
    sectorLabel: 'Energy – fuel suppliers; transport and real estate bear the cost',
    summary:
      'ETS2 puts a carbon price on fuels for buildings, road transport and additional sectors. Fuel suppliers have monitored and reported since 2025; the allowance and compliance phase was postponed from 2027 to 2028 with the 2040 climate-target amendment of the European Climate Law, adopted in March 2026. Fuel costs for transport and building operators are expected to rise as suppliers pass the price on.',
    milestones: [{ date: '2028-01-01', label: 'allowance and compliance phase starts', precision: 'year' }],
    uncertainty:
      'The Climate Law amendment is cited as Regulation (EU) 2026/667 only by third-party repositories.',
    geography: { kind: 'eu', nonEuReach: false },
    exposure: {
      kind: 'sectors',
      label: 'fuel supply, or fuel use in transport and buildings',
      core: ['energy'],
      probable: ['D', 'transport', 'H', 'real-estate', 'L'],
    },
    sources: [
      pipelineSource(
        'https://www.argusmedia.com/zh/news-and-insights/latest-market-news/2787018-eu-parliament-adopts-2040-climate-target',
        'Argus Media: EU Parliament adopts 2040 climate target, ETS2 postponed by one year to 2028',
      ),
      pipelineSource('https://veyt.com/eu-ets2-delay-to-2028', 'Veyt: Council agrees 2040 target and a one-year ETS2 delay'),
    ],
    asOf: PIPELINE_CHECKED,
  },
  {
    id: 'be-csrd-omnibus-transposition',
    name: 'Belgian CSRD law: Omnibus I transposition',
    stage: 'transposition-pending',
    sectorLabel: 'All sectors – Belgian large companies (250 employees, €50m turnover, €25m balance sheet)',
    summary:
      'Belgium transposed the CSRD (law of 2 December 2024) and stop-the-clock (law of 12 December 2025): large companies meeting 2 of 3 criteria (250 employees, €50m turnover, €25m balance sheet) report from financial year 2027. Omnibus I, which lifts the thresholds to 1,000 employees and €450m turnover, must be transposed by 19 March 2027; until Belgium does so, the current thresholds stand.',
    milestones: [
      { date: '2027-01-01', label: 'wave 2 (large companies) reports on financial years from' },
      { date: '2027-03-19', label: 'Omnibus I transposition due by' },
    ],
    uncertainty: 'No Belgian bill transposing Omnibus I was found in the material.',
    geography: { kind: 'countries', countries: ['BE'], label: 'Belgium' },
    size: {
      label: '2 of 3: more than 250 employees, €50m turnover, €25m balance sheet',
      combine: 'two-of-three',
      employeesAbove: 250,
      turnoverAbove: { currency: 'EUR', amount: 50e6 },
    },
    exposure: { kind: 'cross-sector' },
    sources: [
      pipelineSource(
        'https://www.claeysengels.be/en-gb/news-events/eu-stop-clock-directive-under-csrd-implemented-under-belgian-law-second-and-third-waves',
        'Claeys & Engels: stop-the-clock implemented under Belgian law',
      ),
      pipelineSource(
        'https://kpmg.com/be/en/home/insights/2024/12/txl-csrd-is-transposed-into-belgian-law.html',
        'KPMG Belgium: CSRD transposed into Belgian law',
      ),
    ],
    asOf: PIPELINE_CHECKED,
  },
  {
    id: 'de-lksg-amendment',
    name: 'German Supply Chain Act (LkSG) amendment',
    stage: 'amendment-pending',
    sectorLabel: 'All sectors – companies with at least 1,000 employees in Germany',
    summary:
      'A government bill of September 2025 abolishes the LkSG annual report retroactively from 2023 and cuts fineable offences to serious breaches; BAFA stopped reviewing reports in October 2025. The due-diligence duties themselves remain until the CSDDD transposition (due 26 July 2028) replaces the law.',
    milestones: [{ date: '2028-07-26', label: 'CSDDD transposition, replacing the LkSG, due by' }],
    uncertainty: 'Final adoption and promulgation of the amendment are not confirmed in the material.',
    geography: {
      kind: 'countries',
      countries: ['DE'],
      label: 'Germany',
      nexusFacts: ['employeesInGermany'],
    },
    size: {
      label: 'at least 1,000 employees in Germany',
      combine: 'all',
      employeesAbove: 1000,
      inclusive: true,
      employeesFact: 'employeesInGermany',
    },
    exposure: { kind: 'cross-sector' },
    sources: [
      pipelineSource(
        'https://kpmg-law.de/en/supply-chain-act-reporting-obligation-no-longer-applies-sanctions-reduced',
        'KPMG Law: LkSG reporting obligation no longer applies',
      ),
      pipelineSource('https://www.gesetze-im-internet.de/lksg/', 'Lieferkettensorgfaltspflichtengesetz (LkSG)'),
    ],
    asOf: PIPELINE_CHECKED,
  },
  {
    id: 'nl-due-diligence-bills',
    name: 'Dutch due-diligence bills (Wivo) and Child Labour Due Diligence Act',
    stage: 'proposal',
    sectorLabel: 'All sectors – Dutch companies; child-labour act: anyone selling to Dutch end-users',
    summary:
      'The Netherlands has no general due-diligence law in force. The government bill transposing the CSDDD (Wivo) was drafted on the original thresholds and must now follow Omnibus I (5,000 employees, €1.5bn turnover) by July 2028; the 2019 Child Labour Due Diligence Act was enacted but never brought into force.',
    milestones: [{ date: '2028-07-26', label: 'CSDDD transposition due by' }],
    geography: { kind: 'countries', countries: ['NL'], label: 'the Netherlands' },
    // The Wvdio bill's 'large' test (2 of 3: €20m balance sheet, €40m turnover, 250 employees).
    size: {
      label: '2 of 3: more than 250 employees, €40m turnover, €20m balance sheet',
      combine: 'two-of-three',
      employeesAbove: 250,
      turnoverAbove: { currency: 'EUR', amount: 40e6 },
    },
    exposure: { kind: 'cross-sector' },
    relevanceCap: { max: 'Medium', why: 'bills and a law not in force create no obligation yet' },
    sources: [
      pipelineSource(
        'https://stibbe.com/publications-and-insights/draft-bill-on-the-implementation-of-the-csddd-wivo-published',
        'Stibbe: draft bill implementing the CSDDD (Wivo) published',
      ),
      pipelineSource(
        'https://pelsrijcken.nl/en/news/first-dutch-law-in-business-and-human-rights-2',
        'Pels Rijcken: first Dutch law in business and human rights',
      ),
    ],
    asOf: PIPELINE_CHECKED,
  },
  {
    id: 'ch-co-revision',
    name: 'Swiss sustainability reporting revision (CO art. 964a ff.)',
    stage: 'paused',
    sectorLabel: 'All sectors – Swiss companies above 250 employees',
    summary:
      'A 2024 draft would widen Swiss non-financial reporting to companies with 250 employees and CHF 25m balance sheet or CHF 50m revenue (about 3,500 companies) and align the climate ordinance. In March 2025 the Federal Council decided to wait for EU developments before amending the law, and on 25 June 2025 it paused the climate-ordinance revision too; no later decision was found.',
    milestones: [],
    geography: { kind: 'countries', countries: ['CH'], label: 'Switzerland' },
    size: {
      label: 'draft: 2 of 3 of 250 employees, CHF 50m revenue, CHF 25m balance sheet',
      combine: 'two-of-three',
      employeesAbove: 250,
      turnoverAbove: { currency: 'CHF', amount: 50e6 },
      inclusive: true,
    },
    exposure: { kind: 'cross-sector' },
    relevanceCap: { max: 'Medium', why: 'the revision is paused and creates no obligation yet' },
    sources: [
      pipelineSource(
        'https://www.sif.admin.ch/de/newnsb/o-9C-JRLbzdn2YfnJFzh7',
        'Federal Council (SIF) press release, 25 Jun 2025: climate reporting ordinance revision paused',
      ),
      pipelineSource(
        'https://swissholdings.ch/en/sustainability-rules-federal-council-chooses-an-internationally-coordinated-approach/',
        'SwissHoldings: Federal Council chooses an internationally coordinated approach (March 2025)',
      ),
      pipelineSource(
        'https://handbooks.six-group.com/en/sustainability/schweizer-recht-ueberblick-ueber-die-nachhaltigkeitsanforderungen/nachhaltigkeitsberichterstattung',
        'SIX handbook: Swiss sustainability reporting requirements',
      ),
    ],
    asOf: PIPELINE_CHECKED,
  },
  {
    id: 'uk-srs-fca',
    name: 'UK Sustainability Reporting Standards for listed issuers (FCA rules)',
    stage: 'adopted',
    sectorLabel: 'All sectors – companies listed in the UK',
    summary:
      'The UK endorsed IFRS S1/S2 as UK SRS S1 and S2 on 25 February 2026. The FCA consulted (CP26/5) on requiring about 500 UK-listed issuers to apply them for periods from 1 January 2027, with climate (S2) mandatory except Scope 3, S1 on a comply-or-explain basis, and a statement on whether a transition plan exists.',
    milestones: [{ date: '2027-01-01', label: 'applies to accounting periods beginning on or after' }],
    uncertainty:
      'The final FCA policy statement (PS26/19, 30 Sep 2026) is known from repositories only, and they conflict on whether S2 is mandatory or comply-or-explain.',
    geography: { kind: 'countries', countries: ['GB'], label: 'the UK', nexusFacts: ['listedOnUkRegulatedMarket'] },
    exposure: { kind: 'listed', markets: ['uk'] },
    sources: [
      pipelineSource(
        'https://kpmg.com/xx/en/our-insights/regulatory-insights/fca-cp26-5-from-tcfd-to-uk-srs.html',
        'KPMG: FCA CP26/5 – from TCFD to UK SRS',
      ),
      pipelineSource(
        'https://www.bakermckenzie.com/en/insight/publications/2026/02/fca-launches-consultation-on-sustainability-disclosures',
        'Baker McKenzie: FCA launches consultation on sustainability disclosures',
      ),
    ],
    asOf: PIPELINE_CHECKED,
  },
];
