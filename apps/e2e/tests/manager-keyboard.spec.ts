import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { candidateRows, crowdedHartwellRole, selectionBar } from '../support/console.ts';
import { demoPassword, demoUsers } from '../support/environment.ts';

// Issue 12: the keyboard journey, without the mouse. Tab reaches every control on the way; on the list,
// / focuses the search, j/k move the active row, x ticks it, ? shows the shortcuts, Enter opens the row.

/** Presses Tab until the control has focus, as a keyboard user does; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached with at most ${maxPresses} Tab presses`).toBeFocused();
}

/** The name shown in a row's first cell, 'Surname, First name'. */
async function rowName(row: Locator): Promise<string> {
  return (await row.getByRole('button').first().textContent())?.trim() ?? '';
}

test('a hiring manager signs in, reaches a role and works its list from the keyboard alone', async ({
  page,
}) => {
  await page.goto('/manager/roles');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(demoUsers.hartwellManager);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Password' })).toBeFocused();
  await page.keyboard.type(demoPassword);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();

  await tabTo(page, page.getByRole('link', { name: crowdedHartwellRole, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: crowdedHartwellRole, level: 1 })).toBeVisible();
  const rows = candidateRows(page);
  await expect(rows.nth(2)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // / puts the cursor in the search; Tab leaves it again for the table, whose shortcuts then work.
  await page.keyboard.press('/');
  const search = page.getByRole('combobox', { name: 'Find a candidate' });
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('');
  await tabTo(page, page.locator('[data-table-scroller]'));

  await page.keyboard.press('j');
  await expect(rows.nth(0)).toHaveAttribute('data-active', 'true');
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await expect(rows.nth(2)).toHaveAttribute('data-active', 'true');
  await page.keyboard.press('k');
  await expect(rows.nth(1)).toHaveAttribute('data-active', 'true');
  await expect(page.locator('tr[data-active]')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(2)).toHaveAttribute('data-active', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(rows.nth(1)).toHaveAttribute('data-active', 'true');

  await page.keyboard.press('x');
  await expect(rows.nth(1).getByRole('checkbox')).toBeChecked();
  await expect(selectionBar(page)).toContainText('1 selected');
  await page.keyboard.press('x');
  await expect(rows.nth(1).getByRole('checkbox')).not.toBeChecked();
  await expect(selectionBar(page)).toContainText('0 selected');
  await page.keyboard.press('x');
  await expect(selectionBar(page)).toContainText('1 selected');

  await page.keyboard.press('?');
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(shortcuts).toBeVisible();
  for (const action of [
    'Focus the candidate search',
    'Next row',
    'Previous row',
    'Open the candidate of the row',
    'Select or unselect the row',
    'Show this list',
  ])
    await expect(shortcuts.getByText(action, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Keys inside the overlay are not the list's: j does not move the active row behind it.
  // (The modal hides the page behind it from the accessibility tree, so the row is found by its markup.)
  await page.keyboard.press('j');
  await expect(page.locator('tbody tr[data-active]')).toHaveAttribute('data-row-index', '1');
  await page.keyboard.press('Escape');
  await expect(shortcuts).toBeHidden();
  await expect(selectionBar(page)).toContainText('1 selected');

  const [lastName, firstName] = (await rowName(rows.nth(1))).split(', ');
  const listAddress = new URL(page.url());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/manager\/candidate\/\d+\?return=/);
  expect(new URL(page.url()).searchParams.get('return')).toBe(`${listAddress.pathname}${listAddress.search}`);
  await expect(page.getByRole('heading', { name: `${firstName} ${lastName}`, level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
