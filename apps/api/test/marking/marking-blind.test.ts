import * as contract from '@shortlist/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';
import type { MarkingWorld } from './marking-world.ts';
import { makeMarkingWorld, roundBody } from './marking-world.ts';

// Issue 33, blind marking from the marker's side: every route a marker can call answers without the candidate's
// id, names, email, school, university or contextual flags; each marker reads the answers in an order of their
// own; two markers may mark at once; marks that differ by 2 or more bring one further marker.

let t: TestApp;
let world: MarkingWorld;
let admin: SignedIn;
let manager: SignedIn;
let northwind: SignedIn;

const base = () => `/api/v1/organization/${world.hartwell}`;
const markerIds = (count: number) => world.markers.slice(0, count).map((marker) => marker.id);

async function startRound(body: ReturnType<typeof roundBody>): Promise<number> {
  const created = await admin.request({
    method: 'POST',
    url: `${base()}/roles/${world.roleId}/marking`,
    payload: body,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as number;
  const started = await admin.request({ method: 'POST', url: `${base()}/marking/${id}/start` });
  expect(started.statusCode, started.body).toBe(200);
  return id;
}

type View = {
  questions: { id: number }[];
  answers: { reference: string; text: string; mark: number | null }[];
};
const viewOf = async (who: SignedIn, roundId: number, questionId?: number) => {
  const query = questionId === undefined ? '' : `?questionId=${questionId}`;
  const response = await who.request({ method: 'GET', url: `${base()}/marking/${roundId}/mine${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as View;
};
const markAs = (who: SignedIn, roundId: number, reference: string, payload: unknown) =>
  who.request({
    method: 'PUT',
    url: `${base()}/marking/${roundId}/answers/${reference}`,
    payload: payload as object,
  });

beforeAll(async () => {
  t = await startTestApp();
  world = await makeMarkingWorld(t, 'Blind', { candidates: 10, markers: 4 });
  admin = await signIn(t.app, 'hm.admin@hartwell.test');
  manager = await signIn(t.app, 'hm@hartwell.test');
  northwind = await signIn(t.app, 'hm@northwind.test');
});
afterAll(() => t.close());

const identifyingKey =
  /^(candidateIds?|firstName|lastName|email|.*school.*|.*university.*|contextualFlags|documents?|profile)$/i;

/** Keys and numbers of a reply that would tie it to a candidate. */
function candidateTraces(body: string, candidateIds: ReadonlySet<number>): string[] {
  const traces: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, key);
    } else if (value && typeof value === 'object') {
      for (const [inner, child] of Object.entries(value)) {
        if (identifyingKey.test(inner)) traces.push(inner);
        walk(child, inner);
      }
    } else if (typeof value === 'number' && candidateIds.has(value) && key !== 'userId')
      traces.push(`${key}=${value}`);
  };
  walk(JSON.parse(body || 'null'), '');
  return traces;
}

describe('every route a marker can call', () => {
  it('answers without who the candidate is, while the answers keep their substance', async () => {
    const roundId = await startRound(roundBody(markerIds(3)));
    const marker = world.markers[0]?.as as SignedIn;
    const identity = world.candidates.flatMap((candidate) => [
      candidate.firstName,
      candidate.lastName,
      candidate.email,
      candidate.school,
      candidate.university,
      'Thornbury',
      'Lowmoor',
      'careExperience',
      'refugee',
      'linkedin',
    ]);
    const candidateIds = new Set(world.candidates.map((candidate) => candidate.id));
    const replies: { route: string; status: number; body: string }[] = [];
    const call = async (route: string, request: Parameters<SignedIn['request']>[0]) => {
      const response = await marker.request(request);
      replies.push({ route, status: response.statusCode, body: response.body });
      return response;
    };

    await call('listMyMarking', { method: 'GET', url: `${base()}/my-marking` });
    const first = await call('fetchMyMarkingQuestion', {
      method: 'GET',
      url: `${base()}/marking/${roundId}/mine`,
    });
    for (const question of (first.json() as View).questions) {
      const view = await call('fetchMyMarkingQuestion', {
        method: 'GET',
        url: `${base()}/marking/${roundId}/mine?questionId=${question.id}`,
      });
      for (const answer of (view.json() as View).answers) {
        await call('submitMark', {
          method: 'PUT',
          url: `${base()}/marking/${roundId}/answers/${answer.reference}`,
          payload: { mark: 4, note: 'Specific.' },
        });
      }
      await call('submitMark', {
        method: 'PUT',
        url: `${base()}/marking/${roundId}/answers/${(view.json() as View).answers[0]?.reference}`,
        payload: { mark: 9 },
      });
    }
    await call('fetchRoleMarking', { method: 'GET', url: `${base()}/roles/${world.roleId}/marking` });
    await call('fetchMarkingResults', { method: 'GET', url: `${base()}/marking/${roundId}/results` });
    await call('createMarkingRound', {
      method: 'POST',
      url: `${base()}/roles/${world.roleId}/marking`,
      payload: roundBody(markerIds(3)),
    });
    await call('updateMarkingRound', {
      method: 'PUT',
      url: `${base()}/marking/${roundId}`,
      payload: roundBody(markerIds(3)),
    });
    await call('startMarkingRound', { method: 'POST', url: `${base()}/marking/${roundId}/start` });

    const markingRoutes = Object.entries(contract)
      .filter(([, value]) => contract.isRoute(value) && value.tag === 'Blind marking')
      .map(([name]) => name);
    expect(new Set(replies.map((reply) => reply.route))).toEqual(new Set(markingRoutes));
    const statuses = Object.fromEntries(replies.map((reply) => [reply.route, reply.status]));
    expect(statuses).toMatchObject({
      listMyMarking: 200,
      fetchMyMarkingQuestion: 200,
      fetchRoleMarking: 200,
    });
    expect(
      replies
        .filter((reply) => reply.route === 'submitMark')
        .map((reply) => reply.status)
        .toSorted(),
    ).toEqual([...Array(18).fill(200), 400, 400]);
    for (const reply of replies) {
      const leaked = identity.filter((text) => reply.body.toLowerCase().includes(text.toLowerCase()));
      expect(leaked, `${reply.route} (${reply.status})`).toEqual([]);
      expect(candidateTraces(reply.body, candidateIds), `${reply.route} (${reply.status})`).toEqual([]);
    }
    const texts = (first.json() as View).answers.map((answer) => answer.text).join('\n');
    expect(texts).toContain('I am [name] [name]. At [school] and the [university] I ran the law society');
    expect(texts).toContain('email me at [email].');
  });
});

describe("each marker's own order", () => {
  it('differs between the three markers and stays the same on reload', async () => {
    const roundId = await startRound(roundBody(markerIds(3)));
    const question = (await viewOf(world.markers[0]?.as as SignedIn, roundId)).questions[1]?.id;
    const orders = await Promise.all(
      world.markers
        .slice(0, 3)
        .map(async (marker) => (await viewOf(marker.as, roundId, question)).answers.map((a) => a.reference)),
    );
    expect(orders.every((order) => order.toSorted().join() === orders[0]?.toSorted().join())).toBe(true);
    expect(orders[0]).toHaveLength(10);
    expect(new Set(orders.map((order) => order.join())).size).toBe(3);
    const again = (await viewOf(world.markers[1]?.as as SignedIn, roundId, question)).answers.map(
      (a) => a.reference,
    );
    expect(again).toEqual(orders[1]);
  });
});

describe('marking', () => {
  it('takes two markers’ marks at once and asks one further marker when they differ by 2', async () => {
    const roundId = await startRound(roundBody(markerIds(4), { marksPerAnswer: 2 }));
    // The first answer of a marker, and who else marks it.
    const [a, b, c, d] = world.markers;
    const views = await Promise.all(
      [a, b, c, d].map(async (marker) => viewOf(marker?.as as SignedIn, roundId)),
    );
    const reference = views[0]?.answers[0]?.reference ?? '';
    const holders = [a, b, c, d].filter((_, index) =>
      views[index]?.answers.some((answer) => answer.reference === reference),
    );
    expect(holders).toHaveLength(2);
    const [one, two] = await Promise.all([
      markAs(holders[0]?.as as SignedIn, roundId, reference, { mark: 1 }),
      markAs(holders[1]?.as as SignedIn, roundId, reference, { mark: 3, note: 'Reasons given.' }),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(two.json().answer).toMatchObject({
      reference,
      mark: 3,
      note: 'Reasons given.',
      markedAt: expect.any(String),
    });

    const results = (
      await admin.request({ method: 'GET', url: `${base()}/marking/${roundId}/results` })
    ).json();
    const answer = results.candidates
      .flatMap((candidate: { answers: { reference: string }[] }) => candidate.answers)
      .find((each: { reference: string }) => each.reference === reference);
    expect(answer).toMatchObject({ flagged: true, spread: 2, furtherMark: 'assigned' });
    const further = answer.marks.find((mark: { further: boolean }) => mark.further);
    expect(holders.map((holder) => holder?.id)).not.toContain(further.markerUserId);
    const furtherMarker = world.markers.find((marker) => marker.id === further.markerUserId);
    const theirs = await viewOf(furtherMarker?.as as SignedIn, roundId, views[0]?.questions[0]?.id);
    expect(theirs.answers.map((each) => each.reference)).toContain(reference);

    // The further mark is given; the answer is asked for no more, whatever it says.
    expect((await markAs(furtherMarker?.as as SignedIn, roundId, reference, { mark: 5 })).statusCode).toBe(
      200,
    );
    const after = (
      await admin.request({ method: 'GET', url: `${base()}/marking/${roundId}/results` })
    ).json();
    const marked = after.candidates
      .flatMap((candidate: { answers: { reference: string }[] }) => candidate.answers)
      .find((each: { reference: string }) => each.reference === reference);
    expect(marked).toMatchObject({ furtherMark: 'given', mean: 3, spread: 4, flagged: true });
    expect(marked.marks).toHaveLength(3);
  });

  it('refuses bad marks field by field, others’ answers as missing, and strangers; nothing changes', async () => {
    const roundId = await startRound(roundBody(markerIds(3)));
    const marker = world.markers[0]?.as as SignedIn;
    const view = await viewOf(marker, roundId);
    const reference = view.answers[0]?.reference ?? '';
    for (const [payload, field] of [
      [{ mark: 6 }, 'mark'],
      [{ mark: 0 }, 'mark'],
      [{ mark: 2.5 }, 'mark'],
      [{ mark: '3' }, 'mark'],
      [{}, 'mark'],
      [{ mark: 3, note: 'x'.repeat(5000) }, 'note'],
    ] as const) {
      const response = await markAs(marker, roundId, reference, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual([field]);
    }
    expect((await markAs(marker, roundId, 'not a reference', { mark: 3 })).json().errors[0].field).toBe(
      'reference',
    );
    expect((await markAs(marker, roundId, 'AAAAAAAAAAAA', { mark: 3 })).statusCode).toBe(404);
    const badQuestion = await marker.request({
      method: 'GET',
      url: `${base()}/marking/${roundId}/mine?questionId=999999`,
    });
    expect(badQuestion.statusCode).toBe(400);
    expect(badQuestion.json().errors[0].field).toBe('questionId');
    // A manager of the organisation who does not mark; another organisation; a round that has not started.
    expect((await markAs(manager, roundId, reference, { mark: 3 })).statusCode).toBe(403);
    expect(
      (await manager.request({ method: 'GET', url: `${base()}/marking/${roundId}/mine` })).statusCode,
    ).toBe(403);
    expect((await markAs(northwind, roundId, reference, { mark: 3 })).statusCode).toBe(404);
    expect(
      (await northwind.request({ method: 'GET', url: `${base()}/marking/${roundId}/mine` })).statusCode,
    ).toBe(404);
    expect((await northwind.request({ method: 'GET', url: `${base()}/my-marking` })).statusCode).toBe(404);
    const unstarted = await admin.request({
      method: 'POST',
      url: `${base()}/roles/${world.roleId}/marking`,
      payload: roundBody(markerIds(3)),
    });
    expect(
      (await marker.request({ method: 'GET', url: `${base()}/marking/${unstarted.json().id}/mine` }))
        .statusCode,
    ).toBe(409);
    expect((await viewOf(marker, roundId)).answers.every((answer) => answer.mark === null)).toBe(true);
  });
});
