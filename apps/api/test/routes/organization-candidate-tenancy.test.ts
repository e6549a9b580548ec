import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApplication, organizationIdOf, snapshotOf } from '../support/organization-candidates.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let hartwell: number;
let northwind: number;
let northwindManager: SignedIn;
let demo: Awaited<ReturnType<typeof demoApplication>>;

beforeAll(async () => {
  t = await startTestApp();
  hartwell = await organizationIdOf(t.db, 'hartwell');
  northwind = await organizationIdOf(t.db, 'northwind');
  northwindManager = await signIn(t.app, 'hm@northwind.test');
  demo = await demoApplication(t.db);
});
afterAll(() => t.close());

const urlOf = (candidateId: number, rest = '', organizationId = hartwell) =>
  `/api/v1/organization/${organizationId}/candidate/${candidateId}${rest}`;

describe('tenancy: hm@northwind.test against a hartwell candidate', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', ''],
    ['GET', '/contact/ALL'],
    ['PUT', '/adjustment', { adjustment: 'changed' }],
    ['PUT', '/match'],
    ['DELETE', '/match'],
    ['PUT', '/update', { firstName: 'Changed' }],
    ['GET', '/notes'],
    ['PUT', '/note', { comment: 'A note' }],
    ['PUT', '/comment', { comment: 'A comment' }],
    ['GET', '/score'],
    ['PUT', '/score', { score: 1, totalScore: 2 }],
    ['PUT', '/score/3', [{ key: 'commercialAwareness', value: 3 }]],
    ['POST', '/documentType/1/OTHER'],
    ['DELETE', '/upload/1'],
    ['GET', '/download/1'],
    ['POST', '/download/1', {}],
  ];

  it.each(calls)(
    '%s %s answers 404 under either organisation and changes nothing',
    async (method, rest, payload) => {
      const before = await snapshotOf(t.db, demo.id);
      for (const organizationId of [hartwell, northwind]) {
        const response = await northwindManager.request({
          method: method as 'GET',
          url: urlOf(demo.id, rest, organizationId),
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('candidate@shortlist.test');
      }
      expect(await snapshotOf(t.db, demo.id)).toEqual(before);
    },
  );

  it.each(['/upload', '/upload/OTHER'])(
    'POST %s answers 404 under either organisation and stores nothing',
    async (rest) => {
      const before = await snapshotOf(t.db, demo.id);
      for (const organizationId of [hartwell, northwind]) {
        const form = new FormData();
        form.append('documentType', 'OTHER');
        form.append('file', new Blob(['%PDF-1.4\n%%EOF\n']), 'cv.pdf');
        const request = new Request('http://localhost/', { method: 'POST', body: form });
        const response = await northwindManager.request({
          method: 'POST',
          url: urlOf(demo.id, rest, organizationId),
          headers: { 'content-type': request.headers.get('content-type') ?? '' },
          payload: Buffer.from(await request.arrayBuffer()),
        });
        expect(response.statusCode).toBe(404);
      }
      expect(await snapshotOf(t.db, demo.id)).toEqual(before);
    },
  );
});
