import type { CandidateScorecards } from '@shortlist/domain/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assessmentCentreExercises,
  assessmentCentres,
  scorecardRatings,
  scorecardRevisions,
  scorecards,
} from '../../src/db/schema/index.ts';
import { auditRowsOf } from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { startTestApp } from '../support/test-app.ts';
import type { ScorecardWorld } from './scorecard-world.ts';
import { interview, startScorecardWorld } from './scorecard-world.ts';

// Issue 33: each interviewer scores on their own. Until an assessor has submitted, no route answers them another
// assessor's ratings, recommendation or notes for that candidate and stage; after, all submitted ones, with
// authors and times. Private notes reach only their author and manager admins; edits keep a history.

let t: TestApp;
let w: ScorecardWorld;

beforeAll(async () => {
  t = await startTestApp();
  w = await startScorecardWorld(t, 'independent');
});
afterAll(() => t.close());

const base = (candidateId: number) => `/api/v1/organization/${w.hartwell}/candidate/${candidateId}`;

function card(overrides: Record<string, unknown> = {}) {
  return {
    stageId: interview,
    ratings: w.competencyIds.slice(0, 3).map((competencyId, index) => ({
      competencyId,
      rating: index + 1,
      evidence: `First interviewer's evidence ${index}`,
    })),
    recommendation: 'no',
    privateNotes: 'First interviewer private words',
    submit: true,
    ...overrides,
  };
}

async function save(who: SignedIn, candidateId: number, body: Record<string, unknown>) {
  return who.request({ method: 'POST', url: `${base(candidateId)}/scorecard`, payload: body });
}

async function read(who: SignedIn, candidateId: number) {
  const response = await who.request({ method: 'GET', url: `${base(candidateId)}/scorecards` });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

const stageOf = (body: CandidateScorecards) => body.stages.find((stage) => stage.stageId === interview);

describe('before one’s own scorecard is submitted', () => {
  it('shows only how many others there are, on every route that returns scorecards', async () => {
    const [candidateId = 0] = await w.candidatesAtInterview(1);
    const first = await save(w.first, candidateId, card());
    expect(first.statusCode, first.body).toBe(200);

    // The second interviewer starts a draft: the first's words appear in no reply they get.
    const own = {
      ratings: [{ competencyId: w.competencyIds[0], rating: 5, evidence: 'Second’s own evidence' }],
    };
    const draft = await save(w.second, candidateId, { ...own, stageId: interview, privateNotes: '' });
    expect(draft.statusCode, draft.body).toBe(200);
    const secret = ["First interviewer's evidence", 'First interviewer private words', '"no"'];
    for (const body of [draft.body, (await read(w.second, candidateId)).body]) {
      for (const words of secret) expect(body).not.toContain(words);
    }
    const stage = stageOf((await read(w.second, candidateId)).json());
    expect(stage).toMatchObject({
      othersVisible: false,
      others: [],
      hidden: { count: 1, submitted: 1 },
      summary: null,
    });
    const [firstCard] = await t.db
      .select({ id: scorecards.id })
      .from(scorecards)
      .where(
        and(
          eq(scorecards.candidateId, candidateId),
          eq(scorecards.assessorKey, `user:${(await whoIs(w.first)).id}`),
        ),
      );
    const history = await w.second.request({
      method: 'GET',
      url: `/api/v1/organization/${w.hartwell}/scorecards/${firstCard?.id}/history`,
    });
    expect(history.statusCode).toBe(404);
    const filtered = await w.second.request({
      method: 'GET',
      url: `${base(candidateId)}/scorecards`,
      query: { stageId: String(interview) },
    });
    for (const words of secret) expect(filtered.body).not.toContain(words);

    // After submitting, the second sees the first's scorecard with its author and time, but not its private notes.
    const submitted = await save(w.second, candidateId, {
      ...own,
      stageId: interview,
      privateNotes: 'Second private',
      recommendation: 'yes',
      submit: true,
    });
    const after = submitted.json();
    expect(after.othersVisible).toBe(true);
    expect(after.others).toEqual([
      expect.objectContaining({
        assessor: expect.objectContaining({ name: 'James Okafor' }),
        recommendation: 'no',
        privateNotes: null,
        submittedAt: expect.any(String),
      }),
    ]);
    expect(after.summary.competencies[0]).toMatchObject({ count: 2, mean: 3, spread: 4, disagreement: true });
    expect(after.summary.recommendations).toMatchObject({ no: 1, yes: 1 });
    // A manager admin who did not interview sees both, private notes included.
    const adminView = stageOf((await read(w.admin, candidateId)).json());
    expect(adminView?.others.map((each) => each.privateNotes).sort()).toEqual([
      'First interviewer private words',
      'Second private',
    ]);
  });

  it('keeps a standard manager who is no assessor to the counts, and a manager admin assessor to their own', async () => {
    const [candidateId = 0] = await w.candidatesAtInterview(1);
    await save(w.first, candidateId, card());
    const outsider = stageOf((await read(w.second, candidateId)).json());
    expect(outsider).toMatchObject({ othersVisible: false, hidden: { count: 1, submitted: 1 } });
    await save(w.admin, candidateId, card({ submit: false, recommendation: null }));
    const adminAssessor = stageOf((await read(w.admin, candidateId)).json());
    expect(adminAssessor).toMatchObject({ othersVisible: false, others: [], summary: null });
  });
});

/** An exercise of an assessment-centre day of the world's role at the interview stage. */
async function exerciseAtInterview(name: string): Promise<number> {
  const [centre] = await t.db
    .insert(assessmentCentres)
    .values({
      organizationId: w.hartwell,
      roleId: w.roleId,
      stageId: interview,
      name: `${name} day`,
      day: '2030-03-12',
      startTime: '09:00',
      roundMinutes: 45,
      breakMinutes: 15,
    })
    .returning({ id: assessmentCentres.id });
  const [exercise] = await t.db
    .insert(assessmentCentreExercises)
    .values({
      organizationId: w.hartwell,
      centreId: centre?.id ?? 0,
      position: 0,
      kind: 'group_exercise',
      name,
      minutes: 45,
      candidatesPerSession: 4,
      assessorsPerSession: 2,
    })
    .returning({ id: assessmentCentreExercises.id });
  return exercise?.id ?? 0;
}

describe('an assessor with more than one scorecard of the candidate (an assessment centre’s exercises)', () => {
  it('sees nobody else’s until every one of their own is submitted', async () => {
    const [candidateId = 0] = await w.candidatesAtInterview(1);
    expect((await save(w.first, candidateId, card())).statusCode).toBe(200);
    expect((await save(w.second, candidateId, card({ privateNotes: '' }))).statusCode).toBe(200);
    // The second's exercise scorecard of the same candidate is still a draft.
    const exerciseId = await exerciseAtInterview('Group exercise');
    const exercise = await save(w.second, candidateId, {
      stageId: interview,
      exerciseId,
      ratings: [{ competencyId: w.competencyIds[0], rating: null }],
    });
    expect(exercise.statusCode, exercise.body).toBe(200);
    const reply = await read(w.second, candidateId);
    expect(stageOf(reply.json())).toMatchObject({ othersVisible: false, others: [], summary: null });
    expect(reply.body).not.toContain('First interviewer private words');
  });
});

async function whoIs(who: SignedIn) {
  const response = await who.request({ method: 'GET', url: '/api/v1/user' });
  return response.json() as { id: number };
}

describe('authorship and history', () => {
  it('records each submission and edit with who and when, and never goes back to draft', async () => {
    const [candidateId = 0] = await w.candidatesAtInterview(1);
    const first = (await save(w.first, candidateId, card())).json();
    const id = first.mine[0].id;
    const edited = await save(w.first, candidateId, card({ recommendation: 'yes', submit: false }));
    expect(edited.json().mine[0]).toMatchObject({ status: 'submitted', recommendation: 'yes', edits: 1 });
    const history = await w.first.request({
      method: 'GET',
      url: `/api/v1/organization/${w.hartwell}/scorecards/${id}/history`,
    });
    expect(history.json().revisions).toEqual([
      expect.objectContaining({ editedBy: 'James Okafor', recommendation: 'no', at: expect.any(String) }),
      expect.objectContaining({ editedBy: 'James Okafor', recommendation: 'yes' }),
    ]);
    expect((await auditRowsOf(t.db, 'scorecard.edited')).some((row) => row.targetId === String(id))).toBe(
      true,
    );
  });

  it('keeps one row when two submissions of the same scorecard arrive at once', async () => {
    const [candidateId = 0] = await w.candidatesAtInterview(1);
    const responses = await Promise.all([
      save(w.first, candidateId, card()),
      save(w.first, candidateId, card()),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const rows = await t.db.select().from(scorecards).where(eq(scorecards.candidateId, candidateId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('submitted');
    const ratings = await t.db
      .select()
      .from(scorecardRatings)
      .where(eq(scorecardRatings.scorecardId, rows[0]?.id ?? 0));
    expect(ratings).toHaveLength(3);
    const revisions = await t.db
      .select()
      .from(scorecardRevisions)
      .where(eq(scorecardRevisions.scorecardId, rows[0]?.id ?? 0));
    expect(revisions).toHaveLength(1);
  });
});

describe('bad input', () => {
  it('refuses a rating of 0 or 6, an unknown competency and an unknown exercise field by field, changing nothing', async () => {
    const [candidateId = 0] = await w.candidatesAtInterview(1);
    const [competencyId = 0] = w.competencyIds;
    for (const rating of [0, 6, 2.5]) {
      const response = await save(w.first, candidateId, card({ ratings: [{ competencyId, rating }] }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'ratings.0.rating', message: expect.stringMatching(/1 to 5/) },
      ]);
    }
    const unknown = await save(
      w.first,
      candidateId,
      card({ ratings: [{ competencyId: 987_654, rating: 3 }] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'ratings.0.competencyId', message: expect.any(String) }]);
    const incomplete = await save(w.first, candidateId, card({ recommendation: null }));
    expect(incomplete.json().errors).toEqual([{ field: 'recommendation', message: expect.any(String) }]);
    // An exercise that is no assessment-centre exercise of this role and stage.
    const noExercise = await save(w.first, candidateId, card({ exerciseId: 987_654 }));
    expect(noExercise.statusCode).toBe(400);
    expect(noExercise.json().errors).toEqual([
      { field: 'exerciseId', message: 'Choose an exercise of an assessment centre of this role and stage.' },
    ]);
    expect(await t.db.select().from(scorecards).where(eq(scorecards.candidateId, candidateId))).toEqual([]);
  });
});

describe('tenancy', () => {
  it('answers another organisation’s manager 404 on every scorecard route', async () => {
    const [candidateId = 0] = await w.candidatesAtInterview(1);
    const saved = (await save(w.first, candidateId, card())).json();
    const calls = [
      { method: 'GET' as const, url: `${base(candidateId)}/scorecards` },
      { method: 'POST' as const, url: `${base(candidateId)}/scorecard`, payload: card() },
      {
        method: 'POST' as const,
        url: `${base(candidateId)}/scorecards`,
        payload: { stageId: interview, assessors: [{ email: 'someone@elsewhere.test' }] },
      },
      {
        method: 'GET' as const,
        url: `/api/v1/organization/${w.hartwell}/scorecards/${saved.mine[0].id}/history`,
      },
    ];
    for (const call of calls) {
      const response = await w.northwind.request(call);
      expect(response.statusCode, call.url).toBe(404);
      expect(response.body).not.toContain("First interviewer's evidence");
    }
    expect(await t.db.select().from(scorecards).where(eq(scorecards.candidateId, candidateId))).toHaveLength(
      1,
    );
  });
});
