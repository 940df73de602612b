import { chMineralsChildLabourRule } from './ch-minerals-child-labour.js';
import { company, describeRuleTable, EMPLOYEES, REVENUE } from './test-support.js';

describeRuleTable(chMineralsChildLabourRule, [
  {
    name: 'Swiss electronics maker (3TG probable)',
    company: company({
      country: 'CH',
      sectors: ['C', 'electronics-batteries'],
      employees: EMPLOYEES.size_51_200,
    }),
    verdict: 'likely-in-scope',
    reason: ['3TG', 'Annex 1 volumes', 'C, electronics-batteries'],
  },
  {
    name: 'large Swiss apparel company (child-labour risk)',
    company: company({
      country: 'CH',
      sectors: ['C', 'apparel'],
      employees: EMPLOYEES.size_1001_5000,
      revenue: REVENUE['1B-5B'],
    }),
    verdict: 'likely-in-scope',
    reason: ['not an SME', 'CHF 40m revenue, 250 full-time positions', 'child labour'],
  },
  {
    name: 'Swiss consultancy SME',
    company: company({
      country: 'CH',
      sectors: ['M', 'professional-services'],
      employees: EMPLOYEES.size_11_50,
      revenue: REVENUE['1M-10M'],
    }),
    verdict: 'not-in-scope',
    reason: ['it is an SME', 'CHF 40m revenue, 250 full-time positions'],
  },
  {
    name: 'large Swiss software company (services only)',
    company: company({
      country: 'CH',
      sectors: ['J', 'technology'],
      employees: EMPLOYEES.size_1001_5000,
      revenue: REVENUE['1B-5B'],
    }),
    verdict: 'not-in-scope',
    reason: ['J, technology', 'services'],
  },
  {
    name: 'headcount straddles 250, SME status depends on the balance sheet',
    company: company({
      country: 'CH',
      sectors: ['C'],
      employees: EMPLOYEES.size_201_500,
      revenue: REVENUE['1M-10M'],
    }),
    verdict: 'possibly-in-scope',
    reason: ['201–500 employees', 'SME = below 2 of 3'],
  },
  {
    name: 'Swiss SME of unknown sector (3TG duties have no size limit)',
    company: company({ country: 'CH', employees: EMPLOYEES.size_11_50, revenue: REVENUE['1M-10M'] }),
    verdict: 'possibly-in-scope',
    reason: ['3TG', 'sector unknown'],
  },
  {
    name: 'French company',
    company: company({ country: 'FR', sectors: ['C', 'electronics-batteries'] }),
    verdict: 'not-in-scope',
    reason: ['seated in Switzerland', 'outside Switzerland'],
  },
]);
