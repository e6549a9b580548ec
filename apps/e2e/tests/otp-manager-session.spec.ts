import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { apiUrl, demoPassword, demoUsers } from '../support/environment.ts';
import { enterOneTimeCode, fillSignIn, readSignInCode } from '../support/sign-in.ts';

// Journey 3 of issue 7: otp.manager@hartwell.test signs in with the code from the outbox, comes back to
// the protected page it asked for, has an expired access token refreshed unnoticed, and logs out.

type SavedSession = { access_token: string; refresh_token: string | null; expiresOn: number };

test('a manager with a one-time code returns to the page asked for, stays signed in, and logs out', async ({
  page,
}) => {
  const email = demoUsers.otpManager;

  // A protected page while signed out goes to /login, carrying where to come back to.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?url=%2Faccount/);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const askedAt = Date.now();
  await fillSignIn(page, email, demoPassword);
  await expect(page.getByRole('heading', { name: 'Enter your one-time code', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await enterOneTimeCode(page, await readSignInCode(email, askedAt));

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  const firstName = await page.getByRole('textbox', { name: 'First name' }).inputValue();
  const lastName = await page.getByRole('textbox', { name: 'Last name' }).inputValue();
  await expectNoSeriousA11yViolations(page);

  // Decision: the browser cannot reach the database, so the saved session is made to say its access
  // token has expired; the next call must refresh it first (grant_type=refresh_token) and carry on.
  const before = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth') ?? 'null') as SavedSession,
  );
  expect(before.refresh_token).toBeTruthy();
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('auth') ?? '{}');
    localStorage.setItem('auth', JSON.stringify({ ...session, expiresOn: Date.now() - 60_000 }));
  });
  const refresh = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/oauth/token' &&
      // The refresh grant travels in the body, never in the address (issue 31).
      (response.request().postData() ?? '').includes('refresh_token'),
  );
  await page.goto('/settings');
  expect((await refresh).status()).toBe(200);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const after = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null') as SavedSession);
  expect(after.access_token).not.toBe(before.access_token);
  expect(after.expiresOn).toBeGreaterThan(Date.now());
  await expectNoSeriousA11yViolations(page);

  // Logout, from the user menu (named after the user), ends the session here and on the server.
  const userMenu = page.getByRole('banner').getByRole('button', { name: `${firstName} ${lastName}` });
  await userMenu.click();
  await expect(userMenu).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?url=%2Faccount/);
  const revoked = await page.request.get(`${apiUrl}/api/v1/user`, {
    headers: { Authorization: `Bearer ${after.access_token}` },
  });
  expect(revoked.status()).toBe(401);
});
