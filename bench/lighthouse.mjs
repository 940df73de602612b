#!/usr/bin/env node
// Accessibility, best practices and page performance as Lighthouse measures them, in Debian's Chromium,
// on the built app with real data (bench/lighthouse/seed.mjs): the dashboard, a client's overview, its
// Policy & Regulations and a report, signed in, with Lighthouse's mobile preset (throttling on) and its
// desktop preset; the median of 3 runs each. Targets: accessibility and best practices at least 95;
// performance at least 95 on desktop and 85 on mobile. Prints one row per page and preset, then what
// limits each miss (the failing audits of the median run), with the median run's Total Blocking Time,
// Cumulative Layout Shift and Largest Contentful Paint.
//
//   npm run build && node bench/lighthouse.mjs            (RUNS=3, CHROMIUM_PATH=/usr/bin/chromium)
//
// To compare one change before and after under the same load: PAGES=report,overview (of dashboard,
// overview, regulations, report) and PRESETS=mobile (or desktop) measure only those; REPORTS_DIR=dir
// keeps each median run's full Lighthouse report there (JSON) for its diagnostics.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { installedTool } from './lib/installed-tool.mjs';
// The evidence benchmark's own corpus server (TypeScript, run with Node's type stripping: Node 22.18+).
import { serveSite } from './evidence/serve.ts';
import { seedConsultant, startServer } from './lighthouse/seed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Lighthouse is no dependency of the project (its tree pins a dist-tag that breaks `npm ci` whenever
// that tag moves): the bench installs a fixed version into .tools on first use.
const lighthouseDir = await installedTool('lighthouse', '12.8.2');
const { default: lighthouse } = await import(pathToFileURL(path.join(lighthouseDir, 'core/index.js')).href);
const { default: desktopConfig } = await import(
  pathToFileURL(path.join(lighthouseDir, 'core/config/desktop-config.js')).href
);
const RUNS = Number(process.env.RUNS ?? 3);
const DEBUG_PORT = Number(process.env.DEBUG_PORT ?? 9333);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const ALL_PRESETS = [
  {
    name: 'mobile',
    config: undefined,
    targets: { performance: 85, accessibility: 95, 'best-practices': 95 },
  },
  {
    name: 'desktop',
    config: desktopConfig,
    targets: { performance: 95, accessibility: 95, 'best-practices': 95 },
  },
];
/** A comma-separated environment list, or null when it is not set. */
const listed = (name) => process.env[name]?.split(',').map((item) => item.trim()) ?? null;
const PRESETS = ALL_PRESETS.filter((preset) => listed('PRESETS')?.includes(preset.name) ?? true);
const REPORTS_DIR = process.env.REPORTS_DIR ? path.resolve(process.env.REPORTS_DIR) : null;
// A tuning company of the evidence corpus: an English site with a PDF report and a key-figures table.
const COMPANY = { slug: 'aldaviva', domain: 'aldaviva.test', name: 'Aldaviva Software S.L.' };

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

const site = await serveSite(path.join(root, 'bench/evidence-corpus', COMPANY.slug, 'site'), COMPANY.domain);
const server = await startServer();
const profileDir = mkdtempSync(path.join(os.tmpdir(), 'impact-lighthouse-profile-'));
let browser;
try {
  console.log('Seeding: sign-up, a client from its website, its assessment and a full report…');
  const { token, client, report } = await seedConsultant(server.baseUrl, {
    name: COMPANY.name,
    url: site.url,
  });
  const clientPath = `/client/${encodeURIComponent(client.Name)}`;
  const pages = [
    ['dashboard', 'Dashboard', '/dashboard'],
    ['overview', 'Client overview', clientPath],
    ['regulations', 'Policy & Regulations', `${clientPath}/regulations`],
    ['report', 'Report', `${clientPath}/report/${report.documentId}`],
  ].filter(([key]) => listed('PAGES')?.includes(key) ?? true);
  if (REPORTS_DIR) mkdirSync(REPORTS_DIR, { recursive: true });

  // Lighthouse opens its own tabs in this browser; a persistent context is the browser's default one,
  // so those tabs share the signed-in session stored below.
  browser = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [`--remote-debugging-port=${DEBUG_PORT}`, '--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage();
  await page.goto(`${server.baseUrl}/dashboard`);
  await page.evaluate((jwt) => window.localStorage.setItem('token', jwt), token);
  await page.close();

  const rows = [];
  const misses = [];
  for (const [key, label, pagePath] of pages) {
    for (const preset of PRESETS) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(
          server.baseUrl + pagePath,
          {
            port: DEBUG_PORT,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
            disableStorageReset: true,
          },
          preset.config,
        );
        runs.push(result.lhr);
      }
      const scores = Object.fromEntries(
        CATEGORIES.map((category) => [
          category,
          median(runs.map((lhr) => Math.round((lhr.categories[category].score ?? 0) * 100))),
        ]),
      );
      // The run whose performance is the median: its metrics say where the time went.
      const medianRun = runs.find(
        (r) => Math.round((r.categories.performance.score ?? 0) * 100) === scores.performance,
      );
      const metric = (id) => medianRun.audits[id].numericValue ?? 0;
      rows.push({
        label,
        preset: preset.name,
        ...scores,
        tbt: `${Math.round(metric('total-blocking-time'))} ms`,
        cls: metric('cumulative-layout-shift').toFixed(3),
        lcp: `${(metric('largest-contentful-paint') / 1000).toFixed(1)} s`,
      });
      if (REPORTS_DIR) {
        writeFileSync(path.join(REPORTS_DIR, `${key}-${preset.name}.json`), JSON.stringify(medianRun));
      }
      for (const category of CATEGORIES) {
        if (scores[category] >= preset.targets[category]) continue;
        // The run whose score is the median tells what held it back.
        const lhr = runs.find(
          (r) => Math.round((r.categories[category].score ?? 0) * 100) === scores[category],
        );
        const failing = lhr.categories[category].auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 0.9)
          .map(
            (ref) =>
              `${lhr.audits[ref.id].title} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`,
          );
        misses.push(
          `${label}, ${preset.name}, ${category} ${scores[category]} < ${preset.targets[category]}: ${failing.join('; ') || 'no single failing audit'}`,
        );
      }
    }
  }

  console.log(`\nLighthouse, median of ${RUNS} runs (performance / accessibility / best practices):`);
  console.log('| Page | Preset | Performance | Accessibility | Best practices | TBT | CLS | LCP |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    console.log(
      `| ${row.label} | ${row.preset} | ${row.performance} | ${row.accessibility} | ${row['best-practices']} | ${row.tbt} | ${row.cls} | ${row.lcp} |`,
    );
  }
  // Lighthouse's simulated throttling multiplies the CPU time it observes: a loaded machine scores lower.
  console.log(
    `Load average at the end: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
  );
  console.log(
    misses.length ? `\nBelow target:\n- ${misses.join('\n- ')}` : '\nEvery page meets every target.',
  );
  process.exitCode = misses.length ? 1 : 0;
} finally {
  await browser?.close();
  rmSync(profileDir, { recursive: true, force: true });
  await server.stop();
  await site.close();
}
