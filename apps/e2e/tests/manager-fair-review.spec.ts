import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { freshApplicant } from '../support/application.ts';
import {
  crowdedHartwellRole,
  hartwellManagerAdmin,
  pickStage,
  roleAddress,
  signedInPage,
  signInToConsole,
  stagePicker,
} from '../support/console.ts';
import { apiUrl, demoPassword, demoUsers, hartwellUrl } from '../support/environment.ts';

// Issue 13, fair review: a stage a manager admin makes blind hides who the candidate is in the list, the
// record and the CSV export while the contextual flags stay; and nobody on the hiring side ever reads a
// person's diversity answers, on the page or in the API replies the page reads. Each test has a fresh
// applicant of its own; the blind stage is one no other journey uses, and it is made sighted again after.

const blindStage = { id: 18, name: 'Draft promised' };

async function tokenOf(request: APIRequestContext, email: string, password = demoPassword): Promise<string> {
  const response = await request.post(`${apiUrl}/oauth/token`, {
    headers: {
      Authorization: `Basic ${Buffer.from('shortlist-web:shortlist-web-secret').toString('base64')}`,
    },
    multipart: {
      client_id: 'shortlist-web',
      username: email,
      password,
      grant_type: 'password',
      scope: 'write',
    },
  });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  return (await response.json()).access_token;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A new applicant of the crowded role, with the answers given, and the id of their application. */
async function applicantWith(
  browser: Browser,
  request: APIRequestContext,
  lastName: string,
  profile: Record<string, unknown>,
): Promise<{ id: number; email: string }> {
  const person = {
    firstName: 'Morgan',
    lastName,
    email: `${lastName.toLowerCase()}.${Date.now()}@example.test`,
    password: 'Applicant#2026',
  };
  await freshApplicant(browser, person, crowdedHartwellRole);
  const token = await tokenOf(request, person.email, person.password);
  const saved = await request.put(`${apiUrl}/api/v1/user/profile`, { headers: bearer(token), data: profile });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  const applications = await (
    await request.get(`${apiUrl}/api/v1/candidate`, { headers: bearer(token) })
  ).json();
  const id = (Array.isArray(applications) ? applications : applications.content)[0]?.id;
  expect(id, 'the application').toBeGreaterThan(0);
  return { id, email: person.email };
}

function surname(prefix: string): string {
  return `${prefix}${Date.now().toString(36).replace(/\d/g, '')}`;
}

async function recordOf(page: Page, id: number) {
  await page.goto(`/manager/candidate/${id}`);
  await expect(page.getByRole('region', { name: 'Contextual flags', exact: true })).toBeVisible();
}

test('a blind stage hides the name in the list, the record and the export, keeps the flags, until an admin reveals it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const lastName = surname('Blindtest');
  const applicant = await applicantWith(browser, request, lastName, {
    socialMobility: { freeSchoolMeals: true },
  });
  const admin = await tokenOf(request, hartwellManagerAdmin);
  const manager = await tokenOf(request, demoUsers.hartwellManager);
  const settingsUrl = `${apiUrl}/api/v1/organization/1/settings`;
  const settings = await (await request.get(settingsUrl, { headers: bearer(admin) })).json();
  const moved = await request.post(`${apiUrl}/api/v1/candidate/${applicant.id}/ostage/${blindStage.id}`, {
    headers: bearer(admin),
  });
  expect(moved.status()).toBeLessThan(300);
  const blind = await request.put(settingsUrl, {
    headers: bearer(admin),
    data: { ...settings, blindReviewStageIds: [...settings.blindReviewStageIds, blindStage.id] },
  });
  expect(blind.status(), await blind.text()).toBe(200);
  try {
    await signInToConsole(page, demoUsers.hartwellManager);
    await recordOf(page, applicant.id);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Candidate ${applicant.id}`);
    await expect(page.getByText('Blind review', { exact: true }).first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText(lastName);
    await expect(page.locator('main')).not.toContainText(applicant.email);
    const flags = page.getByRole('region', { name: 'Contextual flags', exact: true });
    await expect(flags.getByRole('button', { name: /Free school meals/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Documents', exact: true })).toContainText(
      'Hidden during blind review',
    );
    await expect(page.getByRole('button', { name: 'Reveal' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/manager/roles');
    await page.goto(await roleAddress(page, crowdedHartwellRole));
    await expect(stagePicker(page).locator('option', { hasText: `${blindStage.name} (` })).toHaveCount(1);
    await pickStage(page, blindStage.name);
    await expect(page.getByRole('row', { name: /Anonymised candidate/ }).first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText(lastName);
    await expectNoSeriousA11yViolations(page);

    const list = await request.post(`${apiUrl}/api/v1/search/candidate/0`, {
      headers: bearer(manager),
      data: { stageId: blindStage.id, ids: [applicant.id] },
    });
    const listed = await list.text();
    expect(list.status(), listed).toBe(200);
    expect(listed).not.toContain(lastName);
    expect(JSON.parse(listed).content[0]).toMatchObject({ id: applicant.id, blind: true });
    const csv = await request.post(`${apiUrl}/api/v1/candidate/0/export/`, {
      headers: bearer(manager),
      data: { ids: [applicant.id] },
    });
    expect(csv.status()).toBe(200);
    const csvText = await csv.text();
    expect(csvText).toContain(String(applicant.id));
    expect(csvText).not.toContain(lastName);
    expect(csvText).not.toContain(applicant.email);

    // The manager admin reveals it with a reason; the name is back for everyone.
    const adminPage = await signedInPage(browser, hartwellUrl, hartwellManagerAdmin);
    await recordOf(adminPage, applicant.id);
    await adminPage.getByRole('button', { name: 'Reveal' }).click();
    const dialog = adminPage.getByRole('dialog');
    await dialog.getByRole('textbox').fill('Shortlisted for interview; identity needed to arrange it.');
    await dialog.getByRole('button', { name: /Reveal/ }).click();
    await expect(adminPage.getByRole('heading', { level: 1 })).toHaveText(`Morgan ${lastName}`);
    await expect(adminPage.getByText(/Revealed by/)).toBeVisible();
    await adminPage.context().close();
  } finally {
    const restored = await request.put(settingsUrl, { headers: bearer(admin), data: settings });
    expect(restored.status()).toBe(200);
  }
});

test('no manager, standard or admin, reads a person’s diversity answers on the record or in its API replies', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const applicant = await applicantWith(browser, request, surname('Diversitytest'), {
    diversity: { gender: 'Woman', ethnicity: 'Zyxwvian heritage', healthCondition: 'Zyxwv condition' },
  });
  const replies: string[] = [];
  await signInToConsole(page, demoUsers.hartwellManager);
  const adminPage = await signedInPage(browser, hartwellUrl, hartwellManagerAdmin);
  for (const viewer of [page, adminPage]) {
    viewer.on('response', async (response) => {
      if (!response.url().includes('/api/v1/') || !response.headers()['content-type']?.includes('json'))
        return;
      replies.push(await response.text().catch(() => ''));
    });
    await recordOf(viewer, applicant.id);
    await expect(viewer.getByRole('heading', { level: 1 })).toContainText('Morgan');
    await expect(viewer.locator('body')).not.toContainText('Zyxwv');
    await expectNoSeriousA11yViolations(viewer);
  }
  expect(replies.some((reply) => reply.includes(`"id":${applicant.id}`))).toBe(true);
  expect(replies.filter((reply) => reply.includes('Zyxwv'))).toEqual([]);
  await adminPage.context().close();
});
