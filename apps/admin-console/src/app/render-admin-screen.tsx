import type { User } from '@shortlist/domain/schemas';
import { renderScreen, SignedIn } from '@shortlist/shell/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client.ts';

/** The provider's admin, as GET /api/v1/user answers. */
export const providerAdmin = {
  id: 1,
  userType: 'ADMIN',
  email: 'admin@shortlist.test',
  firstName: 'Ada',
  lastName: 'Admin',
} as User;

/** renderScreen signed in (as the provider's admin unless told), with a fresh server-state cache. */
export function renderAdminScreen(
  screen: ReactNode,
  { user = providerAdmin, ...options }: Parameters<typeof renderScreen>[1] & { user?: User },
) {
  return renderScreen(
    <QueryClientProvider client={createQueryClient()}>
      <SignedIn user={user}>{screen}</SignedIn>
    </QueryClientProvider>,
    options,
  );
}
