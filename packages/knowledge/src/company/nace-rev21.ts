import type { KnowledgeSource } from '../sources.js';

/**
 * NACE Rev. 2.1, the EU's statistical classification of economic activities as replaced by Commission
 * Delegated Regulation (EU) 2023/137 (Annex I to Regulation (EC) No 1893/2006): 22 sections (A–V) and
 * 87 divisions. Rev. 2.1 renumbers sections from J on (J publishing, K telecommunications and IT,
 * L finance, M real estate, …), drops division 45 (motor trade moved to 46, 47 and 95), and applies to
 * statistics from reference year 2025. The knowledge base's older sector keys still use Rev. 2 section
 * letters (see sectors.ts); `rev2SectionOf` bridges the two.
 */
export const NACE_REV21_SOURCE: KnowledgeSource = {
  url: 'https://eur-lex.europa.eu/eli/reg_del/2023/137/oj',
  title:
    'Commission Delegated Regulation (EU) 2023/137 amending Regulation (EC) No 1893/2006 establishing NACE Rev. 2 (NACE Rev. 2.1)',
  asOf: '2023-01-20',
};

export const NACE_REV21_SECTIONS = {
  A: 'Agriculture, forestry and fishing',
  B: 'Mining and quarrying',
  C: 'Manufacturing',
  D: 'Electricity, gas, steam and air conditioning supply',
  E: 'Water supply; sewerage, waste management and remediation activities',
  F: 'Construction',
  G: 'Wholesale and retail trade',
  H: 'Transportation and storage',
  I: 'Accommodation and food service activities',
  J: 'Publishing, broadcasting, and content production and distribution activities',
  K: 'Telecommunication, computer programming, consulting, computing infrastructure and other information service activities',
  L: 'Financial and insurance activities',
  M: 'Real estate activities',
  N: 'Professional, scientific and technical activities',
  O: 'Administrative and support service activities',
  P: 'Public administration and defence; compulsory social security',
  Q: 'Education',
  R: 'Human health and social work activities',
  S: 'Arts, sports and recreation',
  T: 'Other service activities',
  U: 'Activities of households as employers and undifferentiated goods- and service-producing activities of households for own use',
  V: 'Activities of extraterritorial organisations and bodies',
} as const;
export type NaceRev21Section = keyof typeof NACE_REV21_SECTIONS;

/** The divisions of each section, as ranges of two-digit codes (inclusive). */
const SECTION_RANGES: readonly [NaceRev21Section, number, number][] = [
  ['A', 1, 3],
  ['B', 5, 9],
  ['C', 10, 33],
  ['D', 35, 35],
  ['E', 36, 39],
  ['F', 41, 43],
  ['G', 46, 47],
  ['H', 49, 53],
  ['I', 55, 56],
  ['J', 58, 60],
  ['K', 61, 63],
  ['L', 64, 66],
  ['M', 68, 68],
  ['N', 69, 75],
  ['O', 77, 82],
  ['P', 84, 84],
  ['Q', 85, 85],
  ['R', 86, 88],
  ['S', 90, 93],
  ['T', 94, 96],
  ['U', 97, 98],
  ['V', 99, 99],
];

export const NACE_REV21_DIVISIONS: Readonly<Record<string, string>> = {
  '01': 'Crop and animal production, hunting and related service activities',
  '02': 'Forestry and logging',
  '03': 'Fishing and aquaculture',
  '05': 'Mining of coal and lignite',
  '06': 'Extraction of crude petroleum and natural gas',
  '07': 'Mining of metal ores',
  '08': 'Other mining and quarrying',
  '09': 'Mining support service activities',
  '10': 'Manufacture of food products',
  '11': 'Manufacture of beverages',
  '12': 'Manufacture of tobacco products',
  '13': 'Manufacture of textiles',
  '14': 'Manufacture of wearing apparel',
  '15': 'Manufacture of leather and related products of other materials',
  '16': 'Manufacture of wood and of products of wood and cork, except furniture; manufacture of articles of straw and plaiting materials',
  '17': 'Manufacture of paper and paper products',
  '18': 'Printing and reproduction of recorded media',
  '19': 'Manufacture of coke and refined petroleum products',
  '20': 'Manufacture of chemicals and chemical products',
  '21': 'Manufacture of basic pharmaceutical products and pharmaceutical preparations',
  '22': 'Manufacture of rubber and plastic products',
  '23': 'Manufacture of other non-metallic mineral products',
  '24': 'Manufacture of basic metals',
  '25': 'Manufacture of fabricated metal products, except machinery and equipment',
  '26': 'Manufacture of computer, electronic and optical products',
  '27': 'Manufacture of electrical equipment',
  '28': 'Manufacture of machinery and equipment n.e.c.',
  '29': 'Manufacture of motor vehicles, trailers and semi-trailers',
  '30': 'Manufacture of other transport equipment',
  '31': 'Manufacture of furniture',
  '32': 'Other manufacturing',
  '33': 'Repair, maintenance and installation of machinery and equipment',
  '35': 'Electricity, gas, steam and air conditioning supply',
  '36': 'Water collection, treatment and supply',
  '37': 'Sewerage',
  '38': 'Waste collection, recovery and disposal activities',
  '39': 'Remediation activities and other waste management service activities',
  '41': 'Construction of residential and non-residential buildings',
  '42': 'Civil engineering',
  '43': 'Specialised construction activities',
  '46': 'Wholesale trade',
  '47': 'Retail trade',
  '49': 'Land transport and transport via pipelines',
  '50': 'Water transport',
  '51': 'Air transport',
  '52': 'Warehousing, storage and support activities for transportation',
  '53': 'Postal and courier activities',
  '55': 'Accommodation',
  '56': 'Food and beverage service activities',
  '58': 'Publishing activities',
  '59': 'Motion picture, video and television programme production, sound recording and music publishing activities',
  '60': 'Programming, broadcasting, news agency and other content distribution activities',
  '61': 'Telecommunication',
  '62': 'Computer programming, consultancy and related activities',
  '63': 'Computing infrastructure, data processing, hosting and other information service activities',
  '64': 'Financial service activities, except insurance and pension funding',
  '65': 'Insurance, reinsurance and pension funding, except compulsory social security',
  '66': 'Activities auxiliary to financial services and insurance activities',
  '68': 'Real estate activities',
  '69': 'Legal and accounting activities',
  '70': 'Activities of head offices and management consultancy',
  '71': 'Architectural and engineering activities; technical testing and analysis',
  '72': 'Scientific research and development',
  '73': 'Activities of advertising, market research and public relations',
  '74': 'Other professional, scientific and technical activities',
  '75': 'Veterinary activities',
  '77': 'Rental and leasing activities',
  '78': 'Employment activities',
  '79': 'Travel agency, tour operator and other reservation service and related activities',
  '80': 'Investigation and security activities',
  '81': 'Services to buildings and landscape activities',
  '82': 'Office administrative, office support and other business support activities',
  '84': 'Public administration and defence; compulsory social security',
  '85': 'Education',
  '86': 'Human health activities',
  '87': 'Residential care activities',
  '88': 'Social work activities without accommodation',
  '90': 'Arts creation and performing arts activities',
  '91': 'Libraries, archives, museums and other cultural activities',
  '92': 'Gambling and betting activities',
  '93': 'Sports activities and amusement and recreation activities',
  '94': 'Activities of membership organisations',
  '95': 'Repair and maintenance of computers, personal and household goods, and motor vehicles and motorcycles',
  '96': 'Personal service activities',
  '97': 'Activities of households as employers of domestic personnel',
  '98': 'Undifferentiated goods- and service-producing activities of private households for own use',
  '99': 'Activities of extraterritorial organisations and bodies',
};

/** The Rev. 2.1 section of a division ('13' → 'C', '62' → 'K'); undefined for a code that is no division. */
export function sectionOfDivision(division: string): NaceRev21Section | undefined {
  if (!(division in NACE_REV21_DIVISIONS)) return undefined;
  const code = Number(division);
  return SECTION_RANGES.find(([, from, to]) => code >= from && code <= to)?.[0];
}

/**
 * The NACE Rev. 2 section letter of a Rev. 2.1 division, for the sector keys the rules read. The
 * divisions kept their numbers; only the letters from J on moved (Rev. 2: J information and
 * communication 58–63, K finance 64–66, L real estate 68, M professional 69–75, N administrative 77–82,
 * O public administration 84, P education 85, Q health 86–88, R arts 90–93, S other services 94–96,
 * T households 97–98, U extraterritorial 99).
 */
export function rev2SectionOf(division: string): string | undefined {
  const section = sectionOfDivision(division);
  if (!section) return undefined;
  const code = Number(division);
  if (code < 58) return section;
  const rev2: readonly [string, number, number][] = [
    ['J', 58, 63],
    ['K', 64, 66],
    ['L', 68, 68],
    ['M', 69, 75],
    ['N', 77, 82],
    ['O', 84, 84],
    ['P', 85, 85],
    ['Q', 86, 88],
    ['R', 90, 93],
    ['S', 94, 96],
    ['T', 97, 98],
    ['U', 99, 99],
  ];
  return rev2.find(([, from, to]) => code >= from && code <= to)?.[0];
}

/** 'C13 Manufacture of textiles': how a division is shown, with its Rev. 2.1 section letter. */
export function describeDivision(division: string): string | undefined {
  const section = sectionOfDivision(division);
  const label = NACE_REV21_DIVISIONS[division];
  return section && label ? `${section}${division} ${label}` : undefined;
}
