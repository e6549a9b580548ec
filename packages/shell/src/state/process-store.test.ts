import { ApiError } from '@shortlist/api-client';
import { processKeys } from '@shortlist/domain/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProcessStore } from './process-store.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createProcessStore', () => {
  it.each(processKeys)('tracks %s through loading and done', (key) => {
    const store = createProcessStore();
    store.getState().start(key);
    expect(store.getState().entries[key]?.status).toBe('loading');
    store.getState().succeed(key);
    expect(store.getState().entries[key]?.status).toBe('done');
  });

  it('records the resolved message of a failure', () => {
    const store = createProcessStore();
    store.getState().fail('user:update', new ApiError({ status: 400, code: 'x', message: 'Enter a name.' }));
    expect(store.getState().entries['user:update']).toEqual({
      status: 'error',
      message: null,
      error: expect.objectContaining({ message: 'Enter a name.', status: 400 }),
    });
  });

  it('clears a finished entry after 5 seconds by default', () => {
    const store = createProcessStore();
    store.getState().succeed('user:delete');
    vi.advanceTimersByTime(4999);
    expect(store.getState().entries['user:delete']).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(store.getState().entries['user:delete']).toBeUndefined();
  });

  it('clears after a supplied timeout instead', () => {
    const store = createProcessStore();
    store.getState().fail('otp', new Error('x'), { timeoutMs: 1000 });
    vi.advanceTimersByTime(1000);
    expect(store.getState().entries.otp).toBeUndefined();
  });

  it('keeps a loading entry until the operation ends, then counts the timeout from its end', () => {
    const store = createProcessStore();
    store.getState().start('search:load');
    vi.advanceTimersByTime(60_000);
    expect(store.getState().entries['search:load']?.status).toBe('loading');
    store.getState().succeed('search:load');
    vi.advanceTimersByTime(4999);
    expect(store.getState().entries['search:load']?.status).toBe('done');
  });

  it('restarts the timer when the same key changes again', () => {
    const store = createProcessStore();
    store.getState().fail('login', new Error('x'));
    vi.advanceTimersByTime(4000);
    store.getState().fail('login', new Error('y'));
    vi.advanceTimersByTime(4000);
    expect(store.getState().entries.login?.status).toBe('error');
    vi.advanceTimersByTime(1000);
    expect(store.getState().entries.login).toBeUndefined();
  });

  it('accepts any other operation key', () => {
    const store = createProcessStore();
    store.getState().start('roles:archive');
    expect(store.getState().entries['roles:archive']?.status).toBe('loading');
  });

  it.each([
    ['export:csv'],
    ['translation:csv'],
    ['user:password:update'],
    ['user:security:updated'],
    ['user:verified'],
    ['user:updated'],
    ['group:refresh'],
  ] as const)('shows the %s success message of §8 for its key', (key) => {
    const store = createProcessStore();
    store.getState().succeed(key);
    expect(store.getState().entries[key]?.message).toBe(key);
  });

  it('shows no message for a key without one, unless a message is given', () => {
    const store = createProcessStore();
    store.getState().succeed('user:load');
    store.getState().succeed('user:update', { message: 'user:updated' });
    expect(store.getState().entries['user:load']?.message).toBeNull();
    expect(store.getState().entries['user:update']?.message).toBe('user:updated');
  });

  it('clears every entry and its timer at once', () => {
    const store = createProcessStore();
    store.getState().start('candidate:load');
    store.getState().succeed('user:load');
    store.getState().clearAll();
    expect(store.getState().entries).toEqual({});
    store.getState().start('user:load');
    vi.advanceTimersByTime(5000);
    expect(store.getState().entries['user:load']?.status).toBe('loading');
  });

  it('tracks an operation and passes its result or its error on', async () => {
    const store = createProcessStore();
    await expect(store.getState().track('export:csv', async () => 'file')).resolves.toBe('file');
    expect(store.getState().entries['export:csv']).toMatchObject({ status: 'done', message: 'export:csv' });
    const failure = new Error('no');
    await expect(
      store.getState().track('user:avatar:upload', async () => Promise.reject(failure)),
    ).rejects.toBe(failure);
    expect(store.getState().entries['user:avatar:upload']?.status).toBe('error');
  });
});
