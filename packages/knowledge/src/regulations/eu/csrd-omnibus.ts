import type { ApplicabilityFactKey, NormalizedCompany } from '../../company/types.js';
import { allOf, compareRange, type RangeComparison } from '../compare.js';
import { describeHeadquarters, describeSize, displayDate, formatThreshold } from '../describe.js';
import { fy, outcome, type RuleDate } from '../outcome.js';
import type { RuleOutcome } from '../types.js';
import type { OmnibusVersion } from './csrd-data.js';
import { compareEuTurnover, isLarge, isListedInEu, isPublicInterestEntity } from './csrd-size-tests.js';

function euTest(company: NormalizedCompany, v: OmnibusVersion): RangeComparison {
  return allOf(
    compareRange(company.employees, '>', v.employees),
    compareRange(company.revenue?.EUR, '>', v.turnoverEur),
  );
}

function euRuleText(v: OmnibusVersion): string {
  return (
    `Under ${v.version}, CSRD applies to EU companies and groups with more than ${v.employees.toLocaleString('en-US')} ` +
    `employees and a net turnover above ${formatThreshold(v.turnoverEur, 'EUR')}, reporting from ${fy(v.firstFinancialYear)}`
  );
}

function reportingDates(company: NormalizedCompany, v: OmnibusVersion): RuleDate[] {
  // Wave-1 reporters (FY2024) above the new thresholds keep reporting without a break.
  if (isPublicInterestEntity(company) === 'meets') return [{ label: 'Reporting since', date: fy(2024) }];
  return [
    { label: 'Reporting from', date: fy(v.firstFinancialYear) },
    { label: 'First report published', date: String(v.firstFinancialYear + 1) },
  ];
}

/** Wave-1 reporters that fall below the new thresholds: Member States may exempt FY2025–26; out from FY2027. */
function legacyWave1(
  company: NormalizedCompany,
  v: OmnibusVersion,
  today: string,
  text: string,
): RuleOutcome | undefined {
  if (today >= `${v.wave1OutFromFinancialYear + 1}-01-01`) return undefined;
  const wave1 = allOf(
    isPublicInterestEntity(company),
    isLarge(company),
    compareRange(company.employees, '>', 500),
  );
  const legacy = `it would have reported from FY2024 as a large listed company, bank or insurer with more than 500 employees; below the new thresholds it is out from ${fy(v.wave1OutFromFinancialYear)}, and its Member State may exempt it for FY2025 and FY2026`;
  const dates = [
    { label: 'Last year reported unless exempted nationally', date: fy(v.wave1OutFromFinancialYear - 1) },
  ];
  if (wave1 === 'meets' || wave1 === 'straddles')
    return outcome('likely-in-scope', `${text}. However, ${legacy}.`, dates);
  if (
    wave1 === 'unknown' &&
    !company.facts.listedOnEuRegulatedMarket &&
    isListedInEu(company) === 'unknown'
  ) {
    return outcome(
      'possibly-in-scope',
      `${text}. If it is listed on an EU regulated market (or a bank or insurer) with more than 500 employees, ${legacy}.`,
      dates,
      ['listedOnEuRegulatedMarket'],
    );
  }
  return undefined;
}

function transpositionNote(company: NormalizedCompany, v: OmnibusVersion, today: string): string {
  if (today >= v.transpositionDeadline || isLarge(company) === 'fails') return '';
  return ` Until its Member State transposes Omnibus I (due ${displayDate(v.transpositionDeadline)}), national law with stop-the-clock still names large undertakings for FY2027; the transposition removes companies below the new thresholds before any FY2027 report is due.`;
}

function evaluateEu(company: NormalizedCompany, v: OmnibusVersion, today: string): RuleOutcome {
  const text = `${euRuleText(v)}; ${describeSize(company)}`;
  const test = euTest(company, v);
  switch (test) {
    case 'meets':
      return outcome('in-scope', `${text}, so it is in scope.`, reportingDates(company, v));
    case 'straddles':
      return outcome(
        'likely-in-scope',
        `${text}; its size bucket straddles a threshold, so it is likely in scope.`,
        reportingDates(company, v),
      );
    case 'unknown':
      return outcome(
        'possibly-in-scope',
        `${text}; the profile lacks the employee count or revenue to decide.`,
      );
    case 'fails':
      return (
        legacyWave1(company, v, today, text) ??
        outcome('not-in-scope', `${text}, so it is not in scope.${transpositionNote(company, v, today)}`)
      );
  }
}

function evaluateNonEu(company: NormalizedCompany, v: OmnibusVersion): RuleOutcome {
  const euTurnover = compareEuTurnover(company, v.nonEuTurnoverEur);
  const text =
    `Under ${v.version}, a non-EU group is in scope (Art. 40a) when its EU net turnover is above ` +
    `${formatThreshold(v.nonEuTurnoverEur, 'EUR')} in each of the last two years and an EU subsidiary or branch has a ` +
    `turnover above ${formatThreshold(v.nonEuSubsidiaryTurnoverEur, 'EUR')}, reporting from ${fy(v.nonEuFirstFinancialYear)}; ` +
    `this company is ${describeHeadquarters(company)} with ${euTurnover.text}`;
  const dates = [
    { label: 'Reporting from', date: fy(v.nonEuFirstFinancialYear) },
    { label: 'First report published', date: String(v.nonEuFirstFinancialYear + 1) },
  ];
  const listedNote =
    isListedInEu(company) === 'meets'
      ? ' As an issuer on an EU regulated market it may also report like an EU company if it exceeds the EU thresholds.'
      : '';
  switch (euTurnover.comparison) {
    case 'fails':
      return outcome('not-in-scope', `${text}, so it is not in scope.${listedNote}`);
    case 'unknown':
      return outcome('possibly-in-scope', `${text}.${listedNote}`, dates, ['euTurnoverEur']);
    default:
      // The subsidiary/branch test is not a fact we hold; sources also differ on whether any large EU
      // subsidiary qualifies regardless of its turnover (fact sheet §23.2).
      return outcome(
        'likely-in-scope',
        `${text}; it passes the EU-turnover test, and the EU subsidiary or branch test (over ${formatThreshold(v.nonEuSubsidiaryTurnoverEur, 'EUR')}, or any large EU subsidiary: sources differ) needs checking. It would report on the non-EU standard.${listedNote}`,
        dates,
      );
  }
}

/** CSRD after Omnibus I (fact sheet §2.1 and §22). */
export function evaluateOmnibus(company: NormalizedCompany, v: OmnibusVersion, today: string): RuleOutcome {
  if (company.inEea) return evaluateEu(company, v, today);
  if (company.country) return evaluateNonEu(company, v);
  const eu = euTest(company, v);
  const nonEu = compareRange(company.revenue?.EUR, '>', v.nonEuTurnoverEur);
  const text = `${euRuleText(v)}; a non-EU group needs more than ${formatThreshold(v.nonEuTurnoverEur, 'EUR')} EU turnover; ${describeSize(company)}`;
  if (eu === 'fails' && nonEu === 'fails')
    return outcome('not-in-scope', `${text}, so it is out whatever its headquarters.`);
  const missing: ApplicabilityFactKey[] = company.facts.euTurnoverEur ? [] : ['euTurnoverEur'];
  return outcome(
    'possibly-in-scope',
    `${text}; its headquarters country is unknown, so the test to apply is too.`,
    [],
    missing,
  );
}
