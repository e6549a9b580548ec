import { stageIds } from '@shortlist/domain/stages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsOf, userIdOf } from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn, startTestApp } from '../support/test-app.ts';
import type { MarkingWorld } from './marking-world.ts';
import { makeMarkingWorld, roundBody } from './marking-world.ts';

// Issue 33, blind marking: a manager admin sets a round up against the role's form, starts it (answers taken with
// identity withheld, markers assigned evenly), and reads the results with the round's decision-makers; another
// organisation reads nothing and bad input changes nothing.

let t: TestApp;
let world: MarkingWorld;
let admin: SignedIn;
let manager: SignedIn;
let northwind: SignedIn;

const base = () => `/api/v1/organization/${world.hartwell}`;
const roleUrl = () => `${base()}/roles/${world.roleId}/marking`;
const markerIds = () => world.markers.map((marker) => marker.id);

async function createRound(body = roundBody(markerIds())) {
  const response = await admin.request({ method: 'POST', url: roleUrl(), payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; status: string };
}

beforeAll(async () => {
  t = await startTestApp();
  world = await makeMarkingWorld(t, 'Rounds', { candidates: 6, markers: 4 });
  admin = await signIn(t.app, 'hm.admin@hartwell.test');
  manager = await signIn(t.app, 'hm@hartwell.test');
  northwind = await signIn(t.app, 'hm@northwind.test');
});
afterAll(() => t.close());

describe('setting a round up', () => {
  it('offers the free-text questions of the role’s form, not its short text field', async () => {
    const response = await manager.request({ method: 'GET', url: roleUrl() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      roleId: world.roleId,
      markableQuestions: [
        { fieldKey: 'whyUs', prompt: 'Why do you want to join us?' },
        { fieldKey: 'commercialStory', prompt: 'Tell us about a business story.' },
      ],
      rounds: [],
    });
  });

  it('lets a manager admin create and change a round before it starts, audited', async () => {
    const round = await createRound();
    expect(round).toMatchObject({ status: 'setup', marksPerAnswer: 3, candidates: 0 });
    const changed = await admin.request({
      method: 'PUT',
      url: `${base()}/marking/${round.id}`,
      payload: roundBody(markerIds(), { name: 'Renamed sift', marksPerAnswer: 2 }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Renamed sift', marksPerAnswer: 2 });
    expect(changed.json().questions.map((q: { weight: number }) => q.weight)).toEqual([2, 1]);
    expect((await auditRowsOf(t.db, 'marking-round.created')).at(-1)?.targetId).toBe(String(round.id));
    expect((await auditRowsOf(t.db, 'marking-round.changed')).at(-1)?.targetId).toBe(String(round.id));
  });

  it('refuses a standard manager (403) and another organisation (404), changing nothing', async () => {
    const before = (await manager.request({ method: 'GET', url: roleUrl() })).json().rounds.length;
    const standard = await manager.request({
      method: 'POST',
      url: roleUrl(),
      payload: roundBody(markerIds()),
    });
    expect(standard.statusCode).toBe(403);
    const other = await northwind.request({
      method: 'POST',
      url: roleUrl(),
      payload: roundBody(markerIds()),
    });
    expect(other.statusCode).toBe(404);
    expect((await northwind.request({ method: 'GET', url: roleUrl() })).statusCode).toBe(404);
    expect((await manager.request({ method: 'GET', url: roleUrl() })).json().rounds.length).toBe(before);
  });

  it('answers bad input field by field and stores nothing', async () => {
    const before = (await manager.request({ method: 'GET', url: roleUrl() })).json().rounds.length;
    const cases: [Record<string, unknown>, string[]][] = [
      [roundBody(markerIds().slice(0, 2)), ['markerUserIds']],
      [roundBody(markerIds(), { marksPerAnswer: 0 }), ['marksPerAnswer']],
      [roundBody(markerIds(), { name: ' ' }), ['name']],
      [
        roundBody(markerIds(), {
          questions: [
            { fieldKey: 'whyUs', guide: { 1: 'a', 3: 'b', 5: 'c' } },
            { fieldKey: 'whyUs', guide: { 1: 'a', 3: '', 5: 'c' }, weight: 11 },
          ],
        }),
        ['questions.1.fieldKey', 'questions.1.guide.3', 'questions.1.weight'],
      ],
      [roundBody(markerIds(), { decisionMakerUserIds: [markerIds()[0]] }), ['decisionMakerUserIds']],
    ];
    for (const [payload, fields] of cases) {
      const response = await admin.request({ method: 'POST', url: roleUrl(), payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const given = response.json().errors.map((error: { field: string }) => error.field);
      expect(given.toSorted()).toEqual(fields.toSorted());
    }
    const linkedin = await admin.request({
      method: 'POST',
      url: roleUrl(),
      payload: roundBody(markerIds(), {
        questions: [{ fieldKey: 'linkedinProfile', guide: { 1: 'a', 3: 'b', 5: 'c' } }],
      }),
    });
    expect(linkedin.statusCode).toBe(400);
    expect(linkedin.json().errors).toEqual([{ field: 'questions.0.fieldKey', message: expect.any(String) }]);
    const candidateMarker = await admin.request({
      method: 'POST',
      url: roleUrl(),
      payload: roundBody([...markerIds(), world.candidates[0]?.userId ?? 0]),
    });
    expect(candidateMarker.statusCode).toBe(400);
    expect(candidateMarker.json().errors[0].field).toBe('markerUserIds.4');
    const northwindManager = await userIdOf(t.db, 'hm@northwind.test');
    const stranger = await admin.request({
      method: 'POST',
      url: roleUrl(),
      payload: roundBody(markerIds(), { decisionMakerUserIds: [northwindManager] }),
    });
    expect(stranger.json().errors[0].field).toBe('decisionMakerUserIds.0');
    expect((await manager.request({ method: 'GET', url: roleUrl() })).json().rounds.length).toBe(before);
  });
});

describe('starting a round', () => {
  it('takes every answer written at the stage and gives each three of the four markers, evenly', async () => {
    const round = await createRound();
    const started = await admin.request({ method: 'POST', url: `${base()}/marking/${round.id}/start` });
    expect(started.statusCode, started.body).toBe(200);
    // Six candidates; the fifth left the first question blank: 11 answers, 33 marks to give.
    expect(started.json()).toMatchObject({
      status: 'marking',
      candidates: 6,
      progress: { marked: 0, total: 33 },
      startedBy: expect.stringContaining(''),
    });
    const loads = await Promise.all(
      world.markers.map(async (marker) => {
        const mine = await marker.as.request({ method: 'GET', url: `${base()}/my-marking` });
        return mine.json().find((each: { roundId: number }) => each.roundId === round.id)?.progress.total;
      }),
    );
    expect(loads.reduce((a, b) => a + b)).toBe(33);
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
    const again = await admin.request({ method: 'POST', url: `${base()}/marking/${round.id}/start` });
    expect(again.statusCode).toBe(409);
    const change = await admin.request({
      method: 'PUT',
      url: `${base()}/marking/${round.id}`,
      payload: roundBody(markerIds()),
    });
    expect(change.statusCode).toBe(409);
    expect((await auditRowsOf(t.db, 'marking-round.started')).at(-1)?.details).toEqual({
      candidates: 6,
      answers: 11,
      assignments: 33,
    });
  });

  it('refuses a round with no candidates at its stage (409)', async () => {
    const empty = await createRound(roundBody(markerIds(), { stageId: stageIds.forReview }));
    const started = await admin.request({ method: 'POST', url: `${base()}/marking/${empty.id}/start` });
    expect(started.statusCode).toBe(409);
    const read = await manager.request({ method: 'GET', url: roleUrl() });
    expect(read.json().rounds.find((each: { id: number }) => each.id === empty.id).status).toBe('setup');
  });

  it('is refused to another organisation as missing (404) and to a standard manager (403)', async () => {
    const round = await createRound();
    expect(
      (await northwind.request({ method: 'POST', url: `${base()}/marking/${round.id}/start` })).statusCode,
    ).toBe(404);
    const northwindOrg = (
      await northwind.request({ method: 'GET', url: '/api/v1/user/organizations' })
    ).json();
    const ownOrgId = Array.isArray(northwindOrg) ? northwindOrg[0]?.id : undefined;
    if (ownOrgId) {
      const viaOwn = await northwind.request({
        method: 'POST',
        url: `/api/v1/organization/${ownOrgId}/marking/${round.id}/start`,
      });
      expect(viaOwn.statusCode).toBe(403);
    }
    expect(
      (await manager.request({ method: 'POST', url: `${base()}/marking/${round.id}/start` })).statusCode,
    ).toBe(403);
  });
});

describe('the results', () => {
  it('rank by the weighted means, name the markers, flag disagreement and show contextual flags', async () => {
    const [first, second, third, fourth] = world.markers;
    const round = await createRound(
      roundBody([first?.id ?? 0, second?.id ?? 0, third?.id ?? 0], {
        marksPerAnswer: 3,
        decisionMakerUserIds: [fourth?.id ?? 0],
      }),
    );
    await admin.request({ method: 'POST', url: `${base()}/marking/${round.id}/start` });
    // Each marker marks every answer: their own index + 2 on the first question, 3 on the second.
    for (const [index, marker] of [first, second, third].entries()) {
      for (const questionIndex of [0, 1]) {
        const view = await marker?.as.request({ method: 'GET', url: `${base()}/marking/${round.id}/mine` });
        const questionId = view?.json().questions[questionIndex].id;
        const answers = (
          await marker?.as.request({
            method: 'GET',
            url: `${base()}/marking/${round.id}/mine?questionId=${questionId}`,
          })
        )?.json().answers as { reference: string }[];
        for (const answer of answers) {
          const mark = questionIndex === 0 ? index + 2 : 3;
          const response = await marker?.as.request({
            method: 'PUT',
            url: `${base()}/marking/${round.id}/answers/${answer.reference}`,
            payload: { mark, note: 'Clear structure.' },
          });
          expect(response?.statusCode, response?.body).toBe(200);
        }
      }
    }
    const results = await fourth?.as.request({ method: 'GET', url: `${base()}/marking/${round.id}/results` });
    expect(results?.statusCode, results?.body).toBe(200);
    const body = results?.json();
    expect(body.round.progress).toEqual({ marked: 33, total: 33 });
    expect(
      body.markers.map((marker: { marked: number; total: number }) => [marker.marked, marker.total]),
    ).toEqual([
      [11, 11],
      [11, 11],
      [11, 11],
    ]);
    // Question one: marks 2, 3, 4 (mean 3, spread 2: flagged); question two 3. Blank first answer counts 0.
    const full = (2 * 3 + 3) / 3;
    const blank = (2 * 0 + 3) / 3;
    expect(body.candidates.map((c: { score: number }) => c.score)).toEqual([
      full,
      full,
      full,
      full,
      full,
      blank,
    ]);
    expect(body.candidates.map((c: { rank: number }) => c.rank)).toEqual([1, 1, 1, 1, 1, 6]);
    const top = body.candidates[0];
    expect(top).toMatchObject({ blind: false, contextualFlags: ['careExperience', 'refugee'] });
    expect(world.candidates.map((c) => c.firstName)).toContain(top.firstName);
    expect(top.answers[0]).toMatchObject({ mean: 3, spread: 2, flagged: true, furtherMark: 'unavailable' });
    expect(
      top.answers[0].marks.map((m: { markerName: string; mark: number }) => [m.markerName, m.mark]),
    ).toEqual([
      ['MarkerA Rounds', 2],
      ['MarkerB Rounds', 3],
      ['MarkerC Rounds', 4],
    ]);
    expect(top.answers[1]).toMatchObject({ mean: 3, flagged: false, furtherMark: 'none' });
    expect((await auditRowsOf(t.db, 'marking-round.results-read')).length).toBeGreaterThan(0);

    // Markers never read the results; a standard manager who is no decision-maker neither; northwind is kept out.
    for (const caller of [first?.as, manager]) {
      expect(
        (await caller?.request({ method: 'GET', url: `${base()}/marking/${round.id}/results` }))?.statusCode,
      ).toBe(403);
    }
    expect(
      (await northwind.request({ method: 'GET', url: `${base()}/marking/${round.id}/results` })).statusCode,
    ).toBe(404);
    expect(
      (await admin.request({ method: 'GET', url: `${base()}/marking/${round.id}/results` })).statusCode,
    ).toBe(200);
  });
});
