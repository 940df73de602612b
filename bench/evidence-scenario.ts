// The evidence benchmark's scenario, bundled and run by bench/evidence.mjs. For every company of the
// corpus (bench/evidence-corpus): its website is served on 127.0.0.1; the real app (embedded database
// in a temporary data directory, no model, no research provider) reads the website's profile as the
// dashboard does, creates the client with it, runs the assessment to its end and answers the client
// record, its sections and its initiatives through the API. Those answers are scored against the
// ground truth and printed per field, for the tuning and the held-out half.
//
//   node bench/evidence.mjs [--details | --details=all] [--only slug,slug] [--json file]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openConfiguredDatabase } from '../apps/server/src/db/open.js';
import { readAnswers, type ClientView } from './evidence/answers.js';
import { languageOf, loadCorpus, type CorpusCompany } from './evidence/corpus.js';
import { printReport, type CompanyResult } from './evidence/report.js';
import { scoreCompany } from './evidence/score.js';
import { disallowedPaths, serveSite } from './evidence/serve.js';
import { expectedVsme, reportingYear } from './evidence/vsme-expected.js';
import { scoreVsme, type VsmeValueView } from './evidence/vsme-score.js';

/** A run that has not ended after this long is broken, not slow: the benchmark stops with an error. */
const RUN_DEADLINE_MS = 10 * 60 * 1000;
/** The enrichment endpoint allows 30 website reads per user in ten minutes: a user per 25 companies. */
const COMPANIES_PER_USER = 25;

interface Options {
  corpusDir: string;
  details: 'none' | 'tuning' | 'all';
  only?: string[];
  json?: string;
}

function parseOptions(argv: string[]): Options {
  const [corpusDir, ...rest] = argv;
  if (!corpusDir)
    throw new Error('Usage: evidence-scenario <corpus dir> [--details[=all]] [--only a,b] [--json file]');
  const value = (flag: string) => {
    const index = rest.indexOf(flag);
    return index >= 0 ? rest[index + 1] : undefined;
  };
  return {
    corpusDir,
    details: rest.includes('--details=all') ? 'all' : rest.includes('--details') ? 'tuning' : 'none',
    ...(value('--only') ? { only: value('--only')!.split(',') } : {}),
    ...(value('--json') ? { json: value('--json')! } : {}),
  };
}

class Api {
  constructor(
    private readonly app: FastifyInstance,
    private readonly token?: string,
  ) {}

  async call<T>(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<T> {
    const response = await this.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: this.token ? { authorization: `Bearer ${this.token}` } : {},
    });
    if (response.statusCode >= 400) {
      throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 500)}`);
    }
    return response.json() as T;
  }

  /** The run's Server-Sent Events, which end with the run itself: waits on completion, not on time. */
  async runEnded(runId: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Assessment run ${runId} did not end`)), RUN_DEADLINE_MS);
    });
    try {
      await Promise.race([
        this.app.inject({
          method: 'GET',
          url: `/api/assessments/${runId}/events`,
          headers: { authorization: `Bearer ${this.token}`, accept: 'text/event-stream' },
        }),
        deadline,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }
}

async function signUp(app: FastifyInstance, index: number): Promise<Api> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/local/register',
    remoteAddress: `10.0.0.${index + 1}`,
    payload: {
      username: `evidence${index}`,
      email: `evidence-${index}@bench.invalid`,
      password: 'a long benchmark password',
    },
  });
  if (response.statusCode !== 200)
    throw new Error(`Sign-up answered ${response.statusCode}: ${response.body}`);
  const { jwt } = response.json() as { jwt: string };
  const api = new Api(app, jwt);
  await api.call('POST', '/api/organizations', { data: { Name: `Evidence benchmark ${index}` } });
  return api;
}

interface Profile {
  Name: string | null;
  Industry: string | null;
  EmployeeCount: string | null;
  Revenue: string | null;
  Headquarters: string | null;
  FoundedYear: number | null;
  WebsiteUrl: string;
  CompanyInfo: string | null;
  FieldOrigins: Record<string, unknown>;
}

async function assess(api: Api, company: CorpusCompany): Promise<CompanyResult> {
  const started = Date.now();
  const site = await serveSite(company.siteDir, company.domain);
  try {
    // The dashboard: the website's profile, confirmed as it is, creates the client and its assessment.
    const { data: profile } = await api.call<{ data: Profile }>('POST', '/api/agent/company-enrichment', {
      domain: `${site.url}${company.start}`,
    });
    const created = await api.call<{ data: { id: number }; meta: { assessment?: { id: number } } }>(
      'POST',
      '/api/clients',
      {
        data: {
          // A consultant types the name when the website does not give one.
          Name: profile.Name ?? company.names[0]!,
          Industry: profile.Industry,
          EmployeeCount: profile.EmployeeCount,
          Revenue: profile.Revenue,
          Headquarters: profile.Headquarters,
          FoundedYear: profile.FoundedYear,
          WebsiteUrl: profile.WebsiteUrl,
          CompanyInfo: profile.CompanyInfo?.slice(0, 5000) ?? null,
          FieldOrigins: profile.FieldOrigins,
        },
      },
    );
    const runId = created.meta.assessment?.id;
    if (runId === undefined) throw new Error(`${company.slug}: creating the client started no assessment`);
    await api.runEnded(runId);
    const { data: run } = await api.call<{
      data: { status: string; steps: { id: string; status: string; errorMessage?: string }[] };
    }>('GET', `/api/assessments/${runId}`);
    if (run.status !== 'completed') throw new Error(`${company.slug}: run ${runId} is ${run.status}`);
    const clientId = created.data.id;
    const { data: client } = await api.call<{ data: ClientView }>('GET', `/api/clients?id=${clientId}`);
    const { data: initiatives } = await api.call<{ data: { Title: string }[] }>(
      'GET',
      `/api/initiatives?filters[Clients][id][$eq]=${clientId}`,
    );
    const answers = readAnswers(client, initiatives, { languageOf: (page) => languageOf(company, page) });
    const vsme = await prefillVsme(api, clientId, company);
    const forbidden = disallowedPaths(company.siteDir);
    return {
      slug: company.slug,
      half: company.half,
      scores: scoreCompany(company, answers),
      answers,
      failedSteps: run.steps
        .filter((step) => step.status !== 'completed')
        .map((step) => `${step.id} (${step.status}${step.errorMessage ? `: ${step.errorMessage}` : ''})`),
      forbiddenFetched: [
        ...new Set(site.requested.filter((page) => forbidden.some((prefix) => page.startsWith(prefix)))),
      ],
      seconds: (Date.now() - started) / 1000,
      vsme,
    };
  } finally {
    await site.close();
  }
}

/**
 * A Basic VSME report on the client for the year the ground truth's figures are for, created as a
 * consultant does once the assessment has ended, and its prefill scored against the ground truth.
 */
async function prefillVsme(
  api: Api,
  clientId: number,
  company: CorpusCompany,
): Promise<CompanyResult['vsme']> {
  const year = reportingYear(company.truth);
  const { data: report } = await api.call<{ data: { values: VsmeValueView[] } }>(
    'POST',
    '/api/vsme/reports',
    {
      data: {
        clientId: String(clientId),
        module: 'basic',
        periodStart: `${year}-01-01`,
        periodEnd: `${year}-12-31`,
      },
    },
  );
  return { year, score: scoreVsme(expectedVsme(company.truth, year), report.values) };
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const corpus = loadCorpus(options.corpusDir).filter(
    (company) => !options.only || options.only.includes(company.slug),
  );
  if (corpus.length === 0) throw new Error('No corpus company to run');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'impact-evidence-bench-'));
  // Only what the benchmark sets: no provider keys reach the app, whatever the shell has.
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'evidence-benchmark-secret-long-enough-for-signing',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    ASSESS_NEW_CLIENTS: 'true',
    UNSAFE_FETCH_ALLOW_LOOPBACK: 'true',
  });
  const logger = pino({ level: 'silent' });
  const database = await openConfiguredDatabase(config, () => {});
  const app = await buildApp({
    config,
    database: database.handle,
    jwtSecret: config.jwtSecret!,
    startPipeline: true,
    logger,
  });
  const started = Date.now();
  const results: CompanyResult[] = [];
  try {
    let api: Api | undefined;
    for (const [index, company] of corpus.entries()) {
      if (index % COMPANIES_PER_USER === 0) api = await signUp(app, index / COMPANIES_PER_USER);
      results.push(await assess(api!, company));
    }
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  printReport(results, { details: options.details, seconds: (Date.now() - started) / 1000 }, (line) =>
    console.log(line),
  );
  if (options.json) writeFileSync(options.json, `${JSON.stringify(results, null, 2)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
