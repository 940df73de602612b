import type { NormalizedCompany } from '../company/types.js';
import { factValue, inSectors } from './company-signals.js';
import { INPUT_LABELS } from './fact-labels.js';
import type { FactorResult } from './relevance-types.js';
import type { ExposureScope } from './types.js';

/** Sectors that typically sell to consumers (retail, hospitality, consumer brands, food). */
const CONSUMER_FACING_SECTORS = ['G', 'I', 'apparel', 'packaging-heavy-consumer-goods', 'agriculture-food'];
/** Financial market participants proper (SFDR's core audience) and the wider financial sector. */
const ASSET_MANAGERS = ['asset-management'];
const FINANCIAL_SECTORS = ['K', 'financial-services'];

const LISTING_FACTS = {
  eu: 'listedOnEuRegulatedMarket',
  uk: 'listedOnUkRegulatedMarket',
  us: 'listedOnUsExchange',
} as const;

type Result = Pick<FactorResult, 'status' | 'note' | 'missing'>;

/** Is the company exposed through its sector or activity (goods, consumers, finance, listing)? */
export function exposureFactor(scope: ExposureScope, company: NormalizedCompany): FactorResult {
  return { factor: 'sector', ...evaluate(scope, company) };
}

function evaluate(scope: ExposureScope, company: NormalizedCompany): Result {
  const sectors = company.sectors.length > 0 ? company.sectors.join(', ') : 'unknown';
  switch (scope.kind) {
    case 'cross-sector':
      return { status: 'met', note: 'applies across sectors', missing: [] };
    case 'sectors':
      return bySector(company, scope.core, scope.probable, scope.label);
    case 'goods': {
      const placed = factValue(company, 'placesGoodsOnEuMarket');
      if (placed !== undefined) {
        const matching = placed.filter((good) => scope.goods.includes(good));
        return matching.length > 0
          ? { status: 'met', note: `places ${matching.join(', ')} on the EU market`, missing: [] }
          : {
              status: 'not-met',
              note: `known goods placed on the EU market include no ${scope.label}`,
              missing: [],
            };
      }
      const bySectorResult = bySector(company, scope.core, scope.probable, scope.label);
      return { ...bySectorResult, missing: ['placesGoodsOnEuMarket', ...bySectorResult.missing] };
    }
    case 'consumer-facing': {
      const b2c = factValue(company, 'sellsToConsumersInEu');
      if (b2c !== undefined) {
        return b2c
          ? { status: 'met', note: 'sells to consumers in the EU', missing: [] }
          : { status: 'not-met', note: 'does not sell to consumers in the EU', missing: [] };
      }
      if (company.sectors.length === 0) return unknownSector(['sellsToConsumersInEu']);
      return inSectors(company, CONSUMER_FACING_SECTORS)
        ? {
            status: 'borderline',
            note: `sector (${sectors}) typically sells to consumers; not confirmed`,
            missing: ['sellsToConsumersInEu'],
          }
        : { status: 'not-met', note: `sector (${sectors}) is not typically consumer-facing`, missing: [] };
    }
    case 'financial': {
      const financial = factValue(company, 'isFinancialSectorEntity');
      if (financial !== undefined) {
        return financial
          ? { status: 'met', note: 'a financial-sector entity', missing: [] }
          : { status: 'not-met', note: 'not a financial-sector entity', missing: [] };
      }
      const result = bySector(company, ASSET_MANAGERS, FINANCIAL_SECTORS, 'financial market participants');
      return { ...result, missing: ['isFinancialSectorEntity', ...result.missing] };
    }
    case 'listed': {
      const marketKeys = scope.markets.map((market) => LISTING_FACTS[market]);
      if (marketKeys.some((key) => factValue(company, key) === true)) {
        return { status: 'met', note: 'listed on a market the item covers', missing: [] };
      }
      const unknown = marketKeys.filter((key) => factValue(company, key) === undefined);
      if (unknown.length === 0)
        return { status: 'not-met', note: 'not listed on a market the item covers', missing: [] };
      return {
        status: 'unknown',
        note: `${unknown.map((key) => INPUT_LABELS[key]).join(', ')} unknown`,
        missing: unknown,
      };
    }
  }
}

function bySector(company: NormalizedCompany, core: string[], probable: string[], label: string): Result {
  const sectors = company.sectors.join(', ');
  if (company.sectors.length === 0) return unknownSector([]);
  if (inSectors(company, core))
    return { status: 'met', note: `sector (${sectors}) is exposed: ${label}`, missing: [] };
  if (inSectors(company, probable)) {
    return {
      status: 'borderline',
      note: `sector (${sectors}) makes ${label} likely; not confirmed`,
      missing: [],
    };
  }
  return { status: 'not-met', note: `sector (${sectors}) is not exposed to ${label}`, missing: [] };
}

function unknownSector(missing: Result['missing']): Result {
  return { status: 'unknown', note: 'sector unknown', missing: ['industry', ...missing] };
}
