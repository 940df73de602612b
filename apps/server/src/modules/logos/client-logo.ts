import type { SafeFetchOptions } from '@impact/engine';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { clients } from '../../db/schema.js';
import { findLogo, findLogoOnPage } from './find-logo.js';
import { logoUrlOf, storeLogo } from './logo-files.js';

/**
 * A client's logo is looked for when its website is read on someone's behalf who may read it (the
 * enrichment, the assessment's website scrape) or, for the public samples, by the server itself; never
 * because an address was requested.
 */

export interface LogoDeps {
  db: Database;
  fetchOptions: SafeFetchOptions;
}

/** The logo a fetched home page points to, stored; its address, or null when none could be read. */
export async function logoOfPage(
  deps: LogoDeps,
  home: { url: string; html: string },
): Promise<string | null> {
  const found = await findLogoOnPage(home, deps.fetchOptions).catch(() => undefined);
  return found ? logoUrlOf(await storeLogo(deps.db, found)) : null;
}

/**
 * Looks for the client's logo on its website and records it. A site that cannot be read, or shows no
 * logo today, leaves the logo already found in place: a bad day of the site does not erase it.
 */
export async function refreshClientLogo(
  deps: LogoDeps,
  client: { id: number; websiteUrl: string | null },
): Promise<string | null> {
  if (!client.websiteUrl) return null;
  const found = await findLogo(client.websiteUrl, deps.fetchOptions).catch(() => undefined);
  const file = found ? await storeLogo(deps.db, found) : undefined;
  await deps.db
    .update(clients)
    .set({ logoCheckedAt: sql`now()`, ...(file ? { logoFile: file } : {}) })
    .where(eq(clients.id, client.id));
  return file ?? null;
}

/** How long a sample's logo search stands before the server looks again. */
const SAMPLE_LOGO_CHECK_INTERVAL = sql`interval '30 days'`;

/** The public samples' logos, looked for once and then monthly; answers how many were found. */
export async function refreshSampleLogos(deps: LogoDeps): Promise<number> {
  const due = await deps.db
    .select({ id: clients.id, websiteUrl: clients.websiteUrl })
    .from(clients)
    .where(
      and(
        isNotNull(clients.sampleCompiledOn),
        isNotNull(clients.websiteUrl),
        or(
          isNull(clients.logoCheckedAt),
          lt(clients.logoCheckedAt, sql`now() - ${SAMPLE_LOGO_CHECK_INTERVAL}`),
        ),
      ),
    );
  let found = 0;
  for (const sample of due) {
    if (await refreshClientLogo(deps, sample)) found += 1;
  }
  return found;
}
