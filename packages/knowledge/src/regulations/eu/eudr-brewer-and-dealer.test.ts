import { describe, expect, it } from 'vitest';
import { classifyCompany } from '../../company/classification/classify-company.js';
import { evidenceFromPages } from '../../company/classification/evidence.js';
import { normalizeCompany } from '../../company/normalize.js';
import { evaluateRule } from '../registry.js';
import { TODAY } from '../rule-cases.js';
import { eudrRule } from './eudr.js';

/** Fictional companies' home pages: what they say they sell decides whether EUDR is presumed. */
function verdictFor(...lines: string[]) {
  const classification = classifyCompany(
    evidenceFromPages([{ url: 'https://www.example.test/', content: lines.join('\n') }]),
  );
  const company = normalizeCompany(
    { Name: 'Example', Headquarters: 'Graz, Austria', EmployeeCount: 'size_201_500' },
    {},
    classification,
  );
  return evaluateRule(eudrRule, company, TODAY).verdict;
}

describe('EUDR: companies whose goods are no Annex I commodity', () => {
  it('a brewer naming only its beers is not presumed to place Annex I goods', () => {
    expect(verdictFor('Wir brauen Märzen, Pils und alkoholfreie Biere in Graz.')).toBe('possibly-in-scope');
  });

  it('a franchised car dealer group is not presumed to handle Annex I goods', () => {
    expect(
      verdictFor('Example Motors is a family-owned franchised car dealer group with 12 dealerships.'),
    ).toBe('possibly-in-scope');
  });
});
