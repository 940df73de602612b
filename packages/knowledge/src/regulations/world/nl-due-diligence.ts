import type { ApplicabilityRule } from '../types.js';
import { outcome, source, WORLD_RULES_AS_OF } from './outcome.js';

const DATES = [
  { label: 'Child Labour Due Diligence Act published (Staatsblad), not in force', date: '2019-11-13' },
  { label: 'CSDDD transposition (expected to overtake the Dutch bills) due', date: '2028-07-26' },
];

/**
 * Fact sheet §14.3 and §23 item 12: the Netherlands has no due-diligence law in force. The Child Labour
 * Due Diligence Act awaits its implementing order (AMvB); the Wvdio initiative bill and the government's
 * CSDDD bill (Wivo) are not adopted. Kept as context so the consultant sees why nothing applies.
 */
export const nlDueDiligenceRule: ApplicabilityRule = {
  id: 'nl-due-diligence',
  name: 'Child Labour Due Diligence Act (Wet zorgplicht kinderarbeid) and pending due-diligence bills',
  typeLabel: 'NL Law (enacted, not in force)',
  version:
    'Wet zorgplicht kinderarbeid (Kamerstukken 34 506), Staatsblad 13 Nov 2019; Wvdio and Wivo bills pending',
  asOf: WORLD_RULES_AS_OF,
  contextOnly: true,
  sources: [
    source(
      'https://zoek.officielebekendmakingen.nl/kst-34506-8.html',
      'Kamerstukken 34 506 (parliamentary record)',
    ),
    source(
      'https://pelsrijcken.nl/en/news/first-dutch-law-in-business-and-human-rights-2',
      'Pels Rijcken: first Dutch law in business and human rights',
    ),
    source(
      'https://www.nautadutilh.com/en/insights/responsible-and-sustainable-international-business-conduct-act/',
      'NautaDutilh: Responsible and Sustainable International Business Conduct Act',
    ),
    source(
      'https://stibbe.com/publications-and-insights/draft-bill-on-the-implementation-of-the-csddd-wivo-published',
      'Stibbe: draft bill on the implementation of the CSDDD (Wivo) published',
    ),
  ],
  evaluate() {
    return outcome(
      'not-in-scope',
      'No Dutch due-diligence law is in force. The Child Labour Due Diligence Act (enacted 2019, not in force) would cover any company selling goods or services to Dutch end-users, with no size threshold, but it still awaits its implementing order; the Wvdio bill and the CSDDD bill (Wivo) are not adopted. Kept for context: nothing applies today.',
      DATES,
    );
  },
};
