import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { E2E_SEEDED_ACCOUNTS } from './support/seeded-accounts.mjs';

const SECTIONS = [
  'Company Snapshot',
  'Sustainability Posture',
  'Strategic Positioning',
  'Regulatory Landscape',
  'Public Perception',
  'Source List',
];

test('a consultant creates a report, generates its six sections, regenerates and re-prompts one, and exports it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = E2E_SEEDED_ACCOUNTS.consultant;
  const session = await request.post('/api/auth/local', {
    data: { identifier: account.email, password: account.password },
  });
  const { jwt } = (await session.json()) as { jwt: string };
  const created = await request.post('/api/clients', {
    headers: { authorization: `Bearer ${jwt}` },
    data: {
      data: {
        Name: 'Report Foods',
        Industry: 'Food processing',
        EmployeeCount: 'size_1001_5000',
        Revenue: 'rev_500M_1B',
        Headquarters: 'Ghent, Belgium',
      },
    },
  });
  expect(created.ok()).toBe(true);
  await page.goto('/dashboard');
  await page.evaluate((token) => localStorage.setItem('token', token), jwt);
  await page.goto('/client/Report%20Foods');
  await page.getByRole('button', { name: 'New report' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Report for Report Foods' })).toBeVisible();
  // The first section is requested by itself; the others one at a time.
  await expect(page.getByText('1 / 6 sections completed')).toBeVisible({ timeout: 30_000 });
  for (const [index, name] of SECTIONS.slice(1, 3).entries()) {
    await page.getByRole('button', { name: `Generate next section: ${name}` }).click();
    await expect(page.getByText(`${index + 2} / 6 sections completed`)).toBeVisible({ timeout: 30_000 });
  }
  // The rest in one go, beside the one-at-a-time button.
  await page.getByRole('button', { name: 'Generate all remaining sections' }).click();
  await expect(page.getByText('6 / 6 sections completed')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('button', { name: 'All sections generated' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /Generate all remaining/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Regulatory Landscape' })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();

  // On a phone every table stays within the screen: one wider than its box scrolls inside it.
  await page.setViewportSize({ width: 375, height: 800 });
  const boxes = await page.getByRole('table').evaluateAll((tables) =>
    tables.map((table) => {
      const box = table.parentElement!;
      const { left, right } = box.getBoundingClientRect();
      const overflows = box.scrollWidth > box.clientWidth;
      return { left, right, clipped: overflows && getComputedStyle(box).overflowX !== 'auto' };
    }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) expect(box).toMatchObject({ clipped: false });
  expect(boxes.every((box) => box.left >= 0 && box.right <= 375)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Regenerate one section.
  const regulatory = page
    .getByRole('region', { name: 'Regulatory Landscape' })
    .or(
      page
        .locator('article, section')
        .filter({ has: page.getByRole('heading', { name: 'Regulatory Landscape' }) }),
    );
  await regulatory.first().getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByText('Successfully regenerated!')).toBeVisible({ timeout: 30_000 });

  // Edit its prompt: 'Save and Regenerate'.
  await regulatory
    .first()
    .getByRole('button', { name: /Edit prompt/ })
    .click();
  const editor = page.getByRole('dialog', { name: /Edit prompt/ });
  const prompt = editor.getByRole('textbox');
  await expect(prompt).not.toHaveValue('', { timeout: 10_000 });
  await prompt.fill('Summarise the regulations that apply, as a table with verdicts and dates, citing each.');
  await editor.getByRole('button', { name: 'Save and Regenerate' }).click();
  await expect(editor).toBeHidden({ timeout: 30_000 });

  // Set a main prompt through the confirmation.
  await regulatory
    .first()
    .getByRole('button', { name: /Edit prompt/ })
    .click();
  await page
    .getByRole('dialog', { name: /Edit prompt/ })
    .getByRole('button', { name: 'Set as main prompt' })
    .click();
  const confirm = page
    .getByRole('dialog', { name: 'Overwrite Main Prompt?' })
    .or(page.getByRole('alertdialog', { name: 'Overwrite Main Prompt?' }));
  await confirm.getByRole('button', { name: 'Overwrite' }).click();
  await expect(page.getByText('Main prompt updated!')).toBeVisible({ timeout: 10_000 });
  await page.keyboard.press('Escape');

  // Both exports download.
  for (const [label, signature] of [
    ['Download Word', 'PK'],
    ['Download PDF', '%PDF'],
  ] as const) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: label }).click();
    const file = await (await download).path();
    expect(readFileSync(file).subarray(0, signature.length).toString()).toBe(signature);
  }
});
