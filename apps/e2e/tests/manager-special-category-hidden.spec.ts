import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { answerInProfile, apiJson } from '../support/api-session.ts';
import {
  candidateRows,
  crowdedHartwellRole,
  hartwellManagerAdmin,
  pickStage,
  roleAddress,
  signedInPage,
  signInToConsole,
} from '../support/console.ts';
import { demoUsers, hartwellUrl } from '../support/environment.ts';
import {
  applicantWithAnswers,
  describeDiversityInPortal,
  distinctiveSurname,
} from '../support/fair-review.ts';

// Issue 13: special-category data (ethnicity, health, orientation, religion) is never shown per person to
// managers, standard or admin. A fresh applicant describes their gender and ethnicity in the portal profile's
// Diversity section, and health, orientation and religion answers are added to the profile (the role's form
// asks no ethnicity question, so the application holds none). Neither the list nor the record shows any of
// them, and no API reply the console reads while showing them carries them.

const special = {
  gender: 'Zephyrine gender',
  ethnicity: 'Zephyrine heritage',
  health: 'Zephyrine syndrome',
  orientation: 'Zephyrine orientation',
  religion: 'Zephyrine faith',
};
const marker = 'Zephyrine';

/** Every JSON reply of the API the page reads from now on, as text. */
function recordApiReplies(page: Page): () => Promise<string[]> {
  const replies: Promise<string>[] = [];
  page.on('response', (response) => {
    const json = response.headers()['content-type']?.includes('application/json');
    if (response.url().includes('/api/v1/') && json) replies.push(response.text().catch(() => ''));
  });
  return () => Promise.all(replies);
}

async function showsNoSpecialCategory(page: Page): Promise<void> {
  // Every panel that loads on its own has answered, so a late one cannot show an answer after the check.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('body')).not.toContainText(marker);
}

test('no manager, standard or admin, sees a person’s ethnicity or health answers on the page or in the API replies', async ({
  browser,
  page,
  request,
}) => {
  const person = {
    firstName: 'Ottoline',
    lastName: distinctiveSurname('Privett'),
    email: `special.category.${Date.now()}@example.test`,
    password: 'Private#Answers2026',
  };
  const { id, candidate } = await applicantWithAnswers(browser, request, person, {});
  await describeDiversityInPortal(browser, person, special);
  // Health, orientation and religion have no question in the portal; they are answers the profile can hold.
  await answerInProfile(candidate, {
    diversity: {
      healthConditions: [special.health],
      orientation: special.orientation,
      religion: special.religion,
    },
  });
  // The answers are stored: the candidate reads them back, so their absence below is the managers' view.
  const ownProfile = JSON.stringify(await apiJson(candidate, 'GET', '/user/profile'));
  for (const answer of Object.values(special)) expect(ownProfile).toContain(answer);

  const managerReplies = recordApiReplies(page);
  await test.step('a standard manager finds the applicant in the list and opens the record', async () => {
    await signInToConsole(page, demoUsers.hartwellManager);
    await page.goto(await roleAddress(page, crowdedHartwellRole));
    await expect(candidateRows(page).first()).toBeVisible();
    await pickStage(page, 'Applied');
    const name = `${person.lastName}, ${person.firstName}`;
    const row = candidateRows(page).filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await showsNoSpecialCategory(page);
    await row.getByRole('button', { name }).click();
    await expect(
      page.getByRole('heading', { name: `${person.firstName} ${person.lastName}`, level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Application answers', exact: true })).toBeVisible();
    await showsNoSpecialCategory(page);
    await expectNoSeriousA11yViolations(page);
  });

  const adminPage = await signedInPage(browser, hartwellUrl, hartwellManagerAdmin);
  const adminReplies = recordApiReplies(adminPage);
  try {
    await test.step('a manager admin opening the record does not see them either', async () => {
      await adminPage.goto(`/manager/candidate/${id}`);
      await expect(
        adminPage.getByRole('heading', { name: `${person.firstName} ${person.lastName}`, level: 1 }),
      ).toBeVisible();
      await showsNoSpecialCategory(adminPage);
      await expectNoSeriousA11yViolations(adminPage);
    });

    await test.step('no API reply the pages read carries the answers', async () => {
      const replies = [...(await managerReplies()), ...(await adminReplies())];
      // The record's own reply was among them, so the check below reads what the pages were given.
      expect(replies.filter((reply) => reply.includes(person.lastName)).length).toBeGreaterThanOrEqual(3);
      expect(replies.filter((reply) => reply.includes(marker))).toEqual([]);
    });
  } finally {
    await adminPage.context().close();
  }
});
