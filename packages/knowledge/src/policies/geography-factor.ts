import type { NormalizedCompany } from '../company/types.js';
import { describeHeadquarters, euMarketLink, factValue, showsPresence } from './company-signals.js';
import { INPUT_LABELS } from './fact-labels.js';
import type { FactorResult } from './relevance-types.js';
import type { GeographyScope } from './types.js';

function result(
  status: FactorResult['status'],
  note: string,
  missing: FactorResult['missing'] = [],
): FactorResult {
  return { factor: 'geography', status, note, missing };
}

/** Does the item's territory reach the company? Headquarters first, then the facts that bring a foreign company in. */
export function geographyFactor(scope: GeographyScope, company: NormalizedCompany): FactorResult {
  const hq = describeHeadquarters(company);
  switch (scope.kind) {
    case 'global':
      return result('met', 'applies regardless of location');
    case 'eu': {
      if (company.inEu === true || company.inEea === true) return result('met', `${hq}, in the EU/EEA`);
      if (!company.country || company.inEu === undefined) return result('unknown', hq, ['headquarters']);
      if (!scope.nonEuReach) return result('not-met', `${hq}, outside the EU, where this law does not reach`);
      const link = euMarketLink(company);
      if (link.present === true) return result('met', `${hq}; ${link.note}`);
      if (link.present === false) return result('not-met', `${hq}; ${link.note}`);
      return result('unknown', `${hq}; ${link.note}`, link.missing);
    }
    case 'non-eu-groups': {
      if (company.inEu === true || company.inEea === true) {
        return result('not-met', `${hq}: EU companies report under the ESRS instead`);
      }
      if (!company.country || company.inEu === undefined) return result('unknown', hq, ['headquarters']);
      const euTurnover = factValue(company, 'euTurnoverEur');
      if (euTurnover === undefined) return result('unknown', `${hq}; EU turnover unknown`, ['euTurnoverEur']);
      return euTurnover > 0
        ? result('met', `${hq} with turnover in the EU`)
        : result('not-met', `${hq} with no EU turnover`);
    }
    case 'countries': {
      if (company.country && scope.countries.includes(company.country)) {
        return result('met', `${hq}, in ${scope.label}`);
      }
      const nexus = scope.nexusFacts ?? [];
      const present = nexus.filter((key) => showsPresence(factValue(company, key)));
      if (present.length > 0) {
        return result(
          'met',
          `${hq}; ${present.map((key) => INPUT_LABELS[key]).join(', ')} brings it into ${scope.label}`,
        );
      }
      const unknownNexus = nexus.filter((key) => factValue(company, key) === undefined);
      if (!company.country) return result('unknown', hq, ['headquarters', ...unknownNexus]);
      if (unknownNexus.length > 0) {
        return result(
          'unknown',
          `${hq}, outside ${scope.label}; ${unknownNexus.map((key) => INPUT_LABELS[key]).join(', ')} unknown`,
          unknownNexus,
        );
      }
      return result('not-met', `${hq}, outside ${scope.label}`);
    }
    case 'fact': {
      const value = factValue(company, scope.fact);
      if (value === undefined) return result('unknown', `${INPUT_LABELS[scope.fact]} unknown`, [scope.fact]);
      return showsPresence(value)
        ? result('met', `confirmed: ${scope.label}`)
        : result('not-met', `not ${scope.label}`);
    }
  }
}
