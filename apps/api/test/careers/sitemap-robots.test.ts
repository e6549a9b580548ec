import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, organizations, roles } from '../../src/db/schema/index.ts';
import { addEvent } from '../support/event-fixtures.ts';
import { organizationOf, roleNamed } from '../support/scheduling-fixtures.ts';
import type { TestApp } from '../support/test-app.ts';
import { startTestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'http://localhost:8080' });
  // The demo's own events are set aside, so each test states every event the sitemap may list.
  await t.db.update(events).set({ archived: true });
});
afterAll(() => t.close());

const get = (url: string, host: string) => t.app.inject({ method: 'GET', url, headers: { host } });
const day = 86_400_000;

/** Each <url> of a sitemap: its address and last change. */
function urlsOf(xml: string) {
  return [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map(
    ([, loc, lastmod]) => ({ loc, lastmod }),
  );
}

describe('GET /sitemap.xml on an organisation’s host', () => {
  it('lists exactly the open roles and upcoming events, each with its last change', async () => {
    const hartwell = await organizationOf(t, 'hartwell');
    const training = await roleNamed(t, 'hartwell', 'Training Contract 2028');
    const summer = await roleNamed(t, 'hartwell', 'Summer Vacation Scheme 2027');
    const closed = await roleNamed(t, 'hartwell', 'Winter Vacation Scheme 2026');
    // A live role whose deadline passed, an archived one, a draft, one not open yet: none is listed.
    const [deadlinePassed, archived, draft, notYetOpen] = await t.db
      .insert(roles)
      .values(
        [
          { status: 'LIVE' as const, deadline: new Date(Date.now() - day) },
          { status: 'ARCHIVED' as const },
          { status: 'DRAFT' as const },
          { status: 'LIVE' as const, openDate: new Date(Date.now() + day) },
        ].map((fields, index) => ({
          organizationId: hartwell.id,
          name: `Hidden role ${index}`,
          roleType: 'INTERNSHIP',
          ...fields,
        })),
      )
      .returning();
    const northwindRole = await roleNamed(t, 'northwind', 'Data Science Graduate Scheme 2027');
    const upcoming = await addEvent(t, 'hartwell', { updatedAt: new Date('2026-10-01T09:00:00Z') });
    const underWay = await addEvent(t, 'hartwell', {
      startsAt: new Date(Date.now() - 3_600_000),
      endsAt: new Date(Date.now() + 3_600_000),
    });
    const past = await addEvent(t, 'hartwell', {
      startsAt: new Date(Date.now() - 2 * day),
      endsAt: new Date(Date.now() - day),
    });
    const archivedEvent = await addEvent(t, 'hartwell', { archived: true });
    const northwindEvent = await addEvent(t, 'northwind');

    const response = await get('/sitemap.xml', 'hartwell.localhost:8080');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    const urls = urlsOf(response.body);
    const base = 'http://hartwell.localhost:8080';
    expect(urls.map((url) => url.loc).sort()).toEqual(
      [
        `${base}/roles`,
        `${base}/job/${training.id}`,
        `${base}/job/${summer.id}`,
        `${base}/events`,
        `${base}/event/${upcoming.id}`,
        `${base}/event/${underWay.id}`,
      ].sort(),
    );
    for (const hidden of [closed, deadlinePassed, archived, draft, notYetOpen, northwindRole]) {
      expect(response.body).not.toContain(`/job/${hidden?.id}<`);
    }
    for (const hidden of [past, archivedEvent, northwindEvent]) {
      expect(response.body).not.toContain(`/event/${hidden.id}<`);
    }
    const lastmodOf = (path: string) => urls.find((url) => url.loc === `${base}${path}`)?.lastmod;
    expect(lastmodOf(`/job/${training.id}`)).toBe(training.updatedAt.toISOString());
    expect(lastmodOf(`/event/${upcoming.id}`)).toBe('2026-10-01T09:00:00.000Z');
    // The lists changed when their newest entry did.
    const newestRole = [training, summer]
      .map((role) => role.updatedAt.getTime())
      .sort()
      .at(-1);
    expect(lastmodOf('/roles')).toBe(new Date(newestRole ?? 0).toISOString());
    expect(lastmodOf('/events')).toBe(underWay.updatedAt.toISOString());
  });

  it('follows a role’s change: a newly closed role leaves, its lastmod was its last edit', async () => {
    const role = await roleNamed(t, 'kingsbench', 'Pupillage 2027-28');
    const edited = new Date('2026-11-01T12:00:00Z');
    await t.db.update(roles).set({ updatedAt: edited }).where(eq(roles.id, role.id));
    const before = urlsOf((await get('/sitemap.xml', 'kingsbench.localhost')).body);
    expect(before.find((url) => url.loc?.endsWith(`/job/${role.id}`))?.lastmod).toBe(edited.toISOString());
    await t.db.update(roles).set({ status: 'CLOSED' }).where(eq(roles.id, role.id));
    const after = (await get('/sitemap.xml', 'kingsbench.localhost')).body;
    expect(after).not.toContain(`/job/${role.id}<`);
  });

  it('uses the organisation’s custom domain, and escapes what XML would misread', async () => {
    const northwind = await organizationOf(t, 'northwind');
    await t.db
      .update(organizations)
      .set({ clientDomain: 'careers.northwind.test' })
      .where(eq(organizations.id, northwind.id));
    const response = await get('/sitemap.xml', 'careers.northwind.test');
    const locs = urlsOf(response.body).map((url) => url.loc);
    expect(locs.length).toBeGreaterThan(2);
    expect(locs.map((loc) => new URL(loc ?? '').hostname)).toEqual(locs.map(() => 'careers.northwind.test'));
    expect(locs.map((loc) => new URL(loc ?? '').pathname)).toContain('/roles');
    const { renderSitemap } = await import('../../src/careers/sitemap.ts');
    expect(renderSitemap([{ url: 'https://a.test/roles?x=1&y=<2>', lastModified: null }])).toContain(
      '<url><loc>https://a.test/roles?x=1&amp;y=&lt;2&gt;</loc></url>',
    );
  });

  it('answers an empty list on a host that names no organisation, or a closed one', async () => {
    const kingsbench = await organizationOf(t, 'kingsbench');
    await t.db.update(organizations).set({ status: 'INACTIVE' }).where(eq(organizations.id, kingsbench.id));
    for (const host of [
      'localhost:8080',
      'shortlist.test',
      'apply.localhost',
      'unknown.localhost',
      'kingsbench.localhost',
    ]) {
      const response = await get('/sitemap.xml', host);
      expect(response.statusCode, host).toBe(200);
      expect(urlsOf(response.body), host).toEqual([]);
      expect(response.body).toContain('<urlset');
    }
    await t.db.update(organizations).set({ status: 'ACTIVE' }).where(eq(organizations.id, kingsbench.id));
  });
});

describe('GET /robots.txt', () => {
  it('lets crawlers read the careers pages, not accounts, applications, consoles or the API, and names the sitemap', async () => {
    const response = await get('/robots.txt', 'hartwell.localhost:8080');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/roles', '/job/', '/events', '/event/']) expect(lines).toContain(`Allow: ${path}`);
    for (const path of [
      '/api/',
      '/oauth/',
      '/manager',
      '/admin',
      '/clients',
      '/apply',
      '/profile',
      '/application',
      '/interview/',
      '/screen',
      '/on-boarding/',
      '/signup',
      '/event/*/check-in',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Sitemap: http://hartwell.localhost:8080/sitemap.xml');
    expect(lines.filter((line) => line.startsWith('Disallow: /roles') || line === 'Disallow: /')).toEqual([]);
  });

  it('has the same rules and no sitemap on a host that names no organisation', async () => {
    const root = (await get('/robots.txt', 'localhost:8080')).body;
    expect(root).not.toContain('Sitemap:');
    expect(root).toContain('Disallow: /manager');
    const organization = (await get('/robots.txt', 'hartwell.localhost:8080')).body;
    expect(organization.split('\nSitemap:')[0]?.trim()).toBe(root.trim());
  });
});
