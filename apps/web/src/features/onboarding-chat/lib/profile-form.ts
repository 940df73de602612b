import { toEmployeeCountCode, toRevenueCode } from '../../../lib/client-labels';
import { isRecord, textProp } from './component-props';

/** The editable summary's fields (step-2), as the form holds them: all text, '' for empty. */
export interface ProfileDraft {
  Name: string;
  Industry: string;
  Headquarters: string;
  EmployeeCount: string;
  Revenue: string;
  FoundedYear: string;
  CompanyInfo: string;
}

export type ProfileField = keyof ProfileDraft;

export const PROFILE_FIELDS: { field: ProfileField; label: string }[] = [
  { field: 'Name', label: 'Company name' },
  { field: 'Industry', label: 'Industry' },
  { field: 'Headquarters', label: 'Headquarters' },
  { field: 'EmployeeCount', label: 'Employees' },
  { field: 'Revenue', label: 'Revenue' },
  { field: 'FoundedYear', label: 'Founded' },
  { field: 'CompanyInfo', label: 'Description' },
];

/** The agent's suggestion as a draft; size and revenue accept a code or its label, else stay empty. */
export function draftFromFields(fields: unknown): ProfileDraft {
  const source = isRecord(fields) ? fields : {};
  const text = (field: ProfileField) => textProp(source, field) ?? '';
  return {
    Name: text('Name'),
    Industry: text('Industry'),
    Headquarters: text('Headquarters'),
    EmployeeCount: toEmployeeCountCode(source.EmployeeCount) ?? '',
    Revenue: toRevenueCode(source.Revenue) ?? '',
    FoundedYear: text('FoundedYear'),
    CompanyInfo: text('CompanyInfo'),
  };
}

/** What is wrong with the draft, per field; empty when it can be submitted. */
export function draftProblems(draft: ProfileDraft, now = new Date()): Partial<Record<ProfileField, string>> {
  const problems: Partial<Record<ProfileField, string>> = {};
  if (draft.Name.trim() === '') problems.Name = 'The company name is required';
  const year = draft.FoundedYear.trim();
  if (year !== '') {
    const value = Number(year);
    if (!/^\d{4}$/.test(year) || value < 1000 || value > now.getFullYear()) {
      problems.FoundedYear = `Enter a year between 1000 and ${now.getFullYear()}, such as 1998`;
    }
  }
  return problems;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The step-2 submission: trimmed text, null for empty, the year as a number. */
export function profileSubmission(draft: ProfileDraft): Record<string, unknown> {
  const year = draft.FoundedYear.trim();
  return {
    Name: draft.Name.trim(),
    Industry: orNull(draft.Industry),
    Headquarters: orNull(draft.Headquarters),
    EmployeeCount: orNull(draft.EmployeeCount),
    Revenue: orNull(draft.Revenue),
    FoundedYear: year === '' ? null : Number(year),
    CompanyInfo: orNull(draft.CompanyInfo),
  };
}
