import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { field } from './fields.ts';
import { readOutbox } from './outbox.ts';

// Signing in through the Login screen as a person does: email and password, then, when the account asks
// for one, the one-time code from the newest sign-in message in the outbox.

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The code of the newest sign-in message sent to the address since the given time. */
export async function readSignInCode(email: string, since: number): Promise<string> {
  const message = await readOutbox(email, { subject: 'sign-in code', since });
  const code = /\b(\d{4,8})\b/.exec(message.subject)?.[1];
  if (!code) throw new Error(`No code in "${message.subject}"`);
  return code;
}

export async function enterOneTimeCode(page: Page, code: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Enter your one-time code' })).toBeVisible();
  await field(page, 'One-time code').fill(code);
  await page.getByRole('button', { name: 'Verify code' }).click();
}
