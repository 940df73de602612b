import type { CheerioAPI } from 'cheerio';

/** What a schema.org Organization (or a subtype) in a page's JSON-LD says about the company. */
export interface JsonLdOrganization {
  name?: string;
  description?: string;
  foundingYear?: number;
  headquarters?: string;
  employees?: number;
  employeesText?: string;
  industry?: string;
  logo?: string;
}

/**
 * schema.org's Organization and the subtypes companies use for themselves: an insurer is an
 * InsuranceAgency, a hotel group a Hotel or LodgingBusiness, a co-operative a Cooperative.
 */
const ORGANIZATION_TYPES =
  /^(Organization|.*Organization|Corporation|Company|LocalBusiness|NGO|Airline|Consortium|Cooperative|WorkersUnion|InsuranceAgency|FinancialService|BankOrCreditUnion|AccountingService|TravelAgency|EmploymentAgency|RealEstateAgent|GeneralContractor|Hotel|Motel|Resort|Hostel|BedAndBreakfast|Restaurant|Winery|Brewery|Pharmacy|Hospital|OnlineBusiness|.*Store|.*Business)$/i;

type Json = Record<string, unknown>;
const asText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

function* nodesOf(value: unknown): Generator<Json> {
  if (Array.isArray(value)) {
    for (const item of value) yield* nodesOf(item);
  } else if (value && typeof value === 'object') {
    const node = value as Json;
    yield node;
    if (node['@graph']) yield* nodesOf(node['@graph']);
  }
}

function isOrganization(node: Json): boolean {
  const types = ([] as unknown[]).concat(node['@type'] ?? []);
  return types.some((type) => typeof type === 'string' && ORGANIZATION_TYPES.test(type));
}

function headquartersOf(address: unknown): string | undefined {
  const first = Array.isArray(address) ? address[0] : address;
  if (typeof first === 'string') return asText(first);
  if (!first || typeof first !== 'object') return undefined;
  const { addressLocality, addressRegion, addressCountry } = first as Json;
  const country = asText(addressCountry) ?? asText((addressCountry as Json | undefined)?.name as unknown);
  const parts = [asText(addressLocality), asText(addressRegion), country].filter(Boolean);
  return parts.length > 0 ? [...new Set(parts)].join(', ') : undefined;
}

function employeesOf(value: unknown): { count?: number; text?: string } {
  if (typeof value === 'number') return { count: value, text: String(value) };
  if (typeof value === 'string') {
    const count = Number(value.replace(/[^\d]/g, ''));
    return { count: Number.isFinite(count) && count > 0 ? count : undefined, text: value };
  }
  if (value && typeof value === 'object') {
    const { value: exact, minValue, maxValue } = value as Json;
    const count = [exact, maxValue, minValue].map(Number).find((n) => Number.isFinite(n) && n > 0);
    return { count, text: count === undefined ? undefined : String(exact ?? `${minValue}-${maxValue}`) };
  }
  return {};
}

export function readJsonLdOrganization($: CheerioAPI): JsonLdOrganization | undefined {
  for (const script of $('script[type="application/ld+json"]').toArray()) {
    let parsed: unknown;
    try {
      parsed = JSON.parse($(script).text());
    } catch {
      continue; // A broken block on the page: skip it, others may be fine.
    }
    for (const node of nodesOf(parsed)) {
      if (!isOrganization(node)) continue;
      const founded = /\d{4}/.exec(asText(node.foundingDate) ?? '')?.[0];
      const employees = employeesOf(node.numberOfEmployees);
      const logo = node.logo;
      return {
        name: asText(node.legalName) ?? asText(node.name),
        description: asText(node.description),
        foundingYear: founded ? Number(founded) : undefined,
        headquarters: headquartersOf(node.address ?? (node.location as Json | undefined)?.address),
        employees: employees.count,
        employeesText: employees.text,
        industry: asText(node.industry) ?? asText(node.knowsAbout),
        logo: asText(logo) ?? asText((logo as Json | undefined)?.url),
      };
    }
  }
  return undefined;
}
