import {
  employeeCountCodeFor,
  revenueCodeFor,
  type ClientProfileField,
  type EnrichmentProfile,
  type FieldOrigin,
} from '@impact/contracts';
import { classifyCompany, evidenceFromPages, type EvidencePage } from '@impact/knowledge';
import { load } from 'cheerio';
import { domainOf } from '../clients/domain.js';
import { FILLED_BY_WEBSITE_SCRAPE } from '../clients/field-origins.js';
import { readJsonLdOrganization } from './json-ld.js';
import { findAboutLink, nameFromTitle, readPageFacts, statedFacts } from './page-facts.js';

export interface FetchedPage {
  url: string;
  html: string;
}

/** What a model read from the pages' text; every field null unless the text states it. */
export interface ModelFindings {
  name: string | null;
  industry: string | null;
  headquarters: string | null;
  foundedYear: number | null;
  employeeCount: number | null;
  revenueUsd: number | null;
  description: string | null;
}

export interface EnrichmentDeps {
  fetchPage: (url: string) => Promise<FetchedPage>;
  /** Absent when no model provider is configured. */
  readWithModel?: (input: {
    url: string;
    text: string;
  }) => Promise<{ findings: ModelFindings; model: string }>;
  today: () => string;
  /** Finds and stores the logo the home page shows, answering its address; absent: no logo looked for. */
  findLogo?: (home: FetchedPage) => Promise<string | null>;
}

type Profile = EnrichmentProfile;

/** A quoted sentence as a source title (titles hold at most 300 characters). */
function clipQuote(quote: string): string {
  const text = quote.length > 296 ? `${quote.slice(0, 295).trimEnd()}…` : quote;
  return `“${text}”`;
}

/**
 * Builds the enrichment profile from the company's own website: schema.org JSON-LD first, then
 * OpenGraph and meta tags, then plain statements on the about page, then (when configured) a model
 * reading the same text. Each filled field records where it came from; nothing is guessed.
 */
export async function enrichCompany(website: string, deps: EnrichmentDeps): Promise<Profile> {
  const home = await deps.fetchPage(website);
  const retrievedAt = deps.today();
  const profile: Profile = {
    Name: null,
    Industry: null,
    EmployeeCount: null,
    Revenue: null,
    Headquarters: null,
    FoundedYear: null,
    WebsiteUrl: home.url,
    Domain: domainOf(home.url) ?? domainOf(website) ?? website,
    CompanyInfo: null,
    LogoUrl: null,
    rawData: {
      headquarters: null,
      company_size: null,
      industry: null,
      revenue: null,
      year_founded: null,
      company_description: null,
    },
    FieldOrigins: {},
    notes: [],
  };
  const fill = <F extends ClientProfileField>(
    field: F,
    value: Profile[F] | undefined,
    origin: FieldOrigin,
  ) => {
    if (value === undefined || value === null || value === '' || profile[field] !== null) return;
    profile[field] = value;
    profile.FieldOrigins[field] = origin;
  };
  const origin = (method: FieldOrigin['method'], detail: string, url: string): FieldOrigin => ({
    method,
    detail,
    source: { url, retrievedAt },
  });

  const $home = load(home.html);
  const aboutUrl = findAboutLink($home, home.url);
  const homeLd = readJsonLdOrganization($home);
  const homeFacts = readPageFacts($home);
  // Looked for while the about page is read; a logo that cannot be read only leaves the initial.
  const logo = deps.findLogo?.(home).catch(() => null);
  let about:
    | { url: string; ld: ReturnType<typeof readJsonLdOrganization>; facts: ReturnType<typeof readPageFacts> }
    | undefined;
  if (aboutUrl) {
    try {
      const page = await deps.fetchPage(aboutUrl);
      const $about = load(page.html);
      about = {
        url: page.url,
        ld: readJsonLdOrganization($about),
        facts: readPageFacts($about),
      };
    } catch {
      profile.notes.push(`The about page (${aboutUrl}) could not be read.`);
    }
  }

  for (const [ld, url] of [
    [homeLd, home.url],
    [about?.ld, about?.url],
  ] as const) {
    if (!ld || !url) continue;
    const from = origin('extraction', 'json-ld', url);
    fill('Name', ld.name, from);
    fill('CompanyInfo', ld.description, from);
    fill('FoundedYear', ld.foundingYear, from);
    fill('Headquarters', ld.headquarters, from);
    fill('Industry', ld.industry, from);
    if (ld.employees) fill('EmployeeCount', employeeCountCodeFor(ld.employees), from);
    profile.rawData.company_size ??= ld.employeesText ?? null;
  }
  fill('Name', homeFacts.siteName, origin('extraction', 'open-graph', home.url));
  fill('Name', nameFromTitle(homeFacts.title, homeFacts.brands), origin('extraction', 'title', home.url));
  if (about) fill('CompanyInfo', about.facts.description, origin('extraction', 'meta', about.url));
  fill('CompanyInfo', homeFacts.description, origin('extraction', 'meta', home.url));
  for (const [facts, url, detail] of [
    [about?.facts, about?.url, 'about-page'],
    [homeFacts, home.url, 'home-page'],
  ] as const) {
    if (!facts || !url) continue;
    // Each field cites the sentence that states it, as the assessment's sections do.
    const quoting = (quote: string): FieldOrigin => ({
      method: 'extraction',
      detail,
      source: { url, title: clipQuote(quote), retrievedAt },
    });
    // The name read so far tells the company's own sentences from a parent's ('… werkten er 412
    // medewerkers bij Velmora' is its own; 'Hallowmere employed 9,800' is not).
    // The page's description is the company's own summary of itself ('Family-run hotels since 1961').
    const text = [facts.description, facts.text].filter(Boolean).join('\n');
    const options = { today: retrievedAt, ...(profile.Name ? { companyName: profile.Name } : {}) };
    const { foundedYear, employees, turnover } = statedFacts(text, options);
    // The footer's postcode may say the head office town's country ('Halifax HX1 1AA'); the footer's
    // other facts wait for the footer's own turn below. An about page without a footer of its own is
    // read with the home page's, which is the site's.
    const footer = [...new Set([...facts.footer, ...homeFacts.footer])];
    const { headquarters } = statedFacts(text, { ...options, footer });
    if (foundedYear) fill('FoundedYear', foundedYear.value, quoting(foundedYear.quote));
    if (headquarters) fill('Headquarters', headquarters.value, quoting(headquarters.quote));
    if (employees) {
      fill('EmployeeCount', employeeCountCodeFor(employees.value), quoting(employees.quote));
      profile.rawData.company_size ??= employees.quote;
    }
    if (turnover) {
      fill('Revenue', turnover.value, quoting(turnover.quote));
      // The stated amount and currency are kept beside the bucket, with the rate that placed it.
      profile.rawData.revenue ??= `${turnover.stated} (${turnover.conversion})`;
    }
  }

  // The sector the home and about pages' own words put the company in (the knowledge base's classifier),
  // for the Industry field the consultant sees while adding the client. Marked as a website reading, so
  // the assessment, which reads the whole site, replaces it with its own answer and never reads it back
  // as evidence.
  const sector = sectorOfPages([
    {
      url: home.url,
      title: homeFacts.title,
      content: [homeFacts.description, homeFacts.text].filter(Boolean).join('\n'),
    },
    ...(about
      ? [
          {
            url: about.url,
            title: about.facts.title,
            content: [about.facts.description, about.facts.text].filter(Boolean).join('\n'),
          },
        ]
      : []),
  ]);
  if (sector) {
    fill('Industry', sector.label, {
      method: 'extraction',
      detail: FILLED_BY_WEBSITE_SCRAPE,
      source: { url: sector.url, title: clipQuote(sector.phrase), retrievedAt },
    });
  }

  // The footer last, only for what no page said: where the registered office and 'Since 1962' are written.
  const footer = [...new Set([...homeFacts.footer, ...(about?.facts.footer ?? [])])];
  if (footer.length > 0) {
    const fromFooter = statedFacts('', { today: retrievedAt, footer });
    const quoting = (quote: string): FieldOrigin => ({
      method: 'extraction',
      detail: 'footer',
      source: { url: home.url, title: clipQuote(quote), retrievedAt },
    });
    if (fromFooter.foundedYear)
      fill('FoundedYear', fromFooter.foundedYear.value, quoting(fromFooter.foundedYear.quote));
    if (fromFooter.headquarters)
      fill('Headquarters', fromFooter.headquarters.value, quoting(fromFooter.headquarters.quote));
  }

  if (deps.readWithModel) {
    const text = [about?.facts.text, homeFacts.text].filter(Boolean).join('\n').slice(0, 12000);
    const pageUrl = about?.url ?? home.url;
    if (text.trim() === '') {
      profile.notes.push('The website has no readable text for the model to read.');
    } else {
      const read = await deps.readWithModel({ url: pageUrl, text }).catch((error: unknown) => {
        // The website's own data still stands; say what the model could not do.
        profile.notes.push(`The language model could not read the pages: ${(error as Error).message}`);
        return undefined;
      });
      const { findings, model } = read ?? { findings: undefined, model: '' };
      const from: FieldOrigin = { method: 'llm', detail: model, source: { url: pageUrl, retrievedAt } };
      fill('Name', findings?.name, from);
      fill('Industry', findings?.industry, from);
      fill('Headquarters', findings?.headquarters, from);
      fill('FoundedYear', findings?.foundedYear, from);
      fill('CompanyInfo', findings?.description, from);
      if (findings?.employeeCount) fill('EmployeeCount', employeeCountCodeFor(findings.employeeCount), from);
      if (findings?.revenueUsd) {
        fill('Revenue', revenueCodeFor(findings.revenueUsd), from);
        profile.rawData.revenue ??= `USD ${findings.revenueUsd.toLocaleString('en-US')}`;
      }
    }
  } else {
    profile.notes.push(
      'No language model is configured, so only what the website states in its structured data, meta tags and about page was read.',
    );
  }

  profile.LogoUrl = (await logo) ?? null;
  profile.rawData.headquarters = profile.Headquarters;
  profile.rawData.industry = profile.Industry;
  profile.rawData.year_founded = profile.FoundedYear === null ? null : String(profile.FoundedYear);
  profile.rawData.company_description = profile.CompanyInfo;
  if (Object.keys(profile.FieldOrigins).length === 0) {
    profile.notes.push('The website publishes no company details we could read; fill them in yourself.');
  }
  return profile;
}

/** The NACE label the pages' own words decide, with the page and phrase that decided it. */
function sectorOfPages(pages: EvidencePage[]): { label: string; url: string; phrase: string } | undefined {
  const { sector } = classifyCompany(evidenceFromPages(pages));
  if (sector?.origin !== 'website' || !/^https?:/.test(sector.locator)) return undefined;
  return { label: sector.label.slice(0, 160), url: sector.locator, phrase: sector.decidingPhrase };
}
