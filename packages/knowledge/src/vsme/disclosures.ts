import type { VsmeDisclosure, VsmeDisclosureCode, VsmeModule } from './types.js';
import {
  EFRAG_VSME_SOURCE,
  EFRAG_VSME_TAXONOMY_SOURCE,
  EFRAG_VSME_TEMPLATE_SOURCE,
  VSME_RECOMMENDATION_SOURCE,
} from './versions.js';

/** The B1 datapoint where a report lists the disclosures it left out as classified or sensitive. */
export const OMISSION_STATEMENT_DATAPOINT =
  'ListOfOmittedDisclosuresDeemedToBeClassifiedOrSensitiveInformation';

const SOURCES = [
  VSME_RECOMMENDATION_SOURCE,
  EFRAG_VSME_SOURCE,
  EFRAG_VSME_TAXONOMY_SOURCE,
  EFRAG_VSME_TEMPLATE_SOURCE,
];

function disclosure(
  code: VsmeDisclosureCode,
  title: string,
  paragraphs: string,
  guidance: string,
): VsmeDisclosure {
  const module: VsmeModule = code.startsWith('B') ? 'basic' : 'comprehensive';
  return {
    code,
    module,
    title,
    paragraphs,
    guidance,
    omission: { allowed: true, statementDatapoint: OMISSION_STATEMENT_DATAPOINT },
    sources: SOURCES,
  };
}

/**
 * The disclosures of the VSME as annexed to Recommendation (EU) 2025/1710. Titles follow the issue; the
 * paragraph spans are those EFRAG's taxonomy references for the disclosure's datapoints (B1 also carries
 * the general paragraph 16 on unchanged disclosures). The guidance is ours.
 */
export const RECOMMENDATION_2025_DISCLOSURES: readonly VsmeDisclosure[] = [
  disclosure(
    'B1',
    'Basis for preparation',
    '16, 24-25',
    'Says which module the report follows (Basic alone, or Basic and Comprehensive), whether it covers the undertaking alone or its group, and which disclosures it left out as classified or sensitive. Then the company facts a reader needs to size it: legal form, NACE codes, balance-sheet total, turnover, employees, main country, sites, and any sustainability certifications or labels.',
  ),
  disclosure(
    'B2',
    'Practices, policies and future initiatives for transitioning towards a more sustainable economy',
    '26-28',
    'Which sustainability matters (climate, pollution, water, biodiversity, circular economy, own and value-chain workers, communities, consumers, business conduct) the undertaking addresses with a practice, policy or planned initiative, whether it is public, and whether a target goes with it. Cooperatives add how members take part in governance and how profit distribution is limited.',
  ),
  disclosure(
    'B3',
    'Energy and greenhouse gas emissions',
    '29-31, 50-53',
    'Total energy use in MWh, split into electricity and fuels and into renewable and non-renewable where the data exist; Scope 1 and Scope 2 (location- and market-based) emissions in tCO2e estimated with the GHG Protocol; and emissions per unit of turnover. Scope 3 is optional.',
  ),
  disclosure(
    'B4',
    'Pollution of air, water and soil',
    '32',
    'Only for undertakings that already report pollutant emissions, by law or under an environmental management system: point to that public report, or give the amount of each pollutant emitted to air, water and soil.',
  ),
  disclosure(
    'B5',
    'Biodiversity',
    '33-34',
    'Sites in or near biodiversity-sensitive areas (such as Natura 2000 areas or key biodiversity areas) with their area; optionally land-use figures: total land use, sealed area and nature-oriented area on and off site.',
  ),
  disclosure(
    'B6',
    'Water',
    '35-36',
    'Water withdrawn at all sites and at sites in areas of high water stress; undertakings whose production consumes significant water also give discharge and consumption.',
  ),
  disclosure(
    'B7',
    'Resource use, circular economy and waste management',
    '37-38',
    'Whether and how circular-economy principles are applied, waste generated (hazardous and non-hazardous) and how much goes to recycling or reuse versus disposal; undertakings in sectors with significant material flows add the yearly mass of their main materials.',
  ),
  disclosure(
    'B8',
    'Workforce – general characteristics',
    '39-40',
    'Employees by contract type and gender, by country when the undertaking employs people in more than one country, and the employee turnover rate where it applies.',
  ),
  disclosure(
    'B9',
    'Workforce – health and safety',
    '41',
    'Recordable work-related accidents, as a number and as a rate per 200,000 hours worked, and fatalities from work-related injuries or ill health.',
  ),
  disclosure(
    'B10',
    'Workforce – remuneration, collective bargaining and training',
    '42',
    'Whether everyone is paid at least the applicable minimum wage, the pay gap between women and men where it applies, the share of employees under collective agreements, and average training hours by gender.',
  ),
  disclosure(
    'B11',
    'Convictions and fines for corruption and bribery',
    '43',
    'The number of convictions and the total fines for breaking anti-corruption or anti-bribery laws in the period, if any.',
  ),
  disclosure(
    'C1',
    'Business model and strategy',
    '47',
    'The main products and services, markets and business relationships, and the parts of the strategy that relate to or affect sustainability.',
  ),
  disclosure(
    'C2',
    'Practices, policies and future initiatives (additional detail)',
    '48-49',
    'For the practices, policies and initiatives named in B2: what they are, their targets, and the most senior person accountable for them.',
  ),
  disclosure(
    'C3',
    'GHG reduction targets and climate transition',
    '54-56',
    'Emission reduction targets with base year, target year and the emissions in each, and the main actions to reach them; undertakings in high climate impact sectors describe their transition plan or say when they will adopt one.',
  ),
  disclosure(
    'C4',
    'Climate risks',
    '57-58',
    'Climate hazards and transition events that create risks for the undertaking, how exposure was assessed, the time horizons, any adaptation actions, and the effects risks may have on results, rated high, medium or low.',
  ),
  disclosure(
    'C5',
    'Additional workforce characteristics',
    '59-60',
    'Optional: the female-to-male ratio in management, and the number of self-employed and agency workers working for the undertaking.',
  ),
  disclosure(
    'C6',
    'Human-rights policies and processes',
    '61',
    'Whether a code of conduct or human-rights policy covers the own workforce and which matters it covers (child and forced labour, trafficking, discrimination, accident prevention), and whether workers have a complaint mechanism.',
  ),
  disclosure(
    'C7',
    'Severe human-rights incidents',
    '62',
    'Confirmed human-rights incidents in the own workforce, the actions taken, and confirmed incidents the undertaking knows of among value-chain workers, affected communities and consumers.',
  ),
  disclosure(
    'C8',
    'Revenue from certain sectors and exclusion from EU benchmarks',
    '63-64',
    'Revenue from controversial weapons, tobacco, fossil fuels (coal, oil, gas) and chemicals, and whether the undertaking is excluded from the EU Paris-aligned benchmarks.',
  ),
  disclosure(
    'C9',
    'Gender diversity of the governance body',
    '65',
    'Women divided by men on the governance body, for undertakings that have one.',
  ),
];
