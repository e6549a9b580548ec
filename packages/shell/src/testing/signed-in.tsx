import type { User } from '@shortlist/domain/schemas';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useShell } from '../react/shell-context.ts';

/** The screen as RequireLogin hands it over in the app: the user signed in once the shell has started. */
export function SignedIn({ user, children }: { user: User; children: ReactNode }) {
  const shell = useShell();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // The shell's start forgets any user when no session is stored; the user is set once it has run.
    let timer: ReturnType<typeof setTimeout> | undefined;
    void shell.ready.then(() => {
      timer = setTimeout(() => {
        shell.user.getState().setUser(user);
        setReady(true);
      }, 0);
    });
    return () => clearTimeout(timer);
  }, [shell, user]);
  return ready ? children : null;
}
