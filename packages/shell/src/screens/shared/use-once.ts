import { useEffect, useRef } from 'react';

/**
 * Runs a one-shot call (spending a link's token) once per key, even when StrictMode runs effects twice:
 * a second POST of the same token would be refused and undo the first answer on screen.
 */
export function useOnce(key: string | null, run: (key: string) => void): void {
  const done = useRef<string | null>(null);
  const latestRun = useRef(run);
  latestRun.current = run;
  useEffect(() => {
    if (key === null || done.current === key) return;
    done.current = key;
    latestRun.current(key);
  }, [key]);
}
