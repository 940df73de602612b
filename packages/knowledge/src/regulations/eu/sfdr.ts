import { describeOrigin } from '../../company/questions.js';
import type { NormalizedCompany } from '../../company/types.js';
import type { ApplicabilityRule, RuleOutcome } from '../types.js';
import { compareRange } from '../compare.js';
import { describeEmployees, describeHeadquarters } from '../describe.js';
import { outcome } from '../outcome.js';
import { describeSectors, hasAnySector } from './activity.js';

const CHECKED = '2026-11-21';

/**
 * SFDR, Regulation (EU) 2019/2088 (fact sheet §4): financial market participants (asset managers, AIFMs,
 * UCITS management companies, insurers offering IBIPs, pension providers, portfolio managers) and
 * financial advisers. Entity-level principal-adverse-impact statements are mandatory above 500
 * employees. 'SFDR 2.0' (COM(2025) 841) is a proposal and changes nothing yet.
 */
export const SFDR = { paiEmployees: 500, level1: '2021-03-10', level2: '2023-01-01' } as const;

const TRIGGER_TEXT =
  'SFDR applies to financial market participants and financial advisers in the EU (asset and fund managers, insurers offering insurance-based investment products, pension providers, portfolio managers); it does not apply to non-financial companies';

function paiText(company: NormalizedCompany): string {
  const comparison = compareRange(company.employees, '>', SFDR.paiEmployees);
  const employees = describeEmployees(company);
  if (comparison === 'meets')
    return ` With ${employees} (more than ${SFDR.paiEmployees}), the entity-level principal adverse impacts statement is mandatory.`;
  if (comparison === 'fails')
    return ` With ${employees} (not more than ${SFDR.paiEmployees}), the entity-level principal adverse impacts statement is comply-or-explain.`;
  return ` The entity-level principal adverse impacts statement is mandatory above ${SFDR.paiEmployees} employees.`;
}

function evaluate(company: NormalizedCompany): RuleOutcome {
  const dates = [
    { label: 'Applies since', date: SFDR.level1 },
    { label: 'Regulatory technical standards since', date: SFDR.level2 },
  ];
  const fact = company.facts.isFinancialSectorEntity;
  if (fact?.value === false) {
    return outcome(
      'not-in-scope',
      `${TRIGGER_TEXT}; it is not a financial-sector entity ${describeOrigin(fact.origin)}.`,
    );
  }
  if (fact?.value === true) {
    if (company.inEea === true) {
      return outcome(
        'in-scope',
        `${TRIGGER_TEXT}; it is a financial-sector entity ${describeOrigin(fact.origin)} ${describeHeadquarters(company)}.${paiText(company)}`,
        dates,
      );
    }
    return outcome(
      'possibly-in-scope',
      `${TRIGGER_TEXT}; it is a financial-sector entity ${describeOrigin(fact.origin)} ${describeHeadquarters(company)}: in scope for EU entities and for funds it markets in the EU.`,
      dates,
    );
  }
  if (hasAnySector(company, ['asset-management'])) {
    return outcome(
      company.inEea === true ? 'likely-in-scope' : 'possibly-in-scope',
      `${TRIGGER_TEXT}; as ${describeSectors(company)} ${describeHeadquarters(company)} it is probably a financial market participant.${paiText(company)}`,
      dates,
      ['isFinancialSectorEntity'],
    );
  }
  if (hasAnySector(company, ['financial-services']) || company.sectors.length === 0) {
    return outcome(
      'possibly-in-scope',
      `${TRIGGER_TEXT}; as ${describeSectors(company)} it may be one (banks and insurers are when they manage portfolios or offer investment products).`,
      dates,
      ['isFinancialSectorEntity'],
    );
  }
  return outcome(
    'not-in-scope',
    `${TRIGGER_TEXT}; as ${describeSectors(company)} it is a non-financial company.`,
  );
}

export const sfdrRule: ApplicabilityRule = {
  id: 'eu-sfdr',
  name: 'Sustainable Finance Disclosure Regulation (SFDR)',
  typeLabel: 'EU Regulation',
  version: 'Regulation (EU) 2019/2088 with RTS (EU) 2022/1288; SFDR 2.0 (COM(2025) 841) is a proposal',
  asOf: CHECKED,
  sources: [
    {
      url: 'https://eur-lex.europa.eu/eli/reg/2019/2088/oj',
      title: 'Regulation (EU) 2019/2088 (SFDR)',
      asOf: CHECKED,
    },
    {
      url: 'https://sustainablefutures.linklaters.com/post/102lvwv/sfdr-2-0-what-you-need-to-know',
      title: 'Linklaters: SFDR 2.0, what you need to know',
      asOf: CHECKED,
    },
    { url: 'https://www.arthurcox.com/knowledge/sfdr-2-0', title: 'Arthur Cox: SFDR 2.0', asOf: CHECKED },
  ],
  evaluate: (company) => evaluate(company),
};
