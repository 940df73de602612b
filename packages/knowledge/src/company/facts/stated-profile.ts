import type { StatedProfile } from '../types.js';
import type { CompanyFacts } from './company-facts.js';
import { PRIVATE_OWNERSHIP_ASSUMPTION } from './ownership-fact.js';
import type { FactAnswer, FactStatement } from './types.js';

const SYMBOLS: Record<string, string> = { EUR: '€', USD: '$', GBP: '£' };

/** A website answer's own statement (a consultant's value is in the record already). */
function statement<T>(answer: FactAnswer<T> | undefined): FactStatement<T> | undefined {
  return answer?.origin === 'website' ? answer : undefined;
}

const websiteOrigin = (found: FactStatement<unknown>) =>
  ({ kind: 'website', url: found.url, quote: found.quote }) as const;

/** '€96.4 million turnover', 'DKK 1,240 million turnover': the amount as stated, not rounded. */
function turnoverText(amount: number, currency: string): string {
  const symbol = SYMBOLS[currency] ?? `${currency} `;
  const [scale, unit] = amount >= 1e9 ? [1e9, 'billion'] : [1e6, 'million'];
  return `${symbol}${(amount / scale).toLocaleString('en-US', { maximumFractionDigits: 3 })} ${unit} turnover`;
}

/**
 * The company's own statements of its headcount, turnover and headquarters as profile fields: the
 * headcount and turnover in the record's size buckets, each with the sentence it rests on. The rules
 * use them where the client record is empty (normalizeCompany's `stated`).
 */
export function statedProfile(facts: CompanyFacts): StatedProfile {
  const profile: StatedProfile = {};
  const headcount = statement(facts.headcount);
  if (headcount && facts.headcount) {
    const text = `${headcount.value.count.toLocaleString('en-US')} employees`;
    const origin = websiteOrigin(headcount);
    profile.EmployeeCount = { value: facts.headcount.bucket, text, origin };
    profile.Headcount = { value: headcount.value.count, text, origin };
  }
  const turnover = statement(facts.turnover);
  const bucket = facts.turnover?.bucket;
  if (turnover && bucket) {
    const text = turnoverText(turnover.value.amount, turnover.value.currency);
    profile.Revenue = { value: bucket.code, text, origin: websiteOrigin(turnover) };
    profile.TurnoverUsd = { value: bucket.usd, text, origin: websiteOrigin(turnover) };
  }
  for (const [field, answer] of [
    ['EmployeesInGermany', statement(facts.headcountInGermany)],
    ['EmployeesInFrance', statement(facts.headcountInFrance)],
  ] as const) {
    if (answer) profile[field] = { value: answer.value, text: answer.quote, origin: websiteOrigin(answer) };
  }
  if (facts.listedOn) {
    profile.ListedOn = facts.listedOn.map((listing) => ({
      value: listing.value,
      text: listing.quote,
      origin: websiteOrigin(listing),
    }));
  }
  const owned = facts.privatelyOwned;
  if (owned) {
    const origin = { ...websiteOrigin(owned), inferred: PRIVATE_OWNERSHIP_ASSUMPTION };
    profile.Unlisted = { value: false, text: owned.quote, origin };
  }
  const euShare = facts.euTurnoverShare;
  if (euShare)
    profile.EuTurnoverShare = { value: euShare.value, text: euShare.quote, origin: websiteOrigin(euShare) };
  const combustion = facts.combustionCapacity;
  if (combustion) {
    profile.CombustionCapacityMw = {
      value: combustion.value.megawatts,
      text: combustion.quote,
      origin: websiteOrigin(combustion),
    };
  }
  const ets = facts.etsParticipation;
  if (ets) profile.EtsParticipation = { value: true, text: ets.quote, origin: websiteOrigin(ets) };
  const cbam = facts.cbamImports;
  if (cbam) profile.CbamImports = { value: cbam.value, text: cbam.quote, origin: websiteOrigin(cbam) };
  const headquarters = statement(facts.headquarters);
  if (headquarters) {
    profile.Headquarters = {
      value: headquarters.value.place,
      text: headquarters.value.place,
      origin: websiteOrigin(headquarters),
    };
  }
  return profile;
}
