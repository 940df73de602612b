import type {
  ClientProfileField,
  EmployeeCountCode,
  EnrichmentProfile,
  FieldOrigin,
  RevenueCode,
} from '@impact/contracts';
import { toEmployeeCountCode, toRevenueCode } from '../../lib/client-labels';
import type { NewClientFields } from './api/create-client';
import { domainOf } from './search/is-domain-query';
import type { FoundCompany } from './search/search-options';

/** The key datapoints as the 'Confirm Key Datapoints' card edits them: text, '' for nothing. */
export interface DatapointDraft {
  Headquarters: string;
  EmployeeCount: EmployeeCountCode | '';
  Industry: string;
  Revenue: RevenueCode | '';
  FoundedYear: string;
  CompanyInfo: string;
}
export type Datapoint = keyof DatapointDraft & ClientProfileField;

/** Spec 01 §2: the card's fields, in order, with the labels people (and tests) know them by. */
export const DATAPOINTS: { field: Datapoint; label: string }[] = [
  { field: 'Headquarters', label: 'Headquarters' },
  { field: 'EmployeeCount', label: 'Employees' },
  { field: 'Industry', label: 'Industry' },
  { field: 'Revenue', label: 'Revenue' },
  { field: 'FoundedYear', label: 'Founded' },
  { field: 'CompanyInfo', label: 'Description' },
];

/** A property by name in any letter case (spec 01 §3 tolerates lowercase variants of the names). */
function read(source: unknown, name: string): unknown {
  if (!source || typeof source !== 'object') return undefined;
  const record = source as Record<string, unknown>;
  if (record[name] != null) return record[name];
  const key = Object.keys(record).find(
    (candidate) => candidate.toLowerCase() === name.toLowerCase() && record[candidate] != null,
  );
  return key === undefined ? undefined : record[key];
}

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

const yearOf = (value: unknown): string => /\b(1\d{3}|20\d{2}|2100)\b/.exec(textOf(value))?.[1] ?? '';

/** The draft an enrichment suggests: each field from the profile, else from its raw data. */
export function draftFromProfile(profile: EnrichmentProfile): DatapointDraft {
  const raw = read(profile, 'rawData');
  const field = (name: Datapoint, rawName: string) => {
    const value = read(profile, name);
    return value != null && value !== '' ? value : read(raw, rawName);
  };
  return {
    Headquarters: textOf(field('Headquarters', 'headquarters')),
    EmployeeCount:
      toEmployeeCountCode(read(profile, 'EmployeeCount')) ??
      toEmployeeCountCode(read(raw, 'company_size')) ??
      '',
    Industry: textOf(field('Industry', 'industry')),
    Revenue: toRevenueCode(read(profile, 'Revenue')) ?? toRevenueCode(read(raw, 'revenue')) ?? '',
    FoundedYear: yearOf(field('FoundedYear', 'year_founded')),
    CompanyInfo: textOf(field('CompanyInfo', 'company_description')),
  };
}

/** Why the draft cannot be saved as it is, or null. */
export function draftProblem(draft: DatapointDraft): string | null {
  const year = draft.FoundedYear.trim();
  if (year === '') return null;
  const value = Number(year);
  return Number.isInteger(value) && value >= 1000 && value <= 2100
    ? null
    : 'Founded must be a year such as 1998.';
}

const textOrNull = (value: string) => value.trim() || null;

const MANUAL_ORIGIN: FieldOrigin = { method: 'manual', detail: 'user' };

/**
 * The creation fields: the corrected datapoints, the enrichment's name and website, and where each
 * field came from. A field the user changed is theirs ({ method: 'manual', detail: 'user' }).
 */
export function toClientFields(
  profile: EnrichmentProfile,
  company: FoundCompany,
  suggested: DatapointDraft,
  draft: DatapointDraft,
): NewClientFields {
  const domain = domainOf(profile.Domain) ?? domainOf(company.Domain);
  const origins: Partial<Record<ClientProfileField, FieldOrigin>> = { ...profile.FieldOrigins };
  for (const { field } of DATAPOINTS) {
    if (draft[field].trim() !== suggested[field].trim()) origins[field] = MANUAL_ORIGIN;
  }
  return {
    Name: profile.Name?.trim() || company.Name.trim(),
    Industry: textOrNull(draft.Industry),
    EmployeeCount: draft.EmployeeCount || null,
    Revenue: draft.Revenue || null,
    Headquarters: textOrNull(draft.Headquarters),
    FoundedYear: draft.FoundedYear.trim() ? Number(draft.FoundedYear) : null,
    WebsiteUrl: profile.WebsiteUrl || company.WebsiteUrl || (domain ? `https://${domain}` : null),
    CompanyInfo: textOrNull(draft.CompanyInfo),
    FieldOrigins: origins,
  };
}
