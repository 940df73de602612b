import { ukSdrRule } from './uk-sdr.js';
import { company, describeRuleTable } from './test-support.js';

describeRuleTable(ukSdrRule, [
  {
    name: 'UK financial firm',
    company: company({
      country: 'GB',
      sectors: ['K', 'asset-management'],
      facts: { isFinancialSectorEntity: true },
    }),
    verdict: 'likely-in-scope',
    reason: ['FCA-authorised firms', 'anti-greenwashing', 'UK asset managers'],
    missingFacts: [],
  },
  {
    name: 'not a financial-sector entity',
    company: company({ country: 'GB', facts: { isFinancialSectorEntity: false } }),
    verdict: 'not-in-scope',
    reason: ['FCA-authorised firms', 'not a financial-sector entity'],
  },
  {
    name: 'software company: sector is not financial services',
    company: company({ country: 'GB', sectors: ['J', 'technology'] }),
    verdict: 'not-in-scope',
    reason: ['FCA-authorised firms', 'J, technology'],
  },
  {
    name: 'sector unknown',
    company: company({ country: 'GB' }),
    verdict: 'possibly-in-scope',
    reason: ['FCA-authorised firms', 'sector is unknown'],
    missingFacts: ['isFinancialSectorEntity'],
  },
  {
    name: 'Luxembourg asset manager: only through a UK-authorised entity',
    company: company({ country: 'LU', sectors: ['K', 'asset-management'] }),
    verdict: 'possibly-in-scope',
    reason: ['outside the UK', 'FCA-authorised UK entity'],
    missingFacts: ['isFinancialSectorEntity'],
  },
]);
