import { apiError } from '@shortlist/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdminScreen } from '../../app/render-admin-screen.tsx';
import OrganizationUsersScreen from './OrganizationUsersScreen.tsx';

// An organisation's users in the admin console: what the admin sees, and what each action sends.

const rowan = {
  id: 41,
  userType: 'HIRING_MANAGER',
  email: 'rowan@larch.test',
  firstName: 'Rowan',
  lastName: 'Hale',
  active: true,
};
const usersPath = '/api/v1/organization/9/users';
const open = (api: Record<string, unknown>) =>
  renderAdminScreen(<OrganizationUsersScreen />, {
    route: '/admin/organizations/:organizationId/users',
    path: '/admin/organizations/9/users',
    api: { [`GET ${usersPath}`]: [rowan], ...api },
  });

describe('OrganizationUsersScreen', () => {
  it('changes a user to Admin and says so', async () => {
    const { sentTo } = open({
      'POST /api/v1/organization/9/user/41': { ...rowan, userType: 'HIRING_MANAGER_ADMIN' },
    });
    const type = await screen.findByLabelText('Type of Rowan Hale');
    await userEvent.selectOptions(type, 'Admin');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Rowan Hale is now Admin.'));
    expect(sentTo('POST', '/api/v1/organization/9/user/41')[0]?.body).toEqual({
      userType: 'HIRING_MANAGER_ADMIN',
    });
  });

  it('sends a password-reset link', async () => {
    const { sentTo } = open({ 'POST /api/v1/organization/9/user/41/password-reset': { status: 204 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Send password reset' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'A password-reset link is on its way to rowan@larch.test.',
      ),
    );
    expect(sentTo('POST', '/api/v1/organization/9/user/41/password-reset')).toHaveLength(1);
  });

  it('shows the field messages of a refused invitation beside the fields', async () => {
    const refusal = {
      status: 409,
      body: apiError('That email is taken.', [{ field: 'email', message: 'That email is taken.' }]),
    };
    open({ 'POST /api/v1/organization/9/user': refusal });
    await screen.findByText('Rowan Hale');
    await userEvent.type(screen.getByLabelText('First name'), 'Sam');
    await userEvent.type(screen.getByLabelText('Last name'), 'Ortiz');
    await userEvent.type(screen.getByLabelText('Email'), 'rowan@larch.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('That email is taken.');
  });

  it('asks for a reason before signing in as a user, and sends nothing without one', async () => {
    const { sentTo } = open({});
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in as' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign in as Rowan Hale' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in as Rowan Hale' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(
      'For example, the support ticket you are working on. Must be at least 3 characters.',
    );
    expect(sentTo('POST', '/api/v1/user/hrtoken')).toHaveLength(0);
  });
});
