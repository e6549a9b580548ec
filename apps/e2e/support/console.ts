import type { Browser, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { consentAlreadyChosen } from './consent.ts';
import { demoPassword } from './environment.ts';
import { fillSignIn } from './sign-in.ts';

// The manager console as a person reads it: signing in, the roles table, and a candidate list's stage
// picker, count, selection bar and filter panel, found by their visible names (issue 12).

/** The demo's manager admin of Hartwell & Finch (DESIGN.md demo users), who may use diversity filters. */
export const hartwellManagerAdmin = 'hm.admin@hartwell.test';

/** The demo candidate's surname: she applied to Hartwell's training contract. */
export const demoCandidate = { firstName: 'Amara', lastName: 'Nwosu' } as const;

/** The Hartwell role every generated Hartwell application belongs to (the demo seed's first role). */
export const crowdedHartwellRole = 'Training Contract 2028';

/**
 * Signs in through /login on an organisation's host (the test's base address unless given) and waits for
 * the roles list, so the session is stored before the next step.
 */
export async function signInToConsole(page: Page, email: string, origin = ''): Promise<void> {
  await page.goto(`${origin}/manager/roles`);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await fillSignIn(page, email, demoPassword);
  await expect(page).toHaveURL(/\/manager\/roles$/);
  await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
}

/** A page of its own, signed in as another user, for a journey that compares two people's views. */
export async function signedInPage(browser: Browser, baseURL: string, email: string): Promise<Page> {
  // The cookie choice is made on this host too, as the suite does for Hartwell's (support/consent.ts).
  const storageState = {
    ...consentAlreadyChosen,
    origins: [
      ...consentAlreadyChosen.origins.filter((origin) => origin.origin !== baseURL),
      { origin: baseURL, localStorage: [{ name: 'cookiesAccepted', value: 'false' }] },
    ],
  };
  const context = await browser.newContext({ baseURL, storageState });
  const page = await context.newPage();
  await signInToConsole(page, email, baseURL);
  return page;
}

/** The address of a role's candidate list, read from the role's link in the roles table. */
export async function roleAddress(page: Page, roleName: string): Promise<string> {
  const href = await page.getByRole('link', { name: roleName, exact: true }).getAttribute('href');
  expect(href, `link of ${roleName}`).toMatch(/^\/manager\/roles\/\d+$/);
  return href ?? '';
}

export function stagePicker(page: Page): Locator {
  return page.getByRole('combobox', { name: 'Stage', exact: true }).first();
}

/** Candidates per stage as the Stage select shows them ('For review (4)' gives 'For review' → 4). */
export async function stageCounts(page: Page): Promise<Map<string, number>> {
  const labels = await stagePicker(page)
    .locator('option')
    .evaluateAll((options) => options.map((option) => option.textContent ?? ''));
  const counts = new Map<string, number>();
  for (const label of labels) {
    const match = /^(.*) \(([\d,]+)\)$/.exec(label);
    if (match?.[1] && match[2]) counts.set(match[1], Number(match[2].replace(/,/g, '')));
  }
  return counts;
}

/**
 * Chooses a stage by its name, whatever its count, and waits until the list shows it: until then the previous
 * stage's rows and summary stay on screen, and a test reading them would compare two stages.
 */
export async function pickStage(page: Page, stageName: string): Promise<void> {
  const counts = await stageCounts(page);
  const count = counts.get(stageName);
  expect(count, `${stageName} in the Stage select`).toBeDefined();
  const [stageId] = await stagePicker(page).selectOption({ label: `${stageName} (${count})` });
  await expect(page).toHaveURL(new RegExp(`[?&]stage=${stageId}(&|$)`));
  // The picker follows the address once the list has rendered for it; the table is then the new stage's.
  await expect(stagePicker(page)).toHaveValue(stageId ?? '');
  await expect(candidateTable(page)).toBeVisible();
}

/** The list's 'N candidates' summary. */
export function candidateCount(page: Page, count: number): Locator {
  return page.getByText(new RegExp(`^${count.toLocaleString('en-GB')} candidates?$`));
}

/** Reads the number of the 'N candidates' summary once the list has loaded. */
export async function readCandidateCount(page: Page): Promise<number> {
  const summary = page.getByText(/^[\d,]+ candidates?$/);
  await expect(summary).toBeVisible();
  return Number((await summary.textContent())?.replace(/\D/g, ''));
}

/** The candidates' table once it shows the current answer: while a new stage or page loads it is aria-busy. */
export function candidateTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Candidates' }).and(page.locator(':not([aria-busy])'));
}

/** The candidates' rows of the table shown (the header row excluded). */
export function candidateRows(page: Page): Locator {
  return candidateTable(page).locator('tbody tr[data-row-index]');
}

/** The email cells of the rows shown, in order (the list shows its Email column by default). */
export async function shownEmails(page: Page): Promise<string[]> {
  const cells = await candidateRows(page).evaluateAll((rows) =>
    rows.flatMap((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent?.trim() ?? '')),
  );
  return cells.filter((text) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text));
}

export function selectionBar(page: Page): Locator {
  return page.getByRole('region', { name: 'Actions on the selection' });
}

export function filterPanel(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Filters' });
}

/** The names of the filter panel's groups, in order. */
export async function filterGroupNames(page: Page): Promise<string[]> {
  const summaries = filterPanel(page).locator('details > summary');
  await expect(summaries.first()).toBeVisible();
  return summaries.evaluateAll((items) =>
    items.map((item) => item.querySelector('span:nth-child(2)')?.textContent?.trim() ?? ''),
  );
}

/** Opens a group of the filter panel (a details element) unless it is open already. */
export async function openFilterGroup(page: Page, groupName: string): Promise<Locator> {
  const group = filterPanel(page).locator('details', {
    has: page.locator('summary', { hasText: groupName }),
  });
  if ((await group.getAttribute('open')) === null) await group.locator('summary').click();
  await expect(group).toHaveAttribute('open', '');
  return group;
}

/** Sets 'Right to work' in the Profile group and applies the filters. */
export async function filterByRightToWork(page: Page, answer: 'Yes' | 'No'): Promise<void> {
  const profile = await openFilterGroup(page, 'Profile');
  await profile.getByRole('combobox', { name: 'Right to work' }).selectOption({ label: answer });
  await filterPanel(page).getByRole('button', { name: 'Apply filters' }).click();
  await expect(activeFilterChips(page)).toContainText([`Right to work: ${answer}`]);
}

export function activeFilterChips(page: Page): Locator {
  return page.getByRole('list', { name: 'Active filters' }).getByRole('listitem');
}
