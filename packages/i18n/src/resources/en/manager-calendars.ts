// Wording of Settings › Calendar (issue 34): an interviewer's calendar connection, read for busy times and
// written with booked interviews. The screen is lazy, so this loads with it (`useWording`).

export const managerCalendars = {
  settings: {
    calendar: {
      title: 'Calendar',
      intro:
        'Connect your calendar so the scheduling wizard sees when you are busy, and so interviews you sit on are written into it (and moved or removed when they change). Your password or tokens are stored encrypted and never shown again.',
      loadFailed: 'Your calendar connection could not be loaded.',
      listLabel: 'Connected calendars',
      none: 'No calendar is connected yet.',
      providers: { caldav: 'CalDAV', google: 'Google Calendar', microsoft: 'Microsoft 365' },
      status: {
        label: 'Status',
        connected: 'Connected',
        failing: 'Not answering',
        revoked: 'Access refused: connect it again',
      },
      lastChecked: 'Last checked {{time}}',
      neverChecked: 'Not checked yet',
      address: 'Address',
      test: 'Test',
      testLabel: 'Test the calendar of {{email}}',
      disconnect: 'Disconnect',
      disconnectLabel: 'Disconnect the calendar of {{email}}',
      tested_connected: 'The calendar of {{email}} answered.',
      tested_failing: 'The calendar of {{email}} did not answer: {{reason}}',
      tested_revoked: 'The calendar of {{email}} refused access: {{reason}}',
      disconnected: 'The calendar of {{email}} is disconnected. Events already written stay in it.',
      connectTitle: 'Connect my calendar',
      replaceText: 'Connecting again replaces your current connection.',
      provider: 'Calendar service',
      calendarUrl: 'Calendar address',
      calendarUrlHelp:
        'The CalDAV address of the calendar itself, such as https://dav.example.com/ada/interviews/.',
      username: 'User name',
      password: 'Password',
      oauthText:
        'Signing in with Google or Microsoft happens on their sites, which this server cannot reach: paste the access and refresh tokens your organisation’s app issued.',
      accessToken: 'Access token',
      refreshToken: 'Refresh token',
      calendarId: 'Calendar id',
      calendarIdHelp: 'Leave empty for your main calendar.',
      baseUrl: 'API address',
      baseUrlHelp: 'Leave empty for the service’s own address.',
      connect: 'Connect',
      connected: 'Your {{provider}} calendar is connected.',
    },
  },
} as const;
