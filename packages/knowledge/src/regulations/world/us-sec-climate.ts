import type { ApplicabilityRule } from '../types.js';
import { fact } from './company-facts.js';
import { outcome, sentences, source, WORLD_RULES_AS_OF } from './outcome.js';

/**
 * SEC climate disclosure rule (fact sheet §18.1): adopted 6 Mar 2024, never effective. Stayed 4 Apr 2024;
 * the SEC stopped defending it on 27 Mar 2025 and proposed full rescission on 29 May 2026 (final
 * rescission not found, §23 item 7). The matrix says 'do not trigger': kept as context only.
 */
const DATES = [
  { label: 'Adopted', date: '2024-03-06' },
  { label: 'Stayed pending litigation', date: '2024-04-04' },
  { label: 'Full rescission proposed (File S7-2026-19)', date: '2026-05-29' },
];

export const usSecClimateRule: ApplicabilityRule = {
  id: 'us-sec-climate',
  name: 'SEC climate-related disclosure rule (stayed; rescission proposed)',
  typeLabel: 'US Rule (SEC, stayed)',
  version: 'Release 33-11275 (6 Mar 2024), stayed; rescission proposed in Release 33-11421 (29 May 2026)',
  asOf: WORLD_RULES_AS_OF,
  contextOnly: true,
  sources: [
    source(
      'https://www.sec.gov/rules-regulations/2024/03/s7-10-22',
      'SEC: climate-related disclosures final rule (S7-10-22)',
    ),
    source(
      'https://www.sec.gov/rules-regulations/2026/05/s7-2026-19',
      'SEC: rescission of climate-related disclosure rules (S7-2026-19)',
    ),
    source(
      'https://www.ropesgray.com/en/insights/viewpoints/102n0rn/sec-proposes-to-rescind-its-climate-disclosure-rules-long-live-climate-disclosur',
      'Ropes & Gray: SEC proposes to rescind its climate disclosure rules',
    ),
    source(
      'https://eelp.law.harvard.edu/eighth-curcuit-says-sec-must-defend-or-revise-climate-risk-disclosure-rule',
      'Harvard EELP: Eighth Circuit says SEC must defend or revise climate risk disclosure rule',
    ),
  ],
  evaluate(company) {
    return outcome(
      'not-in-scope',
      sentences(
        'The SEC climate rule never took effect: it was stayed on 4 Apr 2024, the SEC stopped defending it in 2025 and proposed full rescission on 29 May 2026 (final rescission not found).',
        fact(company, 'listedOnUsExchange') === true &&
          'Although the company is listed in the US, it has no obligation under this rule.',
        'Kept for context only.',
      ),
      DATES,
    );
  },
};
