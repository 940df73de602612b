import type { DemoSampleOption, EmployeeCountCode, RevenueCode } from '@impact/contracts';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { clients } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { latestSections } from '../clients/client-view.js';
import { logoUrlOf } from '../logos/logo-files.js';
import { frameworkIdsNamed } from './options.js';
import type { DemoSample, FoundProfile } from './session-state.js';

/**
 * Demo mode: instead of a website, step-0 names one of the public sample profiles; the card, summary,
 * topics and frameworks then come from that sample and the last step creates nothing.
 */

export async function listDemoSamples(db: Database): Promise<DemoSampleOption[]> {
  const rows = await db
    .select({ slug: clients.sampleSlug, name: clients.name, website: clients.websiteUrl })
    .from(clients)
    .where(and(isNotNull(clients.sampleSlug), isNotNull(clients.sampleCompiledOn)))
    .orderBy(asc(clients.name));
  return rows.map((row) => ({ slug: row.slug!, name: row.name, website: row.website }));
}

/** The sample named at step-0 and its stored profile, or a 400 naming the unknown slug. */
export async function loadDemoSample(
  db: Database,
  slug: string,
): Promise<{ demo: DemoSample; profile: FoundProfile }> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.sampleSlug, slug), isNotNull(clients.sampleCompiledOn)));
  if (!row) throw badRequest(`Invalid data for step-0: demoSample: no public sample is called ${slug}`);
  const sections = (await latestSections(db, [row.id])).get(row.id) ?? {};
  const frameworks = (sections.ReportingFrameworks?.data as { frameworks?: { name: string }[] } | undefined)
    ?.frameworks;
  const domain = row.domain;
  return {
    demo: {
      slug,
      clientId: row.id,
      documentId: row.documentId,
      name: row.name,
      frameworks: frameworkIdsNamed((frameworks ?? []).map((framework) => framework.name)),
    },
    profile: {
      fields: {
        Name: row.name,
        Industry: row.industry,
        Headquarters: row.headquarters,
        EmployeeCount: row.employeeCount as EmployeeCountCode | null,
        Revenue: row.revenue as RevenueCode | null,
        FoundedYear: row.foundedYear,
        CompanyInfo: row.companyInfo,
      },
      WebsiteUrl: row.websiteUrl,
      Domain: domain,
      logoUrl: logoUrlOf(row.logoFile),
      found: true,
      notes: [`Sample profile compiled from public sources on ${row.sampleCompiledOn}.`],
      FieldOrigins: {},
    },
  };
}
