import type { CDPSession } from '@playwright/test';

// The page's requests in flight and when the last one started or ended, from DevTools' Network events,
// so the bench knows when the network has gone quiet.

export interface NetworkActivity {
  inFlight(): number;
  /** Milliseconds since a request last started or ended. */
  sinceLastChange(): number;
}

export function watchNetwork(devtools: CDPSession): NetworkActivity {
  const pending = new Set<string>();
  let lastChange = Date.now();
  const started = ({ requestId }: { requestId: string }) => {
    pending.add(requestId);
    lastChange = Date.now();
  };
  const ended = ({ requestId }: { requestId: string }) => {
    pending.delete(requestId);
    lastChange = Date.now();
  };
  devtools.on('Network.requestWillBeSent', started);
  devtools.on('Network.loadingFinished', ended);
  devtools.on('Network.loadingFailed', ended);
  return { inFlight: () => pending.size, sinceLastChange: () => Date.now() - lastChange };
}
