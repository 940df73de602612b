import type { KnowledgeSource } from '../sources.js';
import type { EsrsStandardId, EsrsSubTopic, EsrsTopicalStandard } from './types.js';

/**
 * ESRS topical standards and their sustainability matters, from ESRS 1 Appendix A, AR 16 (Set 1,
 * Delegated Regulation (EU) 2023/2772), as listed in the fact sheet §2.3.
 *
 * Uncertainty carried over (fact sheet §23.13): the list is Set 1. The revised ESRS (Delegated
 * Regulation (EU) 2026/1563, known only from repositories) keep the E1–E5 / S1–S4 / G1 identifiers but
 * may condense or rename sub-topics (e.g. the revised E5 speaks of "key materials"). Re-check this table
 * against the adopted revised text before relying on exact sub-topic wording for FY2027 reports.
 */
export const ESRS_SET1_URL = 'https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj';

export const ESRS_SOURCES: KnowledgeSource[] = [
  {
    url: ESRS_SET1_URL,
    title:
      'Commission Delegated Regulation (EU) 2023/2772 – European Sustainability Reporting Standards (Set 1)',
    asOf: '2023-12-22',
  },
];

/**
 * The citation of one topical standard: its place in the Delegated Regulation (Annex I), so every
 * materiality item names the ESRS standard it belongs to, not only the act.
 */
export function esrsCitation(id: EsrsStandardId, topic: string): KnowledgeSource {
  return {
    url: ESRS_SET1_URL,
    title: `ESRS ${id} ${topic} – Annex I to Commission Delegated Regulation (EU) 2023/2772 (ESRS Set 1)`,
    asOf: '2023-12-22',
  };
}

const sub = (name: string, subSubTopics: string[] = []): EsrsSubTopic => ({ name, subSubTopics });

/** S1 and S2 share their sub-topic structure (S2 adds water and sanitation under other rights). */
const WORKING_CONDITIONS = [
  'Secure employment',
  'Working time',
  'Adequate wages',
  'Social dialogue',
  'Freedom of association, works councils and information, consultation and participation rights',
  'Collective bargaining',
  'Work-life balance',
  'Health and safety',
];
const EQUAL_TREATMENT = [
  'Gender equality and equal pay for work of equal value',
  'Training and skills development',
  'Employment and inclusion of persons with disabilities',
  'Measures against violence and harassment in the workplace',
  'Diversity',
];
const OTHER_WORK_RIGHTS = ['Child labour', 'Forced labour', 'Adequate housing', 'Privacy'];

export const ESRS_TOPICAL_STANDARDS: EsrsTopicalStandard[] = [
  {
    id: 'E1',
    topic: 'Climate change',
    pillar: 'Environmental',
    summary: 'Greenhouse gas emissions, energy use and resilience to a changing climate.',
    subTopics: [sub('Climate change adaptation'), sub('Climate change mitigation'), sub('Energy')],
    sources: [esrsCitation('E1', 'Climate change')],
  },
  {
    id: 'E2',
    topic: 'Pollution',
    pillar: 'Environmental',
    summary: 'Emissions to air, water and soil, substances of concern and microplastics.',
    subTopics: [
      sub('Pollution of air'),
      sub('Pollution of water'),
      sub('Pollution of soil'),
      sub('Pollution of living organisms and food resources'),
      sub('Substances of concern'),
      sub('Substances of very high concern'),
      sub('Microplastics'),
    ],
    sources: [esrsCitation('E2', 'Pollution')],
  },
  {
    id: 'E3',
    topic: 'Water and marine resources',
    pillar: 'Environmental',
    summary: 'Water withdrawal, consumption and discharge, and the use of marine resources.',
    subTopics: [
      sub('Water', [
        'Water consumption',
        'Water withdrawals',
        'Water discharges',
        'Water discharges in the oceans',
      ]),
      sub('Marine resources', ['Extraction and use of marine resources']),
    ],
    sources: [esrsCitation('E3', 'Water and marine resources')],
  },
  {
    id: 'E4',
    topic: 'Biodiversity and ecosystems',
    pillar: 'Environmental',
    summary:
      'Drivers of biodiversity loss, effects on species and ecosystems, and dependence on ecosystem services.',
    subTopics: [
      sub('Direct impact drivers of biodiversity loss', [
        'Climate change',
        'Land-use change, fresh water-use change and sea-use change',
        'Direct exploitation',
        'Invasive alien species',
        'Pollution',
        'Others',
      ]),
      sub('Impacts on the state of species', ['Species population size', 'Species global extinction risk']),
      sub('Impacts on the extent and condition of ecosystems', [
        'Land degradation',
        'Desertification',
        'Soil sealing',
      ]),
      sub('Impacts and dependencies on ecosystem services'),
    ],
    sources: [esrsCitation('E4', 'Biodiversity and ecosystems')],
  },
  {
    id: 'E5',
    topic: 'Resource use and circular economy',
    pillar: 'Environmental',
    summary: 'Materials coming in, products and materials going out, and waste.',
    subTopics: [
      sub('Resources inflows, including resource use'),
      sub('Resource outflows related to products and services'),
      sub('Waste'),
    ],
    sources: [esrsCitation('E5', 'Resource use and circular economy')],
  },
  {
    id: 'S1',
    topic: 'Own workforce',
    pillar: 'Social',
    summary: "Working conditions, equal treatment and other work-related rights of the company's own people.",
    subTopics: [
      sub('Working conditions', WORKING_CONDITIONS),
      sub('Equal treatment and opportunities for all', EQUAL_TREATMENT),
      sub('Other work-related rights', OTHER_WORK_RIGHTS),
    ],
    sources: [esrsCitation('S1', 'Own workforce')],
  },
  {
    id: 'S2',
    topic: 'Workers in the value chain',
    pillar: 'Social',
    summary: 'Working conditions and rights of people working for suppliers and other value-chain partners.',
    subTopics: [
      sub('Working conditions', WORKING_CONDITIONS),
      sub('Equal treatment and opportunities for all', EQUAL_TREATMENT),
      sub('Other work-related rights', [...OTHER_WORK_RIGHTS, 'Water and sanitation']),
    ],
    sources: [esrsCitation('S2', 'Workers in the value chain')],
  },
  {
    id: 'S3',
    topic: 'Affected communities',
    pillar: 'Social',
    summary:
      "Rights of communities living near the company's operations or its value chain, including indigenous peoples.",
    subTopics: [
      sub("Communities' economic, social and cultural rights", [
        'Adequate housing',
        'Adequate food',
        'Water and sanitation',
        'Land-related impacts',
        'Security-related impacts',
      ]),
      sub("Communities' civil and political rights", [
        'Freedom of expression',
        'Freedom of assembly',
        'Impacts on human rights defenders',
      ]),
      sub('Rights of indigenous peoples', [
        'Free, prior and informed consent',
        'Self-determination',
        'Cultural rights',
      ]),
    ],
    sources: [esrsCitation('S3', 'Affected communities')],
  },
  {
    id: 'S4',
    topic: 'Consumers and end-users',
    pillar: 'Social',
    summary: "Information, safety and inclusion of the people who use the company's products and services.",
    subTopics: [
      sub('Information-related impacts for consumers and/or end-users', [
        'Privacy',
        'Freedom of expression',
        'Access to (quality) information',
      ]),
      sub('Personal safety of consumers and/or end-users', [
        'Health and safety',
        'Security of a person',
        'Protection of children',
      ]),
      sub('Social inclusion of consumers and/or end-users', [
        'Non-discrimination',
        'Access to products and services',
        'Responsible marketing practices',
      ]),
    ],
    sources: [esrsCitation('S4', 'Consumers and end-users')],
  },
  {
    id: 'G1',
    topic: 'Business conduct',
    pillar: 'Governance',
    summary: 'Corporate culture, whistle-blowing, lobbying, supplier relationships and anti-corruption.',
    subTopics: [
      sub('Corporate culture'),
      sub('Protection of whistle-blowers'),
      sub('Animal welfare'),
      sub('Political engagement and lobbying activities'),
      sub('Management of relationships with suppliers including payment practices'),
      sub('Corruption and bribery', ['Prevention and detection including training', 'Incidents']),
    ],
    sources: [esrsCitation('G1', 'Business conduct')],
  },
];

export function esrsStandard(id: EsrsStandardId): EsrsTopicalStandard {
  const standard = ESRS_TOPICAL_STANDARDS.find((entry) => entry.id === id);
  if (!standard) throw new Error(`Unknown ESRS standard ${id}`);
  return standard;
}
