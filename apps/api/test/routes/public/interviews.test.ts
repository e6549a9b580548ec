import { stageIds } from '@shortlist/domain/stages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  candidateCodes,
  candidates,
  interviewInvitations,
  outbox,
  scheduleSlots,
  stageHistory,
} from '../../../src/db/schema/index.ts';
import {
  applicantAt,
  candidateById,
  latestInterviewToken,
  roleNamed,
  subStageId,
  windowInDays,
} from '../../support/scheduling-fixtures.ts';
import type { SignedIn, TestApp } from '../../support/test-app.ts';
import { signIn, startTestApp } from '../../support/test-app.ts';

let t: TestApp;
let manager: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  manager = await signIn(t.app, 'hm@hartwell.test');
});
afterAll(() => t.close());

const read = (token: string) => t.app.inject({ method: 'GET', url: `/api/public/interview/${token}` });
const book = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/public/interview/${token}`, payload });

interface SlotView {
  id: number;
  startDateTime: number;
  state: string;
}

/** The demo candidate's seeded invitation link, read from the message the seed wrote to the outbox. */
async function demoToken(): Promise<string> {
  const [message] = await t.db.select().from(outbox).where(eq(outbox.template, 'interview-invitation'));
  const token = /\/interview\/([A-Za-z0-9_-]+)/.exec(message?.body ?? '')?.[1];
  if (!token) throw new Error('the seed wrote no invitation');
  return token;
}

/** Two applicants invited to a fresh schedule through the manager's calls; returns their links. */
async function twoInvitedApplicants() {
  const role = await roleNamed(t, 'hartwell', 'Training Contract 2028');
  const schedule = await manager.request({
    method: 'POST',
    url: '/api/v1/schedules',
    payload: {
      roleId: role.id,
      stageId: stageIds.firstRound,
      type: 'SCHEDULER',
      name: 'First round',
      durationMinutes: 60,
      location: 'London office',
      deadlineDays: 3,
      windows: [windowInDays(4)],
    },
  });
  expect(schedule.statusCode).toBe(201);
  const first = await applicantAt(t, role, stageIds.firstRound);
  const second = await applicantAt(t, role, stageIds.firstRound);
  const invited = await manager.request({
    method: 'POST',
    url: `/api/v1/schedules/${schedule.json().id}/invitations`,
    payload: { candidateIds: [first.candidate.id, second.candidate.id] },
  });
  expect(invited.json().invited).toHaveLength(2);
  return [
    { ...first, token: await latestInterviewToken(t, first.email) },
    { ...second, token: await latestInterviewToken(t, second.email) },
  ];
}

describe('GET /api/public/interview/{token}', () => {
  it("answers the seeded invitation with the schedule's slots, none booked yet", async () => {
    const response = await read(await demoToken());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      scheduleName: 'Training contract first interviews',
      location: '1 Finch Square, London EC2V 6EE',
      durationMinutes: 45,
      selectedTime: null,
      deadlinePassed: false,
    });
    expect(body.slots).toHaveLength(20);
    expect(body.slots[0]).toMatchObject({ numberOfInterviewers: 2, state: 'Available' });
    expect(body.slots[0].endDateTime - body.slots[0].startDateTime).toBe(45 * 60);
    expect(body.deadline).toBeGreaterThan(Date.now() / 1000);
  });

  it('sent the seeded invitation to the demo candidate with a link on the organisation host', () => {
    const message = t.messages.find(
      (m) => m.recipient === 'candidate@shortlist.test' && m.template === 'interview-invitation',
    );
    expect(message?.body).toMatch(/http:\/\/hartwell\.localhost:\d+\/interview\/[A-Za-z0-9_-]+/);
  });

  it('answers 404 for an unknown token and 400 for a malformed one, without the token in the reply', async () => {
    const unknown = await read('not-a-real-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('not-a-real-token');
    expect((await read(encodeURIComponent("x' OR '1'='1"))).statusCode).toBe(400);
  });
});

describe('PUT /api/public/interview/{token}', () => {
  it('books a slot: the slot reads Booked, the record is SCHEDULED and the candidate moves to scheduled', async () => {
    const token = await demoToken();
    const before = (await read(token)).json();
    const slot: SlotView = before.slots[2];
    const response = await book(token, { id: before.id, selectedTime: slot.startDateTime });
    expect(response.statusCode).toBe(200);
    expect(response.json().selectedTime).toBe(slot.startDateTime);
    expect(response.json().slots.find((each: SlotView) => each.id === slot.id).state).toBe('Booked');

    const [invitation] = await t.db
      .select()
      .from(interviewInvitations)
      .where(eq(interviewInvitations.id, before.id));
    const candidate = await candidateById(t, invitation?.candidateId ?? 0);
    expect(candidate.subStageId).toBe(
      await subStageId(t, candidate.organizationId, stageIds.atInterview, 'scheduled'),
    );
    const [code] = await t.db
      .select()
      .from(candidateCodes)
      .where(eq(candidateCodes.candidateId, candidate.id));
    expect(code?.codeStage).toBe('SCHEDULED');
    const history = await t.db
      .select()
      .from(stageHistory)
      .where(and(eq(stageHistory.candidateId, candidate.id), eq(stageHistory.reason, 'booking')));
    expect(history).toHaveLength(1);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'interview.booked'));
    expect(audit.map((row) => row.targetId)).toContain(String(candidate.id));
    await t.app.services.outbox.flush();
    expect(
      t.messages.filter(
        (m) => m.recipient === 'candidate@shortlist.test' && m.template === 'interview-booked',
      ),
    ).toHaveLength(1);
  });

  it('books another slot by releasing the first one', async () => {
    const token = await demoToken();
    const before = (await read(token)).json();
    const old: SlotView = before.slots.find((slot: SlotView) => slot.state === 'Booked');
    const next: SlotView = before.slots[5];
    const response = await book(token, { id: before.id, selectedTime: next.startDateTime });
    expect(response.statusCode).toBe(200);
    const states = new Map(response.json().slots.map((slot: SlotView) => [slot.id, slot.state]));
    expect(states.get(old.id)).toBe('Available');
    expect(states.get(next.id)).toBe('Booked');
    expect([...states.values()].filter((state) => state === 'Booked')).toHaveLength(1);
  });

  it('lets exactly one of two candidates racing for one slot win', async () => {
    const [first, second] = await twoInvitedApplicants();
    if (!first || !second) throw new Error('no applicants');
    const [firstView, secondView] = [(await read(first.token)).json(), (await read(second.token)).json()];
    const time = firstView.slots[1].startDateTime;
    const answers = await Promise.all([
      book(first.token, { id: firstView.id, selectedTime: time }),
      book(second.token, { id: secondView.id, selectedTime: time }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409);
    expect(loser?.json().error_description).toBe('That time has just been taken. Please choose another.');
    const holders = await t.db
      .select()
      .from(interviewInvitations)
      .where(eq(interviewInvitations.bookedSlotId, firstView.slots[1].id));
    expect(holders).toHaveLength(1);
  });

  it('refuses a time another candidate holds', async () => {
    const [first, second] = await twoInvitedApplicants();
    if (!first || !second) throw new Error('no applicants');
    const view = (await read(first.token)).json();
    expect(
      (await book(first.token, { id: view.id, selectedTime: view.slots[0].startDateTime })).statusCode,
    ).toBe(200);
    const other = (await read(second.token)).json();
    expect(other.slots[0].state).toBe('Booked');
    const taken = await book(second.token, { id: other.id, selectedTime: other.slots[0].startDateTime });
    expect(taken.statusCode).toBe(409);
  });

  it('still shows an invitation past its deadline but refuses to book it', async () => {
    const [applicant] = await twoInvitedApplicants();
    if (!applicant) throw new Error('no applicant');
    await t.db
      .update(interviewInvitations)
      .set({ deadlineAt: new Date(Date.now() - 60_000) })
      .where(eq(interviewInvitations.candidateId, applicant.candidate.id));
    const view = await read(applicant.token);
    expect(view.statusCode).toBe(200);
    expect(view.json().deadlinePassed).toBe(true);
    const refused = await book(applicant.token, {
      id: view.json().id,
      selectedTime: view.json().slots[0].startDateTime,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_description).toBe('The deadline to book has passed.');
  });

  it('shows a slot that has started as Passed and refuses it', async () => {
    const [applicant] = await twoInvitedApplicants();
    if (!applicant) throw new Error('no applicant');
    const view = (await read(applicant.token)).json();
    const slot: SlotView = view.slots[0];
    const past = new Date((Math.floor(Date.now() / 1000) - 3600) * 1000);
    await t.db.update(scheduleSlots).set({ startAt: past }).where(eq(scheduleSlots.id, slot.id));
    const after = (await read(applicant.token)).json();
    const passed = after.slots.find((each: SlotView) => each.id === slot.id);
    expect(passed.state).toBe('Passed');
    const refused = await book(applicant.token, { id: view.id, selectedTime: passed.startDateTime });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_description).toBe('That time has passed. Please choose another.');
  });

  it('refuses a booking once the candidate has moved to another stage', async () => {
    const [applicant] = await twoInvitedApplicants();
    if (!applicant) throw new Error('no applicant');
    await t.db
      .update(candidates)
      .set({ stageId: stageIds.rejected })
      .where(eq(candidates.id, applicant.candidate.id));
    const view = (await read(applicant.token)).json();
    const refused = await book(applicant.token, { id: view.id, selectedTime: view.slots[0].startDateTime });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_description).toBe('This invitation is no longer open.');
  });

  it.each([
    [
      'a time that is not offered',
      (view: { id: number; slots: SlotView[] }) => ({
        id: view.id,
        selectedTime: (view.slots[0]?.startDateTime ?? 0) + 60,
      }),
      'selectedTime',
    ],
    [
      'another invitation id',
      (view: { id: number; slots: SlotView[] }) => ({
        id: view.id + 1000,
        selectedTime: view.slots[0]?.startDateTime,
      }),
      'id',
    ],
    ['a time as text', (view: { id: number }) => ({ id: view.id, selectedTime: 'tomorrow' }), 'selectedTime'],
    [
      'a time in milliseconds',
      (view: { id: number; slots: SlotView[] }) => ({
        id: view.id,
        selectedTime: (view.slots[0]?.startDateTime ?? 0) * 1000,
      }),
      'selectedTime',
    ],
  ])('refuses %s with 400 and books nothing', async (_case, body, field) => {
    const [applicant] = await twoInvitedApplicants();
    if (!applicant) throw new Error('no applicant');
    const view = (await read(applicant.token)).json();
    const refused = await book(applicant.token, body(view));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe(field);
    expect((await read(applicant.token)).json().selectedTime).toBeNull();
  });
});
