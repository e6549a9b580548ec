import type { AssessmentEligibility, OfferedAssessmentType } from '@shortlist/domain/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hartwellManager, renderConsoleScreen } from '../../app/render-console-screen.tsx';
import { listApi } from '../Candidates/candidate-list.fixtures.ts';
import RoleCandidatesScreen from '../Candidates/RoleCandidatesScreen.tsx';
import { invitationBatchSize } from './invite-in-batches.ts';

// jsdom lays nothing out: the table's scroll box gets a height so its rows are drawn.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});
afterEach(() => vi.restoreAllMocks());

const tests: OfferedAssessmentType[] = [
  {
    id: 'APTITUDE_ONE',
    label: 'Aptitude test one',
    value: 'APTITUDE_ONE',
    stages: [2],
    lateral: false,
    thirdParty: true,
  },
  {
    id: 'SCHEDULER',
    label: 'Candidate scheduler',
    value: 'SCHEDULER',
    stages: [3],
    lateral: true,
    thirdParty: false,
  },
  {
    id: 'CRITICAL_THINKING',
    label: 'Critical-thinking test',
    value: 'CRITICAL_THINKING',
    stages: [8],
    lateral: false,
    thirdParty: true,
  },
];

function open(eligibility: AssessmentEligibility, invitations: Record<string, unknown> = {}) {
  return renderConsoleScreen(<RoleCandidatesScreen />, {
    route: '/manager/roles/:roleId',
    path: '/manager/roles/7',
    user: hartwellManager,
    api: {
      ...listApi,
      'GET /api/v1/assessment-types': tests,
      'POST /api/v1/assessments/APTITUDE_ONE/eligibility': eligibility,
      'POST /api/v1/assessments/CRITICAL_THINKING/eligibility': { ...eligibility, type: 'CRITICAL_THINKING' },
      'POST /api/v1/assessments/APTITUDE_ONE/invitations': (request: { body: unknown }) => ({
        invited: (request.body as { candidateIds: number[] }).candidateIds,
        skipped: [],
      }),
      ...invitations,
    },
  });
}

async function tick(user: ReturnType<typeof userEvent.setup>, ...people: number[]) {
  await screen.findByRole('button', { name: 'Lovelace101, Ada101' });
  for (const id of people)
    await user.click(screen.getByRole('checkbox', { name: `Select Ada${id} Lovelace${id}` }));
  await user.click(screen.getByRole('button', { name: 'Invite to test' }));
  return screen.findByRole('dialog', { name: 'Invite to an online test' });
}

describe('Invite to test from a candidate list', () => {
  it('offers the online tests only, says who cannot take one and why, and invites the rest', async () => {
    const view = open({
      type: 'APTITUDE_ONE',
      selected: 2,
      eligibleIds: [101],
      ineligible: [
        {
          reason: 'stage-not-allowed',
          message: 'Aptitude test one is taken at At online test.',
          count: 1,
          candidates: [{ id: 102, name: 'Ada102 Lovelace102', stageId: 1 }],
        },
      ],
    });
    const user = userEvent.setup();
    const dialog = await tick(user, 101, 102);
    const test = await within(dialog).findByRole('combobox', { name: 'Online test' });
    expect(
      within(test)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Aptitude test one', 'Critical-thinking test']);
    expect(test).toHaveAccessibleDescription('Taken at: At online test');
    expect(await within(dialog).findByText('1 of 2 selected can be invited.')).toBeInTheDocument();
    const refused = within(dialog).getByRole('region', { name: '1 cannot be invited' });
    expect(refused).toHaveTextContent('Not at a stage this test is taken at (At online test): 1 candidate');
    expect(refused).toHaveTextContent('Ada102 Lovelace102 (Applied)');
    expect(view.sentTo('POST', '/api/v1/assessments/APTITUDE_ONE/eligibility')[0]?.body).toEqual({
      ids: [101, 102],
    });

    await user.click(within(dialog).getByRole('button', { name: 'Invite 1' }));
    expect(await within(dialog).findByText('1 candidate invited to Aptitude test one.')).toBeInTheDocument();
    expect(view.sentTo('POST', '/api/v1/assessments/APTITUDE_ONE/invitations')[0]?.body).toEqual({
      candidateIds: [101],
    });
  });

  it('invites a large selection in batches and counts those refused meanwhile', async () => {
    const eligibleIds = Array.from({ length: invitationBatchSize + 20 }, (_, index) => 1000 + index);
    const view = open(
      { type: 'APTITUDE_ONE', selected: eligibleIds.length, eligibleIds, ineligible: [] },
      {
        // The second batch was invited by someone else after the check: every one of them is refused.
        'POST /api/v1/assessments/APTITUDE_ONE/invitations': (request: { body: unknown }) => {
          const ids = (request.body as { candidateIds: number[] }).candidateIds;
          return ids.length === invitationBatchSize
            ? { invited: ids, skipped: [] }
            : {
                status: 400,
                body: {
                  error: 'invalid_request',
                  error_description: 'None of these candidates can be invited to this assessment now.',
                  errors: ids.map((_, index) => ({
                    field: `candidateIds.${index}`,
                    message: 'Already invited.',
                  })),
                },
              };
        },
      },
    );
    const user = userEvent.setup();
    const dialog = await tick(user, 101);
    await user.click(await within(dialog).findByRole('button', { name: `Invite ${eligibleIds.length}` }));
    expect(
      await within(dialog).findByText(
        `${invitationBatchSize} candidates invited to Aptitude test one. 20 more could not be invited.`,
      ),
    ).toBeInTheDocument();
    expect(view.sentTo('POST', '/api/v1/assessments/APTITUDE_ONE/invitations')).toHaveLength(2);
  });

  it('lets nothing be sent when nobody of the selection can take the test', async () => {
    open({
      type: 'APTITUDE_ONE',
      selected: 1,
      eligibleIds: [],
      ineligible: [
        {
          reason: 'already-invited',
          message: 'The candidate already has the aptitude test one at this stage.',
          count: 1,
          candidates: [{ id: 101, name: null, stageId: 2 }],
        },
      ],
    });
    const user = userEvent.setup();
    const dialog = await tick(user, 101);
    expect(
      await within(dialog).findByText('None of the 1 selected can be invited to this test now.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Anonymised candidate (At online test)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Invite 0' })).toBeDisabled();
  });
});
