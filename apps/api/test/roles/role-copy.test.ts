import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../src/db/schema/index.ts';
import { auditRowsOf } from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// Copying a role, and its rich-text description sanitised on the server.

let t: TestApp;
let hartwell: SignedIn;
let northwind: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  hartwell = await signIn(t.app, 'hm@hartwell.test');
  northwind = await signIn(t.app, 'hm@northwind.test');
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

describe('POST /api/v1/roles/{id}/copy', () => {
  it('makes a draft named "Copy of …" with the form, template and settings, and audits it', async () => {
    const role = await createRole({ status: 'LIVE', doNotSave: true, template: { formConfiguration: form } });
    const response = await hartwell.request({ method: 'POST', url: `/api/v1/roles/${role.id}/copy` });
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json();
    expect(copy).toMatchObject({ name: 'Copy of Paralegal 2027', status: 'DRAFT' });
    expect(copy.id).not.toBe(role.id);
    const [stored] = await t.db.select().from(roles).where(eq(roles.id, copy.id));
    expect(stored).toMatchObject({
      formConfiguration: form,
      template: { formConfiguration: form },
      doNotSave: true,
    });
    expect((await auditRowsOf(t.db, 'role.copied')).at(-1)?.targetId).toBe(String(copy.id));
  });

  it("answers 404 for another organisation's role and copies nothing", async () => {
    const role = await createRole();
    const before = await t.db.select().from(roles);
    const response = await northwind.request({ method: 'POST', url: `/api/v1/roles/${role.id}/copy` });
    expect(response.statusCode).toBe(404);
    expect(await t.db.select().from(roles)).toHaveLength(before.length);
  });
});

describe('a role description', () => {
  const hostile =
    '<p>Join <strong>us</strong><script>alert(1)</script></p><img src=x onerror="alert(2)">' +
    '<a href="javascript:alert(3)">bad</a><a href="https://hartwell.test/careers" onclick="x()">careers</a>' +
    '<h2 style="color:red">Benefits</h2><ul><li>Pension</li></ul>';

  it('keeps only the editor’s formatting on create, with safe links', async () => {
    const role = await createRole({ description: hostile });
    expect(role.description).not.toMatch(/script|onerror|onclick|javascript:|<img|style=/);
    expect(role.description).toContain('<p>Join <strong>us</strong></p>');
    expect(role.description).toContain('<h2>Benefits</h2><ul><li>Pension</li></ul>');
    expect(role.description).toContain(
      '<a href="https://hartwell.test/careers" rel="noopener noreferrer nofollow" target="_blank">careers</a>',
    );
  });

  it('is sanitised on update too', async () => {
    const role = await createRole();
    const response = await hartwell.request({
      method: 'PUT',
      url: `/api/v1/roles/${role.id}`,
      payload: {
        description:
          '<p onmouseover="x()">Hi</p><script>steal()</script><a href="mailto:hr@hartwell.test">Mail</a>',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().description).toBe(
      '<p>Hi</p><a href="mailto:hr@hartwell.test" rel="noopener noreferrer nofollow" target="_blank">Mail</a>',
    );
  });
});
