import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { ApiSession } from './api-session.ts';
import { answerInProfile, apiJson, organisationIdOf, ownApplicationId, signInToApi } from './api-session.ts';
import { freshApplicant } from './application.ts';
import type { NewCandidate } from './candidate.ts';
import { consentAlreadyChosen } from './consent.ts';
import { candidateRows, crowdedHartwellRole, selectionBar } from './console.ts';
import { hartwellUrl } from './environment.ts';
import { saveOrganisationSettings } from './organisation-settings.ts';
import { fillSignIn } from './sign-in.ts';

// Fair review (issue 13) as journeys set it up and put it back: an applicant with answers of their own, a
// blind stage chosen in Settings › Organisation, the list columns a manager shows, and the list's CSV export.

/** A surname no other run shares, letters only as names take ('Blindwater' + 'kbhfm…'). */
export function distinctiveSurname(prefix: string): string {
  const letters = Date.now()
    .toString(26)
    .split('')
    .map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 26)))
    .join('');
  return `${prefix}${letters}`;
}

/** A fresh applicant of the crowded role (portal sign-up and application with a CV) who then answers more. */
export async function applicantWithAnswers(
  browser: Browser,
  request: APIRequestContext,
  person: NewCandidate,
  answers: Record<string, Record<string, unknown>>,
): Promise<{ id: number; candidate: ApiSession }> {
  await freshApplicant(browser, person, crowdedHartwellRole);
  const candidate = await signInToApi(request, person.email, person.password);
  await answerInProfile(candidate, answers);
  return { id: await ownApplicationId(candidate), candidate };
}

/** The candidate describes their gender and ethnicity in their own words in the portal profile's Diversity section. */
export async function describeDiversityInPortal(
  browser: Browser,
  person: NewCandidate,
  answers: { gender: string; ethnicity: string },
): Promise<void> {
  const context = await browser.newContext({ baseURL: hartwellUrl, storageState: consentAlreadyChosen });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await fillSignIn(page, person.email, person.password);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/profile');
    const diversity = page.getByRole('region', { name: 'Diversity', exact: true });
    for (const [question, answer] of [
      ['Gender', answers.gender],
      ['Ethnicity', answers.ethnicity],
    ] as const) {
      const group = diversity.getByRole('group', { name: new RegExp(`^${question}`) });
      await group.getByRole('radio', { name: 'Prefer to self-describe' }).check();
      await group.getByRole('textbox', { name: 'Please specify' }).fill(answer);
    }
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile saved.')).toBeVisible();
  } finally {
    await context.close();
  }
}

/** Ticks a stage under 'Blind-review stages' in Settings › Organisation and saves the settings. */
export async function makeStageBlind(page: Page, stageName: string): Promise<void> {
  await page.goto('/manager/settings/organisation');
  const stages = page.getByRole('group', { name: 'Blind-review stages' });
  await saveOrganisationSettings(page, () =>
    stages.getByRole('checkbox', { name: stageName, exact: true }).check(),
  );
}

/**
 * The organisation's blind stages, and how to make a stage the journey made blind sighted again if it was
 * before; any other setting, and any stage made blind meanwhile by someone else, stays as it is then.
 */
export async function keepBlindStage(admin: ApiSession, stageId: number) {
  const settingsPath = `/organization/${await organisationIdOf(admin)}/settings`;
  const read = async () => apiJson<{ blindReviewStageIds: number[] }>(admin, 'GET', settingsPath);
  const wasBlind = (await read()).blindReviewStageIds.includes(stageId);
  return {
    read,
    restore: async (): Promise<void> => {
      if (wasBlind) return;
      const now = await read();
      const blindReviewStageIds = now.blindReviewStageIds.filter((id) => id !== stageId);
      await apiJson(admin, 'PUT', settingsPath, { ...now, blindReviewStageIds });
    },
  };
}

// The columns of a role's list for a user who never chose any (manager-console Candidates/columns.tsx).
const defaultRoleColumns = [
  'name',
  'email',
  'subStage',
  'stageState',
  'status',
  'appliedAt',
  'candidateScore',
  'assignee',
];

/**
 * Shows more columns of a role's list through its column chooser. Columns are kept per user and other
 * journeys sign in as the same manager, so the answer puts the manager's columns back.
 */
export async function showRoleListColumns(page: Page, manager: ApiSession, columns: readonly string[]) {
  const kept = await apiJson<Record<string, string[]>>(manager, 'GET', '/user/columns');
  await page.getByRole('button', { name: 'Columns', exact: true }).click();
  const chooser = page.getByRole('dialog', { name: 'Columns of this list' });
  for (const column of columns) await chooser.getByRole('checkbox', { name: column, exact: true }).check();
  await chooser.getByRole('button', { name: 'Save columns' }).click();
  await expect(chooser).toBeHidden();
  const columnsBefore = kept['role-candidates'] ?? defaultRoleColumns;
  return async (): Promise<void> => {
    await apiJson(manager, 'PUT', '/user/columns/role-candidates', { columns: columnsBefore });
  };
}

/** The list's row of one application, found by its ID column. */
export function rowOfId(page: Page, id: number): Locator {
  return candidateRows(page).filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });
}

/** Runs Export CSV on the ticked rows and answers the downloaded file's text. */
export async function exportSelectionText(page: Page): Promise<string> {
  await selectionBar(page).getByRole('button', { name: 'Export CSV' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('dialog', { name: 'Export CSV' }).getByRole('button', { name: 'Confirm' }).click();
  return readFile((await (await download).path()) ?? '', 'utf8');
}
