import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { apiJson, signInToApi } from '../support/api-session.ts';
import {
  crowdedHartwellRole,
  hartwellManagerAdmin,
  pickStage,
  roleAddress,
  selectionBar,
  signedInPage,
  signInToConsole,
} from '../support/console.ts';
import { parseCsv } from '../support/csv.ts';
import { demoUsers, hartwellUrl } from '../support/environment.ts';
import {
  applicantWithAnswers,
  distinctiveSurname,
  exportSelectionText,
  keepBlindStage,
  makeStageBlind,
  rowOfId,
  showRoleListColumns,
} from '../support/fair-review.ts';

// Issue 13, blind review: a manager admin makes a stage blind in Settings › Organisation; a standard manager
// then meets a fresh applicant at that stage without their name in the list, the record or the CSV export,
// while the contextual flags stay; the manager admin reveals them with a reason. The stage is one no other
// journey reads, and the blind stages and the manager's list columns are put back afterwards.

const blindStage = { id: 19, name: 'Draft received' };

test('a blind stage hides the name in the list, the record and the export but keeps the flags, until an admin reveals it', async ({
  browser,
  page,
  request,
}) => {
  const person = {
    firstName: 'Perpetua',
    lastName: distinctiveSurname('Blindwater'),
    email: `blind.review.${Date.now()}@example.test`,
    password: 'Blind#Review2026',
  };
  const identifying = [person.firstName, person.lastName, person.email];
  // Free school meals turns on a contextual flag, which blind review must leave in view.
  const { id } = await applicantWithAnswers(browser, request, person, {
    socialMobility: { freeSchoolMeals: true },
  });
  const admin = await signInToApi(request, hartwellManagerAdmin);
  const manager = await signInToApi(request, demoUsers.hartwellManager);
  const blindStages = await keepBlindStage(admin, blindStage.id);
  let restoreColumns = async () => {};
  const hidesIdentity = async (scope: Page) => {
    // Every panel that loads on its own has answered, so a late one cannot show the name after the check.
    await scope.waitForLoadState('networkidle');
    for (const text of identifying) await expect(scope.locator('body')).not.toContainText(text);
    await expect(scope).not.toHaveTitle(new RegExp(person.lastName));
  };

  const adminPage = await signedInPage(browser, hartwellUrl, hartwellManagerAdmin);
  try {
    await test.step('the manager admin makes the stage blind and the applicant reaches it', async () => {
      await makeStageBlind(adminPage, blindStage.name);
      expect((await blindStages.read()).blindReviewStageIds).toContain(blindStage.id);
      await apiJson(admin, 'POST', `/candidate/${id}/ostage/${blindStage.id}`);
    });

    await test.step('the list shows the anonymised label and the flag, not the name', async () => {
      await signInToConsole(page, demoUsers.hartwellManager);
      await page.goto(await roleAddress(page, crowdedHartwellRole));
      restoreColumns = await showRoleListColumns(page, manager, ['ID', 'Flags']);
      await pickStage(page, blindStage.name);
      const row = rowOfId(page, id);
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('button', { name: 'Anonymised candidate' })).toBeVisible();
      await expect(row).toContainText('Free school meals');
      await hidesIdentity(page);
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('the CSV export of the list holds the candidate but not their name or email', async () => {
      await rowOfId(page, id).getByRole('checkbox').check();
      await expect(selectionBar(page)).toContainText('1 selected');
      const text = await exportSelectionText(page);
      const [header, ...records] = parseCsv(text);
      expect(records.map((record) => record[header?.indexOf('id') ?? -1])).toEqual([String(id)]);
      for (const detail of identifying) expect(text).not.toContain(detail);
    });

    await test.step('the record shows the blind label, the notice and the flag, and hides the CV', async () => {
      await rowOfId(page, id).getByRole('button', { name: 'Anonymised candidate' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Candidate ${id}`);
      await expect(
        page.getByText('Blind review: identifying details are hidden at this stage'),
      ).toBeVisible();
      const flags = page.getByRole('region', { name: 'Contextual flags', exact: true });
      await expect(flags.getByRole('button', { name: 'Free school meals' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Documents', exact: true })).toContainText(
        'Hidden during blind review',
      );
      await expect(page.getByRole('button', { name: 'Reveal', exact: true })).toHaveCount(0);
      await hidesIdentity(page);
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('the manager admin reveals the candidate with a reason, and the name shows', async () => {
      await adminPage.goto(`/manager/candidate/${id}`);
      await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText(`Candidate ${id}`);
      await adminPage.getByRole('button', { name: 'Reveal', exact: true }).click();
      const dialog = adminPage.getByRole('dialog', { name: 'Reveal this candidate?' });
      await dialog
        .getByRole('textbox', { name: 'Reason for revealing' })
        .fill('Invited to interview; the panel needs to know who to expect.');
      await expectNoSeriousA11yViolations(adminPage);
      await dialog.getByRole('button', { name: 'Reveal candidate' }).click();
      await expect(dialog).toBeHidden();
      const fullName = `${person.firstName} ${person.lastName}`;
      await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText(fullName);
      await expect(adminPage.getByText(/^Revealed by /)).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fullName);
      await expect(page.getByRole('link', { name: person.email })).toBeVisible();
    });
  } finally {
    await adminPage.context().close();
    await blindStages.restore();
    await restoreColumns();
  }
});
