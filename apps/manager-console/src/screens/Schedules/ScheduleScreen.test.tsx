import { apiError } from '@shortlist/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hartwellManager, renderConsoleScreen } from '../../app/render-console-screen.tsx';
import ScheduleScreen from './ScheduleScreen.tsx';
import { moved, schedule } from './schedule.fixtures.ts';

const open = (api: Record<string, unknown>) =>
  renderConsoleScreen(<ScheduleScreen />, {
    route: '/manager/schedules/:scheduleId',
    path: '/manager/schedules/5',
    user: hartwellManager,
    api: { 'GET /api/v1/schedules/5': schedule, ...api },
  });

describe('ScheduleScreen', () => {
  it('shows the slots by London day with their state and who booked, and the invitees who have not', async () => {
    open({});
    expect(await screen.findByRole('heading', { name: 'First round', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/Times in UK, Ireland Time/)).toBeInTheDocument();
    const monday = screen.getByRole('table', { name: 'Mon, 29 Mar 2027: 1 free of 2' });
    const [, booked, free] = within(monday).getAllByRole('row');
    // 08:00 UTC on the Monday after the clock change is 09:00 in London.
    expect(booked?.textContent).toMatch(/09:00–10:00\s*Booked\s*Amara Nwosu\s*partner@hartwell.test/);
    expect(free?.textContent).toMatch(/10:00–11:00\s*Available/);
    expect(screen.getByRole('table', { name: 'Tue, 30 Mar 2027: 1 free of 1' })).toBeInTheDocument();
    const invitees = screen.getByRole('table', { name: 'Invited, not booked (1)' });
    expect(within(invitees).getByRole('link', { name: 'Robin Applicant' })).toHaveAttribute(
      'href',
      '/manager/candidate/102',
    );
    expect(within(invitees).getByText(/Fri, 2 Apr 2027, 23:59/)).toBeInTheDocument();
  });

  it('moves a booking from the keyboard to a free time and says so at once', async () => {
    const view = open({
      'PUT /api/v1/schedules/5/invitations/9/booking': {
        ...moved,
        panelChange: null,
        calendarsUnchecked: [],
      },
    });
    const user = userEvent.setup();
    const move = await screen.findByRole('button', { name: 'Move the booking of Amara Nwosu' });
    move.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Move the booking of Amara Nwosu' });
    await user.selectOptions(within(dialog).getByLabelText('Free times'), 'Tue, 30 Mar 2027, 09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    expect(
      await screen.findByText('Booking moved. Updated invitations are on their way.'),
    ).toBeInTheDocument();
    expect(view.sentTo('PUT', '/api/v1/schedules/5/invitations/9/booking')[0]?.body).toEqual({ slotId: 23 });
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Tue, 30 Mar 2027: 0 free of 1' })).toHaveTextContent(
        'Amara Nwosu',
      ),
    );
  });

  it('says who was reassigned when a move re-staffs the panel, and whose calendar could not be asked', async () => {
    open({
      'PUT /api/v1/schedules/5/invitations/9/booking': {
        ...moved,
        calendarsUnchecked: ['counsel@outside.test'],
        panelChange: {
          slotId: 23,
          previousSlotId: 21,
          kept: [],
          joined: ['associate@hartwell.test'],
          left: ['partner@hartwell.test'],
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move the booking of Amara Nwosu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move the booking of Amara Nwosu' });
    await user.selectOptions(within(dialog).getByLabelText('Free times'), 'Tue, 30 Mar 2027, 09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    expect(
      await screen.findByText(
        'Booking moved. Updated invitations are on their way. Not free at the new time, so taken off: partner@hartwell.test. Joining the panel: associate@hartwell.test. These calendars could not be checked, so the move went ahead without them: counsel@outside.test.',
      ),
    ).toBeInTheDocument();
  });

  it("notes under a booked slot's panel who its last move took off and brought on", async () => {
    open({
      'GET /api/v1/schedules/5': {
        ...moved,
        slots: moved.slots.map((each) =>
          each.id === 23
            ? {
                ...each,
                interviewerEmails: ['associate@hartwell.test'],
                panelChange: {
                  slotId: 23,
                  previousSlotId: 21,
                  kept: [],
                  joined: ['associate@hartwell.test'],
                  left: ['partner@hartwell.test'],
                },
              }
            : each,
        ),
      },
    });
    const tuesday = await screen.findByRole('table', { name: 'Tue, 30 Mar 2027: 0 free of 1' });
    expect(tuesday).toHaveTextContent(
      'associate@hartwell.testNot free at the new time, so taken off: partner@hartwell.test. Joining the panel: associate@hartwell.test.',
    );
  });

  it('asks before cancelling a booking and shows the API refusal in the dialog', async () => {
    const view = open({
      'DELETE /api/v1/schedules/5/invitations/9/booking': {
        status: 409,
        body: apiError('This candidate has no booking to cancel.'),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking of Amara Nwosu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the booking of Amara Nwosu?' });
    expect(view.sentTo('DELETE', '/api/v1/schedules/5/invitations/9/booking')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This candidate has no booking to cancel.',
    );
    expect(view.sentTo('DELETE', '/api/v1/schedules/5/invitations/9/booking')).toHaveLength(1);
  });

  it('offers no booking changes on a closed schedule, and says why', async () => {
    open({ 'GET /api/v1/schedules/5': { ...schedule, closedAt: 1_900_000_000 } });
    expect(await screen.findByText(/This schedule is closed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move the booking/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add availability' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Book a time/ })).not.toBeInTheDocument();
  });

  it('opens Add availability with the a key, not while typing', async () => {
    open({});
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Add availability' })).toHaveAttribute(
      'aria-keyshortcuts',
      'a',
    );
    await user.keyboard('a');
    const dialog = await screen.findByRole('dialog', { name: 'Add availability' });
    await user.type(within(dialog).getByLabelText('Interviewer emails'), 'a');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
