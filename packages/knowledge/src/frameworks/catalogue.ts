import type { KnowledgeSource } from '../sources.js';
import type { FrameworkEntry } from './types.js';

/**
 * The frameworks the Impact Communication page rates. Facts come from the fact sheet
 * (shared/domain/regulations-and-frameworks.md, §2, §20, §21) unless a source says otherwise; all were
 * checked on 2026-11-21.
 */
const CHECKED = '2026-11-21';
const source = (url: string, title: string): KnowledgeSource => ({ url, title, asOf: CHECKED });

export const FRAMEWORKS: readonly FrameworkEntry[] = [
  {
    id: 'ghg-protocol',
    name: 'GHG Protocol',
    url: 'https://ghgprotocol.org/corporate-standard',
    description:
      'The de facto global standard for corporate greenhouse-gas accounting (Scopes 1, 2 and 3), referenced by ESRS E1, IFRS S2, California SB 253, CDP and SBTi; its Scope 2 rules are being revised for 2027.',
    baseScore: 35,
    sources: [
      source('https://ghgprotocol.org/corporate-standard', 'GHG Protocol Corporate Standard'),
      source(
        'https://ghgprotocol.org/blog/scope-2-standard-advances-isb-approves-consultation-market-and-location-based-revisions',
        'GHG Protocol: Scope 2 standard advances',
      ),
    ],
    asOf: CHECKED,
  },
  {
    id: 'gri',
    name: 'GRI Standards',
    url: 'https://www.globalreporting.org/standards/',
    description:
      'The most widely used voluntary sustainability reporting standards, built on impact materiality, with universal, sector and topic standards; interoperable with the ESRS (new climate and energy standards apply from 2027).',
    baseScore: 30,
    sources: [
      source('https://www.globalreporting.org/standards/', 'GRI Standards'),
      source(
        'https://trendingnowinesg.jonesday.com/post/102kqs7/gri-releases-new-climate-and-energy-standards-significant-reporting-changes-ahe',
        'Jones Day: GRI releases new climate and energy standards',
      ),
    ],
    asOf: CHECKED,
  },
  {
    id: 'esrs',
    name: 'ESRS (European Sustainability Reporting Standards)',
    url: 'https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj',
    description:
      'The mandatory standards for CSRD sustainability statements: double materiality, ESRS 2 plus the topical standards E1–E5, S1–S4 and G1; a simplified set is mandatory from financial year 2027.',
    baseScore: 10,
    sources: [
      source(
        'https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj',
        'Delegated Regulation (EU) 2023/2772 (ESRS Set 1)',
      ),
      source(
        'https://agenceurope.eu/en/bulletin/article/13902/17/european-commission-submits-two-delegated-acts-easing-sustainability-reporting-obligations',
        'Agence Europe: Commission submits two delegated acts easing sustainability reporting',
      ),
    ],
    asOf: CHECKED,
  },
  {
    id: 'vsme',
    name: 'VSME (Voluntary Sustainability Reporting Standard for SMEs)',
    url: 'https://www.efrag.org/en/projects/voluntary-reporting-standard-for-smes-vsme/concluded',
    description:
      'EFRAG’s simple voluntary standard for non-listed micro, small and medium companies (a basic and a comprehensive module), meant to answer banks’ and large customers’ data requests in one format; a Commission recommendation since July 2025 and the basis of the value-chain cap.',
    baseScore: 10,
    sources: [
      source(
        'https://www.efrag.org/en/projects/voluntary-reporting-standard-for-smes-vsme/concluded',
        'EFRAG: Voluntary reporting standard for SMEs (VSME)',
      ),
      source('https://eur-lex.europa.eu/eli/reco/2025/1710/oj', 'Commission Recommendation (EU) 2025/1710'),
    ],
    asOf: CHECKED,
  },
  {
    id: 'issb',
    name: 'ISSB IFRS S1 and IFRS S2',
    url: 'https://www.ifrs.org/issued-standards/ifrs-sustainability-standards-navigator/',
    description:
      'The ISSB’s investor-focused global baseline for sustainability-related (S1) and climate-related (S2) financial disclosures, mandatory only where a jurisdiction adopts it (UK SRS, AASB S2, Japan, Singapore, Hong Kong, Brazil…).',
    baseScore: 10,
    sources: [
      source(
        'https://ifrs.org/content/dam/ifrs/publications/html-standards-issb/english/2023/issued/issbs1.html',
        'IFRS S1 General Requirements for Disclosure of Sustainability-related Financial Information',
      ),
      source(
        'https://www.ifrs.org/issued-standards/ifrs-sustainability-standards-navigator/',
        'IFRS Foundation: IFRS Sustainability Disclosure Standards (IFRS S1 and IFRS S2)',
      ),
      source(
        'https://ccli.ubc.ca/resource/ifrs-s2-adoption-by-jurisdiction/',
        'CCLI: IFRS S2 adoption by jurisdiction',
      ),
    ],
    asOf: CHECKED,
  },
  {
    id: 'sasb',
    name: 'SASB Standards',
    url: 'https://sasb.ifrs.org/',
    description:
      'Industry-specific standards for 77 industries on the sustainability topics most likely to affect enterprise value, now maintained by the ISSB; IFRS S1 requires companies to consider them.',
    baseScore: 10,
    sources: [
      source('https://help.sasb.org/hc/en-us', 'SASB Standards help centre: standard setting'),
      source(
        'https://www.netzeroinvestor.net/news-and-views/briefs/issb-opens-consultation-on-implementation-of-sasb-standards',
        'Net Zero Investor: ISSB consults on SASB Standards',
      ),
    ],
    asOf: CHECKED,
  },
  {
    id: 'tcfd',
    name: 'TCFD Recommendations (legacy, mapped to IFRS S2)',
    url: 'https://www.fsb-tcfd.org/',
    description:
      'The FSB task force’s 2017 climate disclosure recommendations (governance, strategy, risk management, metrics and targets); disbanded in October 2023 and absorbed into IFRS S2, but still named by UK, Swiss and Californian rules.',
    baseScore: 10,
    legacy: {
      successor: 'IFRS S2',
      maxScore: 60,
      note: 'Legacy: report against IFRS S2 (or UK SRS S2 / AASB S2), which incorporates the TCFD recommendations.',
    },
    sources: [
      source('https://www.fsb-tcfd.org/', 'Task Force on Climate-related Financial Disclosures (FSB)'),
      source(
        'https://www.ifrs.org/issued-standards/ifrs-sustainability-standards-navigator/',
        'IFRS Foundation: IFRS S2 Climate-related Disclosures, which incorporates the TCFD recommendations',
      ),
    ],
    asOf: CHECKED,
  },
  {
    id: 'cdp',
    name: 'CDP',
    url: 'https://www.cdp.net/',
    description:
      'The environmental disclosure and scoring system (A to D-) through which investors and customers request climate, forests and water data from companies; aligned with IFRS S2 and mapped to the ESRS.',
    baseScore: 15,
    sources: [
      source('https://www.cdp.net/en/guidance', 'CDP: guidance for companies'),
      source('https://www.cdp.net/', 'CDP: environmental disclosure system'),
    ],
    asOf: CHECKED,
  },
  {
    id: 'sbti',
    name: 'Science Based Targets initiative (SBTi)',
    url: 'https://sciencebasedtargets.org/',
    description:
      'Validates corporate emission-reduction and net-zero targets against climate science; its Net-Zero Standard V2.0 (June 2026) sorts companies into Category A (large) and B (small) and opens for validation in February 2027.',
    baseScore: 15,
    sources: [
      source(
        'https://sciencebasedtargets.org/news/the-sbti-releases-corporate-net-zero-standard-v2-0-to-accelerate-corporate-climate-action',
        'SBTi releases Corporate Net-Zero Standard V2.0',
      ),
      source(
        'https://newclimate.org/resources/publications/the-sbti-corporate-net-zero-standard-v20-key-takeaways-and-outlook',
        'NewClimate: SBTi Net-Zero Standard V2.0 key takeaways',
      ),
    ],
    asOf: CHECKED,
  },
  {
    id: 'tnfd',
    name: 'TNFD Recommendations',
    url: 'https://tnfd.global/',
    description:
      'Voluntary nature-related disclosure recommendations (14 disclosures in the four TCFD pillars, with the LEAP assessment approach); the ISSB is building a nature standard on them.',
    baseScore: 5,
    sources: [
      source(
        'https://nortonrosefulbright.com/en/knowledge/publications/39efd137/final-recommendations-from-the-taskforce-on-nature-related-financial-disclosures-released',
        'Norton Rose Fulbright: final TNFD recommendations released',
      ),
      source(
        'https://framework.tnfd.global/framework-and-guidance/draft-recommended-disclosures/governance/',
        'TNFD framework: recommended disclosures',
      ),
    ],
    asOf: CHECKED,
  },
  {
    id: 'ungc',
    name: 'UN Global Compact',
    url: 'https://unglobalcompact.org/what-is-gc/mission/principles',
    description:
      'A voluntary UN initiative whose participants commit to ten principles on human rights, labour, environment and anti-corruption and file an annual Communication on Progress.',
    baseScore: 15,
    sources: [
      source(
        'https://unglobalcompact.org/what-is-gc/mission/principles',
        'UN Global Compact: the ten principles',
      ),
      source(
        'https://unglobalcompact.org/participation/report/cop',
        'UN Global Compact: Communication on Progress',
      ),
    ],
    asOf: CHECKED,
  },
  {
    id: 'sdgs',
    name: 'UN Sustainable Development Goals (SDGs)',
    url: 'https://sdgs.un.org/goals',
    description:
      'The 17 goals and 169 targets of the UN 2030 Agenda; not a company standard, but the common map companies use to show their contribution.',
    baseScore: 20,
    sources: [source('https://sdgs.un.org/goals', 'UN: the 17 goals')],
    asOf: CHECKED,
  },
  {
    id: 'b-corp',
    name: 'B Corp Certification',
    url: 'https://bcorporation.eu/about-b-corps',
    description:
      'B Lab’s whole-company certification of social and environmental performance, accountability and transparency; the 2025 standards replace the points score with mandatory requirements scaled by size and sector.',
    baseScore: 15,
    sources: [
      source('https://bcorporation.eu/about-b-corps', 'B Lab Europe: about B Corps'),
      source(
        'https://kb.bimpactassessment.net/en/support/solutions/articles/43000651678-frequently-asked-questions-key-changes-to-b-lab-s-new-standards',
        'B Lab: key changes to the new standards',
      ),
    ],
    asOf: CHECKED,
  },
  {
    id: 'ecovadis',
    name: 'EcoVadis',
    url: 'https://resources.ecovadis.com/csr/ecovadis-csr-methodology-overview-and-principles',
    description:
      'A commercial supplier sustainability rating (0–100 across environment, labour and human rights, ethics and sustainable procurement, with medals), usually requested by customers.',
    baseScore: 15,
    sources: [
      source(
        'https://resources.ecovadis.com/csr/ecovadis-csr-methodology-overview-and-principles',
        'EcoVadis: methodology overview and principles',
      ),
      source(
        'https://resources.ecovadis.com/buyers/ecovadis-medals-recognizing-our-customers-achievements',
        'EcoVadis: medals',
      ),
    ],
    asOf: CHECKED,
  },
  {
    id: 'iso-14001',
    name: 'ISO 14001 (environmental management systems)',
    url: 'https://www.iso.org/standard/60857.html',
    description:
      'The certifiable international standard for environmental management systems, its 2024 amendment asks whether climate change is a relevant issue.',
    baseScore: 10,
    sources: [source('https://www.iso.org/standard/60857.html', 'ISO 14001:2015 (with Amd 1:2024)')],
    asOf: CHECKED,
  },
];
