import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figuresOf, readReport, S, sectionOf, W } from '../support/report-reading.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';
import { addWhoWorld } from '../support/who-reports-world.ts';

// Filters, the organisation's minimum group size, tenancy and bad input, over the hand-built Ashgrove world
// (support/who-reports-world.ts): role A holds B1, B2, B4 and B7; B3 and B5 applied 200 days ago.
// 'S' is a group under the minimum; 'W' a figure withheld so that such a group cannot be worked out.

let t: TestApp;
let manager: SignedIn;
let hartwell: SignedIn;
let roleIds: { A: number; B: number };
let organizationId: number;
beforeAll(async () => {
  t = await startTestApp();
  ({ manager, roleIds, organizationId } = await addWhoWorld(t, await signIn(t.app, 'admin@shortlist.test')));
  hartwell = await signIn(t.app, 'hm.admin@hartwell.test');
});
afterAll(() => t.close());

describe('report filters', () => {
  it('keeps to a role', async () => {
    const reply = await readReport(manager, 'DIVERSITY', { roleId: String(roleIds.A) });
    expect(reply.total).toBe(18);
    expect(reply.filters.roleId).toBe(roleIds.A);
    // Men: B4 5 hired; non-binary: B7 3 rejected; women: B1 6 hired, B2 4 at interview. The women's 6 go
    // with their 4, the men's 5 hired with the women's 6, the men's total with the non-binary 3.
    expect(figuresOf(sectionOf(reply, 'gender'))).toEqual({
      man: [0, 0, 0, W, 0, W],
      'non-binary': [0, 0, 0, 0, S, S],
      woman: [0, 0, S, W, 0, 10],
      total: [0, 0, S, 11, S, 18],
    });
  });

  it('keeps to the last 30 days', async () => {
    const reply = await readReport(manager, 'DIVERSITY', { range: 'last30' });
    expect(reply.total).toBe(21);
    expect(reply.filters.range).toBe('LAST_30_DAYS');
    // B3 (5 women at screening) and B5 (4 men rejected after interview) applied 200 days ago.
    expect(figuresOf(sectionOf(reply, 'gender'))).toEqual({
      man: [S, 0, 0, W, 0, W],
      'non-binary': [0, 0, 0, 0, S, S],
      woman: [0, 0, S, W, 0, 10],
      total: [S, 0, S, 11, S, 21],
    });
  });
});

describe('the minimum group size', () => {
  it('hides a group of 6 once the organisation raises its minimum to 7', async () => {
    const url = `/api/v1/organization/${organizationId}/settings`;
    const settings = (await manager.request({ method: 'GET', url })).json();
    const saved = await manager.request({
      method: 'PUT',
      url,
      payload: { ...settings, reportMinimumGroupSize: 7 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const reply = await readReport(manager, 'DIVERSITY');
    expect(reply.minimumGroupSize).toBe(7);
    // The 6 hired women (B1) are under the minimum now, and so are the 5 hired men and the 5 women at
    // screening; the men's 12 is withheld with the non-binary 3.
    expect(figuresOf(sectionOf(reply, 'gender'))).toEqual({
      man: [S, 0, 0, S, S, W],
      'non-binary': [0, 0, 0, 0, S, S],
      woman: [0, S, S, S, 0, 15],
      total: [S, S, S, 11, 7, 30],
    });
    await manager.request({ method: 'PUT', url, payload: { ...settings, reportMinimumGroupSize: 5 } });
  });
});

describe('report tenancy and bad input', () => {
  it("never shows another organisation's figures, whatever subdomain says", async () => {
    const reply = await readReport(hartwell, 'DIVERSITY', { subdomain: 'ashgrove' });
    expect(reply.organizationId).not.toBe(organizationId);
    const hartwellReply = await readReport(hartwell, 'DIVERSITY');
    expect(reply.total).toBe(hartwellReply.total);
    const own = await readReport(manager, 'SCHOOL', { subdomain: 'hartwell' });
    expect(own).toMatchObject({ organizationId, total: 30 });
    // A role of this organisation named by another one's manager is not found, like any of its records.
    const foreignRole = await hartwell.request({
      method: 'GET',
      url: '/api/v1/reports/SCHOOL',
      query: { roleId: String(roleIds.A) },
    });
    expect(foreignRole.statusCode).toBe(404);
    expect(foreignRole.body).not.toContain('Ashgrove');
  });

  it('answers 400 with a field message for a type the kind does not offer', async () => {
    for (const kind of ['SCHOOL', 'UNIVERSITY']) {
      const response = await manager.request({
        method: 'GET',
        url: `/api/v1/reports/${kind}`,
        query: { type: 'INTERSECTIONAL' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'type', message: `The ${kind.toLowerCase()} report comes as SNAPSHOT, ADVERSE.` },
      ]);
    }
  });
});
