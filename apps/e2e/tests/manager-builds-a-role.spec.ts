import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { signUpCandidate } from '../support/candidate.ts';
import { consentAlreadyChosen } from '../support/consent.ts';
import { hartwellManagerAdmin, roleAddress, signInToConsole } from '../support/console.ts';
import { field } from '../support/fields.ts';

// Issue 16: a manager admin creates a role with a four-step form of six field types, previews it and opens
// it; a smart group of the role's candidates is saved; a new candidate applies through that form in the
// portal; refreshing the smart group brings the applicant in.

const roleName = `Commercial Vacation Scheme ${Date.now()}`;
const groupName = `Applicants to ${roleName}`;
const cvFile = new URL('../fixtures/cv.pdf', import.meta.url).pathname;

// Four steps, six field types: short text, dropdown, long text, date, yes/no toggle, checkbox.
const steps = [
  {
    title: 'About you',
    questions: [
      ['Short text', 'Preferred name'],
      ['Dropdown', 'Preferred office'],
    ],
  },
  { title: 'Motivation', questions: [['Long text', 'Why commercial law?']] },
  {
    title: 'Availability',
    questions: [
      ['Date', 'Available from'],
      ['Yes / no toggle', 'Need a visa?'],
    ],
  },
  { title: 'Confirmation', questions: [['Checkbox', 'I can attend all two weeks']] },
] as const;

const step = (page: Page, number: number, title: string) =>
  page.getByRole('region', { name: `Step ${number}: ${title}` });

async function addQuestion(stepRegion: Locator, type: string, label: string): Promise<void> {
  const adder = stepRegion.getByRole('form', { name: /Add a question/ });
  await adder.getByLabel('Question type').selectOption({ label: type });
  await adder.getByLabel('Question', { exact: true }).fill(label);
  await adder.getByLabel('Question', { exact: true }).press('Enter');
  await expect(stepRegion.getByRole('button', { name: `Edit: ${label}` })).toBeVisible();
}

test('a manager admin builds a role’s four-step form, previews and opens it, and a new candidate applies through it', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInToConsole(page, hartwellManagerAdmin);

  await test.step('creates the role with its four-step form', async () => {
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'New role' }).click();
    await expect(page.getByRole('heading', { name: 'New role', level: 1 })).toBeVisible();

    await field(page, 'Role name').fill(roleName);
    await field(page, 'Role type').selectOption({ label: 'Vacation scheme' });
    await field(page, 'Work arrangement').selectOption({ label: 'Hybrid' });
    await field(page, 'Deadline').fill('2030-06-30');
    for (const [index, { title, questions }] of steps.entries()) {
      await page.getByRole('button', { name: 'Add step' }).click();
      const fresh = step(page, index + 1, `Step ${index + 1}`);
      await fresh.getByLabel('Step title').fill(title);
      const named = step(page, index + 1, title);
      for (const [type, label] of questions) await addQuestion(named, type, label);
    }
    const aboutYou = step(page, 1, 'About you');
    await aboutYou.getByRole('button', { name: 'Edit: Preferred office' }).click();
    for (const [number, office] of ['London', 'Manchester'].entries()) {
      await aboutYou.getByRole('button', { name: 'Add option' }).click();
      await aboutYou.getByLabel(`Option ${number + 1}`, { exact: true }).fill(office);
    }
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Save role' }).click();
    await expect(page).toHaveURL(/\/manager\/settings\/roles\/\d+$/);
    await expect(page.getByRole('heading', { name: `Edit ${roleName}`, level: 1 })).toBeVisible();
  });

  await test.step('previews the form in the portal’s own renderer', async () => {
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: /Preview form/ }).click(),
    ]);
    await expect(preview).toHaveURL(/\/preview\/\d+$/);
    for (const { title } of steps) {
      await expect(preview.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    }
    await expect(field(preview, 'Preferred office')).toBeDisabled();
    await expectNoSeriousA11yViolations(preview);
    await preview.close();
  });

  await test.step('opens the role for applications', async () => {
    await page.getByRole('link', { name: 'Roles', exact: true }).last().click();
    const actions = page.getByRole('group', { name: `Actions for ${roleName}` });
    await actions.getByRole('button', { name: 'Open' }).click();
    await expect(page.getByText(`${roleName} is open for applications.`)).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Close' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('saves the role’s candidates as a smart group, empty so far', async () => {
    // Every stage of the role, so the group's filter is the role alone.
    await page.goto('/manager/roles');
    await page.goto(`${await roleAddress(page, roleName)}?stage=all`);
    await expect(page.getByRole('heading', { name: roleName, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Save as smart group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as smart group' });
    await field(dialog, 'Group name').fill(groupName);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Smart group “${groupName}” created with 0 candidates.`)).toBeVisible();
  });

  await test.step('a new candidate applies through the four steps in the portal', async () => {
    const context = await browser.newContext({ baseURL, storageState: consentAlreadyChosen });
    const candidate = await context.newPage();
    await candidate.goto('/roles');
    await signUpCandidate(candidate, {
      firstName: 'Priya',
      lastName: 'Raman',
      email: `priya.raman.${Date.now()}@example.test`,
      password: 'Fresh#Start2026',
    });
    await candidate.getByRole('list', { name: 'Open roles' }).getByRole('link', { name: roleName }).click();
    await candidate.getByRole('link', { name: 'Apply now' }).first().click();
    const next = () => candidate.getByRole('button', { name: 'Save and continue' }).click();
    const heading = (name: string) => candidate.getByRole('heading', { name, level: 2, exact: true });

    await expect(heading('Your profile')).toBeVisible();
    await next();
    await expect(heading('About you')).toBeVisible();
    await field(candidate, 'Preferred name').fill('Priya');
    await field(candidate, 'Preferred office').selectOption({ label: 'Manchester' });
    await expectNoSeriousA11yViolations(candidate);
    await next();
    await expect(heading('Motivation')).toBeVisible();
    await field(candidate, 'Why commercial law?').fill('Deals that change how companies grow.');
    await next();
    await expect(heading('Availability')).toBeVisible();
    await field(candidate, 'Available from').fill('2030-07-06');
    await candidate.getByRole('switch', { name: 'Need a visa?' }).click();
    await expectNoSeriousA11yViolations(candidate);
    await next();
    await expect(heading('Confirmation')).toBeVisible();
    await field(candidate, 'I can attend all two weeks').check();
    await next();
    await expect(heading('Documents')).toBeVisible();
    await field(candidate, 'CV').setInputFiles(cvFile);
    await expect(candidate.getByText('cv.pdf')).toBeVisible();
    await next();
    await expect(heading('Declarations')).toBeVisible();
    await candidate.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await candidate.getByRole('button', { name: 'Submit application' }).click();
    await expect(candidate.getByRole('heading', { name: 'Application submitted', level: 1 })).toBeVisible();
    await context.close();
  });

  await test.step('refreshing the smart group brings the applicant in', async () => {
    await page.goto('/manager/settings/groups');
    await expect(page.getByRole('heading', { name: 'Groups', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: `Refresh ${groupName}` }).click();
    await expect(page.getByText('Group refreshed')).toBeVisible();
    await expect(page.getByText(`“${groupName}” now holds 1 candidate.`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
