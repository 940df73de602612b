import { expect, test } from '@playwright/test';
import { newAccount } from './support/accounts';

test.describe.configure({ mode: 'serial' });

test('a new consultant signs up, sets up the organization, signs out and back in', async ({ page }) => {
  const account = newAccount();
  await page.goto('/signup');
  const dialog = page.getByRole('dialog');
  const submit = dialog.getByRole('button', { name: 'Create account' });

  // Nothing filled in: each field says what is wrong, and the terms toast explains the checkbox.
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(dialog.getByText('Enter your full name')).toBeVisible();
  await expect(dialog.getByText('Enter your e-mail address')).toBeVisible();
  await expect(dialog.getByText('Choose a password')).toBeVisible();
  await expect(page.getByText('Terms required')).toBeVisible();
  await expect(
    page.getByText('You must accept the terms and conditions to create an account.'),
  ).toBeVisible();

  await dialog.getByLabel('Email').fill('not-an-address');
  await dialog.getByLabel('Password').fill('short');
  await submit.click();
  await expect(dialog.getByText(/not a valid e-mail address/)).toBeVisible();
  await expect(dialog.getByText('The password is 5 characters long; it must be at least 8')).toBeVisible();
  await expect(dialog.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Full name').fill(account.fullName);
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await expect(dialog.getByText('Must be at least 8 characters long')).toBeVisible();

  await dialog.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
  await submit.click();
  await expect(page.getByText('Account created!')).toBeVisible();
  await expect(page).toHaveURL(/\/signup\?stage=organization$/);

  // Organization setup: the website is prefilled from the work e-mail's domain.
  await expect(page.getByRole('heading', { name: 'Set up your organization' })).toBeVisible();
  const website = page.getByLabel('Website', { exact: true });
  await expect(website).toHaveValue('acme-consulting.com');
  await page.getByLabel('Organization / Team').check();

  await website.fill('');
  await page.getByRole('button', { name: 'Complete setup' }).click();
  await expect(page.getByText('Missing information')).toBeVisible();
  await expect(page.getByText('Please provide your website address.')).toBeVisible();
  await expect(website).toHaveAttribute('aria-invalid', 'true');
  await expect(website).toHaveCSS(
    'border-top-color',
    /rgb\((2[0-9]{2}), ([0-9]{1,2}|1[0-9]{2}), ([0-9]{1,2}|1[0-9]{2})\)/,
  );

  await page.getByLabel('No website').check();
  const services = page.getByLabel('Describe your services');
  await page.getByRole('button', { name: 'Complete setup' }).click();
  await expect(page.getByText('Please provide a description of your services.')).toBeVisible();
  await expect(services).toHaveAttribute('aria-invalid', 'true');

  await services.fill('ESG due diligence and CSRD readiness for mid-sized manufacturers.');
  await page.getByRole('button', { name: 'Complete setup' }).click();
  await expect(page.getByText('Setup complete!')).toBeVisible();
  // New users have not onboarded and have no client selected: they land on /add-client.
  await expect(page).toHaveURL(/\/add-client$/);

  // Avatar menu: name, e-mail, Dashboard and Sign out.
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(account.fullName)).toBeVisible();
  await expect(menu.getByText(account.email)).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Explore Profiles' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Back in with the e-mail address; setup is done, so post-auth routing goes to /add-client again.
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('dialog').getByLabel('Email or username').fill(account.email);
  await page.getByRole('dialog').getByLabel('Password').fill(account.password);
  await page.getByRole('dialog').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('You have successfully signed in.')).toBeVisible();
  await expect(page).toHaveURL(/\/add-client$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveText(
    account.fullName[0]!.toUpperCase(),
  );
});
