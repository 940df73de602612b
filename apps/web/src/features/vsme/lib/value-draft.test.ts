import { vsmeDatapoint } from '@impact/knowledge/vsme';
import { describe, expect, it } from 'vitest';
import { testValue } from './test-report';
import { draftFromValue, toUpdate, type ValueDraft } from './value-draft';

const VERSION = 'vsme-recommendation-2025' as const;
const datapoint = (id: string) => vsmeDatapoint(VERSION, id);

describe('draftFromValue', () => {
  it("starts an estimate's edit as the consultant's entry, with its number and unit", () => {
    const draft = draftFromValue(
      testValue('TotalEnergyConsumption', { status: 'estimated', value: 1240, unit: 'MWh' }),
      datapoint('TotalEnergyConsumption'),
    );
    expect(draft).toMatchObject({ status: 'entered', text: '1240', unit: 'MWh' });
  });

  it('gives a fixed table a row per member of its axis', () => {
    const draft = draftFromValue(
      testValue('BreakdownOfEnergyConsumptionTable'),
      datapoint('BreakdownOfEnergyConsumptionTable'),
    );
    expect(draft.rows.map((row) => row.row)).toEqual([
      'Total renewable and non-renewable energy',
      'Renewable energy',
      'Non-renewable energy',
    ]);
  });
});

describe('toUpdate', () => {
  const base = draftFromValue(testValue('TotalEnergyConsumption'), datapoint('TotalEnergyConsumption'));

  it('asks for a number where the datapoint is a number', () => {
    expect(toUpdate({ ...base, text: 'twelve' }, datapoint('TotalEnergyConsumption'), VERSION)).toEqual({
      errors: { value: 'Enter a number' },
    });
  });

  it('names a row of an open table that has cells but no name', () => {
    const subsidiaries = datapoint('ListOfSubsidiaryTable');
    const draft = {
      ...draftFromValue(testValue('ListOfSubsidiaryTable'), subsidiaries),
      rows: [{ row: '', cells: { NameOfTheSubsidiary: 'Acme Logistics' } }],
    };
    expect(toUpdate(draft, subsidiaries, VERSION)).toEqual({
      errors: { value: 'Name every row of the table' },
    });
  });

  it('leaves an open table’s unused empty rows out', () => {
    const subsidiaries = datapoint('ListOfSubsidiaryTable');
    const draft: ValueDraft = {
      ...draftFromValue(testValue('ListOfSubsidiaryTable'), subsidiaries),
      rows: [
        { row: 'Acme Logistics', cells: { NameOfTheSubsidiary: 'Acme Logistics BV' } },
        { row: '', cells: {} },
      ],
    };
    expect(toUpdate(draft, subsidiaries, VERSION)).toEqual({
      body: {
        status: 'entered',
        value: [
          {
            row: 'Acme Logistics',
            cells: { NameOfTheSubsidiary: 'Acme Logistics BV', RegisteredAddressOfTheSubsidiary: null },
          },
        ],
        unit: null,
        note: null,
      },
    });
  });
});
