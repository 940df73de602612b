import type { Source, VsmeTableRow } from '@impact/contracts';
import { headcountByCountryInSentence, resolveHeadquarters } from '@impact/knowledge';
import { formatAmount } from '../units.js';
import { inEuros } from './euro-amount.js';
import type { VsmeEvidence } from './evidence.js';
import { found, keep, missingWithNote, statedOn, type Findings } from './finding.js';
import { uniqueSources } from '../../assessment/steps/evidence/cited-sources.js';
import { namesAHotel } from '../../assessment/steps/evidence/hotel-sites.js';

function turnover(evidence: VsmeEvidence, periodYear: number, findings: Findings): void {
  const fact = evidence.facts.turnover;
  if (fact?.origin !== 'website') return;
  const sources = [evidence.factSource(fact)].filter((source): source is Source => source !== undefined);
  const stated = `${fact.value.currency} ${formatAmount(fact.value.amount)}`;
  if (fact.year !== periodYear) {
    const when = fact.year ? `${fact.year}: ` : 'Undated: ';
    keep(
      findings,
      missingWithNote(
        'Turnover',
        `Not stated for ${periodYear}. ${when}${stated}, ${statedOn(sources)}.`,
        periodYear,
      ),
    );
    return;
  }
  const converted = inEuros(fact.value.amount, fact.value.currency);
  if (!converted) {
    const note = `Stated as ${stated} for ${periodYear}, ${statedOn(sources)}; the rate table has no euro rate for ${fact.value.currency}.`;
    keep(findings, missingWithNote('Turnover', note, periodYear));
    return;
  }
  const rate = converted.rateText ? `; converted at ${converted.rateText}` : '';
  keep(
    findings,
    found('Turnover', converted.euros, {
      unit: 'EUR',
      sources,
      periodYear,
      method: {
        kind: 'company-fact',
        description: `Turnover stated as ${stated} for ${periodYear}${rate}`,
        ...(converted.factor ? { factors: [converted.factor] } : {}),
      },
    }),
  );
}

function headcount(evidence: VsmeEvidence, periodYear: number, findings: Findings): void {
  const fact = evidence.facts.headcount;
  if (fact?.origin !== 'website' || findings.get('NumberOfEmployees')?.status === 'found') return;
  const sources = [evidence.factSource(fact)].filter((source): source is Source => source !== undefined);
  if (fact.year !== periodYear) {
    const when = fact.year ? `${fact.year}: ` : 'Undated: ';
    const note = `Not stated for ${periodYear}. ${when}${formatAmount(fact.value.count)} employees, ${statedOn(sources)}.`;
    keep(findings, missingWithNote('NumberOfEmployees', note, periodYear));
    return;
  }
  keep(
    findings,
    found('NumberOfEmployees', fact.value.count, {
      unit: 'headcount',
      sources,
      periodYear,
      method: { kind: 'company-fact', description: `Headcount stated for ${periodYear}: “${fact.quote}”` },
    }),
  );
}

/**
 * B8's employees by country of their contract, from the headcount sentence of the period when it names
 * two or more countries ('davon 985 in Deutschland und 255 in Tschechien'): the same sentence says the
 * undertaking operates in more than one country. One country named answers nothing (the rest may be
 * abroad, unnamed).
 */
function headcountByCountry(evidence: VsmeEvidence, periodYear: number, findings: Findings): void {
  const stated = evidence.facts.headcount;
  if (stated?.origin !== 'website' || stated.year !== periodYear) return;
  // The headcount may come from a key-figures row; a sentence stating the same count for the same
  // year ('2024 beschäftigten wir 1.240 Menschen, davon …') gives the countries.
  const statements = [stated, ...stated.alternatives].filter(
    (statement) => statement.year === periodYear && statement.value.count === stated.value.count,
  );
  const [fact, countries] =
    statements
      .map(
        (statement) =>
          [statement, headcountByCountryInSentence(statement.quote, statement.value.count)] as const,
      )
      .find(([, named]) => named.length >= 2) ?? [];
  if (!fact || !countries) return;
  const sources = [evidence.factSource(fact)].filter((source): source is Source => source !== undefined);
  const method = {
    kind: 'company-fact' as const,
    description: `Employees by country stated for ${periodYear}: “${fact.quote}”`,
  };
  const rows = countries.map(({ country, count }) => ({
    row: country,
    cells: { NumberOfEmployeesForCountryOfEmploymentContract: count },
  }));
  keep(
    findings,
    found('NumberOfEmployeesForCountryOfEmploymentContractTable', rows, { sources, periodYear, method }),
  );
  keep(findings, found('OperatesInMoreThanOneCountry', true, { sources, method }));
}

/** The figure found is a headcount (the metric's or the fact's unit): B1 asks which kind it is. */
function headcountType(findings: Findings): void {
  const employees = findings.get('NumberOfEmployees');
  if (employees?.status !== 'found') return;
  keep(
    findings,
    found('TypeOfNumberOfEmployees', 'Headcount', {
      sources: employees.sources,
      method: { kind: 'company-fact', description: 'The number of employees found is stated as a headcount' },
    }),
  );
}

/**
 * The country of the headquarters and the headquarters as the first site: the client record's (which
 * the consultant confirmed) with the company's statements of the same place, else the company's own
 * statement. Where a place is not stated by a period, these are not held to the period's year.
 */
function headquarters(evidence: VsmeEvidence, findings: Findings) {
  const fact = evidence.facts.headquarters;
  if (!fact) return undefined;
  let sources: Source[];
  let description: string;
  if (fact.origin === 'consultant') {
    sources = evidence.headquartersSources();
    description = `Headquarters on the client's profile: ${fact.value.place}`;
  } else {
    sources = [evidence.factSource(fact)].filter((source): source is Source => source !== undefined);
    description = `Headquarters as the company states it: “${fact.quote}”`;
  }
  const resolved = resolveHeadquarters(fact.value.place);
  const country = fact.value.country ?? resolved?.country;
  if (!country) return undefined;
  const method = { kind: 'company-fact' as const, description };
  keep(
    findings,
    found('CountryOfPrimaryOperationsAndLocationOfSignificantAssets', country, { sources, method }),
  );
  const city = fact.value.place.split(',')[0]?.trim();
  // 'Galway' alone is a town the tables know; 'Belgium' alone is no town.
  const town = city && (city !== fact.value.place.trim() || resolved?.via === 'city');
  const cells = {
    ...(town ? { CityOfSite: city } : {}),
    CountryOfSite: country,
  };
  return { row: { row: 'Headquarters', cells }, city, country, sources, description };
}

type HeadquartersRow = NonNullable<ReturnType<typeof headquarters>>;

const SITE_KINDS: Record<string, string> = {
  production: 'Production site',
  office: 'Office',
  logistics: 'Warehouse or logistics site',
  retail: 'Store',
  research: 'Research site',
};

type Site = VsmeEvidence['sites'][number];

/** What the site is, as B1's row names it: a hotel is no store. */
function siteKind(site: Site): string {
  if (site.role === 'retail' && namesAHotel(site.quote)) return 'Hotel';
  return SITE_KINDS[site.role] ?? 'Site';
}

/** 'Jihlava, Tschechien' → 'Jihlava': the town a site's name starts with. */
const townOf = (site: Site) => site.name.split(',')[0]!.trim();

/**
 * One site per town, in the order the pages first name them: the naming that states the town's
 * country where one does ('in Hohenems und Jihlava' on the home page, 'Jihlava, Tschechien' in the list
 * of sites), with every naming's sources.
 */
function sitesByTown(sites: readonly Site[]): Site[] {
  const byTown = new Map<string, Site>();
  for (const site of sites) {
    const key = townOf(site).toLowerCase();
    const seen = byTown.get(key);
    if (!seen) byTown.set(key, site);
    else {
      const kept = !seen.countryCode && site.countryCode ? site : seen;
      byTown.set(key, { ...kept, sources: [...seen.sources, ...site.sources] });
    }
  }
  return [...byTown.values()];
}

/**
 * 'Vilagarcía' when 'Vilagarcía de Arousa' is listed, 'Frankfurt' when 'Frankfurt am Main' is: a page
 * that names a listed town by its first word, with no country or the same one, names that town.
 */
function shortFormOfListed(
  town: string,
  country: string | undefined,
  listed: ReadonlyMap<string, string | undefined>,
): boolean {
  const short = town.toLowerCase();
  if (short.length < 4) return false;
  return [...listed].some(
    ([known, knownCountry]) =>
      known.startsWith(`${short} `) && (!country || !knownCountry || country === knownCountry),
  );
}

/** A site's country the pages do not state. */
const COUNTRY_NOT_STATED = 'country not stated';

/**
 * B1's list of sites: the headquarters first, then each town the company's own pages name as a plant,
 * office, warehouse, store or research site (once per town), each with its country and the sentence or
 * row that names it (a town only a postal address names, with its country not stated). B8 asks whether
 * the undertaking operates in more than one country: sites in two countries answer yes; sites in one
 * country do not answer no (the pages need not name them all).
 */
function siteList(evidence: VsmeEvidence, hq: HeadquartersRow | undefined, findings: Findings): void {
  const rows: VsmeTableRow[] = hq ? [hq.row] : [];
  const sources = hq ? [...hq.sources] : [];
  // Each town listed, with its country.
  const towns = new Map<string, string | undefined>(hq?.city ? [[hq.city.toLowerCase(), hq.country]] : []);
  const countries = new Map<string, Source[]>(hq ? [[hq.country, hq.sources]] : []);
  for (const site of sitesByTown(evidence.sites)) {
    const town = townOf(site);
    if (towns.has(town.toLowerCase()) || shortFormOfListed(town, site.countryCode, towns)) continue;
    towns.set(town.toLowerCase(), site.countryCode);
    const country = site.countryCode;
    // CountryOfSite takes an ISO 3166-1 code: a site whose country no page states keeps the cell empty
    // and says so in its row, rather than leaving the site out.
    rows.push({
      row: `${siteKind(site)}, ${town}${country ? '' : ` (${COUNTRY_NOT_STATED})`}`,
      cells: { CityOfSite: town, CountryOfSite: country ?? null },
    });
    sources.push(...site.sources);
    if (country && !countries.has(country)) countries.set(country, site.sources);
  }
  if (rows.length === 0) return;
  const named = rows.map((row) => row.row).join('; ');
  const method = {
    kind: 'company-fact' as const,
    description: hq && rows.length === 1 ? hq.description : `Sites the company's own pages name: ${named}`,
  };
  keep(findings, found('ListOfSitesTable', rows, { sources: uniqueSources(sources), method }));
  if (countries.size > 1) {
    keep(
      findings,
      found('OperatesInMoreThanOneCountry', true, {
        sources: uniqueSources([...countries.values()].flat()),
        method: {
          kind: 'company-fact',
          description: `Sites in ${countries.size} countries (${[...countries.keys()].join(', ')})`,
        },
      }),
    );
  }
}

/** B1's company facts: turnover in euros, the number of employees and its kind, country and sites. */
export function companyFindings(evidence: VsmeEvidence, periodYear: number, findings: Findings): void {
  turnover(evidence, periodYear, findings);
  headcount(evidence, periodYear, findings);
  headcountByCountry(evidence, periodYear, findings);
  headcountType(findings);
  siteList(evidence, headquarters(evidence, findings), findings);
}
