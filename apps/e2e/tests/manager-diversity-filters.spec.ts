import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import {
  candidateRows,
  filterGroupNames,
  filterPanel,
  hartwellManagerAdmin,
  openFilterGroup,
  signInToConsole,
} from '../support/console.ts';
import { demoUsers } from '../support/environment.ts';

// Special-category data (issue 12, §3): diversity filters are offered to manager admins only; a standard
// hiring manager sees no Diversity group, and a link carrying such a filter lists nobody for them.

const specialCategoryRefusal =
  'Diversity, health, orientation and religion filters are open to manager admins only.';

const everyoneGroups = ['Pipeline', 'Role', 'Profile', 'Education', 'Assessment', 'Social mobility'];

test('a standard hiring manager is not offered the diversity filters', async ({ page }) => {
  await signInToConsole(page, demoUsers.hartwellManager);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'Search candidates', level: 1 })).toBeVisible();

  expect(await filterGroupNames(page)).toEqual(everyoneGroups);
  await expect(filterPanel(page).getByText('Diversity', { exact: true })).toHaveCount(0);
  await expect(filterPanel(page).getByRole('combobox', { name: 'Gender' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A shared link with a gender filter does not list candidates for them: the API refuses it (403).
  await page.goto(`/manager/search?filters=${encodeURIComponent(JSON.stringify({ gender: [1] }))}`);
  await expect(page.getByRole('heading', { name: 'The candidates could not be loaded' })).toBeVisible();
  await expect(page.getByText(specialCategoryRefusal)).toBeVisible();
  await expect(candidateRows(page)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a manager admin is offered the diversity filters, with the note that each use is recorded', async ({
  page,
}) => {
  await signInToConsole(page, hartwellManagerAdmin);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'Search candidates', level: 1 })).toBeVisible();

  expect(await filterGroupNames(page)).toEqual([
    'Pipeline',
    'Role',
    'Profile',
    'Education',
    'Assessment',
    'Diversity',
    'Social mobility',
  ]);
  const diversity = await openFilterGroup(page, 'Diversity');
  await expect(diversity).toContainText(
    'Diversity filters are open to manager admins, and each use is recorded in the audit log.',
  );
  for (const label of ['Gender', 'Ethnicity', 'Religion'])
    await expect(diversity.getByRole('combobox', { name: label })).toBeVisible();
  for (const label of ['Sexual orientation', 'Health conditions'])
    await expect(diversity.getByRole('textbox', { name: label })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
