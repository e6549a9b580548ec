import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedApplication, organizationIdOf } from '../support/organization-candidates.ts';
import { roleNamed } from '../support/scheduling-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// Issue 31, item 12: two managers saving one record from the same version. The first save wins; the second
// answers 409 with a clear message and changes nothing, whether they come one after the other or at once.
// A save that names no version (the spec's own client) is accepted as before.

let t: TestApp;
let manager: SignedIn;
let managerAdmin: SignedIn;
let hartwell: number;

beforeAll(async () => {
  t = await startTestApp();
  manager = await signIn(t.app, 'hm@hartwell.test');
  managerAdmin = await signIn(t.app, 'hm.admin@hartwell.test');
  hartwell = await organizationIdOf(t.db, 'hartwell');
});
afterAll(() => t.close());

/** One editor of the console: where it reads and saves, and the value a save changes. */
interface Editor {
  read(): Promise<{ version: string; value: string }>;
  save(value: string, version?: string): Promise<LightMyRequestResponse>;
}

const ifMatch = (version?: string) => (version === undefined ? {} : { 'if-match': `"${version}"` });

let roleId: number | undefined;

async function roleEditor(): Promise<Editor> {
  roleId ??= (await roleNamed(t, 'hartwell', 'Training Contract 2028')).id;
  const url = `/api/v1/roles/${roleId}`;
  return {
    async read() {
      const response = await manager.request({ method: 'GET', url });
      expect(response.headers.etag).toBe(`"${response.json().updatedAt}"`);
      return { version: response.json().updatedAt, value: response.json().name };
    },
    save: (name, version) =>
      manager.request({ method: 'PUT', url, headers: ifMatch(version), payload: { name } }),
  };
}

async function settingsEditor(): Promise<Editor> {
  const url = `/api/v1/organization/${hartwell}/settings`;
  const current = async () => (await managerAdmin.request({ method: 'GET', url })).json();
  return {
    async read() {
      const settings = await current();
      return { version: settings.version, value: settings.reviewEmailDomains.join() };
    },
    async save(domain, version) {
      const { version: _version, ...settings } = await current();
      return managerAdmin.request({
        method: 'PUT',
        url,
        headers: ifMatch(version),
        payload: { ...settings, reviewEmailDomains: [domain] },
      });
    },
  };
}

async function templateEditor(): Promise<Editor> {
  const url = '/api/v1/templates/messages/rejected/EMAIL';
  return {
    async read() {
      const list = (await managerAdmin.request({ method: 'GET', url: '/api/v1/templates/messages' })).json();
      const template = list.find(
        (each: { key: string; channel: string }) => each.key === 'rejected' && each.channel === 'EMAIL',
      );
      return { version: template.updatedAt ?? 'unsaved', value: template.subject };
    },
    save: (subject, version) =>
      managerAdmin.request({
        method: 'PUT',
        url,
        headers: ifMatch(version),
        payload: { subject, body: 'Hello {{ candidate.firstName }}' },
      }),
  };
}

async function noteEditor(): Promise<Editor> {
  const application = await generatedApplication(t.db, 'hartwell', 3);
  const notesUrl = `/api/v1/organization/${hartwell}/candidate/${application.id}/note`;
  const created = await manager.request({
    method: 'PUT',
    url: notesUrl,
    payload: { comment: 'First draft.' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const noteId: number = created.json().id;
  const url = `/api/v1/organization/${hartwell}/candidate/${application.id}/note/${noteId}`;
  return {
    async read() {
      const list = await manager.request({
        method: 'GET',
        url: `/api/v1/organization/${hartwell}/candidate/${application.id}/notes`,
      });
      const note = (list.json().content ?? list.json()).find((each: { id: number }) => each.id === noteId);
      return { version: note.updatedAt, value: note.comment };
    },
    save: (comment, version) =>
      manager.request({ method: 'PUT', url, headers: ifMatch(version), payload: { comment } }),
  };
}

const editors: [string, () => Promise<Editor>][] = [
  ['a role', roleEditor],
  ["the organisation's settings", settingsEditor],
  ['a message template', templateEditor],
  ['a note', noteEditor],
];

describe.each(editors)('saving %s', (what, open) => {
  it('refuses the second of two saves from one version with 409, keeping the first', async () => {
    const editor = await open();
    const { version } = await editor.read();
    const first = await editor.save(`first-${what.length}.example.com`, version);
    expect(first.statusCode, first.body).toBe(200);
    const second = await editor.save(`second-${what.length}.example.com`, version);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      error: 'stale_version',
      error_description:
        'Someone else saved this after you opened it. Reload to see their changes, or save again to overwrite them.',
    });
    expect((await editor.read()).value).toContain(`first-${what.length}`);
    // Saving again from the version just read (the "overwrite" choice) goes through.
    const overwrite = await editor.save(`third-${what.length}.example.com`, (await editor.read()).version);
    expect(overwrite.statusCode).toBe(200);
    expect(overwrite.headers.etag).toBeDefined();
  });

  it('lets exactly one of two saves sent at once from one version through', async () => {
    const editor = await open();
    const { version } = await editor.read();
    const replies = await Promise.all([
      editor.save(`left-${what.length}.example.com`, version),
      editor.save(`right-${what.length}.example.com`, version),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const winner = replies.find((reply) => reply.statusCode === 200);
    const side = winner?.body.includes('left-') ? 'left' : 'right';
    expect((await editor.read()).value).toContain(`${side}-${what.length}`);
  });

  it('accepts a save that names no version, as the spec’s own client sends it', async () => {
    const editor = await open();
    const response = await editor.save(`plain-${what.length}.example.com`);
    expect(response.statusCode).toBe(200);
  });
});
