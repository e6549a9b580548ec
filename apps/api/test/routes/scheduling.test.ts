import { stageIds } from '@shortlist/domain/stages';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../src/accounts/secrets.ts';
import {
  auditLog,
  candidateCodes,
  interviewInvitations,
  interviewSchedules,
  stageHistory,
} from '../../src/db/schema/index.ts';
import { deadlineInZone } from '../../src/scheduling/organization-time-zone.ts';
import {
  applicantAt,
  candidateById,
  invitationOf,
  latestInterviewToken,
  roleNamed,
  subStageId,
  windowInDays,
} from '../support/scheduling-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

let t: TestApp;
let hartwell: SignedIn;
let northwind: SignedIn;
let training: { id: number; organizationId: number };
beforeAll(async () => {
  t = await startTestApp();
  hartwell = await signIn(t.app, 'hm@hartwell.test');
  northwind = await signIn(t.app, 'hm@northwind.test');
  training = await roleNamed(t, 'hartwell', 'Training Contract 2028');
});
afterAll(() => t.close());

const wizard = () => ({
  roleId: training.id,
  stageId: stageIds.secondRound,
  type: 'SCHEDULER',
  name: 'Second round',
  durationMinutes: 60,
  location: 'London office',
  deadlineDays: 5,
  windows: [windowInDays(3, 2), windowInDays(4, 1)],
});

async function createSchedule(change: Record<string, unknown> = {}) {
  const response = await hartwell.request({
    method: 'POST',
    url: '/api/v1/schedules',
    payload: { ...wizard(), ...change },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const invite = (manager: SignedIn, scheduleId: number, candidateIds: number[]) =>
  manager.request({
    method: 'POST',
    url: `/api/v1/schedules/${scheduleId}/invitations`,
    payload: { candidateIds },
  });

async function scheduleCount() {
  const [row] = await t.db.select({ total: count() }).from(interviewSchedules);
  return row?.total ?? 0;
}

/** Makes the outbox fail, to show a failure half-way through a change leaves nothing half-done. */
async function withFailingOutbox<T>(action: () => Promise<T>): Promise<T> {
  const { outbox } = t.app.services;
  const queue = outbox.queue;
  outbox.queue = async () => {
    throw new Error('the outbox is down');
  };
  try {
    return await action();
  } finally {
    outbox.queue = queue;
  }
}

describe('POST /api/v1/schedules', () => {
  it('slices each availability window into slots of the interview length, all available', async () => {
    const schedule = await createSchedule();
    expect(schedule).toMatchObject({
      roleId: training.id,
      stageId: stageIds.secondRound,
      durationMinutes: 60,
      type: 'SCHEDULER',
    });
    expect(schedule.slots).toHaveLength(6);
    const [first, second] = schedule.slots;
    expect(second.startDateTime - first.startDateTime).toBe(3600);
    expect(first).toMatchObject({
      state: 'Available',
      numberOfInterviewers: 2,
      parentStartDateTime: wizard().windows[0]?.parentStartDateTime,
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'schedule.created'), eq(auditLog.targetId, String(schedule.id))));
    expect(audit).toHaveLength(1);
    const listed = (await hartwell.request({ method: 'GET', url: '/api/v1/schedules' })).json();
    expect(listed.find((row: { id: number }) => row.id === schedule.id)).toMatchObject({
      invitedCount: 0,
      bookedCount: 0,
    });
  });

  it('leaves the gap between interviews and leaves out the slots taken out at review', async () => {
    const window = wizard().windows[0];
    if (!window) throw new Error('the wizard fixture has no window');
    const start = window.parentStartDateTime;
    const response = await hartwell.request({
      method: 'POST',
      url: '/api/v1/schedules',
      payload: { ...wizard(), durationMinutes: 45, gapMinutes: 15, excludedSlots: [start + 3600] },
    });
    expect(response.statusCode).toBe(201);
    const starts = response.json().slots.map((slot: { startDateTime: number }) => slot.startDateTime - start);
    // 45 minutes and a 15-minute gap in the first three-hour window: 9:00, (10:00 taken out), 11:00.
    expect(starts).toEqual([0, 7200, 86400, 90000, 93600]);
  });

  it.each([
    [
      'a window that ends before it starts',
      { windows: [{ ...windowInDays(3), parentEndDateTime: windowInDays(3).parentStartDateTime - 60 }] },
      'windows.0.parentEndDateTime',
    ],
    ['a length that is not offered', { durationMinutes: 50 }, 'durationMinutes'],
    ['a deadline that is not offered', { deadlineDays: 2 }, 'deadlineDays'],
    ['an unknown stage', { stageId: 12 }, 'stageId'],
    ['a stage without interviews', { stageId: stageIds.atOnlineTest }, 'stageId'],
    ['a window that has already ended', { windows: [windowInDays(-2)] }, 'windows.0.parentEndDateTime'],
    ['too many interviewers', { windows: [windowInDays(3, 6)] }, 'windows.0.numberOfInterviewers'],
    ['a gap that is not offered', { gapMinutes: 7 }, 'gapMinutes'],
    [
      'every slot taken out',
      {
        windows: [{ ...windowInDays(3), parentEndDateTime: windowInDays(3).parentStartDateTime + 3600 }],
        excludedSlots: [windowInDays(3).parentStartDateTime],
      },
      'excludedSlots',
    ],
  ])('refuses %s with 400 and stores nothing', async (_case, change, field) => {
    const before = await scheduleCount();
    const response = await hartwell.request({
      method: 'POST',
      url: '/api/v1/schedules',
      payload: { ...wizard(), ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe(field);
    expect(await scheduleCount()).toBe(before);
  });

  it("answers 404 for another organisation's role", async () => {
    const before = await scheduleCount();
    const response = await northwind.request({ method: 'POST', url: '/api/v1/schedules', payload: wizard() });
    expect(response.statusCode).toBe(404);
    expect(await scheduleCount()).toBe(before);
  });
});

describe('schedules across organisations', () => {
  it("never shows or invites to another organisation's schedule", async () => {
    const schedule = await createSchedule();
    expect(
      (await northwind.request({ method: 'GET', url: `/api/v1/schedules/${schedule.id}` })).statusCode,
    ).toBe(404);
    const listed = (await northwind.request({ method: 'GET', url: '/api/v1/schedules' })).json();
    expect(listed.map((row: { id: number }) => row.id)).not.toContain(schedule.id);
    const { candidate } = await applicantAt(t, training, stageIds.secondRound);
    expect((await invite(northwind, schedule.id, [candidate.id])).statusCode).toBe(404);
    expect(await invitationOf(t, candidate.id)).toBeUndefined();
  });

  it("leaves another organisation's candidates out of an invitation as not found", async () => {
    const role = await roleNamed(t, 'northwind', 'Data Science Graduate Scheme 2027');
    const response = await northwind.request({
      method: 'POST',
      url: '/api/v1/schedules',
      payload: { ...wizard(), roleId: role.id },
    });
    const { candidate } = await applicantAt(t, training, stageIds.secondRound);
    const invited = await invite(northwind, response.json().id, [candidate.id]);
    expect(invited.json()).toEqual({ invited: [], skipped: [{ id: candidate.id, reason: 'not-found' }] });
    expect(await invitationOf(t, candidate.id)).toBeUndefined();
  });
});

describe('POST /api/v1/schedules/{id}/invitations', () => {
  it('invites an eligible candidate: INVITED record, hashed link, deadline at 23:59, invited sub-stage and a message', async () => {
    const schedule = await createSchedule();
    const { candidate, email } = await applicantAt(t, training, stageIds.secondRound);
    const response = await invite(hartwell, schedule.id, [candidate.id]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ invited: [candidate.id], skipped: [] });

    const [code] = await t.db
      .select()
      .from(candidateCodes)
      .where(eq(candidateCodes.candidateId, candidate.id));
    expect(code).toMatchObject({
      type: 'SCHEDULER',
      codeStage: 'INVITED',
      stageId: stageIds.secondRound,
      scheduleId: schedule.id,
    });
    const token = await latestInterviewToken(t, email);
    const invitation = await invitationOf(t, candidate.id);
    expect(invitation?.tokenHash).toBe(hashSecret(token));
    expect(invitation?.tokenHash).not.toContain(token);
    // Hartwell's zone is Europe/London: 23:59 on its clock, five days on.
    expect(invitation?.deadlineAt).toEqual(deadlineInZone(new Date(), 5, 'Europe/London'));
    const moved = await candidateById(t, candidate.id);
    expect(moved.subStageId).toBe(
      await subStageId(t, training.organizationId, stageIds.secondRound, 'invited'),
    );
    const history = await t.db.select().from(stageHistory).where(eq(stageHistory.candidateId, candidate.id));
    expect(history.map((row) => row.reason)).toEqual(['invitation']);
    const message = t.messages.find((m) => m.recipient === email && m.template === 'interview-invitation');
    expect(message?.body).toContain(`http://hartwell.localhost:8080/interview/${token}`);

    const page = await t.app.inject({ method: 'GET', url: `/api/public/interview/${token}` });
    expect(page.json()).toMatchObject({
      id: invitation?.id,
      scheduleName: 'Second round',
      selectedTime: null,
    });
    expect(
      (await hartwell.request({ method: 'GET', url: '/api/v1/schedules' }))
        .json()
        .find((row: { id: number }) => row.id === schedule.id).invitedCount,
    ).toBe(1);
  });

  it('leaves out each ineligible candidate with its reason and invites the rest', async () => {
    const schedule = await createSchedule();
    const ready = await applicantAt(t, training, stageIds.secondRound);
    const elsewhere = await applicantAt(t, training, stageIds.firstRound);
    const otherRole = await applicantAt(
      t,
      await roleNamed(t, 'hartwell', 'Summer Vacation Scheme 2027'),
      stageIds.secondRound,
    );
    const covered = await applicantAt(t, training, stageIds.secondRound);
    await t.db.insert(candidateCodes).values({
      organizationId: training.organizationId,
      candidateId: covered.candidate.id,
      type: 'SCHEDULED',
      stageId: stageIds.secondRound,
      codeStage: 'INVITED',
    });
    const response = await invite(hartwell, schedule.id, [
      ready.candidate.id,
      elsewhere.candidate.id,
      otherRole.candidate.id,
      covered.candidate.id,
      99_999_999,
    ]);
    expect(response.json()).toEqual({
      invited: [ready.candidate.id],
      skipped: [
        { id: elsewhere.candidate.id, reason: 'wrong-stage' },
        { id: otherRole.candidate.id, reason: 'other-role' },
        { id: covered.candidate.id, reason: 'stage-already-covered' },
        { id: 99_999_999, reason: 'not-found' },
      ],
    });
    const again = await invite(hartwell, schedule.id, [ready.candidate.id]);
    expect(again.json().skipped).toEqual([{ id: ready.candidate.id, reason: 'already-invited' }]);
  });

  it('refuses an empty or malformed list of candidates', async () => {
    const schedule = await createSchedule();
    for (const payload of [{ candidateIds: [] }, { candidateIds: ['1; DROP TABLE candidates'] }, {}]) {
      const response = await hartwell.request({
        method: 'POST',
        url: `/api/v1/schedules/${schedule.id}/invitations`,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toMatch(/^candidateIds/);
    }
  });

  it('leaves nothing half-done when the invitation fails half-way', async () => {
    const schedule = await createSchedule();
    const { candidate } = await applicantAt(t, training, stageIds.secondRound);
    const response = await withFailingOutbox(() => invite(hartwell, schedule.id, [candidate.id]));
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('outbox is down');
    expect(
      await t.db.select().from(candidateCodes).where(eq(candidateCodes.candidateId, candidate.id)),
    ).toHaveLength(0);
    expect(await invitationOf(t, candidate.id)).toBeUndefined();
    expect((await candidateById(t, candidate.id)).subStageId).toBe(candidate.subStageId);
    expect(
      await t.db.select().from(stageHistory).where(eq(stageHistory.candidateId, candidate.id)),
    ).toHaveLength(0);
  });

  it('leaves nothing half-done when a booking fails half-way', async () => {
    const schedule = await createSchedule();
    const { candidate, email } = await applicantAt(t, training, stageIds.secondRound);
    await invite(hartwell, schedule.id, [candidate.id]);
    const token = await latestInterviewToken(t, email);
    const page = (await t.app.inject({ method: 'GET', url: `/api/public/interview/${token}` })).json();
    const response = await withFailingOutbox(() =>
      t.app.inject({
        method: 'PUT',
        url: `/api/public/interview/${token}`,
        payload: { id: page.id, selectedTime: page.slots[0].startDateTime },
      }),
    );
    expect(response.statusCode).toBe(500);
    expect((await invitationOf(t, candidate.id))?.bookedSlotId).toBeNull();
    const [code] = await t.db
      .select()
      .from(candidateCodes)
      .where(eq(candidateCodes.candidateId, candidate.id));
    expect(code?.codeStage).toBe('INVITED');
    const history = await t.db.select().from(stageHistory).where(eq(stageHistory.candidateId, candidate.id));
    expect(history.map((row) => row.reason)).toEqual(['invitation']);
  });
});

describe('the interview booking count', () => {
  it('counts bookings on the schedule list once a candidate books', async () => {
    const schedule = await createSchedule();
    const { candidate, email } = await applicantAt(t, training, stageIds.secondRound);
    await invite(hartwell, schedule.id, [candidate.id]);
    const token = await latestInterviewToken(t, email);
    const page = (await t.app.inject({ method: 'GET', url: `/api/public/interview/${token}` })).json();
    await t.app.inject({
      method: 'PUT',
      url: `/api/public/interview/${token}`,
      payload: { id: page.id, selectedTime: page.slots[3].startDateTime },
    });
    const detail = (
      await hartwell.request({ method: 'GET', url: `/api/v1/schedules/${schedule.id}` })
    ).json();
    expect(detail.slots[3]).toMatchObject({ state: 'Booked', candidateId: candidate.id });
    const listed = (await hartwell.request({ method: 'GET', url: '/api/v1/schedules' })).json();
    expect(listed.find((row: { id: number }) => row.id === schedule.id).bookedCount).toBe(1);
    const booked = await t.db
      .select()
      .from(interviewInvitations)
      .where(eq(interviewInvitations.scheduleId, schedule.id));
    expect(booked[0]?.bookedSlotId).toBe(detail.slots[3].id);
  });
});
