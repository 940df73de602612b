import { expect, test, type Page } from '@playwright/test';
import PDFDocument from 'pdfkit';
import { COMPANY_SITE_URL } from './support/company-site.mjs';
import { signInViaApi } from './support/accounts';
import { E2E_SEEDED_ACCOUNTS } from './support/seeded-accounts.mjs';

/** A one-page PDF with real text, as a consultant's sustainability report would be. */
function sustainabilityReportPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PDFDocument();
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.text(
      'Verdant Foods Sustainability Report 2025. Our Ghent plant runs on 100% renewable electricity.',
    );
    document.end();
  });
}

const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' });

test('a new user onboards a client in the chat, from website to client page, and a reload restores the step', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signInViaApi(request, page, E2E_SEEDED_ACCOUNTS.newcomer);

  // Post-auth routing: set up, but not onboarded, and no client selected → the onboarding chat.
  await page.goto('/post-auth-redirect');
  await expect(page).toHaveURL(/\/add-client$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add your first client' })).toBeVisible();

  // step-0: the website.
  await page.getByLabel('Company website').fill(COMPANY_SITE_URL);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(conversation(page).getByText(`Website: ${COMPANY_SITE_URL}`).first()).toBeVisible();

  // step-1: scopes, with the enriched company card beside them (the fixture site's JSON-LD).
  await expect(page.getByText('Step 2 of 7')).toBeVisible({ timeout: 20_000 });
  await expect(conversation(page).getByText('Verdant Foods NV').first()).toBeVisible();
  await page.getByRole('checkbox', { name: /Regulations and upcoming policies/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // step-2: the profile, prefilled from what the site publishes.
  await expect(page.getByText('Step 3 of 7')).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue('Verdant Foods NV');
  await page.getByLabel('Industry').fill('Food manufacturing');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Step 4 of 7')).toBeVisible();

  // Reloading midway restores the conversation at the step it had reached.
  await page.reload();
  await expect(page.getByText('Step 4 of 7')).toBeVisible();
  await expect(conversation(page).getByText(`Website: ${COMPANY_SITE_URL}`).first()).toBeVisible();

  // step-3: materiality topics ranked for the sector; at least one ticked.
  const topics = page
    .getByRole('group')
    .filter({ has: page.getByRole('checkbox') })
    .last();
  if ((await topics.getByRole('checkbox', { checked: true }).count()) === 0) {
    await topics.getByRole('checkbox').first().check();
  }
  // On a phone the chat box reaches below the screen: the next message must still come into view.
  await page.setViewportSize({ width: 375, height: 667 });
  await page.getByRole('button', { name: 'Continue' }).click();

  // step-4: a sustainability report as a PDF, chosen with a button-like control.
  await expect(page.getByText('Step 5 of 7')).toBeVisible();
  await expect(page.getByText('Add documents', { exact: true })).toBeInViewport({ ratio: 1 });
  await page.getByLabel('Add documents').setInputFiles({
    name: 'verdant-report-2025.pdf',
    mimeType: 'application/pdf',
    buffer: await sustainabilityReportPdf(),
  });
  // The chosen file's row is scrolled into view as it appears, with the step's buttons below it.
  await expect(
    page.getByRole('list', { name: 'Chosen documents' }).getByText('verdant-report-2025.pdf'),
  ).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Skip' })).toBeInViewport({ ratio: 1 });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('button', { name: 'Continue' }).click();

  // step-5: frameworks, then step-6: create.
  await expect(page.getByText('Step 6 of 7')).toBeVisible({ timeout: 15_000 });
  const frameworks = page
    .getByRole('group')
    .filter({ has: page.getByRole('checkbox') })
    .last();
  if ((await frameworks.getByRole('checkbox', { checked: true }).count()) === 0) {
    await frameworks.getByRole('checkbox').first().check();
  }
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Step 7 of 7')).toBeVisible();
  await page.getByRole('button', { name: 'Create client and start assessment' }).click();

  // The chat opens the new client's overview by itself.
  await expect(page).toHaveURL(/\/client\/Verdant%20Foods%20NV$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: /Verdant Foods NV/ })).toBeVisible();

  // The uploaded report is in the Library by its file name, opened at a short-lived signed address.
  await page
    .getByRole('button', { name: /Website Context/ })
    .first()
    .click();
  const panel = page.getByRole('dialog', { name: 'Website Context' });
  const report = panel.getByRole('link', { name: 'verdant-report-2025.pdf' }).first();
  await expect(report).toHaveAttribute(
    'href',
    /^\/api\/onboarding\/documents\/[a-z0-9]{24}\/file\?expires=\d+&signature=[\w-]{43}$/,
  );
  const file = await page.request.get((await report.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  await page.keyboard.press('Escape');

  // The user has onboarded: the next sign-in goes to the dashboard, not back to the chat.
  await page.evaluate(() => localStorage.removeItem('selectedClientId'));
  await page.goto('/post-auth-redirect');
  await expect(page).toHaveURL(/\/dashboard$/);
});
