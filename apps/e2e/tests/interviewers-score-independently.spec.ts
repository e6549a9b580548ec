import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { apiJson, signInToApi } from '../support/api-session.ts';
import { createClientOrganisation, pageOnHost } from '../support/client-organisation.ts';
import type { Account } from '../support/firm.ts';
import { addManager, applyThroughApi, openRole } from '../support/firm.ts';
import { fillSignIn } from '../support/sign-in.ts';

// Issue 33, independent scorecards: a firm of the journey's own, its manager admin keeps the competency
// framework, and two interviewers score the same candidate. The second cannot see the first's ratings before
// submitting (the screen says how many are hidden, and shows none of them); after, both scorecards are on the
// record with their authors, for each of them.

const stamp = Date.now().toString(36);
const atInterview = 3;

async function signInOnHost(page: Page, account: Account) {
  await page.goto('/manager/roles');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await fillSignIn(page, account.email, account.password);
  await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
}

const scorecards = (page: Page) => page.getByRole('region', { name: 'Scorecards' });

/** Rates each competency shown, writes its evidence, recommends and submits. */
async function scoreAndSubmit(
  page: Page,
  ratings: Record<string, string>,
  evidence: string,
  recommendation: string,
) {
  const section = scorecards(page);
  for (const [competency, option] of Object.entries(ratings)) {
    const group = section.getByRole('group', { name: `${competency}: rating` });
    await group.getByRole('radio', { name: option }).check();
    await section
      .getByRole('textbox', { name: `Evidence for ${competency}` })
      .fill(`${evidence} (${competency})`);
  }
  await section.getByRole('radio', { name: recommendation, exact: true }).check();
  await section.getByRole('button', { name: 'Submit scorecard' }).click();
  await expect(section.getByRole('status')).toContainText('Scorecard submitted');
}

test('two interviewers score one candidate independently: the second sees no rating before submitting, both authors after', async ({
  browser,
  request,
}) => {
  const admin = await signInToApi(request, 'admin@shortlist.test');
  const firm = await createClientOrganisation(admin, 'panel');
  const person = (firstName: string, lastName: string) => ({
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}.${firm.subdomain}@example.test`,
  });
  const { firmAdmin, first, second, candidateId } =
    await test.step('the firm, its people and a candidate at interview', async () => {
      const roleId = await openRole(admin, firm, `Trainee Solicitor ${stamp}`);
      const firmAdmin = await addManager(
        admin,
        firm,
        person('Rhian', 'Morgan'),
        'Panel#Admin2026',
        'HIRING_MANAGER_ADMIN',
      );
      const first = await addManager(
        admin,
        firm,
        person('Tomasz', 'Nowak'),
        'Panel#First2026',
        'HIRING_MANAGER',
      );
      const second = await addManager(
        admin,
        firm,
        person('Imani', 'Achebe'),
        'Panel#Second2026',
        'HIRING_MANAGER',
      );
      const applicant = { ...person('Noor', 'Haddad'), password: 'Applicant#2026' };
      const candidateId = await applyThroughApi(request, roleId, applicant);
      const adminApi = await signInToApi(request, firmAdmin.email, firmAdmin.password);
      await apiJson(adminApi, 'POST', `/candidate/${candidateId}/ostage/${atInterview}`, {
        message: { send: false },
      });
      return { firmAdmin, first, second, candidateId };
    });

  await test.step('the manager admin adds two competencies with their rating guides', async () => {
    const page = await pageOnHost(browser, firm.url);
    await signInOnHost(page, firmAdmin);
    await page.goto('/manager/settings/competencies');
    await expect(page.getByRole('heading', { name: 'Competencies', level: 1 })).toBeVisible();
    const guides = {
      Analysis: ['Restates the facts', 'Weighs the evidence', 'Spots the issue others miss'],
      Advocacy: ['Unpersuasive', 'Clear and reasoned', 'Compelling under challenge'],
    };
    for (const [name, [one = '', three = '', five = '']] of Object.entries(guides)) {
      await page.getByRole('button', { name: 'Add a competency' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a competency' });
      await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
      await dialog.getByRole('textbox', { name: /What a 1 looks like/ }).fill(one);
      await dialog.getByRole('textbox', { name: /What a 3 looks like/ }).fill(three);
      await dialog.getByRole('textbox', { name: /What a 5 looks like/ }).fill(five);
      if (name === 'Analysis') await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('rowheader', { name })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    await page.context().close();
  });

  const firstPage = await pageOnHost(browser, firm.url);
  await test.step('the first interviewer submits a scorecard, seeing no one else’s yet', async () => {
    await signInOnHost(firstPage, first);
    await firstPage.goto(`/manager/candidate/${candidateId}`);
    const section = scorecards(firstPage);
    await expect(section.getByRole('group', { name: 'Analysis: rating' })).toBeVisible();
    await expect(section.getByRole('radio', { name: '3: Weighs the evidence' })).toBeVisible();
    await expectNoSeriousA11yViolations(firstPage);
    await scoreAndSubmit(
      firstPage,
      { Analysis: '5: Spots the issue others miss', Advocacy: '4' },
      'Tomasz saw',
      'Strong yes',
    );
    await expect(
      section.getByText('No one else has submitted a scorecard for this stage yet.'),
    ).toBeVisible();
  });

  const secondPage = await pageOnHost(browser, firm.url);
  await test.step('the second interviewer sees only that one scorecard is hidden, none of its ratings', async () => {
    await signInOnHost(secondPage, second);
    await secondPage.goto(`/manager/candidate/${candidateId}`);
    const section = scorecards(secondPage);
    await expect(section.getByText('1 other scorecard is hidden until you submit yours.')).toBeVisible();
    await secondPage.waitForLoadState('networkidle');
    // Neither the first's name, evidence nor any rating table of theirs is on the screen.
    await expect(section).not.toContainText('Tomasz');
    await expect(section.getByRole('article')).toHaveCount(0);
    await expect(section.getByRole('table')).toHaveCount(0);
    await expect(section.getByRole('region', { name: 'Everyone’s scorecards' })).toHaveCount(0);
    for (const radio of await section.getByRole('radio').all()) await expect(radio).not.toBeChecked();
    await expectNoSeriousA11yViolations(secondPage);
  });

  await test.step('after submitting, both scorecards are on the record with their authors', async () => {
    await scoreAndSubmit(secondPage, { Analysis: '2', Advocacy: '3: Clear and reasoned' }, 'Imani saw', 'No');
    const everyone = scorecards(secondPage).getByRole('region', { name: 'Everyone’s scorecards' });
    await expect(everyone.getByRole('article', { name: 'Tomasz Nowak' })).toContainText('Strong yes');
    await expect(everyone.getByRole('article', { name: 'Tomasz Nowak' })).toContainText(
      'Tomasz saw (Analysis)',
    );
    await expect(everyone.getByRole('article', { name: 'Imani Achebe' })).toContainText('No');
    // Analysis was rated 5 and 2: a spread of 3 is flagged for the wash-up.
    await expect(
      everyone.getByRole('table', { name: 'Mean and spread of the submitted ratings per competency' }),
    ).toContainText('Disagreement');
    await expect(scorecards(secondPage).getByText(/hidden until you submit/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(secondPage);

    await firstPage.reload();
    const seenByFirst = scorecards(firstPage).getByRole('region', { name: 'Everyone’s scorecards' });
    await expect(seenByFirst.getByRole('article', { name: 'Imani Achebe' })).toContainText(
      'Imani saw (Analysis)',
    );
    await expect(seenByFirst.getByRole('article', { name: 'Tomasz Nowak' })).toBeVisible();
  });
  await firstPage.context().close();
  await secondPage.context().close();
});
