import type { KnowledgeSource } from '../sources.js';
import { findPhrase, normalizeWords } from './text.js';

/**
 * Industry text → sector keys: NACE Rev. 2 section letters (Regulation (EC) No 1893/2006, Art. 2 and
 * Annex I) plus finer keys that the rules need (EUDR for agriculture-food, the Batteries Regulation for
 * electronics-batteries, SFDR for asset-management…). A keyword table, matched on whole words; an
 * industry no keyword matches gives [] (unknown), never a default sector.
 */
export const NACE_SECTIONS = {
  A: 'Agriculture, forestry and fishing',
  B: 'Mining and quarrying',
  C: 'Manufacturing',
  D: 'Electricity, gas, steam and air conditioning supply',
  E: 'Water supply; sewerage, waste management and remediation activities',
  F: 'Construction',
  G: 'Wholesale and retail trade; repair of motor vehicles and motorcycles',
  H: 'Transportation and storage',
  I: 'Accommodation and food service activities',
  J: 'Information and communication',
  K: 'Financial and insurance activities',
  L: 'Real estate activities',
  M: 'Professional, scientific and technical activities',
  N: 'Administrative and support service activities',
  O: 'Public administration and defence; compulsory social security',
  P: 'Education',
  Q: 'Human health and social work activities',
  R: 'Arts, entertainment and recreation',
  S: 'Other service activities',
  T: 'Activities of households as employers',
  U: 'Activities of extraterritorial organisations and bodies',
} as const;
export type NaceSection = keyof typeof NACE_SECTIONS;

export const FINER_SECTOR_KEYS = [
  'financial-services',
  'asset-management',
  'extractives',
  'agriculture-food',
  'apparel',
  'textiles',
  'process-industry',
  'wood-products',
  'engineered-products',
  'electronics-batteries',
  'packaging-heavy-consumer-goods',
  'energy',
  'transport',
  'real-estate',
  'technology',
  'professional-services',
] as const;
export type FinerSectorKey = (typeof FINER_SECTOR_KEYS)[number];
export type SectorKey = NaceSection | FinerSectorKey;

export const NACE_SOURCE: KnowledgeSource = {
  url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/HTML/?uri=CELEX:32006R1893&from=IT',
  title:
    'Regulation (EC) No 1893/2006 establishing the statistical classification of economic activities NACE Rev. 2',
  asOf: '2006-12-20',
};

export interface SectorKeywordRule {
  keywords: string[];
  keys: SectorKey[];
  /** Why the finer keys follow from the keywords, when it is not obvious. */
  note?: string;
  sources: KnowledgeSource[];
}

const rule = (keys: SectorKey[], keywords: string[], note?: string): SectorKeywordRule => ({
  keys,
  keywords,
  sources: [NACE_SOURCE],
  ...(note ? { note } : {}),
});

export const SECTOR_KEYWORD_RULES: readonly SectorKeywordRule[] = [
  rule(
    ['K', 'financial-services'],
    [
      'bank',
      'banks',
      'banking',
      'financial services',
      'finance',
      'fintech',
      'payments',
      'insurance',
      'insurer',
    ],
  ),
  rule(
    ['K', 'financial-services'],
    ['reinsurance', 'lending', 'credit union', 'capital markets', 'brokerage'],
  ),
  rule(
    ['K', 'financial-services', 'asset-management'],
    ['asset management', 'asset manager', 'investment management', 'wealth management', 'fund management'],
  ),
  rule(
    ['K', 'financial-services', 'asset-management'],
    ['private equity', 'venture capital', 'hedge fund', 'pension fund', 'investment firm'],
  ),
  rule(['B', 'extractives'], ['mining', 'mines', 'metals and mining', 'quarrying', 'coal']),
  rule(['B', 'extractives', 'energy'], ['oil and gas', 'oil gas', 'petroleum', 'upstream', 'natural gas']),
  rule(['C', 'energy'], ['oil refining', 'refining', 'refinery']),
  rule(
    ['A', 'agriculture-food'],
    [
      'agriculture',
      'agricultural',
      'farming',
      'agribusiness',
      'forestry',
      'fishing',
      'fisheries',
      'aquaculture',
      'livestock',
    ],
  ),
  rule(
    ['C', 'agriculture-food', 'packaging-heavy-consumer-goods'],
    ['food', 'foods', 'beverage', 'beverages', 'drinks', 'brewing', 'brewery', 'brewer', 'brewers', 'dairy'],
    'Packaged food and drink is the largest user of consumer packaging (PPWR).',
  ),
  rule(
    ['C', 'agriculture-food', 'packaging-heavy-consumer-goods'],
    ['confectionery', 'chocolate', 'coffee', 'cocoa', 'meat', 'snacks', 'bakery', 'tobacco'],
  ),
  rule(['I', 'agriculture-food'], ['restaurant', 'restaurants', 'food service', 'catering']),
  rule(['I'], ['hospitality', 'hotel', 'hotels', 'travel and leisure']),
  rule(['C', 'apparel'], ['apparel', 'fashion', 'clothing', 'garments', 'footwear', 'shoes', 'sportswear']),
  rule(
    ['C', 'textiles'],
    ['textile', 'textiles', 'technical textiles', 'fabrics', 'weaving', 'textile manufacturing'],
    'Textiles (NACE 13) are made from fibres for other makers; garments (14) are what apparel brands sell.',
  ),
  rule(['G', 'apparel'], ['fashion retail', 'clothing retail', 'apparel retail']),
  rule(
    ['C', 'electronics-batteries'],
    [
      'electronics',
      'consumer electronics',
      'semiconductor',
      'semiconductors',
      'electrical equipment',
      'battery',
    ],
  ),
  rule(
    ['C', 'electronics-batteries'],
    [
      'batteries',
      'electric vehicles',
      'computer hardware',
      'hardware',
      'appliances',
      'electronic components',
    ],
  ),
  rule(
    ['C', 'electronics-batteries'],
    ['automotive', 'automobile', 'automobiles', 'car manufacturer', 'motor vehicles', 'vehicles'],
    'Every vehicle carries batteries (SLI or traction), which the Batteries Regulation covers.',
  ),
  rule(
    ['C', 'packaging-heavy-consumer-goods'],
    [
      'consumer goods',
      'consumer products',
      'fmcg',
      'fast moving consumer goods',
      'cpg',
      'consumer packaged goods',
    ],
  ),
  rule(
    ['C', 'packaging-heavy-consumer-goods'],
    [
      'personal care',
      'cosmetics',
      'beauty',
      'household products',
      'toiletries',
      'packaging',
      'toys',
      'home care',
    ],
  ),
  rule(
    ['G', 'packaging-heavy-consumer-goods'],
    ['retail', 'retailer', 'supermarket', 'supermarkets', 'grocery', 'e commerce', 'ecommerce', 'wholesale'],
    'Retailers and distributors of packaged goods are PPWR distributors; own-brand goods make them producers.',
  ),
  rule(
    ['D', 'energy'],
    ['energy', 'utilities', 'utility', 'electricity', 'power generation', 'renewable energy', 'renewables'],
  ),
  rule(
    ['D', 'energy'],
    ['wind power', 'offshore wind', 'solar', 'solar power', 'nuclear', 'gas distribution'],
  ),
  rule(
    ['H', 'transport'],
    ['transport', 'transportation', 'logistics', 'shipping', 'freight', 'airline', 'airlines', 'aviation'],
  ),
  rule(['H', 'transport'], ['railway', 'rail', 'trucking', 'maritime', 'courier', 'postal', 'warehousing']),
  rule(['L', 'real-estate'], ['real estate', 'property', 'properties', 'reit', 'property development']),
  rule(['F'], ['construction', 'building', 'infrastructure', 'civil engineering']),
  rule(
    ['J', 'technology'],
    ['technology', 'tech', 'software', 'saas', 'information technology', 'it services', 'internet', 'cloud'],
  ),
  rule(
    ['J', 'technology'],
    [
      'telecommunications',
      'telecom',
      'telecoms',
      'computer software',
      'artificial intelligence',
      'cybersecurity',
    ],
  ),
  rule(['J'], ['media', 'publishing', 'broadcasting']),
  rule(
    ['M', 'professional-services'],
    [
      'consulting',
      'consultancy',
      'professional services',
      'legal',
      'law firm',
      'accounting',
      'audit',
      'advisory',
    ],
  ),
  rule(
    ['M', 'professional-services'],
    ['engineering services', 'architecture', 'marketing', 'advertising', 'management consulting', 'research'],
  ),
  rule(
    ['C', 'process-industry'],
    ['chemicals', 'chemical', 'paper', 'pulp', 'glass', 'ceramics'],
    'Chemicals, paper, glass and ceramics are made in energy-intensive plants (NACE 17, 20, 23).',
  ),
  rule(['C'], ['pharmaceutical', 'pharmaceuticals', 'pharma', 'biotech', 'biotechnology', 'medical devices']),
  rule(
    ['C', 'process-industry'],
    ['steel', 'aluminium', 'aluminum', 'cement', 'fertiliser', 'fertilizer', 'building materials'],
  ),
  rule(
    ['C', 'engineered-products'],
    ['machinery', 'industrial machinery', 'machine building', 'machine tools', 'metalworking'],
  ),
  rule(
    ['C'],
    ['manufacturing', 'manufacturer', 'industrial', 'industrials', 'furniture', 'metals'],
    "'Metals and mining' names miners as often as smelters: no finer key.",
  ),
  rule(['E'], ['water', 'waste management', 'recycling', 'water utility']),
  rule(['N'], ['staffing', 'facility services', 'security services', 'rental and leasing']),
  rule(['O'], ['government', 'public administration', 'public sector']),
  rule(['P'], ['education', 'university', 'school', 'training']),
  rule(['Q'], ['healthcare', 'health care', 'hospital', 'hospitals', 'social care']),
  rule(['R'], ['entertainment', 'gaming', 'arts', 'recreation']),
  rule(['S'], ['non profit', 'nonprofit', 'charity', 'membership organisation']),
];

const KEY_ORDER: readonly SectorKey[] = [
  ...(Object.keys(NACE_SECTIONS) as NaceSection[]),
  ...FINER_SECTOR_KEYS,
];

/** The sector keys an industry text names, NACE letters first; [] when nothing matches. */
export function sectorsForIndustry(industry: string | null | undefined): SectorKey[] {
  if (!industry?.trim()) return [];
  const text = normalizeWords(industry);
  const keys = new Set<SectorKey>();
  for (const { keywords, keys: ruleKeys } of SECTOR_KEYWORD_RULES) {
    if (keywords.some((keyword) => findPhrase(text, keyword) >= 0)) ruleKeys.forEach((key) => keys.add(key));
  }
  return KEY_ORDER.filter((key) => keys.has(key));
}
