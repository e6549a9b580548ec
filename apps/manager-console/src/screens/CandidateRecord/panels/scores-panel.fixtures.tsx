import type { OrganizationCandidateScore } from '@shortlist/domain/contract';
import type { MetricDefinition, User } from '@shortlist/domain/schemas';
import type { FakeApi, RecordedRequest } from '@shortlist/shell/testing';
import { hartwellManagerAdmin, renderConsoleScreen } from '../../../app/render-console-screen.tsx';
import { candidateView } from '../candidate-record.fixtures.ts';
import { ScoresPanel } from './ScoresPanel.tsx';

// The scores panel as its tests open it: Hartwell's metrics of every type, a candidate at interview (stage 3)
// with scores at Applied (stage 1) too, and a save that answers the scores it was sent.

export const metrics: MetricDefinition[] = [
  { key: 'advocacy', label: 'Advocacy', metricType: 'number' },
  { key: 'written', label: 'Written test', metricType: 'percent', min: 40 },
  { key: 'rightToWork', label: 'Right to work checked', metricType: 'yesno' },
  { key: 'comment', label: 'Panel comment', metricType: 'text' },
  { key: 'interviewed', label: 'Interviewed on', metricType: 'date' },
];

export const score = (stageId: number, key: string, value: OrganizationCandidateScore['value']) => ({
  stage: { id: stageId },
  key,
  label: key,
  metricType: null,
  value,
  scorerUserId: 3,
  scorerName: 'Priya Shah',
  updatedAt: '2026-11-20T12:00:00.000Z',
});

const savedScores = [score(1, 'advocacy', 4), score(1, 'written', 70), score(3, 'advocacy', 2)];
export const scorePath = '/api/v1/organization/1/candidate/301/score/3';

export function showScores(
  api: FakeApi = {},
  metricList: MetricDefinition[] = metrics,
  scores: OrganizationCandidateScore[] = savedScores,
  overall: { candidateScore: number | null; totalScore: number | null } = {
    candidateScore: 76,
    totalScore: 105,
  },
  user: User = hartwellManagerAdmin,
) {
  const record = candidateView();
  record.scores = scores;
  record.application = { ...record.application, ...overall };
  // A stage's scores are a manager admin's decision (issue 33); the standard manager's view has its own test.
  return renderConsoleScreen(<ScoresPanel record={record} />, {
    route: '/',
    path: '/',
    user,
    api: {
      'GET /api/v1/organization/1': { id: 1, name: 'Hartwell & Finch LLP', metrics: metricList },
      [`PUT ${scorePath}`]: ({ body }: RecordedRequest) => ({
        score: 80,
        totalScore: 110,
        scores: [
          ...scores,
          ...(body as { key: string; value: unknown }[]).map((entry) =>
            score(3, entry.key, entry.value as OrganizationCandidateScore['value']),
          ),
        ],
      }),
      ...api,
    },
  });
}

/** The totals strip, term by term. */
export const totals = (panel: HTMLElement) =>
  Object.fromEntries(
    [...panel.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
