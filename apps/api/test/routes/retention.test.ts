import { stageIds } from '@shortlist/domain/stages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  auditLog,
  candidateNotes,
  candidates,
  documents,
  organizations,
  users,
} from '../../src/db/schema/index.ts';
import { startRetentionSchedule } from '../../src/privacy/retention-schedule.ts';
import { generatedApplication, organizationIdOf } from '../support/organization-candidates.ts';
import { addPersonalData } from '../support/personal-data.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let provider: SignedIn;
let hartwell: number;

beforeAll(async () => {
  t = await startTestApp();
  provider = await signIn(t.app, 'admin@shortlist.test');
  hartwell = await organizationIdOf(t.db, 'hartwell');
});
afterAll(() => t.close());

const monthsAgo = (months: number, from = new Date()) => {
  const date = new Date(from);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};

async function placeApplication(subdomain: string, skip: number, stageId: number, lastChangeAt: Date) {
  const application = await generatedApplication(t.db, subdomain, skip);
  const traces = await addPersonalData(t, application.id, `${subdomain}-${skip}`);
  await t.db.update(candidates).set({ stageId, lastChangeAt }).where(eq(candidates.id, application.id));
  return { ...traces, id: application.id };
}

async function stateOf(candidateId: number, userId: number) {
  const [application] = await t.db.select().from(candidates).where(eq(candidates.id, candidateId));
  const [person] = await t.db.select().from(users).where(eq(users.id, userId));
  const notes = await t.db.select().from(candidateNotes).where(eq(candidateNotes.candidateId, candidateId));
  const files = await t.db.select().from(documents).where(eq(documents.candidateId, candidateId));
  return { application, person, notes: notes.length, files: files.length };
}

describe('PUT /api/v1/organization/{id} retentionMonths', () => {
  it('sets the organisation’s retention period and reads it back', async () => {
    const response = await provider.request({
      method: 'PUT',
      url: `/api/v1/organization/${hartwell}`,
      payload: { retentionMonths: 6 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().retentionMonths).toBe(6);
  });

  it.each([0, 121, 2.5, 'six'])('refuses %s with a field message and keeps the period', async (value) => {
    const response = await provider.request({
      method: 'PUT',
      url: `/api/v1/organization/${hartwell}`,
      payload: { retentionMonths: value },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual([
      'retentionMonths',
    ]);
    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, hartwell));
    expect(row?.retentionMonths).toBe(6);
  });
});

describe('the retention job', () => {
  it('anonymises only the unsuccessful applications unchanged for longer than the period, and records it', async () => {
    await t.db.update(organizations).set({ retentionMonths: 6 }).where(eq(organizations.id, hartwell));
    const now = new Date();
    const rejectedLongAgo = await placeApplication('hartwell', 9, stageIds.rejected, monthsAgo(7, now));
    const withdrewLongAgo = await placeApplication('hartwell', 10, stageIds.withdrew, monthsAgo(8, now));
    const withdrewRecently = await placeApplication('hartwell', 11, stageIds.withdrew, monthsAgo(5, now));
    const activeLongAgo = await placeApplication('hartwell', 12, 3, monthsAgo(24, now));
    const elsewhere = await placeApplication('northwind', 0, stageIds.rejected, monthsAgo(24, now));

    await t.app.services.privacy.runRetention(now);

    for (const due of [rejectedLongAgo, withdrewLongAgo]) {
      const state = await stateOf(due.id, due.person.id);
      expect(state.application).toMatchObject({ responses: [], ethnicity: null, adjustment: null });
      expect(state.application?.anonymisedAt).toBeInstanceOf(Date);
      expect(state).toMatchObject({ notes: 0, files: 0 });
      // They applied nowhere else, so nothing of theirs is kept: the account is erased too.
      expect(state.person).toMatchObject({ anonymised: true, firstName: '', lastName: '' });
      await expect(t.app.services.files.get(due.document.storageKey)).rejects.toThrow();
    }
    for (const kept of [withdrewRecently, activeLongAgo, elsewhere]) {
      const state = await stateOf(kept.id, kept.person.id);
      expect(state.application?.anonymisedAt).toBeNull();
      expect(state.application?.responses).toEqual(kept.application.responses);
      expect(state).toMatchObject({ notes: 1, files: 1 });
      expect(state.person).toMatchObject({ anonymised: false, email: kept.person.email });
    }

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'retention.anonymised'), eq(auditLog.organizationId, hartwell)));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.details).toMatchObject({ retentionMonths: 6, applications: 2, accountsErased: 2 });
    expect(JSON.stringify(entries)).not.toContain(rejectedLongAgo.person.email);

    // A second run finds nothing new and records nothing.
    await t.app.services.privacy.runRetention(now);
    const again = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'retention.anonymised'), eq(auditLog.organizationId, hartwell)));
    expect(again).toHaveLength(1);
  });

  it('runs on its interval until stopped', async () => {
    vi.useFakeTimers();
    try {
      const run = vi.fn(async () => undefined);
      const stop = startRetentionSchedule(run, () => undefined, 1000);
      await vi.advanceTimersByTimeAsync(3000);
      expect(run).toHaveBeenCalledTimes(3);
      stop();
      await vi.advanceTimersByTimeAsync(3000);
      expect(run).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
