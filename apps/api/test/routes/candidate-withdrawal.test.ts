import { stageIds } from '@shortlist/domain/stages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, outbox, roles, users } from '../../src/db/schema/index.ts';
import { clock } from '../../src/shared/clock.ts';
import { createCandidateAccount, minimalPdf, multipartFile } from '../support/candidate-fixtures.ts';
import {
  auditRowsOf,
  organizationIdOf,
  roleIdsOf,
  subStageIdOf,
  userIdOf,
} from '../support/pipeline-fixtures.ts';
import { readReport, S, table } from '../support/report-tables.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// Issue 32: a candidate withdraws their own application from the portal; the hiring side sees it everywhere.

let t: TestApp;
let hartwell: number;
let roleId: number;
let manager: SignedIn;
let northwindManager: SignedIn;

beforeAll(async () => {
  t = await startTestApp();
  hartwell = await organizationIdOf(t.db, 'hartwell');
  [roleId] = (await roleIdsOf(t.db, hartwell)) as [number];
  // The role is a training contract, so an offer reads in the firm's words.
  await t.db.update(roles).set({ roleType: 'GRADUATE_SCHEME' }).where(eq(roles.id, roleId));
  [manager, northwindManager] = await Promise.all([
    signIn(t.app, 'hm@hartwell.test'),
    signIn(t.app, 'hm@northwind.test'),
  ]);
});
afterAll(() => t.close());

interface Applicant {
  who: SignedIn;
  id: number;
  email: string;
}

/** A candidate account with one submitted application to Hartwell's role, at a stage, assigned or not. */
async function applicant(
  label: string,
  stageId: number = stageIds.forApplicationReview,
  status = 'ACTIVE',
  assigneeUserId: number | null = null,
) {
  const email = `${label}@withdraw.test`;
  const who = await createCandidateAccount(t, email, label);
  const [row] = await t.db
    .insert(candidates)
    .values({
      organizationId: hartwell,
      userId: await userIdOf(t.db, email),
      roleId,
      roleType: 'GRADUATE_SCHEME',
      step: 4,
      status: status as 'ACTIVE',
      stageId,
      subStageId: await subStageIdOf(t.db, hartwell, stageId, 'pending'),
      appliedAt: new Date('2026-11-02T10:00:00Z'),
      assigneeUserId,
    })
    .returning({ id: candidates.id });
  if (!row) throw new Error('no application');
  return { who, id: row.id, email } satisfies Applicant;
}

const withdraw = (person: Applicant, payload: Record<string, unknown> = {}, id = person.id) =>
  person.who.request({ method: 'POST', url: `/api/v1/candidate/${id}/withdraw`, payload });

async function stateOf(id: number) {
  const [row] = await t.db
    .select({
      stageId: candidates.stageId,
      withdrawnAt: candidates.withdrawnAt,
      reason: candidates.withdrawalReason,
      note: candidates.withdrawalNote,
      updatedAt: candidates.updatedAt,
    })
    .from(candidates)
    .where(eq(candidates.id, id));
  return row;
}

/** The outbox's 'candidate-withdrew' emails about an application (they link to its record). */
async function withdrawalNoticesOf(person: Applicant) {
  const rows = await t.db.select().from(outbox).where(eq(outbox.template, 'candidate-withdrew'));
  return rows.filter((row) => row.body?.includes(`/manager/candidate/${person.id}`));
}

async function ownApplication(person: Applicant) {
  const response = await person.who.request({ method: 'GET', url: '/api/v1/candidate' });
  expect(response.statusCode).toBe(200);
  return (response.json() as { id: number }[]).find((item) => item.id === person.id) as Record<
    string,
    unknown
  >;
}

describe('POST /candidate/{id}/withdraw', () => {
  it('moves the candidate’s own application to Withdrew, keeping their reason with the time, and emails nobody when it has no assignee', async () => {
    const person = await applicant('ada');
    const response = await withdraw(person, {
      reason: 'another-offer',
      note: '  I took a place elsewhere. ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: person.id,
      applicationStatus: 'withdrawn',
      withdrawal: { at: expect.any(Number), reason: 'another-offer', note: 'I took a place elsewhere.' },
    });
    expect(await stateOf(person.id)).toMatchObject({
      stageId: stageIds.withdrew,
      reason: 'another-offer',
      note: 'I took a place elsewhere.',
      withdrawnAt: expect.any(Date),
    });
    expect(await ownApplication(person)).toMatchObject({ applicationStatus: 'withdrawn' });

    await t.app.services.outbox.flush();
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, person.email))).toEqual([]);
    expect(await withdrawalNoticesOf(person)).toEqual([]);
    const [audit] = (await auditRowsOf(t.db, 'candidate.withdrawn')).filter(
      (row) => row.targetId === String(person.id),
    );
    expect(audit).toMatchObject({
      actorUserId: await userIdOf(t.db, person.email),
      organizationId: hartwell,
    });
  });

  it('emails the application’s assignee, not the candidate, with the reason they chose and a link to the record', async () => {
    const assignee = await userIdOf(t.db, 'hm@hartwell.test');
    const person = await applicant('mary', stageIds.forApplicationReview, 'ACTIVE', assignee);
    const response = await withdraw(person, { reason: 'another-offer', note: 'A place at another firm.' });
    expect(response.statusCode, response.body).toBe(200);

    const [notice, ...others] = await withdrawalNoticesOf(person);
    expect(others).toEqual([]);
    expect(notice).toMatchObject({
      organizationId: hartwell,
      channel: 'EMAIL',
      recipient: 'hm@hartwell.test',
      subject: expect.stringMatching(/^mary Applicant withdrew from /),
      // deliverAfter hands it over once the withdrawal has committed.
      sentAt: expect.any(Date),
    });
    expect(notice?.body).toContain('mary Applicant has withdrawn their application');
    expect(notice?.body).toContain('Their reason: Accepted another offer.');
    // The candidate's own words stay in the record, as a reply's do.
    expect(notice?.body).not.toContain('A place at another firm');
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, person.email))).toEqual([]);
  });

  it('says no reason when the candidate gave none, and emails nobody when the assignee is deactivated', async () => {
    const assignee = await userIdOf(t.db, 'hm.admin@hartwell.test');
    const silent = await applicant('noor', stageIds.forApplicationReview, 'ACTIVE', assignee);
    expect((await withdraw(silent)).statusCode).toBe(200);
    const [notice] = await withdrawalNoticesOf(silent);
    expect(notice?.recipient).toBe('hm.admin@hartwell.test');
    expect(notice?.body).toContain('noor Applicant has withdrawn their application');
    expect(notice?.body).not.toContain('Their reason');

    const [leaver] = await t.db
      .insert(users)
      .values({
        email: 'leaver@hartwell.test',
        userType: 'HIRING_MANAGER',
        firstName: 'Lee',
        lastName: 'Leaver',
        organizationId: hartwell,
        deactivatedAt: new Date(),
      })
      .returning({ id: users.id });
    const orphan = await applicant('omar', stageIds.forApplicationReview, 'ACTIVE', leaver?.id ?? null);
    expect((await withdraw(orphan, { reason: 'plans-changed' })).statusCode).toBe(200);
    expect(await withdrawalNoticesOf(orphan)).toEqual([]);
    expect(await stateOf(orphan.id)).toMatchObject({ stageId: stageIds.withdrew });
  });

  it('shows the hiring side the withdrawal: the record’s history with the reason, and the list at Withdrew', async () => {
    const person = await applicant('grace');
    expect((await withdraw(person, { reason: 'plans-changed' })).statusCode).toBe(200);

    const history = await manager.request({ method: 'GET', url: `/api/v1/candidate/${person.id}/history` });
    expect(history.statusCode).toBe(200);
    expect(history.json()[0]).toEqual({
      id: expect.any(Number),
      fromStageId: stageIds.forApplicationReview,
      toStageId: stageIds.withdrew,
      toSubStageCode: 'pending',
      reason: 'withdrawn',
      actorName: null,
      at: expect.any(Number),
      withdrawal: { reason: 'plans-changed', note: null },
      // The candidate's own decision: no manager can take it back.
      undoable: false,
    });
    const record = await manager.request({
      method: 'GET',
      url: `/api/v1/organization/${hartwell}/candidate/${person.id}`,
    });
    expect(record.json().application.stage).toMatchObject({ id: stageIds.withdrew, name: 'Withdrew' });
    const list = await manager.request({
      method: 'POST',
      url: '/api/v1/search/candidate/0',
      payload: { ids: [person.id] },
    });
    expect(list.json().content.map((row: { stageId: number }) => row.stageId)).toEqual([stageIds.withdrew]);
  });

  it('refuses a second withdrawal, any change or upload, and a new application to the same role', async () => {
    const person = await applicant('ida');
    expect((await withdraw(person)).statusCode).toBe(200);
    const before = await stateOf(person.id);
    const again = await withdraw(person, { reason: 'other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error_description).toBe(
      'This application is already closed, so it cannot be withdrawn.',
    );
    const edit = await person.who.request({
      method: 'PUT',
      url: `/api/v1/candidate/${person.id}`,
      query: { maxSteps: '5' },
      payload: { step: 5 },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error_description).toBe(
      'This application has been withdrawn; it can no longer be changed.',
    );
    const upload = await person.who.request({
      method: 'POST',
      url: `/api/v1/candidate/${person.id}/upload/TRANSCRIPT`,
      ...(await multipartFile('Transcript.pdf', minimalPdf)),
    });
    expect(upload.statusCode).toBe(409);
    const reapply = await person.who.request({ method: 'POST', url: `/api/v1/candidate/applyc/${roleId}` });
    expect(reapply.statusCode).toBe(409);
    expect(reapply.json().error_description).toBe(
      'You withdrew your application to this role, so you cannot apply to it again.',
    );
    expect(await stateOf(person.id)).toEqual(before);
  });

  it('refuses to withdraw an application that is over or was never submitted, changing nothing', async () => {
    const rejected = await applicant('rhea', stageIds.rejected);
    const accepted = await applicant('otto', stageIds.offerAccepted);
    const unfinished = await applicant('una', stageIds.applied, 'PENDING');
    for (const [person, message] of [
      [rejected, 'This application is already closed, so it cannot be withdrawn.'],
      [accepted, 'This application is already closed, so it cannot be withdrawn.'],
      [unfinished, 'Only a submitted application can be withdrawn; an unfinished one can simply be left.'],
    ] as const) {
      const before = await stateOf(person.id);
      const response = await withdraw(person);
      expect(response.statusCode).toBe(409);
      expect(response.json().error_description).toBe(message);
      expect(await stateOf(person.id)).toEqual(before);
    }
  });

  it('answers 404 to another candidate, to a manager of the organisation and to another organisation, 401 without a token', async () => {
    const owner = await applicant('olive');
    const other = await applicant('pip');
    const before = await stateOf(owner.id);
    const url = `/api/v1/candidate/${owner.id}/withdraw`;
    expect((await withdraw(other, {}, owner.id)).statusCode).toBe(404);
    expect((await manager.request({ method: 'POST', url, payload: {} })).statusCode).toBe(404);
    expect((await northwindManager.request({ method: 'POST', url, payload: {} })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
    expect(await stateOf(owner.id)).toEqual(before);
  });

  it('answers 400 with the field to a reason outside the list or a note too long, changing nothing', async () => {
    const person = await applicant('quin');
    const before = await stateOf(person.id);
    const unknown = await withdraw(person, { reason: 'bored' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.map((error: { field: string }) => error.field)).toEqual(['reason']);
    const long = await withdraw(person, { note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.map((error: { field: string }) => error.field)).toEqual(['note']);
    expect(await stateOf(person.id)).toEqual(before);
  });
});

describe('what a candidate reads of their application', () => {
  it('reads In review while the rejection’s email waits, Unsuccessful once it has gone, and never a stage name', async () => {
    const person = await applicant('rory');
    expect(await ownApplication(person)).toMatchObject({ applicationStatus: 'inReview' });
    const move = await manager.request({
      method: 'POST',
      url: `/api/v1/candidate/${person.id}/ostage/${stageIds.rejected}`,
      payload: { rejectionReasonId: 'other' },
    });
    expect(move.statusCode).toBe(200);
    // Rejected's default policy sends at 09:00 the next working day: until then the portal tells nothing.
    expect(await ownApplication(person)).toMatchObject({ applicationStatus: 'inReview' });
    clock.advance(4 * 24 * 60 * 60 * 1000);
    try {
      await t.app.services.outbox.flush();
    } finally {
      clock.reset();
    }
    expect(t.messages.some((message) => message.recipient === person.email)).toBe(true);
    const read = await ownApplication(person);
    expect(read).toMatchObject({ applicationStatus: 'unsuccessful', withdrawal: null });
    expect(JSON.stringify(read)).not.toMatch(/Rejected|For application review|stageId/);
  });

  it('lets a candidate withdraw while the rejection’s email waits, which cancels it', async () => {
    const person = await applicant('rhys');
    const move = await manager.request({
      method: 'POST',
      url: `/api/v1/candidate/${person.id}/ostage/${stageIds.rejected}`,
      payload: { rejectionReasonId: 'other' },
    });
    expect(move.statusCode).toBe(200);
    const withdrawn = await withdraw(person, { reason: 'another-offer' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ applicationStatus: 'withdrawn' });
    const rows = await t.db.select().from(outbox).where(eq(outbox.candidateId, person.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sentAt: null });
    expect(rows[0]?.cancelledAt).not.toBeNull();
  });

  it('reads Unsuccessful at once when the rejection sends no message', async () => {
    const person = await applicant('ruth');
    const move = await manager.request({
      method: 'POST',
      url: `/api/v1/candidate/${person.id}/ostage/${stageIds.rejected}`,
      payload: { rejectionReasonId: 'other', message: { send: false } },
    });
    expect(move.statusCode, move.body).toBe(200);
    expect(await ownApplication(person)).toMatchObject({ applicationStatus: 'unsuccessful' });
  });

  it('emails the status in the firm’s words, never the internal stage name', async () => {
    const person = await applicant('sami');
    // These stages' default policies hold the email two hours; here they tell the candidate at once.
    const admin = await signIn(t.app, 'admin@shortlist.test');
    for (const stageId of [stageIds.firstRound, stageIds.offerMade]) {
      const policy = await admin.request({
        method: 'PUT',
        url: `/api/v1/organization/${hartwell}/message-policies/${stageId}`,
        payload: { notify: true, emailTemplate: 'stage-moved', timing: 'immediate' },
      });
      expect(policy.statusCode, policy.body).toBe(200);
    }
    for (const stageId of [stageIds.firstRound, stageIds.offerMade]) {
      const move = await manager.request({
        method: 'POST',
        url: `/api/v1/candidate/${person.id}/ostage/${stageId}`,
      });
      expect(move.statusCode).toBe(200);
      // Sent before the next move, which would cancel a message still waiting.
      await t.app.services.outbox.flush();
    }
    const bodies = t.messages
      .filter((message) => message.recipient === person.email)
      .map((message) => message.body);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toContain('Its status is now: Interview.');
    expect(bodies[1]).toContain('Its status is now: Training contract offer.');
    for (const body of bodies) expect(body).not.toMatch(/1st round|Offer made/);
  });
});

describe('GET /reports/EFFICIENCY', () => {
  it('counts withdrawals by the candidate’s reason, hiding groups under five', async () => {
    const reasonsOf = async () => {
      const reply = await readReport(manager, 'efficiency', roleId);
      return Object.fromEntries(
        table(reply, 'withdrawalReasons').rows.map(([key, withdrew]) => [key, withdrew]),
      );
    };
    const before = await reasonsOf();
    expect(before['not-right-fit']).toBe(0);
    for (const label of ['tam', 'uma', 'vic', 'wes', 'xan']) {
      expect((await withdraw(await applicant(label), { reason: 'not-right-fit' })).statusCode).toBe(200);
    }
    const yan = await applicant('yan');
    expect((await withdraw(yan, { reason: 'other' })).statusCode).toBe(200);
    const after = await reasonsOf();
    expect(after['not-right-fit']).toBe(5);
    expect(after.other).toBe(S);
  });
});

describe('GET /candidate', () => {
  it('carries the organisation’s sector with each application, for the status’s words', async () => {
    const person = await applicant('zed');
    expect(await ownApplication(person)).toMatchObject({
      organization: { id: hartwell, sectorKind: 'LAW_FIRM' },
      role: { id: roleId, roleType: 'GRADUATE_SCHEME' },
    });
  });
});
