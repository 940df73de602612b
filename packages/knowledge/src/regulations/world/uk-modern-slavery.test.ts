import { ukModernSlaveryRule } from './uk-modern-slavery.js';
import { company, describeRuleTable, REVENUE } from './test-support.js';

// Test rate: £0.8 per $1, so $10M–50M is £8m–40m (straddles £36m) and $50M–100M is £40m–80m.
describeRuleTable(ukModernSlaveryRule, [
  {
    name: 'UK company above £36m',
    company: company({ country: 'GB', revenue: REVENUE['50M-100M'] }),
    verdict: 'in-scope',
    reason: ['£40m–£80m', 'at least £36m'],
  },
  {
    name: 'UK company below £36m',
    company: company({ country: 'GB', revenue: REVENUE['1M-10M'] }),
    verdict: 'not-in-scope',
    reason: ['£800k–£8m', 'at least £36m'],
  },
  {
    name: 'UK company whose bucket straddles £36m',
    company: company({ country: 'GB', revenue: REVENUE['10M-50M'] }),
    verdict: 'likely-in-scope',
    reason: ['£8m–£40m', 'straddles', 'at least £36m'],
  },
  {
    name: 'foreign group with small UK sales: total turnover counts, not UK turnover',
    company: company({ country: 'US', revenue: REVENUE['1B-5B'], facts: { ukTurnoverGbp: 5_000_000 } }),
    verdict: 'in-scope',
    reason: ['carries on business in the UK', 'including subsidiaries', 'at least £36m'],
  },
  {
    name: 'Dutch company whose own pages name a London office: it carries on business in the UK',
    company: company({
      country: 'NL',
      revenue: REVENUE['50M-100M'],
      sites: [
        {
          country: 'GB',
          quote: 'London | Country: United Kingdom | Opened: 2016',
          url: 'https://www.example.test/offices',
        },
      ],
    }),
    verdict: 'in-scope',
    reason: ['carries on business in the UK', 'names a site there', 'London', 'at least £36m'],
  },
  {
    name: 'foreign group, UK presence unknown',
    company: company({ country: 'US', revenue: REVENUE['1B-5B'] }),
    verdict: 'possibly-in-scope',
    reason: ['wherever the company is incorporated', 'at least £36m'],
    missingFacts: ['ukTurnoverGbp'],
  },
  {
    name: 'foreign group with no UK turnover',
    company: company({ country: 'DE', revenue: REVENUE['1B-5B'], facts: { ukTurnoverGbp: 0 } }),
    verdict: 'not-in-scope',
    reason: ['no UK turnover', 'at least £36m'],
  },
  {
    name: 'UK company with unknown revenue',
    company: company({ country: 'GB' }),
    verdict: 'possibly-in-scope',
    reason: ['annual revenue is unknown', 'at least £36m'],
  },
]);
