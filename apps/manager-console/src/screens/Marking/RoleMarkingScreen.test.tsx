import type { MarkingResults, MarkingRoundSummary, RoleMarking } from '@shortlist/domain/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  hartwellManager,
  hartwellManagerAdmin,
  renderConsoleScreen,
} from '../../app/render-console-screen.tsx';
import RoleMarkingScreen from './RoleMarkingScreen.tsx';

const guide = { 1: 'Generic.', 3: 'Some reasons.', 5: 'Evidenced.' };
const round: MarkingRoundSummary = {
  id: 4,
  roleId: 9,
  stageId: 29,
  name: 'First sift',
  status: 'marking',
  marksPerAnswer: 3,
  questions: [{ id: 11, fieldKey: 'whyUs', prompt: 'Why us?', guide, weight: 2 }],
  markers: [
    { userId: 21, name: 'Ada Marker' },
    { userId: 22, name: 'Ben Marker' },
    { userId: 23, name: 'Cy Marker' },
  ],
  decisionMakers: [],
  candidates: 2,
  progress: { marked: 6, total: 6 },
  flagged: 1,
  startedAt: '2026-12-07T09:00:00Z',
  startedBy: 'Hana Admin',
  createdAt: '2026-12-07T08:00:00Z',
};
const marks = (values: number[]) =>
  values.map((mark, index) => ({
    markerUserId: 21 + index,
    markerName: round.markers[index]?.name ?? '',
    mark,
    note: '',
    markedAt: '2026-12-07T10:00:00Z',
    further: false,
  }));
const results: MarkingResults = {
  round,
  markers: round.markers.map((marker) => ({ ...marker, marked: 2, total: 2 })),
  candidates: [
    {
      candidateId: 101,
      firstName: 'Iris',
      lastName: 'Adebayo',
      blind: false,
      contextualFlags: ['firstGeneration'],
      score: 4,
      rank: 1,
      answers: [
        {
          questionId: 11,
          reference: 'r1',
          marks: marks([4, 4, 4]),
          mean: 4,
          spread: 0,
          flagged: false,
          furtherMark: 'none',
        },
      ],
    },
    {
      candidateId: 102,
      firstName: null,
      lastName: null,
      blind: true,
      contextualFlags: [],
      score: 3,
      rank: 2,
      answers: [
        {
          questionId: 11,
          reference: 'r2',
          marks: marks([2, 3, 4]),
          mean: 3,
          spread: 2,
          flagged: true,
          furtherMark: 'unavailable',
        },
      ],
    },
  ],
};

function open(user = hartwellManagerAdmin) {
  const marking: RoleMarking = {
    roleId: 9,
    roleName: 'Training contract 2028',
    markableQuestions: [{ fieldKey: 'whyUs', prompt: 'Why us?' }],
    rounds: [round],
  };
  return renderConsoleScreen(<RoleMarkingScreen />, {
    route: '/manager/roles/:roleId/marking',
    path: '/manager/roles/9/marking',
    user,
    api: {
      'GET /api/v1/organization/1/roles/9/marking': () => marking,
      'GET /api/v1/organization/1/marking/4/results': () => results,
    },
  });
}

describe('RoleMarkingScreen', () => {
  it('shows a manager admin the round, its progress, and the ranking with flags and blind names withheld', async () => {
    open();
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'First sift · Marking' })).toBeInTheDocument();
    expect(screen.getByText('6 of 6 marks given', { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByText('1 answer flagged: marks differ by 2 or more')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up a round' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the results' }));
    const ranking = await screen.findByRole('table', { name: /Ranking by combined score/ });
    const rows = within(ranking).getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toMatch(/^1Iris Adebayo4\.00Mean 4\.00/);
    expect(rows[0]).toHaveTextContent('First generation at university');
    expect(rows[1]).toHaveTextContent('Candidate 102 (blind)');
    expect(rows[1]).toHaveTextContent('Marks differ by 2');
    expect(rows[1]).toHaveTextContent('No marker left for a further mark');
  });

  it('offers a standard manager neither the set-up nor the results', async () => {
    open(hartwellManager);
    expect(await screen.findByRole('heading', { name: 'First sift · Marking' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set up a round' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show the results' })).not.toBeInTheDocument();
  });
});
