import { expect, test } from '@playwright/test';
import { E2E_SEEDED_ACCOUNTS } from './support/seeded-accounts.mjs';

// A 1×1 PNG: enough for the server to sniff, re-encode and thumbnail.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a consultant adds an initiative with an image, filters, edits, opens and deletes it', async ({
  page,
  request,
}) => {
  const account = E2E_SEEDED_ACCOUNTS.consultant;
  const session = await request.post('/api/auth/local', {
    data: { identifier: account.email, password: account.password },
  });
  const { jwt } = (await session.json()) as { jwt: string };
  const created = await request.post('/api/clients', {
    headers: { authorization: `Bearer ${jwt}` },
    data: { data: { Name: 'Loop Packaging', Industry: 'Packaging' } },
  });
  expect(created.ok()).toBe(true);
  await page.goto('/dashboard');
  await page.evaluate((token) => localStorage.setItem('token', token), jwt);
  await page.goto('/client/Loop%20Packaging/initiatives');
  await expect(
    page.getByRole('heading', { level: 1, name: "Loop Packaging's Sustainability Initiatives" }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Add Initiative' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add Initiative' });
  await form.getByLabel('Title').fill('Reusable crate pool');
  await form.getByLabel('Description').fill('Crates shared between customers replace single-use boxes.');
  await form.getByLabel('Category').selectOption('Circular Economy');
  await form.getByLabel('Status').selectOption('planned');
  await form.getByLabel('Source').fill('Company website');
  await form.getByLabel('Reference URL 1').fill('https://loop-packaging.example/crates');
  await form.getByLabel('Keywords').fill('reuse');
  await form.getByLabel('Keywords').press('Enter');
  await form.getByLabel('Image').setInputFiles({ name: 'crate.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Add Initiative' }).click();
  await expect(form).toBeHidden({ timeout: 15_000 });

  const card = page.getByRole('article', { name: 'Reusable crate pool' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Circular Economy')).toBeVisible();
  await expect(card.getByRole('link', { name: /loop-packaging\.example/ })).toBeVisible();
  // The image is decorative (the title says what it shows): served from our own uploads.
  await expect(card.locator('img')).toHaveAttribute('src', /\/api\/uploads\//);

  // Filters: a status that matches nothing empties the list, with the spec's text.
  const filters = page
    .getByRole('search', { name: 'Filter initiatives' })
    .or(page.getByLabel('Filter initiatives'));
  await filters.getByLabel('Status').selectOption('completed');
  await expect(page.getByText('No initiatives found')).toBeVisible();
  await filters.getByLabel('Status').selectOption('all');
  await filters.getByLabel('Search').fill('crate');
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Edit Reusable crate pool' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Initiative' });
  await edit.getByLabel('Status').selectOption('active');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden({ timeout: 15_000 });
  await expect(card.getByText('Active')).toBeVisible();

  await card.getByRole('button', { name: 'Reusable crate pool', exact: true }).click();
  const details = page.getByRole('dialog', { name: 'Reusable crate pool' });
  await expect(details.getByText('Crates shared between customers replace single-use boxes.')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).first().click();

  await card.getByRole('button', { name: 'Edit Reusable crate pool' }).click();
  await page.getByRole('dialog', { name: 'Edit Initiative' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card).toBeHidden({ timeout: 15_000 });
});

test('a signed-out visitor sees a sample client’s initiatives without edit controls', async ({ page }) => {
  await page.goto('/client/Patagonia%2C%20Inc./initiatives');
  await expect(page.getByRole('heading', { level: 1, name: /Sustainability Initiatives/ })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Initiative' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
});
