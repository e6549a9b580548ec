import { findRotaClashes } from '@shortlist/domain/assessment';
import type { AssessmentCentreView, CentreSession } from '@shortlist/domain/contract';
import { stageIds } from '@shortlist/domain/stages';
import { and, eq, inArray } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scorecards } from '../../src/db/schema/index.ts';
import type { OutgoingMessage } from '../../src/messaging/transport.ts';
import { setBlindStages } from '../review/review-world.ts';
import {
  applicantsOf,
  auditRowsOf,
  organizationIdOf,
  roleIdsOf,
  userIdOf,
} from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// Issue 33: an assessment-centre day is set up, its rota generated without clashes, edited by hand (refused
// when it would clash), previewed and published: one email with an .ics per assessor and per candidate,
// draft scorecards per sitting, and publishing again tells only those whose day changed.

let t: TestApp;
let hartwell: number;
let roleId: number;
let admin: SignedIn;
let manager: SignedIn;
let northwind: SignedIn;
let adminId: number;
let managerId: number;

const makeApplicants = applicantsOf(() => ({ db: t.db, organizationId: hartwell, roleId }), 'centre');
const base = () => `/api/v1/organization/${hartwell}`;

async function newCentre(name = 'Spring assessment centre') {
  const response = await admin.request({
    method: 'POST',
    url: `${base()}/roles/${roleId}/assessment-centres`,
    payload: {
      name,
      stageId: stageIds.assessmentCentre,
      day: '2027-03-16',
      startTime: '09:00',
      roundMinutes: 45,
      breakMinutes: 15,
      location: 'Hartwell House, 1 Fleet Street',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as AssessmentCentreView;
}

/** The day of the journey: 12 candidates, 4 exercises, 6 assessors (2 colleagues, 4 from outside). */
function setupOf(candidateIds: number[], conflictWith: number) {
  return {
    name: 'Spring assessment centre',
    day: '2027-03-16',
    startTime: '09:00',
    roundMinutes: 45,
    breakMinutes: 15,
    location: 'Hartwell House, 1 Fleet Street',
    rooms: ['Room 1', 'Room 2', 'Room 3', 'Boardroom', 'Hall'],
    exercises: [
      {
        kind: 'interview',
        name: 'Interview',
        minutes: 40,
        candidatesPerSession: 1,
        assessorsPerSession: 1,
        rooms: ['Room 1', 'Room 2', 'Room 3'],
      },
      {
        kind: 'group_exercise',
        name: 'Group exercise',
        minutes: 45,
        candidatesPerSession: 6,
        assessorsPerSession: 2,
        rooms: ['Boardroom'],
      },
      {
        kind: 'written_case',
        name: 'Written case',
        minutes: 45,
        candidatesPerSession: 12,
        assessorsPerSession: 1,
        rooms: ['Hall'],
      },
      {
        kind: 'presentation',
        name: 'Presentation',
        minutes: 30,
        candidatesPerSession: 1,
        assessorsPerSession: 1,
        videoLink: 'https://meet.example.com/hartwell',
      },
    ],
    candidateIds,
    assessors: [
      { userId: adminId, conflictCandidateIds: [conflictWith] },
      { userId: managerId },
      { email: 'Partner.One@Outside.Example', name: 'Partner One' },
      { email: 'partner.two@outside.example', name: 'Partner Two' },
      { email: 'associate.one@outside.example', name: 'Associate One' },
      { email: 'associate.two@outside.example', name: 'Associate Two' },
    ],
  };
}

async function setUp(centreId: number, setup: unknown) {
  return admin.request({
    method: 'PUT',
    url: `${base()}/assessment-centres/${centreId}`,
    payload: setup as object,
  });
}

async function generated(centreId: number) {
  const response = await admin.request({
    method: 'POST',
    url: `${base()}/assessment-centres/${centreId}/rota`,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as AssessmentCentreView;
}

/** The domain's clash check over what the API stored and answered. */
function clashesOf(view: AssessmentCentreView, sessions: CentreSession[] = view.sessions) {
  const input = {
    day: { startMinute: 0, roundMinutes: view.roundMinutes, breakMinutes: view.breakMinutes },
    exercises: view.exercises.map((exercise) => ({ ...exercise })),
    candidateIds: view.candidates.map((candidate) => candidate.id),
    assessors: view.assessors.map((assessor) => ({ key: assessor.key, exerciseIds: assessor.exerciseIds })),
    conflicts: view.assessors.flatMap((assessor) =>
      assessor.conflictCandidateIds.map((candidateId) => ({ assessorKey: assessor.key, candidateId })),
    ),
  };
  const asRota = sessions.map((session) => ({ ...session, startMinute: 0, endMinute: 0 }));
  return findRotaClashes(input, asRota);
}

/** A built and generated day, with its 12 candidates. */
async function generatedDay(name?: string) {
  const { ids } = await makeApplicants(12, stageIds.assessmentCentre);
  const centre = await newCentre(name);
  const [conflicted = 0] = ids;
  expect((await setUp(centre.id, setupOf(ids, conflicted))).statusCode).toBe(200);
  return { ids, conflicted, view: await generated(centre.id) };
}

const sentSince = (from: number) => t.messages.slice(from);
const calendarsOf = (message: OutgoingMessage) =>
  (message.attachments ?? [])
    .filter((file) => file.contentType.startsWith('text/calendar'))
    .map((file) => new ICAL.Component(ICAL.parse(file.content)));

beforeAll(async () => {
  t = await startTestApp();
  hartwell = await organizationIdOf(t.db, 'hartwell');
  [roleId = 0] = await roleIdsOf(t.db, hartwell);
  admin = await signIn(t.app, 'hm.admin@hartwell.test');
  manager = await signIn(t.app, 'hm@hartwell.test');
  northwind = await signIn(t.app, 'hm@northwind.test');
  adminId = await userIdOf(t.db, 'hm.admin@hartwell.test');
  managerId = await userIdOf(t.db, 'hm@hartwell.test');
});
beforeEach(async () => {
  await t.app.services.outbox.flush();
});
afterAll(async () => {
  await t.close();
});

describe('setting up a day', () => {
  it('is for manager admins; any manager reads; another organisation finds nothing', async () => {
    const centre = await newCentre();
    expect(centre).toMatchObject({
      roleId,
      stageId: stageIds.assessmentCentre,
      startTime: '09:00',
      sessions: [],
    });
    const refused = await manager.request({
      method: 'POST',
      url: `${base()}/roles/${roleId}/assessment-centres`,
      payload: {
        name: 'Mine',
        stageId: 9,
        day: '2027-03-16',
        startTime: '09:00',
        roundMinutes: 45,
        breakMinutes: 0,
      },
    });
    expect(refused.statusCode).toBe(403);
    const read = await manager.request({ method: 'GET', url: `${base()}/assessment-centres/${centre.id}` });
    expect(read.statusCode).toBe(200);
    const listed = await manager.request({
      method: 'GET',
      url: `${base()}/roles/${roleId}/assessment-centres`,
    });
    expect(listed.json().map((each: { id: number }) => each.id)).toContain(centre.id);
    for (const url of [
      `${base()}/assessment-centres/${centre.id}`,
      `${base()}/roles/${roleId}/assessment-centres`,
    ]) {
      expect((await northwind.request({ method: 'GET', url })).statusCode).toBe(404);
    }
    const northwindId = await organizationIdOf(t.db, 'northwind');
    const crossed = await northwind.request({
      method: 'GET',
      url: `/api/v1/organization/${northwindId}/assessment-centres/${centre.id}`,
    });
    expect(crossed.statusCode).toBe(404);
    expect((await auditRowsOf(t.db, 'assessment-centre.created')).length).toBeGreaterThan(0);
  });

  it('refuses bad input field by field and changes nothing', async () => {
    const { ids } = await makeApplicants(2, stageIds.assessmentCentre);
    const centre = await newCentre();
    const setup = setupOf(ids, ids[0] ?? 0);
    const response = await setUp(centre.id, {
      ...setup,
      startTime: '25:00',
      exercises: [
        { ...setup.exercises[0], rooms: ['Attic'] },
        { ...setup.exercises[1], minutes: 90 },
        { ...setup.exercises[3], videoLink: null },
      ],
      assessors: [{ userId: adminId, email: 'both@outside.example' }],
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'startTime',
        'exercises.0.rooms',
        'exercises.1.minutes',
        'exercises.2.rooms',
        'assessors.0.email',
      ]),
    );
    const elsewhere = await makeApplicants(1, stageIds.atInterview);
    const wrongStage = await setUp(centre.id, { ...setup, candidateIds: [...ids, ...elsewhere.ids] });
    expect(wrongStage.statusCode).toBe(400);
    expect(wrongStage.json().errors).toEqual([{ field: 'candidateIds.2', message: expect.any(String) }]);
    const after = await admin.request({ method: 'GET', url: `${base()}/assessment-centres/${centre.id}` });
    expect(after.json()).toMatchObject({ exercises: [], candidates: [], assessors: [], rooms: [] });
  });

  it('says which constraint cannot hold when no rota fits', async () => {
    const { ids } = await makeApplicants(3, stageIds.assessmentCentre);
    const centre = await newCentre();
    const setup = setupOf(ids, ids[0] ?? 0);
    expect((await setUp(centre.id, { ...setup, assessors: setup.assessors.slice(1, 2) })).statusCode).toBe(
      200,
    );
    const response = await admin.request({
      method: 'POST',
      url: `${base()}/assessment-centres/${centre.id}/rota`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      {
        field: 'exercises.1.assessorsPerSession',
        message: 'Group exercise needs 2 assessors a sitting, but 1 may assess it.',
      },
    ]);
  });
});

describe('the rota', () => {
  it('places every candidate in every exercise once, no one double-booked, conflicts never met', async () => {
    const { ids, conflicted, view } = await generatedDay();
    expect(view.candidates).toHaveLength(12);
    expect(clashesOf(view)).toEqual([]);
    const withConflicted = view.sessions.filter((session) => session.candidateIds.includes(conflicted));
    expect(withConflicted.flatMap((session) => session.assessorKeys)).not.toContain(`user:${adminId}`);
    expect(view.sessions[0]?.startAt).toBe('2027-03-16T09:00:00.000Z');
    for (const id of ids) {
      expect(view.sessions.filter((session) => session.candidateIds.includes(id))).toHaveLength(4);
    }
    expect(view.assessors.map((assessor) => assessor.key)).toContain('email:partner.one@outside.example');
  });

  it('gives an assessor only the exercises they may assess', async () => {
    const { ids } = await makeApplicants(4, stageIds.assessmentCentre);
    const centre = await newCentre();
    const setup = setupOf(ids, ids[0] ?? 0);
    const assessors = setup.assessors.map((assessor, index) =>
      index === 2 ? { ...assessor, exercises: [3] } : assessor,
    );
    expect((await setUp(centre.id, { ...setup, assessors })).statusCode).toBe(200);
    const view = await generated(centre.id);
    const presentation = view.exercises[3]?.id;
    expect(view.assessors[2]).toMatchObject({
      key: 'email:partner.one@outside.example',
      exerciseIds: [presentation],
    });
    const theirs = view.sessions.filter((session) =>
      session.assessorKeys.includes('email:partner.one@outside.example'),
    );
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((session) => session.exerciseId === presentation)).toBe(true);
    expect(clashesOf(view)).toEqual([]);
  });

  it('moves a candidate between sittings of an exercise, and refuses a move that would clash', async () => {
    const { view } = await generatedDay();
    const interviews = view.sessions.filter((session) => session.exerciseId === view.exercises[0]?.id);
    const [from, to] = interviews.filter(
      (session) => session.round !== interviews[0]?.round || session === interviews[0],
    );
    const moving = from?.candidateIds[0] ?? 0;
    // The candidate is busy in the target's round: refused with what clashes.
    const busyRound = view.sessions.find(
      (session) => session.candidateIds.includes(moving) && session.exerciseId !== from?.exerciseId,
    );
    const clashing = interviews.find((session) => session.round === busyRound?.round);
    if (clashing) {
      const refused = await admin.request({
        method: 'POST',
        url: `${base()}/assessment-centres/${view.id}/rota/moves`,
        payload: {
          kind: 'candidate',
          candidateId: moving,
          fromSessionId: from?.id,
          toSessionId: clashing.id,
        },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error_description).toMatch(/is in another sitting at that time/);
    }
    const wrongExercise = view.sessions.find((session) => session.exerciseId !== from?.exerciseId);
    const refused = await admin.request({
      method: 'POST',
      url: `${base()}/assessment-centres/${view.id}/rota/moves`,
      payload: {
        kind: 'candidate',
        candidateId: moving,
        fromSessionId: from?.id,
        toSessionId: wrongExercise?.id,
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('toSessionId');
    // A one-to-one interview is full with one candidate.
    const full = await admin.request({
      method: 'POST',
      url: `${base()}/assessment-centres/${view.id}/rota/moves`,
      payload: { kind: 'candidate', candidateId: moving, fromSessionId: from?.id, toSessionId: to?.id },
    });
    expect(full.statusCode).toBe(409);
    const unchanged = (
      await admin.request({ method: 'GET', url: `${base()}/assessment-centres/${view.id}` })
    ).json();
    expect(unchanged.sessions).toEqual(view.sessions);
  });

  it('puts another assessor in a sitting, refusing one busy at that time or in conflict', async () => {
    const { conflicted, view } = await generatedDay();
    const sitting = view.sessions.find(
      (session) => session.candidateIds.includes(conflicted) && session.candidateIds.length === 1,
    );
    if (!sitting) throw new Error('a one-to-one sitting of the conflicted candidate expected');
    const [out = ''] = sitting.assessorKeys;
    const conflictRefused = await admin.request({
      method: 'POST',
      url: `${base()}/assessment-centres/${view.id}/rota/moves`,
      payload: {
        kind: 'assessor',
        sessionId: sitting.id,
        assessorKey: out,
        replacementKey: `user:${adminId}`,
      },
    });
    expect(conflictRefused.statusCode).toBe(409);
    expect(conflictRefused.json().errors[0].field).toBe('replacementKey');
    const busy = view.sessions.find(
      (session) =>
        session.round === sitting.round &&
        session.id !== sitting.id &&
        session.assessorKeys[0] !== `user:${adminId}`,
    );
    const busyKey = busy?.assessorKeys[0] ?? '';
    const busyRefused = await admin.request({
      method: 'POST',
      url: `${base()}/assessment-centres/${view.id}/rota/moves`,
      payload: { kind: 'assessor', sessionId: sitting.id, assessorKey: out, replacementKey: busyKey },
    });
    expect(busyRefused.statusCode).toBe(409);
    expect(busyRefused.json().error_description).toMatch(/is assessing another sitting at that time/);
    const free = view.assessors.find(
      (assessor) =>
        assessor.key !== `user:${adminId}` &&
        !view.sessions.some(
          (session) => session.round === sitting.round && session.assessorKeys.includes(assessor.key),
        ),
    );
    if (free) {
      const moved = await admin.request({
        method: 'POST',
        url: `${base()}/assessment-centres/${view.id}/rota/moves`,
        payload: { kind: 'assessor', sessionId: sitting.id, assessorKey: out, replacementKey: free.key },
      });
      expect(moved.statusCode).toBe(200);
      const after = moved.json() as AssessmentCentreView;
      expect(after.sessions.find((session) => session.id === sitting.id)?.assessorKeys).toEqual([free.key]);
      expect(clashesOf(after)).toEqual([]);
    }
  });
});

describe('publishing', () => {
  it('previews who is told with a sample of each email, and sends nothing', async () => {
    const { view } = await generatedDay();
    const before = t.messages.length;
    const response = await admin.request({
      method: 'POST',
      url: `${base()}/assessment-centres/${view.id}/publish/preview`,
    });
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview.toSend).toBe(18);
    expect(preview.samples.map((sample: { kind: string }) => sample.kind)).toEqual(['assessor', 'candidate']);
    expect(preview.samples[0].body).toContain('Your sittings:');
    await t.app.services.outbox.flush();
    expect(t.messages.length).toBe(before);
    const standard = await manager.request({
      method: 'POST',
      url: `${base()}/assessment-centres/${view.id}/publish`,
    });
    expect(standard.statusCode).toBe(403);
  });

  it('emails every assessor and candidate their day with an .ics, and makes the draft scorecards', async () => {
    const { ids, view } = await generatedDay();
    const before = t.messages.length;
    const response = await admin.request({
      method: 'POST',
      url: `${base()}/assessment-centres/${view.id}/publish`,
    });
    expect(response.statusCode).toBe(200);
    const sittings = view.sessions.reduce(
      (sum, session) => sum + session.candidateIds.length * session.assessorKeys.length,
      0,
    );
    expect(response.json()).toEqual({ sent: 18, assessors: 6, candidates: 12, scorecards: sittings });
    await t.app.services.outbox.flush();
    const sent = sentSince(before);
    const toAssessors = sent.filter((message) => message.template === 'assessment-centre-assessor');
    expect(toAssessors.map((message) => message.recipient).toSorted()).toEqual([
      'associate.one@outside.example',
      'associate.two@outside.example',
      'hm.admin@hartwell.test',
      'hm@hartwell.test',
      'partner.one@outside.example',
      'partner.two@outside.example',
    ]);
    for (const message of toAssessors) {
      const [calendar] = calendarsOf(message);
      const key = view.assessors.find((assessor) => assessor.email === message.recipient)?.key;
      const theirs = view.sessions.filter((session) => session.assessorKeys.includes(key ?? ''));
      expect(calendar?.getFirstPropertyValue('method')).toBe('REQUEST');
      const events = calendar?.getAllSubcomponents('vevent') ?? [];
      expect(events).toHaveLength(theirs.length);
      const starts = events
        .map((event) => new ICAL.Event(event).startDate.toJSDate().toISOString())
        .toSorted();
      expect(starts).toEqual(theirs.map((session) => session.startAt).toSorted());
    }
    const toCandidates = sent.filter((message) => message.template === 'assessment-centre-candidate');
    expect(toCandidates).toHaveLength(12);
    for (const message of toCandidates) {
      expect(calendarsOf(message)[0]?.getAllSubcomponents('vevent')).toHaveLength(4);
      expect(message.body).toContain('Your timetable for the day:');
    }
    const drafts = await t.db
      .select()
      .from(scorecards)
      .where(and(eq(scorecards.organizationId, hartwell), inArray(scorecards.candidateId, ids)));
    expect(drafts).toHaveLength(sittings);
    const first = view.sessions[0];
    const draft = drafts.find(
      (row) => row.exerciseId === first?.exerciseId && row.candidateId === first?.candidateIds[0],
    );
    expect(draft).toMatchObject({
      status: 'draft',
      stageId: stageIds.assessmentCentre,
      assessorKey: first?.assessorKeys[0],
      assessedAt: new Date(first?.startAt ?? 0),
    });
    expect((await auditRowsOf(t.db, 'assessment-centre.published')).length).toBeGreaterThan(0);
  });

  it('publishing again after an edit tells only those whose day changed, cancelling what they lost', async () => {
    const { view } = await generatedDay();
    await admin.request({ method: 'POST', url: `${base()}/assessment-centres/${view.id}/publish` });
    await t.app.services.outbox.flush();
    const again = await admin.request({
      method: 'POST',
      url: `${base()}/assessment-centres/${view.id}/publish`,
    });
    expect(again.json()).toMatchObject({ sent: 0 });
    const sitting = view.sessions.find((session) => session.assessorKeys.length === 1) as CentreSession;
    const [out = ''] = sitting.assessorKeys;
    const free = view.assessors.find(
      (assessor) =>
        !view.sessions.some(
          (session) => session.round === sitting.round && session.assessorKeys.includes(assessor.key),
        ) && !assessor.conflictCandidateIds.some((id) => sitting.candidateIds.includes(id)),
    );
    if (!free) throw new Error('a free assessor in that round expected');
    const moved = await admin.request({
      method: 'POST',
      url: `${base()}/assessment-centres/${view.id}/rota/moves`,
      payload: { kind: 'assessor', sessionId: sitting.id, assessorKey: out, replacementKey: free.key },
    });
    expect(moved.statusCode).toBe(200);
    const preview = (
      await admin.request({ method: 'POST', url: `${base()}/assessment-centres/${view.id}/publish/preview` })
    ).json();
    expect(preview.toSend).toBe(2);
    const before = t.messages.length;
    const response = await admin.request({
      method: 'POST',
      url: `${base()}/assessment-centres/${view.id}/publish`,
    });
    expect(response.json()).toMatchObject({ sent: 2, assessors: 2, candidates: 0 });
    await t.app.services.outbox.flush();
    const sent = sentSince(before);
    const outEmail = view.assessors.find((assessor) => assessor.key === out)?.email;
    const toOut = sent.find((message) => message.recipient === outEmail);
    const methods = calendarsOf(toOut as OutgoingMessage).map((calendar) =>
      calendar.getFirstPropertyValue('method'),
    );
    expect(methods).toContain('CANCEL');
    expect(sent.map((message) => message.recipient).toSorted()).toEqual([outEmail, free.email].toSorted());
    const drafts = await t.db
      .select()
      .from(scorecards)
      .where(and(eq(scorecards.organizationId, hartwell), eq(scorecards.exerciseId, sitting.exerciseId)));
    const ofSitting = drafts.filter((row) => sitting.candidateIds.includes(row.candidateId));
    expect(ofSitting.map((row) => row.assessorKey)).toContain(free.key);
    expect(ofSitting.map((row) => row.assessorKey)).not.toContain(out);
    const attending = view.candidates.map((candidate) => candidate.id);
    const setupAfter = await setUp(view.id, setupOf(attending, attending[0] ?? 0));
    expect(setupAfter.statusCode).toBe(409);
  });
});

describe('draft scorecards', () => {
  it('keeps an assessor’s started scorecard when the rota no longer pairs them', async () => {
    const { view } = await generatedDay();
    await admin.request({ method: 'POST', url: `${base()}/assessment-centres/${view.id}/publish` });
    const sitting = view.sessions.find((session) => session.assessorKeys.length === 1) as CentreSession;
    const [out = ''] = sitting.assessorKeys;
    const [candidateId = 0] = sitting.candidateIds;
    const ofPair = and(
      eq(scorecards.organizationId, hartwell),
      eq(scorecards.exerciseId, sitting.exerciseId),
      eq(scorecards.candidateId, candidateId),
    );
    await t.db
      .update(scorecards)
      .set({ privateNotes: 'Strong opening.' })
      .where(and(ofPair, eq(scorecards.assessorKey, out)));
    const free = view.assessors.find(
      (assessor) =>
        !view.sessions.some(
          (session) => session.round === sitting.round && session.assessorKeys.includes(assessor.key),
        ) && !assessor.conflictCandidateIds.includes(candidateId),
    );
    if (!free) throw new Error('a free assessor in that round expected');
    await admin.request({
      method: 'POST',
      url: `${base()}/assessment-centres/${view.id}/rota/moves`,
      payload: { kind: 'assessor', sessionId: sitting.id, assessorKey: out, replacementKey: free.key },
    });
    await admin.request({ method: 'POST', url: `${base()}/assessment-centres/${view.id}/publish` });
    const kept = await t.db.select().from(scorecards).where(ofPair);
    expect(kept.map((row) => row.assessorKey).toSorted()).toEqual([out, free.key].toSorted());
  });
});

describe('blind review', () => {
  it('names a blind stage’s candidates by number in the centre and in the assessors’ emails', async () => {
    const { ids, view } = await generatedDay('Blind centre');
    await setBlindStages(t, [stageIds.assessmentCentre]);
    try {
      const read = (
        await manager.request({ method: 'GET', url: `${base()}/assessment-centres/${view.id}` })
      ).json();
      expect(read.candidates.every((candidate: { blind: boolean }) => candidate.blind)).toBe(true);
      expect(read.candidates.map((candidate: { name: string }) => candidate.name)).toEqual(
        ids.map((id) => `Candidate ${id}`),
      );
      const before = t.messages.length;
      await admin.request({ method: 'POST', url: `${base()}/assessment-centres/${view.id}/publish` });
      await t.app.services.outbox.flush();
      const toAssessors = sentSince(before).filter(
        (message) => message.template === 'assessment-centre-assessor',
      );
      expect(toAssessors.length).toBeGreaterThan(0);
      for (const message of toAssessors) {
        expect(message.body).not.toMatch(/Pipeline|pipeline\.test/);
        for (const calendar of calendarsOf(message))
          expect(calendar.toString()).not.toMatch(/Pipeline|pipeline\.test/);
      }
    } finally {
      await setBlindStages(t, []);
    }
  });
});
