import { describe } from 'vitest';
import { company, consultant, itEvaluates } from '../rule-cases.js';
import { empcoRule, greenClaimsRule } from './empco.js';

const TRIGGER = ['no size threshold', 'towards consumers (B2C) in the EU'];

describe('EmpCo', () => {
  itEvaluates(empcoRule, [
    {
      name: 'sells to EU consumers',
      company: company({ Headquarters: 'Ventura, CA' }, { sellsToConsumersInEu: consultant(true) }),
      verdict: 'in-scope',
      reason: [...TRIGGER, "it sells to consumers in the EU (consultant's answer)"],
      dates: [['Applies since', '2026-09-27']],
    },
    {
      name: 'B2B only',
      company: company({ Headquarters: 'Hamburg' }, { sellsToConsumersInEu: consultant(false) }),
      verdict: 'not-in-scope',
      reason: [...TRIGGER, 'does not sell to consumers'],
    },
    {
      name: 'EU apparel brand, B2C not recorded',
      company: company({ Headquarters: 'Stockholm', Industry: 'Fashion' }),
      verdict: 'likely-in-scope',
      reason: [...TRIGGER, 'very probably'],
      missing: ['sellsToConsumersInEu'],
    },
    {
      name: 'US company, B2C not recorded',
      company: company({ Headquarters: 'Boston', Industry: 'Software' }),
      verdict: 'possibly-in-scope',
      reason: TRIGGER,
      missing: ['sellsToConsumersInEu'],
    },
  ]);
});

describe('Green Claims Directive (context only)', () => {
  itEvaluates(greenClaimsRule, [
    {
      name: 'never triggers, even for a B2C company',
      company: company({ Headquarters: 'Paris' }, { sellsToConsumersInEu: consultant(true) }),
      verdict: 'not-in-scope',
      reason: ['only a proposal', 'COM(2023) 166', 'neither adopted nor formally withdrawn'],
    },
    {
      name: 'never triggers for an unknown company',
      company: company(),
      verdict: 'not-in-scope',
      reason: ['creates no obligations'],
    },
  ]);
});
