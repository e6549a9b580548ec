import type { Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { consentAlreadyChosen } from '../support/consent.ts';
import { demoPassword, demoUsers, hartwellUrl, publicUrl } from '../support/environment.ts';
import { field } from '../support/fields.ts';
import { fillSignIn } from '../support/sign-in.ts';

// The provider's admin console (issue 17): a client organisation created through the form, found in the
// list, edited, deactivated and reactivated; a manager cannot use the console.

const providerAdmin = 'admin@shortlist.test';

/** A page on `origin` signed in through the console's own /clients address (§2: sign-in, then back). */
async function signedInAt(browser: Browser, origin: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, storageState: consentAlreadyChosen });
  const page = await context.newPage();
  await page.goto('/clients');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await fillSignIn(page, email, demoPassword);
  await expect(page).toHaveURL(/\/clients$/);
  return page;
}

test('the provider creates a client, finds it, edits it, and deactivates and reactivates it', async ({
  browser,
}) => {
  // Unique per run: the journeys share one database.
  const subdomain = `client-${Date.now().toString(36)}`;
  const name = `Journey Client ${subdomain}`;
  const page = await signedInAt(browser, publicUrl, providerAdmin);
  await expect(page.getByRole('heading', { name: 'Client organisations', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hartwell & Finch LLP' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Add client' }).click();
  await expect(page.getByRole('heading', { name: 'New client organisation', level: 1 })).toBeVisible();
  // A taken subdomain is named as it is typed.
  await field(page, 'Subdomain').fill('hartwell');
  await expect(page.getByText('Another organisation already uses this subdomain.')).toBeVisible();
  await field(page, 'Subdomain').fill(subdomain);
  await expect(page.getByText('This subdomain is free.')).toBeVisible();
  await field(page, 'Organisation name').fill(name);
  await field(page, 'Sector').selectOption({ label: 'Chambers' });
  await field(page, 'Tier').selectOption({ label: 'Bar' });
  await field(page, 'Additional languages').fill('cy');
  await page.getByRole('checkbox', { name: 'Lateral hiring' }).check();
  await page.getByRole('button', { name: 'Add to Text settings' }).click();
  await field(page, 'Text settings 1 name').fill('gtmId');
  await field(page, 'Text settings 1 value').fill('GTM-JOURNEY');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Create organisation' }).click();

  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/organizations\/\d+$/);
  await expect(page.getByText('Organisation created.')).toBeVisible();
  await expect(field(page, 'Text settings 1 value')).toHaveValue('GTM-JOURNEY');
  await expect(page.getByRole('checkbox', { name: 'Lateral hiring' })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Admin report' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Found in the list by searching as you type.
  await page.getByRole('link', { name: 'Clients' }).first().click();
  await field(page, 'Search by name or subdomain').fill(subdomain);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Hartwell & Finch LLP' })).toHaveCount(0);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(row).toContainText('Chambers');
  await expect(row).toContainText('Bar');

  // Edited: one field changed and saved.
  await page.getByRole('link', { name }).click();
  await field(page, 'Product type').fill('ATS Plus');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved.')).toBeVisible();
  await page.reload();
  await expect(field(page, 'Product type')).toHaveValue('ATS Plus');

  // Deactivated: out of the active list, in the inactive one; then reactivated.
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Status: Inactive')).toBeVisible();
  await page.goto(`/clients?q=${subdomain}`);
  await expect(page.getByText('No client organisations match.')).toBeVisible();
  await field(page, 'Status').selectOption({ label: 'Inactive' });
  await page.getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.getByText('Status: Active')).toBeVisible();
  await page.goto(`/clients?q=${subdomain}`);
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.context().close();
});

test('a manager who opens /clients cannot use the admin console', async ({ browser }) => {
  const page = await signedInAt(browser, hartwellUrl, demoUsers.hartwellManager);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Client organisations' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.goto('/admin/organizations/new');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create organisation' })).toHaveCount(0);
  await page.context().close();
});
