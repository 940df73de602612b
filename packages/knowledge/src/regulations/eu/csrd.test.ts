import { describe } from 'vitest';
import { company, consultant, itEvaluates } from '../rule-cases.js';
import { csrdRule } from './csrd.js';

const OMNIBUS_THRESHOLDS = ['more than 1,000 employees', 'net turnover above €450 million'];

describe('CSRD after Omnibus I (EU companies)', () => {
  itEvaluates(csrdRule, [
    {
      name: 'large Belgian group',
      company: company({
        Headquarters: 'Leuven, Belgium',
        EmployeeCount: 'size_10000_plus',
        Revenue: 'rev_10B_plus',
      }),
      verdict: 'in-scope',
      reason: [...OMNIBUS_THRESHOLDS, '10,000+ employees', '€8.5B–€85B', 'Omnibus I'],
      missing: [],
      dates: [['Reporting from', 'FY2027']],
    },
    {
      name: 'listed large group keeps reporting since wave 1',
      company: company(
        { Headquarters: 'Paris', EmployeeCount: 'size_10000_plus', Revenue: 'rev_10B_plus' },
        { listedOnEuRegulatedMarket: consultant(true) },
      ),
      verdict: 'in-scope',
      reason: OMNIBUS_THRESHOLDS,
      dates: [['Reporting since', 'FY2024']],
    },
    {
      name: 'small French company',
      company: company({
        Headquarters: 'Lyon, France',
        EmployeeCount: 'size_51_200',
        Revenue: 'rev_10M_50M',
      }),
      verdict: 'not-in-scope',
      reason: [...OMNIBUS_THRESHOLDS, '51–200 employees'],
    },
    {
      name: 'turnover bucket straddles €450 million',
      company: company({ Headquarters: 'Madrid', EmployeeCount: 'size_1001_5000', Revenue: 'rev_500M_1B' }),
      verdict: 'likely-in-scope',
      reason: [...OMNIBUS_THRESHOLDS, '€425M–€850M', 'straddles'],
    },
    {
      name: 'revenue missing from the profile',
      company: company({ Headquarters: 'Vienna', EmployeeCount: 'size_1001_5000' }),
      verdict: 'possibly-in-scope',
      reason: [...OMNIBUS_THRESHOLDS, 'unknown revenue'],
    },
    {
      name: 'wave-1 listed company below the new thresholds, before FY2027',
      company: company(
        { Headquarters: 'Amsterdam', EmployeeCount: 'size_501_1000', Revenue: 'rev_1B_5B' },
        { listedOnEuRegulatedMarket: consultant(true) },
      ),
      verdict: 'likely-in-scope',
      reason: [...OMNIBUS_THRESHOLDS, 'more than 500 employees', 'may exempt'],
      dates: [['unless exempted', 'FY2026']],
    },
    {
      name: 'the same company in 2028 is out',
      company: company(
        { Headquarters: 'Amsterdam', EmployeeCount: 'size_501_1000', Revenue: 'rev_1B_5B' },
        { listedOnEuRegulatedMarket: consultant(true) },
      ),
      today: '2028-03-01',
      verdict: 'not-in-scope',
      reason: OMNIBUS_THRESHOLDS,
    },
    {
      name: 'mid-size company of unknown listing: the wave-1 legacy needs the listing',
      company: company({ Headquarters: 'Milan', EmployeeCount: 'size_501_1000', Revenue: 'rev_100M_500M' }),
      verdict: 'possibly-in-scope',
      reason: [...OMNIBUS_THRESHOLDS, 'listed on an EU regulated market'],
      missing: ['listedOnEuRegulatedMarket'],
    },
    {
      name: 'unlisted mid-size company: out, with the transposition gap explained',
      company: company(
        { Headquarters: 'Milan', EmployeeCount: 'size_501_1000', Revenue: 'rev_100M_500M' },
        { listedOnEuRegulatedMarket: consultant(false), isFinancialSectorEntity: consultant(false) },
      ),
      verdict: 'not-in-scope',
      reason: [...OMNIBUS_THRESHOLDS, '19 Mar 2027'],
    },
  ]);
});

describe('CSRD after Omnibus I (non-EU groups, Art. 40a)', () => {
  const us = { Headquarters: 'Ventura, CA', EmployeeCount: 'size_1001_5000', Revenue: 'rev_1B_5B' } as const;
  itEvaluates(csrdRule, [
    {
      name: 'EU turnover unknown',
      company: company(us),
      verdict: 'possibly-in-scope',
      reason: ['EU net turnover is above €450 million', 'unknown EU turnover'],
      missing: ['euTurnoverEur'],
    },
    {
      name: 'EU turnover above €450 million: subsidiary test open',
      company: company(us, { euTurnoverEur: consultant(600e6) }),
      verdict: 'likely-in-scope',
      reason: ['above €450 million', '€200 million', "€600 million (consultant's answer)", 'sources differ'],
      dates: [['Reporting from', 'FY2028']],
    },
    {
      name: 'EU turnover below the threshold',
      company: company(us, { euTurnoverEur: consultant(100e6) }),
      verdict: 'not-in-scope',
      reason: ['above €450 million', '€100 million'],
    },
    {
      name: 'total revenue too small to reach the EU threshold',
      company: company({ Headquarters: 'Austin, TX', Revenue: 'rev_10M_50M' }),
      verdict: 'not-in-scope',
      reason: ['above €450 million', 'total revenue'],
    },
  ]);
});

describe('CSRD with an unknown headquarters', () => {
  itEvaluates(csrdRule, [
    {
      name: 'big company, country unknown',
      company: company({
        Headquarters: 'somewhere',
        EmployeeCount: 'size_10000_plus',
        Revenue: 'rev_10B_plus',
      }),
      verdict: 'possibly-in-scope',
      reason: [...OMNIBUS_THRESHOLDS, 'headquarters country is unknown'],
    },
    {
      name: 'small company, country unknown',
      company: company({ EmployeeCount: 'size_11_50', Revenue: 'rev_1M_10M' }),
      verdict: 'not-in-scope',
      reason: [...OMNIBUS_THRESHOLDS, 'whatever its headquarters'],
    },
  ]);
});

describe('CSRD versions chosen by the evaluation date', () => {
  const large = company(
    { Headquarters: 'Berlin', EmployeeCount: 'size_501_1000', Revenue: 'rev_100M_500M' },
    {
      listedOnEuRegulatedMarket: consultant(false),
      isFinancialSectorEntity: consultant(false),
    },
  );
  itEvaluates(csrdRule, [
    {
      name: 'original CSRD: large undertaking reports from FY2025',
      company: large,
      today: '2025-01-01',
      verdict: 'in-scope',
      reason: ['CSRD as adopted', 'more than 250 employees', 'net turnover above €50 million', 'wave 2'],
      dates: [['Reporting from', 'FY2025']],
    },
    {
      name: 'stop-the-clock: the same company from FY2027',
      company: large,
      today: '2025-06-01',
      verdict: 'in-scope',
      reason: ['stop-the-clock', 'more than 250 employees'],
      dates: [['Reporting from', 'FY2027']],
    },
    {
      name: 'stop-the-clock: small unlisted company out',
      company: company(
        { Headquarters: 'Berlin', EmployeeCount: 'size_11_50', Revenue: 'rev_1M_10M' },
        { listedOnEuRegulatedMarket: consultant(false) },
      ),
      today: '2025-06-01',
      verdict: 'not-in-scope',
      reason: ['more than 250 employees', 'net turnover above €50 million'],
    },
    {
      name: 'stop-the-clock: small company of unknown listing could be a listed SME',
      company: company({ Headquarters: 'Berlin', EmployeeCount: 'size_11_50', Revenue: 'rev_1M_10M' }),
      today: '2025-06-01',
      verdict: 'possibly-in-scope',
      reason: ['SMEs listed on an EU regulated market from FY2028'],
      missing: ['listedOnEuRegulatedMarket'],
    },
    {
      name: 'stop-the-clock: listed SME reports from FY2028',
      company: company(
        { Headquarters: 'Berlin', EmployeeCount: 'size_51_200', Revenue: 'rev_10M_50M' },
        { listedOnEuRegulatedMarket: consultant(true) },
      ),
      today: '2025-06-01',
      verdict: 'in-scope',
      reason: ['SMEs listed on an EU regulated market', 'wave 3'],
      dates: [['Reporting from', 'FY2028']],
    },
    {
      name: 'stop-the-clock: non-EU parent with large EU turnover (wave 4)',
      company: company(
        { Headquarters: 'Tokyo, Japan', EmployeeCount: 'size_10000_plus', Revenue: 'rev_10B_plus' },
        { euTurnoverEur: consultant(300e6) },
      ),
      today: '2025-06-01',
      verdict: 'likely-in-scope',
      reason: ['€150 million EU turnover', 'wave 4'],
      dates: [['Reporting from', 'FY2028']],
    },
    {
      name: 'stop-the-clock: employees and turnover disagree, balance sheet decides',
      company: company({ Headquarters: 'Berlin', EmployeeCount: 'size_1001_5000', Revenue: 'rev_10M_50M' }),
      today: '2025-06-01',
      verdict: 'possibly-in-scope',
      reason: ['balance sheet above €25 million', 'balance sheet is not known'],
    },
  ]);
});
