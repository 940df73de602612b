import { employeeCountLabel } from '../../../lib/client-labels';
import type { FoundCompany } from './search-options';

type ResultLineFields = Pick<
  FoundCompany,
  'Domain' | 'WebsiteUrl' | 'Industry' | 'EmployeeCount' | 'Headquarters'
>;

/** Spec 01 §2: the line under a result's name joins domain or website, industry, size and headquarters. */
export function resultLine(company: ResultLineFields): string {
  return [
    company.Domain || company.WebsiteUrl,
    company.Industry,
    employeeCountLabel(company.EmployeeCount),
    company.Headquarters,
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' · ');
}
