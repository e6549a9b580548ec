/**
 * The token refresh queue of §4: calls that need a fresh token wait here; the first one starts the refresh
 * (the "first-time-fail" flag), the rest only queue. When it settles every waiting call is released at
 * once (to replay, or to reject with the refresh's error), the queue empties and the flag resets.
 */
export interface RefreshQueue {
  /** Waits for the running refresh, starting one if none runs. */
  waitForRefresh(): Promise<void>;
  readonly isRefreshing: boolean;
  readonly waiting: number;
}

type Waiter = { resolve: () => void; reject: (error: unknown) => void };

export function createRefreshQueue(refresh: () => Promise<void>): RefreshQueue {
  let isRefreshing = false;
  let queue: Waiter[] = [];

  function settle(error: unknown, failed: boolean) {
    const released = queue;
    queue = [];
    isRefreshing = false;
    for (const waiter of released) {
      if (failed) waiter.reject(error);
      else waiter.resolve();
    }
  }

  return {
    waitForRefresh() {
      const released = new Promise<void>((resolve, reject) => queue.push({ resolve, reject }));
      if (!isRefreshing) {
        isRefreshing = true;
        refresh().then(
          () => settle(undefined, false),
          (error: unknown) => settle(error, true),
        );
      }
      return released;
    },
    get isRefreshing() {
      return isRefreshing;
    },
    get waiting() {
      return queue.length;
    },
  };
}
