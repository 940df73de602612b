import { usCaSb253Rule } from './us-ca-sb253.js';
import { company, describeRuleTable, REVENUE } from './test-support.js';

describeRuleTable(usCaSb253Rule, [
  {
    name: 'US company above $1bn doing business in California',
    company: company({
      country: 'US',
      revenue: REVENUE['5B-10B'],
      facts: { doesBusinessInCalifornia: true },
    }),
    verdict: 'in-scope',
    reason: ['above $1bn', '$5bn–$10bn', 'Ninth Circuit'],
  },
  {
    name: 'the $1B–5B bucket includes exactly $1bn, which is not "above $1bn"',
    company: company({ country: 'US', revenue: REVENUE['1B-5B'], facts: { doesBusinessInCalifornia: true } }),
    verdict: 'likely-in-scope',
    reason: ['above $1bn', '$1bn–$5bn', 'straddles'],
  },
  {
    name: 'US company at or below $1bn',
    company: company({
      country: 'US',
      revenue: REVENUE['500M-1B'],
      facts: { doesBusinessInCalifornia: true },
    }),
    verdict: 'not-in-scope',
    reason: ['above $1bn', '$500m–$1bn'],
  },
  {
    name: 'inference: a US company above $1bn very probably does business in California',
    company: company({ country: 'US', revenue: REVENUE['5B-10B'] }),
    verdict: 'likely-in-scope',
    reason: ['above $1bn', 'inferred, not stated', 'assumes a US company with revenue above $1bn'],
    missingFacts: ['doesBusinessInCalifornia'],
  },
  {
    name: 'counter-example: a US company whose revenue may be just $1bn gets no inference',
    company: company({ country: 'US', revenue: REVENUE['1B-5B'] }),
    verdict: 'possibly-in-scope',
    reason: ['above $1bn', 'whether it does business in California is unknown'],
    missingFacts: ['doesBusinessInCalifornia'],
  },
  {
    name: 'US company with no California business',
    company: company({ country: 'US', revenue: REVENUE['10B+'], facts: { doesBusinessInCalifornia: false } }),
    verdict: 'not-in-scope',
    reason: ['above $1bn', 'does not do business in California'],
  },
  {
    name: 'German group: only a US subsidiary could be in scope',
    company: company({ country: 'DE', revenue: REVENUE['10B+'] }),
    verdict: 'possibly-in-scope',
    reason: ['headquartered outside the US', 'US subsidiary', 'above $1bn'],
    missingFacts: ['doesBusinessInCalifornia'],
  },
  {
    name: 'US company with unknown revenue',
    company: company({ country: 'US', facts: { doesBusinessInCalifornia: true } }),
    verdict: 'possibly-in-scope',
    reason: ['above $1bn', 'unknown annual revenue'],
    missingFacts: [],
  },
]);
