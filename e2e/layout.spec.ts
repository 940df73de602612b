import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { appRoutePaths } from './support/app-routes';
import { E2E_BASE_URL, E2E_DATA_DIR } from './support/environment';
import { E2E_SEEDED_ACCOUNTS } from './support/seeded-accounts.mjs';

/**
 * Every page of the app's router, at a phone's and a laptop's width, signed out and signed in, with its
 * main dialogs open: nothing may reach beyond the screen (the page never scrolls sideways), no console
 * error, no failed request. The routes come from the router itself, so a new page is walked too.
 */

const WIDTHS = [375, 1280] as const;
const SAMPLE = 'Patagonia, Inc.';
// Unique per run of the fixture: a retried worker prepares its own.
// The Admin sees the most: the Admin-only Help, refresh buttons and prompt editors on every section.
const account = E2E_SEEDED_ACCOUNTS.admin;

interface Fixture {
  token: string;
  clientName: string;
  reportId: string;
  /** A VSME report of the client; null while the API has no VSME reports to make one. */
  vsmeReportId: string | null;
  inviteToken: string;
}

type OpenerName = string | RegExp;

/** The page's dialogs and menus to open (each when the page shows its opener), by opener. */
const OPENERS: { name: OpenerName; everyPage?: false }[] = [
  // The header's, the feedback button's and the client sidebar's are the same on every page that has
  // them: opened once per width.
  { name: 'Account menu', everyPage: false },
  { name: /^Go Pro$/, everyPage: false },
  { name: 'Feedback', everyPage: false },
  { name: 'Open client menu', everyPage: false },
  { name: /^Web Context/, everyPage: false },
  { name: /^Website Context/, everyPage: false },
  { name: 'Refine applicability' },
  { name: /^Add Initiative$/i },
  { name: 'New VSME report' },
  { name: /^Edit value of / },
  { name: /^History of / },
  { name: /^Edit .*prompt/i },
];

async function tokenOf(request: APIRequestContext): Promise<string> {
  const session = await request.post('/api/auth/local', {
    data: { identifier: account.email, password: account.password },
  });
  expect(session.ok()).toBe(true);
  return ((await session.json()) as { jwt: string }).jwt;
}

/** The invitation link's token from the newest mail to `email` in the server's outbox. */
function inviteTokenFor(email: string): string | null {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  // The outbox appears with the server's first mail.
  const files = existsSync(outbox) ? readdirSync(outbox) : [];
  for (const file of files.toSorted().toReversed()) {
    const mail = readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '');
    if (mail.includes(`To: ${email}`)) return /\/invite\/([\w-]+)/.exec(mail)?.[1] ?? null;
  }
  return null;
}

/** A client whose assessment has finished, a report with a section, a VSME report, and an invitation. */
async function prepare(request: APIRequestContext): Promise<Fixture> {
  const token = await tokenOf(request);
  const headers = { authorization: `Bearer ${token}` };
  // The walks run side by side and each prepares its own fixture (beforeAll runs once per walk, in
  // whichever worker): a new name each time, since the organization allows one client of a name.
  const clientName = `Layout Check Foods ${randomUUID().slice(0, 8)}`;
  const created = await request.post('/api/clients', {
    headers,
    data: { data: { Name: clientName, Industry: 'Food processing', Headquarters: 'Ghent, Belgium' } },
  });
  expect(created.ok()).toBe(true);
  const { data: client, meta } = (await created.json()) as {
    data: { id: number; documentId: string };
    meta: { assessment: { id: number } };
  };
  const report = await request.post('/api/reports', { headers, data: { data: { Client: client.id } } });
  expect(report.ok()).toBe(true);
  const reportId = ((await report.json()) as { data: { documentId: string } }).data.documentId;
  const invitee = `layout-${randomUUID().slice(0, 8)}@impact-e2e.example`;
  expect((await request.post('/api/workspace/invitations', { headers, data: { email: invitee } })).ok()).toBe(
    true,
  );
  await expect
    .poll(async () => {
      const run = await request.get(`/api/assessments/${meta.assessment.id}`, { headers });
      return ((await run.json()) as { data: { status: string } }).data.status;
    })
    .toBe('completed');
  const section = await request.post(`/api/reports/${reportId}/sections`, {
    headers,
    data: { data: { sectionType: 'company_snapshot' } },
  });
  expect(section.ok()).toBe(true);
  // Made once the assessment has finished, so that it is prefilled from what the assessment found.
  const vsme = await request.post('/api/vsme/reports', {
    headers,
    data: {
      data: {
        clientId: client.documentId,
        module: 'basic-comprehensive',
        periodStart: '2025-01-01',
        periodEnd: '2025-12-31',
      },
    },
  });
  // Only a missing route is tolerated (the API without VSME reports); any other failure fails the walk.
  if (vsme.status() !== 404) expect(vsme.ok()).toBe(true);
  const vsmeReportId = vsme.ok()
    ? ((await vsme.json()) as { data: { documentId: string } }).data.documentId
    : null;
  await expect.poll(() => inviteTokenFor(invitee)).not.toBeNull();
  return { token, clientName, reportId, vsmeReportId, inviteToken: inviteTokenFor(invitee)! };
}

/** The data-request link the walk opens: its 404 is the answer the page expects, not an error. */
const INVALID_REQUEST_TOKEN = 'no-such-request-link';
const expectedFailure = (url: string) => url.endsWith(`/api/vsme/requests/${INVALID_REQUEST_TOKEN}`);

/**
 * A route of the router as a real address: parameters filled with real ids, '*' with a missing page.
 * Null for a VSME report's page when there is no VSME report to show.
 */
function addressOf(route: string, fixture: Fixture, signedIn: boolean): string | null {
  // A data request's link is made only by a consultant's request and shown once, never stored: the walk
  // opens a link that cannot exist and checks the page the contact then sees (one sentence, no chrome).
  if (route.startsWith('/vsme-request/')) return `/vsme-request/${INVALID_REQUEST_TOKEN}`;
  // The VSME report's page takes a VSME report's id, the report page a (sectioned) report's.
  const reportId = route.includes('/vsme/') ? fixture.vsmeReportId : fixture.reportId;
  if (reportId === null) return null;
  return route
    .replace(':clientName', encodeURIComponent(signedIn ? fixture.clientName : SAMPLE))
    .replace(':reportDocumentId', reportId)
    .replace(':token', fixture.inviteToken)
    .replace(/\*$/, 'no-such-page');
}

/**
 * Runs in the page: what reaches beyond the screen. The page itself must not scroll sideways, html,
 * body and #root must not hide what does, and every visible element must lie within the screen unless
 * a box that scrolls (or clips) it sideways holds it.
 */
function layoutProblems(): string[] {
  const problems: string[] = [];
  const width = window.innerWidth;
  const scrolling = document.scrollingElement!;
  if (scrolling.scrollWidth > width) {
    problems.push(`the page is ${scrolling.scrollWidth} px wide in a ${width} px window`);
  }
  for (const element of [document.documentElement, document.body, document.getElementById('root')]) {
    // A modal dialog locks the page's scrolling while it is open (and marks the body so): not hiding.
    if (!element || (element === document.body && element.hasAttribute('data-scroll-locked'))) continue;
    const { overflowX } = getComputedStyle(element);
    if (overflowX === 'hidden' || overflowX === 'clip') {
      problems.push(`${element.tagName.toLowerCase()}#${element.id} hides overflow (${overflowX})`);
    }
  }
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page, which gets this function alone
  const held = (element: Element) => {
    for (
      let parent = element.parentElement;
      parent && parent !== document.body;
      parent = parent.parentElement
    ) {
      if (parent.id === 'root') break;
      if (getComputedStyle(parent).overflowX !== 'visible') return true;
    }
    return false;
  };
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page, which gets this function alone
  const describe = (element: Element) => {
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    const classes = typeof element.className === 'string' ? element.className.slice(0, 60) : '';
    return `<${element.tagName.toLowerCase()} class="${classes}"> “${name}”`;
  };
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    if (box.right <= width + 0.5 && box.left >= -0.5) continue;
    if (getComputedStyle(element).visibility === 'hidden') continue;
    if (held(element)) continue;
    problems.push(
      `${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px in a ${width} px window`,
    );
  }
  // A box that scrolls sideways does so for wide content made to scroll (a table, code); a panel or
  // column that scrolls down only must not scroll sideways too (its overflow-x computes to auto as well).
  for (const element of document.body.querySelectorAll('*')) {
    const { overflowX } = getComputedStyle(element);
    if (overflowX !== 'auto' && overflowX !== 'scroll') continue;
    if (element.scrollWidth <= element.clientWidth + 1 || element.querySelector('table, pre')) continue;
    if (element.matches('table *, pre, pre *')) continue;
    problems.push(
      `${describe(element)} scrolls sideways (${element.scrollWidth} px in ${element.clientWidth} px)`,
    );
  }
  // An e-mail address is shown whole (wrapped if need be), never cut off with an ellipsis.
  for (const element of document.body.querySelectorAll('p, span, td, li, div')) {
    const own = [...element.childNodes].map((node) => (node.nodeType === 3 ? node.textContent : '')).join('');
    if (/\S+@\S+\.\w+/.test(own) && element.scrollWidth > element.clientWidth + 1) {
      problems.push(`${describe(element)} cuts off an e-mail address`);
    }
  }
  // One line per outermost culprit: its children would only repeat it.
  return problems.filter((problem, index) => problems.indexOf(problem) === index).slice(0, 12);
}

/** Navigates inside the app, as a link does: no reload, the router follows the history entry. */
async function visit(page: Page, address: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
}

/** Watches a page for console errors, uncaught exceptions, failed requests and pending ones. */
function watch(page: Page) {
  const errors: string[] = [];
  const pending = new Set<Request>();
  let waiting: (() => void)[] = [];
  const finished = (request: Request) => {
    pending.delete(request);
    if (pending.size > 0) return;
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  /** Resolves once no request is in flight. */
  const idle = () =>
    pending.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve));
  page.on('console', (message) => {
    if (message.type() === 'error' && !expectedFailure(message.location().url))
      errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`exception: ${error.message}`));
  page.on('request', (request) => {
    // A client's progress stream stays open as long as its pages are shown.
    if (!request.url().endsWith('/events')) pending.add(request);
  });
  page.on('requestfinished', finished);
  page.on('requestfailed', (request) => {
    finished(request);
    // Streams the app closes itself when their page goes: a client's progress, the onboarding chat's reply.
    const stream = /\/(events|chat)$/.test(new URL(request.url()).pathname);
    if (stream && request.failure()?.errorText === 'net::ERR_ABORTED') return;
    errors.push(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !(response.status() === 404 && expectedFailure(response.url())))
      errors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return {
    errors,
    /**
     * Waits until the page has what it asked for (no request in flight, none started in the next frame),
     * shows no loading indicator, and its dialogs and panels have come to rest where they slide in to.
     */
    async settled() {
      do {
        await idle();
        await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
        await page.evaluate(async () => {
          await new Promise((resolve) => requestAnimationFrame(resolve));
          // Spinners turn for ever: only the animations that end are waited for.
          await Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
              .map((animation) => animation.finished.catch(() => undefined)),
          );
        });
      } while (pending.size > 0);
    },
  };
}

async function expectWithinScreen(page: Page, where: string) {
  // Soft: one run reports every page that overflows, not only the first.
  expect.soft(await page.evaluate(layoutProblems), where).toEqual([]);
}

/** Opens each dialog or menu the page offers, checks it, and closes it again. */
async function checkDialogs(
  page: Page,
  where: string,
  settled: () => Promise<void>,
  opened: Set<OpenerName>,
) {
  const layer = page.getByRole('dialog').or(page.getByRole('menu')).or(page.getByRole('alertdialog'));
  // A page that is a dialog (sign-in, the recovery dialog) was checked as it is.
  if ((await layer.count()) > 0) return;
  for (const opener of OPENERS) {
    if (opener.everyPage === false && opened.has(opener.name)) continue;
    const control: Locator = page.getByRole('button', { name: opener.name }).first();
    if (!(await control.isVisible())) continue;
    opened.add(opener.name);
    await control.click();
    await expect(layer.first()).toBeVisible();
    await settled();
    await expectWithinScreen(page, `${where} with “${String(opener.name)}” open`);
    await page.keyboard.press('Escape');
    await expect(layer).toHaveCount(0);
  }
}

// The two walks run side by side, each with its own fixture.
test.describe.configure({ mode: 'parallel' });

let fixture: Fixture;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  fixture = await prepare(request);
  await request.dispose();
});

for (const signedIn of [false, true]) {
  test(`every page ${signedIn ? 'signed in' : 'signed out'}, at ${WIDTHS.join(' and ')} px and with its dialogs open, stays within the screen without errors`, async ({
    page,
  }) => {
    // Every route at two widths with its dialogs opened: 1–1.6 min on a slow shared machine, so the
    // net is wide; each page's check waits for the page to settle, never for a fixed time.
    test.setTimeout(240_000);
    const watcher = watch(page);
    // Signed in from the first page load: a reload would cut the first page's requests short.
    if (signedIn) await page.addInitScript((token) => localStorage.setItem('token', token), fixture.token);
    await page.goto('/dashboard');
    const routes = appRoutePaths();
    expect(routes.length).toBeGreaterThan(15);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const opened = new Set<OpenerName>();
      for (const route of routes) {
        const address = addressOf(route, fixture, signedIn);
        // Skipped only when the API made no VSME report (prepare tolerates nothing else).
        if (address === null) continue;
        const where = `${address} at ${width} px ${signedIn ? 'signed in' : 'signed out'}`;
        await visit(page, address);
        await watcher.settled();
        await expectWithinScreen(page, where);
        await checkDialogs(page, where, watcher.settled, opened);
        expect.soft(watcher.errors, where).toEqual([]);
        watcher.errors.length = 0;
      }
    }
  });
}
