import { ambiguous, exact, phrase, source } from './define-code.js';
import type { VoluntaryCode } from './types.js';

/** Social and governance codes. Descriptions are our own words. */
export const SOCIAL_CODES: VoluntaryCode[] = [
  {
    id: 'fairtrade',
    name: 'Fairtrade',
    category: 'Social',
    kind: 'certification',
    description:
      'Certification of producers and traders (by FLOCERT) against Fairtrade Standards, with a minimum price and premium for farmers; licensees may use the FAIRTRADE Mark on certified products.',
    // Only the one-word brand counts: 'fair trade' in lower case is a general idea.
    aliases: [exact('Fairtrade'), exact('FAIRTRADE')],
    officialUrl: 'https://www.fairtrade.net',
    sources: [
      source(
        'https://www.fairtrade.net/about/for-business-faq',
        'Fairtrade International – For business FAQ',
      ),
    ],
  },
  {
    id: 'iso-45001',
    name: 'ISO 45001 (Occupational health and safety management system)',
    category: 'Social',
    kind: 'management-system',
    description:
      'Certifiable standard for occupational health and safety management systems (ISO 45001:2018), audited by accredited certification bodies.',
    aliases: [phrase('ISO 45001')],
    officialUrl: 'https://www.iso.org',
    sources: [
      source(
        'https://www.iso.org/standard/63787.html',
        'ISO 45001:2018 Occupational health and safety management systems – Requirements with guidance for use',
        '2026-11-26',
      ),
    ],
  },
  {
    id: 'fair-wear',
    name: 'Fair Wear',
    category: 'Social',
    kind: 'membership',
    description:
      'Multi-stakeholder organisation for garment brands: members sign the Code of Labour Practices, monitor factories and are assessed each year in a Brand Performance Check.',
    aliases: [phrase('Fair Wear Foundation'), exact('Fair Wear'), ambiguous('FWF')],
    contextTerms: ['garment', 'factories', 'labour', 'Brand Performance Check', 'member'],
    officialUrl: 'https://www.fairwear.org',
    sources: [source('https://www.fairwear.org/about/membership/', 'Fair Wear – Membership')],
  },
  {
    id: 'amfori-bsci',
    name: 'amfori BSCI',
    category: 'Social',
    kind: 'membership',
    description:
      'Business Social Compliance Initiative of amfori: members commit to a code of conduct and use audits to assess and improve working conditions at suppliers.',
    aliases: [
      phrase('amfori BSCI'),
      phrase('Business Social Compliance Initiative'),
      exact('BSCI'),
      phrase('amfori'),
    ],
    officialUrl: 'https://www.amfori.org',
    sources: [
      source(
        'https://www.amfori.org',
        'amfori – Business Social Compliance Initiative (amfori BSCI)',
        '2026-11-26',
      ),
    ],
  },
  {
    id: 'rba',
    name: 'Responsible Business Alliance (RBA)',
    category: 'Social',
    kind: 'membership',
    description:
      'Industry coalition (formerly EICC) whose members commit to the RBA Code of Conduct on labour, health and safety, environment, ethics and management systems, with validated audits of facilities.',
    aliases: [
      phrase('Responsible Business Alliance'),
      phrase('Electronic Industry Citizenship Coalition'),
      exact('EICC'),
      ambiguous('RBA'),
    ],
    contextTerms: ['Code of Conduct', 'electronics', 'supply chain', 'audit', 'member'],
    officialUrl: 'https://www.responsiblebusiness.org',
    sources: [
      source(
        'https://www.responsiblebusiness.org/code-of-conduct/',
        'Responsible Business Alliance – RBA Code of Conduct',
        '2026-11-26',
      ),
    ],
  },
  {
    id: 'sa8000',
    name: 'SA8000',
    category: 'Social',
    kind: 'certification',
    description:
      'Auditable social certification by Social Accountability International covering child and forced labour, health and safety, freedom of association, discrimination, working hours and pay.',
    aliases: [exact('SA8000'), exact('SA 8000')],
    officialUrl: 'https://sa-intl.org',
    sources: [
      source(
        'https://sa-intl.org/programs/sa8000/',
        'Social Accountability International – SA8000 Standard',
        '2026-11-26',
      ),
    ],
  },
];

export const GOVERNANCE_CODES: VoluntaryCode[] = [
  {
    id: 'b-corp',
    name: 'B Corp Certification',
    category: 'Governance',
    kind: 'certification',
    description:
      'Certification by B Lab of a whole company: a legal commitment to stakeholder governance and, under the standards applying from 2026, mandatory requirements across seven impact topics.',
    // 'B Corps' (plural) is left out on purpose: it usually talks about other companies.
    aliases: [
      phrase('Certified B Corporation'),
      exact('B Corporation'),
      exact('B Corp'),
      exact('B Corp™'),
      exact('BCorp'),
    ],
    officialUrl: 'https://www.bcorporation.net',
    sources: [
      source(
        'https://kb.bimpactassessment.net/en/support/solutions/articles/43000651678-frequently-asked-questions-key-changes-to-b-lab-s-new-standards',
        "B Lab – FAQ: key changes to B Lab's new standards",
        '2025-04-08',
      ),
    ],
  },
  {
    id: 'un-global-compact',
    name: 'UN Global Compact',
    // The Compact calls the companies that join it participants.
    heldStatus: 'Participant',
    category: 'Governance',
    kind: 'membership',
    description:
      'Voluntary UN initiative: participants commit to Ten Principles on human rights, labour, environment and anti-corruption and report an annual Communication on Progress.',
    aliases: [
      phrase('United Nations Global Compact'),
      phrase('UN Global Compact'),
      // Its own names in the other languages of our clients.
      phrase('Pacte mondial des Nations unies'),
      phrase('Global Compact der Vereinten Nationen'),
      phrase('Global Compact delle Nazioni Unite'),
      phrase('Pacto Mundial de las Naciones Unidas'),
      phrase('Pacto Mundial de Naciones Unidas'),
      phrase('Pacto Mundial de la ONU'),
      exact('Global Compact'),
      exact('UNGC'),
    ],
    officialUrl: 'https://unglobalcompact.org',
    sources: [
      source(
        'https://unglobalcompact.org/what-is-gc/mission/principles',
        'UN Global Compact – the Ten Principles',
        '2026-11-26',
      ),
      source(
        'https://unglobalcompact.org/participation/report/cop',
        'UN Global Compact – Communication on Progress',
        '2026-11-26',
      ),
      source(
        'https://www.globalcompactnetwork.org/en/the-un-global-compact-eng/sustainability-reporting/business-cop/2040-sustainability-reporting-business.html',
        'UN Global Compact Network – Communication on Progress for business',
      ),
    ],
  },
  {
    id: 'ecovadis',
    name: 'EcoVadis rating',
    category: 'Governance',
    kind: 'rating',
    description:
      'Commercial sustainability rating of suppliers across environment, labour and human rights, ethics and sustainable procurement, scored 0–100 with percentile-based medals (not a certification).',
    aliases: [phrase('EcoVadis')],
    officialUrl: 'https://ecovadis.com',
    sources: [
      source(
        'https://resources.ecovadis.com/buyers/ecovadis-medals-recognizing-our-customers-achievements',
        'EcoVadis – medals',
      ),
      source(
        'https://resources.ecovadis.com/csr/ecovadis-csr-methodology-overview-and-principles',
        'EcoVadis – methodology overview',
      ),
    ],
  },
];
