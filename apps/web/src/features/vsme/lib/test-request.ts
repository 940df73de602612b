import type {
  VsmeDataRequest,
  VsmeRequestAnswer,
  VsmeRequestForm,
  VsmeRequestQuestion,
} from '@impact/contracts';

/** Test data for the data-request pages, in the contract's shapes. */
export function testQuestion(
  datapointId: string,
  overrides: Partial<VsmeRequestQuestion> = {},
): VsmeRequestQuestion {
  return {
    datapointId,
    disclosure: 'B3',
    disclosureTitle: 'Energy and greenhouse gas emissions',
    label: datapointId,
    kind: 'text',
    unit: null,
    options: null,
    multiple: false,
    guidance: null,
    asksExplanation: false,
    answer: null,
    editable: true,
    ...overrides,
  };
}

export function testAnswer(overrides: Partial<VsmeRequestAnswer> = {}): VsmeRequestAnswer {
  return {
    value: null,
    unit: null,
    explanation: null,
    state: 'draft',
    review: null,
    reviewComment: null,
    files: [],
    savedAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}

/** One question of each kind the contact answers, in two disclosures. */
export const QUESTIONS: VsmeRequestQuestion[] = [
  testQuestion('TotalEnergyConsumption', {
    label: 'Total energy consumption',
    kind: 'number',
    unit: 'MWh',
    guidance: 'From your energy bills for the year.',
  }),
  testQuestion('EnergyConsumptionFromRenewableSources', {
    label: 'Renewable share of energy',
    kind: 'percentage',
  }),
  testQuestion('HasPoliciesOnClimateChange', {
    disclosure: 'B2',
    disclosureTitle: 'Practices, policies and future initiatives',
    label: 'Climate change policy',
    kind: 'boolean',
    asksExplanation: true,
  }),
  testQuestion('DescriptionOfPractices', {
    disclosure: 'B2',
    disclosureTitle: 'Practices, policies and future initiatives',
    label: 'Description of practices',
  }),
  testQuestion('TypeOfPremises', {
    disclosure: 'B2',
    disclosureTitle: 'Practices, policies and future initiatives',
    label: 'Type of premises',
    kind: 'enum',
    options: ['Owned', 'Leased'],
  }),
];

export function testForm(overrides: Partial<VsmeRequestForm> = {}): VsmeRequestForm {
  return {
    clientName: 'Acme Foods',
    organizationName: 'Greenworks Consulting',
    periodStart: '2025-01-01',
    periodEnd: '2025-12-31',
    message: 'Please fill in what you can by Friday.',
    status: 'open',
    expiresAt: '2026-03-15T00:00:00.000Z',
    questions: QUESTIONS,
    ...overrides,
  };
}

export function testDataRequest(overrides: Partial<VsmeDataRequest> = {}): VsmeDataRequest {
  return {
    documentId: 'request-1',
    reportDocumentId: 'vsme-2025',
    status: 'open',
    datapointIds: ['TotalEnergyConsumption'],
    contactName: 'Sam Lee',
    contactEmail: 'sam@acme.example',
    message: null,
    progress: { asked: 3, drafted: 1, submitted: 1, accepted: 0, returned: 1 },
    expiresAt: '2026-03-15T00:00:00.000Z',
    createdAt: '2026-03-01T00:00:00.000Z',
    revokedAt: null,
    lastRemindedAt: null,
    ...overrides,
  };
}
