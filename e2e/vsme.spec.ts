import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInViaApi } from './support/accounts';
import { E2E_SEEDED_ACCOUNTS } from './support/seeded-accounts.mjs';

/**
 * The VSME path end to end: a consultant makes a VSME report for a client whose assessment has run,
 * asks the client's contact for a missing datapoint through a data-request link, the contact answers in
 * a browser without an account, the consultant accepts the answer and downloads the Word file.
 */
test('a VSME report goes from the client’s evidence through a data request answered by the client to the Word file', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const jwt = await signInViaApi(request, page, E2E_SEEDED_ACCOUNTS.consultant);
  const headers = { authorization: `Bearer ${jwt}` };
  const clientName = `Vsme Weavers ${randomUUID().slice(0, 8)}`;
  const created = await request.post('/api/clients', {
    headers,
    data: { data: { Name: clientName, Industry: 'Textiles', Headquarters: 'Kortrijk, Belgium' } },
  });
  expect(created.ok()).toBe(true);
  const { meta } = (await created.json()) as { meta: { assessment: { id: number } } };
  await expect
    .poll(async () => {
      const run = await request.get(`/api/assessments/${meta.assessment.id}`, { headers });
      return ((await run.json()) as { data: { status: string } }).data.status;
    })
    .toBe('completed');

  // The consultant: a Basic report for the last full calendar year, from the client's VSME page.
  await page.goto(`/client/${encodeURIComponent(clientName)}/vsme`);
  await page.getByRole('button', { name: 'New VSME report' }).click();
  const newReport = page.getByRole('dialog', { name: /New VSME report/ });
  await newReport
    .getByRole('radio', { name: /^Basic\b/ })
    .first()
    .check();
  await newReport.getByRole('button', { name: 'Create report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^VSME report/ })).toBeVisible();
  const employees = page.getByRole('article', { name: 'Number of employees', exact: true });
  await expect(employees.getByText('Missing', { exact: true })).toBeVisible();

  // A data request for the missing datapoints; the link is shown once.
  await page.getByRole('button', { name: 'Request data from the client' }).first().click();
  const requestDialog = page.getByRole('dialog', { name: /Request data from the client/ });
  await requestDialog.getByLabel('Contact e-mail').fill('finance@vsme-weavers.example');
  await requestDialog.getByRole('button', { name: 'Create link' }).click();
  const link = await requestDialog.getByLabel('Link for the client').inputValue();
  expect(link).toMatch(/\/vsme-request\/[\w-]{43}$/);
  await requestDialog.getByRole('button', { name: 'Done' }).click();

  // The client's contact: no account, no session; answers the headcount and submits.
  const contactContext = await browser.newContext();
  const contact = await contactContext.newPage();
  await contact.goto(new URL(link).pathname);
  const question = contact.getByRole('article', { name: 'Number of employees', exact: true });
  await question.getByLabel('Value').fill('128');
  await question.getByRole('button', { name: 'Save Number of employees' }).click();
  await expect(question.getByText('Draft saved')).toBeVisible();
  await contact.getByRole('button', { name: 'Submit answers' }).click();
  await contact.getByRole('alertdialog').getByRole('button', { name: 'Submit' }).click();
  await expect(question.getByRole('button', { name: 'Save Number of employees' })).toHaveCount(0);
  await contactContext.close();

  // The consultant sees the answer as client-provided, accepts it, and downloads the Word file.
  await page.reload();
  await expect(employees.getByText('Client-provided', { exact: true })).toBeVisible();
  await expect(employees.getByText('128')).toBeVisible();
  await employees.getByRole('button', { name: 'Accept Number of employees' }).click();
  await expect(employees.getByText('Accepted', { exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as Word' }).click();
  expect((await download).suggestedFilename()).toMatch(/^Vsme-Weavers-[a-z0-9]+-VSME-.+\.docx$/);
});
