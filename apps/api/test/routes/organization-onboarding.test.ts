import { emptyPipelineCounts, pipelineOrder, stageIds } from '@shortlist/domain/stages';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, referenceItems, subStages } from '../../src/db/schema/index.ts';
import { get, organizationCount, send, validOrganization } from '../support/organization-suite.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// A client organisation created through the API takes roles, applications and stage moves at once.

let t: TestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.app, 'admin@shortlist.test');
});
afterAll(() => t.close());

const password = 'Larkspur#Hire2026';
const larkspur = { name: 'Larkspur Legal LLP', sector: { id: 1 }, tier: 'TIER_1', subdomain: 'larkspur' };

/** The token of the newest message to `recipient` whose link matches `pattern`. */
async function linkToken(recipient: string, pattern: RegExp): Promise<string> {
  await t.app.services.outbox.flush();
  const message = t.messages.filter((m) => m.recipient === recipient).at(-1);
  const token = message ? pattern.exec(message.body)?.[1] : undefined;
  if (!token) throw new Error(`no link matching ${pattern} was sent to ${recipient}`);
  return token;
}

const postPublic = (url: string, payload: object, query: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/public${url}`, payload, query });

describe('a new organisation works at once', () => {
  let orgId: number;
  let manager: SignedIn;
  let applicant: SignedIn;
  let roleId: number;
  let candidateId: number;
  let stages: { id: number; subStages: { id: number; codeStage: string }[] }[];

  it('is created by the provider and on-boards its first manager-admin', async () => {
    const created = await send(admin, 'POST', '/api/v1/organization', larkspur);
    expect(created.statusCode).toBe(201);
    orgId = created.json().id;
    const invited = await send(admin, 'POST', `/api/v1/organization/${orgId}/user`, {
      email: 'lead@larkspur.test',
      firstName: 'Lena',
      lastName: 'Park',
      userType: 'HIRING_MANAGER_ADMIN',
    });
    expect(invited.statusCode).toBe(201);
    const token = await linkToken('lead@larkspur.test', /\/on-boarding\/([A-Za-z0-9_-]+)/);
    expect((await postPublic('/signup/userOnBoarding', { token, password })).statusCode).toBe(200);
    manager = await signIn(t.app, 'lead@larkspur.test', password);
  });

  it('shows its manager every stage in pipeline order, each with a default pending sub-stage', async () => {
    const response = await get(manager, `/api/v1/organization/${orgId}/stages`);
    expect(response.statusCode).toBe(200);
    stages = response.json();
    expect(stages.map((stage) => stage.id)).toEqual([...pipelineOrder]);
    for (const stage of stages) {
      expect(stage.subStages).toContainEqual(
        expect.objectContaining({ codeStage: 'pending', defaultSubStage: true }),
      );
    }
  });

  it("takes a live role from its manager, picked from its sector's own lists", async () => {
    const opens = Math.floor(Date.now() / 1000) - 60;
    const response = await send(manager, 'POST', '/api/v1/roles', {
      name: 'Training Contract 2029',
      roleType: 'GRADUATE_SCHEME',
      department: 'corporate',
      location: 'manchester',
      status: 'LIVE',
      openDate: opens,
      deadline: opens + 30 * 86_400,
      formConfiguration: {
        sections: [
          { key: 'about', fields: [{ key: 'whyUs', label: 'Why us?', type: 'textarea', required: true }] },
        ],
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      organizationId: orgId,
      status: 'LIVE',
      labels: { roleType: 'Training contract', department: 'Corporate', location: 'Manchester' },
    });
    roleId = response.json().id;
  });

  it('takes an application from a candidate who signs up on its site, at Applied once submitted', async () => {
    const email = 'ria.candidate@students.test';
    const signup = await postPublic(
      '/signup',
      { email, password, firstName: 'Ria', lastName: 'Das', acceptTerms: true },
      { subdomain: 'larkspur' },
    );
    expect(signup.statusCode).toBe(201);
    const token = await linkToken(email, /\/verify-email\/([A-Za-z0-9_-]+)/);
    expect((await postPublic('/verifyEmail', { token })).statusCode).toBe(200);
    applicant = await signIn(t.app, email, password);

    const applied = await applicant.request({
      method: 'POST',
      url: `/api/v1/candidate/applyc/${roleId}`,
      query: { subdomain: 'larkspur' },
    });
    expect(applied.statusCode).toBe(201);
    candidateId = applied.json().id;
    const submitted = await send(applicant, 'PUT', `/api/v1/candidate/${candidateId}/submit`, {
      responses: [{ questionId: 'whyUs', response: 'Your regional practice and the seat rotation.' }],
      acceptTermAndConditions: true,
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().candidateStatus).toBe('ACTIVE');

    const read = await get(manager, `/api/v1/candidate/${candidateId}`);
    expect(read.json().stage).toMatchObject({ id: stageIds.applied, subStage: { code: 'pending' } });
    const counts = await get(manager, '/api/v1/search/counts/0');
    expect(counts.json()).toEqual(withOne('applied', 'pending'));
  });

  it('lets its manager move the candidate to 1st round, invited, as the record and the counts show', async () => {
    const firstRound = stages.find((stage) => stage.id === stageIds.firstRound);
    const invited = firstRound?.subStages.find((sub) => sub.codeStage === 'invited');
    if (!invited) throw new Error('1st round has no invited sub-stage');
    const moved = await manager.request({
      method: 'POST',
      url: `/api/v1/candidate/${candidateId}/stage/${stageIds.firstRound}/${invited.id}/organization/${orgId}`,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ stageId: stageIds.firstRound, subStage: { id: invited.id } });

    const read = await get(manager, `/api/v1/candidate/${candidateId}`);
    expect(read.json().stage).toMatchObject({ id: stageIds.firstRound, subStage: { code: 'invited' } });
    const counts = await get(manager, '/api/v1/search/counts/0');
    expect(counts.json()).toEqual(withOne('interview', 'invited'));
  });
});

describe('creating an organisation is all or nothing', () => {
  it('answers a taken subdomain with 409 and writes no stages or lists', async () => {
    const before = await rowCounts();
    const response = await send(
      admin,
      'POST',
      '/api/v1/organization',
      validOrganization({ subdomain: 'hartwell' }),
    );
    expect(response.statusCode).toBe(409);
    expect(await rowCounts()).toEqual(before);
  });

  it('leaves no organisation, lists or taken subdomain behind when writing its stages fails', async () => {
    const before = await rowCounts();
    // A real failure inside the transaction, after the organisation row and its lists are written.
    await t.db.execute(sql`create function refuse_sub_stage() returns trigger language plpgsql as
      $$ begin raise exception 'sub-stage refused by the test'; end $$`);
    await t.db.execute(sql`create trigger refuse_sub_stage before insert on sub_stages
      for each statement execute function refuse_sub_stage()`);
    try {
      const failed = await send(admin, 'POST', '/api/v1/organization', validOrganization());
      expect(failed.statusCode).toBe(500);
      expect(await rowCounts()).toEqual(before);
    } finally {
      await t.db.execute(sql`drop trigger refuse_sub_stage on sub_stages`);
      await t.db.execute(sql`drop function refuse_sub_stage()`);
    }
    const retried = await send(admin, 'POST', '/api/v1/organization', validOrganization());
    expect(retried.statusCode).toBe(201);
    const stagesOfRetried = await get(admin, `/api/v1/organization/${retried.json().id}/stages`);
    expect(stagesOfRetried.json()).toHaveLength(pipelineOrder.length);
  });
});

/** Pipeline counts with one candidate in a group's bucket and none elsewhere. */
function withOne(group: 'applied' | 'interview', bucket: 'pending' | 'invited') {
  const counts = emptyPipelineCounts();
  counts[group][bucket] = 1;
  return counts;
}

async function rowCounts() {
  const [stageRows] = await t.db.select({ total: count() }).from(subStages);
  const [listRows] = await t.db.select({ total: count() }).from(referenceItems);
  const [named] = await t.db
    .select({ total: count() })
    .from(organizations)
    .where(eq(organizations.subdomain, 'ashgrove'));
  return {
    organizations: await organizationCount(t.db),
    named: named?.total,
    subStages: stageRows?.total,
    lists: listRows?.total,
  };
}
