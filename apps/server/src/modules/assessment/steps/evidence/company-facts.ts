import type { Source } from '@impact/contracts';
import { readCompanyFacts, type CompanyFacts, type FactStatement } from '@impact/knowledge';
import { pageRef, pageSource } from '../../../chat/documents/document-sources.js';
import { filledByWebsiteScrape } from '../../../clients/field-origins.js';
import type { StepInput } from '../step-types.js';
import { websiteRetrievedAt } from './cited-sources.js';
import { orderedPages } from './context-text.js';

/**
 * The client's company facts as every evidence step reads them: the knowledge base's one answer per
 * fact over the company's own pages, with the client record's values as the consultant's (a value
 * in the record was confirmed or corrected when the client was created or edited, so it beats the
 * pages and survives re-runs). Location Presence and Business Model call this, never their own
 * patterns, so they cannot contradict the record or each other.
 */

type Page = NonNullable<StepInput['website']>['pages'][number];

/** About and company pages first: on a tie between equally recent statements, the first read wins. */
const FACT_PAGES =
  /about|over-ons|ueber-uns|uber-uns|a-propos|qui-sommes|company|who-we-are|our-story|profile|investor|facts|figures|kerncijfers|kennzahlen|chiffres/i;

export interface ClientFacts extends CompanyFacts {
  /** The page each statement came from, to cite it. */
  pageOf: (statement: FactStatement<unknown>) => Page | undefined;
}

type FactInput = Pick<StepInput, 'client' | 'website' | 'documents' | 'today'>;

/** A record value someone confirmed; one the website step filled is the pages' statement, read again. */
const confirmed = <T>(input: FactInput, field: 'Headquarters' | 'FoundedYear', value: T) =>
  filledByWebsiteScrape(input.client, field) ? undefined : value;

export function clientFacts(input: FactInput): ClientFacts {
  const pages = orderedPages(input.website?.pages ?? [], FACT_PAGES);
  const byRef = new Map(pages.map((page) => [pageRef(page), page]));
  const facts = readCompanyFacts(
    // A page's title is often where a company says how long it has been going ('Valves since 1978').
    pages.map((page) => ({
      url: pageRef(page),
      text: [page.title, page.content].filter(Boolean).join('\n'),
    })),
    {
      today: input.today,
      companyName: input.client.name,
      consultant: {
        headquarters: confirmed(input, 'Headquarters', input.client.headquarters),
        foundedYear: confirmed(input, 'FoundedYear', input.client.foundedYear),
      },
      documents: input.documents,
    },
  );
  return { ...facts, pageOf: (statement) => byRef.get(statement.url) };
}

/** The statement as a source: its page, quoting the sentence or row. */
export function statementSource(
  input: Pick<StepInput, 'website' | 'today'>,
  facts: ClientFacts,
  statement: FactStatement<unknown>,
): Source | undefined {
  const page = facts.pageOf(statement);
  if (page) return pageSource(page, websiteRetrievedAt(input), statement.quote);
  // A key-figures table read from the page's structure, whose text page was not kept.
  if (!/^https?:\/\//.test(statement.url)) return undefined;
  return {
    url: statement.url,
    title: `“${statement.quote.slice(0, 296)}”`,
    retrievedAt: websiteRetrievedAt(input),
  };
}

/**
 * The sources of the client record's headquarters: where the record says it came from (its field
 * origin), and the company's own statements of the same place.
 */
export function recordHeadquartersSources(input: StepInput, facts: ClientFacts): Source[] {
  const origin = (input.client.fieldOrigins as Record<string, { source?: Source } | undefined>)?.Headquarters
    ?.source;
  const place = input.client.headquarters?.trim().toLowerCase() ?? '';
  const city = place.split(',')[0]?.trim() ?? '';
  const agreeing = (facts.headquarters?.alternatives ?? []).filter((statement) =>
    statement.value.place.toLowerCase().startsWith(city),
  );
  const sources = agreeing.flatMap((statement) => statementSource(input, facts, statement) ?? []);
  return origin?.url ? [origin, ...sources] : sources;
}
