import { ambiguous, exact, phrase, source } from './define-code.js';
import type { VoluntaryCode } from './types.js';

/**
 * Climate commitments, climate disclosure and environmental or energy management systems (all in the
 * Environmental category). Descriptions are our own words.
 */
export const CLIMATE_AND_MANAGEMENT_CODES: VoluntaryCode[] = [
  {
    id: 'sbti',
    name: 'Science Based Targets initiative (SBTi)',
    category: 'Environmental',
    kind: 'commitment',
    description:
      'Independent validation that emission-reduction targets are in line with climate science; a company first commits, then has its targets validated. Corporate Net-Zero Standard V2.0 was published 11 Jun 2026.',
    aliases: [phrase('Science Based Targets initiative'), exact('SBTi')],
    officialUrl: 'https://sciencebasedtargets.org',
    sources: [
      source(
        'https://sciencebasedtargets.org/news/the-sbti-releases-corporate-net-zero-standard-v2-0-to-accelerate-corporate-climate-action',
        'SBTi releases Corporate Net-Zero Standard V2.0',
        '2026-06-11',
      ),
      source(
        'https://newclimate.org/resources/publications/the-sbti-corporate-net-zero-standard-v20-key-takeaways-and-outlook',
        'NewClimate – SBTi Net-Zero Standard V2.0: key takeaways',
      ),
    ],
  },
  {
    id: 're100',
    name: 'RE100',
    category: 'Environmental',
    kind: 'membership',
    description:
      'Initiative led by the Climate Group with CDP for companies committing to source 100% renewable electricity across their operations by a target year.',
    aliases: [exact('RE100')],
    officialUrl: 'https://www.there100.org',
    sources: [
      source(
        'http://there100.org/news?page=2',
        'RE100 news – companies joining and their renewable electricity targets',
      ),
    ],
  },
  {
    id: 'iso-14001',
    name: 'ISO 14001 (Environmental management system)',
    category: 'Environmental',
    kind: 'management-system',
    description:
      'Certifiable standard for environmental management systems; the 2024 amendment asks whether climate change is relevant, and a 2026 edition was reportedly published (transition dates unconfirmed).',
    aliases: [phrase('ISO 14001')],
    officialUrl: 'https://www.iso.org',
    sources: [
      source(
        'https://www.theauditoronline.com/amendment-to-iso-140012015-released/',
        'The Auditor – Amendment to ISO 14001:2015 released',
      ),
      source(
        'https://www.dqsglobal.com/en/explore/blog/iso-14001-2026-transition-guide',
        'DQS – ISO 14001:2026 transition guide',
      ),
    ],
  },
  {
    id: 'iso-50001',
    name: 'ISO 50001 (Energy management system)',
    category: 'Environmental',
    kind: 'management-system',
    description:
      'Certifiable standard for energy management systems that structure energy-efficiency improvement; certificates run three years with yearly surveillance audits.',
    aliases: [phrase('ISO 50001')],
    officialUrl: 'https://www.iso.org',
    sources: [
      source(
        'https://sbs-certificate.com/?p=904',
        'What is ISO 50001 certification? (energy management systems)',
      ),
    ],
  },
  {
    id: 'emas',
    name: 'EMAS (EU Eco-Management and Audit Scheme)',
    category: 'Environmental',
    kind: 'management-system',
    description:
      'Voluntary EU environmental management scheme (Regulation (EC) No 1221/2009) with a verified, public environmental statement; organisations are registered.',
    aliases: [phrase('Eco-Management and Audit Scheme'), exact('EMAS')],
    officialUrl: 'https://eur-lex.europa.eu/legal-content/EN/TXT/HTML/?uri=CELEX%3A02009R1221-20230712',
    sources: [
      source(
        'https://eur-lex.europa.eu/legal-content/EN/TXT/HTML/?uri=CELEX%3A02009R1221-20230712',
        'Regulation (EC) No 1221/2009 on EMAS, consolidated version of 12 Jul 2023',
        '2023-07-12',
      ),
    ],
  },
  {
    id: 'cdp',
    name: 'CDP disclosure',
    category: 'Environmental',
    kind: 'rating',
    description:
      'Annual disclosure on climate, forests and water to investors and customers through CDP, scored from A to D-; an A score places a company on the A List.',
    // 'CDP' also means customer data platform: it needs the full name or a disclosure word.
    aliases: [phrase('Carbon Disclosure Project'), ambiguous('CDP')],
    contextTerms: [
      'climate',
      'A List',
      'score',
      'scored',
      'disclosure',
      'disclosed',
      'questionnaire',
      'water security',
      'forests',
    ],
    officialUrl: 'https://www.cdp.net',
    sources: [
      source('https://ciferi.com/glossary/cdp', 'CIFERI glossary – CDP'),
      source('https://net0.com/blog/cdp-reporting', 'Net0 – CDP reporting'),
    ],
  },
];
