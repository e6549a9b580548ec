import type { EventRegistrationView } from '@shortlist/domain/schemas';
import { apiError, renderScreen } from '@shortlist/shell/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import EventCheckInScreen from './EventCheckInScreen.tsx';

const registration = (id: number, firstName: string, fields: Partial<EventRegistrationView> = {}) => ({
  id,
  eventId: 7,
  email: `${firstName.toLowerCase()}@example.test`,
  firstName,
  lastName: 'Okafor',
  attendance: null,
  checkedInAt: null,
  registeredAt: 1_900_000_000,
  status: 'REGISTERED' as const,
  waitlistPosition: null,
  answers: {},
  ...fields,
});

const ada = registration(1, 'Ada');
const list = [
  ada,
  registration(2, 'Ben'),
  registration(3, 'Cal', { status: 'WAITLISTED', waitlistPosition: 1 }),
];
const link = 'http://localhost:8080/event/7/qr-check-in?code=abc';

function render(scan: unknown) {
  return renderScreen(<EventCheckInScreen />, {
    route: '/event/:eventId/check-in',
    path: '/event/7/check-in',
    api: {
      'GET /api/public/event/7': { id: 7, name: 'Open evening', eventStartDate: 1, eventEndDate: 2 },
      'GET /api/v1/events/7/registrations': list,
      'POST /api/v1/event/7/check-in/scan': scan,
    },
  });
}

describe('EventCheckInScreen', () => {
  it('checks in the person of a scanned link at once and counts them, leaving the waiting list out', async () => {
    const user = userEvent.setup();
    const view = render({
      outcome: 'CHECKED_IN',
      registration: { ...ada, attendance: 'ATTENDED', checkedInAt: 1_900_000_100 },
    });
    expect(await screen.findByText('0 of 2 checked in')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Or paste a check-in link or code/), link);
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Ada Okafor is checked in.')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 checked in')).toBeInTheDocument();
    expect(view.sentTo('POST', '/api/v1/event/7/check-in/scan')[0]?.body).toEqual({ code: link });
  });

  it('says plainly why a code is refused', async () => {
    const user = userEvent.setup();
    render({ status: 409, body: apiError('This check-in code belongs to another event.') });
    await user.type(await screen.findByLabelText(/^Or paste a check-in link or code/), link);
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(
      await screen.findByText('Not checked in: This check-in code belongs to another event.'),
    ).toBeInTheDocument();
  });
});
