// What the product answered for each benchmark field, read from the client record and its sections as
// the API returns them (GET /api/clients?id=…, GET /api/initiatives?filters[Clients][id][$eq]=…).
// This mapping follows the product's output shapes and changes with them; the ground truth does not.
import { sectorsForIndustry } from '@impact/knowledge';
import { parseQuantities, parseQuantity, type Quantity } from './numbers.js';
import { readUnit } from './units.js';

export interface MetricAnswer {
  name: string;
  value: string;
  year: number;
  /** The path of the page the product cites, to read its numbers in that page's language. */
  page: string;
}

export interface SiteAnswer {
  place: string;
  /** The product's word for what the site is ('production', 'office', 'retail', …), if it says. */
  role?: string;
}

export interface Answers {
  metrics: MetricAnswer[];
  codes: { name: string; status: string; validUntil: string | null }[];
  initiatives: { title: string }[];
  sites: SiteAnswer[];
  headquarters: string | null;
  headcount: { value?: number; range?: { min: number; max: number | null }; text: string } | null;
  turnover: {
    amount?: number;
    halfStep?: number;
    currency?: string;
    year?: number;
    usdRange?: { min: number; max: number | null };
    text: string;
  } | null;
  foundedYear: number | null;
  sector: { division?: string; sections: string[]; text: string } | null;
  customerModel: string | null;
  stakeholders: { name: string; group: string }[];
  suppliers: { name: string }[];
}

/** The parts of the API's client view this mapping reads. */
export interface ClientView {
  Industry: string | null;
  EmployeeCount: string | null;
  Revenue: string | null;
  Headquarters: string | null;
  FoundedYear: number | null;
  [section: string]: unknown;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const sectionData = (client: ClientView, key: string): unknown =>
  isObject(client[key]) ? (client[key] as Json).data : undefined;

const pathOf = (url: string): string => {
  try {
    return new URL(url).pathname;
  } catch {
    return '/';
  }
};

function metricsOf(client: ClientView): MetricAnswer[] {
  const data = sectionData(client, 'ReportedMetrics');
  if (!Array.isArray(data)) return [];
  return data.filter(isObject).map((item) => {
    const sources = Array.isArray(item.sources) ? item.sources.filter(isObject) : [];
    return {
      name: text(item.name),
      value: text(item.value),
      year: typeof item.year === 'number' ? item.year : 0,
      page: pathOf(text(sources[0]?.url)),
    };
  });
}

function codesOf(client: ClientView): Answers['codes'] {
  const data = sectionData(client, 'VoluntaryCodesAdopted');
  const codes = isObject(data) && Array.isArray(data.codes) ? data.codes.filter(isObject) : [];
  return codes.map((code) => ({
    name: text(code.name),
    status: text(code.status),
    validUntil: typeof code.validUntil === 'string' ? code.validUntil : null,
  }));
}

const NOT_STATED = /^not stated|^no information|has not been read/i;

/** Words of the location section's sentence ('production sites in A and B; offices in C'). */
const ROLE_PHRASES: readonly [RegExp, string][] = [
  [/^production sites?$/, 'production'],
  [/^offices?$/, 'office'],
  [/^stores?$/, 'retail'],
  [/^logistics sites?$/, 'logistics'],
  [/^research sites?$/, 'research'],
  [/^operations$/, 'operations'],
];

function sitesOf(client: ClientView): { sites: SiteAnswer[]; headquarters: string | null } {
  const data = sectionData(client, 'LocationPresence');
  if (!isObject(data)) return { sites: [], headquarters: null };
  const headquarters = text(data.headquarters).trim();
  const hq = headquarters && !NOT_STATED.test(headquarters) ? headquarters : null;
  const sites: SiteAnswer[] = hq ? [{ place: hq, role: 'headquarters' }] : [];
  // A structured list, when the section has one.
  if (Array.isArray(data.sites)) {
    for (const site of data.sites.filter(isObject)) {
      const place = text(site.city) || text(site.name);
      if (place) sites.push({ place, role: text(site.type) || undefined });
    }
    return { sites, headquarters: hq };
  }
  // Otherwise the sentence the extractor writes: "The company's own pages name <role> in A, B and C; …".
  const sentence = /pages name (.*?)\.?$/.exec(text(data.retail_presence).trim())?.[1] ?? '';
  for (const part of sentence.split(/;\s*/)) {
    const match = /^(.*?) in (.+)$/.exec(part.trim());
    if (!match) continue;
    const role = ROLE_PHRASES.find(([pattern]) => pattern.test(match[1]!.trim()))?.[1];
    for (const place of match[2]!.split(/,\s*|\s+and\s+/)) {
      if (place.trim()) sites.push({ place: place.trim(), ...(role ? { role } : {}) });
    }
  }
  return { sites, headquarters: hq };
}

const EMPLOYEE_BUCKET = /^size_(\d+)_(\d+|plus)$/;
function headcountOf(client: ClientView): Answers['headcount'] {
  const code = client.EmployeeCount;
  if (!code) return null;
  const match = EMPLOYEE_BUCKET.exec(code);
  if (!match) return null;
  const low = Number(match[1]);
  // size_10000_plus means more than 10,000.
  return match[2] === 'plus'
    ? { range: { min: low + 1, max: null }, text: code }
    : { range: { min: low, max: Number(match[2]) }, text: code };
}

const REVENUE_BUCKETS: Record<string, { min: number; max: number | null }> = {
  rev_less_than_1M: { min: 0, max: 1e6 },
  rev_1M_10M: { min: 1e6, max: 1e7 },
  rev_10M_50M: { min: 1e7, max: 5e7 },
  rev_50M_100M: { min: 5e7, max: 1e8 },
  rev_100M_500M: { min: 1e8, max: 5e8 },
  rev_500M_1B: { min: 5e8, max: 1e9 },
  rev_1B_5B: { min: 1e9, max: 5e9 },
  rev_5B_10B: { min: 5e9, max: 1e10 },
  rev_10B_plus: { min: 1e10, max: 1e11 },
  rev_100B_plus: { min: 1e11, max: null },
};

const REVENUE_WORD =
  /revenue|turnover|net sales|\bsales\b|gross written premiums|omzet|umsatz|chiffre d.affaires|cifra de negocios|ricavi|fatturato/i;

/** The amount a revenue sentence states: the first amount with a currency after the revenue word. */
function amountInSentence(sentence: string, language: string): Answers['turnover'] {
  const word = REVENUE_WORD.exec(sentence);
  const amounts = parseQuantities(sentence, language).filter(
    (quantity): quantity is Quantity & { value: number } =>
      quantity.currency !== undefined && typeof quantity.value === 'number',
  );
  const chosen = amounts.find((quantity) => !word || quantity.start > word.index) ?? amounts[0];
  if (!chosen) return null;
  // A year counts only when the sentence names exactly one outside brackets.
  const years = [...new Set(sentence.replace(/\([^)]*\)/g, ' ').match(/\b(?:19|20)\d{2}\b/g) ?? [])];
  return {
    amount: chosen.value,
    halfStep: chosen.halfStep,
    currency: chosen.currency!,
    ...(years.length === 1 ? { year: Number(years[0]) } : {}),
    text: sentence,
  };
}

function turnoverOf(client: ClientView, languageOf: (page: string) => string): Answers['turnover'] {
  const bucket = client.Revenue ? REVENUE_BUCKETS[client.Revenue] : undefined;
  if (bucket) return { usdRange: bucket, text: client.Revenue! };
  const data = sectionData(client, 'BusinessModelOverview');
  const revenue = isObject(data) ? text(data.revenue) : '';
  if (!revenue || /^not stated/i.test(revenue)) return null;
  const quoted = /“([^”]+)”/.exec(revenue)?.[1] ?? revenue;
  // The page the sentence is on (its source's title quotes it) says how to read its numbers.
  const sources = isObject(data) && Array.isArray(data.sources) ? data.sources.filter(isObject) : [];
  const source = sources.find((candidate) => text(candidate.title).includes(quoted.slice(0, 40)));
  return amountInSentence(quoted, languageOf(pathOf(text(source?.url))));
}

/** A NACE division the industry text names ('NACE 13.20', 'C13', '13 – Manufacture of textiles'). */
const NACE_DIVISION =
  /\bnace(?:\s*rev\.?\s*2(?:\.1)?)?\s*[:\-–]?\s*(?:[A-U]\s?)?(\d{2})(?:\.\d{1,2})?\b|\b[A-U](\d{2})(?:\.\d{1,2})?\b/i;

/**
 * The sector: the NACE division the business-model section's classification stores (the knowledge
 * base's, or the consultant's industry when set), else a division or the sections the Industry names.
 */
function sectorOf(client: ClientView): Answers['sector'] {
  const data = sectionData(client, 'BusinessModelOverview');
  const classified = isObject(data) && isObject(data.sector) ? data.sector : undefined;
  const stored = classified ? text(classified.division) : '';
  if (/^\d{2}$/.test(stored))
    return { division: stored, sections: [], text: text(classified!.display) || stored };
  const industry = client.Industry?.trim();
  if (!industry) return null;
  const match = NACE_DIVISION.exec(industry);
  const sections = sectorsForIndustry(industry).filter((key) => /^[A-U]$/.test(key));
  const division = match?.[1] ?? match?.[2];
  return { ...(division ? { division } : {}), sections, text: industry };
}

function customerModelOf(client: ClientView): string | null {
  const data = sectionData(client, 'BusinessModelOverview');
  const stated = isObject(data) ? text(data.customerModel) : '';
  return /^(?:B2B|B2C|B2B\+B2C)$/.test(stated) ? stated : null;
}

const SUPPLIER_GROUP =
  /supplier|vendor|leverancier|lieferant|fournisseur|proveedor|fornitor|subcontract|subunternehm/i;
/** A generic word for suppliers ('tier 1 suppliers', 'growers'): a stakeholder group, not a named supplier. */
export const GENERIC_SUPPLIERS =
  /^(?:(?:tier[\s-]?\d(?:\s+and\s+tier[\s-]?\d)?|key|strategic|local|direct|smallholder|independent|our)\s+)*(?:suppliers|vendors|growers|farmers|supply chain partners|subcontractors|leveranciers|lieferanten|fournisseurs|proveedores|fornitori|subunternehmer)$/i;

function stakeholdersOf(client: ClientView): Pick<Answers, 'stakeholders' | 'suppliers'> {
  const data = sectionData(client, 'Stakeholders');
  const groups = Array.isArray(data) ? data.filter(isObject) : [];
  const stakeholders: Answers['stakeholders'] = [];
  const suppliers: Answers['suppliers'] = [];
  for (const group of groups) {
    const type = text(group.type);
    const members = Array.isArray(group.members) ? group.members.filter(isObject) : [];
    for (const member of members) {
      const name = text(member.name).trim();
      if (!name) continue;
      stakeholders.push({ name, group: type });
      if (SUPPLIER_GROUP.test(type) && !GENERIC_SUPPLIERS.test(name)) suppliers.push({ name });
    }
  }
  return { stakeholders, suppliers };
}

/** The unit a metric's value leaves out but its name states in brackets ('Energieverbruik (MWh)'). */
export function valueWithUnit(metric: Pick<MetricAnswer, 'name' | 'value'>, language: string): string {
  const quantity = parseQuantity(metric.value, language);
  if (!quantity || quantity.unit || quantity.currency) return metric.value;
  const bracket = /\(([^()]+)\)\s*$/.exec(metric.name)?.[1];
  if (!bracket || readUnit(bracket).dimension === 'count') return metric.value;
  return `${metric.value} ${bracket}`;
}

export function readAnswers(
  client: ClientView,
  initiatives: { Title: string }[],
  options: { languageOf: (page: string) => string },
): Answers {
  const { sites, headquarters } = sitesOf(client);
  return {
    metrics: metricsOf(client),
    codes: codesOf(client),
    initiatives: initiatives.map((initiative) => ({ title: initiative.Title })),
    sites,
    headquarters: client.Headquarters?.trim() || headquarters,
    headcount: headcountOf(client),
    turnover: turnoverOf(client, options.languageOf),
    foundedYear: client.FoundedYear ?? null,
    sector: sectorOf(client),
    customerModel: customerModelOf(client),
    ...stakeholdersOf(client),
  };
}
