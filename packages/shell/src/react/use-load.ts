import type { DependencyList } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProcessError } from '../state/process-error.ts';
import { toProcessError } from '../state/process-error.ts';
import { usePreloadedReads } from './preloaded-reads.ts';

/** One read of a screen: loading, then its data or the §8 error; `reload` asks again. */
export type LoadState<Data> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'success'; data: Data; error: null }
  | { status: 'error'; data: null; error: ProcessError };

export type Loaded<Data> = LoadState<Data> & {
  reload: () => void;
  /** Replaces the data with what a later call answered (a booking, a check-in). */
  replace: (data: Data) => void;
};

export type LoadOptions = {
  /** Names the read, so the reply the server made for a page it rendered is shown without asking again. */
  key?: string | null;
};

/**
 * Runs `load` when the dependencies change; a reply that arrives after the screen moved on is dropped, and
 * an aborted call never shows as an error. With a `key` the server read for this page, the first render
 * shows that reply and the first load is skipped.
 */
export function useLoad<Data>(
  load: (signal: AbortSignal) => Promise<Data>,
  deps: DependencyList,
  { key = null }: LoadOptions = {},
): Loaded<Data> {
  const preloaded = usePreloadedReads();
  const [state, setState] = useState<LoadState<Data>>(() => {
    const kept = key === null ? undefined : preloaded.peek(key);
    if (kept === undefined) return { status: 'loading', data: null, error: null };
    return 'error' in kept
      ? { status: 'error', data: null, error: kept.error }
      : { status: 'success', data: kept.data as Data, error: null };
  });
  const fromServer = useRef(state.status !== 'loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (fromServer.current) {
      fromServer.current = false;
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading', data: null, error: null });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ status: 'error', data: null, error: toProcessError(error) });
      },
    );
    return () => controller.abort();
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const replace = useCallback((data: Data) => setState({ status: 'success', data, error: null }), []);
  return { ...state, reload, replace };
}
