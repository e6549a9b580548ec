import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import {
  activeFilterChips,
  candidateRows,
  filterByRightToWork,
  readCandidateCount,
  signInToConsole,
} from '../support/console.ts';
import { demoUsers } from '../support/environment.ts';

// Issue 12: a saved search is a named view of a candidate list; reopening it later brings back the same
// filters and so the same candidates. Names are unique per manager, so each run names its own.

test('a manager saves a filtered search and reopens it later from Saved searches', async ({ page }) => {
  const name = `Without right to work ${Date.now()}`;
  await signInToConsole(page, demoUsers.hartwellManager);
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await navigation.getByRole('link', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'Search candidates', level: 1 })).toBeVisible();
  const everyone = await readCandidateCount(page);

  await filterByRightToWork(page, 'No');
  await expect.poll(() => readCandidateCount(page)).toBeLessThan(everyone);
  const matching = await readCandidateCount(page);
  expect(matching).toBeGreaterThan(0);
  const filteredAddress = new URL(page.url());

  const menuButton = page.getByRole('button', { name: /^Saved searches \(\d+\)$/ });
  const savedBefore = Number(/\((\d+)\)/.exec((await menuButton.textContent()) ?? '')?.[1]);
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByRole('textbox', { name: 'Name of the search' }).fill(name);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Search “${name}” saved.`)).toBeVisible();
  await expect(menuButton).toHaveText(`Saved searches (${savedBefore + 1})`);

  // Elsewhere in the console, then back to the search screen, which opens without the filter.
  await navigation.getByRole('link', { name: 'Roles' }).click();
  await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
  await navigation.getByRole('link', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'Search candidates', level: 1 })).toBeVisible();
  await expect(activeFilterChips(page)).toHaveCount(0);
  await expect.poll(() => readCandidateCount(page)).toBe(everyone);

  await menuButton.click();
  await page.getByRole('link', { name, exact: true }).click();
  await expect(activeFilterChips(page)).toHaveText(['Right to work: No']);
  expect(new URL(page.url()).searchParams.get('filters')).toBe(filteredAddress.searchParams.get('filters'));
  await expect.poll(() => readCandidateCount(page)).toBe(matching);
  await expect(candidateRows(page)).toHaveCount(matching);
  await expectNoSeriousA11yViolations(page);
});
