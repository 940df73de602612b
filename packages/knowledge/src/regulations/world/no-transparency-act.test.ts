import { noTransparencyActRule } from './no-transparency-act.js';
import { company, describeRuleTable, EMPLOYEES, REVENUE } from './test-support.js';

const OWN_PAGE = 'https://www.example.com/om-os';
const SALES_COMPANY_IN_NORWAY = {
  country: 'NO',
  quote: 'Norge | By: Drammen | Funktion: Salgsselskab',
  url: OWN_PAGE,
};

// Test rate: NOK 10 per $1, so $1M–10M is NOK 10m–100m (straddles NOK 70m) and $10M–50M is NOK 100m–500m.
describeRuleTable(noTransparencyActRule, [
  {
    name: 'Norwegian company over 50 FTE and NOK 70m',
    company: company({ country: 'NO', employees: EMPLOYEES.size_51_200, revenue: REVENUE['10M-50M'] }),
    verdict: 'in-scope',
    reason: ['NOK 100m–NOK 500m', 'NOK 70m sales revenue', '50 full-time employees'],
  },
  {
    name: 'small unlisted Norwegian company',
    company: company({
      country: 'NO',
      employees: EMPLOYEES.size_1_10,
      revenue: REVENUE.lessThan1M,
      facts: { listedOnEuRegulatedMarket: false },
    }),
    verdict: 'not-in-scope',
    reason: ['1–10 employees', 'NOK 70m sales revenue'],
  },
  {
    name: 'small Norwegian company whose listing is unknown',
    company: company({ country: 'NO', employees: EMPLOYEES.size_1_10, revenue: REVENUE.lessThan1M }),
    verdict: 'possibly-in-scope',
    reason: ['only if it is listed', 'NOK 70m sales revenue'],
    missingFacts: ['listedOnEuRegulatedMarket'],
  },
  {
    name: '11–50 employees and revenue above NOK 70m: the balance sheet decides',
    company: company({ country: 'NO', employees: EMPLOYEES.size_11_50, revenue: REVENUE['10M-50M'] }),
    verdict: 'possibly-in-scope',
    reason: ['11–50 employees', 'NOK 35m balance sheet'],
  },
  {
    name: 'over 50 FTE and a revenue bucket straddling NOK 70m',
    company: company({ country: 'NO', employees: EMPLOYEES.size_51_200, revenue: REVENUE['1M-10M'] }),
    verdict: 'likely-in-scope',
    reason: ['NOK 10m–NOK 100m', 'straddles', 'NOK 70m sales revenue'],
  },
  {
    name: 'large Swedish company: only if taxable in Norway',
    company: company({ country: 'SE', employees: EMPLOYEES.size_1001_5000, revenue: REVENUE['1B-5B'] }),
    verdict: 'possibly-in-scope',
    reason: ['liable to tax', 'NOK 70m sales revenue'],
  },
  {
    // A fictional Danish maker's own table of companies names a sales company in Norway.
    name: 'large Danish company whose own table names a sales company in Norway',
    company: company({
      country: 'DK',
      employees: EMPLOYEES.size_1001_5000,
      revenue: REVENUE['1B-5B'],
      sites: [SALES_COMPANY_IN_NORWAY],
    }),
    verdict: 'likely-in-scope',
    reason: ['Drammen', 'Salgsselskab', 'liable to tax there', 'due-diligence account is likely required'],
  },
  {
    name: 'Danish company with a sales company in Norway, 11–50 employees: the balance sheet decides',
    company: company({
      country: 'DK',
      employees: EMPLOYEES.size_11_50,
      revenue: REVENUE['10M-50M'],
      sites: [SALES_COMPANY_IN_NORWAY],
    }),
    verdict: 'possibly-in-scope',
    reason: ['Salgsselskab', 'liable to tax there', 'NOK 35m balance sheet'],
  },
  {
    // Pages rarely list every branch: the question stays open, and the reason says what they name.
    name: 'large Danish company whose pages name sites abroad, none in Norway',
    company: company({
      country: 'DK',
      employees: EMPLOYEES.size_1001_5000,
      revenue: REVENUE['1B-5B'],
      sites: [
        { country: 'DK', quote: 'Danmark | By: Vejrup | Funktion: Hovedkontor', url: OWN_PAGE },
        { country: 'PL', quote: 'Polen | By: Lublin | Funktion: Produktion', url: OWN_PAGE },
        { country: 'GB', quote: 'Storbritannien | By: Ripon | Funktion: Salgsselskab', url: OWN_PAGE },
      ],
    }),
    verdict: 'possibly-in-scope',
    reason: ['liable to tax', 'sites in 2 other countries, none in Norway'],
  },
  {
    // Tax liability in Norway needs no site there: the verdict stays open, the reason says what pages show.
    name: 'large British company whose pages name sites only at home',
    company: company({
      country: 'GB',
      employees: { min: 1250, max: 1250 },
      revenue: REVENUE['1B-5B'],
      sites: [{ country: 'GB', quote: 'Head office: 4 Mill Lane, Harrogate', url: OWN_PAGE }],
    }),
    verdict: 'possibly-in-scope',
    reason: ['sites only in the United Kingdom, none in Norway', 'liable to tax there', 'settles it'],
  },
  {
    name: 'small Swedish company',
    company: company({ country: 'SE', employees: EMPLOYEES.size_1_10, revenue: REVENUE.lessThan1M }),
    verdict: 'not-in-scope',
    reason: ['NOK 70m sales revenue'],
  },
]);
