import { describe, expect, it } from 'vitest';
import { evaluateRule } from '../../regulations/registry.js';
import { csrdRule } from '../../regulations/eu/csrd.js';
import { normalizeCompany } from '../normalize.js';
import { readCompanyFacts } from './company-facts.js';
import { euTurnoverShareStatement } from './eu-turnover-share.js';
import { statedProfile } from './stated-profile.js';

const share = (sentence: string) =>
  euTurnoverShareStatement([{ url: 'https://www.example.com/about', text: sentence }])?.value;

describe('the share of its turnover a company says it earns in the EU', () => {
  it.each([
    ['38 % des Umsatzes erzielen wir in der Europäischen Union.', 0.38],
    ['38% of our revenue is generated in the EU.', 0.38],
    ['In der EU erzielen wir 41,5 % unseres Umsatzes.', 0.415],
    ['The European Union accounts for 27 percent of group sales.', 0.27],
    ["Nous réalisons 52 % de notre chiffre d'affaires dans l'Union européenne.", 0.52],
  ])('%s', (sentence, expected) => {
    expect(share(sentence)).toBe(expected);
  });

  it.each([
    // Europe is more than the EU; a share outside it, a change, a taxonomy share or two shares are not it.
    '38% of our revenue is generated in Europe.',
    '62% of our revenue is generated outside the EU.',
    'Our revenue in the EU grew by 12% of sales.',
    '38% of our turnover is EU Taxonomy-aligned.',
    '38% of our revenue comes from the EU and 41% from North America.',
  ])('reads none in: %s', (sentence) => {
    expect(share(sentence)).toBeUndefined();
  });
});

// A fictional Swiss maker of measuring instruments.
const pages = (...lines: string[]) => [{ url: 'https://www.example.ch/unternehmen', text: lines.join('\n') }];
const companyFrom = (...lines: string[]) =>
  normalizeCompany(
    { Name: 'Example Messtechnik AG', Headquarters: 'Basel, Switzerland' },
    {},
    undefined,
    statedProfile(readCompanyFacts(pages(...lines), { today: '2026-11-27' })),
  );

describe('the EU turnover a non-EU group states, for the CSRD', () => {
  it('is the stated share of the stated turnover, quoted and marked inferred', () => {
    const company = companyFrom(
      'Im Geschäftsjahr 2025 lag der Umsatz bei 1.600 Mio. €.',
      '38 % des Umsatzes erzielen wir in der Europäischen Union.',
    );
    const fact = company.facts.euTurnoverEur;
    expect(fact?.value).toBeCloseTo(608_000_000, -3);
    expect(fact?.origin).toMatchObject({
      kind: 'website',
      quote: '38 % des Umsatzes erzielen wir in der Europäischen Union.',
    });
    const reason = evaluateRule(csrdRule, company, '2026-11-27').reason;
    expect(reason).toContain('an EU turnover of');
    expect(reason).toContain('inferred from https://www.example.ch/unternehmen');
    expect(reason).toContain('the 38% of its turnover the company says it earns in the EU');
  });

  it('is not derived without a stated turnover', () => {
    const company = companyFrom('38 % des Umsatzes erzielen wir in der Europäischen Union.');
    expect(company.facts.euTurnoverEur).toBeUndefined();
  });
});
