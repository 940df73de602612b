import { ambiguous, exact, phrase, source } from './define-code.js';
import type { VoluntaryCode } from './types.js';

/**
 * Workplace accreditations, investor alliances and the tourism, logistics and safety schemes of single
 * countries or sectors that mid-size companies list beside their ISO certificates. Descriptions are our
 * own words.
 */
export const WORKPLACE_AND_SECTOR_CODES: VoluntaryCode[] = [
  {
    id: 'investors-in-people',
    name: 'Investors in People',
    category: 'Social',
    kind: 'certification',
    description:
      'Accreditation of how an organisation leads, supports and develops its people, assessed against the Investors in People standard at levels up to Platinum.',
    aliases: [exact('Investors in People')],
    officialUrl: 'https://www.investorsinpeople.com',
    sources: [
      source('https://www.investorsinpeople.com', 'Investors in People – the standard for people management'),
    ],
  },
  {
    id: 'disability-confident',
    name: 'Disability Confident',
    category: 'Social',
    kind: 'certification',
    description:
      'UK government scheme with three levels (Committed, Employer, Leader) for employers that recruit, retain and develop disabled people.',
    aliases: [exact('Disability Confident')],
    officialUrl: 'https://www.gov.uk',
    sources: [
      source(
        'https://www.gov.uk/government/collections/disability-confident-campaign',
        'GOV.UK – Disability Confident',
      ),
    ],
  },
  {
    id: 'women-in-finance-charter',
    name: 'Women in Finance Charter',
    category: 'Social',
    kind: 'membership',
    description:
      'HM Treasury charter whose signatories set and publish targets for women in senior management in financial services and report progress each year.',
    aliases: [phrase('Women in Finance Charter')],
    officialUrl: 'https://www.gov.uk',
    sources: [
      source(
        'https://www.gov.uk/government/publications/women-in-finance-charter',
        'GOV.UK – Women in Finance Charter',
      ),
    ],
  },
  {
    id: 'great-place-to-work',
    name: 'Great Place to Work',
    category: 'Social',
    kind: 'certification',
    description:
      'Certification of workplaces from an anonymous employee survey on trust, fairness and pride, with national lists of best workplaces.',
    aliases: [exact('Great Place to Work'), exact('Great Place To Work')],
    everydayBefore:
      /(?<!\b(?:certified|certification|recogni[sz]ed|named|accredited|awarded|ranked|voted|listed|rated)\s+(?:as\s+)?)\b(?:a|an)\s+$/i,
    officialUrl: 'https://www.greatplacetowork.com',
    sources: [source('https://www.greatplacetowork.com', 'Great Place to Work – certification')],
  },
  {
    id: 'nzaoa',
    name: 'Net-Zero Asset Owner Alliance',
    category: 'Environmental',
    kind: 'membership',
    description:
      'UN-convened alliance of institutional investors committed to transitioning their portfolios to net-zero emissions by 2050 with five-yearly intermediate targets.',
    aliases: [
      phrase('Net-Zero Asset Owner Alliance'),
      phrase('Net Zero Asset Owner Alliance'),
      exact('NZAOA'),
    ],
    officialUrl: 'https://www.unepfi.org',
    sources: [source('https://www.unepfi.org/net-zero-alliance/', 'UNEP FI – Net-Zero Asset Owner Alliance')],
  },
  {
    id: 'lean-and-green',
    name: 'Lean & Green',
    category: 'Environmental',
    kind: 'certification',
    description:
      'European programme for logistics and mobility: members are awarded a Lean & Green Award for a validated CO2 reduction plan and Stars for reductions achieved.',
    aliases: [exact('Lean & Green'), exact('Lean and Green'), exact('LEAN and GREEN')],
    officialUrl: 'https://lean-green.eu',
    sources: [source('https://lean-green.eu', 'Lean & Green Europe – sustainable logistics community')],
  },
  {
    id: 'sqas',
    name: 'SQAS (Safety and Quality Assessment for Sustainability)',
    category: 'Social',
    kind: 'certification',
    description:
      'Cefic’s assessment of the safety, quality, security and sustainability of logistics service providers to the chemical industry.',
    aliases: [exact('SQAS'), phrase('Safety and Quality Assessment for Sustainability')],
    officialUrl: 'https://www.sqas.org',
    sources: [source('https://www.sqas.org', 'SQAS – assessments of chemical logistics service providers')],
  },
  {
    id: 'mase',
    name: 'MASE (Manuel d’Amélioration Sécurité des Entreprises)',
    category: 'Social',
    kind: 'certification',
    description:
      'French health, safety and environment management certification for contractors working on industrial sites, issued by regional MASE associations.',
    aliases: [exact('MASE'), phrase('Manuel d’Amélioration Sécurité des Entreprises')],
    officialUrl: 'https://mase-asso.fr',
    sources: [
      source(
        'https://mase-asso.fr',
        'MASE France et International – the MASE safety, health and environment certification',
      ),
    ],
  },
  {
    id: 'gstc',
    name: 'GSTC (Global Sustainable Tourism Council) certification',
    category: 'Environmental',
    kind: 'certification',
    description:
      'Certification of hotels, tour operators and destinations against the Global Sustainable Tourism Council criteria by GSTC-accredited bodies.',
    aliases: [phrase('Global Sustainable Tourism Council'), exact('GSTC')],
    officialUrl: 'https://www.gstcouncil.org',
    sources: [
      source('https://www.gstcouncil.org', 'Global Sustainable Tourism Council – criteria and certification'),
    ],
  },
  {
    id: 'green-globe',
    name: 'Green Globe',
    category: 'Environmental',
    kind: 'certification',
    description:
      'Sustainability certification for travel and tourism businesses such as hotels and resorts, audited each year against its criteria.',
    aliases: [exact('Green Globe')],
    officialUrl: 'https://www.greenglobe.com',
    sources: [source('https://www.greenglobe.com', 'Green Globe – sustainability certification for tourism')],
  },
  {
    id: 'climatepartner',
    name: 'ClimatePartner certified',
    category: 'Environmental',
    kind: 'label',
    description:
      'Label for companies and products that calculate their carbon footprint, set reduction targets and finance climate projects through ClimatePartner.',
    aliases: [exact('ClimatePartner')],
    officialUrl: 'https://www.climatepartner.com',
    sources: [source('https://www.climatepartner.com', 'ClimatePartner – ClimatePartner certified label')],
  },
  {
    id: 'fashion-pact',
    name: 'The Fashion Pact',
    category: 'Environmental',
    kind: 'membership',
    description:
      'Coalition of fashion and textile companies committed to shared goals on climate, biodiversity and the oceans, launched at the 2019 G7; members report progress each year.',
    aliases: [phrase('Fashion Pact')],
    officialUrl: 'https://www.thefashionpact.org',
    sources: [source('https://www.thefashionpact.org', 'The Fashion Pact', '2026-11-27')],
  },
  {
    id: 'higg-index',
    name: 'Higg Index',
    category: 'Environmental',
    kind: 'rating',
    description:
      "Cascale's (formerly the Sustainable Apparel Coalition) suite of assessment tools for apparel and footwear: the Facility Environmental and Social Modules for sites, the Brand & Retail Module for brands, scored and optionally verified each year.",
    aliases: [
      phrase('Higg Index'),
      phrase('Higg Facility Environmental Module'),
      phrase('Higg FEM'),
      phrase('Higg BRM'),
    ],
    officialUrl: 'https://cascale.org',
    sources: [
      source(
        'https://cascale.org/tools-programs/higg-index-tools/',
        'Cascale – Higg Index tools',
        '2026-11-27',
      ),
    ],
  },
  {
    id: 'grs',
    name: 'GRS (Global Recycled Standard)',
    category: 'Environmental',
    kind: 'certification',
    description:
      "Textile Exchange's chain-of-custody standard for products made with recycled material: recycled content is tracked from the recycler to the final product, with social, environmental and chemical criteria checked at each certified site by independent certifiers.",
    aliases: [phrase('Global Recycled Standard'), ambiguous('GRS')],
    contextTerms: [
      'recycled',
      'reciclado',
      'reciclados',
      'recyclé',
      'recycelt',
      'riciclato',
      'gerecycled',
      'Textile Exchange',
    ],
    officialUrl: 'https://textileexchange.org',
    sources: [
      source(
        'https://textileexchange.org/recycled-claim-global-recycled-standard/',
        'Textile Exchange – Recycled Claim Standard (RCS) and Global Recycled Standard (GRS)',
        '2026-11-28',
      ),
    ],
  },
  {
    id: 'ocs',
    name: 'OCS (Organic Content Standard)',
    category: 'Environmental',
    kind: 'certification',
    description:
      "Textile Exchange's chain-of-custody standard that tracks certified organically grown fibre from the farm to the final product and verifies how much of it a product contains.",
    aliases: [phrase('Organic Content Standard'), ambiguous('OCS')],
    contextTerms: ['organic', 'orgânico', 'biologique', 'organico', 'Textile Exchange'],
    officialUrl: 'https://textileexchange.org',
    sources: [
      source(
        'https://textileexchange.org/organic-content-standard/',
        'Textile Exchange – Organic Content Standard (OCS)',
        '2026-11-28',
      ),
    ],
  },
  {
    id: 'zdhc',
    name: 'ZDHC (Zero Discharge of Hazardous Chemicals)',
    category: 'Environmental',
    kind: 'membership',
    description:
      'Roadmap to Zero programme of brands, textile and leather makers and chemical suppliers: a Manufacturing Restricted Substances List (MRSL) for the chemicals used, and Wastewater Guidelines against which sites test their discharges, with results shared on the ZDHC Gateway.',
    aliases: [exact('ZDHC'), phrase('Zero Discharge of Hazardous Chemicals')],
    officialUrl: 'https://www.roadmaptozero.com',
    sources: [source('https://www.roadmaptozero.com/', 'ZDHC – Roadmap to Zero Programme', '2026-11-28')],
  },
  {
    id: 'cyber-essentials',
    name: 'Cyber Essentials',
    category: 'Governance',
    kind: 'certification',
    description:
      'UK government-backed certification of an organisation’s basic cyber-security controls (firewalls, secure configuration, access control, malware protection, patching); Cyber Essentials Plus adds an independent technical audit.',
    aliases: [exact('Cyber Essentials Plus'), exact('Cyber Essentials')],
    officialUrl: 'https://www.ncsc.gov.uk/cyberessentials/overview',
    sources: [
      source(
        'https://www.ncsc.gov.uk/cyberessentials/overview',
        'National Cyber Security Centre – About Cyber Essentials',
        '2026-11-28',
      ),
    ],
  },
  {
    id: 'considerate-constructors',
    name: 'Considerate Constructors Scheme',
    category: 'Social',
    kind: 'membership',
    description:
      'UK construction industry scheme: contractors register their companies and sites and are monitored against a Code of Considerate Practice (respecting the community, caring for the environment, valuing the workforce).',
    aliases: [phrase('Considerate Constructors Scheme'), exact('Considerate Constructors')],
    officialUrl: 'https://www.ccscheme.org.uk',
    sources: [
      source(
        'https://www.ccscheme.org.uk',
        'Considerate Constructors Scheme – Code of Considerate Practice',
        '2026-11-28',
      ),
    ],
  },
];
