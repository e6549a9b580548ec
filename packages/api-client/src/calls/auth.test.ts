import * as auth from './auth.ts';
import type { Row } from './test-support.ts';
import { describeCalls } from './test-support.ts';

const rows: Row[] = [
  [
    'exchangePasswordForToken',
    'POST',
    '/oauth/token',
    (client) =>
      auth.exchangePasswordForToken(client, { username: 'hm@hartwell.test', password: 'pw', otp: '1234' }),
    {
      form: [
        ['username', 'hm@hartwell.test'],
        ['password', 'pw'],
        ['grant_type', 'password'],
        ['partner', ''],
        ['otp', '1234'],
        ['otpCookie', ''],
        ['scope', 'write'],
        ['client_id', 'shortlist-web'],
        ['application_type', 'PATIENT'],
      ],
    },
  ],
  [
    'exchangeUserTokenForToken',
    'POST',
    '/oauth/token',
    (client) => auth.exchangeUserTokenForToken(client, { token: 'user-token' }),
    {
      form: [
        ['password', 'user-token'],
        ['grant_type', 'password'],
        ['partner', ''],
        ['scope', 'write'],
        ['client_id', 'shortlist-web'],
        ['type', 'USER_TOKEN'],
        ['application_type', 'PATIENT'],
      ],
    },
  ],
  [
    'exchangeOAuthTokenForToken',
    'POST',
    '/oauth/token',
    (client) => auth.exchangeOAuthTokenForToken(client, { token: 'provider-token', partner: 'acme' }),
    {
      form: [
        ['username', 'token'],
        ['password', 'provider-token'],
        ['grant_type', 'password'],
        ['partner', 'acme'],
        ['scope', 'write'],
        ['client_id', 'shortlist-web'],
        ['application_type', 'PATIENT'],
      ],
    },
  ],
  [
    'refreshAccessToken',
    'POST',
    '/oauth/token',
    (client) => auth.refreshAccessToken(client, 'refresh-1'),
    {
      query: {
        refresh_token: 'refresh-1',
        grant_type: 'refresh_token',
        scope: 'write',
        client_id: 'shortlist-web',
      },
    },
  ],
  [
    'revokeAccessToken',
    'DELETE',
    '/oauth/access-token',
    (client) => auth.revokeAccessToken(client),
    { json: { deviceId: 'WEB' }, auth: 'bearer' },
  ],
];

describeCalls('the §7 authentication calls', auth, rows);
