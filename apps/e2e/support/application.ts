import type { Browser, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { NewCandidate } from './candidate.ts';
import { signUpCandidate } from './candidate.ts';
import { consentAlreadyChosen } from './consent.ts';
import { hartwellUrl } from './environment.ts';
import { field } from './fields.ts';

// A fresh applicant of Hartwell's training contract, made through the portal as a person would (the apply
// journey, tests/new-candidate-applies.spec.ts, checks each screen): a journey that reviews an application
// gets answers and a CV of its own, and lands at the Applied stage without touching the seeded candidates.

export const cvFile = new URL('../fixtures/cv.pdf', import.meta.url).pathname;

/** What the fresh applicant answers to the motivation question, so a reviewer can find it on the record. */
export const motivationAnswer = 'Your training contract rotates through four seats, and I want all four.';

const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click();
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { name, level: 2, exact: true });

/** Walks the role's form from its first step to submission, answering every required question, with the CV. */
async function applyWithCv(page: Page, roleName: string): Promise<void> {
  await page.getByRole('list', { name: 'Open roles' }).getByRole('link', { name: roleName }).click();
  await page.getByRole('link', { name: 'Apply now' }).first().click();
  await expect(page.getByRole('heading', { name: `Apply: ${roleName}`, level: 1 })).toBeVisible();
  await expect(stepHeading(page, 'Your profile')).toBeVisible();
  await saveAndContinue(page);

  await expect(stepHeading(page, 'About you')).toBeVisible();
  await field(page, 'Which office would you like to join?').selectOption({ label: 'Manchester' });
  await field(page, 'When could you start?').fill('2028-09-04');
  await page.getByRole('switch', { name: 'Do you have the right to work in the UK?' }).click();
  await page.getByRole('combobox', { name: 'Nationality' }).fill('Irel');
  await page.getByRole('option', { name: 'Ireland' }).click();
  await saveAndContinue(page);

  await expect(stepHeading(page, 'Motivation')).toBeVisible();
  await field(page, 'Why do you want to join us?').fill(motivationAnswer);
  await field(
    page,
    'Tell us about a business story you have followed recently and why it matters to our clients.',
  ).fill('The growth of private credit and what it means for banking clients.');
  await saveAndContinue(page);

  await expect(stepHeading(page, 'Declarations')).toBeVisible();
  await field(page, 'I confirm that the information I have given is accurate and complete.').check();
  await saveAndContinue(page);

  await expect(stepHeading(page, 'Documents')).toBeVisible();
  await field(page, 'CV').setInputFiles(cvFile);
  await expect(page.getByText('cv.pdf')).toBeVisible();
  await saveAndContinue(page);

  await expect(stepHeading(page, 'Declarations')).toBeVisible();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: 'Application submitted', level: 1 })).toBeVisible();
}

/** Signs a new candidate up in a browser context of their own and submits an application to the role. */
export async function freshApplicant(browser: Browser, person: NewCandidate, roleName: string) {
  const context = await browser.newContext({ baseURL: hartwellUrl, storageState: consentAlreadyChosen });
  try {
    const page = await context.newPage();
    await signUpCandidate(page, person);
    await applyWithCv(page, roleName);
  } finally {
    await context.close();
  }
}
