import { describe, expect, it } from 'vitest';
import { classifyCompany } from '../../company/classification/classify-company.js';
import { evidenceFromPages } from '../../company/classification/evidence.js';
import { normalizeCompany } from '../../company/normalize.js';
import type { ClientProfileInput } from '../../company/types.js';
import { consultant, itEvaluates, TODAY } from '../rule-cases.js';
import { evaluateRule } from '../registry.js';
import { empcoRule } from './empco.js';
import { esprRule } from './espr.js';

/**
 * Consumer-facing rules read the customer model the company's own words state: a B2B maker of
 * intermediate goods is not presumed to sell to consumers because of the words in its industry.
 */
const PROFILE: ClientProfileInput = {
  Name: 'Example Weaving',
  Industry: 'Textiles & Apparel',
  EmployeeCount: 'size_501_1000',
  Revenue: 'rev_100M_500M',
  Headquarters: 'Ghent, Belgium',
};

const site = (...lines: string[]) =>
  classifyCompany(evidenceFromPages([{ url: 'https://www.weaving.test/about', content: lines.join('\n') }]));

const WEAVER = [
  'We weave technical fabrics in our own plants in Belgium and Poland.',
  'Our fabrics are used by makers of protective clothing.',
];
const b2bOnly = normalizeCompany(PROFILE, {}, site(...WEAVER, 'We sell only to businesses.'));
const b2bStated = normalizeCompany(
  PROFILE,
  {},
  site(...WEAVER, 'Our customers are manufacturers of workwear.'),
);
const b2c = normalizeCompany(
  PROFILE,
  {},
  site('We design clothing.', 'We sell to consumers in our 40 stores.'),
);
const b2cAbroad = normalizeCompany(
  { ...PROFILE, Headquarters: 'Boston, MA' },
  {},
  site('We design clothing.', 'We sell to consumers in our 40 stores.'),
);

describe('before the classification: the industry text alone made the weaver an apparel brand', () => {
  it('ESPR in scope and EmpCo likely, from the words "Textiles & Apparel"', () => {
    const unclassified = normalizeCompany(PROFILE);
    expect(unclassified.sectors).toContain('apparel');
    expect(evaluateRule(esprRule, unclassified, TODAY).verdict).toBe('in-scope');
    expect(evaluateRule(empcoRule, unclassified, TODAY).verdict).toBe('likely-in-scope');
  });
});

describe('EmpCo reads the customer model', () => {
  itEvaluates(empcoRule, [
    {
      name: 'B2B weaver that says it sells only to businesses',
      company: b2bOnly,
      verdict: 'not-in-scope',
      reason: ['B2B customer model', '“We sell only to businesses”', 'https://www.weaving.test/about'],
    },
    {
      name: 'B2B weaver that names business customers',
      company: b2bStated,
      verdict: 'possibly-in-scope',
      reason: ['B2B customer model', '“Our customers are manufacturers”', 'only if it also sells to'],
      missing: ['sellsToConsumersInEu'],
    },
    {
      name: 'inference: a B2C company headquartered in the EEA',
      company: b2c,
      verdict: 'likely-in-scope',
      reason: ['B2C customer model', 'inferred, not stated', 'assumes a company headquartered in the EEA'],
      missing: ['sellsToConsumersInEu'],
    },
    {
      name: 'counter-example: a B2C company headquartered outside the EEA',
      company: b2cAbroad,
      verdict: 'possibly-in-scope',
      reason: ['B2C customer model', 'outside the EEA'],
      missing: ['sellsToConsumersInEu'],
    },
    {
      name: "the consultant's answer beats the website",
      company: normalizeCompany(
        PROFILE,
        { sellsToConsumersInEu: consultant(true) },
        site(...WEAVER, 'We sell only to businesses.'),
      ),
      verdict: 'in-scope',
      reason: ["(consultant's answer)"],
    },
  ]);
});

describe('ESPR unsold-goods rules read the customer model', () => {
  itEvaluates(esprRule, [
    {
      name: 'B2B weaver that says it sells only to businesses',
      company: b2bOnly,
      verdict: 'not-in-scope',
      reason: ['B2B customer model', 'no unsold consumer products'],
    },
    {
      name: 'B2B weaver that names business customers',
      company: b2bStated,
      verdict: 'possibly-in-scope',
      reason: ['B2B customer model', 'only if it also sells consumer products'],
      missing: ['sellsToConsumersInEu'],
    },
    {
      name: 'counter-example: a large B2C apparel company stays in scope',
      company: b2c,
      verdict: 'in-scope',
      reason: ['a large apparel company'],
    },
  ]);

  it('the weaver is textiles, not apparel', () => {
    expect(b2bOnly.sectors).toEqual(['C', 'textiles']);
    expect(b2bOnly.classification?.productionModel?.value).toBe('own production');
  });
});
