import { stageIds } from '@shortlist/domain/stages';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clock } from '../../src/shared/clock.ts';
import {
  applicantsOf,
  createApplications,
  organizationIdOf,
  outboxRowsFor,
  roleIdsOf,
  subStageIdOf,
} from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';

// Issue 32: a move's messages wait for their stage's policy (a two-hour hold by default for the stages a
// candidate sees); an undo or a later move cancels what is still waiting, and nothing cancelled is ever sent.
// The server's clock is moved forward (TEST_CLOCK=on), never waited for.

let t: TestApp;
let hartwell: number;
let roleId: number;
let manager: SignedIn;
let managerAdmin: SignedIn;
let northwindManager: SignedIn;

const minute = 60 * 1000;

const makeApplicants = applicantsOf(() => ({ db: t.db, organizationId: hartwell, roleId }), 'held');
const applicants = (count: number, stageId: number = stageIds.atOnlineTest) => makeApplicants(count, stageId);

const moveOne = (id: number, stageId: number, payload?: unknown) =>
  manager.request({
    method: 'POST',
    url: `/api/v1/candidate/${id}/ostage/${stageId}`,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });

const undo = (id: number) => manager.request({ method: 'POST', url: `/api/v1/candidate/${id}/undo` });

/** Moves the server's clock forward through its test route, which delivers what fell due. */
async function advance(minutes: number) {
  const response = await t.app.inject({ method: 'POST', url: '/__test/clock', payload: { minutes } });
  expect(response.statusCode).toBe(200);
  return response.json() as { now: string; sent: number };
}

const sentTo = (name: string) => t.messages.filter((message) => message.recipient.startsWith(`${name}-`));

async function contactHistory(id: number) {
  const response = await manager.request({
    method: 'GET',
    url: `/api/v1/organization/${hartwell}/candidate/${id}/contact/ALL`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().content as { status: string; scheduledFor: string | null; template: string }[];
}

beforeAll(async () => {
  t = await startTestApp({ TEST_CLOCK: 'on' });
  hartwell = await organizationIdOf(t.db, 'hartwell');
  [roleId = 0] = await roleIdsOf(t.db, hartwell);
  manager = await signIn(t.app, 'hm@hartwell.test');
  managerAdmin = await signIn(t.app, 'hm.admin@hartwell.test');
  northwindManager = await signIn(t.app, 'hm@northwind.test');
});
beforeEach(async () => {
  // Whatever an earlier test left due goes now, so each test counts only its own messages.
  await t.app.services.outbox.flush();
});
afterAll(async () => {
  clock.reset();
  await t.close();
});

describe('a held message', () => {
  it('waits two hours, shows as scheduled with its time, and goes once the clock passes it', async () => {
    const { ids, name } = await applicants(1);
    const [id = 0] = ids;
    const movedAt = clock.now().getTime();
    expect((await moveOne(id, stageIds.atInterview)).statusCode).toBe(200);
    await t.app.services.outbox.flush();
    expect(sentTo(name)).toEqual([]);

    const [waiting] = await contactHistory(id);
    expect(waiting).toMatchObject({ status: 'scheduled', template: 'stage-moved' });
    const due = Date.parse(waiting?.scheduledFor ?? '');
    expect(due - movedAt).toBeGreaterThanOrEqual(120 * minute);
    expect(due - movedAt).toBeLessThan(121 * minute);

    await advance(119);
    expect(sentTo(name)).toEqual([]);
    await advance(2);
    expect(sentTo(name)).toEqual([expect.objectContaining({ channel: 'EMAIL', template: 'stage-moved' })]);
    expect((await contactHistory(id))[0]).toMatchObject({ status: 'sent', scheduledFor: null });
  });

  it('sends nothing for a move to an internal stage', async () => {
    const { ids, name } = await applicants(1, stageIds.applied);
    expect((await moveOne(ids[0] ?? 0, stageIds.forApplicationReview)).statusCode).toBe(200);
    expect(await outboxRowsFor(t.db, name)).toEqual([]);
  });

  it('follows the mover’s choice: another template, or nothing at all', async () => {
    const quiet = await applicants(1);
    expect(
      (await moveOne(quiet.ids[0] ?? 0, stageIds.atInterview, { message: { send: false } })).statusCode,
    ).toBe(200);
    expect(await outboxRowsFor(t.db, quiet.name)).toEqual([]);

    const wrong = await moveOne(quiet.ids[0] ?? 0, stageIds.firstRound, {
      message: { template: 'rejected-after-interview' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'message', message: expect.any(String) }]);
  });
});

describe('undo', () => {
  it('cancels the batch’s waiting messages, says so, and none is ever sent', async () => {
    const { ids, name } = await applicants(3);
    const move = await manager.request({
      method: 'POST',
      url: `/api/v1/candidate/bulkstage/${stageIds.atInterview}/${await subStageIdOf(t.db, hartwell, stageIds.atInterview, 'pending')}`,
      payload: {
        ids,
        roleId,
        stageId: stageIds.atInterview,
        substageId: await subStageIdOf(t.db, hartwell, stageIds.atInterview, 'pending'),
      },
    });
    expect(move.statusCode).toBe(200);
    const undone = await undo(ids[1] ?? 0);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({
      undone: 3,
      batchId: move.json().batchId,
      cancelledMessages: 3,
      goneMessages: 0,
    });
    await advance(180);
    expect(sentTo(name)).toEqual([]);
    const rows = await outboxRowsFor(t.db, name);
    expect(rows.map((row) => [row.cancelReason, row.sentAt])).toEqual([
      ['undone', null],
      ['undone', null],
      ['undone', null],
    ]);
    expect((await contactHistory(ids[0] ?? 0))[0]).toMatchObject({ status: 'cancelled', scheduledFor: null });
  });

  it('reports a message already handed over as gone', async () => {
    const immediate = { notify: true, emailTemplate: 'stage-moved', smsTemplate: null, timing: 'immediate' };
    const saved = await managerAdmin.request({
      method: 'PUT',
      url: `/api/v1/organization/${hartwell}/message-policies/${stageIds.offerMade}`,
      payload: immediate,
    });
    expect(saved.statusCode).toBe(200);
    const { ids, name } = await applicants(1, stageIds.finalRound);
    expect((await moveOne(ids[0] ?? 0, stageIds.offerMade)).statusCode).toBe(200);
    await t.app.services.outbox.flush();
    expect(sentTo(name)).toHaveLength(1);
    const undone = await undo(ids[0] ?? 0);
    expect(undone.json()).toMatchObject({ undone: 1, cancelledMessages: 0, goneMessages: 1 });
  });
});

describe('a delivery that had claimed a message the undo then cancels', () => {
  it('stops at the hand-over, and nothing reaches the transport', async () => {
    let undoDuringDelivery: (() => Promise<LightMyRequestResponse>) | null = null;
    let undone: LightMyRequestResponse | null = null;
    const racing = await startTestApp(
      {},
      {
        transport: {
          // The undo commits after the claim and before the hand-over: the worst moment for it.
          async deliver(_message, attempt) {
            const undoNow = undoDuringDelivery;
            undoDuringDelivery = null;
            if (undoNow) undone = await undoNow();
            await attempt.handOver();
          },
        },
      },
    );
    try {
      const organizationId = await organizationIdOf(racing.db, 'hartwell');
      const admin = await signIn(racing.app, 'hm.admin@hartwell.test');
      const mover = await signIn(racing.app, 'hm@hartwell.test');
      const immediate = {
        notify: true,
        emailTemplate: 'stage-moved',
        smsTemplate: null,
        timing: 'immediate',
      };
      const saved = await admin.request({
        method: 'PUT',
        url: `/api/v1/organization/${organizationId}/message-policies/${stageIds.offerMade}`,
        payload: immediate,
      });
      expect(saved.statusCode).toBe(200);
      const [role = 0] = await roleIdsOf(racing.db, organizationId);
      const [id = 0] = await createApplications(racing.db, {
        organizationId,
        roleId: role,
        stageId: stageIds.finalRound,
        subStageId: await subStageIdOf(racing.db, organizationId, stageIds.finalRound, 'pending'),
        count: 1,
        label: 'racing',
      });
      const moved = await mover.request({
        method: 'POST',
        url: `/api/v1/candidate/${id}/ostage/${stageIds.offerMade}`,
      });
      expect(moved.statusCode).toBe(200);
      undoDuringDelivery = () => mover.request({ method: 'POST', url: `/api/v1/candidate/${id}/undo` });

      expect(await racing.app.services.outbox.flush()).toBe(0);
      expect(racing.messages.filter((message) => message.recipient.startsWith('racing-'))).toEqual([]);
      expect((undone as LightMyRequestResponse | null)?.json()).toMatchObject({
        undone: 1,
        cancelledMessages: 1,
        goneMessages: 0,
      });
      const [row] = await outboxRowsFor(racing.db, 'racing');
      expect(row).toMatchObject({ cancelReason: 'undone', sentAt: null, handedOverAt: null });
    } finally {
      await racing.close();
    }
  });
});

describe('a later move', () => {
  it('cancels the candidate’s still-waiting stage message; the new move’s own waits in its place', async () => {
    const { ids, name } = await applicants(1);
    const [id = 0] = ids;
    expect((await moveOne(id, stageIds.atInterview)).statusCode).toBe(200);
    expect((await moveOne(id, stageIds.firstRound)).statusCode).toBe(200);
    const rows = await outboxRowsFor(t.db, name);
    expect(rows.map((row) => row.cancelReason)).toEqual(['moved-again', null]);
    await advance(121);
    expect(sentTo(name)).toEqual([expect.objectContaining({ template: 'stage-moved' })]);
    const sent = await outboxRowsFor(t.db, name);
    expect(sent.map((row) => row.sentAt !== null)).toEqual([false, true]);
  });
});

describe('the test clock', () => {
  it('moves only forward and refuses a bad body field by field', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/__test/clock', payload: { minutes: -5 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'minutes', message: expect.any(String) }]);
  });

  it('does not exist without TEST_CLOCK=on', async () => {
    const plain = await startTestApp();
    try {
      const response = await plain.app.inject({
        method: 'POST',
        url: '/__test/clock',
        payload: { minutes: 1 },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('is refused by a production server', async () => {
    const { readSettings } = await import('../../src/settings.ts');
    expect(() => readSettings({ TEST_CLOCK: 'on', NODE_ENV: 'production' })).toThrow(/TEST_CLOCK/);
    expect(readSettings({ TEST_CLOCK: 'on' }).testClock).toBe(true);
  });
});

describe('tenancy of undo', () => {
  it('cancels nothing when another organisation’s manager tries an undo', async () => {
    const { ids, name } = await applicants(1);
    expect((await moveOne(ids[0] ?? 0, stageIds.atInterview)).statusCode).toBe(200);
    const refused = await northwindManager.request({
      method: 'POST',
      url: `/api/v1/candidate/${ids[0]}/undo`,
    });
    expect(refused.statusCode).toBe(404);
    expect((await outboxRowsFor(t.db, name)).map((row) => row.cancelledAt)).toEqual([null]);
  });
});
