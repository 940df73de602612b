import { PIPELINE_CHECKED, pipelineSource } from '../policy-sources.js';
import type { PipelineItem } from '../types.js';

/** Goods-producing sectors: placing products on the market is typical for them. */
const GOODS_SECTORS = ['A', 'B', 'C', 'G', 'agriculture-food', 'extractives', 'packaging-heavy-consumer-goods'];
/** Sectors with well-documented forced-labour risk in supply chains (cotton, electronics minerals, crops). */
const FORCED_LABOUR_RISK_SECTORS = ['apparel', 'textiles', 'electronics-batteries', 'agriculture-food', 'extractives'];

/** EU product-market and trade items in the pipeline (fact sheet §6–§12). */
export const EU_PRODUCT_ITEMS: PipelineItem[] = [
  {
    id: 'eu-eudr',
    name: 'EU Deforestation Regulation (EUDR)',
    stage: 'delayed',
    sectorLabel: 'Agriculture, food, wood and rubber – any size',
    summary:
      'Anyone placing cattle, cocoa, coffee, oil palm, rubber, soya or wood (and listed products made from them) on the EU market, or exporting them, must show they are deforestation-free and legally produced, with geolocated due diligence and a statement filed before placing them. After two delays it applies from 30 December 2026 to large and medium operators and from 30 June 2027 to micro and small ones; only the first placer files the statement.',
    milestones: [
      { date: '2026-12-30', label: 'applies to large and medium operators from' },
      { date: '2027-06-30', label: 'applies to micro and small operators from' },
      { date: '2027-12-30', label: 'revised Annex I additions (e.g. soluble coffee) apply from' },
    ],
    uncertainty:
      'The Annex I rewrite (Delegated Regulation (EU) 2026/2102) is known from third-party repositories only; the date of Regulation (EU) 2025/2650 is given as 17 or 19 December 2025.',
    geography: { kind: 'eu', nonEuReach: true },
    exposure: {
      kind: 'goods',
      label: 'EUDR commodities (cattle, cocoa, coffee, oil palm, rubber, soya, wood)',
      goods: ['cattle', 'cocoa', 'coffee', 'oil-palm', 'rubber', 'soya', 'wood'],
      core: [],
      probable: ['A', 'agriculture-food'],
      // Farming and forestry, and the makers of wood products, paper and furniture (Annex I: HS 44,
      // 47–48, 9403), as the EUDR applicability rule presumes.
      divisions: ['01', '02', '16', '17', '31'],
    },
    sources: [
      pipelineSource('https://eur-lex.europa.eu/eli/reg/2025/2650/oj/eng', 'Regulation (EU) 2025/2650 amending the EUDR'),
      pipelineSource('https://eur-lex.europa.eu/eli/reg/2023/1115/oj', 'Regulation (EU) 2023/1115 (EUDR)'),
      pipelineSource(
        'https://fendlersalva.com/insights/eudr-regulation-the-european-commission-clarifies-and-simplifies-the-framework-ahead-of-2026/',
        'Fendler Salva: the Commission clarifies and simplifies the EUDR framework ahead of 2026',
      ),
    ],
    asOf: PIPELINE_CHECKED,
  },
  {
    id: 'eu-cbam-definitive',
    name: 'CBAM definitive period: certificates and first annual declaration',
    stage: 'phasing-in',
    sectorLabel: 'Importers of iron and steel, aluminium, cement, fertilisers, hydrogen, electricity',
    summary:
      'Since 1 January 2026 importers of CBAM goods above 50 tonnes a year (any electricity or hydrogen) must be authorised declarants. Certificate sales start on 1 February 2027 and the first annual declaration, with certificates surrendered for 2026 imports, is due by 30 September 2027; the charge rises as free ETS allocation is phased out until 2034.',
    milestones: [
      { date: '2026-01-01', label: 'definitive period from' },
      { date: '2027-02-01', label: 'certificate sales start' },
      { date: '2027-09-30', label: 'first annual declaration and surrender due by' },
    ],
    geography: { kind: 'eu', nonEuReach: true },
    exposure: {
      kind: 'goods',
      label: 'CBAM goods',
      goods: [
        'cbam-iron-steel',
        'cbam-aluminium',
        'cbam-cement',
        'cbam-fertilisers',
        'cbam-hydrogen',
        'cbam-electricity',
      ],
      core: [],
      probable: ['C', 'F', 'energy'],
      // Basic chemicals (fertilisers, hydrogen), non-metallic minerals (cement), basic metals and the metal,
      // machinery, electrical and vehicle makers that import them, construction, power.
      divisions: ['20.1', '23', '24', '25', '27', '28', '29', '30', '33', '35', '41', '42', '43'],
    },
    sources: [
      pipelineSource(
        'https://taxation-customs.ec.europa.eu/carbon-border-adjustment-mechanism_en',
        'European Commission: Carbon Border Adjustment Mechanism',
      ),
      pipelineSource(
        'https://www.pwc.com/mt/en/publications/tax-legal/regulation-eu-2025-2083-simplifying-the-carbon-border-adjustment-mechanism-cbam.html',
        'PwC: Regulation (EU) 2025/2083 simplifying CBAM',
      ),
    ],
    asOf: PIPELINE_CHECKED,
  },
  {
    id: 'eu-cbam-downstream',
    name: 'CBAM extension to downstream steel and aluminium products (proposal)',
    stage: 'proposal',
    sectorLabel: 'Manufacturers importing steel- or aluminium-intensive products',
    summary:
      'The Commission proposed on 17 December 2025 to extend CBAM to about 180 downstream products made largely of steel or aluminium, with anti-circumvention rules. Its application date is not settled.',
    milestones: [],
    uncertainty: 'The proposal number (COM(2025) 989 or 2025/0419) and any trilogue progress are not confirmed.',
    geography: { kind: 'eu', nonEuReach: true },
    exposure: {
      kind: 'goods',
      label: 'steel- or aluminium-intensive products',
      goods: ['cbam-iron-steel', 'cbam-aluminium'],
      core: [],
      probable: ['C', 'electronics-batteries'],
      // Makers of steel- or aluminium-intensive products: metal products, machinery, electrical
      // equipment, vehicles and other transport equipment, and their repair and installation.
      divisions: ['24', '25', '27', '28', '29', '30', '33'],
    },
    sources: [
      pipelineSource(
        'https://www.spglobal.com/energy/en/news-research/latest-news/energy-transition/121625-brussels-to-expand-cbam-to-downstream-steel-aluminum-overhaul-power-import-rules',
        'S&P Global: Brussels to expand CBAM to downstream steel and aluminium products (16 Dec 2025)',
      ),
      pipelineSource(
        'https://taxation-customs.ec.europa.eu/carbon-border-adjustment-mechanism_en',
        'European Commission: Carbon Border Adjustment Mechanism',
      ),
    ],
    asOf: PIPELINE_CHECKED,
  },
  {
    id: 'eu-batteries-2027',
    name: 'Batteries Regulation: battery passport and supply-chain due diligence',
    stage: 'adopted',
    sectorLabel: 'Electronics, batteries and vehicles – producers and importers of batteries',
    summary:
      'Light-means-of-transport, industrial (above 2 kWh) and electric-vehicle batteries need a QR-linked battery passport from 18 February 2027. Supply-chain due diligence on cobalt, lithium, nickel and natural graphite was postponed to 18 August 2027 and reaches operators above €40m net turnover; further carbon-footprint duties follow in 2028 and 2030.',
    milestones: [
      { date: '2027-02-18', label: 'battery passport required from' },
      { date: '2027-08-18', label: 'due-diligence obligations apply from' },
      { date: '2028-08-18', label: 'carbon-footprint declaration for LMT batteries from' },
    ],
    uncertainty: 'Whether the due-diligence threshold rose from €40m to €150m net turnover is unclear.',
    geography: { kind: 'eu', nonEuReach: true },
    exposure: {
      kind: 'goods',
      label: 'batteries, alone or in products',
      goods: ['batteries'],
      core: ['electronics-batteries'],
      probable: [],
    },
    sources: [
      pipelineSource('https://eur-lex.europa.eu/eli/reg/2023/1542/oj', 'Regulation (EU) 2023/1542 on batteries'),
      pipelineSource(
        'https://www.algoodbody.com/insights-publications/batteries-due-diligence-a-two-year-pause-and-reduced-scope',
        'A&L Goodbody: batteries due diligence – a two-year pause',
      ),
    ],
    asOf: PIPELINE_CHECKED,
  },
  {
    id: 'eu-ppwr',
    name: 'Packaging and Packaging Waste Regulation (PPWR)',
    stage: 'phasing-in',
    sectorLabel: 'Consumer goods, food and retail – anyone placing packaging or packaged goods',
    summary:
      'The PPWR has applied since 12 August 2026 (with PFAS limits for food-contact packaging). Next come delegated acts on reuse (by 12 February 2027), design-for-recycling and minimum recycled content for plastic packaging from 2030, and reuse targets for 2030 and 2040. A December 2025 proposal would suspend the EPR authorised-representative duty until 2035.',
    milestones: [
      { date: '2026-08-12', label: 'general application from' },
      { date: '2027-02-12', label: 'reuse delegated acts due by' },
      { date: '2030-01-01', label: 'recycled-content and recyclability requirements from' },
    ],
    uncertainty:
      'Sources differ on the empty-space limit (40% or 50%); the Environmental Omnibus amendments are proposals only.',
    geography: { kind: 'eu', nonEuReach: true },
    exposure: {
      kind: 'goods',
      label: 'packaging or packaged products',
      goods: ['packaging'],
      core: ['packaging-heavy-consumer-goods'],
      probable: ['agriculture-food', 'G', 'C', 'apparel', 'electronics-batteries'],
    },
    sources: [
      pipelineSource('https://eur-lex.europa.eu/eli/reg/2025/40/oj', 'Regulation (EU) 2025/40 (PPWR)'),
      pipelineSource(
        'https://kinstellar.com/news-and-insights/detail/3190/important-changes-in-the-eu-to-rules-on-packaging-and-packaging-waste-what-you-need-to-know',
        'Kinstellar: important changes to EU rules on packaging and packaging waste',
      ),
      pipelineSource(
        'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:52025PC0982',
        'COM(2025) 982: proposal suspending the authorised-representative duty for EPR under the Batteries Regulation and the PPWR',
      ),
    ],
    asOf: PIPELINE_CHECKED,
  },
  {
    id: 'eu-espr',
    name: 'Ecodesign for Sustainable Products Regulation (ESPR): delegated acts and passports',
    stage: 'phasing-in',
    sectorLabel: 'Apparel, textiles, furniture, steel, aluminium and electronics – product makers',
    summary:
      'The ESPR sets ecodesign and information rules product group by product group. Large companies may no longer destroy unsold apparel and footwear (from 19 July 2026; medium companies from 2030), disclosure of discarded unsold goods uses a standard format from February 2027, and Digital Product Passports follow each product delegated act (priorities: steel, aluminium, textiles, furniture, tyres), expected from about 2028.',
    milestones: [
      { date: '2026-07-19', label: 'destruction ban for large companies from' },
      { date: '2027-02-01', label: 'standard format for unsold-goods disclosure from', precision: 'month' },
      { date: '2028-01-01', label: 'first product-group passports expected around', precision: 'year' },
      { date: '2030-07-19', label: 'destruction ban for medium companies from' },
    ],
    geography: { kind: 'eu', nonEuReach: true },
    exposure: {
      kind: 'sectors',
      label: 'physical products in ESPR priority groups',
      core: ['apparel'],
      probable: ['C', 'electronics-batteries', 'G', 'textiles'],
      consumerProducts: true,
    },
    sources: [
      pipelineSource('https://eur-lex.europa.eu/eli/reg/2024/1781/oj', 'Regulation (EU) 2024/1781 (ESPR)'),
      pipelineSource(
        'https://www.europeanoutdoorgroup.com/members-knowledge-hub/fesi-analysis-of-ec-published-implementing-act-on-reporting-obligations-and-delegated-act-on-derogations-under-the-espr',
        'European Outdoor Group: FESI analysis of the ESPR implementing act on reporting and delegated act on derogations',
      ),
      pipelineSource(
        'https://www.lewissilkin.com/insights/2026/02/10/european-commission-adopts-new-measures-to-stop-unsold-clothes-and-shoes-being-de-102mh9n',
        'Lewis Silkin: Commission adopts measures to stop unsold clothes and shoes being destroyed',
      ),
    ],
    asOf: PIPELINE_CHECKED,
  },
  {
    id: 'eu-empco',
    name: 'Empowering Consumers for the Green Transition Directive (EmpCo)',
    stage: 'adopted',
    sectorLabel: 'Consumer-facing companies – any size',
    summary:
      'Since 27 September 2026 traders may no longer make generic environmental claims ("eco-friendly", "green") without recognised excellent performance, use sustainability labels not based on certification or public schemes, or claim product-level climate neutrality based only on offsets. Twenty Member States were late to transpose it.',
    milestones: [{ date: '2026-09-27', label: 'applies from' }],
    geography: { kind: 'eu', nonEuReach: true },
    exposure: { kind: 'consumer-facing' },
    sources: [
      pipelineSource('https://eur-lex.europa.eu/eli/dir/2024/825/oj', 'Directive (EU) 2024/825 (EmpCo)'),
      pipelineSource(
        'https://cm.twobirds.com/en/insights/2024/global/directive-to-empower-consumers-for-the-green-transition-has-been-adopted',
        'Bird & Bird: directive to empower consumers for the green transition adopted',
      ),
    ],
    asOf: PIPELINE_CHECKED,
  },
  {
    id: 'eu-green-claims',
    name: 'Green Claims Directive (proposal, stalled)',
    stage: 'proposal-stalled',
    sectorLabel: 'Consumer-facing companies making explicit environmental claims',
    summary:
      'The 2023 proposal would require explicit environmental claims to be substantiated and verified before use. Trilogues stopped in June 2025 when the Commission announced it would withdraw it; it has not been formally withdrawn. It creates no obligation today.',
    milestones: [],
    geography: { kind: 'eu', nonEuReach: true },
    exposure: { kind: 'consumer-facing' },
    relevanceCap: { max: 'Medium', why: 'a stalled proposal creates no obligation until it moves' },
    sources: [
      pipelineSource(
        'https://www.loyensloeff.com/insights/news--events/news/esg-update-green-claims-directive-is-here-to-stay',
        'Loyens & Loeff: Green Claims Directive is here to stay',
      ),
      pipelineSource(
        'https://fashionunited.uk/news/business/green-claims-directive-european-commission-clarifies-withdrawal-of-proposed-law/2025062482412',
        'FashionUnited: Commission clarifies withdrawal of the Green Claims proposal',
      ),
    ],
    asOf: PIPELINE_CHECKED,
  },
  {
    id: 'eu-forced-labour',
    name: 'EU Forced Labour Regulation',
    stage: 'adopted',
    sectorLabel: 'All product sectors – any size; apparel, electronics, food and extractives most exposed',
    summary:
      'From 14 December 2027 no product made wholly or partly with forced labour may be placed on the EU market, sold online to EU buyers or exported, whatever its origin and the company’s size. Authorities investigate on a risk basis and can order withdrawal; effective supply-chain due diligence is the practical defence.',
    milestones: [{ date: '2027-12-14', label: 'applies from' }],
    geography: { kind: 'eu', nonEuReach: true },
    exposure: {
      kind: 'sectors',
      label: 'products placed on or exported from the EU market',
      core: FORCED_LABOUR_RISK_SECTORS,
      probable: GOODS_SECTORS,
      supplyChain: true,
    },
    sources: [
      pipelineSource('https://eur-lex.europa.eu/eli/reg/2024/3015/oj', 'Regulation (EU) 2024/3015 on forced labour'),
      pipelineSource(
        'https://garrigues.com/en_GB/new/official-journal-european-union-publishes-regulation-prohibiting-products-made-forced-labor',
        'Garrigues: regulation prohibiting products made with forced labour published',
      ),
    ],
    asOf: PIPELINE_CHECKED,
  },
];
