import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.ts';
import { generatedApplication, organizationIdOf } from '../support/organization-candidates.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let manager: SignedIn;
let managerAdmin: SignedIn;
let northwindManager: SignedIn;
let hartwell: number;

beforeAll(async () => {
  t = await startTestApp();
  manager = await signIn(t.app, 'hm@hartwell.test');
  managerAdmin = await signIn(t.app, 'hm.admin@hartwell.test');
  northwindManager = await signIn(t.app, 'hm@northwind.test');
  hartwell = await organizationIdOf(t.db, 'hartwell');
});
afterAll(() => t.close());

/** The audit rows of one action written since a moment. */
async function auditedSince(action: string, since: Date) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), gte(auditLog.createdAt, since)));
}

describe('reads of personal data are recorded with who and when', () => {
  it('records a manager opening a candidate record', async () => {
    const application = await generatedApplication(t.db, 'hartwell', 1);
    const since = new Date(Date.now() - 1000);
    const response = await manager.request({
      method: 'GET',
      url: `/api/v1/organization/${hartwell}/candidate/${application.id}`,
    });
    expect(response.statusCode).toBe(200);
    const rows = await auditedSince('candidate.viewed', since);
    expect(rows).toEqual([
      expect.objectContaining({
        actorUserId: (await manager.request({ method: 'GET', url: '/api/v1/user' })).json().id,
        organizationId: hartwell,
        targetType: 'candidate',
        targetId: String(application.id),
      }),
    ]);
  });

  it('records nothing when another organisation’s manager is refused the record', async () => {
    const application = await generatedApplication(t.db, 'hartwell', 2);
    const since = new Date(Date.now() - 1000);
    const response = await northwindManager.request({
      method: 'GET',
      url: `/api/v1/organization/${hartwell}/candidate/${application.id}`,
    });
    expect(response.statusCode).toBe(404);
    const rows = await auditedSince('candidate.viewed', since);
    expect(rows.filter((row) => row.targetId === String(application.id))).toEqual([]);
  });

  it('records each read of the diversity report as special-category, and not of the school report', async () => {
    const since = new Date(Date.now() - 1000);
    for (const type of ['SNAPSHOT', 'ADVERSE', 'INTERSECTIONAL']) {
      const response = await managerAdmin.request({
        method: 'GET',
        url: '/api/v1/reports/DIVERSITY',
        query: { type },
      });
      expect(response.statusCode).toBe(200);
    }
    expect((await managerAdmin.request({ method: 'GET', url: '/api/v1/reports/SCHOOL' })).statusCode).toBe(
      200,
    );
    const rows = await auditedSince('report.special-category.viewed', since);
    expect(rows.map((row) => [row.targetId, row.details.type, row.organizationId])).toEqual([
      ['DIVERSITY', 'SNAPSHOT', hartwell],
      ['DIVERSITY', 'ADVERSE', hartwell],
      ['DIVERSITY', 'INTERSECTIONAL', hartwell],
    ]);
    const viewed = await auditedSince('report.viewed', since);
    expect(viewed.map((row) => [row.targetId, row.details.type, row.organizationId])).toEqual([
      ['SCHOOL', 'SNAPSHOT', hartwell],
    ]);
  });

  it('records a CSV export with its author and row count', async () => {
    const since = new Date(Date.now() - 1000);
    const response = await manager.request({ method: 'POST', url: '/api/v1/candidate/export/', payload: {} });
    expect(response.statusCode).toBe(200);
    const rows = await auditedSince('candidate.exported', since);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ organizationId: hartwell, targetType: 'candidate' });
    expect(rows[0]?.details.count).toBe(response.body.trim().split('\n').length - 1);
  });
});
