import { stageIds } from '@shortlist/domain/stages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates } from '../../src/db/schema/index.ts';
import { createApplications, organizationIdOf, subStageIdOf } from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// Opening, closing and archiving a role through its status, and changing the form of a role with applications.

let t: TestApp;
let hartwell: SignedIn;
let candidate: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  hartwell = await signIn(t.app, 'hm@hartwell.test');
  candidate = await signIn(t.app, 'candidate@shortlist.test');
});
afterAll(() => t.close());

const form = {
  sections: [
    { key: 'about', title: 'About you', fields: [{ key: 'why', label: 'Why us?', type: 'textarea' }] },
  ],
  required: { why: true },
};

async function createRole(extra: Record<string, unknown> = {}) {
  const response = await hartwell.request({
    method: 'POST',
    url: '/api/v1/roles',
    payload: { name: 'Paralegal 2027', roleType: 'APPRENTICESHIP', formConfiguration: form, ...extra },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; name: string; description: string; status: string };
}

describe('opening, closing and archiving a role through its status', () => {
  it('an archived role leaves the live list but can still be listed by its status', async () => {
    const role = await createRole({ status: 'LIVE' });
    await hartwell.request({
      method: 'PUT',
      url: `/api/v1/roles/${role.id}`,
      payload: { status: 'ARCHIVED' },
    });
    const ids = (list: { id: number }[]) => list.map((item) => item.id);
    expect(ids((await hartwell.request({ method: 'GET', url: '/api/v1/roles' })).json())).not.toContain(
      role.id,
    );
    const archived = await hartwell.request({ method: 'GET', url: '/api/v1/roles?status=ARCHIVED' });
    expect(ids(archived.json())).toContain(role.id);
  });

  it('a closed role stops taking applications and opens again when set LIVE', async () => {
    const role = await createRole({ status: 'LIVE' });
    await hartwell.request({ method: 'PUT', url: `/api/v1/roles/${role.id}`, payload: { status: 'CLOSED' } });
    const refused = await candidate.request({ method: 'POST', url: `/api/v1/candidate/applyc/${role.id}` });
    expect(refused.statusCode).toBe(409);
    await hartwell.request({ method: 'PUT', url: `/api/v1/roles/${role.id}`, payload: { status: 'LIVE' } });
    const applied = await candidate.request({ method: 'POST', url: `/api/v1/candidate/applyc/${role.id}` });
    expect(applied.statusCode, applied.body).toBe(201);
  });
});

describe('changing the form of a role with applications', () => {
  it('refuses flags naming a field the form does not have, with the field message', async () => {
    const role = await createRole();
    const response = await hartwell.request({
      method: 'PUT',
      url: `/api/v1/roles/${role.id}`,
      payload: { formConfiguration: { ...form, fields: { gone: false } } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        field: 'formConfiguration.fields.gone',
        message: 'This setting names a field the form does not have: gone.',
      },
    ]);
  });

  it('keeps the answers already given when a question is removed', async () => {
    const role = await createRole({ status: 'LIVE' });
    const organizationId = await organizationIdOf(t.db, 'hartwell');
    const [applicant] = await createApplications(t.db, {
      organizationId,
      roleId: role.id,
      stageId: stageIds.applied,
      subStageId: await subStageIdOf(t.db, organizationId, stageIds.applied, 'pending'),
      count: 1,
      label: 'form-change',
    });
    const answers = [{ questionId: 'why', response: 'Your litigation team.' }];
    await t.db
      .update(candidates)
      .set({ responses: answers })
      .where(eq(candidates.id, applicant ?? 0));
    const changed = await hartwell.request({
      method: 'PUT',
      url: `/api/v1/roles/${role.id}`,
      payload: {
        formConfiguration: {
          sections: [{ key: 'about', fields: [{ key: 'start', label: 'Start date', type: 'date' }] }],
        },
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const view = await hartwell.request({
      method: 'GET',
      url: `/api/v1/organization/${organizationId}/candidate/${applicant}`,
    });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().application.responses).toEqual(answers);
  });
});
