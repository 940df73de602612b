import { expect, test } from '@playwright/test';
import { newAccount, registerViaApi } from './support/accounts';

test('a failed sign-in shows the reason in a red box', async ({ page }) => {
  await page.goto('/signin');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email or username').fill('nobody@example.com');
  await dialog.getByLabel('Password').fill('wrong-password');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toHaveText(/Wrong e-mail or password/);
  await expect(alert).toHaveCSS('color', /rgb\((1[5-9][0-9]|2[0-9]{2}), \d{1,2}, \d{1,2}\)/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a user who has not set up an organization is sent to the setup stage after signing in', async ({
  page,
  request,
}) => {
  const account = newAccount('gmail.com');
  await registerViaApi(request, account);
  await page.goto('/signin');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email or username').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/signup\?stage=organization$/);
  // A free-mail address gives no website to prefill.
  await expect(page.getByLabel('Website', { exact: true })).toHaveValue('');
  // Signed in, the sign-up route leads to the setup stage too.
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/signup\?stage=organization$/);
});
