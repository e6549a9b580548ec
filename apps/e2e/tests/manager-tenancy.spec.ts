import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import {
  candidateRows,
  crowdedHartwellRole,
  demoCandidate,
  readCandidateCount,
  roleAddress,
  shownEmails,
  signedInPage,
} from '../support/console.ts';
import { demoUsers, hartwellUrl, organizationUrl } from '../support/environment.ts';

// Tenancy (helper rules, issue 12): a manager never reaches another organisation's candidates, neither
// through the address of its role nor through the organisation-wide search.

const northwindUrl = organizationUrl('northwind');

test("a Northwind manager sees neither a Hartwell role's candidates nor Hartwell people in search", async ({
  browser,
}) => {
  // What Hartwell's own manager sees: the role's address and every Hartwell candidate's email that is shown.
  const hartwell = await signedInPage(browser, hartwellUrl, demoUsers.hartwellManager);
  const hartwellRole = await roleAddress(hartwell, crowdedHartwellRole);
  // The list draws only the rows in view (and a few more): a window tall enough for 100 rows draws them all.
  await hartwell.setViewportSize({ width: 1280, height: 4000 });
  await hartwell.goto('/manager/search?size=100');
  await expect(candidateRows(hartwell).first()).toBeVisible();
  // Every Hartwell candidate is listed; one at a blind-review stage (another journey's) shows no email.
  await expect(candidateRows(hartwell)).toHaveCount(await readCandidateCount(hartwell));
  const hartwellEmails = await shownEmails(hartwell);
  expect(hartwellEmails.length).toBeGreaterThan(0);
  await hartwell.context().close();

  const page = await signedInPage(browser, northwindUrl, demoUsers.northwindManager);
  expect(new URL(page.url()).origin).toBe(northwindUrl);

  await page.goto(`${northwindUrl}${hartwellRole}`);
  await expect(
    page
      .getByRole('heading', { name: /not found|could not be loaded/i })
      .or(page.getByRole('alert').filter({ hasText: /not found|could not be loaded/i })),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: crowdedHartwellRole })).toHaveCount(0);
  await expect(candidateRows(page)).toHaveCount(0);
  await expect(page.getByText(/@candidates\.shortlist\.test|@shortlist\.test/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.goto(`${northwindUrl}/manager/search?size=100`);
  await expect(page.getByRole('heading', { name: 'Search candidates', level: 1 })).toBeVisible();
  await expect(candidateRows(page).first()).toBeVisible();
  const northwindEmails = await shownEmails(page);
  expect(northwindEmails.length).toBeGreaterThan(0);
  expect(northwindEmails.filter((email) => hartwellEmails.includes(email))).toEqual([]);
  await expectNoSeriousA11yViolations(page);

  // The type-ahead does not find Hartwell's demo candidate either.
  const search = page.getByRole('combobox', { name: 'Find a candidate' });
  await search.fill(demoCandidate.lastName);
  await expect(page.getByText(`No candidate matches “${demoCandidate.lastName}”.`)).toBeVisible();
  await page.context().close();
});
