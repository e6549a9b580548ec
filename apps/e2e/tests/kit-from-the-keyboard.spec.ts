import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';

// The kit as the portal ships it (React code rendered by Preact), driven from the keyboard alone on the
// /ui style page: typing, switches, checkboxes, pills and slot buttons.

test('every control of the /ui style page works from the keyboard', async ({ page }) => {
  await page.goto('/ui');
  await expect(page.getByRole('heading', { name: 'Look and feel', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const name = page.getByRole('textbox', { name: 'Full name' });
  await expect(page.getByText('Enter your full name.')).toBeVisible();
  await name.focus();
  await page.keyboard.type('Amara Nwosu');
  await expect(name).toHaveValue('Amara Nwosu');
  await expect(page.getByText('Enter your full name.')).toBeHidden();

  const yes = page.getByRole('button', { name: 'Yes', exact: true });
  await yes.focus();
  await page.keyboard.press('Enter');
  await expect(yes).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'No', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(yes).toHaveAttribute('aria-pressed', 'false');

  const alerts = page.getByRole('switch', { name: 'Email me about new roles' });
  await expect(alerts).toHaveAttribute('aria-checked', 'true');
  await alerts.focus();
  await page.keyboard.press('Space');
  await expect(alerts).toHaveAttribute('aria-checked', 'false');

  const terms = page.getByRole('checkbox');
  await terms.focus();
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();

  const slots = page.getByRole('region', { name: 'Interview slots' });
  await expect(slots.getByText('Booked')).toHaveCount(1);
  const free = slots.getByRole('button');
  await expect(free).toHaveCount(2);
  await free.first().focus();
  await page.keyboard.press('Enter');
  await expect(free.first()).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page);
});
