import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formTemplates } from '../../src/db/schema/index.ts';
import { formTemplateMessages } from '../../src/roles/form-templates.ts';
import { auditRowsOf, organizationIdOf } from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// Form templates: an organisation's saved application forms beside the ones the API ships.

let t: TestApp;
let hartwell: SignedIn;
let hartwellAdmin: SignedIn;
let northwind: SignedIn;
let provider: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  hartwell = await signIn(t.app, 'hm@hartwell.test');
  hartwellAdmin = await signIn(t.app, 'hm.admin@hartwell.test');
  northwind = await signIn(t.app, 'hm@northwind.test');
  provider = await signIn(t.app, 'admin@shortlist.test');
});
afterAll(() => t.close());

const formConfiguration = {
  sections: [{ key: 'motivation', fields: [{ key: 'whyLaw', label: 'Why law?', type: 'textarea' }] }],
  required: { whyLaw: true, cv: true },
};

async function create(caller: SignedIn, name: string, url = '/api/v1/templates/forms') {
  return caller.request({
    method: 'POST',
    url,
    payload: { name, description: 'Two steps.', formConfiguration },
  });
}

describe('/api/v1/templates/forms', () => {
  it('creates (201), lists the organisation’s by name then the shipped ones, updates and deletes (204)', async () => {
    const created = await create(hartwell, 'Vacation scheme form');
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Vacation scheme form', builtIn: false, formConfiguration });
    await create(hartwellAdmin, 'Apprenticeship form');
    const list = (await hartwell.request({ method: 'GET', url: '/api/v1/templates/forms' })).json();
    expect(list.map((item: { name: string; builtIn: boolean }) => [item.name, item.builtIn])).toEqual([
      ['Apprenticeship form', false],
      ['Vacation scheme form', false],
      ['Graduate application', true],
      ['Vacation scheme application', true],
    ]);
    expect(list.find((item: { builtIn: boolean }) => item.builtIn)).toMatchObject({
      key: 'graduate-application',
      id: null,
      updatedAt: null,
    });

    const id = created.json().id;
    const updated = await hartwell.request({
      method: 'PUT',
      url: `/api/v1/templates/forms/${id}`,
      payload: { name: 'Summer scheme form', formConfiguration: {} },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ id, name: 'Summer scheme form', description: null });

    const deleted = await hartwell.request({ method: 'DELETE', url: `/api/v1/templates/forms/${id}` });
    expect(deleted.statusCode).toBe(204);
    expect(await t.db.select().from(formTemplates).where(eq(formTemplates.id, id))).toEqual([]);
    expect((await auditRowsOf(t.db, 'form-template.deleted')).at(-1)?.targetId).toBe(String(id));
  });

  it('refuses a name the organisation has already, whatever its case, with a field message', async () => {
    const first = await create(hartwell, 'Pupillage form');
    const again = await create(hartwell, 'PUPILLAGE FORM');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([{ field: 'name', message: formTemplateMessages.duplicateName }]);
    const other = await create(hartwell, 'Another form');
    const renamed = await hartwell.request({
      method: 'PUT',
      url: `/api/v1/templates/forms/${other.json().id}`,
      payload: { name: 'pupillage form', formConfiguration },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().errors[0].field).toBe('name');
    // Another organisation may use the same name.
    expect((await create(northwind, 'Pupillage form')).statusCode).toBe(201);
    expect(first.statusCode).toBe(201);
  });

  it('refuses a form whose flags name a field it does not have', async () => {
    const response = await hartwell.request({
      method: 'POST',
      url: '/api/v1/templates/forms',
      payload: {
        name: 'Broken form',
        formConfiguration: { ...formConfiguration, fields: { missing: true } },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        field: 'formConfiguration.fields.missing',
        message: 'This setting names a field the form does not have: missing.',
      },
    ]);
  });

  it("keeps another organisation's templates out of reach: 404 and unchanged", async () => {
    const created = (await create(hartwell, 'Hartwell only form')).json();
    const url = `/api/v1/templates/forms/${created.id}`;
    const names = (await northwind.request({ method: 'GET', url: '/api/v1/templates/forms' })).json();
    expect(names.map((item: { name: string }) => item.name)).not.toContain('Hartwell only form');
    const put = await northwind.request({
      method: 'PUT',
      url,
      payload: { name: 'Taken', formConfiguration },
    });
    expect(put.statusCode).toBe(404);
    expect((await northwind.request({ method: 'DELETE', url })).statusCode).toBe(404);
    const [stored] = await t.db.select().from(formTemplates).where(eq(formTemplates.id, created.id));
    expect(stored?.name).toBe('Hartwell only form');
  });

  it('the provider names the organisation; without one it is asked to choose', async () => {
    const hartwellId = await organizationIdOf(t.db, 'hartwell');
    expect((await provider.request({ method: 'GET', url: '/api/v1/templates/forms' })).statusCode).toBe(400);
    const listed = await provider.request({
      method: 'GET',
      url: `/api/v1/templates/forms?organizationId=${hartwellId}`,
    });
    expect(listed.json().map((item: { name: string }) => item.name)).toContain('Hartwell only form');
    const created = await create(
      provider,
      'Provider form',
      `/api/v1/templates/forms?organizationId=${hartwellId}`,
    );
    expect(created.statusCode).toBe(201);
    const [stored] = await t.db.select().from(formTemplates).where(eq(formTemplates.id, created.json().id));
    expect(stored?.organizationId).toBe(hartwellId);
  });
});
