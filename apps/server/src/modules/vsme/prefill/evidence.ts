import type { SectionData, Source } from '@impact/contracts';
import {
  extractLocations,
  type ExtractedLocation,
  type FactStatement,
  type LocationRole,
} from '@impact/knowledge';
import { pageRef, pageSource } from '../../chat/documents/document-sources.js';
import type { CiteSentence } from './none-statements.js';
import { websiteRetrievedAt } from '../../assessment/steps/evidence/cited-sources.js';
import type { Database } from '../../../db/client.js';
import { classificationCorrectionsOf } from '../../assessment/knowledge-sections/classification.js';
import { companyOf } from '../../assessment/knowledge-sections/compute.js';
import { citationIndex, citeWithQuotes } from '../../assessment/documents/cite-quotes.js';
import { loadClientDocuments } from '../../assessment/documents/client-documents.js';
import {
  clientFacts,
  recordHeadquartersSources,
  statementSource,
  type ClientFacts,
} from '../../assessment/steps/evidence/company-facts.js';
import type { StepInput } from '../../assessment/steps/step-types.js';
import {
  loadClientData,
  type ClientRow,
  type InitiativeEvidence,
} from '../../reports/generation/client-data.js';

/**
 * What a VSME report is prefilled from: the client's stored sections (metrics with their quotes and
 * years, codes, business model and classification), its initiatives, and the company facts read from
 * its stored website pages the way every assessment step reads them. Nothing is fetched: a report made
 * while the assessment runs takes what is stored so far.
 */
export interface VsmeEvidence {
  client: ClientRow;
  metrics: SectionData<'ReportedMetrics'>;
  codes: SectionData<'VoluntaryCodesAdopted'>['codes'];
  businessModel: SectionData<'BusinessModelOverview'> | undefined;
  /** The consultant's correction of the sector, which beats the stored classification. */
  sectorCorrection: { division: string; group?: string | undefined } | undefined;
  initiatives: InitiativeEvidence[];
  facts: ClientFacts;
  /** A company-fact statement as a source: its page, quoting the sentence or row. */
  factSource: (statement: FactStatement<unknown>) => Source | undefined;
  /** The sources of the headquarters the client record holds (the consultant's). */
  headquartersSources: () => Source[];
  /**
   * The sites the company's own pages name (plants, offices, warehouses, stores), as Location Presence
   * reads them; a town only a postal address names has no country.
   */
  sites: ExtractedLocation[];
  /** The pages and documents read (website pages, linked reports, uploads), for statements prefill reads itself. */
  pages: SectionData<'WebsiteContext'>['pages'];
  /** A sentence of one of `pages` as a source, with its locator. */
  citeSentence: CiteSentence;
}

export async function loadVsmeEvidence(db: Database, clientId: number): Promise<VsmeEvidence> {
  const data = await loadClientData(db, clientId);
  const { client, sections } = data;
  const website = sections.WebsiteContext?.data;
  // The company facts read the same pages as the assessment's steps, through the same function.
  const input = {
    client,
    company: companyOf(client),
    website,
    web: undefined,
    documents: await loadClientDocuments(db, clientId),
    model: undefined,
    researchConfigured: false,
    prompt: undefined,
    today: new Date().toISOString().slice(0, 10),
  } satisfies StepInput;
  const facts = clientFacts(input);
  // The quote of a fact is located in the stored document structure, so a source carries its locator.
  const citations = citationIndex({ pages: website?.pages ?? [], documents: input.documents });
  const factSource = (statement: FactStatement<unknown>): Source | undefined => {
    const source = statementSource(input, facts, statement);
    return source && citeWithQuotes({ ...source, quote: statement.quote.slice(0, 1000) }, citations);
  };
  return {
    client,
    metrics: sections.ReportedMetrics?.data ?? [],
    codes: sections.VoluntaryCodesAdopted?.data.codes ?? [],
    businessModel: sections.BusinessModelOverview?.data,
    sectorCorrection: classificationCorrectionsOf(client).sector,
    initiatives: data.initiatives.filter((initiative) => initiative.sources.length > 0),
    facts,
    factSource,
    headquartersSources: () => recordHeadquartersSources(input, facts),
    sites: sitesOnPages(website?.pages ?? [], websiteRetrievedAt(input)),
    pages: website?.pages ?? [],
    citeSentence: (page, sentence) =>
      citeWithQuotes(pageSource(page, websiteRetrievedAt(input), sentence), citations),
  };
}

/**
 * Towns named as one of the company's sites: what B1's list of sites can hold. A town without a
 * country (one the page prints in a postal address, which the place tables do not list) is kept: the
 * list says its country is not stated.
 */
export function sitesOnPages(pages: VsmeEvidence['pages'], retrievedAt: string): ExtractedLocation[] {
  return pages.flatMap((page) =>
    extractLocations(page.content, pageRef(page), { retrievedAt }).filter(
      (location) => SITE_ROLES.has(location.role) && location.kind === 'locality',
    ),
  );
}

/** 'Operations in Germany' says where the company is active, not where a site of it stands. */
const SITE_ROLES: ReadonlySet<LocationRole> = new Set([
  'production',
  'office',
  'logistics',
  'retail',
  'research',
]);
