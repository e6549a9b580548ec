import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { freshApplicant } from '../support/application.ts';
import {
  crowdedHartwellRole,
  hartwellManagerAdmin,
  signedInPage,
  signInToConsole,
} from '../support/console.ts';
import { apiUrl, demoPassword, demoUsers, hartwellUrl } from '../support/environment.ts';

// Issue 13: nobody on the hiring side, standard manager or manager admin, reads a person's diversity answers,
// on the record or in the API replies the page reads (blind review has its own journey,
// manager-blind-review.spec.ts). The applicant is a fresh one of this journey.

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
