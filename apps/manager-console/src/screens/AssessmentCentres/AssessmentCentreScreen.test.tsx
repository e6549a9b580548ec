import { apiError } from '@shortlist/shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  hartwellManager,
  hartwellManagerAdmin,
  renderConsoleScreen,
} from '../../app/render-console-screen.tsx';
import AssessmentCentreScreen from './AssessmentCentreScreen.tsx';
import { centre } from './centre.fixtures.ts';

const base = '/api/v1/organization/1/assessment-centres/5';

const open = (api: Record<string, unknown>, user = hartwellManagerAdmin) =>
  renderConsoleScreen(<AssessmentCentreScreen />, {
    route: '/manager/assessment-centres/:centreId',
    path: '/manager/assessment-centres/5',
    user,
    api: { [`GET ${base}`]: centre, ...api },
  });

describe('AssessmentCentreScreen', () => {
  it('shows the rota as rounds by exercise, with rooms, candidates and assessors on London time', async () => {
    open({}, hartwellManager);
    expect(
      await screen.findByRole('heading', { name: 'Spring assessment centre', level: 1 }),
    ).toBeInTheDocument();
    const grid = screen.getByRole('table', { name: /Rounds by exercise/ });
    const [, first, second] = within(grid).getAllByRole('row');
    expect(first?.textContent).toMatch(
      /Round 1, 09:00.*Room 1.*Amara Nwosu.*Harriet Wells.*By video.*Robin Applicant.*Pat Partner/,
    );
    expect(second?.textContent).toMatch(/Round 2, 10:00/);
    // A standard manager reads; only manager admins set up, change and publish.
    expect(screen.queryByRole('button', { name: /^Change the/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Set up the day' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Preview the emails' })).not.toBeInTheDocument();
  });

  it('changes a sitting from the keyboard, and shows the refusal of a clash in the dialog', async () => {
    const view = open({
      [`POST ${base}/rota/moves`]: {
        status: 409,
        body: apiError('Robin Applicant is in another sitting at that time.'),
      },
    });
    const user = userEvent.setup();
    const change = await screen.findByRole('button', {
      name: 'Change the Interview sitting of round 1, Room 1',
    });
    change.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Change a sitting: Interview, round 1' });
    expect(within(dialog).getByLabelText('Move to')).toHaveDisplayValue('Round 2, 10:00, Room 1');
    await user.click(within(dialog).getByRole('button', { name: 'Make the change' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Robin Applicant is in another sitting at that time.',
    );
    expect(view.sentTo('POST', `${base}/rota/moves`)[0]?.body).toEqual({
      kind: 'candidate',
      candidateId: 101,
      fromSessionId: 1,
      toSessionId: 3,
    });
  });

  it('previews who will be emailed with a sample, and sends only when asked', async () => {
    const view = open({
      [`POST ${base}/publish/preview`]: {
        recipients: [
          { personKey: 'user:2', kind: 'assessor', name: 'Harriet Wells', sessions: 2, changed: true },
          { personKey: 'candidate:101', kind: 'candidate', name: 'Amara Nwosu', sessions: 2, changed: true },
        ],
        toSend: 2,
        samples: [
          {
            kind: 'assessor',
            recipient: 'hm.admin@hartwell.test',
            subject: 'Your schedule',
            body: 'Your sittings:\n09:00-09:40  Interview',
          },
        ],
      },
      [`POST ${base}/publish`]: { sent: 2, assessors: 1, candidates: 1, scorecards: 2 },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Preview the emails' }));
    expect(await screen.findByText('2 people will be emailed.')).toBeInTheDocument();
    expect(screen.getByText('Sample email to hm.admin@hartwell.test')).toBeInTheDocument();
    expect(view.sentTo('POST', `${base}/publish`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Send 2 emails' }));
    expect(
      await screen.findByText(
        'The schedules were sent: 1 to assessors, 1 to candidates. 2 draft scorecards await their assessors.',
      ),
    ).toBeInTheDocument();
    expect(view.sentTo('POST', `${base}/publish`)).toHaveLength(1);
  });
});
