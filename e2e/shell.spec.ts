import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { E2E_SEEDED_ACCOUNTS } from './support/seeded-accounts.mjs';

test('the root redirects to the dashboard, which has its heading and the signed-out actions', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { name: 'Sustainability assessment and impact strategy in minutes' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  const goPro = page.getByRole('button', { name: 'Go Pro' });
  await expect(goPro).toBeVisible();
  expect((await goPro.boundingBox())!.width).toBeGreaterThanOrEqual(120);
});

test('unknown paths show the 404 screen, and Return to Home leads back', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the logo and Go Pro are hidden on client and report paths', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Impact Studio' })).toBeVisible();
  await page.goto('/client/Some%20Company');
  await expect(page.getByRole('link', { name: 'Impact Studio' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Go Pro' })).toBeHidden();
});

test('Go Pro is hidden on small screens', async ({ page }) => {
  await page.setViewportSize({ width: 500, height: 800 });
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Go Pro' })).toBeHidden();
});

test('on a phone, signed in, Go Pro is in the account menu and opens the plans', async ({
  page,
  request,
}) => {
  const account = E2E_SEEDED_ACCOUNTS.consultant;
  const session = await request.post('/api/auth/local', {
    data: { identifier: account.email, password: account.password },
  });
  const { jwt } = (await session.json()) as { jwt: string };
  await page.addInitScript((token) => localStorage.setItem('token', token), jwt);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Go Pro' }).click();
  await expect(page.getByRole('dialog', { name: 'Plans' })).toBeVisible();
  // On a wide screen the header has the button, so the menu does not repeat it.
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Go Pro' })).toBeHidden();
});

test('a protected page sends signed-out visitors home', async ({ page }) => {
  await page.goto('/add-client');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Explore Profiles' })).toBeVisible();
});

test('an expired stored token is dropped at start', async ({ page }) => {
  await page.goto('/dashboard');
  const expired = ['{"alg":"HS256"}', JSON.stringify({ id: 1, iat: 1, exp: 2 })]
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.');
  await page.evaluate((token) => localStorage.setItem('token', `${token}.sig`), expired);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('dark mode is applied and remembered across visits', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/dashboard');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(html).toHaveClass(/dark/);
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(darkBackground).not.toBe(lightBackground);
});

test('the dashboard and the auth dialog have no serious accessibility violations', async ({ page }) => {
  for (const path of ['/dashboard', '/signin', '/signup']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${path}: ${v.id} ${v.help}`)).toEqual([]);
  }
});
