import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import {
  candidateRows,
  crowdedHartwellRole,
  demoCandidate,
  readCandidateCount,
  roleAddress,
  signInToConsole,
} from '../support/console.ts';
import { demoUsers } from '../support/environment.ts';

// Issue 12: the term search's type-ahead over names, emails and ids. Choosing a suggestion opens the
// candidate's record, which knows the list it was opened from; Enter alone filters the list by the term.

test('choosing a suggestion of the term search opens the candidate, with the way back to the list', async ({
  page,
}) => {
  await signInToConsole(page, demoUsers.hartwellManager);
  const address = await roleAddress(page, crowdedHartwellRole);
  await page.getByRole('link', { name: crowdedHartwellRole, exact: true }).click();
  await expect(candidateRows(page).first()).toBeVisible();

  const search = page.getByRole('combobox', { name: 'Find a candidate' });
  await search.fill(demoCandidate.lastName);
  const suggestions = page.getByRole('listbox', { name: 'Matching candidates' });
  const suggestion = suggestions.getByRole('option', {
    name: new RegExp(`^${demoCandidate.firstName} ${demoCandidate.lastName}`),
  });
  await expect(suggestion).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousA11yViolations(page);

  // The choice opens the record at once: the list, and the box with the chosen name in it, are gone.
  await suggestion.click();
  await expect(page).toHaveURL(/\/manager\/candidate\/\d+\?return=/);
  const opened = new URL(page.url());
  expect(opened.searchParams.get('return')).toBe(address);
  await expect(
    page.getByRole('heading', { name: `${demoCandidate.firstName} ${demoCandidate.lastName}`, level: 1 }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: /Back to the list/ }).click();
  await expect(page).toHaveURL(new RegExp(`${address}$`));
  await expect(page.getByRole('heading', { name: crowdedHartwellRole, level: 1 })).toBeVisible();
});

test('Enter in the term search without a suggestion filters the list by the term', async ({ page }) => {
  await signInToConsole(page, demoUsers.hartwellManager);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'Search candidates', level: 1 })).toBeVisible();
  const everyone = await readCandidateCount(page);

  const search = page.getByRole('combobox', { name: 'Find a candidate' });
  await search.fill('taylor');
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]q=taylor/);
  await expect.poll(() => readCandidateCount(page)).toBeLessThan(everyone);
  const matching = await readCandidateCount(page);
  expect(matching).toBeGreaterThan(0);
  await expect(candidateRows(page)).toHaveCount(matching);
  for (const row of await candidateRows(page).all()) await expect(row).toContainText(/taylor/i);
  await expectNoSeriousA11yViolations(page);
});
