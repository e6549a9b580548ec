import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { clientAuthorization, signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: SignedIn;
let managerAdmin: SignedIn;

beforeAll(async () => {
  t = await startTestApp();
  [admin, managerAdmin] = await Promise.all([
    signIn(t.app, 'admin@shortlist.test'),
    signIn(t.app, 'hm.admin@hartwell.test'),
  ]);
});
afterAll(() => t.close());

const send = (user: SignedIn, method: 'POST' | 'PUT', csv: string) =>
  user.request({
    method,
    url: method === 'POST' ? '/api/v1/admin/translations/preview' : '/api/v1/admin/translations',
    payload: { csv },
  });

async function served(language: string): Promise<Record<string, string>> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/public/translation?language=${language}`,
    headers: { authorization: clientAuthorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('translation files', () => {
  it('previews what a file adds, changes and removes per language, and changes nothing', async () => {
    await send(admin, 'PUT', 'phrase,gd\nRoles,Dreuchdan\nEvents,Tachartasan\nApply,Cuir a-steach\n');
    const preview = await send(
      admin,
      'POST',
      'phrase,gd\nRoles,Dreuchdan\nEvents,Tachartasan ùra\nSearch,Lorg\n',
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      languages: [
        {
          language: 'gd',
          added: [{ phrase: 'Search', before: null, after: 'Lorg' }],
          changed: [{ phrase: 'Events', before: 'Tachartasan', after: 'Tachartasan ùra' }],
          removed: [{ phrase: 'Apply', before: 'Cuir a-steach', after: null }],
          unchanged: 1,
        },
      ],
    });
    expect(await served('gd')).toEqual({ Apply: 'Cuir a-steach', Events: 'Tachartasan', Roles: 'Dreuchdan' });
  });

  it('applies a file: GET /translation serves the new texts at once, other languages untouched', async () => {
    const welshBefore = await served('cy');
    const csv = 'phrase,gd,kw\n"Roles",Dreuchdan,Rolyow\n"Sign in, please",Clàraich a-steach,\n';
    const applied = await send(admin, 'PUT', csv);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().message).toBe('Translation file reloaded.');
    expect(await served('gd')).toEqual({ Roles: 'Dreuchdan', 'Sign in, please': 'Clàraich a-steach' });
    expect(await served('kw')).toEqual({ Roles: 'Rolyow' });
    expect(await served('cy')).toEqual(welshBefore);
    const again = await send(admin, 'POST', csv);
    expect(again.json().languages.map((change: { unchanged: number }) => change.unchanged)).toEqual([2, 1]);
  });

  it('answers a faulty file with messages on the csv field and changes nothing', async () => {
    const before = await served('gd');
    const cases: [string, string][] = [
      ['', 'Choose a CSV file with a phrase column and one column per language.'],
      ['text,gd\nRoles,x\n', "Head the first column 'phrase' and then one column per language, such as cy."],
      ['phrase\nRoles\n', 'Add at least one language column after the phrase column.'],
      ['phrase,Gaelic\nRoles,x\n', "Column 2: 'Gaelic' is not a language code such as cy or pt-BR."],
      ['phrase,en\nRoles,x\n', 'The phrases are English; leave out an en column.'],
      ['phrase,gd\nRoles,x\nRoles,y\n', "Row 3: the phrase 'Roles' appears twice."],
    ];
    for (const [csv, message] of cases) {
      const response = await send(admin, 'PUT', csv);
      expect(response.statusCode, csv).toBe(400);
      expect(response.json().errors).toContainEqual({ field: 'csv', message });
    }
    expect(await served('gd')).toEqual(before);
  });

  it('refuses a manager admin (403) and changes nothing', async () => {
    const before = await served('gd');
    for (const method of ['POST', 'PUT'] as const) {
      expect((await send(managerAdmin, method, 'phrase,gd\nRoles,Hacked\n')).statusCode).toBe(403);
    }
    expect(await served('gd')).toEqual(before);
  });
});
