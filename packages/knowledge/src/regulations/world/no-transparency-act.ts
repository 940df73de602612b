import type { NormalizedCompany } from '../../company/types.js';
import type { ApplicabilityRule } from '../types.js';
import { fact, headquarteredIn, sitesOnlyOutside } from './company-facts.js';
import { outcome, sentences, source, WORLD_RULES_AS_OF } from './outcome.js';
import { compareRange, formatHeadcount, formatMoneyRange } from './range.js';

/**
 * Norway Transparency Act § 3 (fact sheet §17): 'larger enterprises' resident in Norway, or foreign ones
 * offering goods or services in Norway and liable to tax there. Larger = covered by Accounting Act § 1-5
 * (e.g. listed) or exceeding 2 of 3 on the balance-sheet date: NOK 70m sales revenue, NOK 35m balance
 * sheet, 50 full-time employees on average. Parents are assessed on a group basis.
 */
export const NO_TRANSPARENCY_THRESHOLDS = {
  revenueNok: 70_000_000,
  balanceSheetNok: 35_000_000,
  fullTimeEmployees: 50,
} as const;

const LARGER_TEXT =
  'a larger enterprise (listed, or exceeding 2 of 3: NOK 70m sales revenue, NOK 35m balance sheet, 50 full-time employees)';

const DATES = [
  { label: 'In force', date: '2022-07-01' },
  { label: 'First account due', date: '2023-06-30' },
  { label: 'Annual account due each year by', date: '30 June' },
];

/** 'Larger enterprise': true, false, 'straddles' (a bucket straddles a limit) or undefined (balance sheet decides). */
function isLarger(company: NormalizedCompany): boolean | 'straddles' | undefined {
  // Oslo Børs is an EEA regulated market, so an EU/EEA listing answer counts (Accounting Act § 1-5).
  if (fact(company, 'listedOnEuRegulatedMarket') === true) return true;
  const employees = compareRange(company.employees, '>', NO_TRANSPARENCY_THRESHOLDS.fullTimeEmployees);
  const revenue = compareRange(company.revenue?.NOK, '>', NO_TRANSPARENCY_THRESHOLDS.revenueNok);
  if (employees === 'above' && revenue === 'above') return true;
  if (employees === 'below' && revenue === 'below') return false;
  // A straddling bucket makes it 'likely' only when the other known criterion is met.
  if (
    (employees === 'straddles' && revenue === 'above') ||
    (revenue === 'straddles' && employees === 'above')
  ) {
    return 'straddles';
  }
  return undefined;
}

const COVERS_TEXT = `The Act covers ${LARGER_TEXT} resident in Norway, or foreign ones that offer goods or services in Norway and are liable to tax there.`;

/** A site in Norway the company's own pages name (a sales company, branch, office or plant there). */
const norwegianSite = (company: NormalizedCompany) => company.sites?.find((site) => site.country === 'NO');

/**
 * ' (its own pages name sites in 3 other countries, none in Norway)': said, not decided on, since pages
 * rarely list every branch and a foreign company may be taxable in Norway without one they name.
 */
function noneInNorway(company: NormalizedCompany): string {
  const others = company.sites?.filter((site) => site.country !== company.country).length ?? 0;
  if (others > 0)
    return ` (its own pages name sites in ${others === 1 ? 'one other country' : `${others} other countries`}, none in Norway)`;
  const only = sitesOnlyOutside(company, 'NO');
  return only ? ` (its own pages name sites only in ${only}, none in Norway)` : '';
}

/**
 * What settles it when the pages name no Norwegian site: neither a site nor a headcount there is the
 * test, but offering goods or services in Norway while liable to tax there, which no page listing shows.
 */
const SETTLES_IT =
  'Whether it offers goods or services in Norway and is liable to tax there (a Norwegian branch, sales company or permanent establishment) settles it.';

/**
 * A foreign company whose own pages name a site in Norway: a branch there is a permanent establishment
 * and a sales company there is itself resident, so business in Norway liable to Norwegian tax is likely;
 * the size test still decides. Not 'in scope': the pages do not say whose books the Norwegian sales carry.
 */
function foreignWithNorwegianSite(
  site: NonNullable<ReturnType<typeof norwegianSite>>,
  facts: string,
  larger: boolean | 'straddles' | undefined,
) {
  const presence = `This foreign company's own page names a site in Norway (“${site.quote.slice(0, 160)}”, ${site.url}): a branch or sales company there makes it likely that it offers goods or services in Norway and is liable to tax there.`;
  if (larger === undefined)
    return outcome(
      'possibly-in-scope',
      sentences(
        COVERS_TEXT,
        presence,
        `With ${facts}, whether it is ${LARGER_TEXT} depends on figures we lack (the balance sheet or the headcount).`,
      ),
      DATES,
    );
  const size =
    larger === true
      ? `With ${facts}, it is ${LARGER_TEXT}: a due-diligence account is likely required.`
      : `With ${facts}, a bucket straddles the test for ${LARGER_TEXT}.`;
  return outcome('likely-in-scope', sentences(COVERS_TEXT, presence, size), DATES);
}

export const noTransparencyActRule: ApplicabilityRule = {
  id: 'no-transparency-act',
  name: 'Norwegian Transparency Act (Åpenhetsloven)',
  typeLabel: 'NO Law',
  version: 'LOV-2021-06-18-99, in force 1 Jul 2022',
  asOf: WORLD_RULES_AS_OF,
  sources: [
    source('https://lovdata.no/dokument/NLE/lov/2021-06-18-99', 'Transparency Act (Lovdata)'),
    source(
      'https://prod.info.altinn.no/en/start-and-run-business/running-business/The-Transparency-Act-and-who-it-applies-to',
      'Altinn: the Transparency Act and who it applies to',
    ),
    source(
      'https://forsberglaw.no/en/entry-into-force-of-the-transparency-act/',
      'Forsberg: entry into force of the Transparency Act',
    ),
    source('https://svw.no/en/insights/new-transparency-act', 'SVW: new Transparency Act'),
  ],
  evaluate(company) {
    const headcount = company.employees ? formatHeadcount(company.employees) : 'an unknown headcount';
    const revenueText = company.revenue
      ? `${formatMoneyRange(company.revenue.NOK, 'NOK')} revenue`
      : 'unknown revenue';
    const facts = `${headcount} and ${revenueText}`;
    const larger = isLarger(company);
    const norwegian = headquarteredIn(company, 'NO');
    const listingUnknown = fact(company, 'listedOnEuRegulatedMarket') === undefined;
    if (larger === false && norwegian === true && listingUnknown) {
      return outcome(
        'possibly-in-scope',
        `With ${facts}, a Norwegian company is ${LARGER_TEXT} only if it is listed; whether it is listed is unknown.`,
        DATES,
        ['listedOnEuRegulatedMarket'],
      );
    }
    if (larger === false) {
      return outcome('not-in-scope', `With ${facts}, the company is not ${LARGER_TEXT}.`, DATES);
    }
    if (norwegian !== true) {
      const site = norwegian === false ? norwegianSite(company) : undefined;
      if (site) return foreignWithNorwegianSite(site, facts, larger);
      const where = norwegian === false ? 'a foreign company' : 'a company with unknown headquarters';
      return outcome(
        'possibly-in-scope',
        sentences(
          COVERS_TEXT,
          `This is ${where} with ${facts}; whether it is taxable in Norway is unknown${noneInNorway(company)}.`,
          norwegian === false ? SETTLES_IT : '',
        ),
        DATES,
      );
    }
    if (larger === true) {
      return outcome(
        'in-scope',
        `A Norwegian company with ${facts} is ${LARGER_TEXT}: it must publish an annual due-diligence account.`,
        DATES,
      );
    }
    if (larger === 'straddles') {
      return outcome(
        'likely-in-scope',
        `A Norwegian company with ${facts}: a bucket straddles the test for ${LARGER_TEXT}.`,
        DATES,
      );
    }
    return outcome(
      'possibly-in-scope',
      `A Norwegian company with ${facts}: whether it is ${LARGER_TEXT} depends on figures we lack (the balance sheet or the headcount).`,
      DATES,
      listingUnknown ? ['listedOnEuRegulatedMarket'] : [],
    );
  },
};
