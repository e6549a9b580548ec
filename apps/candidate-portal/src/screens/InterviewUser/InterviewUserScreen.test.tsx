import { apiError, renderScreen } from '@shortlist/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InterviewInvitationView, InvitationSlotView } from '../../app/public-views.ts';
import InterviewUserScreen from './InterviewUserScreen.tsx';

const day = 24 * 3600;

/** Seven days of two slots each, from 10:00 two days from now; the very first is booked by someone else. */
function buildSlots(): InvitationSlotView[] {
  const start = new Date();
  start.setDate(start.getDate() + 2);
  start.setHours(10, 0, 0, 0);
  const first = Math.floor(start.getTime() / 1000);
  return Array.from({ length: 7 }, (_, dayIndex) =>
    [0, 1].map((slotIndex) => {
      const startDateTime = first + dayIndex * day + slotIndex * 3600;
      return {
        id: dayIndex * 2 + slotIndex + 1,
        startDateTime,
        endDateTime: startDateTime + 1800,
        state: dayIndex === 0 && slotIndex === 0 ? ('Booked' as const) : ('Available' as const),
      };
    }),
  ).flat();
}

function invitation(
  slots: InvitationSlotView[],
  selectedTime: number | null = null,
): InterviewInvitationView {
  return {
    id: 42,
    scheduleName: 'First interview',
    roleName: 'Training contract 2027',
    organization: { id: 1, name: 'Hartwell & Finch LLP', subdomain: 'hartwell' },
    location: 'London office',
    durationMinutes: 30,
    deadline: null,
    deadlinePassed: false,
    selectedTime,
    slots,
  };
}

const path = '/api/public/interview/tok';
const route = { route: '/interview/:token', path: '/interview/tok' };

// The day headings sit straight under the page's h1.
function dayColumns() {
  return within(screen.getByRole('region', { name: 'Interview times' })).getAllByRole('heading', {
    level: 2,
  });
}

describe('InterviewUserScreen', () => {
  it('previews at most five days, with later and earlier days a click away', async () => {
    const user = userEvent.setup();
    renderScreen(<InterviewUserScreen />, { ...route, api: { [`GET ${path}`]: invitation(buildSlots()) } });
    await screen.findByRole('region', { name: 'Interview times' });
    expect(dayColumns()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Earlier days' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Later days' }));
    expect(dayColumns()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Later days' })).toBeDisabled();
  });

  it('books the chosen available time and shows it as the candidate choice', async () => {
    const user = userEvent.setup();
    const slots = buildSlots();
    const chosen = slots[1] as InvitationSlotView;
    const booked = invitation(
      slots.map((slot) => (slot.id === chosen.id ? { ...slot, state: 'Booked' as const, mine: true } : slot)),
      chosen.startDateTime,
    );
    const view = renderScreen(<InterviewUserScreen />, {
      ...route,
      api: { [`GET ${path}`]: invitation(slots), [`PUT ${path}`]: booked },
    });

    const grid = await screen.findByRole('region', { name: 'Interview times' });
    // The time someone else booked is no button; the free ones are.
    expect(within(grid).getAllByText('Booked')).toHaveLength(1);
    const confirm = screen.getByRole('button', { name: 'Confirm time' });
    expect(confirm).toBeDisabled();

    const freeTimes = within(grid).getAllByRole('button');
    await user.click(freeTimes[0] as HTMLElement);
    expect(freeTimes[0]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/Confirm to book it\.$/)).toBeInTheDocument();
    await user.click(confirm);

    await waitFor(() => expect(view.sentTo('PUT', path)).toHaveLength(1));
    expect(view.sentTo('PUT', path)[0]?.body).toEqual({ id: 42, selectedTime: chosen.startDateTime });
    expect((await screen.findByTestId('booked-time')).textContent).toMatch(
      /^Your interview is booked for .+\.$/,
    );
    // Issue 34: their own booking reads as theirs, apart from the time someone else booked.
    expect(within(grid).getAllByText('Booked')).toHaveLength(1);
    expect(within(grid).getByText('Your interview').closest('li')).toHaveAttribute('data-own', 'true');
  });

  it('shows the conflict message and reads the slots again when the time was just taken', async () => {
    const user = userEvent.setup();
    const view = renderScreen(<InterviewUserScreen />, {
      ...route,
      api: {
        [`GET ${path}`]: invitation(buildSlots()),
        [`PUT ${path}`]: {
          status: 409,
          body: apiError('That time has just been taken. Please choose another.'),
        },
      },
    });
    const grid = await screen.findByRole('region', { name: 'Interview times' });
    await user.click(within(grid).getAllByRole('button')[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Confirm time' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That time has just been taken. Please choose another.',
    );
    await waitFor(() => expect(view.sentTo('GET', path)).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Confirm time' })).toBeDisabled();
  });

  it('offers no booking once the deadline has passed', async () => {
    renderScreen(<InterviewUserScreen />, {
      ...route,
      api: { [`GET ${path}`]: { ...invitation(buildSlots()), deadlinePassed: true } },
    });
    expect(await screen.findByText('The deadline to book has passed.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Interview times' })).queryAllByRole('button'),
    ).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Confirm time' })).not.toBeInTheDocument();
  });

  it('offers no booking once the schedule is closed or the invitation cancelled, and says so', async () => {
    renderScreen(<InterviewUserScreen />, {
      ...route,
      api: { [`GET ${path}`]: { ...invitation(buildSlots()), closed: true } },
    });
    expect(
      await screen.findByText('This invitation is closed: times can no longer be booked.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Interview times' })).queryAllByRole('button'),
    ).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Confirm time' })).not.toBeInTheDocument();
  });
});
