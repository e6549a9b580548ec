import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageHead } from '../../src/careers/page-head.ts';
import { renderPageHead } from '../../src/careers/page-head.ts';
import { careersPageHead } from '../../src/careers/page-head-of-url.ts';
import { organizations, roles } from '../../src/db/schema/index.ts';
import { addEvent } from '../support/event-fixtures.ts';
import { organizationOf, roleNamed } from '../support/scheduling-fixtures.ts';
import type { TestApp } from '../support/test-app.ts';
import { startTestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'https://shortlist.test' });
});
afterAll(() => t.close());

const heads = () => t.app.services.careersHeads;
const hostile = '</script><script>alert(1)</script> "quoted" & \'single\'';

const eventDescription = { description: '<p>Meet our trainees &amp; partners.</p><p>Drinks after.</p>' };

describe('careersHeads.role', () => {
  it('an open role: its name and organisation, plain-text description, canonical /job/{id}, its JobPosting', async () => {
    const role = await roleNamed(t, 'hartwell', 'Training Contract 2028');
    const head = await heads().role('hartwell', String(role.id));
    expect(head).toMatchObject({
      title: 'Training Contract 2028 · Hartwell & Finch LLP',
      description: 'A two-year training contract across four seats, starting September 2028.',
      canonicalUrl: `https://hartwell.shortlist.test/job/${role.id}`,
      siteName: 'Hartwell & Finch LLP',
      imageUrl: null,
      type: 'article',
      locale: 'en_GB',
    });
    // The same document GET /api/public/{orgId}/{roleId}/google answers.
    const google = await t.app.inject({ method: 'GET', url: `/api/public/hartwell/${role.id}/google` });
    expect(head?.jsonLd).toEqual(google.json());
  });

  it('names the organisation by id as well, and reads a url token link to the same canonical address', async () => {
    const role = await roleNamed(t, 'hartwell', 'Summer Vacation Scheme 2027');
    const hartwell = await organizationOf(t, 'hartwell');
    const token = await t.app.services.urlTokens.createForRole(role.id);
    const byToken = await heads().role(String(hartwell.id), token.token);
    expect(byToken?.canonicalUrl).toBe(`https://hartwell.shortlist.test/job/${role.id}`);
    expect(byToken).toEqual(await heads().role('hartwell', String(role.id)));
  });

  it('a closed role keeps its page but has no JSON-LD', async () => {
    const closed = await roleNamed(t, 'hartwell', 'Winter Vacation Scheme 2026');
    const head = await heads().role('hartwell', String(closed.id));
    expect(head?.title).toBe('Winter Vacation Scheme 2026 · Hartwell & Finch LLP');
    expect(head?.jsonLd).toBeNull();
    expect(renderPageHead(head as PageHead)).not.toContain('application/ld+json');
  });

  it('is null for a draft, an unknown role or token, another organisation’s role, and an unknown organisation', async () => {
    const draft = await roleNamed(t, 'northwind', 'Analytics Apprenticeship');
    const northwind = await roleNamed(t, 'northwind', 'Data Science Graduate Scheme 2027');
    const northwindToken = await t.app.services.urlTokens.createForRole(northwind.id);
    expect(await heads().role('northwind', String(draft.id))).toBeNull();
    expect(await heads().role('hartwell', '999999')).toBeNull();
    expect(await heads().role('hartwell', '99999999999')).toBeNull();
    expect(await heads().role('hartwell', 'no-such-token')).toBeNull();
    expect(await heads().role('hartwell', '../../etc')).toBeNull();
    expect(await heads().role('hartwell', String(northwind.id))).toBeNull();
    expect(await heads().role('hartwell', northwindToken.token)).toBeNull();
    expect(await heads().role('no-such-firm', String(northwind.id))).toBeNull();
    expect(await heads().role('not a key!', String(northwind.id))).toBeNull();
    expect(await heads().role('northwind', String(northwind.id))).not.toBeNull();
  });

  it('describes a role without a description by its name, and carries the organisation’s https logo', async () => {
    const role = await roleNamed(t, 'kingsbench', 'Mini-pupillage (Spring 2027)');
    const kingsbench = await organizationOf(t, 'kingsbench');
    await t.db.update(roles).set({ description: '  ' }).where(eq(roles.id, role.id));
    await t.db
      .update(organizations)
      .set({
        defaultConfiguration: {
          ...kingsbench.defaultConfiguration,
          text: { ...kingsbench.defaultConfiguration.text, logoUrl: 'https://cdn.kingsbench.test/logo.svg' },
        },
      })
      .where(eq(organizations.id, kingsbench.id));
    const head = await heads().role('kingsbench', String(role.id));
    expect(head?.description).toBe("Mini-pupillage (Spring 2027) at King's Bench Chambers.");
    expect(head?.imageUrl).toBe('https://cdn.kingsbench.test/logo.svg');
  });
});

describe('careersHeads.roles, events and event', () => {
  it('the careers list: canonical keeps only its filters and a later page, in one order', async () => {
    const head = await heads().roles(
      'hartwell',
      new URLSearchParams(
        'utm_source=x&roleType=INTERNSHIP&page=2&department=&location=london&organization=y',
      ),
    );
    expect(head).toMatchObject({
      title: 'Roles · Hartwell & Finch LLP',
      canonicalUrl: 'https://hartwell.shortlist.test/roles?location=london&roleType=INTERNSHIP&page=2',
      type: 'website',
      jsonLd: null,
    });
    expect(head?.description).toContain('Hartwell & Finch LLP');
    const first = await heads().roles('hartwell', new URLSearchParams('page=0&page=x'));
    expect(first?.canonicalUrl).toBe('https://hartwell.shortlist.test/roles');
    expect(await heads().roles('no-such-firm', new URLSearchParams())).toBeNull();
  });

  it('the events list and one event of this organisation; another organisation’s or an archived event is null', async () => {
    const event = await addEvent(t, 'hartwell', eventDescription);
    const archived = await addEvent(t, 'hartwell', { ...eventDescription, archived: true });
    const elsewhere = await addEvent(t, 'northwind', eventDescription);
    expect(await heads().events('hartwell')).toMatchObject({
      title: 'Events · Hartwell & Finch LLP',
      description: 'Upcoming events at Hartwell & Finch LLP: register for a place.',
      canonicalUrl: 'https://hartwell.shortlist.test/events',
    });
    expect(await heads().event('hartwell', event.id)).toMatchObject({
      title: 'Open evening · Hartwell & Finch LLP',
      description: 'Meet our trainees & partners. Drinks after.',
      canonicalUrl: `https://hartwell.shortlist.test/event/${event.id}`,
      type: 'article',
      jsonLd: null,
    });
    expect(await heads().event('hartwell', archived.id)).toBeNull();
    expect(await heads().event('hartwell', elsewhere.id)).toBeNull();
    expect(await heads().event('hartwell', 2 ** 40)).toBeNull();
    expect(await heads().events('no-such-firm')).toBeNull();
  });
});

describe('renderPageHead', () => {
  const head: PageHead = {
    title: `${hostile} · Hartwell & Finch LLP`,
    description: hostile,
    canonicalUrl: 'https://hartwell.shortlist.test/job/7?a="b"',
    siteName: 'Hartwell & Finch LLP',
    imageUrl: 'https://cdn.hartwell.test/logo.png?x="y"',
    type: 'article',
    locale: 'en_GB',
    jsonLd: { '@type': 'JobPosting', title: hostile, description: '<!-- x --> <script>' },
  };

  it('escapes every value, so a role’s name can neither end an element nor an attribute', () => {
    const html = renderPageHead(head);
    expect(html).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; &#39;single&#39; · Hartwell &amp; Finch LLP</title>',
    );
    expect(html).toContain(
      '<meta name="description" content="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; &#39;single&#39;">',
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://hartwell.shortlist.test/job/7?a=&quot;b&quot;">',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://cdn.hartwell.test/logo.png?x=&quot;y&quot;">',
    );
    // One script element, whatever the JSON holds, and the JSON reads back the same.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect(json).not.toMatch(/[<>]/);
    expect(JSON.parse(json)).toEqual(head.jsonLd);
  });

  it('writes the Open Graph and Twitter tags of the page', () => {
    const html = renderPageHead({
      ...head,
      title: 'Paralegal · Hartwell',
      description: 'Join us.',
      jsonLd: null,
    });
    for (const tag of [
      '<meta property="og:title" content="Paralegal · Hartwell">',
      '<meta property="og:description" content="Join us.">',
      '<meta property="og:url" content="https://hartwell.shortlist.test/job/7?a=&quot;b&quot;">',
      '<meta property="og:site_name" content="Hartwell &amp; Finch LLP">',
      '<meta property="og:type" content="article">',
      '<meta property="og:locale" content="en_GB">',
      '<meta name="twitter:card" content="summary">',
      '<meta name="twitter:title" content="Paralegal · Hartwell">',
      '<meta name="twitter:description" content="Join us.">',
      '<meta name="twitter:image" content="https://cdn.hartwell.test/logo.png?x=&quot;y&quot;">',
    ]) {
      expect(html).toContain(tag);
    }
    expect(html).not.toContain('ld+json');
    expect(renderPageHead({ ...head, imageUrl: null })).not.toMatch(/og:image|twitter:image/);
  });

  it('a hostile role name through the database comes out escaped too', async () => {
    const role = await roleNamed(t, 'northwind', 'Software Engineering Internship 2027');
    await t.db.update(roles).set({ name: hostile }).where(eq(roles.id, role.id));
    const html = renderPageHead((await heads().role('northwind', String(role.id))) as PageHead);
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
  });
});

describe('careersPageHead, the head of a server-rendered page by its address', () => {
  const headOf = (path: string, organizationKey: string | null = 'hartwell') =>
    careersPageHead(heads())({ url: new URL(path, 'http://hartwell.localhost'), organizationKey });

  it('picks the head of each of the four pages', async () => {
    const role = await roleNamed(t, 'hartwell', 'Training Contract 2028');
    expect(await headOf('/roles?department=corporate')).toContain(
      '<link rel="canonical" href="https://hartwell.shortlist.test/roles?department=corporate">',
    );
    expect(await headOf(`/job/${role.id}`)).toContain(
      '<title>Training Contract 2028 · Hartwell &amp; Finch LLP</title>',
    );
    expect(await headOf(`/job/${role.id}`)).toContain('application/ld+json');
    expect(await headOf('/events/')).toContain('<title>Events · Hartwell &amp; Finch LLP</title>');
    const event = await addEvent(t, 'hartwell', { ...eventDescription, name: 'Law fair' });
    expect(await headOf(`/event/${event.id}`)).toContain(
      '<title>Law fair · Hartwell &amp; Finch LLP</title>',
    );
  });

  it('writes nothing for a page of no organisation, an unknown page, role or malformed address', async () => {
    expect(await headOf('/roles', null)).toBe('');
    expect(await headOf('/profile')).toBe('');
    expect(await headOf('/job/999999')).toBe('');
    expect(await headOf('/job/%E0%A4%A')).toBe('');
    expect(await headOf('/event/abc')).toBe('');
  });
});
