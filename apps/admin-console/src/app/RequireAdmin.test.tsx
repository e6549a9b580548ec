import type { User } from '@shortlist/domain/schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminOnly } from './RequireAdmin.tsx';
import { renderAdminScreen } from './render-admin-screen.tsx';

const guardedScreen = (
  <AdminOnly>
    <h1>Client organisations</h1>
  </AdminOnly>
);

// RequireAdmin is RequireLogin (the shell's, tested there) around this.
describe('the admin console guard past sign-in', () => {
  it('shows the screen to the provider’s admin', async () => {
    renderAdminScreen(guardedScreen, { route: '/clients', path: '/clients' });
    expect(await screen.findByRole('heading', { name: 'Client organisations' })).toBeInTheDocument();
  });

  it.each(['HIRING_MANAGER', 'HIRING_MANAGER_ADMIN', 'CANDIDATE'] as const)(
    'shows a %s the not-found screen instead',
    async (userType) => {
      const user = { id: 3, userType, email: 'hm@hartwell.test' } as User;
      renderAdminScreen(guardedScreen, { route: '/clients', path: '/clients', user });
      expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Client organisations' })).not.toBeInTheDocument();
    },
  );
});
