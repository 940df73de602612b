import { usCaSb261Rule } from './us-ca-sb261.js';
import { company, describeRuleTable, REVENUE } from './test-support.js';

describeRuleTable(usCaSb261Rule, [
  {
    name: 'US company above $500m in California: in scope but enforcement enjoined',
    company: company({ country: 'US', revenue: REVENUE['1B-5B'], facts: { doesBusinessInCalifornia: true } }),
    verdict: 'in-scope',
    reason: ['above $500m', '$1bn–$5bn', 'enjoined'],
  },
  {
    name: 'the $500M–1B bucket straddles "above $500m"',
    company: company({
      country: 'US',
      revenue: REVENUE['500M-1B'],
      facts: { doesBusinessInCalifornia: true },
    }),
    verdict: 'likely-in-scope',
    reason: ['above $500m', '$500m–$1bn', 'straddles'],
  },
  {
    name: 'US company at or below $500m',
    company: company({
      country: 'US',
      revenue: REVENUE['100M-500M'],
      facts: { doesBusinessInCalifornia: true },
    }),
    verdict: 'not-in-scope',
    reason: ['above $500m', '$100m–$500m'],
  },
  {
    name: 'US insurer is excluded',
    company: company({ country: 'US', sectors: ['K', 'insurance'], revenue: REVENUE['10B+'] }),
    verdict: 'not-in-scope',
    reason: ['insurance', '$500m'],
  },
  {
    name: 'US company above $500m, California presence unknown',
    company: company({ country: 'US', revenue: REVENUE['1B-5B'] }),
    verdict: 'likely-in-scope',
    reason: ['above $500m', 'enjoined'],
    missingFacts: ['doesBusinessInCalifornia'],
  },
]);
