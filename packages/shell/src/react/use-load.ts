import type { DependencyList } from 'react';
import { useCallback, useEffect, useState } from 'react';
import type { ProcessError } from '../state/process-error.ts';
import { toProcessError } from '../state/process-error.ts';

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

/**
 * Runs `load` when the dependencies change; a reply that arrives after the screen moved on is dropped, and
 * an aborted call never shows as an error.
 */
export function useLoad<Data>(
  load: (signal: AbortSignal) => Promise<Data>,
  deps: DependencyList,
): Loaded<Data> {
  const [state, setState] = useState<LoadState<Data>>({ status: 'loading', data: null, error: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
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
