import type { Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { apiJson, ownApplicationId, signInToApi } from '../support/api-session.ts';
import { freshApplicant } from '../support/application.ts';
import type { NewCandidate } from '../support/candidate.ts';
import { consentAlreadyChosen } from '../support/consent.ts';
import { crowdedHartwellRole } from '../support/console.ts';
import { demoUsers, hartwellUrl } from '../support/environment.ts';
import { fillSignIn } from '../support/sign-in.ts';

// Journey 2 of issue 32: a candidate withdraws an application from the portal and reads Withdrawn; a
// candidate a manager rejects reads Unsuccessful, never an internal stage name.

const applicant = (firstName: string): NewCandidate => ({
  firstName,
  lastName: 'Statusreader',
  email: `status.${firstName.toLowerCase()}.${Date.now()}@example.test`,
  password: 'Status#Reader2026',
});

async function applicationsPage(browser: Browser, person: NewCandidate): Promise<Page> {
  const context = await browser.newContext({ baseURL: hartwellUrl, storageState: consentAlreadyChosen });
  const page = await context.newPage();
  await page.goto('/login');
  await fillSignIn(page, person.email, person.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/applications');
  await expect(page.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
  return page;
}

const applicationCard = (page: Page) =>
  page
    .getByRole('list', { name: 'Your applications' })
    .getByRole('listitem')
    .filter({ hasText: crowdedHartwellRole });

test('a candidate withdraws and reads Withdrawn; a rejected candidate reads Unsuccessful', async ({
  browser,
  request,
}) => {
  const leaving = applicant('Wren');
  const rejected = applicant('Rowan');
  await freshApplicant(browser, leaving, crowdedHartwellRole);
  await freshApplicant(browser, rejected, crowdedHartwellRole);

  // The candidate who withdraws: asked first, with a kind and optional reason, then told it is done.
  const page = await applicationsPage(browser, leaving);
  const card = applicationCard(page);
  await expect(card).toContainText('Status: Submitted');
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: `Withdraw your application for ${crowdedHartwellRole}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw your application?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('radio', { name: 'My plans have changed' }).check();
  await dialog
    .getByRole('textbox', { name: /Anything you would like to add/ })
    .fill('I am staying in research.');
  await dialog.getByRole('button', { name: 'Withdraw application' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(`You have withdrawn your application for ${crowdedHartwellRole}.`, { exact: false }),
  ).toBeVisible();
  await expect(card).toContainText('Status: Withdrawn');
  await expect(card.getByRole('button', { name: /Withdraw/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // Read again from the server, it still says so.
  await page.reload();
  await expect(applicationCard(page)).toContainText('Status: Withdrawn');

  // The firm sees the move and the reason on the record's history.
  const manager = await signInToApi(request, demoUsers.hartwellManager);
  const leavingId = await ownApplicationId(await signInToApi(request, leaving.email, leaving.password));
  const [latest] = await apiJson<{ reason: string; toStageId: number; withdrawal: unknown }[]>(
    manager,
    'GET',
    `/candidate/${leavingId}/history`,
  );
  expect(latest).toMatchObject({
    reason: 'withdrawn',
    toStageId: 15,
    withdrawal: { reason: 'plans-changed', note: 'I am staying in research.' },
  });

  // The candidate a manager rejects reads Unsuccessful, not Submitted, and has nothing to withdraw. Here the firm
  // sends no email (it told them by phone); a rejection whose email still waits for its time reads In review
  // until it goes (candidate-withdrawal.test.ts moves the API's clock for that).
  const rejectedId = await ownApplicationId(await signInToApi(request, rejected.email, rejected.password));
  await apiJson(manager, 'POST', `/candidate/${rejectedId}/ostage/16`, {
    rejectionReasonId: 'other',
    message: { send: false },
  });
  const rejectedPage = await applicationsPage(browser, rejected);
  const rejectedCard = applicationCard(rejectedPage);
  await expect(rejectedCard).toContainText('Status: Unsuccessful');
  await expect(rejectedCard).not.toContainText('Rejected');
  await expect(rejectedCard.getByRole('button', { name: /Withdraw/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(rejectedPage);
  await page.context().close();
  await rejectedPage.context().close();
});
