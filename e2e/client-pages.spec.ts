import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { COMPANY_SITE_URL } from './support/company-site.mjs';
import { E2E_SEEDED_ACCOUNTS } from './support/seeded-accounts.mjs';

type SeededAccount = (typeof E2E_SEEDED_ACCOUNTS)[keyof typeof E2E_SEEDED_ACCOUNTS];

async function tokenOf(request: APIRequestContext, account: SeededAccount): Promise<string> {
  const session = await request.post('/api/auth/local', {
    data: { identifier: account.email, password: account.password },
  });
  expect(session.ok()).toBe(true);
  return ((await session.json()) as { jwt: string }).jwt;
}

async function signIn(page: Page, token: string) {
  await page.goto('/dashboard');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
}

const CLIENT_PAGES = [
  { path: '', heading: /Patagonia/ },
  { path: '/profile', heading: /Company Profile|Patagonia/ },
  { path: '/strategy', heading: /Impact Strategy/ },
  { path: '/regulations', heading: 'Policy & Regulations' },
  { path: '/communication', heading: 'Impact Communication' },
];

test('a signed-out visitor browses a sample client’s pages through the sidebar', async ({ page }) => {
  await page.goto('/client/Patagonia%2C%20Inc.');
  await expect(page.getByRole('heading', { level: 1, name: /Patagonia/ })).toBeVisible();
  const nav = page.getByRole('navigation', { name: /project/i });
  for (const [label, heading] of [
    ['Company Profile', /Company Profile|Patagonia/],
    ['Impact Strategy', /Impact Strategy/],
    ['Policy & Regulations', 'Policy & Regulations'],
    ['Communication', 'Impact Communication'],
  ] as const) {
    await nav.getByRole('link', { name: label }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
  }
  await expect(page.getByRole('heading', { name: 'Regulatory Landscape' })).toHaveCount(0);
  await page.goto('/client/Patagonia%2C%20Inc./regulations');
  await expect(page.getByRole('heading', { name: 'Regulatory Landscape' })).toBeVisible();
  // Read-only for visitors: no refresh, no prompt editing, no assessment buttons.
  await expect(page.getByRole('button', { name: /^Refresh/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Edit .*prompt/ })).toHaveCount(0);
  await page.goto('/client/no-such-company');
  await expect(page.getByText('Client not found.')).toBeVisible();
});

test('a consultant creates a client from its website and watches the assessment complete', async ({
  page,
  request,
}) => {
  // Reading the fixture site (each page answers after 0.7 s) and the assessment take a while on a busy machine.
  test.setTimeout(120_000);
  await signIn(page, await tokenOf(request, E2E_SEEDED_ACCOUNTS.consultant));
  await page.goto('/dashboard');
  // The signed-in dashboard (not the visitor's) is the one that searches on the consultant's behalf:
  // wait for it before typing, so a slow session check cannot swap the form under the search.
  await expect(page.getByRole('heading', { name: 'Your Projects' })).toBeVisible();
  await page.getByLabel('Search companies').fill(COMPANY_SITE_URL);
  await page.getByRole('button', { name: 'Search' }).click();
  const result = page.getByRole('option', { name: /Verdant Foods NV/ });
  await expect(result).toBeVisible({ timeout: 30_000 });
  await result.click();
  await expect(page.getByRole('heading', { name: 'Confirm Key Datapoints' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/client\/Verdant%20Foods%20NV$/, { timeout: 15_000 });

  const panel = page.getByRole('complementary', { name: 'Assessment progress' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Website Content Analysis')).toBeVisible();
  // It hides itself once all fourteen steps are completed, and says so until dismissed.
  await expect(panel).toBeHidden({ timeout: 60_000 });
  const done = page.getByRole('complementary', { name: 'Assessment complete' });
  await expect(done.getByText('All 14 steps are done for Verdant Foods NV.')).toBeVisible();
  await done.getByRole('button', { name: 'Dismiss' }).click();
  await expect(done).toBeHidden();
  // The initiatives step found the programme the company's own about page describes, with its page.
  await page.getByRole('link', { name: 'Initiatives' }).first().click();
  const mentoring = page.getByRole('article', { name: /Mentoring programme/i });
  await expect(mentoring).toBeVisible();
  // The company's own page is named by the company, not by the bare address its site is served from.
  await expect(mentoring.getByRole('link', { name: /^Verdant Foods NV/ })).toBeVisible();
  await page.getByRole('link', { name: 'Policy & Regulations' }).first().click();
  await expect(page.getByRole('heading', { name: 'Regulatory Landscape' })).toBeVisible();
  await expect(page.getByRole('table').or(page.getByRole('list')).first()).toBeVisible();
});

test('an interrupted assessment brings up the recovery dialog, and resuming completes it', async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, E2E_SEEDED_ACCOUNTS.consultant);
  const auth = { authorization: `Bearer ${token}` };
  // The company's site is closed while the assessment runs: the website step ends missing.
  const created = await request.post('/api/clients', {
    headers: auth,
    data: { data: { Name: 'Harbor Ceramics', WebsiteUrl: `${COMPANY_SITE_URL}/closed/` } },
  });
  expect(created.ok()).toBe(true);
  const { data: client, meta } = (await created.json()) as {
    data: { id: number };
    meta: { assessment: { id: number } };
  };
  await expect
    .poll(
      async () => {
        const run = await request.get(`/api/assessments/${meta.assessment.id}`, { headers: auth });
        return ((await run.json()) as { data: { status: string } }).data.status;
      },
      { timeout: 60_000 },
    )
    .toBe('completed');
  await request.post(`${COMPANY_SITE_URL}/__open`);

  await signIn(page, token);
  await page.goto('/client/Harbor%20Ceramics');
  const dialog = page.getByRole('dialog', { name: 'Incomplete Assessment Detected' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(dialog.getByText(/Harbor Ceramics/)).toBeVisible();
  await expect(dialog.getByText(/Website/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Resume Assessment' }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });
  const completeness = await request.get(`/api/clients/${client.id}/completeness`, { headers: auth });
  expect(await completeness.json()).toEqual({ isComplete: true, missingSteps: [], answeredWithoutModel: [] });
});

test('an Admin refreshes a section and edits its prompt; a consultant sees neither control', async ({
  page,
  request,
}) => {
  const adminToken = await tokenOf(request, E2E_SEEDED_ACCOUNTS.admin);
  const created = await request.post('/api/clients', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { data: { Name: 'Admin Foods', Industry: 'Food processing', Headquarters: 'Ghent, Belgium' } },
  });
  expect(created.ok()).toBe(true);
  await signIn(page, adminToken);
  await page.goto('/client/Admin%20Foods/regulations');
  const landscape = page.getByRole('region', { name: 'Regulatory Landscape' });
  await expect(landscape).toBeVisible({ timeout: 30_000 });
  await landscape.getByRole('button', { name: /^Refresh/ }).click();
  await expect(landscape.getByRole('button', { name: /^Refresh/ })).toBeEnabled({ timeout: 30_000 });

  await landscape.getByRole('button', { name: /Edit .*prompt/ }).click();
  const editor = page.getByRole('dialog');
  const text = editor.getByRole('textbox');
  await expect(text).not.toHaveValue('');
  await text.fill('');
  await expect(editor.getByRole('button', { name: 'Save' })).toBeDisabled();
  await text.fill('Decide which sustainability regulations apply, citing the rule behind each verdict.');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  const saved = await request.get('/api/prompts/sustainabilityRegulations_prompt', {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(((await saved.json()) as { data: { content: string } }).data.content).toContain('citing the rule');

  await signIn(page, await tokenOf(request, E2E_SEEDED_ACCOUNTS.consultant));
  await page.goto('/client/Patagonia%2C%20Inc./regulations');
  await expect(page.getByRole('heading', { name: 'Regulatory Landscape' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Refresh/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Edit .*prompt/ })).toHaveCount(0);
});

// One test per page and width: axe on a long page takes seconds, each gets its own time budget.
for (const width of [1280, 375]) {
  for (const clientPage of CLIENT_PAGES) {
    test(`the client page '${clientPage.path || '/'}' at ${width} px has no serious accessibility violations`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/client/Patagonia%2C%20Inc.${clientPage.path}`);
      await expect(page.getByRole('heading', { level: 1, name: clientPage.heading })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id} ${v.help}`)).toEqual([]);
    });
  }
}
