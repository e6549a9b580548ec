import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hartwellManager } from '../../app/render-console-screen.tsx';
import { open, settingsPath, users } from './organisation.fixtures.tsx';

describe('SettingsOrganisationScreen: users', () => {
  it("lists the organisation's managers with their type and status", async () => {
    open();
    const table = await screen.findByRole('table', { name: '3 managers of your organisation' });
    const row = within(table).getByRole('row', { name: /Nia New/ });
    expect(within(row).getByRole('combobox', { name: 'Type of Nia New' })).toHaveValue('HIRING_MANAGER');
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Reactivate Nia New' })).toBeInTheDocument();
    // A manager admin cannot demote or deactivate themselves.
    expect(within(table).getByRole('combobox', { name: 'Type of Hal Admin' })).toBeDisabled();
    expect(within(table).queryByRole('button', { name: 'Deactivate Hal Admin' })).not.toBeInTheDocument();
  });

  it('deactivates a colleague after asking, and changes a type at once', async () => {
    const path = '/api/v1/organization/1/user/3';
    const view = open({
      [`POST ${path}`]: (request: { body: unknown }) => ({ ...users[1], ...(request.body as object) }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Harriet Wells' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Harriet Wells?' });
    expect(view.sentTo('POST', path)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Harriet Wells is deactivated and signed out.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type of Harriet Wells' }), 'Admin');
    await waitFor(() => expect(view.sentTo('POST', path)).toHaveLength(2));
    expect(view.sentTo('POST', path).map((request) => request.body)).toEqual([
      { active: false },
      { userType: 'HIRING_MANAGER_ADMIN' },
    ]);
  });

  it('invites a manager by email and says the link was sent', async () => {
    const view = open({ 'POST /api/v1/organization/1/user': { status: 201, body: { ...users[2], id: 10 } } });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Invite a manager' });
    await user.type(within(form).getByLabelText('First name'), 'Priya');
    await user.type(within(form).getByLabelText('Last name'), 'Shah');
    await user.type(within(form).getByLabelText('Email'), 'priya@hartwell.test');
    await user.selectOptions(within(form).getByLabelText('Type'), 'Admin');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(view.sentTo('POST', '/api/v1/organization/1/user')).toHaveLength(1));
    expect(view.sentTo('POST', '/api/v1/organization/1/user')[0]?.body).toEqual({
      firstName: 'Priya',
      lastName: 'Shah',
      email: 'priya@hartwell.test',
      userType: 'HIRING_MANAGER_ADMIN',
    });
    expect(await screen.findByText('Invitation sent to priya@hartwell.test.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Email')).toHaveValue('');
  });

  it('tells a standard manager these settings are for manager admins, without asking the API for them', async () => {
    const view = open({}, hartwellManager);
    expect(await screen.findByRole('heading', { name: 'For manager admins' })).toBeInTheDocument();
    expect(view.sentTo('GET', settingsPath)).toHaveLength(0);
    expect(view.sentTo('GET', '/api/v1/organization/1/users')).toHaveLength(0);
  });
});
