import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationIdOf, roleIdsOf } from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// Issue 31: nested loops in a user-written template used to answer 500 after seconds of blocked event loop.
const nestedLoops =
  '{% for a in (1..100000) %}{% for b in (1..100000) %}{{ candidate.firstName }}{% endfor %}{% endfor %}';
const tooHeavy = 'This template does too much work to send: use fewer or smaller loops.';

let t: TestApp;
let admin: SignedIn;
let roleId: number;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.app, 'hm.admin@hartwell.test');
  [roleId = 0] = await roleIdsOf(t.db, await organizationIdOf(t.db, 'hartwell'));
});
afterAll(() => t.close());

describe('a template that would do too much work', () => {
  it('is refused with a field message when a message is sent, and nothing is queued', async () => {
    const response = await admin.request({
      method: 'POST',
      url: '/api/v1/messages',
      payload: { channel: 'EMAIL', subject: 'Hello', body: nestedLoops, filter: { roleId } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error_description: tooHeavy,
      errors: [{ field: 'body', message: tooHeavy }],
    });
  });

  it('is refused with a field message when previewed or saved as a template', async () => {
    const url = '/api/v1/templates/messages/rejected/EMAIL';
    const payload = { subject: 'About {{ role.name }}', body: nestedLoops };
    for (const response of [
      await admin.request({ method: 'POST', url: `${url}/preview`, payload }),
      await admin.request({ method: 'PUT', url, payload }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'body', message: tooHeavy }]);
    }
  });

  it('leaves loops of a real message alone', async () => {
    const response = await admin.request({
      method: 'POST',
      url: '/api/v1/templates/messages/rejected/EMAIL/preview',
      payload: {
        subject: 'About {{ role.name }}',
        body: '{% for step in (1..3) %}Step {{ step }} for {{ candidate.firstName }}. {% endfor %}',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().text).toContain('Step 3 for Alex.');
  });
});
