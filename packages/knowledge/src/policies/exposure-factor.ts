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
      return withModels(scope, company, bySector(company, scope.core, scope.probable, scope.label));
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
      const bySectorResult = byDivisionOrSector(company, scope);
      return { ...bySectorResult, missing: ['placesGoodsOnEuMarket', ...bySectorResult.missing] };
    }
    case 'consumer-facing': {
      const b2c = factValue(company, 'sellsToConsumersInEu');
      const model = company.classification?.customerModel;
      const quoted = model ? `its website: “${model.decidingPhrase}”` : '';
      if (b2c !== undefined) {
        const origin =
          company.facts.sellsToConsumersInEu?.origin.kind === 'website' ? ` (B2B, ${quoted})` : '';
        return b2c
          ? { status: 'met', note: 'sells to consumers in the EU', missing: [] }
          : { status: 'not-met', note: `does not sell to consumers in the EU${origin}`, missing: [] };
      }
      // The customer model the company's own words state outranks what its sector usually does.
      if (model?.value === 'B2B') {
        return {
          status: 'not-met',
          note: `B2B customer model (${quoted}); no consumer sales stated`,
          missing: [],
        };
      }
      if (model) {
        return { status: 'met', note: `${model.value} customer model (${quoted})`, missing: [] };
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

/**
 * Two things the company's own words may add to a sector match: a B2B customer model lowers an item
 * that reaches consumer products (the ESPR unsold-goods rules) to borderline; outsourced production
 * raises a supply-chain item (forced labour) from borderline to met, since the goods are made by others.
 */
function withModels(
  scope: Extract<ExposureScope, { kind: 'sectors' }>,
  company: NormalizedCompany,
  result: Result,
): Result {
  const classification = company.classification;
  const customers = classification?.customerModel;
  if (scope.consumerProducts && customers?.value === 'B2B' && result.status === 'met') {
    return {
      status: 'borderline',
      note: `${result.note}, but B2B customer model (its website: “${customers.decidingPhrase}”): consumer products not stated`,
      missing: result.missing,
    };
  }
  const production = classification?.productionModel;
  if (
    scope.supplyChain &&
    result.status === 'borderline' &&
    (production?.value === 'outsourced' || production?.value === 'mixed')
  ) {
    return {
      status: 'met',
      note: `${result.note}; production is ${production.value} (its website: “${production.decidingPhrase}”)`,
      missing: result.missing,
    };
  }
  return result;
}

/** 'C, textiles (NACE C13 Manufacture of textiles)' */
function describeSectorKeys(company: NormalizedCompany): string {
  const division = company.classification?.sector?.display;
  return division ? `${company.sectors.join(', ')}; NACE ${division}` : company.sectors.join(', ');
}

function bySector(company: NormalizedCompany, core: string[], probable: string[], label: string): Result {
  const sectors = describeSectorKeys(company);
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

/** A section letter ('C', 'F'), as opposed to a finer key ('energy', 'textiles'). */
const isSectionLetter = (key: string): boolean => /^[A-U]$/.test(key);

/**
 * Goods exposure from the company's NACE division where the item names divisions and the division is
 * known: the section letters in `probable` then say nothing more (finer keys still count).
 */
function byDivisionOrSector(
  company: NormalizedCompany,
  scope: Extract<ExposureScope, { kind: 'goods' }>,
): Result {
  const division = company.classification?.sector?.division;
  if (!division || !scope.divisions) return bySector(company, scope.core, scope.probable, scope.label);
  const group = company.classification?.sector?.group;
  // '20.1' names one group of a division: only basic chemicals make fertilisers and hydrogen, not a
  // cosmetics maker (20.4); without its group the division still counts.
  const listed = (entry: string) =>
    entry.includes('.') ? (group ? group === entry : division === entry.split('.')[0]) : division === entry;
  if (scope.divisions.some(listed)) {
    return {
      status: 'borderline',
      note: `sector (${describeSectorKeys(company)}) makes or uses ${scope.label}; not confirmed`,
      missing: [],
    };
  }
  const finer = scope.probable.filter((key) => !isSectionLetter(key));
  return bySector(company, scope.core, finer, scope.label);
}

function unknownSector(missing: Result['missing']): Result {
  return { status: 'unknown', note: 'sector unknown', missing: ['industry', ...missing] };
}
