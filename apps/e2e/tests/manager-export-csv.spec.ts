import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import {
  candidateRows,
  crowdedHartwellRole,
  pickStage,
  readCandidateCount,
  roleAddress,
  selectionBar,
  shownEmails,
  signInToConsole,
} from '../support/console.ts';
import { parseCsv } from '../support/csv.ts';
import { demoUsers } from '../support/environment.ts';

// Issue 12: Export CSV downloads the selection through the browser with the §8 message; the file's header
// names the columns and it holds one row per selected candidate. Exports change nothing, and read stages
// no other journey moves candidates into or out of.

const exportedColumns = ['id', 'firstName', 'lastName', 'email', 'role', 'stage', 'subStage', 'status'];

/** Runs Export CSV on the selection and answers the downloaded file's records (header first). */
async function exportSelection(page: Page, count: number): Promise<string[][]> {
  await selectionBar(page).getByRole('button', { name: 'Export CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export CSV' });
  await expect(dialog).toContainText(`Export ${count} candidates as a CSV file?`);
  await expectNoSeriousA11yViolations(page);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('candidates.csv');
  await expect(page.getByText('Export successful. Downloading csv file to your filesystem.')).toBeVisible();
  await expect(dialog).toBeHidden();
  return parseCsv(await readFile(await file.path(), 'utf8'));
}

test('exporting ticked candidates downloads a CSV with a header and one row per ticked candidate', async ({
  page,
}) => {
  await signInToConsole(page, demoUsers.hartwellManager);
  await page.getByRole('link', { name: crowdedHartwellRole, exact: true }).click();
  await expect(candidateRows(page).first()).toBeVisible();
  await pickStage(page, 'Final round');
  await expect.poll(() => candidateRows(page).count()).toBeGreaterThan(1);
  await expect(candidateRows(page)).toHaveCount(await readCandidateCount(page));

  // Every row but the last, so the file is the selection and not the whole stage.
  const rows = await candidateRows(page).all();
  const ticked = rows.slice(0, -1);
  for (const row of ticked) await row.getByRole('checkbox').check();
  await expect(selectionBar(page)).toContainText(`${ticked.length} selected`);
  const tickedEmails = (await shownEmails(page)).slice(0, ticked.length);

  const [header, ...records] = await exportSelection(page, ticked.length);
  expect(header?.slice(0, exportedColumns.length)).toEqual(exportedColumns);
  expect(records).toHaveLength(ticked.length);
  const emailColumn = header?.indexOf('email') ?? -1;
  expect(records.map((record) => record[emailColumn]).sort()).toEqual([...tickedEmails].sort());
  for (const record of records) expect(record[header?.indexOf('stage') ?? -1]).toBe('Final round');
  await expectNoSeriousA11yViolations(page);
});

test('exporting every candidate matching a search downloads them all, beyond the page shown', async ({
  page,
}) => {
  await signInToConsole(page, demoUsers.hartwellManager);
  const address = await roleAddress(page, crowdedHartwellRole);
  await page.goto(`${address}?stage=all&size=20`);
  const matching = await readCandidateCount(page);
  expect(matching, 'more candidates than one page holds').toBeGreaterThan(20);

  await page.getByRole('checkbox', { name: 'Select every candidate on this page' }).check();
  await selectionBar(page)
    .getByRole('button', { name: `Select all ${matching} matching this search` })
    .click();

  const [header, ...records] = await exportSelection(page, matching);
  expect(header?.slice(0, exportedColumns.length)).toEqual(exportedColumns);
  expect(records).toHaveLength(matching);
  const roleColumn = header?.indexOf('role') ?? -1;
  expect(new Set(records.map((record) => record[roleColumn]))).toEqual(new Set([crowdedHartwellRole]));
});
