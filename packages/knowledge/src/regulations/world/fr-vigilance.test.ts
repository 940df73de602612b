import { frVigilanceRule } from './fr-vigilance.js';
import { company, describeRuleTable, EMPLOYEES } from './test-support.js';

describeRuleTable(frVigilanceRule, [
  {
    name: 'French group with more than 10,000 employees worldwide',
    company: company({ country: 'FR', employees: EMPLOYEES.size_10000_plus }),
    verdict: 'in-scope',
    reason: ['10,001 or more employees', 'at least 10,000 worldwide'],
  },
  {
    name: 'French company with 6,000 employees in France',
    company: company({
      country: 'FR',
      employees: EMPLOYEES.size_5001_10000,
      facts: { employeesInFrance: 6000 },
    }),
    verdict: 'in-scope',
    reason: ['6,000 employees in France', 'at least 5,000 employees in France'],
  },
  {
    name: 'exactly 5,000 in France meets "at least 5,000"',
    company: company({ country: 'FR', facts: { employeesInFrance: 5000 } }),
    verdict: 'in-scope',
    reason: ['at least 5,000 employees in France'],
  },
  {
    name: 'French company below both thresholds',
    company: company({ country: 'FR', employees: EMPLOYEES.size_501_1000 }),
    verdict: 'not-in-scope',
    reason: ['501–1,000 employees', 'at least 5,000 employees in France', 'at least 10,000 worldwide'],
  },
  {
    name: '1,001–5,000 employees touches "at least 5,000": the French headcount decides',
    company: company({ country: 'FR', employees: EMPLOYEES.size_1001_5000 }),
    verdict: 'possibly-in-scope',
    reason: ['1,001–5,000 employees', 'at least 5,000 employees in France'],
    missingFacts: ['employeesInFrance'],
  },
  {
    name: '4,999 in France and 5,001–10,000 worldwide: only exactly 10,000 would qualify',
    company: company({
      country: 'FR',
      employees: EMPLOYEES.size_5001_10000,
      facts: { employeesInFrance: 4999 },
    }),
    verdict: 'possibly-in-scope',
    reason: ['only exactly 10,000 worldwide', 'at least 10,000 worldwide'],
    missingFacts: [],
  },
  {
    name: 'French company under 10,000 worldwide with 4,999 in France',
    company: company({
      country: 'FR',
      employees: EMPLOYEES.size_1001_5000,
      facts: { employeesInFrance: 4999 },
    }),
    verdict: 'not-in-scope',
    reason: ['4,999 employees in France', 'at least 5,000 employees in France'],
  },
  {
    name: 'French company, 5,001–10,000 employees, French headcount unknown',
    company: company({ country: 'FR', employees: EMPLOYEES.size_5001_10000 }),
    verdict: 'possibly-in-scope',
    reason: ['A French company with 5,001–10,000 employees', 'at least 5,000 employees in France'],
    missingFacts: ['employeesInFrance'],
  },
  {
    name: 'foreign group with 7,000 staff in France (its French subsidiary)',
    company: company({
      country: 'US',
      employees: EMPLOYEES.size_10000_plus,
      facts: { employeesInFrance: 7000 },
    }),
    verdict: 'likely-in-scope',
    reason: ['French subsidiary', '7,000 employees in France'],
  },
  {
    name: 'foreign group, French headcount unknown',
    company: company({ country: 'DE', employees: EMPLOYEES.size_10000_plus }),
    verdict: 'possibly-in-scope',
    reason: ['headquartered elsewhere', 'at least 5,000 employees in France'],
    missingFacts: ['employeesInFrance'],
  },
]);
