#!/usr/bin/env node
// GET /api/clients/search with 100,000 clients in one organization: 20 connections for 20 s cycling
// through 100 fixed queries (full names, partial names, typos, domains). Prints requests/s, p50 and p99
// on PostgreSQL and on the embedded PGlite, and recall@5 (the sought client among the first 5 results).
// Needs a build (npm run build) and, for PostgreSQL, a server
// at TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import autocannon from 'autocannon';
import pg from 'pg';
import { signUpWithOrganization, startBuiltServer } from './lib/built-server.mjs';
import { postgresBackendsCpuMs, processCpuMs } from './lib/cpu-time.mjs';

const CLIENTS = 100_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-signing';

// Names like "Bakeli Logistics NV": a two-syllable word (14,400 of them), a sector word shared by many
// (as real names share "Logistics" or "Group"), and a legal form; unique for i < 100,800.
const SYLLABLES = [
  'b',
  'd',
  'f',
  'g',
  'k',
  'l',
  'm',
  'n',
  'p',
  'r',
  's',
  't',
  'v',
  'z',
  'br',
  'st',
  'tr',
  'ch',
  'sh',
  'gr',
].flatMap((consonant) => ['a', 'e', 'i', 'o', 'u', 'y'].map((vowel) => consonant + vowel));
const SECTORS =
  'Logistics Foods Energy Textiles Chemicals Pharma Software Construction Mining Retail Banking Insurance Shipping Airlines Hotels Dairy Brewing Paper Plastics Steel Glass Solar Wind Water Waste Recycling Furniture Apparel Cosmetics Telecom'.split(
    ' ',
  );
const FORMS = ['NV', 'Ltd', 'GmbH', 'SA', 'BV', 'AG', 'Inc'];

function nameOf(i) {
  const word = SYLLABLES[i % 120] + SYLLABLES[Math.floor(i / 120) % 120];
  const capitalized = word[0].toUpperCase() + word.slice(1);
  const sector = SECTORS[(i * 7) % 30];
  const form = FORMS[Math.floor(i / 14400) % 7];
  return { name: `${capitalized} ${sector} ${form}`, domain: `${word}-${sector}.example`.toLowerCase() };
}

/** A typo: two neighbouring letters of the first word swapped ("Bakeli" → "Bakiel"). */
const typo = (text) => text.slice(0, 3) + text[4] + text[3] + text.slice(5);

/** 100 fixed queries: 25 full names, 25 partial names, 25 typos, 25 domains; each seeks one client. */
function queriesWithTargets() {
  const picks = Array.from({ length: 25 }, (_, k) => nameOf((k * 3989) % CLIENTS));
  return [
    ...picks.map((c) => ({ q: c.name, target: c.name })),
    ...picks.map((c) => ({ q: c.name.split(' ')[0], target: c.name })),
    ...picks.map((c) => ({ q: typo(c.name), target: c.name })),
    ...picks.map((c) => ({ q: c.domain, target: c.name })),
  ];
}
const queries = () => queriesWithTargets().map((query) => query.q);

/**
 * recall@5: the share of the queries whose sought client is among the first 5 results (a partial name
 * is shared by about 7 clients, so it can miss without being wrong).
 */
async function recallAt5(url, jwt) {
  let found = 0;
  for (const { q, target } of queriesWithTargets()) {
    const response = await fetch(
      `${url}/api/clients/search?q=${encodeURIComponent(q)}&pagination[pageSize]=5`,
      {
        headers: { authorization: `Bearer ${jwt}` },
      },
    );
    if (!response.ok) throw new Error(`search ${q}: ${response.status}`);
    const { data } = await response.json();
    if (data.some((client) => client.Name === target)) found += 1;
  }
  return found / queriesWithTargets().length;
}

const SEED_SQL = `
  INSERT INTO clients (document_id, organization_id, name, website_url, domain, industry, updated_at)
  SELECT 'bench' || lpad(i::text, 19, '0'), $1, initcap(word) || ' ' || sector || ' ' || form,
    'https://' || lower(word || '-' || sector) || '.example/', lower(word || '-' || sector) || '.example', sector,
    now() - (i || ' minutes')::interval
  FROM (
    SELECT i, y[1 + i % 120] || y[1 + (i / 120) % 120] AS word, x[1 + (i * 7) % 30] AS sector, f[1 + (i / 14400) % 7] AS form
    FROM generate_series(0, ${CLIENTS - 1}) AS i, (SELECT $2::text[] AS y, $3::text[] AS x, $4::text[] AS f) AS words
  ) AS rows`;
const seedParams = (organizationId) => [organizationId, SYLLABLES, SECTORS, FORMS];

// BENCH_CPU_PROF=<dir> writes each server's CPU profile there (open it in Chrome's DevTools).
const profiling = process.env.BENCH_CPU_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
  : [];
const startServer = (env) => startBuiltServer({ JWT_SECRET, ...env }, profiling);

/**
 * Requests a second and latency, with the CPU each request cost the server process (in embedded mode
 * that includes the database's thread) and, on PostgreSQL, the database's backends: on a shared
 * machine the latency follows the other work, the CPU per request much less.
 */
async function measure(label, { url, pid }, jwt, database) {
  const recall = await recallAt5(url, jwt);
  const list = queries();
  let next = 0;
  const serverBefore = processCpuMs(pid);
  const databaseBefore = database ? postgresBackendsCpuMs(database) : 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization: `Bearer ${jwt}` },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          // The dashboard's dropdown asks for the best 10.
          path: `/api/clients/search?q=${encodeURIComponent(list[next++ % list.length])}&pagination[pageSize]=10`,
        }),
      },
    ],
  });
  const perRequest = (ms) => (ms / result.requests.total).toFixed(2);
  const serverCpu = perRequest(processCpuMs(pid) - serverBefore);
  const databaseCpu = database
    ? `, database ${perRequest(postgresBackendsCpuMs(database) - databaseBefore)} ms`
    : '';
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  console.log(
    `GET /api/clients/search on ${label}, ${CLIENTS.toLocaleString('en-US')} clients: ` +
      `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms ` +
      `(${CONNECTIONS} connections, ${SECONDS} s, ${list.length} queries); recall@5 ${recall.toFixed(2)}; ` +
      `CPU a request: server ${serverCpu} ms${databaseCpu}; load average ${os.loadavg()[0].toFixed(1)}`,
  );
}

async function benchPostgres() {
  const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = `impact_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'impact-bench-pg-'));
  try {
    const server = await startServer({ DATABASE_URL: dbUrl, DATA_DIR: dataDir });
    const { jwt, organizationId } = await signUpWithOrganization(server.url);
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    await db.query(SEED_SQL, seedParams(organizationId));
    await db.end();
    // A restart indexes the seeded clients for search, as it would rows written by any other tool.
    await server.stop();
    const indexed = await startServer({ DATABASE_URL: dbUrl, DATA_DIR: dataDir });
    const analyze = new pg.Client({ connectionString: dbUrl });
    await analyze.connect();
    await analyze.query('ANALYZE');
    await analyze.end();
    try {
      await measure('PostgreSQL', indexed, jwt, database);
    } finally {
      await indexed.stop();
    }
  } finally {
    // BENCH_KEEP_DB=1 keeps the seeded database (and, embedded, its data directory) for EXPLAIN ANALYZE;
    // the output names it.
    if (process.env.BENCH_KEEP_DB === '1') console.log(`kept database ${database}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPglite() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'impact-bench-pglite-'));
  try {
    // The embedded database belongs to one process: migrate and sign up, stop, seed, then serve again.
    const first = await startServer({ DATA_DIR: dataDir });
    const { jwt, organizationId } = await signUpWithOrganization(first.url);
    await first.stop();
    const db = await PGlite.create(path.join(dataDir, 'db'), { extensions: { pg_trgm, btree_gist } });
    await db.query(SEED_SQL, seedParams(organizationId));
    await db.close();
    // Starting again indexes the seeded clients for search (then ANALYZE runs inside the server's own
    // first queries' planning statistics: PGlite gathers them as PostgreSQL does).
    const server = await startServer({ DATA_DIR: dataDir });
    try {
      await measure('PGlite (embedded)', server, jwt);
    } finally {
      await server.stop();
    }
  } finally {
    if (process.env.BENCH_KEEP_DB === '1') console.log(`kept data directory ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

const only = process.argv[2];
if (!only || only === 'postgres') await benchPostgres();
if (!only || only === 'pglite') await benchPglite();
