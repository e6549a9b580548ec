import { apiError } from '@shortlist/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hartwellManagerAdmin, renderConsoleScreen } from '../../app/render-console-screen.tsx';
import SettingsRolesScreen from './SettingsRolesScreen.tsx';
import { managedRole } from './test-fixtures.ts';

const current = [
  managedRole(11, 'Training contract 2027', { applicantCount: 120, deadline: Date.UTC(2027, 0, 15) / 1000 }),
  managedRole(12, 'Paralegal', { status: 'DRAFT', labels: { roleType: 'Vacation scheme' } }),
];
const archived = [managedRole(13, 'Vacation scheme 2024', { status: 'ARCHIVED' })];

function open(api: Record<string, unknown> = {}, path = '/manager/settings/roles') {
  return renderConsoleScreen(<SettingsRolesScreen />, {
    route: '/manager/settings/roles',
    path,
    user: hartwellManagerAdmin,
    api: {
      'GET /api/v1/roles': (request: { query: Record<string, string> }) =>
        request.query.status === 'ARCHIVED' ? archived : current,
      'GET /api/v1/user/sorting': {},
      'PUT /api/v1/user/sorting/settings-roles': {},
      'GET /api/v1/templates/forms': [],
      ...api,
    },
  });
}

const table = () => screen.findByRole('table', { name: "Your organisation's roles" });
const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement;
const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('SettingsRolesScreen', () => {
  it('lists the roles with their status, role type in the sector’s words, deadline and applicants', async () => {
    open();
    await table();
    const row = await rowOf('Training contract 2027');
    expect(within(row).getByText('Live')).toBeTruthy();
    expect(within(row).getByText('Training contract')).toBeTruthy();
    expect(within(row).getByText('15 Jan 2027')).toBeTruthy();
    expect(within(row).getByText('120')).toBeTruthy();
    expect(names()).toEqual(['Training contract 2027', 'Paralegal']);
  });

  it('shows archived roles when the status filter asks for them', async () => {
    const user = userEvent.setup();
    open();
    await table();
    await user.selectOptions(screen.getByLabelText('Status'), 'Archived');
    expect(names()).toEqual(['Vacation scheme 2024']);
  });

  it('sorts by a column and keeps the choice for the user', async () => {
    const user = userEvent.setup();
    const view = open();
    await table();
    await user.click(screen.getByRole('button', { name: 'Role' }));
    expect(names()).toEqual(['Paralegal', 'Training contract 2027']);
    await waitFor(() => expect(view.sentTo('PUT', '/api/v1/user/sorting/settings-roles')).toHaveLength(1));
    expect(view.sentTo('PUT', '/api/v1/user/sorting/settings-roles')[0]?.body).toEqual({
      sortBy: 'name',
      orderBy: 'asc',
    });
  });

  it('opens a draft and closes a live role through the role update', async () => {
    const user = userEvent.setup();
    const view = open({ 'PUT /api/v1/roles/12': {}, 'PUT /api/v1/roles/11': {} });
    await user.click(within(await rowOf('Paralegal')).getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Paralegal is open for applications.')).toBeTruthy();
    expect(view.sentTo('PUT', '/api/v1/roles/12')[0]?.body).toEqual({ status: 'LIVE' });
    await user.click(within(await rowOf('Training contract 2027')).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(view.sentTo('PUT', '/api/v1/roles/11')[0]?.body).toEqual({ status: 'CLOSED' }),
    );
  });

  it('archives a role only after the confirmation', async () => {
    const user = userEvent.setup();
    const view = open({ 'PUT /api/v1/roles/12': {} });
    await user.click(within(await rowOf('Paralegal')).getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive Paralegal?' });
    expect(view.sentTo('PUT', '/api/v1/roles/12')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Archive role' }));
    expect(await screen.findByText('Paralegal is archived.')).toBeTruthy();
    expect(view.sentTo('PUT', '/api/v1/roles/12')[0]?.body).toEqual({ status: 'ARCHIVED' });
  });

  it('copies a role and opens the copy in the editor', async () => {
    const user = userEvent.setup();
    const view = open({
      'POST /api/v1/roles/11/copy': { status: 201, body: managedRole(21, 'Copy of Training contract 2027') },
    });
    await user.click(within(await rowOf('Training contract 2027')).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(view.location().pathname).toBe('/manager/settings/roles/21'));
  });

  it('says why an action failed', async () => {
    const user = userEvent.setup();
    open({ 'PUT /api/v1/roles/12': { status: 400, body: apiError('Give the role a deadline first.') } });
    await user.click(within(await rowOf('Paralegal')).getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('starts a new role from a chosen form template', async () => {
    const user = userEvent.setup();
    const view = open({
      'GET /api/v1/templates/forms': [
        {
          key: 'graduate-application',
          id: null,
          builtIn: true,
          name: 'Graduate application',
          description: null,
          formConfiguration: {},
          template: {},
          updatedAt: null,
        },
      ],
    });
    await table();
    const start = screen.getByLabelText('Application form');
    await screen.findByRole('option', { name: 'Graduate application' });
    await user.selectOptions(start, 'Graduate application');
    await user.click(screen.getByRole('button', { name: 'New role' }));
    await waitFor(() => expect(view.location().search).toBe('?template=graduate-application'));
    expect(view.location().pathname).toBe('/manager/settings/roles/new');
  });
});
