import { fieldOriginSchema, type FieldOrigin, type Source } from '@impact/contracts';
import { statedProfile, type FactStatement } from '@impact/knowledge';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { clients } from '../../../db/schema.js';
import { FILLED_BY_WEBSITE_SCRAPE } from '../../clients/field-origins.js';
import { citationIndex, citeWithQuotes } from '../documents/cite-quotes.js';
import { classificationOf } from '../knowledge-sections/classification.js';
import { websiteRetrievedAt } from '../steps/evidence/cited-sources.js';
import { clientFacts, statementSource } from '../steps/evidence/company-facts.js';
import type { StepInput } from '../steps/step-types.js';

/**
 * The client record's company facts from the website step. A client created with only a name and a
 * website would otherwise keep an empty record while its sections quote the company's own headcount,
 * turnover, headquarters and founding year. The record takes the same one answer per fact the
 * sections read (knowledge base, company facts; the industry from the sector classification), cited with its page, quote and locator; a field
 * someone set or deliberately cleared is never touched.
 */

const COLUMNS = {
  Industry: { key: 'industry', column: clients.industry },
  Headquarters: { key: 'headquarters', column: clients.headquarters },
  EmployeeCount: { key: 'employeeCount', column: clients.employeeCount },
  Revenue: { key: 'revenue', column: clients.revenue },
  FoundedYear: { key: 'foundedYear', column: clients.foundedYear },
} as const;

export type RecordFactField = keyof typeof COLUMNS;

export interface RecordFact {
  field: RecordFactField;
  value: string | number;
  origin: FieldOrigin;
}

type FactInput = Pick<StepInput, 'client' | 'website' | 'documents' | 'today'>;

/** Where the classification's evidence says a phrase came from the client's profile description. */
const PROFILE_DESCRIPTION = 'profile description';

/** The facts the company's pages state, each with the origin the record keeps for it. */
export function recordFactsFromWebsite(input: FactInput): RecordFact[] {
  const facts = clientFacts(input);
  const index = citationIndex({ pages: input.website?.pages ?? [], documents: input.documents });
  const found: RecordFact[] = [];
  const stated = statedProfile(facts);
  const add = (
    field: RecordFactField,
    value: string | number,
    statement: FactStatement<unknown>,
    statedText?: string,
  ) => {
    const source = statementSource(input, facts, statement);
    // A record field cites a page or report of the website; a statement in an uploaded document is
    // the consultant's own material and stays in the sections.
    const parsed = fieldOriginSchema.shape.source.safeParse(source && citeWithQuotes(source, index));
    if (!parsed.success || !parsed.data) return;
    found.push({
      field,
      value,
      origin: {
        method: 'extraction',
        detail: FILLED_BY_WEBSITE_SCRAPE,
        source: parsed.data,
        ...(statedText ? { stated: statedText.slice(0, 120) } : {}),
      },
    });
  };
  const industry = industryFromWebsite(input);
  if (industry) {
    const parsed = fieldOriginSchema.shape.source.safeParse(citeWithQuotes(industry.source, index));
    if (parsed.success && parsed.data)
      found.push({
        field: 'Industry',
        value: industry.label,
        origin: { method: 'extraction', detail: FILLED_BY_WEBSITE_SCRAPE, source: parsed.data },
      });
  }
  const { headquarters, headcount, turnover, foundedYear } = facts;
  if (headquarters?.origin === 'website')
    add('Headquarters', headquarters.value.place.slice(0, 200), headquarters);
  if (headcount?.origin === 'website')
    add('EmployeeCount', headcount.bucket, headcount, stated.EmployeeCount?.text);
  if (turnover?.origin === 'website' && turnover.bucket)
    add('Revenue', turnover.bucket.code, turnover, stated.Revenue?.text);
  if (foundedYear?.origin === 'website') add('FoundedYear', foundedYear.value, foundedYear);
  return found;
}

/**
 * The page a profile description was read from: the page whose meta description or about text the
 * company look-up took, as its origin records. A description someone typed has no page.
 */
function descriptionPageUrl(client: FactInput['client']): string | undefined {
  const origins = (client.fieldOrigins ?? {}) as Record<string, FieldOrigin | undefined>;
  const origin = origins.CompanyInfo;
  return origin && origin.method !== 'manual' ? origin.source?.url : undefined;
}

/**
 * The industry the company's own words put it in: the NACE Rev. 2.1 label of the sector the business
 * model shows, cited with the phrase that decided it. Only a sector read from a page of the website,
 * or from the profile description the company look-up read from one ('… es una cadena hotelera' in the
 * home page's description); a consultant's sector or industry is theirs already.
 */
function industryFromWebsite(input: FactInput): { label: string; source: Source } | undefined {
  const { sector } = classificationOf(input.client, input.website);
  if (sector?.origin !== 'website') return undefined;
  const url = sector.locator === PROFILE_DESCRIPTION ? descriptionPageUrl(input.client) : sector.locator;
  const page = input.website?.pages.find((candidate) => candidate.url === url);
  if (!page?.url) return undefined;
  return {
    label: sector.label.slice(0, 160),
    source: {
      kind: 'web-page',
      url: page.url,
      title: page.title || page.url,
      retrievedAt: websiteRetrievedAt(input),
      quote: sector.decidingPhrase.slice(0, 1000),
    },
  };
}

/**
 * Writes each fact into the record where the field is empty and nobody cleared it on purpose (a
 * 'manual' origin), or where an earlier website step filled it. Decided in the statement itself, so a
 * value saved meanwhile is never overwritten.
 */
export async function fillRecordFromWebsite(
  db: Database,
  clientId: number,
  facts: readonly RecordFact[],
): Promise<void> {
  for (const fact of facts) {
    const { key, column } = COLUMNS[fact.field];
    const origin = sql`${clients.fieldOrigins} -> ${fact.field}::text`;
    await db
      .update(clients)
      .set({
        ...({ [key]: fact.value } as Partial<typeof clients.$inferInsert>),
        fieldOrigins: sql`${clients.fieldOrigins} || ${JSON.stringify({ [fact.field]: fact.origin })}::jsonb`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(clients.id, clientId),
          or(
            and(isNull(column), sql`coalesce(${origin} ->> 'method', '') <> 'manual'`),
            and(
              sql`${origin} ->> 'detail' = ${FILLED_BY_WEBSITE_SCRAPE}`,
              sql`${origin} is distinct from ${JSON.stringify(fact.origin)}::jsonb`,
            ),
          ),
        ),
      );
  }
}
