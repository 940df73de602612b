import { expect, test } from '@playwright/test';
import { newAccount, registerViaApi } from './support/accounts';
import { COMPANY_SITE_URL } from './support/company-site.mjs';

test('signed out, Explore Profiles shows the sample profiles, and focusing search asks to sign in', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Explore Profiles' })).toBeVisible();
  for (const name of ['Anheuser-Busch InBev', 'Ørsted', 'Patagonia', 'Unilever']) {
    await expect(page.getByText(name, { exact: false }).first()).toBeVisible();
  }
  await expect(page.getByText(/Sample profile compiled from public sources/).first()).toBeVisible();
  await page.getByLabel('Search companies').focus();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('signed in, a consultant finds a company by its website, corrects it and creates the client', async ({
  page,
  request,
}) => {
  const account = newAccount();
  await registerViaApi(request, account);
  // Organization setup through the API, so the test starts on the dashboard.
  const session = await request.post('/api/auth/local', {
    data: { identifier: account.email, password: account.password },
  });
  const { jwt } = await session.json();
  await request.post('/api/organizations', {
    data: { data: { Type: 'team', Website: 'acme-consulting.com' } },
    headers: { authorization: `Bearer ${jwt}` },
  });
  await page.goto('/dashboard');
  await page.evaluate((token) => localStorage.setItem('token', token), jwt);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your Projects' })).toBeVisible();

  const search = page.getByLabel('Search companies');
  await search.fill(COMPANY_SITE_URL);
  await page.getByRole('button', { name: 'Search' }).click();
  const result = page.getByRole('option', { name: /Verdant Foods NV/ });
  await expect(result).toBeVisible();
  await result.click();

  await expect(page.getByRole('heading', { name: 'Confirm Key Datapoints' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Ghent, Belgium')).toBeVisible();
  await expect(page.getByText('201-500 employees')).toBeVisible();
  await page.getByRole('button', { name: 'Correct' }).click();
  await page.getByLabel('Industry').fill('Food processing');
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/client\/Verdant%20Foods%20NV$/, { timeout: 15_000 });
  await expect(page.getByText('Verdant Foods NV').first()).toBeVisible();
  await expect(page.getByText('Food processing').first()).toBeVisible();

  // A second search finds the new client among the organization's own, as existing.
  await page.goto('/dashboard');
  await expect(page.getByText('Verdant Foods NV').first()).toBeVisible();
  await page.getByLabel('Search companies').fill('Verdant');
  await page.getByRole('button', { name: 'Search' }).click();
  const existing = page.getByRole('option', { name: /Verdant Foods NV/ }).first();
  await expect(existing).toBeVisible();
  await existing.click();
  await expect(page).toHaveURL(/\/client\/Verdant%20Foods%20NV$/);
  await expect(page.getByRole('heading', { name: 'Confirm Key Datapoints' })).toHaveCount(0);
});

test('signed in, Your Projects shows a page of tiles and loads the next as the list is scrolled', async ({
  page,
  request,
}) => {
  const account = newAccount();
  await registerViaApi(request, account);
  const session = await request.post('/api/auth/local', {
    data: { identifier: account.email, password: account.password },
  });
  const { jwt } = await session.json();
  const headers = { authorization: `Bearer ${jwt}` };
  await request.post('/api/organizations', {
    data: { data: { Type: 'team', Website: 'acme-consulting.com' } },
    headers,
  });
  // One more client than a page of tiles holds (16).
  for (let n = 1; n <= 17; n += 1) {
    const created = await request.post('/api/clients', {
      data: { data: { Name: `Scroll Client ${String(n).padStart(2, '0')}` } },
      headers,
    });
    expect(created.ok()).toBe(true);
  }
  await page.goto('/dashboard');
  await page.evaluate((token) => localStorage.setItem('token', token), jwt);
  const firstPage = page.waitForResponse((response) => response.url().includes('/api/org/clients'));
  await page.goto('/dashboard');
  expect(new URL((await firstPage).url()).searchParams.get('pagination[page]')).toBe('1');

  const tiles = page.getByRole('link', { name: /Scroll Client/ });
  await expect(tiles).toHaveCount(16);
  // The most recent first: the oldest client is on the next page.
  await expect(page.getByRole('link', { name: /Scroll Client 01/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
  await expect(tiles).toHaveCount(17);
  await expect(page.getByRole('link', { name: /Scroll Client 01/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});
