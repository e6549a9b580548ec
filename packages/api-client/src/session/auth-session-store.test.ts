import { describe, expect, it } from 'vitest';
import { authStorageKeys, createAuthSessionStore } from './auth-session-store.ts';
import { createMemoryStorage } from './key-value-storage.ts';

const token = {
  access_token: 'access-1',
  token_type: 'bearer',
  refresh_token: 'refresh-1',
  expires_in: 1800,
  scope: 'write',
};

function setUp(start = 1_000_000) {
  const clock = { now: start };
  const storage = createMemoryStorage();
  const store = createAuthSessionStore(storage, () => clock.now);
  return { clock, storage, store };
}

describe('createAuthSessionStore', () => {
  it('saves a token reply as a signed-in session expiring now plus expires_in', () => {
    const { store, storage } = setUp();
    const session = store.save(token);
    expect(session).toEqual({
      isLoggedIn: true,
      access_token: 'access-1',
      token_type: 'bearer',
      refresh_token: 'refresh-1',
      expires_in: 1800,
      scope: 'write',
      expiresOn: 1_000_000 + 1_800_000,
    });
    expect(JSON.parse(storage.get(authStorageKeys.session) ?? '')).toEqual(session);
    expect(store.isLoggedIn()).toBe(true);
  });

  it('counts the token as expired from its expiry on', () => {
    const { store, clock } = setUp();
    store.save(token);
    clock.now += 1_799_999;
    expect(store.isExpired()).toBe(false);
    clock.now += 1;
    expect(store.isExpired()).toBe(true);
  });

  it('reads a missing or unreadable session as signed out', () => {
    const { store, storage } = setUp();
    expect(store.read()).toBeNull();
    storage.set(authStorageKeys.session, '{not json');
    expect(store.read()).toBeNull();
    expect(store.isLoggedIn()).toBe(false);
    expect(store.isExpired()).toBe(false);
  });

  it('clearing the refresh token sets the expiry to now plus the timeout in minutes and stores the timeout', () => {
    const { store, storage, clock } = setUp();
    store.save(token);
    clock.now += 5000;
    store.clearRefreshToken(15);
    expect(store.read()).toMatchObject({ refresh_token: null, expiresOn: clock.now + 15 * 60 * 1000 });
    expect(storage.get(authStorageKeys.timeout)).toBe('15');
    expect(store.readIdleTimeoutMinutes()).toBe(15);
  });

  it('records every response and, under an idle timeout, pushes the expiry forward', () => {
    const { store, clock } = setUp();
    store.save(token);
    store.clearRefreshToken(10);
    clock.now += 9 * 60 * 1000;
    store.touch();
    expect(store.readLastResponseAt()).toBe(clock.now);
    expect(store.read()?.expiresOn).toBe(clock.now + 10 * 60 * 1000);
  });

  it('leaves the token expiry alone while a refresh token exists, and never revives an expired session', () => {
    const { store, clock } = setUp();
    const saved = store.save(token);
    clock.now += 1000;
    store.touch();
    expect(store.read()?.expiresOn).toBe(saved.expiresOn);

    store.clearRefreshToken(1);
    clock.now += 61_000;
    store.touch();
    expect(store.isExpired()).toBe(true);
  });

  it('clears the session, the timeout and the timestamp', () => {
    const { store } = setUp();
    store.save(token);
    store.clearRefreshToken(5);
    store.touch();
    store.clear();
    expect(store.read()).toBeNull();
    expect(store.readIdleTimeoutMinutes()).toBeNull();
    expect(store.readLastResponseAt()).toBeNull();
  });
});
