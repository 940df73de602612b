import type {
  Client,
  VsmeCompletenessCount,
  VsmeReport,
  VsmeReportSummary,
  VsmeValue,
} from '@impact/contracts';

/** Test data: a value of the contract's shape, missing unless told otherwise. */
export function testValue(datapointId: string, overrides: Partial<VsmeValue> = {}): VsmeValue {
  return {
    datapointId,
    status: 'missing',
    value: null,
    unit: null,
    periodYear: 2025,
    sources: [],
    method: null,
    notApplicableReason: null,
    omissionStatement: null,
    review: null,
    pendingClientAnswer: null,
    previous: null,
    note: null,
    updatedAt: '2026-02-01T10:00:00.000Z',
    updatedBy: null,
    ...overrides,
  };
}

export const count = (applicable: number, answered: number, awaitingReview = 0): VsmeCompletenessCount => ({
  applicable,
  answered,
  missing: applicable - answered,
  awaitingReview,
});

/** One value of each status, across B1, B3, B5, B6 and B11, with sources, an estimate and a table. */
export const STATUS_VALUES: VsmeValue[] = [
  testValue('BasisForPreparation', {
    status: 'found',
    value: ['Option A (Basic Module only)'],
    sources: [
      {
        kind: 'document',
        url: 'https://acme.example/sustainability-2025.pdf',
        title: 'Acme Sustainability Report 2025',
        retrievedAt: '2026-01-10',
        quote: 'This report follows the Basic Module of the VSME.',
      },
    ],
    method: { kind: 'evidence-metric', description: 'Stated in the sustainability report.' },
  }),
  testValue('NumberOfEmployees', {
    status: 'client-provided',
    value: 48,
    unit: 'headcount',
    review: 'pending',
    method: { kind: 'client', description: "Answered by the client's contact." },
  }),
  testValue('TotalEnergyConsumption', {
    status: 'found',
    value: 1240,
    unit: 'MWh',
    previous: { value: 1100, unit: 'MWh', changed: true },
  }),
  testValue('GrossScope1GreenhouseGasEmissions', {
    status: 'estimated',
    value: 250.5,
    unit: 'tCO2e',
    review: 'pending',
    method: {
      kind: 'estimate',
      description: 'Scope 1 from 1,240 MWh of natural gas × 0.202 tCO2e/MWh',
      factors: [
        {
          name: 'Natural gas',
          value: 0.202,
          unit: 'tCO2e/MWh',
          country: 'BE',
          year: 2025,
          dataset: 'DEFRA conversion factors 2025',
          url: 'https://www.gov.uk/government/collections/government-conversion-factors-for-company-reporting',
        },
      ],
    },
  }),
  testValue('BreakdownOfEnergyConsumptionTable', {
    status: 'entered',
    value: [
      {
        row: 'Renewable energy',
        cells: {
          EnergyConsumptionFromElectricity: 400,
          EnergyConsumptionFromSelfGeneratedElectricity: 20,
          EnergyConsumptionFromFuels: null,
        },
      },
    ],
    note: 'From the energy supplier’s invoices.',
  }),
  testValue('AreaOfSiteInBiodiversitySensitiveArea', {
    status: 'not-applicable',
    notApplicableReason: 'No site lies in or near a biodiversity-sensitive area.',
  }),
  testValue('TotalAmountOfWaterWithdrawnFromAllSites'),
  testValue('TotalAmountOfFinesForTheViolationOfAnticorruptionAndAntibriberyLaws', {
    status: 'omitted',
    omissionStatement: 'Fines are omitted as classified information under a court order.',
  }),
];

export function testReport(overrides: Partial<VsmeReport> = {}): VsmeReport {
  return {
    id: 1,
    documentId: 'vsme-2025',
    client: { documentId: 'client-1', Name: 'Acme Foods' },
    versionId: 'vsme-recommendation-2025',
    module: 'basic',
    periodStart: '2025-01-01',
    periodEnd: '2025-12-31',
    previousReportDocumentId: 'vsme-2024',
    completeness: {
      overall: count(8, 7, 2),
      modules: { basic: count(8, 7, 2), comprehensive: null },
      disclosures: [
        { code: 'B1', ...count(2, 2, 1) },
        { code: 'B3', ...count(3, 3, 1) },
        { code: 'B5', ...count(1, 1) },
        { code: 'B6', ...count(1, 0) },
        { code: 'B11', ...count(1, 1) },
      ],
    },
    values: STATUS_VALUES,
    createdAt: '2026-02-01T10:00:00.000Z',
    updatedAt: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}

export function testSummary(overrides: Partial<VsmeReportSummary> = {}): VsmeReportSummary {
  const { completeness, values: _values, ...report } = testReport();
  return { ...report, completeness: completeness.overall, ...overrides };
}

/** The client the VSME pages are shown for, as GET /clients?name= answers it. */
export function testClient(overrides: Partial<Client> = {}): Client {
  const sections = Object.fromEntries(
    [
      'WebContext',
      'WebsiteContext',
      'FocusAreas',
      'ImpactTopics',
      'SustainabilityRegulations',
      'UpcomingPolicies',
      'VoluntaryCodesAdopted',
      'ReportedMetrics',
      'ReportingFrameworks',
      'PublicPerception',
      'Controversies',
      'LocationPresence',
      'BusinessModelOverview',
      'Stakeholders',
    ].map((key) => [key, null]),
  );
  return {
    id: 1,
    documentId: 'client-1',
    Name: 'Acme Foods',
    Industry: 'Food production',
    EmployeeCount: null,
    Revenue: null,
    Headquarters: 'Ghent, Belgium',
    FoundedYear: null,
    WebsiteUrl: null,
    Domain: null,
    CompanyInfo: null,
    LogoUrl: null,
    Organizations: [1],
    Sample: null,
    FieldOrigins: {},
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    OnboardingScopes: [],
    PreferredFrameworks: [],
    ...sections,
    ...overrides,
  } as Client;
}
