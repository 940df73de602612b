import { latestSections } from '../../clients/client-view.js';
import { fetchOptions } from '../../enrichment/website-reader.js';
import { refreshClientLogo } from '../../logos/client-logo.js';
import type { ClientRow, SectionResult } from '../steps/step-types.js';
import { recordFactsFromWebsite } from '../website-scrape/record-facts.js';
import type { WebsiteReading } from '../website-scrape/scrape-website.js';
import { withUploadedDocuments } from './onboarding-material.js';
import { one, today, type StepDeps, type StepOutput } from './step-deps.js';

/**
 * The website step: the company's site read into the WebsiteContext section, its structured documents
 * and the facts it states for the client record. In a run, all of that is handed to the steps that
 * read it as soon as the pages and linked reports are read; the section with the model's page
 * summaries follows when the step settles.
 */
export async function readWebsiteStep(
  deps: StepDeps,
  client: ClientRow,
  signal: AbortSignal | undefined,
): Promise<StepOutput> {
  // Documents uploaded during onboarding stay in the context whatever the website gives.
  const previous = (await latestSections(deps.db, [client.id])).get(client.id)?.WebsiteContext;
  // No website on record: an honest empty context (the steps that read it say so), not an error
  // that would bring the recovery dialog back on every visit.
  if (!client.websiteUrl?.trim()) {
    return { ...one(withUploadedDocuments(noWebsiteContext(), previous)), websiteDocuments: [] };
  }
  const sectionOf = (reading: WebsiteReading) =>
    withUploadedDocuments(
      { key: 'WebsiteContext', data: reading.data, provenance: reading.provenance },
      previous,
    );
  const outputOf = (reading: WebsiteReading): StepOutput => {
    const result = sectionOf(reading);
    const recordFacts = recordFactsFromWebsite({
      client,
      website: result.data,
      documents: reading.documents,
      today: today(),
    });
    return { ...one(result), websiteDocuments: reading.documents, recordFacts };
  };
  const { handOver } = deps;
  let handedOver = false;
  // Loaded on the first read, not at start: the reader's HTML parser is megabytes an idle server
  // never needs (docs/decisions/010-embedded-memory.md).
  const { readCompanyWebsite } = await import('../website-scrape/scrape-website.js');
  const reading = await readCompanyWebsite(deps, client.websiteUrl, {
    ...(signal && { signal }),
    ...(handOver && {
      onDocumentsRead: async (pagesRead: WebsiteReading) => {
        await handOver(outputOf(pagesRead));
        handedOver = true;
      },
    }),
  });
  // The site answered: its logo is looked for now, not when someone asks for it.
  await refreshClientLogo({ db: deps.db, fetchOptions: fetchOptions(deps.config) }, client);
  // The documents and the record's facts went with the hand-over; the summaries complete the section
  // in a version of its own.
  return handedOver ? one(sectionOf(reading)) : outputOf(reading);
}

function noWebsiteContext(): SectionResult<'WebsiteContext'> {
  return {
    key: 'WebsiteContext',
    data: { generatedAt: new Date().toISOString(), pages: [], selectedLinks: [] },
    provenance: {
      method: 'rule',
      provider: 'website',
      note: "The client has no website on record, so no pages were read. Add the company's website to the client and repeat the website scrape.",
      outcome: 'not-researched',
    },
  };
}
