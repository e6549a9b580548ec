import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, candidates } from '../../src/db/schema/index.ts';
import { generatedApplication } from '../support/organization-candidates.ts';
import { addPersonalData, signInPersonOf } from '../support/personal-data.ts';
import type { TestApp } from '../support/test-app.ts';
import { startTestApp } from '../support/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const readJson = (files: Record<string, Uint8Array>, name: string) => {
  const file = files[name];
  if (!file) throw new Error(`${name} is not in the archive`);
  return JSON.parse(strFromU8(file));
};

describe('GET /api/v1/user/export', () => {
  it('gives the candidate a ZIP of their account, applications, notes, files and messages, and nobody else’s', async () => {
    const mine = await generatedApplication(t.db, 'hartwell', 2);
    const theirs = await generatedApplication(t.db, 'hartwell', 3);
    const own = await addPersonalData(t, mine.id, 'Asha');
    await addPersonalData(t, theirs.id, 'Bartholomew');
    const candidate = await signInPersonOf(t, mine.id);

    const response = await candidate.request({ method: 'GET', url: '/api/v1/user/export' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(readJson(files, 'account.json')).toMatchObject({ id: own.person.id, email: own.person.email });
    expect(readJson(files, 'profile.json')).toEqual({ about: 'Profile of Asha' });
    const applications = readJson(files, 'applications.json');
    const ownIds = (await t.db.select().from(candidates).where(eq(candidates.userId, own.person.id))).map(
      (row) => row.id,
    );
    expect(applications.map((application: { id: number }) => application.id).sort()).toEqual(ownIds.sort());
    const application = applications.find((entry: { id: number }) => entry.id === mine.id);
    expect(application.answers).toEqual([{ questionId: 'why', response: 'Answer of Asha' }]);
    expect(application.diversity.ethnicity).toBe('ethnicity-Asha');
    expect(application.notes).toEqual([
      expect.objectContaining({ kind: 'note', comment: 'Note about Asha' }),
    ]);
    expect(application.documents).toEqual([expect.objectContaining({ fileName: 'cv-Asha.txt', kind: 'CV' })]);
    expect(Array.isArray(application.stageHistory)).toBe(true);
    const messages = readJson(files, 'messages.json');
    expect(messages).toContainEqual(expect.objectContaining({ subject: 'Hello Asha', to: own.person.email }));
    expect(messages.every((message: { to: string }) => message.to === own.person.email)).toBe(true);
    const stored = files[`documents/${mine.id}/${own.document.id}-cv-Asha.txt`];
    expect(stored && Buffer.from(stored).equals(own.bytes)).toBe(true);

    // Another candidate's traces appear nowhere in the archive.
    const everything = Object.values(files)
      .map((file) => Buffer.from(file).toString('utf8'))
      .join('\n');
    expect(everything).toContain('Asha');
    expect(everything).not.toContain('Bartholomew');
  });

  it('records who exported their data and when, without the data', async () => {
    const mine = await generatedApplication(t.db, 'hartwell', 4);
    const candidate = await signInPersonOf(t, mine.id);
    const before = new Date(Date.now() - 1000);
    expect((await candidate.request({ method: 'GET', url: '/api/v1/user/export' })).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.data-exported'), eq(auditLog.actorUserId, candidate.userId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(Object.keys(rows[0]?.details ?? {}).sort()).toEqual(['applications', 'documents']);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/export' })).statusCode).toBe(401);
  });
});
