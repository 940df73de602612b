import type { KnowledgeSource } from '../sources.js';

/**
 * The metrics the extractor knows, named after the datapoint a reader would look for in ESRS Set 1
 * (Delegated Regulation (EU) 2023/2772) and, for emissions, the GHG Protocol. The revised ESRS (2026)
 * renumber some requirements (gross Scope 1/2/3 moves from E1-6 to E1-8; fact sheet §2.2, flagged [R]),
 * so `standardRef` names the Set 1 requirement and says so.
 */
export interface MetricKind {
  /** Display name when the sentence gives nothing more specific (emissions add their scopes). */
  name: string;
  /** The KPIs & Metrics group the UI shows it under. */
  category: string;
  /** The disclosure requirement it corresponds to (Set 1 numbering). */
  standardRef: string;
  sources: KnowledgeSource[];
}

const ESRS_SET_1: KnowledgeSource = {
  url: 'https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj',
  title:
    'Commission Delegated Regulation (EU) 2023/2772: ESRS Set 1 (E1-5 energy, E1-6 GHG, E3-4 water, E5-5 waste, S1-6/S1-9 workforce)',
  asOf: '2026-11-21',
};
const GHG_PROTOCOL: KnowledgeSource = {
  url: 'https://ghgprotocol.org/corporate-standard',
  title: 'GHG Protocol Corporate Standard: Scope 1, 2 and 3 emissions in tonnes of CO2 equivalent',
  asOf: '2026-11-21',
};
const GHG_SCOPE_2: KnowledgeSource = {
  url: 'https://ghgprotocol.org/blog/scope-2-standard-advances-isb-approves-consultation-market-and-location-based-revisions',
  title: 'GHG Protocol: Scope 2 location-based and market-based methods (revision under consultation)',
  asOf: '2026-11-21',
};

function kind(
  name: string,
  category: string,
  standardRef: string,
  extra: KnowledgeSource[] = [],
): MetricKind {
  return { name, category, standardRef, sources: [...extra, ESRS_SET_1] };
}

/** Keyed by a stable id, which extracted metrics carry as `kind`. */
export const METRIC_KINDS = {
  'ghg-emissions': kind(
    'GHG emissions',
    'Emissions',
    'ESRS E1-6 gross Scope 1, 2, 3 and total GHG emissions',
    [GHG_PROTOCOL, GHG_SCOPE_2],
  ),
  'ghg-emissions-reduction': kind(
    'GHG emissions reduction',
    'Emissions',
    'ESRS E1-4 progress against GHG reduction targets',
    [GHG_PROTOCOL],
  ),
  'ghg-intensity': kind('GHG emissions intensity', 'Emissions', 'ESRS E1-6 GHG intensity', [GHG_PROTOCOL]),
  'financed-emissions': kind(
    'Financed emissions',
    'Emissions',
    'ESRS E1-6 gross Scope 3, category 15 (investments): the emissions of the loans and investments held',
    [GHG_PROTOCOL],
  ),
  'carbon-credits': kind('Emissions offset with carbon credits', 'Emissions', 'ESRS E1-7 carbon credits', [
    GHG_PROTOCOL,
  ]),
  'energy-consumption': kind('Energy consumption', 'Energy', 'ESRS E1-5 total energy consumption'),
  'electricity-consumption': kind(
    'Electricity consumption',
    'Energy',
    'ESRS E1-5 energy consumption and mix',
  ),
  'energy-intensity': kind('Energy intensity', 'Energy', 'ESRS E1-5 energy intensity'),
  'fuel-consumption': kind(
    'Fuel consumption',
    'Energy',
    'ESRS E1-5 fuel consumption (fossil and renewable fuels)',
  ),
  'installed-capacity': kind(
    'Installed capacity',
    'Energy',
    'ESRS E1 entity-specific metric: installed renewable generating capacity',
  ),
  'energy-savings': kind('Energy savings', 'Energy', 'ESRS E1-3 actions and resources (energy efficiency)'),
  'renewable-electricity-share': kind(
    'Renewable electricity share',
    'Energy',
    'ESRS E1-5 share of renewable sources',
  ),
  'renewable-energy-share': kind('Renewable energy share', 'Energy', 'ESRS E1-5 share of renewable sources'),
  'renewable-generation': kind(
    'Renewable electricity generated',
    'Energy',
    'ESRS E1-5 self-generated renewable energy',
  ),
  'electricity-generation': kind(
    'Electricity generated',
    'Energy',
    'ESRS E1 entity-specific metric: electricity generated (the output of its generating plants, all sources)',
  ),
  'heat-delivered': kind(
    'Heat delivered',
    'Energy',
    'ESRS E1 entity-specific metric: heat delivered (the output of its heating plants and networks, sold to customers)',
  ),
  'water-withdrawal': kind('Water withdrawal', 'Water', 'ESRS E3-4 water withdrawals'),
  'water-consumption': kind('Water consumption', 'Water', 'ESRS E3-4 total water consumption'),
  'water-intensity': kind('Water intensity', 'Water', 'ESRS E3-4 water intensity'),
  'water-discharge': kind('Water discharged', 'Water', 'ESRS E3-4 water discharges'),
  'water-recycled': kind('Water recycled and reused', 'Water', 'ESRS E3-4 water recycled and reused'),
  'water-reduction': kind('Water use reduction', 'Water', 'ESRS E3-3 water targets'),
  'waste-generated': kind('Waste generated', 'Waste', 'ESRS E5-5 total waste generated'),
  'hazardous-waste': kind('Hazardous waste', 'Waste', 'ESRS E5-5 hazardous waste'),
  'waste-recycled': kind('Waste recycled or recovered', 'Waste', 'ESRS E5-5 waste diverted from disposal'),
  'food-waste': kind('Food waste', 'Waste', 'ESRS E5-5 waste generated (food waste, entity-specific)'),
  'waste-diverted': kind('Waste diverted from landfill', 'Waste', 'ESRS E5-5 waste diverted from disposal'),
  'waste-landfilled': kind('Waste sent to landfill', 'Waste', 'ESRS E5-5 waste directed to disposal'),
  'take-back': kind(
    'Products collected through take-back',
    'Waste',
    'ESRS E5-5 entity-specific metric: used products and packaging collected back for reuse or recycling',
  ),
  'packaging-recyclable-share': kind(
    'Recyclable or reusable packaging share',
    'Packaging',
    'ESRS E5-5 resource outflows',
  ),
  'packaging-weight': kind('Packaging used', 'Packaging', 'ESRS E5-4 resource inflows'),
  'plastic-reduction': kind('Plastic reduction', 'Packaging', 'ESRS E5-3 resource use targets'),
  'sustainable-materials-share': kind(
    'Sustainable materials share',
    'Materials',
    'ESRS E5-4 resource inflows',
  ),
  'recycled-materials': kind('Recycled materials used', 'Materials', 'ESRS E5-4 secondary materials used'),
  'employees-headcount': kind('Number of employees', 'Workforce', 'ESRS S1-6 employees (headcount)'),
  'employees-fte': kind('Full-time equivalents (FTE)', 'Workforce', 'ESRS S1-6 employees (FTE)'),
  'women-leadership': kind(
    'Women in leadership',
    'Workforce',
    'ESRS S1-9 gender distribution at top management',
  ),
  'women-board': kind('Women on the board', 'Governance', 'ESRS 2 GOV-1 board gender diversity'),
  'women-workforce': kind('Women in the workforce', 'Workforce', 'ESRS S1-6 employees by gender'),
  'training-hours': kind(
    'Training hours per employee',
    'Workforce',
    'ESRS S1-13 average number of training hours per employee',
  ),
  'employee-turnover': kind('Employee turnover rate', 'Workforce', 'ESRS S1-6 rate of employee turnover'),
  absenteeism: kind(
    'Absenteeism rate',
    'Workforce',
    'ESRS S1 entity-specific metric: absence rate (S1-14 health and safety metrics)',
  ),
  'gender-pay-gap': kind('Gender pay gap', 'Workforce', 'ESRS S1-16 gender pay gap'),
  'collective-bargaining': kind(
    'Employees covered by collective agreements',
    'Workforce',
    'ESRS S1-8 collective bargaining coverage',
  ),
  'injury-rate': kind(
    'Injury frequency rate',
    'Workforce',
    'ESRS S1-14 rate of recordable work-related accidents',
  ),
  'employee-engagement': kind(
    'Employee engagement',
    'Workforce',
    'ESRS S1 entity-specific metric: engagement survey score (S1-2 engagement with own workforce)',
  ),
  'volunteering-hours': kind(
    'Volunteering hours',
    'Community',
    'ESRS S3 entity-specific metric: hours employees volunteered for communities',
  ),
  'community-investment': kind(
    'Charitable donations and community investment',
    'Community',
    'ESRS S3 entity-specific metric: cash donations and investment in local communities',
  ),
  'green-investments-share': kind(
    'Share of green investments',
    'Investments',
    'ESRS E1 entity-specific metric: share of investments in green bonds and environmentally sustainable activities',
  ),
  'overnight-stays': kind(
    'Overnight stays',
    'Business activity',
    'ESRS entity-specific metric: overnight stays (guest nights), the activity a hotel’s intensities are per',
  ),
  members: kind(
    'Number of members',
    'Business activity',
    'ESRS entity-specific metric: members of a cooperative, mutual or building society (its owners and customers)',
  ),
  // 'we roasted 3,400 tonnes of coffee': what the company made, the activity its intensities are per;
  // never a footprint, so it sits under production, not emissions or energy.
  'production-volume': kind(
    'Production volume',
    'Production',
    'ESRS entity-specific metric: the quantity of goods the company produced or processed',
  ),
  'cost-income-ratio': kind(
    'Cost-income ratio',
    'Financial',
    'ESRS entity-specific metric: a bank’s cost-income ratio (operating expenses over operating income)',
  ),
  // A lender's transition-risk figure: the share of its mortgage book secured on homes rated EPC A to C.
  'mortgages-epc-a-to-c': kind(
    'Mortgage book rated EPC A–C',
    'Investments',
    'ESRS entity-specific metric: the share of a lender’s mortgage book secured on homes with an Energy Performance Certificate rated A to C (PCAF, EU Taxonomy 7.7 screening)',
  ),
  'suppliers-assessed': kind(
    'Suppliers audited or assessed',
    'Supply chain',
    'ESRS G1-2 management of relationships with suppliers',
  ),
} as const satisfies Record<string, MetricKind>;

export type MetricKindId = keyof typeof METRIC_KINDS;

export function metricKind(id: MetricKindId): MetricKind {
  return METRIC_KINDS[id];
}
