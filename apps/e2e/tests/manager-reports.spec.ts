import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { consentAlreadyChosen } from '../support/consent.ts';
import { hartwellManagerAdmin, signInToConsole } from '../support/console.ts';
import { parseCsv } from '../support/csv.ts';

// Issue 15: a manager admin reads each report kind, narrows one by date range and role level, sees the chart
// and its table name the same groups, exports the figures as CSV, and shares the report by a link that opens
// in a fresh browser without signing in until it is revoked. Reports only read; no other journey is disturbed.
// The seed's applications are spread over the last 87 days at fixed ages: in the last 60 days exactly three
// came from "Friend or family" (21, 37 and 51 days ago; the fourth is 66 days old), a group under 5.

const kinds = ['Contextual', 'Diversity', 'Efficiency', 'School', 'University'] as const;
const fewerThanFive = 'fewer than 5';

const sourcesTable = (page: Page) => page.getByRole('table', { name: 'Source of candidates: figures' });
const sourcesChart = (page: Page) => page.getByRole('figure', { name: 'Chart: Source of candidates' });

/** The table's group names, top to bottom, without its total row. */
async function groupsOf(table: Locator): Promise<string[]> {
  const names = await table.locator('tbody tr th').allInnerTexts();
  return names.map((name) => name.trim()).filter((name) => name !== 'All candidates');
}

test('a manager admin reads, filters, exports and shares a report, and a revoked link stops working', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInToConsole(page, hartwellManagerAdmin);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Reports' })
    .click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();

  const tabs = page.getByRole('tablist', { name: 'Report kinds' });
  for (const kind of kinds) {
    await tabs.getByRole('tab', { name: kind }).click();
    await expect(page).toHaveURL(new RegExp(`kind=${kind.toUpperCase()}`));
    await expect(page.getByText(`${kind} report · Snapshot · All time`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }

  // Efficiency over the last 60 days: the three "Friend or family" applicants show as fewer than 5.
  await tabs.getByRole('tab', { name: 'Efficiency' }).click();
  await page.getByRole('combobox', { name: 'Date range' }).selectOption({ label: 'Last 60 days' });
  await expect(page).toHaveURL(/range=last60/);
  await expect(page.getByText('Efficiency report · Snapshot · Last 60 days')).toBeVisible();
  const friends = sourcesTable(page).getByRole('row', { name: /^Friend or family/ });
  await expect(friends.getByRole('cell').first()).toHaveText(fewerThanFive);
  await expect(sourcesTable(page)).toContainText('Law fair');

  // The chart draws the same groups as its table, and says the same of the small one.
  const groups = await groupsOf(sourcesTable(page));
  expect(groups).toEqual(expect.arrayContaining(['Law fair', 'Friend or family', 'LinkedIn']));
  for (const group of groups) await expect(sourcesChart(page)).toContainText(group);
  await expect(sourcesChart(page)).toContainText(fewerThanFive);
  await expectNoSeriousA11yViolations(page);

  // The CSV holds the figures as shown, the small group included.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('efficiency-report.csv');
  const records = parseCsv(await readFile(await file.path(), 'utf8'));
  expect(records[0]?.join(' ')).toContain('Last 60 days');
  const friendsRecord = records.find((record) => record[0] === 'Friend or family');
  expect(friendsRecord?.[1]).toBe(fewerThanFive);
  for (const group of groups) expect(records.some((record) => record[0] === group)).toBe(true);

  // Share this view; a fresh browser that never signed in opens it read-only.
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this report' });
  await dialog.getByRole('spinbutton', { name: 'Link lasts (days)' }).fill('7');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = await dialog.getByRole('textbox', { name: 'Link to this report' }).inputValue();
  expect(link).toMatch(/\/manager\/reports\?share=/);
  await expectNoSeriousA11yViolations(page);

  const stranger = await browser.newContext({ baseURL, storageState: consentAlreadyChosen });
  const shared = await stranger.newPage();
  await shared.goto(link);
  await expect(shared.getByRole('heading', { name: 'Shared report', level: 1 })).toBeVisible();
  await expect(shared.getByText('Efficiency report · Snapshot · Last 60 days')).toBeVisible();
  await expect(shared.getByRole('combobox', { name: 'Date range' })).toHaveCount(0);
  await expect(
    sourcesTable(shared)
      .getByRole('row', { name: /^Friend or family/ })
      .getByRole('cell')
      .first(),
  ).toHaveText(fewerThanFive);
  // The same groups; their order follows their counts, which journeys applying alongside may change meanwhile.
  expect([...(await groupsOf(sourcesTable(shared)))].sort()).toEqual([...groups].sort());
  await expectNoSeriousA11yViolations(shared);

  // Revoked: the same link, reloaded, no longer opens the report.
  const liveLink = dialog.getByRole('row').filter({ hasText: 'Live' }).first();
  await liveLink.getByRole('button', { name: /^Revoke the Efficiency link/ }).click();
  await expect(dialog.getByRole('row').filter({ hasText: 'Revoked' }).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await shared.reload();
  await expect(shared.getByText('This report link no longer works')).toBeVisible();
  await expect(sourcesTable(shared)).toHaveCount(0);
  await stranger.close();

  // A role level narrows the report, and the choice is kept in the address.
  const level = page.getByRole('combobox', { name: 'Role level' });
  const firstLevel = (await level.locator('option').allInnerTexts())[1]?.trim() ?? '';
  await level.selectOption({ label: firstLevel });
  await expect(page).toHaveURL(/roleLevel=\d+/);
  await expect(page.getByText(`Role level: ${firstLevel}`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Role level' })).toHaveValue(/\d+/);
  await expect(page.getByText(`Role level: ${firstLevel}`)).toBeVisible();
});
