import { apiError, renderScreen } from '@shortlist/shell/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import EventPublicCheckInScreen from './EventPublicCheckInScreen.tsx';

const inAWeek = Math.floor(Date.now() / 1000) + 7 * 24 * 3600;
const event = {
  id: 7,
  organizationId: 1,
  name: 'Open evening',
  eventStartDate: inAWeek,
  eventEndDate: inAWeek + 3600,
};

function render(path: string, checkIn: unknown) {
  return renderScreen(<EventPublicCheckInScreen />, {
    route: '/event/:eventId/qr-check-in',
    path,
    api: { 'GET /api/public/event/7': event, 'POST /api/public/event/7/qr-check-in': checkIn },
  });
}

describe('EventPublicCheckInScreen', () => {
  it('checks in at once with the code of the QR link, once', async () => {
    const view = render('/event/7/qr-check-in?code=abc', { outcome: 'CHECKED_IN', registration: {} });
    expect(await screen.findByText('You are checked in.')).toBeInTheDocument();
    expect(view.sentTo('POST', '/api/public/event/7/qr-check-in').map((request) => request.body)).toEqual([
      { code: 'abc' },
    ]);
  });

  it('says so when the code was already used', async () => {
    render('/event/7/qr-check-in?code=abc', { outcome: 'ALREADY_CHECKED_IN', registration: {} });
    expect(await screen.findByText('You were already checked in.')).toBeInTheDocument();
  });

  it('shows why a code is refused and offers a field for the check-in link or code, not an email', async () => {
    render('/event/7/qr-check-in?code=abc', {
      status: 409,
      body: apiError('This check-in code belongs to another event.'),
    });
    expect(await screen.findByText('This check-in code belongs to another event.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Check-in link or code' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /email/i })).not.toBeInTheDocument();
  });

  it('checks in with a pasted check-in link, sent as the code', async () => {
    const user = userEvent.setup();
    const view = render('/event/7/qr-check-in', { outcome: 'CHECKED_IN', registration: {} });
    const field = await screen.findByRole('textbox', { name: 'Check-in link or code' });
    await user.type(field, 'https://example.com/event/7/qr-check-in?code=xyz');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('You are checked in.')).toBeInTheDocument();
    expect(view.sentTo('POST', '/api/public/event/7/qr-check-in').map((request) => request.body)).toEqual([
      { code: 'https://example.com/event/7/qr-check-in?code=xyz' },
    ]);
  });

  it('asks for the link or code when the field is empty, and sends nothing', async () => {
    const user = userEvent.setup();
    const view = render('/event/7/qr-check-in', { outcome: 'CHECKED_IN', registration: {} });
    await user.click(await screen.findByRole('button', { name: 'Check in' }));
    expect(
      await screen.findByText('Paste the check-in link or code from your confirmation email.'),
    ).toBeInTheDocument();
    expect(view.sentTo('POST', '/api/public/event/7/qr-check-in')).toEqual([]);
  });
});
