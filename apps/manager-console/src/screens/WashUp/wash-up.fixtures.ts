import type { StageMovePreview, WashUp, WashUpCell, WashUpRow } from '@shortlist/domain/contract';

// A wash-up of Hartwell's role 7 at the 1st round: three candidates, two assessors, one disagreement.

const cell = (ratings: [string, number][]): WashUpCell => {
  const values = ratings.map(([, rating]) => rating);
  const mean = values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null;
  const spread = values.length ? Math.max(...values) - Math.min(...values) : null;
  return {
    ratings: ratings.map(([assessorName, rating]) => ({
      assessorKey: `name:${assessorName}`,
      assessorName,
      rating,
      exerciseId: 0,
      submittedAt: '2026-11-20T15:00:00.000Z',
    })),
    mean,
    spread,
    disagreement: spread !== null && spread >= 2,
  };
};

const row = (
  candidateId: number,
  name: string | null,
  analysis: [string, number][],
  writing: [string, number][],
) => {
  const all = [...analysis, ...writing].map(([, rating]) => rating);
  return {
    candidateId,
    name,
    blind: name === null,
    stageId: 6,
    submittedScorecards: analysis.length,
    awaitingScorecards: 0,
    hiddenUntilYouSubmit: false,
    cells: { c1: cell(analysis), c2: cell(writing) },
    overall: {
      mean: all.length ? all.reduce((sum, value) => sum + value, 0) / all.length : null,
      ratings: all.length,
    },
    recommendations: { strong_no: 0, no: 0, yes: analysis.length, strong_yes: 0 },
    scorecards: [],
    decision: null,
  } satisfies WashUpRow;
};

export const washUpReply: WashUp = {
  roleId: 7,
  stageId: 6,
  blindStage: false,
  columns: [
    { key: 'c1', competencyId: 1, competencyName: 'Analysis', exerciseId: null, exerciseName: null },
    {
      key: 'c2',
      competencyId: 2,
      competencyName: 'Written communication',
      exerciseId: null,
      exerciseName: null,
    },
  ],
  rows: [
    row(
      101,
      'Ada Lovelace',
      [
        ['Harriet Wells', 2],
        ['Pat Partner', 4],
      ],
      [
        ['Harriet Wells', 4],
        ['Pat Partner', 4],
      ],
    ),
    row(102, 'Ben Okafor', [['Harriet Wells', 5]], [['Harriet Wells', 5]]),
    row(103, null, [['Pat Partner', 1]], [['Pat Partner', 2]]),
  ],
  nextStageId: 7,
  stagesWithScorecards: [6],
};

export const washUpPath = 'GET /api/v1/organization/1/roles/7/wash-up';
export const decisionPath = 'POST /api/v1/organization/1/roles/7/wash-up/decisions';

export const previewReply = (stageId: number, reasons = false): StageMovePreview => ({
  stageId,
  subStageId: 1,
  notify: true,
  emailTemplate: null,
  smsTemplate: null,
  templates: ['stage-moved'],
  channels: ['EMAIL'],
  timing: 'immediate',
  sendAt: null,
  timeZone: 'Europe/London',
  counts: { candidates: 1, email: 1, sms: 0, nothing: 0 },
  choosableTemplates: ['stage-moved'],
  reasonRequired: reasons,
  reasons: reasons ? [{ id: 'other', name: 'Other', isDefault: true, retired: false }] : [],
  sample: null,
});
