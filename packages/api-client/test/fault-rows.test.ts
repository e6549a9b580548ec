import type { ServerResponse } from 'node:http';
import { fetchCurrentUser, fetchReferenceData, fetchUserOrganizations } from '@shortlist/domain/contract';
import { genericErrorMessage } from '@shortlist/domain/messages';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callRoute } from '../src/client/call-route.ts';
import { ApiError } from '../src/errors/api-error.ts';
import { authStorageKeys } from '../src/session/auth-session-store.ts';
import { dropConnection, reply, startFaultServer } from './support/fault-server.ts';
import { createTestClient } from './support/test-client.ts';

// The §8 rows a real API cannot produce on demand, against a local server answering the exact replies.

let server: Awaited<ReturnType<typeof startFaultServer>>;

beforeAll(async () => {
  server = await startFaultServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const expired = { error: 'invalid_token', error_description: 'Access token expired' };
const freshToken = {
  access_token: 'access-2',
  token_type: 'bearer',
  refresh_token: 'refresh-2',
  expires_in: 1800,
  scope: 'write',
};

/** A client signed in with access-1 / refresh-1, valid for 30 minutes unless told otherwise. */
function signedInClient(session: { refresh_token?: string | null; expiresOn?: number } = {}) {
  const setup = createTestClient(server.url, { translate: (text) => `t(${text})` });
  setup.storage.set(
    authStorageKeys.session,
    JSON.stringify({
      isLoggedIn: true,
      access_token: 'access-1',
      token_type: 'bearer',
      refresh_token: 'refresh-1',
      expires_in: 1800,
      scope: 'write',
      expiresOn: Date.now() + 1_800_000,
      ...session,
    }),
  );
  return setup;
}

/** Answers 200 to the fresh token and 'Access token expired' to anything else. */
function acceptOnlyFreshToken(path: string, body: unknown) {
  server.on(`GET ${path}`, (request, response) => {
    if (request.headers.authorization === 'Bearer access-2') reply(response, 200, body);
    else reply(response, 401, expired);
  });
}

function expectLogoutAfter100ms(onLogout: ReturnType<typeof vi.fn>) {
  vi.advanceTimersByTime(99);
  expect(onLogout).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(onLogout).toHaveBeenCalledExactlyOnceWith({ system: true });
  vi.advanceTimersByTime(1000);
  expect(onLogout).toHaveBeenCalledTimes(1);
}

describe('network error without a response', () => {
  it('rejects with the generic message, clears the auth info and logs out after 100 ms', async () => {
    const { client, onLogout } = signedInClient();
    server.on('GET /api/v1/user', dropConnection);
    const failure = callRoute(client, fetchCurrentUser);
    await expect(failure).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      code: 'network_error',
      message: `t(${genericErrorMessage})`,
    });
    expect(client.session.read()).toBeNull();
    expectLogoutAfter100ms(onLogout);
  });
});

describe('401 with an expired token', () => {
  it('refreshes before the call when the saved token has expired', async () => {
    const { client } = signedInClient({ expiresOn: Date.now() - 1 });
    server.on('POST /oauth/token', (_, response) => reply(response, 200, freshToken));
    acceptOnlyFreshToken('/api/v1/user', { id: 3 });

    await expect(callRoute(client, fetchCurrentUser)).resolves.toEqual({ id: 3 });
    expect(server.received.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /oauth/token',
      'GET /api/v1/user',
    ]);
    expect(client.session.read()).toMatchObject({ access_token: 'access-2', refresh_token: 'refresh-2' });
  });

  it('queues every call the server refuses as expired, refreshes once and replays them with the new token', async () => {
    const { client, onLogout } = signedInClient();
    server.on('POST /oauth/token', (_, response) => reply(response, 200, freshToken));
    acceptOnlyFreshToken('/api/v1/user', { id: 3 });
    acceptOnlyFreshToken('/api/v1/user/userorganizations', [{ id: 1 }]);
    acceptOnlyFreshToken('/api/v1/data/type/COUNTRY', [{ id: 9 }]);

    const results = await Promise.all([
      callRoute(client, fetchCurrentUser),
      callRoute(client, fetchUserOrganizations),
      callRoute(client, fetchReferenceData, { params: { type: 'COUNTRY' } }),
    ]);

    expect(results).toEqual([{ id: 3 }, [{ id: 1 }], [{ id: 9 }]]);
    const refreshes = server.received.filter(({ path }) => path === '/oauth/token');
    expect(refreshes).toHaveLength(1);
    const replays = server.received.filter(({ authorization }) => authorization === 'Bearer access-2');
    expect(replays).toHaveLength(3);
    vi.advanceTimersByTime(1000);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('rejects a replay the server refuses again instead of refreshing forever', async () => {
    const { client } = signedInClient();
    server.on('POST /oauth/token', (_, response) => reply(response, 200, freshToken));
    server.on('GET /api/v1/user', (_, response) => reply(response, 401, expired));

    await expect(callRoute(client, fetchCurrentUser)).rejects.toMatchObject({
      status: 401,
      message: 't(Access token expired)',
    });
    expect(server.received.map(({ path }) => path)).toEqual(['/api/v1/user', '/oauth/token', '/api/v1/user']);
  });

  it('without a refresh token, clears the auth info, rejects and logs out after 100 ms', async () => {
    const { client, onLogout } = signedInClient({ refresh_token: null });
    server.on('GET /api/v1/user', (_, response) => reply(response, 401, expired));

    await expect(callRoute(client, fetchCurrentUser)).rejects.toMatchObject({
      status: 401,
      message: 't(Access token expired)',
    });
    expect(client.session.read()).toBeNull();
    expect(server.received.filter(({ path }) => path === '/oauth/token')).toHaveLength(0);
    expectLogoutAfter100ms(onLogout);
  });

  it('with an expired saved token and no refresh token, rejects before sending and logs out after 100 ms', async () => {
    const { client, onLogout } = signedInClient({ refresh_token: null, expiresOn: Date.now() - 1 });

    await expect(callRoute(client, fetchCurrentUser)).rejects.toMatchObject({
      status: 401,
      code: 'session_expired',
      message: 't(Your session has expired. Please sign in again.)',
    });
    expect(server.received).toHaveLength(0);
    expect(client.session.read()).toBeNull();
    expectLogoutAfter100ms(onLogout);
  });
});

describe('refresh failure', () => {
  it('rejects every queued call with the refresh error, clears the auth info and logs out once', async () => {
    const { client, onLogout } = signedInClient();
    let refused = 0;
    let heldRefresh: ServerResponse | null = null;
    const refuseRefresh = (response: ServerResponse) =>
      reply(response, 400, {
        error: 'invalid_grant',
        error_description: 'Your session has expired. Please sign in again.',
      });
    // The refresh is answered only once all three calls have been refused, so all three are queued.
    const releaseWhenAllQueued = () => {
      if (refused === 3 && heldRefresh) refuseRefresh(heldRefresh);
    };
    for (const path of ['/api/v1/user', '/api/v1/user/userorganizations', '/api/v1/data/type/COUNTRY']) {
      server.on(`GET ${path}`, (_, response) => {
        reply(response, 401, expired);
        refused += 1;
        setImmediate(releaseWhenAllQueued);
      });
    }
    server.on('POST /oauth/token', (_, response) => {
      heldRefresh = response;
      releaseWhenAllQueued();
    });

    const outcomes = await Promise.allSettled([
      callRoute(client, fetchCurrentUser),
      callRoute(client, fetchUserOrganizations),
      callRoute(client, fetchReferenceData, { params: { type: 'COUNTRY' } }),
    ]);

    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      const reason = (outcome as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason).toMatchObject({
        status: 400,
        message: 't(Your session has expired. Please sign in again.)',
      });
    }
    expect(server.received.filter(({ path }) => path === '/oauth/token')).toHaveLength(1);
    expect(client.session.read()).toBeNull();
    expectLogoutAfter100ms(onLogout);
  });

  it('rejects and logs out when the refresh gets no answer', async () => {
    const { client, onLogout } = signedInClient({ expiresOn: Date.now() - 1 });
    server.on('POST /oauth/token', dropConnection);

    await expect(callRoute(client, fetchCurrentUser)).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
    expect(server.received.map(({ path }) => path)).toEqual(['/oauth/token']);
    expect(client.session.read()).toBeNull();
    expectLogoutAfter100ms(onLogout);
  });
});

describe('other errors', () => {
  it('rejects a server failure with its message and the support message, keeping the session', async () => {
    const { client, onLogout } = signedInClient();
    server.on('GET /api/v1/user', (_, response) =>
      reply(response, 500, { error: 'server_error', error_description: 'Something went wrong on our side.' }),
    );
    const failure = callRoute(client, fetchCurrentUser);
    await expect(failure).rejects.toMatchObject({
      status: 500,
      message: 't(Something went wrong on our side.)',
      supportMessage:
        't(System error. Please contact your account manager for support or email us at support@shortlist.test.)',
    });
    expect(client.session.isLoggedIn()).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('logs out when the failing call asked for the credentials to be cleared on error', async () => {
    const { client, onLogout } = signedInClient();
    server.on('GET /api/v1/user', (_, response) =>
      reply(response, 403, { error: 'forbidden', error_description: 'No.' }),
    );
    await expect(
      callRoute(client, fetchCurrentUser, { clearCredentialsOnError: true }),
    ).rejects.toMatchObject({
      status: 403,
      fieldErrors: [],
    });
    expect(client.session.read()).toBeNull();
    expectLogoutAfter100ms(onLogout);
  });

  it('only rejects another 401 while signed in: no login failure, no logout', async () => {
    const { client, onLogout, onProcessFailure } = signedInClient();
    server.on('GET /api/v1/user', (_, response) =>
      reply(response, 401, { error: 'unauthorized', error_description: 'Sign in to continue.' }),
    );
    await expect(callRoute(client, fetchCurrentUser)).rejects.toMatchObject({
      status: 401,
      message: 't(Sign in to continue.)',
    });
    expect(onProcessFailure).not.toHaveBeenCalled();
    expect(client.session.isLoggedIn()).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(onLogout).not.toHaveBeenCalled();
  });
});
