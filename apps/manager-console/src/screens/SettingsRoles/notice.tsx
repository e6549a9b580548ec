import { useState } from 'react';
import type { SaveOutcome } from '../Settings/SaveStatus.tsx';

// The outcome of an action on a settings screen, shown by SaveStatus: green on success, red on failure,
// gone after 5 s (§9); stamped with its time so the same message twice is shown twice.

export type Notice = NonNullable<SaveOutcome> & { at: number };

export function useNotice(initial: Notice | null = null) {
  const [notice, setNotice] = useState<Notice | null>(initial);
  return {
    notice,
    succeed: (message: string) => setNotice({ kind: 'success', message, at: Date.now() }),
    fail: (message: string) => setNotice({ kind: 'failure', message, at: Date.now() }),
    clear: () => setNotice(null),
  };
}

/** What went wrong, in words a user can read (the API client's message already follows §8). */
export const reasonOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));
