import type { User } from '@shortlist/domain/schemas';
import { renderScreen, SignedIn } from '@shortlist/shell/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client.ts';

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

/** renderScreen with the console's server-state cache (fresh for each test) and, if given, a signed-in user. */
export function renderConsoleScreen(
  screen: ReactNode,
  { user, ...options }: Parameters<typeof renderScreen>[1] & { user?: User },
) {
  const content = user ? <SignedIn user={user}>{screen}</SignedIn> : screen;
  return renderScreen(
    <QueryClientProvider client={createQueryClient()}>{content}</QueryClientProvider>,
    options,
  );
}
