import { describe } from 'vitest';
import { company, consultant, itEvaluates } from '../rule-cases.js';
import { sfdrRule } from './sfdr.js';

const TRIGGER = ['financial market participants and financial advisers in the EU'];

describe('SFDR', () => {
  itEvaluates(sfdrRule, [
    {
      name: 'EU asset manager with more than 500 employees',
      company: company(
        { Headquarters: 'Luxembourg', Industry: 'Asset Management', EmployeeCount: 'size_1001_5000' },
        { isFinancialSectorEntity: consultant(true) },
      ),
      verdict: 'in-scope',
      reason: [...TRIGGER, 'more than 500', 'mandatory'],
      dates: [['Applies since', '2021-03-10']],
    },
    {
      name: 'not a financial entity',
      company: company({ Headquarters: 'Luxembourg' }, { isFinancialSectorEntity: consultant(false) }),
      verdict: 'not-in-scope',
      reason: [...TRIGGER, 'not a financial-sector entity'],
    },
    {
      name: 'EU asset manager by sector, status not recorded',
      company: company({
        Headquarters: 'Paris',
        Industry: 'Asset Management',
        EmployeeCount: 'size_201_500',
      }),
      verdict: 'likely-in-scope',
      reason: [...TRIGGER, 'probably a financial market participant', 'comply-or-explain'],
      missing: ['isFinancialSectorEntity'],
    },
    {
      name: 'bank, status not recorded',
      company: company({ Headquarters: 'Milan', Industry: 'Banking' }),
      verdict: 'possibly-in-scope',
      reason: TRIGGER,
      missing: ['isFinancialSectorEntity'],
    },
    {
      name: 'apparel company',
      company: company({ Headquarters: 'Milan', Industry: 'Apparel' }),
      verdict: 'not-in-scope',
      reason: [...TRIGGER, 'non-financial company'],
    },
  ]);
});
