import type { KnowledgeSource } from '../sources.js';

/**
 * US states (and DC) by their USPS two-letter code, so 'Ventura, CA' reads as California, USA. The
 * codes clash with ISO country codes (CA Canada, DE Germany, IN India…); the headquarters resolver
 * reads a trailing two-letter code as a US state unless a known city says otherwise ('Munich, DE').
 */
export interface UsStateTable {
  byCode: Record<string, string>;
  sources: KnowledgeSource[];
}

export const US_STATES: UsStateTable = {
  sources: [
    {
      url: 'https://pe.usps.com/text/pub28/28apb.htm',
      title: 'USPS Publication 28, Appendix B: two-letter state and possession abbreviations',
      asOf: '2026-11-26',
    },
  ],
  byCode: {
    AL: 'Alabama',
    AK: 'Alaska',
    AZ: 'Arizona',
    AR: 'Arkansas',
    CA: 'California',
    CO: 'Colorado',
    CT: 'Connecticut',
    DE: 'Delaware',
    DC: 'District of Columbia',
    FL: 'Florida',
    GA: 'Georgia',
    HI: 'Hawaii',
    ID: 'Idaho',
    IL: 'Illinois',
    IN: 'Indiana',
    IA: 'Iowa',
    KS: 'Kansas',
    KY: 'Kentucky',
    LA: 'Louisiana',
    ME: 'Maine',
    MD: 'Maryland',
    MA: 'Massachusetts',
    MI: 'Michigan',
    MN: 'Minnesota',
    MS: 'Mississippi',
    MO: 'Missouri',
    MT: 'Montana',
    NE: 'Nebraska',
    NV: 'Nevada',
    NH: 'New Hampshire',
    NJ: 'New Jersey',
    NM: 'New Mexico',
    NY: 'New York',
    NC: 'North Carolina',
    ND: 'North Dakota',
    OH: 'Ohio',
    OK: 'Oklahoma',
    OR: 'Oregon',
    PA: 'Pennsylvania',
    RI: 'Rhode Island',
    SC: 'South Carolina',
    SD: 'South Dakota',
    TN: 'Tennessee',
    TX: 'Texas',
    UT: 'Utah',
    VT: 'Vermont',
    VA: 'Virginia',
    WA: 'Washington',
    WV: 'West Virginia',
    WI: 'Wisconsin',
    WY: 'Wyoming',
  },
};

/** State names that are also country names: a city from that country wins over the state. */
export const STATE_NAMES_SHARED_WITH_COUNTRIES = new Set(['Georgia']);
