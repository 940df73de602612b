import { describeOrigin } from '../../company/questions.js';
import type { NormalizedCompany } from '../../company/types.js';
import type { ApplicabilityRule, RuleOutcome } from '../types.js';
import { outcome } from '../outcome.js';
import { EEA_CONSUMER_SALES, inferred } from '../inferences.js';
import { businessOnly, describeCustomerModel, describeSectors, hasAnySector } from './activity.js';

const CHECKED = '2026-11-21';

/** EmpCo, Directive (EU) 2024/825 (fact sheet §11.1): transposition by 27 Mar 2026, applies from 27 Sep 2026. */
export const EMPCO_APPLIES_FROM = '2026-09-27';

const TRIGGER_TEXT =
  'EmpCo applies, with no size threshold, to every trader that makes environmental claims or uses sustainability labels towards consumers (B2C) in the EU: generic claims such as "eco-friendly" need recognised excellent performance, and product-level "climate neutral" claims based only on offsets are banned';

/** Consumer-facing sectors, where B2C sales in the EU are probable. */
const CONSUMER_SECTORS = ['apparel', 'packaging-heavy-consumer-goods', 'agriculture-food', 'G', 'I'] as const;

function evaluate(company: NormalizedCompany): RuleOutcome {
  const dates = [{ label: 'Applies since', date: EMPCO_APPLIES_FROM }];
  const fact = company.facts.sellsToConsumersInEu;
  if (fact?.value === true) {
    return outcome(
      'in-scope',
      `${TRIGGER_TEXT}; it sells to consumers in the EU ${describeOrigin(fact.origin)}, so its environmental claims must comply. Member States had to transpose it by 27 Mar 2026; the national law governs.`,
      dates,
    );
  }
  if (fact?.value === false) {
    const model = fact.origin.kind === 'website' ? describeCustomerModel(company) : undefined;
    return outcome(
      'not-in-scope',
      model
        ? `${TRIGGER_TEXT}; ${model}: it sells only to businesses, so it is not in scope. If it also makes claims to consumers, answering the consumer question changes this.`
        : `${TRIGGER_TEXT}; it does not sell to consumers in the EU ${describeOrigin(fact.origin)}, so it is not in scope.`,
    );
  }
  const model = describeCustomerModel(company);
  // An intermediate-goods maker or service provider that names only business customers: EmpCo is
  // not presumed from its sector; only its own claims to consumers would bring it in.
  if (model && businessOnly(company)) {
    return outcome(
      'possibly-in-scope',
      `${TRIGGER_TEXT}; ${model}, so it is in scope only if it also sells to, and makes environmental claims towards, consumers in the EU.`,
      dates,
      ['sellsToConsumersInEu'],
    );
  }
  if (model && EEA_CONSUMER_SALES.applies(company)) {
    return outcome(
      'likely-in-scope',
      `${TRIGGER_TEXT}; ${model} and it is headquartered in the EEA. That it ${inferred(EEA_CONSUMER_SALES)}.`,
      dates,
      ['sellsToConsumersInEu'],
    );
  }
  if (model) {
    return outcome(
      'possibly-in-scope',
      `${TRIGGER_TEXT}; ${model}, but it is headquartered outside the EEA or its headquarters is unknown, so whether it sells to consumers in the EU is not recorded.`,
      dates,
      ['sellsToConsumersInEu'],
    );
  }
  if (hasAnySector(company, CONSUMER_SECTORS) && company.inEea === true) {
    return outcome(
      'likely-in-scope',
      `${TRIGGER_TEXT}; whether it sells to EU consumers is not recorded, but as ${describeSectors(company)} based in the EU it very probably does.`,
      dates,
      ['sellsToConsumersInEu'],
    );
  }
  return outcome(
    'possibly-in-scope',
    `${TRIGGER_TEXT}; whether it sells to consumers in the EU is not recorded.`,
    dates,
    ['sellsToConsumersInEu'],
  );
}

export const empcoRule: ApplicabilityRule = {
  id: 'eu-empco',
  name: 'Empowering Consumers for the Green Transition Directive (EmpCo)',
  typeLabel: 'EU Directive',
  version: 'Directive (EU) 2024/825',
  asOf: CHECKED,
  sources: [
    {
      url: 'https://eur-lex.europa.eu/eli/dir/2024/825/oj',
      title: 'Directive (EU) 2024/825 (EmpCo)',
      asOf: '2024-03-06',
    },
    {
      url: 'https://cm.twobirds.com/en/insights/2024/global/directive-to-empower-consumers-for-the-green-transition-has-been-adopted',
      title: 'Bird & Bird: directive to empower consumers for the green transition adopted',
      asOf: CHECKED,
    },
    {
      url: 'https://www.europeanoutdoorgroup.com/members-knowledge-hub/eu-publishes-faq-on-empowering-consumers-for-the-green-transition',
      title: 'European Outdoor Group: EU publishes FAQ on empowering consumers for the green transition',
      asOf: CHECKED,
    },
  ],
  evaluate: (company) => evaluate(company),
};

/**
 * The Green Claims Directive is a proposal, stalled since June 2025 and neither adopted nor formally
 * withdrawn (fact sheet §11.2, §23.11). Kept for context; it never creates an obligation.
 */
export const greenClaimsRule: ApplicabilityRule = {
  id: 'eu-green-claims',
  name: 'Green Claims Directive (proposal)',
  typeLabel: 'EU Directive (proposal)',
  version: 'Proposal COM(2023) 166',
  asOf: CHECKED,
  contextOnly: true,
  sources: [
    {
      url: 'https://www.loyensloeff.com/insights/news--events/news/esg-update-green-claims-directive-is-here-to-stay',
      title: 'Loyens & Loeff: Green Claims Directive is here to stay',
      asOf: CHECKED,
    },
    {
      url: 'https://packagingeurope.com/news/green-claims-directive-grinds-to-a-halt-as-eu-commission-withdraws-proposal/12994.article',
      title: 'Packaging Europe: Green Claims Directive grinds to a halt',
      asOf: CHECKED,
    },
    {
      url: 'https://fashionunited.uk/news/business/green-claims-directive-european-commission-clarifies-withdrawal-of-proposed-law/2025062482412',
      title: 'FashionUnited: Commission clarifies withdrawal of the proposed Green Claims law',
      asOf: '2025-06-24',
    },
  ],
  evaluate: () =>
    outcome(
      'not-in-scope',
      'The Green Claims Directive is only a proposal (COM(2023) 166): trilogues stalled in June 2025 and it is neither adopted nor formally withdrawn, so it creates no obligations. Environmental claims to consumers are governed by EmpCo, in force.',
    ),
};
