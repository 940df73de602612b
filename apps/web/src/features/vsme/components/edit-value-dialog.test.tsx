import * as contracts from '@impact/contracts';
import type { VsmeValue } from '@impact/contracts';
import { vsmeDatapoint } from '@impact/knowledge/vsme';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cleanup,
  click,
  getByLabel,
  getByRole,
  queryAllByRole,
  render,
  select,
  type,
  waitFor,
} from '../../../lib/test-support/render';
import { signIn, signOut } from '../../../lib/test-support/session';
import { answer, apiError, stubApi, type RecordedRequest } from '../../../lib/test-support/stub-api';
import { valueAnswer } from '../api/answers';
import { testReport, testValue } from '../lib/test-report';
import { EditValueDialog } from './edit-value-dialog';

const REPORT = testReport();
const putPath = (id: string) => `/api/vsme/reports/vsme-2025/values/${id}`;

function openEditor(value: VsmeValue) {
  const onClose = vi.fn();
  render(
    <EditValueDialog
      reportId="vsme-2025"
      versionId="vsme-recommendation-2025"
      target={{ value, datapoint: vsmeDatapoint('vsme-recommendation-2025', value.datapointId) }}
      onClose={onClose}
    />,
  );
  return { dialog: getByRole('dialog'), onClose };
}

/** The PUT answers `reply`, and the test reads what was sent. */
function stubPut(id: string, reply: (request: RecordedRequest) => ReturnType<typeof answer>) {
  signIn();
  return stubApi({ [`PUT ${putPath(id)}`]: reply });
}

const saved = (request: RecordedRequest) => {
  const { data } = request.body as { data: contracts.UpdateVsmeValue };
  return answer(valueAnswer(contracts), {
    data: testValue(request.url.split('/').pop()!, {
      ...data,
      value: data.value ?? null,
      unit: data.unit ?? null,
    }),
    meta: { completeness: REPORT.completeness },
  });
};

/** The error line a control (or group) points to with aria-describedby. */
const errorOf = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

const save = (dialog: HTMLElement) => click(getByRole('button', 'Save', dialog));

/** A control's element and its type (or input mode): 'input:date', 'select', 'fieldset'. */
const shapeOf = (control: HTMLElement) =>
  [control.tagName.toLowerCase(), control.getAttribute('type') ?? control.getAttribute('inputmode')]
    .filter(Boolean)
    .join(':');

afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

describe('Edit value dialog', () => {
  /**
   * Per kind: the input that fits it, what a save sends, and the server's 400 about the value shown
   * under that input.
   */
  const kinds: {
    kind: string;
    datapointId: string;
    fill: (dialog: HTMLElement) => void;
    sent: unknown;
    control: (dialog: HTMLElement) => HTMLElement;
    /** The control's element and type (or input mode). */
    shape: string;
  }[] = [
    {
      kind: 'a number with its unit',
      datapointId: 'TotalEnergyConsumption',
      shape: 'input:number',
      fill: (dialog) => type(getByLabel(/^Value/, dialog), '1240.5'),
      sent: { status: 'entered', value: 1240.5, unit: 'MWh', note: null },
      control: (dialog) => getByLabel(/^Value/, dialog),
    },
    {
      kind: 'yes or no',
      datapointId: 'ReportContainsDisclosuresFromThePreviousReportingPeriodThatRemainUnchanged',
      shape: 'select',
      fill: (dialog) => select(getByLabel(/^Value/, dialog), 'no'),
      sent: { status: 'entered', value: false, unit: null, note: null },
      control: (dialog) => getByLabel(/^Value/, dialog),
    },
    {
      kind: 'text',
      datapointId: 'LinkToPreviousReportContainingDisclosuresThatRemainUnchanged',
      shape: 'textarea',
      fill: (dialog) => type(getByLabel(/^Value/, dialog), 'https://acme.example/vsme-2024.pdf'),
      sent: { status: 'entered', value: 'https://acme.example/vsme-2024.pdf', unit: null, note: null },
      control: (dialog) => getByLabel(/^Value/, dialog),
    },
    {
      kind: 'one of the options',
      datapointId: 'BasisForPreparation',
      shape: 'select',
      fill: (dialog) =>
        select(getByLabel(/^Value/, dialog), 'Option B (Basic Module and Comprehensive Module)'),
      sent: {
        status: 'entered',
        value: ['Option B (Basic Module and Comprehensive Module)'],
        unit: null,
        note: null,
      },
      control: (dialog) => getByLabel(/^Value/, dialog),
    },
    {
      kind: 'several of the options',
      datapointId: 'ListOfDisclosuresForWhichNoChangesAreReportedComparedToThePreviousPeriodReporting',
      shape: 'fieldset',
      fill: (dialog) => {
        click(getByLabel('B1 – Basis for preparation', dialog));
        click(getByLabel('B3 – Energy and greenhouse gas emissions', dialog));
      },
      sent: {
        status: 'entered',
        value: ['B1 – Basis for preparation', 'B3 – Energy and greenhouse gas emissions'],
        unit: null,
        note: null,
      },
      control: (dialog) => getByRole('group', /^Value/, dialog),
    },
    {
      kind: 'a day',
      datapointId: 'DateOfAdoptionOfTransitionPlanForUndertakingNotHavingAdoptedTransitionPlanYet',
      shape: 'input:date',
      fill: (dialog) => type(getByLabel(/^Value/, dialog), '2027-06-30'),
      sent: { status: 'entered', value: '2027-06-30', unit: null, note: null },
      control: (dialog) => getByLabel(/^Value/, dialog),
    },
    {
      kind: 'a year',
      datapointId: 'GreenhouseGasEmissionReductionTargetBaseYear',
      shape: 'input:numeric',
      fill: (dialog) => type(getByLabel(/^Value/, dialog), '2019'),
      sent: { status: 'entered', value: '2019', unit: null, note: null },
      control: (dialog) => getByLabel(/^Value/, dialog),
    },
    {
      kind: 'table rows',
      datapointId: 'BreakdownOfEnergyConsumptionTable',
      shape: 'fieldset',
      fill: (dialog) => {
        type(getByLabel('Energy consumption from electricity, Renewable energy', dialog), '400');
        type(getByLabel('Energy consumption from fuels, Non-renewable energy', dialog), '840');
      },
      sent: {
        status: 'entered',
        value: [
          {
            row: 'Total renewable and non-renewable energy',
            cells: {
              EnergyConsumptionFromElectricity: null,
              EnergyConsumptionFromSelfGeneratedElectricity: null,
              EnergyConsumptionFromFuels: null,
            },
          },
          {
            row: 'Renewable energy',
            cells: {
              EnergyConsumptionFromElectricity: 400,
              EnergyConsumptionFromSelfGeneratedElectricity: null,
              EnergyConsumptionFromFuels: null,
            },
          },
          {
            row: 'Non-renewable energy',
            cells: {
              EnergyConsumptionFromElectricity: null,
              EnergyConsumptionFromSelfGeneratedElectricity: null,
              EnergyConsumptionFromFuels: 840,
            },
          },
        ],
        unit: null,
        note: null,
      },
      control: (dialog) => getByRole('group', /^Value/, dialog),
    },
  ];

  for (const { kind, datapointId, fill, sent, control, shape } of kinds) {
    it(`enters ${kind}, and shows the server's 400 about it under the input`, async () => {
      let answerWith400 = false;
      const api = stubPut(datapointId, (request) =>
        answerWith400 ? apiError(400, `value is not valid for ${datapointId}`) : saved(request),
      );
      const { dialog, onClose } = openEditor(testValue(datapointId));
      expect(shapeOf(control(dialog))).toBe(shape);
      fill(dialog);
      save(dialog);
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(api.calls('PUT', putPath(datapointId))[0]!.body).toEqual({ data: sent });

      cleanup();
      answerWith400 = true;
      const second = openEditor(testValue(datapointId));
      fill(second.dialog);
      save(second.dialog);
      await waitFor(() =>
        expect(errorOf(control(second.dialog))).toBe(`value is not valid for ${datapointId}`),
      );
      expect(control(second.dialog).getAttribute('aria-invalid')).toBe('true');
      expect(queryAllByRole('alert', undefined, second.dialog)).toHaveLength(0);
      expect(second.onClose).not.toHaveBeenCalled();
    });
  }

  it("shows the server's 400 about the unit under the unit", async () => {
    stubPut('TotalEnergyConsumption', () => apiError(400, "unit 'kg' cannot be converted to MWh for value"));
    const { dialog } = openEditor(
      testValue('TotalEnergyConsumption', { status: 'found', value: 10, unit: 'MWh' }),
    );
    expect((getByLabel(/^Value/, dialog) as HTMLInputElement).value).toBe('10');
    type(getByLabel(/^Unit/, dialog), 'kg');
    save(dialog);
    await waitFor(() =>
      expect(errorOf(getByLabel(/^Unit/, dialog))).toBe("unit 'kg' cannot be converted to MWh for value"),
    );
    expect(errorOf(getByLabel(/^Value/, dialog))).toBeNull();
  });

  it('asks for the reason a datapoint does not apply, and shows the server’s 400 under it', async () => {
    const api = stubPut('AreaOfSiteInBiodiversitySensitiveArea', () =>
      apiError(400, 'notApplicableReason must name the condition that does not hold'),
    );
    const { dialog } = openEditor(testValue('AreaOfSiteInBiodiversitySensitiveArea'));
    select(getByLabel('Status', dialog), 'not-applicable');
    expect(() => getByLabel(/^Value/, dialog)).toThrow();
    save(dialog);
    const reason = getByLabel(/^Why it does not apply/, dialog);
    expect(errorOf(reason)).toBe('Say why the datapoint does not apply');
    expect(api.calls('PUT', putPath('AreaOfSiteInBiodiversitySensitiveArea'))).toHaveLength(0);
    type(reason, 'No sites');
    save(dialog);
    await waitFor(() =>
      expect(errorOf(getByLabel(/^Why it does not apply/, dialog))).toBe(
        'notApplicableReason must name the condition that does not hold',
      ),
    );
    expect(api.calls('PUT', putPath('AreaOfSiteInBiodiversitySensitiveArea'))[0]!.body).toEqual({
      data: { status: 'not-applicable', notApplicableReason: 'No sites', note: null },
    });
  });

  it('offers Omitted where the standard allows it, with the statement it requires', async () => {
    const id = 'TotalAmountOfFinesForTheViolationOfAnticorruptionAndAntibriberyLaws';
    const api = stubPut(id, saved);
    const { dialog, onClose } = openEditor(testValue(id));
    select(getByLabel('Status', dialog), 'omitted');
    save(dialog);
    expect(errorOf(getByLabel(/^Omission statement/, dialog))).toBe(
      'Write the statement the standard requires for an omission',
    );
    type(getByLabel(/^Omission statement/, dialog), 'Fines are classified under a court order.');
    save(dialog);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls('PUT', putPath(id))[0]!.body).toEqual({
      data: { status: 'omitted', omissionStatement: 'Fines are classified under a court order.', note: null },
    });
  });

  it('sets a value back to missing, and shows a 400 naming no field above the buttons', async () => {
    stubPut('NumberOfEmployees', () => apiError(400, 'The report is locked for review'));
    const { dialog } = openEditor(
      testValue('NumberOfEmployees', { status: 'entered', value: 48, unit: 'headcount' }),
    );
    select(getByLabel('Status', dialog), 'missing');
    save(dialog);
    await waitFor(() =>
      expect(getByRole('alert', undefined, dialog).textContent).toBe('The report is locked for review'),
    );
  });
});
