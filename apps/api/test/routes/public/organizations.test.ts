import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, organizations, referenceItems } from '../../../src/db/schema/index.ts';
import { issueOrganizationToken } from '../../../src/organizations/public-organizations.ts';
import type { TestApp } from '../../support/test-app.ts';
import { postTokenForm, startTestApp, userTokenGrant } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/public${url}` });

async function organizationId(subdomain: string): Promise<number> {
  const [row] = await t.db.select().from(organizations).where(eq(organizations.subdomain, subdomain));
  if (!row) throw new Error(`no organisation ${subdomain}`);
  return row.id;
}

function latestCodeTo(email: string): string {
  const message = t.messages.filter((m) => m.recipient === email).at(-1);
  const code = /\b(\d{6})\b/.exec(message?.subject ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${email}`);
  return code;
}

describe('GET /api/public/organization/{id}/', () => {
  it('answers the public view by id or by subdomain, without private settings', async () => {
    const id = await organizationId('hartwell');
    const byId = await get(`/organization/${id}/`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({
      id,
      name: 'Hartwell & Finch LLP',
      subdomain: 'hartwell',
      sector: { kind: 'LAW_FIRM' },
    });
    expect(byId.json()).not.toHaveProperty('metrics');
    expect(byId.json()).not.toHaveProperty('sessionTimeout');
    // Only the marketing tag ids of the text settings are public; Hartwell's seed sets none.
    expect(byId.json().defaultConfiguration.text).toEqual({});
    expect((await get('/organization/HARTWELL/')).json()).toEqual(byId.json());
    expect((await get('/organization/hartwell')).json()).toEqual(byId.json());
  });

  it("carries the organisation's brand: an https logo and a readable colour, else null", async () => {
    const setText = async (text: Record<string, string>) => {
      const [row] = await t.db.select().from(organizations).where(eq(organizations.subdomain, 'hartwell'));
      const configuration = row?.defaultConfiguration ?? { views: {}, text: {}, textArrays: {}, oauth: {} };
      await t.db
        .update(organizations)
        .set({ defaultConfiguration: { ...configuration, text: { ...configuration.text, ...text } } })
        .where(eq(organizations.subdomain, 'hartwell'));
    };
    expect((await get('/organization/hartwell/')).json().brand).toEqual({ colour: null, logoUrl: null });
    await setText({ brandColour: '#8A1538', logoUrl: 'https://cdn.example.com/hartwell.png' });
    expect((await get('/organization/hartwell/')).json().brand).toEqual({
      colour: '#8a1538',
      logoUrl: 'https://cdn.example.com/hartwell.png',
    });
    // Stored before the contrast rule, or written around it: the pages fall back to the variant's brand.
    await setText({ brandColour: '#ffcc00', logoUrl: 'http://cdn.example.com/hartwell.png' });
    expect((await get('/organization/hartwell/')).json().brand).toEqual({ colour: null, logoUrl: null });
    // Another organisation's view never carries Hartwell's brand.
    await setText({ brandColour: '#8a1538', logoUrl: 'https://cdn.example.com/hartwell.png' });
    expect((await get('/organization/kingsbench/')).json().brand).toEqual({ colour: null, logoUrl: null });
    await setText({ brandColour: '', logoUrl: '' });
  });

  it('answers 404 for an unknown organisation or one that is not active', async () => {
    expect((await get('/organization/999999/')).statusCode).toBe(404);
    expect((await get('/organization/nowhere/')).statusCode).toBe(404);
    await t.db
      .update(organizations)
      .set({ status: 'INACTIVE' })
      .where(eq(organizations.subdomain, 'kingsbench'));
    expect((await get('/organization/kingsbench/')).statusCode).toBe(404);
    expect((await get('/organization/kingsbench/departments')).statusCode).toBe(404);
    await t.db
      .update(organizations)
      .set({ status: 'ACTIVE' })
      .where(eq(organizations.subdomain, 'kingsbench'));
  });

  it('refuses an id that is neither a whole number nor a subdomain, and keeps serving', async () => {
    const injection = await get(`/organization/${encodeURIComponent("1' OR '1'='1")}/`);
    expect(injection.statusCode).toBe(400);
    expect(injection.json().errors[0].field).toBe('id');
    expect((await get('/organization/99999999999/')).statusCode).toBe(400);
    expect((await get('/organization/hartwell/')).statusCode).toBe(200);
  });
});

describe('GET /api/public/organization/{id}/token/{token} and /ctoken/{token}', () => {
  it('answers the organisation and the kind for a reviewer or careers token of that organisation', async () => {
    const id = await organizationId('hartwell');
    const reviewer = await issueOrganizationToken(t.db, {
      organizationId: id,
      kind: 'reviewer',
      payload: { roleId: 7 },
    });
    const careers = await issueOrganizationToken(t.db, { organizationId: id, kind: 'careers' });

    const byReviewerLink = await get(`/organization/${id}/token/${reviewer}`);
    expect(byReviewerLink.statusCode).toBe(200);
    expect(byReviewerLink.json()).toMatchObject({ id, subdomain: 'hartwell', kind: 'reviewer' });
    expect(byReviewerLink.body).not.toMatch(/token_?hash|roleId/i);
    expect((await get(`/organization/hartwell/ctoken/${careers}`)).json()).toMatchObject({
      id,
      kind: 'careers',
    });
    // Reading does not spend the token.
    expect((await get(`/organization/${id}/token/${reviewer}`)).statusCode).toBe(200);
  });

  it("answers 404 for another organisation's token, the other kind, an expired or an unknown token", async () => {
    const hartwell = await organizationId('hartwell');
    const northwind = await organizationId('northwind');
    const northwindToken = await issueOrganizationToken(t.db, {
      organizationId: northwind,
      kind: 'reviewer',
    });
    const careers = await issueOrganizationToken(t.db, { organizationId: hartwell, kind: 'careers' });
    const expired = await issueOrganizationToken(t.db, {
      organizationId: hartwell,
      kind: 'reviewer',
      lifetimeSeconds: -1,
    });

    expect((await get(`/organization/${hartwell}/token/${northwindToken}`)).statusCode).toBe(404);
    expect((await get(`/organization/${northwind}/token/${northwindToken}`)).statusCode).toBe(200);
    expect((await get(`/organization/${hartwell}/token/${careers}`)).statusCode).toBe(404);
    expect((await get(`/organization/${hartwell}/token/${expired}`)).statusCode).toBe(404);
    expect((await get(`/organization/${hartwell}/ctoken/unknown-token`)).statusCode).toBe(404);
  });
});

describe('GET /api/public/organization/{id}/requestOtp/{email} and checkOtp/{email}/{code}', () => {
  it('emails a six-digit code that, once, answers valid with a sign-in token for an account holder', async () => {
    const id = await organizationId('hartwell');
    const request = await get(`/organization/${id}/requestOtp/candidate@shortlist.test`);
    expect(request.statusCode).toBe(204);
    const code = latestCodeTo('candidate@shortlist.test');

    const check = await get(`/organization/${id}/checkOtp/candidate@shortlist.test/${code}`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ valid: true, token: expect.any(String) });

    const signedIn = await postTokenForm(t.app, userTokenGrant(check.json().token));
    expect(signedIn.statusCode).toBe(200);
    expect((await get(`/organization/${id}/checkOtp/candidate@shortlist.test/${code}`)).statusCode).toBe(400);
  });

  it('answers valid without a token for an address with no account', async () => {
    await get('/organization/northwind/requestOtp/Visitor@Example.com');
    const code = latestCodeTo('visitor@example.com');
    const check = await get(`/organization/northwind/checkOtp/visitor@example.com/${code}`);
    expect(check.json()).toEqual({ valid: true });
  });

  it('refuses a wrong code, and after five wrong tries refuses the right one too', async () => {
    await get('/organization/hartwell/requestOtp/guesser@example.com');
    const code = latestCodeTo('guesser@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await get(`/organization/hartwell/checkOtp/guesser@example.com/${wrong}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('code');
    }
    expect((await get(`/organization/hartwell/checkOtp/guesser@example.com/${code}`)).statusCode).toBe(400);
  });

  it("refuses an expired code and another organisation's code", async () => {
    await get('/organization/hartwell/requestOtp/late@example.com');
    const code = latestCodeTo('late@example.com');
    expect((await get(`/organization/northwind/checkOtp/late@example.com/${code}`)).statusCode).toBe(400);
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.email, 'late@example.com'));
    expect((await get(`/organization/hartwell/checkOtp/late@example.com/${code}`)).statusCode).toBe(400);
  });

  it('refuses a malformed address or code with a field error and sends nothing', async () => {
    const sentBefore = t.messages.length;
    const badEmail = await get('/organization/hartwell/requestOtp/not-an-email');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors[0].field).toBe('email');
    expect((await get('/organization/hartwell/checkOtp/a@example.com/12ab56')).json().errors[0].field).toBe(
      'code',
    );
    expect((await get('/organization/nowhere/requestOtp/a@example.com')).statusCode).toBe(404);
    expect(t.messages.length).toBe(sentBefore);
    const stored = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, 'not-an-email'));
    expect(stored).toHaveLength(0);
  });

  it('sends at most five codes an hour to one address', async () => {
    for (let request = 0; request < 7; request++) {
      expect((await get('/organization/hartwell/requestOtp/busy@example.com')).statusCode).toBe(204);
    }
    expect(t.messages.filter((m) => m.recipient === 'busy@example.com')).toHaveLength(5);
  });
});

describe('GET /api/public/organization/{id}/departments, /locations, /roleTypes, /roleLevels', () => {
  it("lists the organisation's own departments in their order", async () => {
    const response = await get('/organization/hartwell/departments');
    expect(response.statusCode).toBe(200);
    const labels = response.json().map((item: { label: string }) => item.label);
    expect(labels[0]).toBe('Corporate');
    expect(labels).toContain('Litigation');
    expect(labels).not.toContain('Data Science');
    expect(response.json()[0]).toEqual({
      id: expect.any(Number),
      value: 'corporate',
      label: 'Corporate',
      attributes: {},
    });
  });

  it('lists locations with their attributes and role levels', async () => {
    const locations = (await get('/organization/northwind/locations')).json();
    expect(locations.map((item: { label: string }) => item.label)).toEqual(['London', 'Leeds', 'Edinburgh']);
    expect(locations[0].attributes).toMatchObject({ city: 'London' });
    const levels = (await get('/organization/kingsbench/roleLevels')).json();
    expect(levels.map((item: { label: string }) => item.label)).toContain('Pupil');
  });

  it('renames role types for law sectors when they are read', async () => {
    const hartwell = await organizationId('hartwell');
    // Stored with company wording, as an organisation created later would hold them.
    await t.db
      .update(referenceItems)
      .set({ label: 'Graduate scheme' })
      .where(and(eq(referenceItems.organizationId, hartwell), eq(referenceItems.value, 'GRADUATE_SCHEME')));
    const lawFirm = (await get(`/organization/${hartwell}/roleTypes`)).json();
    expect(lawFirm.map((item: { label: string }) => item.label)).toEqual(
      expect.arrayContaining(['Training contract', 'Vacation scheme']),
    );
    const chambers = (await get('/organization/kingsbench/roleTypes')).json();
    expect(chambers.map((item: { label: string }) => item.label)).toEqual(
      expect.arrayContaining(['Pupillage', 'Mini-pupillage']),
    );
    const company = (await get('/organization/northwind/roleTypes')).json();
    expect(company.map((item: { label: string }) => item.label)).toEqual(
      expect.arrayContaining(['Graduate scheme', 'Internship']),
    );
  });
});
