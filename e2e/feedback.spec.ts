import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_SEEDED_ACCOUNTS } from './support/seeded-accounts.mjs';

async function tokenOf(request: APIRequestContext, account: { email: string; password: string }) {
  const session = await request.post('/api/auth/local', {
    data: { identifier: account.email, password: account.password },
  });
  return ((await session.json()) as { jwt: string }).jwt;
}

async function signIn(page: Page, jwt: string) {
  await page.goto('/dashboard');
  await page.evaluate((token) => localStorage.setItem('token', token), jwt);
  await page.goto('/dashboard');
}

const auth = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

const feedbackDialog = (page: Page) => page.getByRole('dialog', { name: 'Feedback' });

test('feedback boards: a visitor reads and switches board; a consultant posts and votes; the changelog opens', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const admin = await tokenOf(request, E2E_SEEDED_ACCOUNTS.admin);
  // Content the visitor can read: a bug report by the Admin and a changelog entry.
  const post = await request.post('/api/feedback/boards/bugs/posts', {
    headers: auth(admin),
    data: { title: 'Export button hidden on small screens', body: 'On a phone the PDF export is cut off.' },
  });
  expect(post.status()).toBe(201);
  const entry = await request.post('/api/changelog', {
    headers: auth(admin),
    data: { title: 'Onboarding chat', body: 'Add your first client **in a conversation**.' },
  });
  expect(entry.status()).toBe(201);

  // Signed out: open, read the default board, switch to Bugs, and a vote asks to sign in.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Feedback' }).click();
  const dialog = feedbackDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Category')).toHaveValue('feature-requests');
  await dialog.getByLabel('Category').selectOption({ label: 'Bugs' });
  await expect(dialog.getByText('Export button hidden on small screens')).toBeVisible();
  await expect(dialog.getByText('On a phone the PDF export is cut off.')).toBeVisible();
  await dialog.getByRole('button', { name: /Vote for “Export button hidden on small screens”/ }).click();
  await expect(page).toHaveURL(/\/signin$/);

  // Signed in: post on Feature Requests, and vote for the bug.
  await signIn(page, await tokenOf(request, E2E_SEEDED_ACCOUNTS.consultant));
  await page.getByRole('button', { name: 'Feedback' }).click();
  await feedbackDialog(page).getByRole('button', { name: 'New post' }).click();
  await feedbackDialog(page).getByLabel('Title').fill('Compare two clients side by side');
  await feedbackDialog(page).getByRole('button', { name: 'Post', exact: true }).click();
  await expect(
    feedbackDialog(page)
      .getByRole('list', { name: 'Feature Requests posts' })
      .getByText('Compare two clients side by side'),
  ).toBeVisible();

  await feedbackDialog(page).getByLabel('Category').selectOption({ label: 'Bugs' });
  const vote = feedbackDialog(page).getByRole('button', {
    name: /Vote for “Export button hidden on small screens”/,
  });
  await expect(vote).toHaveAttribute('aria-pressed', 'false');
  await vote.click();
  await expect(vote).toHaveAttribute('aria-pressed', 'true');
  await expect(vote).toHaveAccessibleName(/\(1 vote\)/);

  // Recent Updates shows the newest entry; View Changelog opens the list.
  await expect(feedbackDialog(page).getByRole('heading', { name: 'Recent Updates' })).toBeVisible();
  await feedbackDialog(page).getByRole('button', { name: 'View Changelog' }).click();
  await expect(feedbackDialog(page).getByRole('heading', { name: 'Changelog' })).toBeVisible();
  await expect(feedbackDialog(page).getByText('Onboarding chat').first()).toBeVisible();
  await expect(
    feedbackDialog(page).locator('strong', { hasText: 'in a conversation' }).first(),
  ).toBeVisible();

  // The vote is stored: the API counts it once.
  const posts = await request.get('/api/feedback/boards/bugs/posts');
  const listed = (await posts.json()) as { data: { title: string; voteCount: number }[] };
  expect(listed.data.find((item) => item.title.startsWith('Export button'))?.voteCount).toBe(1);
});

test('Go Pro compares the plans and records a request for the organization', async ({ page, request }) => {
  await signIn(page, await tokenOf(request, E2E_SEEDED_ACCOUNTS.consultant));
  await page.getByRole('button', { name: 'Go Pro' }).click();
  const plans = page.getByRole('dialog', { name: 'Plans' });
  await expect(plans.getByText('Free Trial').first()).toBeVisible();
  await expect(plans.getByText('Pro', { exact: true }).first()).toBeVisible();
  await plans.getByRole('button', { name: 'Request Pro' }).click();
  await expect(page.getByText('Request sent')).toBeVisible();

  // Stored, and visible to Admins.
  const admin = await tokenOf(request, E2E_SEEDED_ACCOUNTS.admin);
  const requests = await request.get('/api/upgrade-requests', {
    headers: { authorization: `Bearer ${admin}` },
  });
  const body = (await requests.json()) as { data: { organizationName: string; status: string }[] };
  expect(body.data.some((item) => item.organizationName === 'Consulting Org' && item.status === 'open')).toBe(
    true,
  );
});
