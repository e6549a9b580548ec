import type { CalendarConnection } from '@shortlist/domain/contract';
import { apiError } from '@shortlist/shell/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hartwellManager, renderConsoleScreen } from '../../app/render-console-screen.tsx';
import SettingsCalendarScreen from './SettingsCalendarScreen.tsx';

const listPath = '/api/v1/calendar-connections';

const caldav: CalendarConnection = {
  id: 4,
  interviewerEmail: 'hm@hartwell.test',
  userId: 3,
  provider: 'caldav',
  endpoint: 'https://dav.example.com/hm/interviews/',
  account: 'hm',
  status: 'connected',
  lastError: null,
  lastCheckedAt: null,
  updatedAt: 1_800_000_000,
};

function open(initial: CalendarConnection[], api: Record<string, unknown> = {}) {
  let connections = initial;
  return renderConsoleScreen(<SettingsCalendarScreen />, {
    route: '/manager/settings/calendar',
    path: '/manager/settings/calendar',
    user: hartwellManager,
    api: {
      [`GET ${listPath}`]: () => connections,
      [`PUT ${listPath}`]: ({
        body,
      }: {
        body: { provider: 'caldav'; calendarUrl: string; username: string };
      }) => {
        const made = {
          ...caldav,
          provider: body.provider,
          endpoint: body.calendarUrl,
          account: body.username,
        };
        connections = [made];
        return made;
      },
      [`POST ${listPath}/4/test`]: () => {
        connections = [
          {
            ...caldav,
            status: 'revoked',
            lastError: 'The calendar refused the credentials (HTTP 401); connect it again.',
            lastCheckedAt: 1_800_000_000,
          },
        ];
        return connections[0];
      },
      [`DELETE ${listPath}/4`]: () => {
        connections = [];
        return { status: 204 };
      },
      ...api,
    },
  });
}

describe('SettingsCalendarScreen', () => {
  it('connects a CalDAV calendar from the keyboard, never showing the password again', async () => {
    const view = open([]);
    expect(await screen.findByText('No calendar is connected yet.')).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Settings sections' });
    expect(within(sections).getByRole('link', { name: 'Calendar' })).toHaveAttribute(
      'href',
      '/manager/settings/calendar',
    );
    expect(screen.getByRole('radio', { name: 'CalDAV' })).toBeChecked();
    await userEvent.type(
      screen.getByRole('textbox', { name: /Calendar address/ }),
      'https://dav.example.com/hm/interviews/',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /User name/ }), 'hm');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret-words{Enter}');
    expect(await screen.findByText('Your CalDAV calendar is connected.')).toBeInTheDocument();
    expect(view.sentTo('PUT', listPath)[0]?.body).toEqual({
      provider: 'caldav',
      calendarUrl: 'https://dav.example.com/hm/interviews/',
      username: 'hm',
      password: 'secret-words',
    });
    const list = screen.getByRole('list', { name: 'Connected calendars' });
    expect(within(list).getByText('Status: Connected')).toBeInTheDocument();
    expect(screen.getByLabelText(/Password/)).toHaveValue('');
    expect(document.body.textContent).not.toContain('secret-words');
  });

  it('shows the server’s field messages at the fields', async () => {
    open([], {
      [`PUT ${listPath}`]: {
        status: 400,
        body: apiError('Check the highlighted fields.', [
          { field: 'calendarUrl', message: 'Give the address as http:// or https://.' },
        ]),
      },
    });
    await screen.findByText('No calendar is connected yet.');
    await userEvent.type(screen.getByRole('textbox', { name: /Calendar address/ }), 'ftp://dav.example.com/');
    await userEvent.type(screen.getByRole('textbox', { name: /User name/ }), 'hm');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret-words');
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Give the address as http:// or https://.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Calendar address/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers Google and Microsoft by their tokens', async () => {
    const view = open([]);
    await screen.findByText('No calendar is connected yet.');
    await userEvent.click(screen.getByRole('radio', { name: 'Google Calendar' }));
    expect(screen.queryByRole('textbox', { name: /Calendar address/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Access token/), 'ya29.token');
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await screen.findByText(/calendar is connected/);
    expect(view.sentTo('PUT', listPath)[0]?.body).toEqual({ provider: 'google', accessToken: 'ya29.token' });
  });

  it('tests a connection, saying why it failed, and disconnects it', async () => {
    const view = open([caldav]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Test the calendar of hm@hartwell.test' }),
    );
    expect(
      await screen.findByText(
        'The calendar of hm@hartwell.test refused access: The calendar refused the credentials (HTTP 401); connect it again.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Status: Access refused: connect it again/)).toBeInTheDocument();
    expect(screen.getByText('Connecting again replaces your current connection.')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Disconnect the calendar of hm@hartwell.test' }),
    );
    expect(
      await screen.findByText(
        'The calendar of hm@hartwell.test is disconnected. Events already written stay in it.',
      ),
    ).toBeInTheDocument();
    expect(view.sentTo('DELETE', `${listPath}/4`)).toHaveLength(1);
    expect(await screen.findByText('No calendar is connected yet.')).toBeInTheDocument();
  });
});
