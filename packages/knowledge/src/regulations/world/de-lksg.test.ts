import { deLksgRule } from './de-lksg.js';
import { company, describeRuleTable, EMPLOYEES } from './test-support.js';

describeRuleTable(deLksgRule, [
  {
    name: 'German headcount above the threshold',
    company: company({
      country: 'DE',
      employees: EMPLOYEES.size_1001_5000,
      facts: { employeesInGermany: 1500 },
    }),
    verdict: 'in-scope',
    reason: ['1,500 employees in Germany', 'at least 1,000 employees in Germany', 'not confirmed'],
  },
  {
    name: 'exactly 1,000 in Germany meets "at least 1,000"',
    company: company({ country: 'DE', facts: { employeesInGermany: 1000 } }),
    verdict: 'in-scope',
    reason: ['at least 1,000 employees in Germany'],
  },
  {
    name: 'German headcount below the threshold',
    company: company({
      country: 'NL',
      employees: EMPLOYEES.size_5001_10000,
      facts: { employeesInGermany: 400 },
    }),
    verdict: 'not-in-scope',
    reason: ['400 employees in Germany', 'at least 1,000 employees in Germany'],
  },
  {
    name: 'whole company smaller than the threshold',
    company: company({ country: 'DE', employees: EMPLOYEES.size_201_500 }),
    verdict: 'not-in-scope',
    reason: ['201–500 employees', 'at least 1,000 employees in Germany'],
  },
  {
    name: 'German headquarters, German headcount unknown',
    company: company({ country: 'DE', employees: EMPLOYEES.size_1001_5000 }),
    verdict: 'possibly-in-scope',
    reason: ['headquartered in Germany', '1,001–5,000 employees', 'at least 1,000 employees in Germany'],
    missingFacts: ['employeesInGermany'],
  },
  {
    name: 'inference: a German-headquartered group of more than 10,000 is likely to have 1,000 in Germany',
    company: company({ country: 'DE', employees: EMPLOYEES.size_10000_plus }),
    verdict: 'likely-in-scope',
    reason: [
      '10,001 or more employees',
      'at least 1,000 employees in Germany',
      "assumes at least 10% of a German-headquartered group's workforce is in Germany",
    ],
    missingFacts: ['employeesInGermany'],
  },
  {
    name: 'counter-example: a German group of 5,001–10,000 is not enough for the inference',
    company: company({ country: 'DE', employees: EMPLOYEES.size_5001_10000 }),
    verdict: 'possibly-in-scope',
    reason: ['headquartered in Germany', 'German headcount is unknown'],
    missingFacts: ['employeesInGermany'],
  },
  {
    name: 'counter-example: a non-German group of 10,000+ gets no inference',
    company: company({ country: 'NL', employees: EMPLOYEES.size_10000_plus }),
    verdict: 'possibly-in-scope',
    reason: ['German branch', 'German headcount is unknown'],
    missingFacts: ['employeesInGermany'],
  },
  {
    name: 'counter-example: the consultant’s German headcount beats the inference',
    company: company({
      country: 'DE',
      employees: EMPLOYEES.size_10000_plus,
      facts: { employeesInGermany: 400 },
    }),
    verdict: 'not-in-scope',
    reason: ['400 employees in Germany'],
  },
  {
    name: 'counter-example: in 2023 (3,000 in Germany) 10,000+ worldwide is not enough',
    company: company({ country: 'DE', employees: EMPLOYEES.size_10000_plus }),
    today: '2023-06-30',
    verdict: 'possibly-in-scope',
    reason: ['at least 3,000 employees in Germany'],
    missingFacts: ['employeesInGermany'],
  },
  {
    name: 'foreign company that may have a German branch',
    company: company({ country: 'US', employees: EMPLOYEES.size_10000_plus }),
    verdict: 'possibly-in-scope',
    reason: ['German branch', 'at least 1,000 employees in Germany'],
    missingFacts: ['employeesInGermany'],
  },
  {
    // Reaching 1,000 in Germany would take most of its people, in a country its pages name no site in.
    name: 'foreign lender of 1,250 whose pages name sites only at home',
    company: company({
      country: 'GB',
      employees: { min: 1250, max: 1250 },
      sites: [
        {
          country: 'GB',
          quote: 'Head office: 4 Mill Lane, Harrogate HG1 1AA',
          url: 'https://www.example.test/branches',
        },
      ],
    }),
    verdict: 'not-in-scope',
    reason: [
      'sites only in the United Kingdom, none in Germany',
      'more than half',
      'is inferred, not stated',
    ],
    missingFacts: ['employeesInGermany'],
  },
  {
    name: 'counter-example: a foreign group of 1,001–5,000 could have 1,000 in an unlisted German branch',
    company: company({
      country: 'GB',
      employees: EMPLOYEES.size_1001_5000,
      sites: [{ country: 'GB', quote: 'Head office: Leeds', url: 'https://www.example.test/contact' }],
    }),
    verdict: 'possibly-in-scope',
    reason: ['German headcount is unknown', 'sites only in the United Kingdom, none in Germany'],
    missingFacts: ['employeesInGermany'],
  },
  {
    name: 'counter-example: pages naming no site at all leave the question open',
    company: company({ country: 'GB', employees: { min: 1250, max: 1250 } }),
    verdict: 'possibly-in-scope',
    reason: ['German branch', 'German headcount is unknown'],
    missingFacts: ['employeesInGermany'],
  },
  {
    name: 'counter-example: a German site named keeps it open',
    company: company({
      country: 'GB',
      employees: { min: 1250, max: 1250 },
      sites: [
        { country: 'GB', quote: 'Head office: Leeds', url: 'https://www.example.test/contact' },
        { country: 'DE', quote: 'Niederlassung Frankfurt am Main', url: 'https://www.example.test/contact' },
      ],
    }),
    verdict: 'possibly-in-scope',
    reason: ['German headcount is unknown'],
    missingFacts: ['employeesInGermany'],
  },
  {
    name: 'nothing known',
    company: company(),
    verdict: 'possibly-in-scope',
    reason: ['headcount is unknown'],
    missingFacts: ['employeesInGermany'],
  },
  {
    name: 'in 2023 the threshold was 3,000',
    company: company({ country: 'DE', facts: { employeesInGermany: 2000 } }),
    today: '2023-06-30',
    verdict: 'not-in-scope',
    reason: ['at least 3,000 employees in Germany'],
  },
  {
    name: 'before the law applied',
    company: company({ country: 'DE', facts: { employeesInGermany: 20000 } }),
    today: '2022-12-31',
    verdict: 'not-in-scope',
    reason: ['1 Jan 2023'],
  },
]);
