import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateNotes } from '../../src/db/schema/index.ts';
import {
  auditActions,
  demoApplication,
  generatedApplication,
  organizationIdOf,
} from '../support/organization-candidates.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let hartwell: number;
let northwind: number;
let manager: SignedIn;
let managerAdmin: SignedIn;
let candidateId: number;

beforeAll(async () => {
  t = await startTestApp();
  hartwell = await organizationIdOf(t.db, 'hartwell');
  northwind = await organizationIdOf(t.db, 'northwind');
  manager = await signIn(t.app, 'hm@hartwell.test');
  managerAdmin = await signIn(t.app, 'hm.admin@hartwell.test');
  candidateId = (await demoApplication(t.db)).id;
});
afterAll(() => t.close());

const noteUrl = (noteId: number, id = candidateId, organizationId = hartwell) =>
  `/api/v1/organization/${organizationId}/candidate/${id}/note/${noteId}`;

async function writeNote(caller: SignedIn, comment: string): Promise<{ id: number }> {
  const response = await caller.request({
    method: 'PUT',
    url: `/api/v1/organization/${hartwell}/candidate/${candidateId}/note`,
    payload: { comment },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function storedComment(noteId: number) {
  const [row] = await t.db.select().from(candidateNotes).where(eq(candidateNotes.id, noteId));
  return row?.comment ?? null;
}

describe('DELETE /organization/{orgId}/candidate/{cid}/note/{noteId}', () => {
  it('lets the author delete their own note (204), audited, and the list no longer has it', async () => {
    const note = await writeNote(manager, 'Written in haste');
    const response = await manager.request({ method: 'DELETE', url: noteUrl(note.id) });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await storedComment(note.id)).toBeNull();
    const listed = await manager.request({
      method: 'GET',
      url: `/api/v1/organization/${hartwell}/candidate/${candidateId}/notes`,
    });
    expect(listed.json().map((item: { id: number }) => item.id)).not.toContain(note.id);
    const actions = (await auditActions(t.db, candidateId)).map((row) => row.action);
    expect(actions).toContain('candidate.note.deleted');
  });

  it('answers 403 with a clear message to another manager, a manager admin too, and keeps the note', async () => {
    const note = await writeNote(manager, 'Only I may remove this');
    const response = await managerAdmin.request({ method: 'DELETE', url: noteUrl(note.id) });
    expect(response.statusCode).toBe(403);
    expect(response.json().error_description).toBe('Only the author of a note can delete it.');
    expect(await storedComment(note.id)).toBe('Only I may remove this');
  });

  it('answers 404 to another organisation, under another organisation, or under another candidate', async () => {
    const note = await writeNote(manager, 'Hartwell only');
    const northwindManager = await signIn(t.app, 'hm@northwind.test');
    expect((await northwindManager.request({ method: 'DELETE', url: noteUrl(note.id) })).statusCode).toBe(
      404,
    );
    expect(
      (await manager.request({ method: 'DELETE', url: noteUrl(note.id, candidateId, northwind) })).statusCode,
    ).toBe(404);
    const other = await generatedApplication(t.db, 'hartwell');
    expect((await manager.request({ method: 'DELETE', url: noteUrl(note.id, other.id) })).statusCode).toBe(
      404,
    );
    expect(await storedComment(note.id)).toBe('Hartwell only');
  });

  it('answers 404 for a note already deleted', async () => {
    const note = await writeNote(manager, 'Gone soon');
    await manager.request({ method: 'DELETE', url: noteUrl(note.id) });
    expect((await manager.request({ method: 'DELETE', url: noteUrl(note.id) })).statusCode).toBe(404);
  });
});

describe('PUT /organization/{orgId}/candidate/{cid}/note/{noteId} by someone else', () => {
  it('answers 403 with a clear message and keeps the text', async () => {
    const note = await writeNote(managerAdmin, 'The admin wrote this');
    const response = await manager.request({
      method: 'PUT',
      url: noteUrl(note.id),
      payload: { comment: 'Rewritten by another' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error_description).toBe('Only the author of a note can change it.');
    expect(await storedComment(note.id)).toBe('The admin wrote this');
  });
});
