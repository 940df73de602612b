import { usUflpaRule } from './us-uflpa.js';
import { company, describeRuleTable, EMPLOYEES } from './test-support.js';

describeRuleTable(usUflpaRule, [
  {
    name: 'US apparel company (cotton is a high-priority sector)',
    company: company({ country: 'US', sectors: ['C', 'apparel'], employees: EMPLOYEES.size_11_50 }),
    verdict: 'likely-in-scope',
    reason: ['Xinjiang', 'no size threshold', 'high-priority'],
  },
  {
    name: 'software company',
    company: company({ country: 'US', sectors: ['J', 'technology'] }),
    verdict: 'not-in-scope',
    reason: ['Xinjiang', 'J, technology', 'services'],
  },
  {
    name: 'sector unknown',
    company: company({ country: 'US' }),
    verdict: 'possibly-in-scope',
    reason: ['Xinjiang', 'sector is unknown'],
  },
  {
    name: 'Vietnamese food producer: only if its goods reach the US',
    company: company({ country: 'VN', sectors: ['A', 'agriculture-food'] }),
    verdict: 'possibly-in-scope',
    reason: ['Xinjiang', 'high-priority', 'into the US'],
  },
  {
    name: 'German machinery maker',
    company: company({ country: 'DE', sectors: ['C'] }),
    verdict: 'possibly-in-scope',
    reason: ['Xinjiang', 'deals in goods'],
  },
]);
