import type { OrganizationStage } from '@shortlist/domain/contract';
import type { OrganizationSettings } from '@shortlist/domain/schemas';
import { apiError } from '@shortlist/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  hartwellManager,
  hartwellManagerAdmin,
  renderConsoleScreen,
} from '../../app/render-console-screen.tsx';
import SettingsOrganisationScreen from './SettingsOrganisationScreen.tsx';

const settings: OrganizationSettings = {
  reviewEmailDomains: ['hartwell.co.uk'],
  sessionTimeout: 30,
  enabledTests: ['APTITUDE_ONE'],
  timezones: [{ name: 'UK, Ireland Time', value: 'Europe/London' }],
  roleTypes: ['Training contract'],
  gtmId: 'GTM-ABC123',
  gtmScriptUrl: null,
  pixelUrl: null,
  facebookPixelId: null,
  contactEmail: 'graduates@hartwell.test',
  contactPhone: null,
  contactText: null,
  blindReviewStageIds: [],
  brandColour: '#123456',
  logoUrl: null,
};
const stages: OrganizationStage[] = [
  { id: 1, groupStage: 'applied', name: 'Applied', subStages: [] },
  { id: 3, groupStage: 'interview', name: 'At interview', subStages: [] },
];
const users = [
  {
    id: 2,
    userType: 'HIRING_MANAGER_ADMIN',
    email: 'hm.admin@hartwell.test',
    firstName: 'Hal',
    lastName: 'Admin',
    active: true,
  },
  {
    id: 3,
    userType: 'HIRING_MANAGER',
    email: 'hm@hartwell.test',
    firstName: 'Harriet',
    lastName: 'Wells',
    active: true,
  },
  {
    id: 9,
    userType: 'HIRING_MANAGER',
    email: 'new@hartwell.test',
    firstName: 'Nia',
    lastName: 'New',
    active: false,
  },
];
const settingsPath = '/api/v1/organization/1/settings';

function open(api: Record<string, unknown> = {}, user = hartwellManagerAdmin) {
  return renderConsoleScreen(<SettingsOrganisationScreen />, {
    route: '/manager/settings/organisation',
    path: '/manager/settings/organisation',
    user,
    api: {
      [`GET ${settingsPath}`]: settings,
      'GET /api/v1/organization/1/stages': stages,
      'GET /api/v1/organization/1/users': users,
      ...api,
    },
  });
}

describe('SettingsOrganisationScreen', () => {
  it("lists the organisation's managers with their type and status", async () => {
    open();
    const table = await screen.findByRole('table', { name: '3 managers of your organisation' });
    const row = within(table).getByRole('row', { name: /Nia New/ });
    expect(within(row).getByRole('combobox', { name: 'Type of Nia New' })).toHaveValue('HIRING_MANAGER');
    expect(within(row).getByText('Invited')).toBeInTheDocument();
    // A manager admin cannot demote themselves.
    expect(within(table).getByRole('combobox', { name: 'Type of Hal Admin' })).toBeDisabled();
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

  it('saves the whole settings object with the edits, empty texts as null', async () => {
    const view = open({ [`PUT ${settingsPath}`]: (request: { body: unknown }) => request.body });
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Organisation settings' });
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(screen.getByLabelText('Review email domain 2')).toHaveFocus();
    await user.keyboard('finch.co.uk');
    await user.clear(screen.getByLabelText(/Idle timeout/));
    await user.click(screen.getByRole('checkbox', { name: 'Video interview' }));
    await user.click(screen.getByRole('checkbox', { name: 'At interview' }));
    await user.click(screen.getByRole('button', { name: 'Add role type' }));
    await user.click(screen.getByRole('button', { name: 'Remove Training contract' }));
    await user.clear(screen.getByLabelText('Tag manager id'));
    await user.type(screen.getByLabelText('Phone'), '020 7946 0000');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(view.sentTo('PUT', settingsPath)).toHaveLength(1));
    expect(view.sentTo('PUT', settingsPath)[0]?.body).toEqual({
      ...settings,
      reviewEmailDomains: ['hartwell.co.uk', 'finch.co.uk'],
      sessionTimeout: null,
      enabledTests: ['APTITUDE_ONE', 'VIDEO_ONE'],
      roleTypes: [],
      gtmId: null,
      contactPhone: '020 7946 0000',
      blindReviewStageIds: [3],
    });
    expect(await screen.findByText("The organisation's settings are saved.")).toBeInTheDocument();
  });

  it("shows the API's field message at the list entry its path names", async () => {
    const message = 'Enter a domain such as example.com.';
    open({
      [`PUT ${settingsPath}`]: {
        status: 400,
        body: apiError('Check the settings.', [{ field: 'reviewEmailDomains.1', message }]),
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Organisation settings' });
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    await user.type(screen.getByLabelText('Review email domain 2'), 'finch.co.uk');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Review email domain 2')).toHaveAccessibleDescription(message),
    );
    expect(screen.getByLabelText('Review email domain 2')).toBeInvalid();
  });

  it('checks a field with the domain schema before calling the API', async () => {
    const view = open();
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Organisation settings' });
    await user.clear(screen.getByLabelText('Brand colour'));
    await user.type(screen.getByLabelText('Brand colour'), 'blue');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByLabelText('Brand colour')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a colour as #rrggbb.'),
    );
    expect(view.sentTo('PUT', settingsPath)).toHaveLength(0);
  });

  it('tells a standard manager these settings are for manager admins, without asking the API for them', async () => {
    const view = open({}, hartwellManager);
    expect(await screen.findByRole('heading', { name: 'For manager admins' })).toBeInTheDocument();
    expect(view.sentTo('GET', settingsPath)).toHaveLength(0);
    expect(view.sentTo('GET', '/api/v1/organization/1/users')).toHaveLength(0);
  });
});
