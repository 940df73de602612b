import { expect, test } from '@playwright/test';
import { E2E_GOOGLE_USER } from './support/oauth-identity.mjs';

test('signs in with Google through the provider and the callback screen', async ({ page }) => {
  await page.goto('/signin');
  const dialog = page.getByRole('dialog');
  // Only configured providers get a button: Google is, LinkedIn is not.
  await expect(dialog.getByRole('button', { name: 'Continue with LinkedIn' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Continue with Google' }).click();

  // Provider → our callback → /connect/google/redirect → signed in → a new user sets up an organization.
  await expect(page).toHaveURL(/\/signup\?stage=organization$/, { timeout: 15_000 });
  // The setup dialog is modal: close it before reaching for the avatar menu behind it.
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText(E2E_GOOGLE_USER.name)).toBeVisible();
  await expect(page.getByRole('menu').getByText(E2E_GOOGLE_USER.email)).toBeVisible();
});

test('the LinkedIn callback screen without a token explains it on the sign-in tab', async ({ page }) => {
  await page.goto('/connect/linkedin/redirect');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
    'No access token found in LinkedIn redirect.',
  );
});

test('a refused LinkedIn code says the sign-in failed', async ({ page }) => {
  await page.goto('/connect/linkedin/redirect?access_token=not-a-real-code');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
    'LinkedIn login failed. Please try again.',
  );
});

test('a failed Google callback goes back to sign-in without a message', async ({ page }) => {
  await page.goto('/connect/google/redirect?access_token=not-a-real-code');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
