import { delays } from '@shortlist/domain/constants';
import type { FakeApi } from '@shortlist/shell/testing';
import { apiError, renderScreen } from '@shortlist/shell/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicEventView } from '../../app/public-views.ts';
import { hartwell, hartwellOrganizationCall } from '../../app/test-fixtures.ts';
import EventViewScreen from './EventViewScreen.tsx';

const inAWeek = Math.floor(Date.now() / 1000) + 7 * 24 * 3600;

const openEvent: PublicEventView = {
  id: 7,
  organizationId: 1,
  name: 'Open evening',
  description: 'Meet the trainees.',
  eventType: 'Open day',
  location: 'London office',
  eventStartDate: inAWeek,
  eventEndDate: inAWeek + 7200,
  capacity: 40,
  placesLeft: 3,
};

const eventPath = '/api/public/event/7';
const route = { route: '/event/:eventId', path: '/event/7' };

function render(api: FakeApi) {
  return renderScreen(<EventViewScreen />, {
    ...route,
    api: { [hartwellOrganizationCall]: hartwell, ...api },
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('EventViewScreen', () => {
  it("does not show another organisation's event on this organisation's site", async () => {
    render({ [`GET ${eventPath}`]: { ...openEvent, organizationId: 2 } });
    expect(await screen.findByText('This event is not available.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Open evening' })).not.toBeInTheDocument();
  });

  it('registers an email with the names and confirms it', async () => {
    const user = userEvent.setup();
    const view = render({
      [`GET ${eventPath}`]: openEvent,
      [`POST ${eventPath}`]: { status: 201, body: { id: 1 } },
    });
    await user.type(await screen.findByLabelText(/^Email/), 'ada@example.test');
    await user.type(screen.getByLabelText(/^First name/), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(
      await screen.findByText('You are registered. We have sent a confirmation to ada@example.test.'),
    ).toBeInTheDocument();
    expect(view.sentTo('POST', eventPath)[0]?.body).toEqual({
      email: 'ada@example.test',
      firstName: 'Ada',
      lastName: null,
      answers: {},
    });
  });

  it('offers a full event’s waiting list and says which place in it the registrant has', async () => {
    const user = userEvent.setup();
    render({
      [`GET ${eventPath}`]: { ...openEvent, placesLeft: 0 },
      [`POST ${eventPath}`]: { status: 201, body: { id: 2, status: 'WAITLISTED', waitlistPosition: 3 } },
    });
    expect(
      await screen.findByText(/This event is full. Register to join its waiting list/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    expect(
      await screen.findByText(
        'This event is full, so you are number 3 on its waiting list. We will email ada@example.test if a place frees up.',
      ),
    ).toBeInTheDocument();
  });

  it('asks the event’s questions and keeps a required one from being left empty', async () => {
    // The button stays locked for a second after a click (§2), so the clock is the test's.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const view = render({
      [`GET ${eventPath}`]: {
        ...openEvent,
        questions: [{ id: 'university', label: 'Which university?', required: true }],
      },
      [`POST ${eventPath}`]: { status: 201, body: { id: 3, status: 'REGISTERED', waitlistPosition: null } },
    });
    await user.type(await screen.findByLabelText(/^Email/), 'ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Answer this question.')).toBeInTheDocument();
    expect(view.sentTo('POST', eventPath)).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Which university\?/), 'Leeds');
    act(() => vi.advanceTimersByTime(delays.buttonLockout));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByText('You are registered. We have sent a confirmation to ada@example.test.');
    expect(view.sentTo('POST', eventPath)[0]?.body).toMatchObject({ answers: { university: 'Leeds' } });
  });

  it('puts a second registration of the same email beside the email field and keeps the input', async () => {
    const user = userEvent.setup();
    render({
      [`GET ${eventPath}`]: openEvent,
      [`POST ${eventPath}`]: {
        status: 409,
        body: apiError('This email is already registered for this event.'),
      },
    });
    await user.type(await screen.findByLabelText(/^Email/), 'ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('This email is already registered for this event.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.test');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('turns into the full state when the last place went while the form was open', async () => {
    const user = userEvent.setup();
    let reads = 0;
    const view = render({
      [`GET ${eventPath}`]: () => {
        reads += 1;
        return reads === 1 ? openEvent : { ...openEvent, placesLeft: 0 };
      },
      [`POST ${eventPath}`]: { status: 409, body: apiError('This event is full.') },
    });
    await user.type(await screen.findByLabelText(/^Email/), 'ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument());
    expect(screen.getByText('This event is full.')).toBeInTheDocument();
    expect(view.sentTo('GET', eventPath)).toHaveLength(2);
  });

  it('checks the email before sending anything', async () => {
    const user = userEvent.setup();
    const view = render({ [`GET ${eventPath}`]: openEvent });
    await user.type(await screen.findByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('not-an-email');
    expect(view.sentTo('POST', eventPath)).toHaveLength(0);
  });
});
