import { describe, expect, it, vi } from 'vitest';
import { createRefreshQueue } from './refresh-queue.ts';

function deferred() {
  let resolve = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

describe('createRefreshQueue', () => {
  it('starts exactly one refresh for any number of waiting calls and releases them all when it succeeds', async () => {
    const pending = deferred();
    const refresh = vi.fn(() => pending.promise);
    const queue = createRefreshQueue(refresh);
    const waits = [queue.waitForRefresh(), queue.waitForRefresh(), queue.waitForRefresh()];
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(queue.isRefreshing).toBe(true);
    expect(queue.waiting).toBe(3);

    pending.resolve();
    await Promise.all(waits);
    expect(queue.waiting).toBe(0);
    expect(queue.isRefreshing).toBe(false);
  });

  it('rejects every waiting call with the refresh failure', async () => {
    const pending = deferred();
    const queue = createRefreshQueue(() => pending.promise);
    const waits = [queue.waitForRefresh(), queue.waitForRefresh()];
    const failure = new Error('refresh refused');
    pending.reject(failure);
    for (const wait of waits) await expect(wait).rejects.toBe(failure);
    expect(queue.waiting).toBe(0);
    expect(queue.isRefreshing).toBe(false);
  });

  it('starts a new refresh for a call that arrives after the last one settled', async () => {
    const refresh = vi.fn(async () => {});
    const queue = createRefreshQueue(refresh);
    await queue.waitForRefresh();
    await queue.waitForRefresh();
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
