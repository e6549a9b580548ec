import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { field } from '../support/fields.ts';
import { linkTo, readOutbox } from '../support/outbox.ts';
import { fillSignIn } from '../support/sign-in.ts';

// Journey 1 of issue 7: a new candidate finds a role on Hartwell's site, signs up, verifies the email from
// the link in the outbox, completes the profile, applies through every step of the role's form with a CV,
// submits, and sees the application on /applications. A reload mid-form keeps the answers.

const roleName = 'Training Contract 2028';
const cvFile = new URL('../fixtures/cv.pdf', import.meta.url).pathname;

const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { name, level: 2, exact: true });

test('a new candidate signs up, builds a profile and applies for a role with a CV', async ({ page }) => {
  const email = `new.candidate.${Date.now()}@example.test`;
  const password = 'Fresh#Start2026';

  await test.step('finds the role on the organisation’s site', async () => {
    await page.goto('/roles');
    await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('list', { name: 'Open roles' }).getByRole('link', { name: roleName }).click();
    await expect(page.getByRole('heading', { name: roleName, level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('is asked to sign in to apply, and signs up instead', async () => {
    await page.getByRole('link', { name: 'Apply now' }).first().click();
    await expect(page).toHaveURL(/\/login\?url=%2Fapply%2F\d+/);
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account', level: 1 })).toBeVisible();
    await field(page, 'First name').fill('Alex');
    await field(page, 'Last name').fill('Morgan');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(password);
    await field(page, 'I accept the terms and conditions and the privacy policy').check();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email', level: 1 })).toBeVisible();
    await expect(page.getByText(`We have sent a link to ${email}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('verifies the email from the link in the outbox and signs in', async () => {
    const message = await readOutbox(email, { subject: 'Confirm your email address' });
    const link = linkTo(message, '/verify-email/');
    expect(new URL(link).hostname).toBe('hartwell.localhost');
    await page.goto(link);
    await expect(page.getByText(/^Account created\. Complete your profile/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Complete your profile' }).click();
    await expect(page).toHaveURL(/\/login\?url=%2Fprofile%2Fcreate/);
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await fillSignIn(page, email, password);
  });

  await test.step('completes the profile', async () => {
    await expect(page).toHaveURL(/\/profile\/create$/);
    await expect(page.getByRole('heading', { name: 'Create your profile', level: 1 })).toBeVisible();
    await expect(field(page, 'First name')).toHaveValue('Alex');
    await field(page, 'Year you finished secondary school (GCSEs or equivalent)').selectOption('2019');
    await field(page, 'Year you finished sixth form or college (A levels or equivalent)').selectOption(
      '2021',
    );
    await expectNoSeriousA11yViolations(page);
    await saveAndContinue(page);
    await expect(page).toHaveURL(/\/roles$/);
  });

  await test.step('applies through every step, and a reload mid-form keeps the answers', async () => {
    await page.getByRole('list', { name: 'Open roles' }).getByRole('link', { name: roleName }).click();
    await page.getByRole('link', { name: 'Apply now' }).first().click();
    await expect(page.getByRole('heading', { name: `Apply: ${roleName}`, level: 1 })).toBeVisible();

    await expect(stepHeading(page, 'Your profile')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveAndContinue(page);

    await expect(stepHeading(page, 'About you')).toBeVisible();
    await field(page, 'Which office would you like to join?').selectOption({ label: 'Manchester' });
    await field(page, 'When could you start?').fill('2028-09-04');
    const rightToWork = page.getByRole('switch', { name: 'Do you have the right to work in the UK?' });
    await rightToWork.click();
    await page.getByRole('combobox', { name: 'Nationality' }).fill('Irel');
    await page.getByRole('option', { name: 'Ireland' }).click();
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(stepHeading(page, 'About you')).toBeVisible();
    await expect(field(page, 'Which office would you like to join?')).toHaveValue('manchester');
    await expect(field(page, 'When could you start?')).toHaveValue('2028-09-04');
    await expect(rightToWork).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Nationality' })).toHaveValue('Ireland');
    await saveAndContinue(page);

    await expect(stepHeading(page, 'Motivation')).toBeVisible();
    await field(page, 'Why do you want to join us?').fill(
      'Your training contract rotates through four seats.',
    );
    await field(
      page,
      'Tell us about a business story you have followed recently and why it matters to our clients.',
    ).fill('The growth of private credit and what it means for banking clients.');
    await expectNoSeriousA11yViolations(page);
    await saveAndContinue(page);

    await expect(stepHeading(page, 'Declarations')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await field(page, 'I confirm that the information I have given is accurate and complete.').check();
    await saveAndContinue(page);

    await expect(stepHeading(page, 'Documents')).toBeVisible();
    await field(page, 'CV').setInputFiles(cvFile);
    await expect(page.getByText('cv.pdf')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveAndContinue(page);

    await expect(stepHeading(page, 'Declarations')).toBeVisible();
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Submit application' }).click();
  });

  await test.step('sees the application on /applications', async () => {
    await expect(page).toHaveURL(/\/submitted$/);
    await expect(page.getByRole('heading', { name: 'Application submitted', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Go to my applications' }).click();
    await expect(page).toHaveURL(/\/applications$/);
    const applications = page.getByRole('list', { name: 'Your applications' });
    await expect(applications.getByRole('listitem').filter({ hasText: roleName })).toContainText('Submitted');
    await expectNoSeriousA11yViolations(page);
  });
});
