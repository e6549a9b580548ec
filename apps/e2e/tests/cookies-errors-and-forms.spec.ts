import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { noConsentChosen } from '../support/consent.ts';
import { demoPassword, demoUsers } from '../support/environment.ts';
import { field } from '../support/fields.ts';
import { portalEntryScripts } from '../support/portal-build.ts';
import { fillSignIn } from '../support/sign-in.ts';

// Journey 4 of issue 7: the cookie banner and dialog of §2, the crash and not-found screens, and bad input
// on each form showing field messages while keeping what was typed.

const storedConsent = (page: Page) => page.evaluate(() => localStorage.getItem('cookiesAccepted'));

test.describe('cookie consent', () => {
  test.use({ storageState: noConsentChosen });

  const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cookie preferences' });

  test('accept all stores true and reloads the page', async ({ page }) => {
    await page.goto('/roles');
    await expect(banner(page)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const reloaded = page.waitForEvent('load');
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await reloaded;
    expect(await storedConsent(page)).toBe('true');
    await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  test('reject all stores false and reloads the page', async ({ page }) => {
    await page.goto('/roles');
    const reloaded = page.waitForEvent('load');
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    await reloaded;
    expect(await storedConsent(page)).toBe('false');
    await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  test('manage hides the banner, and closing the dialog shows it again with nothing stored', async ({
    page,
  }) => {
    await page.goto('/roles');
    await banner(page).getByRole('button', { name: 'Manage cookies' }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(banner(page)).toBeHidden();
    await expect(dialog(page).getByRole('switch', { name: 'Analytics cookies' })).not.toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await dialog(page).getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(banner(page)).toBeVisible();
    expect(await storedConsent(page)).toBeNull();
  });

  test('saving with analytics on accepts all, with it off rejects all', async ({ page }) => {
    await page.goto('/roles');
    await banner(page).getByRole('button', { name: 'Manage cookies' }).click();
    await dialog(page).getByRole('switch', { name: 'Analytics cookies' }).click();
    let reloaded = page.waitForEvent('load');
    await dialog(page).getByRole('button', { name: 'Save preferences and close' }).click();
    await reloaded;
    expect(await storedConsent(page)).toBe('true');
    await expect(banner(page)).toBeHidden();

    await page.evaluate(() => localStorage.removeItem('cookiesAccepted'));
    await page.reload();
    await banner(page).getByRole('button', { name: 'Manage cookies' }).click();
    reloaded = page.waitForEvent('load');
    await dialog(page).getByRole('button', { name: 'Save preferences and close' }).click();
    await reloaded;
    expect(await storedConsent(page)).toBe('false');
  });
});

test('a screen whose code fails to load shows the crash screen', async ({ page }) => {
  // Decision: no test-only route in the product; the network refuses every lazily loaded screen chunk.
  const entryScripts = portalEntryScripts();
  await page.route('**/assets/*.js', (route) =>
    entryScripts.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort('failed'),
  );
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: "Sorry. There's been a problem." })).toBeVisible();
  await expect(page.getByRole('link', { name: 'FAQ page' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'A broken robot' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an unknown address shows the not-found screen with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).not.toHaveURL(/no-such-page/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe('bad input keeps what was typed and says what is wrong', () => {
  test('login', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Enter your email address.')).toBeVisible();
    await expect(page.getByText('Enter your password.')).toBeVisible();

    await field(page, 'Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Enter an email address like name@example.com.')).toBeVisible();
    await expect(field(page, 'Email')).toHaveValue('not-an-email');
    await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);

    // A wrong password for an address with no account: the server's answer, and the email stays.
    await fillSignIn(page, 'nobody.here@example.test', 'Wrong#password1');
    await expect(
      page.getByRole('alert').filter({ hasText: 'The email or password is incorrect.' }),
    ).toBeVisible();
    await expect(field(page, 'Email')).toHaveValue('nobody.here@example.test');
  });

  test('signup', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await field(page, 'First name').fill('Robin');
    await field(page, 'Email').fill('robin@');
    await field(page, 'Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Enter your last name.')).toBeVisible();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Choose a password that meets every rule below.')).toBeVisible();
    await expect(page.getByText('Accept the terms and conditions to continue.')).toBeVisible();
    await expect(field(page, 'First name')).toHaveValue('Robin');
    await expect(field(page, 'Email')).toHaveValue('robin@');
    await expect(field(page, 'Password')).toHaveValue('short');
    await expectNoSeriousA11yViolations(page);
  });

  test('event registration', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('list', { name: 'Upcoming events' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/event\/\d+$/);
    // A click before the list is taken over loads the event's page from the server: typing waits for the browser.
    await page.waitForLoadState('networkidle');
    const form = page.getByRole('form', { name: 'Register for this event' });
    await field(form, 'Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByText('Enter a valid email address.')).toBeVisible();
    await expect(field(form, 'Email')).toHaveValue('not-an-email');
    await expectNoSeriousA11yViolations(page);
  });

  test('profile', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, demoUsers.candidate, demoPassword);
    await expect(page).toHaveURL(/\/applications$/);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    const firstName = field(page, 'First name');
    await expect(firstName).not.toHaveValue('');
    await firstName.fill('');
    const university = page.getByRole('group', { name: 'University 1' });
    await field(university, 'Start year').selectOption('2021');
    await field(university, 'Graduation year (or expected)').selectOption('2019');
    await field(page, 'Preferred name').fill('Mara');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Some answers need your attention.')).toBeVisible();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await expect(page.getByText('The graduation year cannot be before the start year.')).toBeVisible();
    await expect(firstName).toHaveValue('');
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(field(university, 'Graduation year (or expected)')).toHaveValue('2019');
    await expect(field(page, 'Preferred name')).toHaveValue('Mara');
    await expectNoSeriousA11yViolations(page);
  });
});
