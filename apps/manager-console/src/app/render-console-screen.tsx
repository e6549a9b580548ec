import type { User } from '@shortlist/domain/schemas';
import { useShell } from '@shortlist/shell/react';
import { renderScreen } from '@shortlist/shell/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { createQueryClient } from './query-client.ts';
import { consoleResources } from './resources.ts';

/** A Hartwell manager, as GET /api/v1/user answers. */
export const hartwellManager = {
  id: 3,
  userType: 'HIRING_MANAGER',
  email: 'hm@hartwell.test',
  firstName: 'Harriet',
  lastName: 'Wells',
  organization: { id: 1, name: 'Hartwell & Finch LLP' },
} as User;

export const hartwellManagerAdmin = { ...hartwellManager, id: 2, userType: 'HIRING_MANAGER_ADMIN' } as User;

/** The screen as RequireLogin hands it over in the app: the user signed in once the shell has started. */
function SignedIn({ user, children }: { user: User; children: ReactNode }) {
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

/**
 * renderScreen with the console's own namespaces, its server-state cache (fresh for each test) and, if given,
 * a signed-in user.
 */
export function renderConsoleScreen(
  screen: ReactNode,
  { user, ...options }: Parameters<typeof renderScreen>[1] & { user?: User },
) {
  const content = user ? <SignedIn user={user}>{screen}</SignedIn> : screen;
  return renderScreen(<QueryClientProvider client={createQueryClient()}>{content}</QueryClientProvider>, {
    resources: consoleResources,
    ...options,
  });
}
