import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Makes `edit` in Settings › Organisation and saves it, as a manager admin does when someone else saved the
 * settings meanwhile (other journeys change Hartwell's settings alongside): on the conflict notice, reload their
 * version and make the edit again. The page must be open.
 */
export async function saveOrganisationSettings(page: Page, edit: () => Promise<void>): Promise<void> {
  const saved = page.getByText("The organisation's settings are saved.");
  const reload = page.getByRole('button', { name: 'Reload their version' });
  for (let attempt = 1; ; attempt++) {
    await edit();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(saved.or(reload)).toBeVisible();
    if (await saved.isVisible()) return;
    expect(attempt, 'saves refused as stale in a row').toBeLessThan(3);
    await reload.click();
  }
}
