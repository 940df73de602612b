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
    // 'initiative Science Based Targets', 'iniziativa Science Based Targets': the capitalised name alone.
    aliases: [phrase('Science Based Targets initiative'), exact('Science Based Targets'), exact('SBTi')],
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
        'https://www.there100.org',
        'RE100 (Climate Group with CDP) – companies committed to 100% renewable electricity',
        '2026-11-26',
      ),
    ],
  },
  {
    id: 'iso-14001',
    name: 'ISO 14001 (Environmental management system)',
    category: 'Environmental',
    kind: 'management-system',
    description:
      'Certifiable standard for environmental management systems (ISO 14001:2015); its 2024 amendment asks the organisation to determine whether climate change is a relevant issue.',
    aliases: [phrase('ISO 14001')],
    officialUrl: 'https://www.iso.org',
    sources: [
      source(
        'https://www.iso.org/standard/60857.html',
        'ISO 14001:2015 Environmental management systems – Requirements with guidance for use (and its Amd 1:2024)',
        '2026-11-26',
      ),
    ],
  },
  {
    id: 'iso-50001',
    name: 'ISO 50001 (Energy management system)',
    category: 'Environmental',
    kind: 'management-system',
    description:
      'Certifiable standard for energy management systems: an energy policy, objectives and data used to improve energy performance continually.',
    aliases: [phrase('ISO 50001')],
    officialUrl: 'https://www.iso.org',
    sources: [
      source(
        'https://www.iso.org/standard/69426.html',
        'ISO 50001:2018 Energy management systems – Requirements with guidance for use',
        '2026-11-26',
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
      // The same words in the other languages of our clients.
      'Klimarating',
      'Klimawandel',
      'changement climatique',
      'cambio climático',
      'cambiamento climatico',
      'klimaatverandering',
      'Note',
      'notation',
      'punteggio',
      'puntuación',
      'rating',
    ],
    officialUrl: 'https://www.cdp.net',
    sources: [
      source(
        'https://www.cdp.net/en/guidance',
        'CDP – guidance for companies: questionnaire and scoring',
        '2026-11-26',
      ),
    ],
  },
];
