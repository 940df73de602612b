import { exact, phrase, source } from './define-code.js';
import type { VoluntaryCode } from './types.js';

/**
 * Certified management systems beyond the environmental, energy and safety ones (quality, information
 * security, medical devices, food safety, GHG verification, anti-bribery, road safety, gender equality).
 * Companies list them with their ISO 14001 in one breath; a reader that does not know them either
 * misses them or takes the sentence for a claim about another code. Descriptions are our own words.
 */

const iso = (number: string, title: string, url: string) => source(url, `ISO ${number} ${title}`);

export const MANAGEMENT_SYSTEM_CODES: VoluntaryCode[] = [
  {
    id: 'iso-9001',
    name: 'ISO 9001 (Quality management system)',
    category: 'Governance',
    kind: 'management-system',
    description:
      'Certifiable standard for quality management systems (ISO 9001:2015): processes to meet customer and legal requirements and improve continually.',
    aliases: [phrase('ISO 9001')],
    officialUrl: 'https://www.iso.org',
    sources: [
      iso(
        '9001:2015',
        'Quality management systems – Requirements',
        'https://www.iso.org/standard/62085.html',
      ),
    ],
  },
  {
    id: 'iso-27001',
    name: 'ISO/IEC 27001 (Information security management system)',
    category: 'Governance',
    kind: 'management-system',
    description:
      'Certifiable standard for information security management systems (ISO/IEC 27001:2022): risk assessment and controls to protect the confidentiality, integrity and availability of information.',
    aliases: [phrase('ISO/IEC 27001'), phrase('ISO 27001')],
    officialUrl: 'https://www.iso.org',
    sources: [
      iso(
        '/IEC 27001:2022',
        'Information security, cybersecurity and privacy protection – Information security management systems – Requirements',
        'https://www.iso.org/standard/82875.html',
      ),
    ],
  },
  {
    id: 'iso-13485',
    name: 'ISO 13485 (Medical devices quality management system)',
    category: 'Governance',
    kind: 'management-system',
    description:
      'Certifiable quality management standard for the design and manufacture of medical devices (ISO 13485:2016), used for regulatory conformity.',
    aliases: [phrase('ISO 13485')],
    officialUrl: 'https://www.iso.org',
    sources: [
      iso(
        '13485:2016',
        'Medical devices – Quality management systems – Requirements for regulatory purposes',
        'https://www.iso.org/standard/59752.html',
      ),
    ],
  },
  {
    id: 'iatf-16949',
    name: 'IATF 16949 (Automotive quality management system)',
    category: 'Governance',
    kind: 'management-system',
    description:
      'Certifiable quality management standard of the automotive industry (IATF 16949:2016), built on ISO 9001 and required by most vehicle makers of their production and service-parts suppliers.',
    aliases: [phrase('IATF 16949'), phrase('ISO/TS 16949')],
    officialUrl: 'https://www.iatfglobaloversight.org',
    sources: [
      source(
        'https://www.iatfglobaloversight.org/iatf-169492016/about/',
        'International Automotive Task Force: IATF 16949:2016 – Automotive quality management system standard',
      ),
    ],
  },
  {
    id: 'iso-22716',
    name: 'ISO 22716 (Cosmetics good manufacturing practices)',
    category: 'Social',
    kind: 'management-system',
    description:
      'Guidelines on good manufacturing practices for cosmetic products (production, control, storage and shipment), certified by third parties and recognised as the harmonised standard under the EU Cosmetics Regulation.',
    aliases: [phrase('ISO 22716')],
    officialUrl: 'https://www.iso.org',
    sources: [
      iso(
        '22716:2007',
        'Cosmetics – Good Manufacturing Practices (GMP) – Guidelines on Good Manufacturing Practices',
        'https://www.iso.org/standard/36437.html',
      ),
    ],
  },
  {
    id: 'iso-22000',
    name: 'ISO 22000 (Food safety management system)',
    category: 'Social',
    kind: 'management-system',
    description:
      'Certifiable standard for food safety management systems across the food chain (ISO 22000:2018); FSSC 22000 builds a GFSI-recognised scheme on it.',
    aliases: [phrase('ISO 22000')],
    officialUrl: 'https://www.iso.org',
    sources: [
      iso(
        '22000:2018',
        'Food safety management systems – Requirements for any organization in the food chain',
        'https://www.iso.org/standard/65464.html',
      ),
    ],
  },
  {
    id: 'fssc-22000',
    name: 'FSSC 22000',
    category: 'Social',
    kind: 'certification',
    description:
      'GFSI-recognised food safety certification scheme built on ISO 22000 and sector prerequisite programmes, owned by the Foundation FSSC.',
    aliases: [phrase('FSSC 22000')],
    officialUrl: 'https://www.fssc.com',
    sources: [source('https://www.fssc.com', 'Foundation FSSC – FSSC 22000 certification scheme')],
  },
  {
    id: 'brcgs',
    name: 'BRCGS Food Safety',
    category: 'Social',
    kind: 'certification',
    description:
      'GFSI-recognised global standard for food safety (and packaging, storage and distribution), audited and graded AA to D.',
    aliases: [exact('BRCGS'), phrase('BRC Global Standard')],
    officialUrl: 'https://www.brcgs.com',
    sources: [
      source('https://www.brcgs.com', 'BRCGS – Global Standards for food safety, packaging and storage'),
    ],
  },
  {
    id: 'ifs',
    // The family's name: a haulier's 'IFS Logistics' is not 'IFS Food'.
    name: 'IFS (International Featured Standards)',
    category: 'Social',
    kind: 'certification',
    description:
      'GFSI-recognised International Featured Standards for food safety and quality of food manufacturers (IFS Food), logistics (IFS Logistics) and brokers.',
    // 'IFS' alone is also a software company and an accounting standard: only the scheme's full names.
    aliases: [
      phrase('International Featured Standards'),
      exact('IFS Food'),
      exact('IFS Logistics'),
      exact('IFS Broker'),
    ],
    officialUrl: 'https://www.ifs-certification.com',
    sources: [source('https://www.ifs-certification.com', 'IFS – International Featured Standards')],
  },
  {
    id: 'iso-14064',
    name: 'ISO 14064 (GHG inventory verification)',
    category: 'Environmental',
    kind: 'certification',
    description:
      'Standard for quantifying and reporting an organisation’s greenhouse gas emissions (ISO 14064-1) and for verifying such statements (ISO 14064-3).',
    aliases: [phrase('ISO 14064')],
    officialUrl: 'https://www.iso.org',
    sources: [
      iso(
        '14064-1:2018',
        'Greenhouse gases – Part 1: Specification with guidance at the organization level',
        'https://www.iso.org/standard/66453.html',
      ),
    ],
  },
  {
    id: 'iso-37001',
    name: 'ISO 37001 (Anti-bribery management system)',
    category: 'Governance',
    kind: 'management-system',
    description:
      'Certifiable standard for anti-bribery management systems: policy, due diligence, controls and reporting to prevent and detect bribery.',
    aliases: [phrase('ISO 37001')],
    officialUrl: 'https://www.iso.org',
    sources: [
      iso(
        '37001',
        'Anti-bribery management systems – Requirements',
        'https://www.iso.org/standard/65034.html',
      ),
    ],
  },
  {
    id: 'iso-39001',
    name: 'ISO 39001 (Road traffic safety management system)',
    category: 'Social',
    kind: 'management-system',
    description:
      'Certifiable standard for road traffic safety management systems, used by fleets and logistics companies to reduce deaths and serious injuries on the road.',
    aliases: [phrase('ISO 39001')],
    officialUrl: 'https://www.iso.org',
    sources: [
      iso(
        '39001:2012',
        'Road traffic safety (RTS) management systems – Requirements with guidance for use',
        'https://www.iso.org/standard/44958.html',
      ),
    ],
  },
  {
    id: 'uni-pdr-125',
    name: 'UNI/PdR 125:2022 (Gender equality certification)',
    category: 'Social',
    kind: 'certification',
    description:
      'Italian certification of gender equality at work (UNI/PdR 125:2022), with KPIs on culture, governance, processes, pay equity, parenthood and work–life balance.',
    aliases: [phrase('UNI/PdR 125'), phrase('PdR 125'), phrase('certificazione della parità di genere')],
    officialUrl: 'https://www.uni.com',
    sources: [source('https://www.uni.com', 'UNI – UNI/PdR 125:2022 gender equality guidelines')],
  },
  {
    id: 'rating-legalita',
    name: 'Rating di legalità',
    category: 'Governance',
    kind: 'rating',
    description:
      'Italian competition authority’s (AGCM) rating of a company’s legality and ethical conduct, from one to three stars, for companies with turnover of at least €2 million.',
    aliases: [phrase('Rating di legalità'), phrase('Rating di legalita'), phrase('Rating della legalità')],
    officialUrl: 'https://www.agcm.it',
    sources: [source('https://www.agcm.it/competenze/rating-di-legalita/', 'AGCM – Rating di legalità')],
  },
];
