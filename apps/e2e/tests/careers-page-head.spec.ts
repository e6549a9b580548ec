import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { apiJson, signInToApi } from '../support/api-session.ts';
import { apiUrl, hartwellUrl } from '../support/environment.ts';
import { fetchServerPage } from '../support/server-html.ts';

// Issue 19: what search engines and link previews read of a careers page without running a script: its
// title, canonical address, Open Graph tags and a role's JobPosting; and each host's sitemap and robots.txt.

const organizationHost = { host: new URL(hartwellUrl).host };

/** The one JSON-LD document of a page, parsed; null when it has none. */
function jsonLdOf(html: string): unknown {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks.length).toBeLessThanOrEqual(1);
  return blocks[0] ? JSON.parse(blocks[0][1] ?? '') : null;
}

const metaContent = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`))?.[1];

async function liveRole(request: APIRequestContext, fields: Record<string, unknown>) {
  const manager = await signInToApi(request, 'hm.admin@hartwell.test');
  return apiJson<{ id: number; name: string }>(manager, 'POST', '/roles', {
    roleType: 'GRADUATE_SCHEME',
    status: 'LIVE',
    description: '<p>Four seats over two years.</p>',
    ...fields,
  });
}

test.describe('what crawlers and link previews read', () => {
  test('an open role: its own title, canonical address, preview tags and the JobPosting the API answers', async ({
    request,
  }) => {
    const role = await liveRole(request, {
      name: `Trainee Solicitor ${Date.now()}`,
      salary: { min: 42000, max: 48000, currency: 'GBP', period: 'YEAR' },
    });
    const page = await fetchServerPage(request, `/job/${role.id}`);
    expect(page.status).toBe(200);
    const titles = [...page.html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]);
    expect(titles).toEqual([`${role.name} · Hartwell &amp; Finch LLP`]);
    expect(page.html).toContain(`<link rel="canonical" href="${hartwellUrl}/job/${role.id}">`);
    expect(metaContent(page.html, 'og:title')).toBe(`${role.name} · Hartwell &amp; Finch LLP`);
    expect(metaContent(page.html, 'description')).toBe('Four seats over two years.');
    expect(metaContent(page.html, 'twitter:card')).toBe('summary');
    const google = await request.get(`${apiUrl}/api/public/hartwell/${role.id}/google`);
    expect(jsonLdOf(page.html)).toEqual(await google.json());
    expect(jsonLdOf(page.html)).toMatchObject({
      baseSalary: { currency: 'GBP', value: { minValue: 42000, maxValue: 48000, unitText: 'YEAR' } },
    });
    // The role page shows the salary it states.
    expect(page.text).toContain('£42,000 to £48,000 a year');
  });

  test('a closed role keeps its page and preview tags but no JobPosting', async ({ request }) => {
    const role = await liveRole(request, { name: `Closed ${Date.now()}`, status: 'CLOSED' });
    const page = await fetchServerPage(request, `/job/${role.id}`);
    expect(page.status).toBe(200);
    expect(metaContent(page.html, 'og:title')).toContain('Closed');
    expect(jsonLdOf(page.html)).toBeNull();
  });

  test('the roles list: its title and a canonical address with only its filters', async ({ request }) => {
    const page = await fetchServerPage(request, '/roles?location=manchester&utm_source=newsletter');
    expect(page.html).toContain('<title>Roles · Hartwell &amp; Finch LLP</title>');
    expect(page.html).toContain(`<link rel="canonical" href="${hartwellUrl}/roles?location=manchester">`);
    expect(jsonLdOf(page.html)).toBeNull();
  });

  test('the host’s sitemap lists its open roles and robots.txt points at it', async ({ request }) => {
    const open = await request.post(`${apiUrl}/api/public/hartwell/roles?resultsPerPage=100`, {
      data: { filters: [{ label: 'Active', type: 'status', value: 'ACTIVE' }] },
    });
    const roles = ((await open.json()) as { content: { id: number }[] }).content;
    const sitemap = await request.get(`${apiUrl}/sitemap.xml`, { headers: organizationHost });
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const listed = [...(await sitemap.text()).matchAll(/<loc>[^<]*\/job\/(\d+)<\/loc>/g)].map((match) =>
      Number(match[1]),
    );
    expect(listed.sort()).toEqual(roles.map((role) => role.id).sort());
    const robots = await (await request.get(`${apiUrl}/robots.txt`, { headers: organizationHost })).text();
    expect(robots).toContain(`Sitemap: ${hartwellUrl}/sitemap.xml`);
    expect(robots).toContain('Disallow: /manager');
  });
});
