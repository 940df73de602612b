import type pino from 'pino';
import type { Database } from './db/client.js';
import { indexUnindexedClients, refreshSearchIndex } from './modules/clients/search-terms.js';
import { loadSampleProfiles } from './modules/samples/load-samples.js';

/**
 * What every start does to a migrated database before it serves: clients missing from the search index
 * are indexed and the public sample profiles loaded. Idempotent: on a database that has both it only
 * looks, so the server runs it on every start, and `npm start` runs it beforehand in a process of its
 * own on a new data directory (prepare.ts).
 */
export async function prepareData(db: Database, log: pino.Logger): Promise<void> {
  const indexedClients = await indexUnindexedClients(db);
  if (indexedClients > 0) {
    log.info(`indexed ${indexedClients} client(s) for search`);
    await refreshSearchIndex(db);
  }
  const loadedSamples = await loadSampleProfiles(db);
  if (loadedSamples > 0) log.info(`loaded ${loadedSamples} public sample profile(s)`);
}
