import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { signInToApi } from '../support/api-session.ts';
import { cvFile } from '../support/application.ts';
import { signUpCandidate } from '../support/candidate.ts';
import { applyThroughForm, createClientOrganisation, pageOnHost } from '../support/client-organisation.ts';
import { field } from '../support/fields.ts';
import { linkTo, readOutbox } from '../support/outbox.ts';
import { fillSignIn } from '../support/sign-in.ts';

// Issue 17: the provider's admin sets up a new client: adds its manager admin in the admin console, who
// on-boards from the emailed link and opens a role; a new candidate applies on the client's own host; the
// admin then signs in as that manager for support, sees the banner, ends it, and the audit log shows it.

const managerPassword = 'Onboard#Client2026';
const roleName = `Graduate Analyst ${Date.now()}`;
const reason = `Support ticket ${Date.now()}: help setting up the first role`;

test('an admin onboards a client whose manager opens a role, then signs in as that manager for support', async ({
  page,
  browser,
  request,
}) => {
  const admin = await signInToApi(request, 'admin@shortlist.test');
  const client = await createClientOrganisation(admin, 'larch');
  const manager = {
    firstName: 'Rowan',
    lastName: 'Hale',
    email: `rowan.hale.${client.subdomain}@example.test`,
  };

  await test.step('the admin adds the client’s manager admin in the admin console', async () => {
    await page.goto(`/admin/organizations/${client.id}`);
    await fillSignIn(page, 'admin@shortlist.test', 'Shortlist#2026');
    await expect(page.getByRole('heading', { name: client.name, level: 1 })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Organisation sections' })
      .getByRole('link', { name: 'Users' })
      .click();
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await expect(page.getByText('No users yet.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await field(page, 'First name').fill(manager.firstName);
    await field(page, 'Last name').fill(manager.lastName);
    await field(page, 'Email').fill(manager.email);
    await field(page, 'Type').selectOption({ label: 'Admin' });
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('status')).toHaveText(`Invitation sent to ${manager.email}.`);
    const row = page.getByRole('row', { name: /Rowan Hale/ });
    await expect(row.getByLabel('Type of Rowan Hale')).toHaveValue('HIRING_MANAGER_ADMIN');
    await expectNoSeriousA11yViolations(page);
  });

  const managerPage = await pageOnHost(browser, client.url);
  await test.step('the manager on-boards from the emailed link', async () => {
    const message = await readOutbox(manager.email, { subject: client.name });
    const link = linkTo(message, '/on-boarding/');
    expect(new URL(link).hostname).toBe(`${client.subdomain}.localhost`);
    await managerPage.goto(link);
    await expect(managerPage.getByRole('heading', { name: 'Set your password', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(managerPage);
    await field(managerPage, 'Password').fill(managerPassword);
    await managerPage.getByRole('button', { name: 'Set password' }).click();
    await expect(managerPage.getByRole('heading', { name: 'Your password is set', level: 1 })).toBeVisible();
  });

  await test.step('the manager creates and opens a role in Settings > Roles', async () => {
    await managerPage.goto('/manager/settings/roles');
    await fillSignIn(managerPage, manager.email, managerPassword);
    await expect(managerPage.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
    await managerPage.getByRole('button', { name: 'New role' }).click();
    await expect(managerPage.getByRole('heading', { name: 'New role', level: 1 })).toBeVisible();
    await field(managerPage, 'Role name').fill(roleName);
    // A company's first role type (its sector vocabulary's), whatever its wording.
    await field(managerPage, 'Role type').selectOption({ index: 1 });
    await field(managerPage, 'Deadline').fill('2030-06-30');
    await expectNoSeriousA11yViolations(managerPage);
    await managerPage.getByRole('button', { name: 'Save role' }).click();
    await expect(managerPage).toHaveURL(/\/manager\/settings\/roles\/\d+$/);
    await managerPage.getByRole('link', { name: 'Roles', exact: true }).last().click();
    const actions = managerPage.getByRole('group', { name: `Actions for ${roleName}` });
    await actions.getByRole('button', { name: 'Open' }).click();
    await expect(managerPage.getByText(`${roleName} is open for applications.`)).toBeVisible();
    await managerPage.context().close();
  });

  await test.step('a new candidate applies on the client’s own host', async () => {
    const candidate = await pageOnHost(browser, client.url);
    await candidate.goto('/roles');
    await signUpCandidate(candidate, {
      firstName: 'Noor',
      lastName: 'Haddad',
      email: `noor.haddad.${client.subdomain}@example.test`,
      password: 'Fresh#Start2026',
    });
    await applyThroughForm(candidate, roleName, cvFile);
    await expectNoSeriousA11yViolations(candidate);
    await candidate.context().close();
  });

  await test.step('the admin signs in as the manager with a reason and sees the banner', async () => {
    await page.reload();
    await page
      .getByRole('row', { name: /Rowan Hale/ })
      .getByRole('button', { name: 'Sign in as' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Sign in as Rowan Hale' });
    await dialog.getByRole('button', { name: 'Sign in as Rowan Hale' }).click();
    await expect(dialog.getByText('Must be at least 3 characters.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await field(dialog, 'Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Sign in as Rowan Hale' }).click();
    await expect(page).toHaveURL(/\/manager/);
    const banner = page.getByRole('region', { name: 'Support session' });
    await expect(
      banner.getByText(/^Signed in as Rowan Hale for support · ends at \d{2}:\d{2}$/),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/manager/settings/roles');
    await expect(page.getByRole('link', { name: roleName })).toBeVisible();
    await expect(banner).toBeVisible();
  });

  await test.step('ending the session returns the admin to the admin console', async () => {
    await page
      .getByRole('region', { name: 'Support session' })
      .getByRole('button', { name: 'End now' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin/organizations/${client.id}/users$`));
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Support session' })).toHaveCount(0);
  });

  await test.step('the audit log shows who signed in as whom, and why', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    await page.getByLabel('Organisation').selectOption({ label: client.name });
    await page.getByLabel('Action').fill('user.hr-token.issued');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: 'user.hr-token.issued' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('admin@shortlist.test');
    await expect(row).toContainText(client.name);
    await expect(row).toContainText(`reason: ${reason}`);
    await expect(row).toContainText(`asEmail: ${manager.email}`);
    await expectNoSeriousA11yViolations(page);
  });
});
