import { expect, test } from '@playwright/test';
import { newAccount, readResetCode, registerViaApi } from './support/accounts';

test('forgot and reset password through the mailed link', async ({ page, request }) => {
  const account = newAccount();
  await registerViaApi(request, account);

  await page.goto('/signin');
  await page.getByRole('dialog').getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The address bar changes before the dialog re-renders: until the form is shown, a loose 'Email'
  // label would still find the sign-in form's 'Email or username' and type into the wrong field.
  const forgot = page.getByRole('dialog');
  await expect(forgot.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await forgot.getByLabel('Email', { exact: true }).fill(account.email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Reset link sent')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Check your email')).toBeVisible();

  const code = await readResetCode(account.email);
  await page.goto(`/reset-password?code=${code}`);
  const dialog = page.getByRole('dialog');
  const newPassword = `${account.password}-new`;
  await dialog.getByLabel('New password').fill(newPassword);
  await dialog.getByLabel('Confirm password').fill(`${newPassword}-typo`);
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByText('Please make sure the passwords are identical.')).toBeVisible();

  await dialog.getByLabel('Confirm password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  await expect(dialog.getByRole('heading', { name: 'Password updated' })).toBeVisible();
  await expect(page.getByText('Please sign in with your new password.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByRole('dialog').getByLabel('Email or username').fill(account.email);
  await page.getByRole('dialog').getByLabel('Password').fill(newPassword);
  await page.getByRole('dialog').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('You have successfully signed in.')).toBeVisible();

  // The link works once.
  await page.goto(`/reset-password?code=${code}`);
  await page.getByRole('dialog').getByLabel('New password').fill('another-password');
  await page.getByRole('dialog').getByLabel('Confirm password').fill('another-password');
  await page.getByRole('dialog').getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(/already been used/);
});

test('the reset screen refuses to submit without a code in the URL', async ({ page }) => {
  await page.goto('/reset-password');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('New password').fill('a-new-password');
  await dialog.getByLabel('Confirm password').fill('a-new-password');
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Missing token')).toBeVisible();
  await expect(page.getByText('Reset token is missing from the URL.')).toBeVisible();
});
