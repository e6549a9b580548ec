import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { field } from './fields.ts';
import { linkTo, readOutbox } from './outbox.ts';
import { fillSignIn } from './sign-in.ts';

// A new candidate as the sign-up journey makes one (tests/new-candidate-applies.spec.ts walks it with an axe
// check at every screen): signs up, verifies the email from the outbox link, signs in, completes the profile.

export type NewCandidate = { firstName: string; lastName: string; email: string; password: string };

export async function signUpCandidate(page: Page, person: NewCandidate): Promise<void> {
  await page.goto('/signup');
  await field(page, 'First name').fill(person.firstName);
  await field(page, 'Last name').fill(person.lastName);
  await field(page, 'Email').fill(person.email);
  await field(page, 'Password').fill(person.password);
  await field(page, 'I accept the terms and conditions and the privacy policy').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email', level: 1 })).toBeVisible();

  const message = await readOutbox(person.email, { subject: 'Confirm your email address' });
  await page.goto(linkTo(message, '/verify-email/'));
  await page.getByRole('link', { name: 'Complete your profile' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await fillSignIn(page, person.email, person.password);

  await expect(page.getByRole('heading', { name: 'Create your profile', level: 1 })).toBeVisible();
  await field(page, 'Year you finished secondary school (GCSEs or equivalent)').selectOption('2019');
  await field(page, 'Year you finished sixth form or college (A levels or equivalent)').selectOption('2021');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/roles$/);
}
