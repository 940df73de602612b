#!/usr/bin/env node
// Side by side with a stock Strapi v5 holding the same generated clients: (a) a page of 25 clients with
// their sections, (b) one client by documentId. Our built server runs in both modes (embedded PGlite and
// PostgreSQL); each round loads Strapi, ours embedded and ours on PostgreSQL in turn, endpoint by
// endpoint, with the same connections, duration, warm-up and Accept-Encoding. Prints every round, then
// the median and range over rounds and the ratio ours/Strapi. Then the dashboard's first page with
// 10,000 clients in one organization, in both modes. See README (Benchmarks) for setting Strapi up.
//
//   STRAPI_URL=http://127.0.0.1:1337 STRAPI_PEER_DIR=<the Strapi peer kit> node bench/vs-strapi.mjs
//
// BENCH_ROUNDS (3), BENCH_SECONDS (10), BENCH_WARMUP (3), BENCH_CONNECTIONS (50), BENCH_ACCEPT_ENCODING
// ('gzip, br'), BENCH_ENDPOINTS ('list,one'), BENCH_ORG_CLIENTS (10000; 0 skips), SEED_COUNT and SEED (as
// the Strapi was seeded: 1000, 20240601), TEST_POSTGRES_URL, BENCH_CPU_PROF=<dir> (our servers write
// CPU profiles there on exit). BENCH_TIME_MISMATCHED=1 times answers that fail the equivalence check too,
// marked as not comparable; the run still exits with 1.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { clientDifferences, median, medianWithRange, sizeDifference } from './vs-strapi/compare.mjs';
import { startOurs } from './vs-strapi/ours.mjs';

/** Our list of the organization's clients, 25 a page with their sections (Strapi-style paging). */
const OUR_LIST_PATH = '/api/org/clients?pagination[pageSize]=25&populate=Sections';
/** What the dashboard asks for first: a page of 16 tiles, without their sections. */
const DASHBOARD_FIRST_PAGE = '/api/org/clients?pagination[page]=1&pagination[pageSize]=16';
const STRAPI_LIST_PATH = '/api/clients?pagination[pageSize]=25';

const env = process.env;
const STRAPI_URL = env.STRAPI_URL?.replace(/\/$/, '');
if (!STRAPI_URL || !env.STRAPI_PEER_DIR) {
  console.error('Set STRAPI_URL (a running Strapi peer) and STRAPI_PEER_DIR (its kit, for gen-clients.js).');
  process.exit(2);
}
const ROUNDS = Number(env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const WARMUP = Number(env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const ACCEPT_ENCODING = env.BENCH_ACCEPT_ENCODING ?? 'gzip, br';
// Empty (BENCH_ENDPOINTS=) measures only the dashboard's first page.
const ENDPOINTS = (env.BENCH_ENDPOINTS ?? 'list,one').split(',').filter(Boolean);
const ORG_CLIENTS = Number(env.BENCH_ORG_CLIENTS ?? 10_000);
const SEED_COUNT = Number(env.SEED_COUNT ?? 1000);
const SEED = Number(env.SEED ?? 20240601);
const POSTGRES_URL = env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const { generateClients, BLOCK_FIELDS } = createRequire(import.meta.url)(
  path.resolve(env.STRAPI_PEER_DIR, 'gen-clients.js'),
);
const clients = generateClients(SEED_COUNT, SEED);
const documentId = clients[0].documentId;
const encode = (pathname) => pathname.replaceAll('[', '%5B').replaceAll(']', '%5D');

async function getJson(url, headers) {
  const response = await fetch(url, { headers: { 'accept-encoding': ACCEPT_ENCODING, ...headers } });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${text.slice(0, 200)}`);
  const encoding = response.headers.get('content-encoding') ?? 'none';
  return { body: JSON.parse(text), bytes: Buffer.byteLength(text), encoding };
}

async function load(url, headers, connections = CONNECTIONS) {
  const options = { url, connections, headers: { 'accept-encoding': ACCEPT_ENCODING, ...headers } };
  if (WARMUP > 0) await autocannon({ ...options, duration: WARMUP });
  const result = await autocannon({ ...options, duration: SECONDS });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    wireKiB: result.throughput.total / Math.max(result.requests.total, 1) / 1024,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

// Other work on the machine moves every figure: the load is printed with each round.
const load1 = () => `load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores`;

const format = (m) =>
  `${m.rps.toFixed(0).padStart(5)} req/s  p50 ${String(m.p50).padStart(5)} ms  p99 ${String(m.p99).padStart(5)} ms` +
  `  ${m.wireKiB.toFixed(1)} KiB/answer on the wire${m.failures ? `  ${m.failures} failed` : ''}`;

const ourModes = [
  ['ours, embedded', 'pglite'],
  ['ours, PostgreSQL', 'postgres'],
];
const organizations = [{ name: 'bench', clients }];
if (ORG_CLIENTS > 0)
  organizations.push({ name: 'bench10k', clients: generateClients(ORG_CLIENTS, SEED + 1) });
const nodeOptions = env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${env.BENCH_CPU_PROF}`] : [];

const servers = [];
let mismatched = false;
try {
  for (const [label, mode] of ourModes) {
    const server = await startOurs(mode, {
      organizations,
      blockFields: BLOCK_FIELDS,
      postgresUrl: POSTGRES_URL,
      nodeOptions,
    });
    servers.push({ label, ...server });
    console.log(
      `${label}: ${organizations.map((o) => o.clients.length).join(' + ')} clients ${server.timings}`,
    );
  }
  const strapi = {
    label: 'Strapi',
    url: STRAPI_URL,
    headers: {},
    list: STRAPI_LIST_PATH,
    one: `/api/clients/${documentId}`,
  };
  const targets = [
    strapi,
    ...servers.map((s) => ({
      label: s.label,
      url: s.url,
      headers: { authorization: `Bearer ${s.tokens[0]}` },
      list: OUR_LIST_PATH,
      one: `/api/clients?id=${documentId}`,
    })),
  ];

  // Before timing: the same clients and fields, bodies within 10%.
  const endpoints = { list: '(a) 25 clients with their sections', one: '(b) one client by documentId' };
  const comparable = new Map();
  for (const endpoint of ENDPOINTS) {
    const theirs = await getJson(STRAPI_URL + encode(strapi[endpoint]));
    const theirClients = endpoint === 'list' ? theirs.body.data : [theirs.body.data];
    console.log(
      `${endpoints[endpoint]}: Strapi ${theirs.bytes} B (${theirs.encoding} with Accept-Encoding: ${ACCEPT_ENCODING})`,
    );
    for (const target of targets.slice(1)) {
      const mine = await getJson(target.url + encode(target[endpoint]), target.headers);
      const myClients = endpoint === 'list' ? mine.body.data : [mine.body.data];
      const problems = clientDifferences(theirClients, myClients, BLOCK_FIELDS);
      const size = sizeDifference(theirs.bytes, mine.bytes);
      if (size) problems.push(size);
      console.log(
        `  ${target.label}: ${mine.bytes} B (${mine.encoding})${problems.length ? '' : ', same clients and fields'}`,
      );
      for (const problem of problems.slice(0, 5))
        console.error(`  NOT COMPARABLE (${target.label}, ${endpoint}): ${problem}`);
      if (problems.length > 0) mismatched = true;
      comparable.set(`${endpoint} ${target.label}`, problems.length === 0);
    }
  }

  // Round r: Strapi (a), ours embedded (a), ours PostgreSQL (a), Strapi (b), …
  const results = new Map(); // `${endpoint} ${label}` -> measurements, one per round
  for (let round = 1; ENDPOINTS.length > 0 && round <= ROUNDS; round++) {
    console.log(`round ${round}: ${load1()}`);
    for (const endpoint of ENDPOINTS) {
      for (const target of targets) {
        const key = `${endpoint} ${target.label}`;
        if (comparable.get(key) === false && env.BENCH_TIME_MISMATCHED !== '1') continue;
        const m = await load(target.url + encode(target[endpoint]), target.headers);
        results.set(key, [...(results.get(key) ?? []), m]);
        console.log(
          `round ${round}  (${endpoint === 'list' ? 'a' : 'b'}) ${target.label.padEnd(17)} ${format(m)}`,
        );
      }
    }
  }

  if (ENDPOINTS.length > 0)
    console.log(
      `\nMedian (range) over ${ROUNDS} rounds; ${CONNECTIONS} connections, ${SECONDS} s after ${WARMUP} s warm-up`,
    );
  for (const endpoint of ENDPOINTS) {
    console.log(endpoints[endpoint]);
    const theirs = results.get(`${endpoint} Strapi`);
    for (const target of targets) {
      const runs = results.get(`${endpoint} ${target.label}`);
      if (!runs) continue;
      const mark = comparable.get(`${endpoint} ${target.label}`) === false ? '  NOT COMPARABLE' : '';
      console.log(
        `  ${target.label.padEnd(17)} ${medianWithRange(runs.map((m) => m.rps))} req/s, p50 ` +
          `${medianWithRange(runs.map((m) => m.p50))} ms, p99 ${medianWithRange(runs.map((m) => m.p99))} ms${mark}`,
      );
      if (target === strapi || !theirs) continue;
      const throughput = runs.map((m, i) => m.rps / theirs[i].rps);
      const tail = runs.map((m, i) => m.p99 / theirs[i].p99);
      const verdict = median(throughput) >= 3 && median(tail) <= 1 / 3 ? 'meets' : 'misses';
      console.log(
        `    ours/Strapi: throughput ${medianWithRange(throughput, 2)}×, p99 ${medianWithRange(tail, 2)}× ` +
          `(target ≥ 3× and ≤ 0.33×: ${verdict})${mark}`,
      );
    }
  }

  if (ORG_CLIENTS > 0) {
    console.log(
      `\nThe dashboard's first page (${DASHBOARD_FIRST_PAGE}), ${ORG_CLIENTS.toLocaleString('en-US')} clients in one organization; target p99 < 100 ms`,
    );
    for (const server of servers) {
      const headers = { authorization: `Bearer ${server.tokens[1]}` };
      const url = server.url + encode(DASHBOARD_FIRST_PAGE);
      const page = await getJson(url, headers);
      console.log(`  ${server.label}: ${load1()}`);
      for (const connections of [1, CONNECTIONS]) {
        const m = await load(url, headers, connections);
        console.log(
          `  ${server.label.padEnd(17)} ${String(connections).padStart(2)} conn.: ${format(m)}; ${page.body.data.length} clients a page`,
        );
      }
    }
  }
} finally {
  for (const server of servers) await server.stop();
}
if (mismatched) {
  console.error("\nSome answers are not comparable with Strapi's (see NOT COMPARABLE above).");
  process.exit(1);
}
