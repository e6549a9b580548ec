import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { apiJson, ownApplicationId, signInToApi } from '../support/api-session.ts';
import { freshApplicant } from '../support/application.ts';
import {
  candidateRows,
  crowdedHartwellRole,
  hartwellManagerAdmin,
  pickStage,
  selectionBar,
  signInToConsole,
} from '../support/console.ts';
import { demoPassword } from '../support/environment.ts';
import { distinctiveSurname } from '../support/fair-review.ts';
import { readOutbox } from '../support/outbox.ts';

// Issue 14, assessments: two fresh applicants of the crowded role stand at the critical-thinking stage (the
// seed puts none of Hartwell's there, so no other journey's candidates are touched); a manager admin invites
// both to the critical-thinking test from the role's list; the list and the record show them INVITED; the
// simulated test provider (which posts signed results to the API's webhook, SIMULATED_ASSESSMENT_DELAY_SECONDS
// apart) starts and finishes the test; COMPLETED with the score shows in the record and the list.

const stageName = 'Critical-thinking test';
const criticalThinkingStageId = 8;
const testName = 'Critical-thinking test';

function codesPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Assessments and scheduling', exact: true });
}

/**
 * Reloads until the row shows the mark. A reload, however slow, is waited for until the row is drawn (its
 * 'Test …' mark comes with it); only a drawn row without the mark counts as "not yet".
 */
async function reloadUntilMarked(page: Page, row: Locator, mark: string, timeout: number): Promise<void> {
  await expect(async () => {
    await page.reload();
    await expect(row.getByRole('img', { name: /^Test / })).toBeVisible();
    expect(await row.getByRole('img', { name: mark }).isVisible(), `${mark} once the row is drawn`).toBe(
      true,
    );
  }).toPass({ timeout, intervals: [2_000] });
}

test('a manager admin invites two candidates to an online test and sees the simulated result arrive', async ({
  page,
  browser,
  request,
}) => {
  const surname = distinctiveSurname('Testwell');
  const people = ['Ines', 'Joao'].map((firstName) => ({
    firstName,
    lastName: surname,
    email: `${firstName.toLowerCase()}.${surname.toLowerCase()}@example.com`,
    password: demoPassword,
  }));

  await test.step('two applicants reach the critical-thinking stage', async () => {
    const manager = await signInToApi(request, hartwellManagerAdmin);
    for (const person of people) {
      await freshApplicant(browser, person, crowdedHartwellRole);
      const id = await ownApplicationId(await signInToApi(request, person.email, person.password));
      await apiJson(manager, 'POST', `/candidate/${id}/ostage/${criticalThinkingStageId}`);
    }
  });

  await signInToConsole(page, hartwellManagerAdmin);
  await page.getByRole('link', { name: crowdedHartwellRole, exact: true }).click();
  await expect(candidateRows(page).first()).toBeVisible();
  await pickStage(page, stageName);
  await expect(page).toHaveURL(/[?&]stage=8\b/);
  const rowOf = (person: (typeof people)[number]) => candidateRows(page).filter({ hasText: person.email });
  for (const person of people) await expect(rowOf(person)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const since = Date.now();
  await test.step('invites them from the list, seeing first that both can take the test', async () => {
    for (const person of people) {
      await page.getByRole('checkbox', { name: `Select ${person.firstName} ${person.lastName}` }).check();
    }
    const bar = selectionBar(page);
    await expect(bar).toContainText('2 selected');
    await bar.getByRole('button', { name: 'Invite to test' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite to an online test' });
    const testField = dialog.getByRole('combobox', { name: 'Online test' });
    await testField.selectOption({ label: testName });
    await expect(testField).toHaveAccessibleDescription(`Taken at: ${stageName}`);
    await expect(dialog.getByText('2 of 2 selected can be invited.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Invite 2' }).click();
    await expect(dialog.getByRole('status')).toHaveText(`2 candidates invited to ${testName}.`);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the list shows both INVITED, and each has the invitation email', async () => {
    for (const person of people) {
      await expect(rowOf(person).getByRole('img', { name: 'Test invited' })).toBeVisible();
      const email = await readOutbox(person.email, { subject: /critical-thinking test/, since });
      expect(email.body).toContain('you are invited to the critical-thinking test');
    }
    await expectNoSeriousA11yViolations(page);
  });

  const [first] = people;
  if (!first) throw new Error('no candidate');
  await test.step('the record shows the test INVITED, with the date it was sent', async () => {
    const name = `${first.lastName}, ${first.firstName}`;
    await rowOf(first).getByRole('button', { name }).click();
    await expect(page).toHaveURL(/\/manager\/candidate\/\d+\?return=/);
    const row = codesPanel(page).getByRole('row', { name: new RegExp(`^${testName}`) });
    await expect(row.getByRole('img', { name: 'Test invited' })).toBeVisible();
    await expect(row.getByRole('cell').nth(3)).toHaveText(/\d{4}/);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('the simulated provider reports the result: COMPLETED with the score', async () => {
    const row = codesPanel(page).getByRole('row', { name: new RegExp(`^${testName}`) });
    await reloadUntilMarked(page, row, 'Result completed', 300_000);
    await expect(row.getByRole('img', { name: 'Test completed' })).toBeVisible();
    // The score column: the simulated provider scores 40 to 95.
    await expect(row.getByRole('cell').nth(2)).toHaveText(/^(4\d|[5-8]\d|9[0-5])$/);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('back in the list, both candidates show the completed test and result', async () => {
    await page.goBack();
    await expect(candidateRows(page).first()).toBeVisible();
    for (const person of people) {
      await reloadUntilMarked(page, rowOf(person), 'Result completed', 120_000);
      await expect(rowOf(person).getByRole('img', { name: 'Test completed' })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
  });
});
