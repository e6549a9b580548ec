import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { demoPassword, demoUsers, organizationUrl } from '../support/environment.ts';
import { fillSignIn } from '../support/sign-in.ts';

// Issue 12, part 1: a hiring manager signs in and lands on the console's roles list, which shows their own
// organisation's roles only, with their applicant counts, sortable by column.

const caption = "Your organisation's roles with their applicants and pipeline counts by stage group";

/**
 * The table's body rows, cell texts in column order: role, status, deadline, applicants, submitted, then
 * the pipeline's applied, screening, interview and offer totals.
 */
async function roleRows(page: Page): Promise<string[][]> {
  const table = page.getByRole('table', { name: caption });
  await expect(table).toBeVisible();
  return table.locator('tbody tr').evaluateAll((rows) =>
    // A stage group's cell holds its total, then its split by bucket: the first node is the total.
    rows.map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.firstChild?.textContent?.trim() ?? ''),
    ),
  );
}

test('a hiring manager asked to sign in comes back to the roles list of their organisation', async ({
  page,
}) => {
  // The console's page while signed out goes to /login, carrying where to come back to.
  await page.goto('/manager/roles');
  await expect(page).toHaveURL(/\/login\?url=%2Fmanager%2Froles/);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await fillSignIn(page, demoUsers.hartwellManager, demoPassword);
  await expect(page).toHaveURL(/\/manager\/roles$/);
  await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/HR$/);
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await expect(navigation.getByRole('link')).toHaveText([
    'Roles',
    'Search',
    'Screening',
    'Interviews',
    'Events',
    'Reports',
    'Settings',
  ]);

  const rows = await roleRows(page);
  const names = rows.map((row) => row[0] ?? '');
  expect(names).toEqual(
    expect.arrayContaining([
      'Training Contract 2028',
      'Summer Vacation Scheme 2027',
      'Winter Vacation Scheme 2026',
    ]),
  );
  expect(names).not.toContain('Data Science Graduate Scheme 2027');
  for (const row of rows) {
    expect(row[3], `applicants of ${row[0]}`).toMatch(/^\d[\d,]*$/);
    for (const column of [4, 5, 6, 7, 8])
      expect(row[column], `column ${column} of ${row[0]}`).toMatch(/^\d[\d,]*$/);
  }
  expect(rows.find((row) => row[0] === 'Winter Vacation Scheme 2026')?.[1]).toBe('Closed');
  await expectNoSeriousA11yViolations(page);

  // Sorting by name from the keyboard.
  const nameHeader = page.getByRole('columnheader', { name: 'Role' });
  await nameHeader.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  const sorted = (await roleRows(page)).map((row) => row[0] ?? '');
  expect(sorted).toEqual(
    [...sorted].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true })),
  );
});

test("a manager signing in on the portal's /login lands on the console, seeing only their organisation's roles", async ({
  page,
}) => {
  await page.goto(`${organizationUrl('northwind')}/login`);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await fillSignIn(page, demoUsers.northwindManager, demoPassword);

  await expect(page).toHaveURL(/\/manager\/roles$/);
  await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
  const names = (await roleRows(page)).map((row) => row[0] ?? '');
  expect(names).toEqual(
    expect.arrayContaining(['Data Science Graduate Scheme 2027', 'Software Engineering Internship 2027']),
  );
  expect(names).not.toContain('Training Contract 2028');
  await expectNoSeriousA11yViolations(page);

  // The console's not-found screen for an address it does not have yet.
  await page.goto(`${organizationUrl('northwind')}/manager/nowhere`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
