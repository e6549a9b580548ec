import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { apiJson, signInToApi } from '../support/api-session.ts';
import { apiUrl, demoPassword } from '../support/environment.ts';
import { fetchServerPage } from '../support/server-html.ts';
import { fillSignIn } from '../support/sign-in.ts';

// Issue 19: the careers pages arrive as whole HTML (what a crawler that runs no script reads), and the app
// takes them over in the browser without an error and without asking for the same data again.

type PublicRole = { id: number; name: string; labels: { location?: string } };
type PublicEvent = { id: number; name: string; description: string | null };

async function openRoles(request: Page['request'], filters: { type: string; value: string }[] = []) {
  const reply = await request.post(`${apiUrl}/api/public/hartwell/roles?resultsPerPage=100`, {
    data: { filters: [{ label: 'Active', type: 'status', value: 'ACTIVE' }, ...filters] },
  });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { content: PublicRole[] }).content;
}

async function upcomingEvents(request: Page['request'], organization = 'hartwell') {
  const reply = await request.get(`${apiUrl}/api/public/${organization}/events`);
  expect(reply.status()).toBe(200);
  return (await reply.json()) as PublicEvent[];
}

/** Console errors and warnings, uncaught errors, and the data calls the page makes after it loads. */
function watch(page: Page) {
  const problems: string[] = [];
  const dataCalls: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // An organisation's logo is on its own https host, which this machine cannot reach (employer-brand.spec
    // sets one on Hartwell for a while): a picture that did not load is not the app's error.
    const source = message.location().url;
    if (source !== '' && new URL(source).origin !== new URL(page.url()).origin) return;
    problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // The translation map is the shell's own read, on every page; the careers data came with the HTML.
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/public/translation'))
      dataCalls.push(pathname);
  });
  return { problems, dataCalls };
}

test.describe('careers pages without JavaScript', () => {
  test('/roles holds every open role of the page the API answers', async ({ request }) => {
    const roles = await openRoles(request);
    expect(roles.length).toBeGreaterThan(0);
    const page = await fetchServerPage(request, '/roles');
    expect(page.status).toBe(200);
    for (const role of roles) expect(page.root).toContain(`href="/job/${role.id}"`);
    expect(page.text).toContain(roles.length === 1 ? '1 role' : `${roles.length} roles`);
    for (const role of roles) expect(page.text).toContain(role.name);
  });

  test('/roles with a filter in the address holds only the matching roles', async ({ request }) => {
    const all = await openRoles(request);
    const inManchester = await openRoles(request, [{ type: 'location', value: 'manchester' }]);
    expect(inManchester.length).toBeGreaterThan(0);
    expect(inManchester.length).toBeLessThan(all.length);
    const page = await fetchServerPage(request, '/roles?location=manchester');
    for (const role of all) {
      const listed = page.root.includes(`href="/job/${role.id}"`);
      expect(listed, role.name).toBe(inManchester.some((match) => match.id === role.id));
    }
  });

  test('/job/{id} holds the role, its description and its deadline', async ({ request }) => {
    const [role] = await openRoles(request);
    if (!role) throw new Error('The demo data has no open role.');
    const detail = await request.get(`${apiUrl}/api/public/hartwell/roles/${role.id}`);
    const { description, deadline } = (await detail.json()) as {
      description: string;
      deadline: number | null;
    };
    const page = await fetchServerPage(request, `/job/${role.id}`);
    expect(page.status).toBe(200);
    expect(page.root).toMatch(new RegExp(`<h1[^>]*>${role.name}</h1>`));
    expect(page.text).toContain(description.split('\n')[0]?.trim() ?? '');
    if (deadline !== null)
      expect(page.text).toContain(
        new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(deadline * 1000),
      );
    expect(page.text).toContain('Apply now');
  });

  test('/events and /event/{id} hold the upcoming events', async ({ request }) => {
    const events = await upcomingEvents(request);
    expect(events.length).toBeGreaterThan(0);
    const list = await fetchServerPage(request, '/events');
    expect(list.status).toBe(200);
    for (const event of events) expect(list.text).toContain(event.name);
    const [first] = events;
    if (!first) throw new Error('The demo data has no upcoming event.');
    const page = await fetchServerPage(request, `/event/${first.id}`);
    expect(page.status).toBe(200);
    expect(page.root).toMatch(new RegExp(`<h1[^>]*>${first.name}</h1>`));
    expect(page.text).toContain(first.description ?? '');
  });

  test('a closed role’s page says it is closed; an unknown role answers 404', async ({ request }) => {
    const manager = await signInToApi(request, 'hm.admin@hartwell.test');
    const closed = await apiJson<{ id: number }>(manager, 'POST', '/roles', {
      name: `Closed scheme ${Date.now()}`,
      roleType: 'GRADUATE_SCHEME',
      status: 'CLOSED',
    });
    const page = await fetchServerPage(request, `/job/${closed.id}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Applications closed');
    expect(page.text).not.toContain('Apply now');
    const unknown = await fetchServerPage(request, '/job/999999');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('Role not found');
  });
});

test("another organisation's event is not found on Hartwell's site", async ({ request }) => {
  const [theirs] = await upcomingEvents(request, 'northwind');
  if (!theirs) throw new Error('The demo data has no Northwind event.');
  const page = await fetchServerPage(request, `/event/${theirs.id}`);
  expect(page.status).toBe(404);
  expect(page.text).toContain('This event is not available.');
  expect(page.text).not.toContain(theirs.name);
});

test.describe('careers pages taken over in the browser', () => {
  for (const path of ['/roles', '/events']) {
    test(`${path} hydrates without an error and without reading its data again`, async ({ page }) => {
      const watched = watch(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(watched.problems).toEqual([]);
      expect(watched.dataCalls).toEqual([]);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('a role page hydrates, and its links then move within the app', async ({ page, request }) => {
    const [role] = await openRoles(request);
    if (!role) throw new Error('The demo data has no open role.');
    const watched = watch(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await page.goto(`/job/${role.id}`);
    await page.waitForLoadState('networkidle');
    expect(watched.problems).toEqual([]);
    expect(watched.dataCalls).toEqual([]);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'All roles' }).click();
    await expect(
      page.getByRole('list', { name: 'Open roles' }).getByRole('link', { name: role.name }),
    ).toBeVisible();
    expect(documents).toEqual([`/job/${role.id}`]);
  });

  test('a signed-in candidate sees their own menus once the page is taken over', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, 'candidate@shortlist.test', demoPassword);
    await page.waitForURL((url) => url.pathname !== '/login');
    const watched = watch(page);
    await page.goto('/roles');
    await expect(page.getByRole('button', { name: 'My profile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    expect(watched.problems).toEqual([]);
  });
});
