import type { Browser, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { ApiSession } from './api-session.ts';
import { apiJson } from './api-session.ts';
import { consentAlreadyChosen } from './consent.ts';
import { organizationUrl } from './environment.ts';
import { field } from './fields.ts';

// A client organisation of a journey's own (issue 17), so the seeded ones other journeys read stay as they were.

export type ClientOrganisation = { id: number; name: string; subdomain: string; url: string };

/**
 * Creates a company with a unique subdomain through the provider's API, as the admin console's form does;
 * `lateralHiring` offers it the lateral report kinds too (agency, marketing, rejection).
 */
export async function createClientOrganisation(
  admin: ApiSession,
  label: string,
  { lateralHiring = false }: { lateralHiring?: boolean } = {},
): Promise<ClientOrganisation> {
  const subdomain = `${label}${Date.now().toString(36)}`;
  const name = `${label[0]?.toUpperCase()}${label.slice(1)} Analytics ${subdomain.slice(label.length)}`;
  const created = await apiJson<{ id: number }>(admin, 'POST', '/organization', {
    name,
    sector: { id: 3 },
    tier: 'TIER_2',
    subdomain,
    ...(lateralHiring ? { lateralHiring } : {}),
  });
  return { id: created.id, name, subdomain, url: organizationUrl(subdomain) };
}

/** A browser context whose cookie choice is already made on the organisation's own host too. */
export async function pageOnHost(browser: Browser, origin: string): Promise<Page> {
  const storageState = {
    ...consentAlreadyChosen,
    origins: [
      ...consentAlreadyChosen.origins,
      { origin, localStorage: [{ name: 'cookiesAccepted', value: 'false' }] },
    ],
  };
  const context = await browser.newContext({ baseURL: origin, storageState });
  return context.newPage();
}

/** Walks a role's application form step by step to submission, uploading the CV where a step asks for it. */
export async function applyThroughForm(page: Page, roleName: string, cvFile: string): Promise<void> {
  await page.getByRole('list', { name: 'Open roles' }).getByRole('link', { name: roleName }).click();
  await page.getByRole('link', { name: 'Apply now' }).first().click();
  await expect(page.getByRole('heading', { name: `Apply: ${roleName}`, level: 1 })).toBeVisible();
  const stepOf = page.getByText(/^Step \d+ of \d+$/);
  for (;;) {
    const [current = 0, total = 0] = ((await stepOf.textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
    if (current >= total) break;
    const cv = field(page, 'CV');
    if (await cv.isVisible()) {
      await cv.setInputFiles(cvFile);
      await expect(page.getByText('cv.pdf')).toBeVisible();
    }
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText(`Step ${current + 1} of ${total}`, { exact: true })).toBeVisible();
  }
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Application submitted', level: 1 })).toBeVisible();
}
