import { renderScreen, SignedIn } from '@shortlist/shell/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './query-client.ts';
/** The provider's admin, as GET /api/v1/user answers. */
export const providerAdmin = {
  id: 1,
  userType: 'ADMIN',
  email: 'admin@shortlist.test',
  firstName: 'Ada',
  lastName: 'Admin',
};
/** renderScreen signed in (as the provider's admin unless told), with a fresh server-state cache. */
export function renderAdminScreen(screen, { user = providerAdmin, ...options }) {
  return renderScreen(
    <QueryClientProvider client={createQueryClient()}>
      <SignedIn user={user}>{screen}</SignedIn>
    </QueryClientProvider>,
    options,
  );
}
