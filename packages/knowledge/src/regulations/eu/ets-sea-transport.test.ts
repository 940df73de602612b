import { describe } from 'vitest';
import { classifyCompany } from '../../company/classification/classify-company.js';
import { evidenceFromPages } from '../../company/classification/evidence.js';
import { normalizeCompany } from '../../company/normalize.js';
import { itEvaluates } from '../rule-cases.js';
import { etsRule } from './ets.js';

/** A fictional tanker operator, described on its own home page. */
const operator = (headquarters: string) =>
  normalizeCompany(
    { Name: 'Example Tankers', EmployeeCount: 'size_201_500', Headquarters: headquarters },
    {},
    classifyCompany(
      evidenceFromPages([
        {
          url: 'https://www.example.test/',
          content:
            'Example Tankers owns and operates a fleet of 12 product tankers carrying refined oil products and chemicals.',
        },
      ]),
    ),
  );

describe('EU ETS for a sea freight operator', () => {
  itEvaluates(etsRule, [
    {
      name: 'a Danish tanker operator very probably runs ships of 5,000 GT and more into EEA ports',
      company: operator('Hellerup, Denmark'),
      verdict: 'likely-in-scope',
      reason: ['5,000 GT', 'whatever the ship'],
    },
    {
      name: 'so does one seated outside the EEA: the voyages, not the seat, decide',
      company: operator('Singapore'),
      verdict: 'likely-in-scope',
      reason: ['gross tonnage'],
    },
  ]);
});
