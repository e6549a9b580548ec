import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateNotes } from '../../src/db/schema/index.ts';
import {
  auditActions,
  demoApplication,
  fieldsOf,
  generatedApplication,
  organizationIdOf,
  snapshotOf,
} from '../support/organization-candidates.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let hartwell: number;
let manager: SignedIn;
let managerAdmin: SignedIn;
let candidateId: number;

beforeAll(async () => {
  t = await startTestApp();
  hartwell = await organizationIdOf(t.db, 'hartwell');
  manager = await signIn(t.app, 'hm@hartwell.test');
  managerAdmin = await signIn(t.app, 'hm.admin@hartwell.test');
  candidateId = (await demoApplication(t.db)).id;
});
afterAll(() => t.close());

const urlOf = (id: number, rest: string) => `/api/v1/organization/${hartwell}/candidate/${id}${rest}`;

async function writeNote(caller: SignedIn, comment: string, kind: 'note' | 'comment' = 'note') {
  const response = await caller.request({
    method: 'PUT',
    url: urlOf(candidateId, `/${kind}`),
    payload: { comment },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('PUT /organization/{orgId}/candidate/{id}/note and /comment', () => {
  it('creates a note signed by its author and counts it on the candidate', async () => {
    const note = await writeNote(manager, '  Strong commercial answers.  ');
    expect(note).toMatchObject({
      kind: 'note',
      comment: 'Strong commercial answers.',
      author: { firstName: 'James', lastName: 'Okafor' },
    });
    const view = (await manager.request({ method: 'GET', url: urlOf(candidateId, '') })).json();
    expect(view.notesCount).toBeGreaterThanOrEqual(1);
    const actions = (await auditActions(t.db, candidateId)).map((row) => row.action);
    expect(actions).toContain('candidate.note.created');
  });

  it('creates a comment as its own kind', async () => {
    const comment = await writeNote(managerAdmin, 'Please invite to the assessment centre.', 'comment');
    expect(comment).toMatchObject({ kind: 'comment', author: { firstName: 'Eleanor' } });
    const actions = (await auditActions(t.db, candidateId)).map((row) => row.action);
    expect(actions).toContain('candidate.comment.created');
  });

  it.each([
    ['a blank comment', { comment: '   ' }],
    ['a missing comment', {}],
    ['a comment over 4096 characters', { comment: 'x'.repeat(4097) }],
    ['a number', { comment: 42 }],
  ])('refuses %s with a field error and stores nothing', async (_case, payload) => {
    const before = await snapshotOf(t.db, candidateId);
    const response = await manager.request({ method: 'PUT', url: urlOf(candidateId, '/note'), payload });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['comment']);
    expect(await snapshotOf(t.db, candidateId)).toEqual(before);
  });

  it('keeps injection-looking text as plain text', async () => {
    const text = "Robert'); DROP TABLE candidate_notes;-- <script>alert(1)</script>";
    const note = await writeNote(manager, text);
    expect(note.comment).toBe(text);
    const [stored] = await t.db.select().from(candidateNotes).where(eq(candidateNotes.id, note.id));
    expect(stored?.comment).toBe(text);
  });
});

describe('PUT /organization/{orgId}/candidate/{cid}/note/{noteId}', () => {
  it('lets the author edit its own note and audits the edit', async () => {
    const note = await writeNote(manager, 'First draft');
    const response = await manager.request({
      method: 'PUT',
      url: urlOf(candidateId, `/note/${note.id}`),
      payload: { comment: 'Second draft' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: note.id, comment: 'Second draft', kind: 'note' });
    const actions = (await auditActions(t.db, candidateId)).map((row) => row.action);
    expect(actions).toContain('candidate.note.edited');
  });

  it("answers 403 to another manager editing someone else's note, and keeps the text", async () => {
    const note = await writeNote(manager, 'Only mine to change');
    const response = await managerAdmin.request({
      method: 'PUT',
      url: urlOf(candidateId, `/note/${note.id}`),
      payload: { comment: 'Overwritten' },
    });
    expect(response.statusCode).toBe(403);
    const [stored] = await t.db.select().from(candidateNotes).where(eq(candidateNotes.id, note.id));
    expect(stored?.comment).toBe('Only mine to change');
  });

  it("answers 404 for a note asked for under another of the organisation's candidates", async () => {
    const note = await writeNote(manager, 'Belongs to the demo application');
    const other = await generatedApplication(t.db, 'hartwell');
    const response = await manager.request({
      method: 'PUT',
      url: urlOf(other.id, `/note/${note.id}`),
      payload: { comment: 'Moved?' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers 404 to hm@northwind.test and keeps the text', async () => {
    const note = await writeNote(manager, 'Hartwell only');
    const northwindManager = await signIn(t.app, 'hm@northwind.test');
    const response = await northwindManager.request({
      method: 'PUT',
      url: urlOf(candidateId, `/note/${note.id}`),
      payload: { comment: 'Northwind was here' },
    });
    expect(response.statusCode).toBe(404);
    const [stored] = await t.db.select().from(candidateNotes).where(eq(candidateNotes.id, note.id));
    expect(stored?.comment).toBe('Hartwell only');
  });
});

describe('GET /organization/{orgId}/candidate/{id}/notes', () => {
  it('lists notes and comments newest first with their authors', async () => {
    const older = await writeNote(manager, 'Older note');
    const newer = await writeNote(managerAdmin, 'Newer comment', 'comment');
    const response = await manager.request({ method: 'GET', url: urlOf(candidateId, '/notes') });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    const ids = list.map((note: { id: number }) => note.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list[0]).toMatchObject({ id: newer.id, kind: 'comment', author: { lastName: 'Hartwell' } });
    expect(list.every((note: { kind: string }) => ['note', 'comment'].includes(note.kind))).toBe(true);
  });
});
