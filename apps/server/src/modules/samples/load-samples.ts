import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SECTION_KEYS, type Provenance } from '@impact/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { newDocumentId } from '../../db/ids.js';
import { clientSections, clients, initiatives } from '../../db/schema.js';
import { serverRoot } from '../../paths.js';
import { domainOf } from '../clients/domain.js';
import { sampleProfileSchema, type SampleProfile } from './profile-schema.js';

export const sampleProfilesDir = path.join(serverRoot, 'src', 'modules', 'samples', 'profiles');

export function readSampleProfiles(dir = sampleProfilesDir): SampleProfile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json') && !file.endsWith('.provenance.json'))
    .toSorted()
    .map((file) => sampleProfileSchema.parse(JSON.parse(readFileSync(path.join(dir, file), 'utf8'))));
}

/**
 * Loads the public sample profiles, idempotently: a profile already stored with the same compilation
 * date is left alone; a recompiled one gets its fields updated, new section versions and fresh
 * initiatives. Returns how many profiles were written.
 */
export async function loadSampleProfiles(db: Database, profiles = readSampleProfiles()): Promise<number> {
  let written = 0;
  for (const profile of profiles) {
    const [existing] = await db.select().from(clients).where(eq(clients.sampleSlug, profile.slug));
    if (existing?.sampleCompiledOn === profile.compiledOn) continue;
    await db.transaction(async (tx) => {
      const fields = {
        name: profile.client.Name,
        industry: profile.client.Industry ?? null,
        employeeCount: profile.client.EmployeeCount ?? null,
        revenue: profile.client.Revenue ?? null,
        headquarters: profile.client.Headquarters ?? null,
        foundedYear: profile.client.FoundedYear ?? null,
        websiteUrl: profile.client.WebsiteUrl,
        domain: domainOf(profile.client.WebsiteUrl),
        companyInfo: profile.client.CompanyInfo,
        sampleCompiledOn: profile.compiledOn,
        updatedAt: new Date(`${profile.compiledOn}T12:00:00Z`),
      };
      const [row] = existing
        ? await tx.update(clients).set(fields).where(eq(clients.id, existing.id)).returning()
        : await tx
            .insert(clients)
            .values({ ...fields, documentId: newDocumentId(), sampleSlug: profile.slug })
            .returning();
      const client = row!;
      const provenance: Provenance = {
        method: 'compiled',
        provider: 'sample-profile',
        note: `Compiled from public sources on ${profile.compiledOn}`,
      };
      const compiledAt = new Date(`${profile.compiledOn}T12:00:00Z`);
      const versions = await tx
        .select({ key: clientSections.sectionKey, version: clientSections.version })
        .from(clientSections)
        .where(eq(clientSections.clientId, client.id));
      const latest = (key: string) =>
        Math.max(0, ...versions.filter((v) => v.key === key).map((v) => v.version));
      await tx.insert(clientSections).values(
        SECTION_KEYS.map((key) => ({
          clientId: client.id,
          sectionKey: key,
          version: latest(key) + 1,
          data: profile.sections[key],
          provenance,
          generatedAt: compiledAt,
          lastCheckedAt: key === 'Controversies' ? compiledAt : null,
        })),
      );
      await tx.delete(initiatives).where(eq(initiatives.clientId, client.id));
      await tx.insert(initiatives).values(
        profile.initiatives.map((initiative) => ({
          documentId: newDocumentId(),
          clientId: client.id,
          title: initiative.Title,
          description: initiative.Description,
          status: initiative.Status,
          category: initiative.Category,
          tags: initiative.Tags,
          stockImageKeywords: initiative.StockImageKeywords,
          source: initiative.Sources[0]?.url ?? null,
          sources: initiative.Sources,
          provenance,
          // They were compiled then, not added on the day this server loaded them.
          createdAt: compiledAt,
          updatedAt: compiledAt,
        })),
      );
    });
    written++;
  }
  return written;
}
