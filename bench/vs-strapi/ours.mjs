// Our built server for the side-by-side benchmark, in either database mode, loaded with the generated
// clients by SQL: each record's profile fields go to `clients` (employee count and revenue as our codes), each of its JSON blocks to the
// `client_sections` row of the same name (FocusAreas, ImpactTopics, SustainabilityRegulations,
// UpcomingPolicies, ReportingFrameworks, PublicPerception, Controversies, Stakeholders), version 1,
// kept as generated so that both APIs answer the same content.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { signUpWithOrganization, startBuiltServer } from '../lib/built-server.mjs';
import { ourValue } from './compare.mjs';

const JWT_SECRET = 'bench-secret-that-is-long-enough-for-signing';
const BATCH = 200;
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

const startServer = (env, nodeOptions) => startBuiltServer({ JWT_SECRET, ...env }, nodeOptions);

const INSERT_CLIENTS = `
  INSERT INTO clients (document_id, organization_id, name, industry, employee_count, revenue, headquarters,
    founded_year, website_url, domain, company_info, updated_at)
  SELECT r."documentId", $1, r."Name", r."Industry", r."EmployeeCount", r."Revenue", r."Headquarters",
    r."FoundedYear", r."WebsiteUrl", regexp_replace(r."WebsiteUrl", '^https?://(www\\.)?', ''), r."CompanyInfo",
    $3::timestamptz - r.position * interval '1 second'
  FROM jsonb_to_recordset($2::jsonb) AS r("documentId" text, "Name" text, "Industry" text,
    "EmployeeCount" text, "Revenue" text, "Headquarters" text, "FoundedYear" int, "WebsiteUrl" text,
    "CompanyInfo" text, position int)`;
const INSERT_SECTIONS = `
  INSERT INTO client_sections (client_id, section_key, version, data, provenance)
  SELECT c.id, block.key, 1, block.value, '{"method":"manual","provider":"benchmark"}'::jsonb
  FROM jsonb_to_recordset($1::jsonb) AS r("documentId" text, blocks jsonb)
  JOIN clients c ON c.document_id = r."documentId", jsonb_each(r.blocks) AS block(key, value)`;

/**
 * Loads the clients into the organization by SQL, in batches. The first is the most recently updated,
 * so the list's first page holds the generator's first clients, as Strapi's does.
 */
async function seed(db, organizationId, clients, blockFields) {
  const now = new Date().toISOString();
  for (let start = 0; start < clients.length; start += BATCH) {
    const batch = clients.slice(start, start + BATCH);
    const rows = batch.map((client, i) => ({
      ...client,
      EmployeeCount: ourValue('EmployeeCount', client.EmployeeCount),
      Revenue: ourValue('Revenue', client.Revenue),
      position: start + i,
    }));
    const blocks = batch.map((client) => ({
      documentId: client.documentId,
      blocks: Object.fromEntries(blockFields.map((field) => [field, client[field]])),
    }));
    await db.query(INSERT_CLIENTS, [organizationId, JSON.stringify(rows), now]);
    await db.query(INSERT_SECTIONS, [JSON.stringify(blocks)]);
  }
}

/**
 * Starts our server on a fresh database ('pglite': embedded, in a new DATA_DIR; 'postgres': a new
 * database on `postgresUrl`'s server), with one organization per entry of `organizations`
 * ({ name, clients }) and the clients loaded; then serves it again, as after any other tool's writes.
 */
export async function startOurs(mode, { organizations, blockFields, postgresUrl, nodeOptions = [] }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `impact-vs-strapi-${mode}-`));
  const env = { DATA_DIR: dataDir };
  const cleanups = [() => rmSync(dataDir, { recursive: true, force: true })];
  let admin;
  if (mode === 'postgres') {
    const database = `impact_vs_strapi_${process.pid}`;
    admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    env.DATABASE_URL = Object.assign(new URL(postgresUrl), { pathname: `/${database}` }).toString();
    cleanups.unshift(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    });
  }
  const cleanUp = async () => {
    for (const cleanup of cleanups) await cleanup();
  };
  try {
    const first = await startServer(env, []);
    const accounts = [];
    for (const organization of organizations)
      accounts.push(await signUpWithOrganization(first.url, organization.name));
    // The embedded database belongs to one process: stop, load, then serve again.
    await first.stop();
    const db =
      mode === 'postgres'
        ? new pg.Client({ connectionString: env.DATABASE_URL })
        : await PGlite.create(path.join(dataDir, 'db'), { extensions: { pg_trgm, btree_gist } });
    if (mode === 'postgres') await db.connect();
    const loading = Date.now();
    for (const [i, organization] of organizations.entries()) {
      await seed(db, accounts[i].organizationId, organization.clients, blockFields);
    }
    await db.query('ANALYZE');
    await (mode === 'postgres' ? db.end() : db.close());
    const starting = Date.now();
    const server = await startServer(env, nodeOptions);
    return {
      timings: `loaded in ${seconds(loading)} s, served again in ${seconds(starting)} s`,
      url: server.url,
      pid: server.pid,
      tokens: accounts.map((account) => account.jwt),
      stop: async () => {
        await server.stop();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
