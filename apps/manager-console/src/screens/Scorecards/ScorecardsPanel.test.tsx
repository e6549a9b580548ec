import type {
  CandidateScorecards,
  Competency,
  ScorecardView,
  StageScorecards,
} from '@shortlist/domain/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsoleScreen } from '../../app/render-console-screen.tsx';
import { ScorecardsPanel } from './ScorecardsPanel.tsx';

const path = '/api/v1/organization/1/candidate/42';

const competencies: Competency[] = [
  {
    id: 1,
    name: 'Analysis',
    description: '',
    guide: { '1': 'Restates the facts', '3': 'Weighs the evidence', '5': 'Spots what others miss' },
    position: 0,
    retired: false,
    updatedAt: '2026-12-01T09:00:00Z',
  },
];

const card = (overrides: Partial<ScorecardView>): ScorecardView => ({
  id: 7,
  candidateId: 42,
  stageId: 3,
  exerciseId: 0,
  kitId: null,
  assessor: { userId: 9, name: 'Priya Shah', outside: false },
  status: 'submitted',
  recommendation: 'strong_no',
  ratings: [{ competencyId: 1, rating: 1, evidence: 'Missed the key issue' }],
  privateNotes: null,
  assessedAt: null,
  submittedAt: '2026-12-01T10:00:00Z',
  updatedAt: '2026-12-01T10:00:00Z',
  edits: 0,
  ...overrides,
});

const stage = (overrides: Partial<StageScorecards>): StageScorecards => ({
  stageId: 3,
  mine: [],
  othersVisible: false,
  others: [],
  hidden: { count: 2, submitted: 1 },
  summary: null,
  ...overrides,
});

function open() {
  let reply: CandidateScorecards = { candidateId: 42, stages: [stage({})], competencies, kits: [] };
  return renderConsoleScreen(<ScorecardsPanel orgId={1} candidateId={42} currentStageId={3} />, {
    route: '/manager/candidate/:candidateId',
    path: '/manager/candidate/42',
    api: {
      [`GET ${path}/scorecards`]: () => reply,
      [`POST ${path}/scorecard`]: () => {
        const mine = card({
          id: 8,
          assessor: { userId: 1, name: 'James Okafor', outside: false },
          recommendation: 'yes',
        });
        const opened = stage({
          mine: [mine],
          othersVisible: true,
          others: [card({})],
          hidden: { count: 1, submitted: 0 },
          summary: {
            scorecards: 2,
            competencies: [{ competencyId: 1, count: 2, mean: 2.5, spread: 3, disagreement: true }],
            recommendations: { strong_no: 1, no: 0, yes: 1, strong_yes: 0 },
          },
        });
        reply = { ...reply, stages: [opened] };
        return opened;
      },
    },
  });
}

describe('ScorecardsPanel', () => {
  it('hides others’ scorecards until one’s own is submitted, then shows them with their authors', async () => {
    const view = open();
    expect(
      await screen.findByText(/2 other scorecards are hidden until you submit yours\./),
    ).toBeInTheDocument();
    expect(screen.queryByText('Priya Shah')).not.toBeInTheDocument();
    expect(screen.queryByText('Missed the key issue')).not.toBeInTheDocument();

    const rating = screen.getByRole('group', { name: 'Analysis: rating' });
    expect(within(rating).getByRole('radio', { name: '3: Weighs the evidence' })).toBeInTheDocument();
    await userEvent.click(within(rating).getByRole('radio', { name: '4' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Evidence for Analysis' }), 'Clear structure');
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit scorecard' }));

    await waitFor(() =>
      expect(view.sentTo('POST', `${path}/scorecard`)[0]?.body).toEqual({
        stageId: 3,
        kitId: null,
        ratings: [{ competencyId: 1, rating: 4, evidence: 'Clear structure' }],
        recommendation: 'yes',
        privateNotes: '',
        submit: true,
      }),
    );
    const everyone = await screen.findByRole('region', { name: 'Everyone’s scorecards' });
    expect(within(everyone).getByRole('article', { name: 'Priya Shah' })).toHaveTextContent('Strong no');
    expect(within(everyone).getByRole('article', { name: 'James Okafor' })).toBeInTheDocument();
    expect(within(everyone).getByText(/Disagreement/)).toBeInTheDocument();
    expect(screen.queryByText(/hidden until you submit/)).not.toBeInTheDocument();
  });
});
