import { apiError } from '@shortlist/shell/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { open, settings, settingsPath } from './organisation.fixtures.tsx';

describe('SettingsOrganisationScreen: the settings form', () => {
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
    await user.click(screen.getByRole('button', { name: 'Add time zone' }));
    expect(screen.getByLabelText('Name of time zone 2')).toHaveFocus();
    await user.keyboard('Central European Time');
    await user.type(screen.getByLabelText('Zone of time zone 2'), 'Europe/Paris');
    await user.click(screen.getByRole('button', { name: 'Add role type' }));
    await user.click(screen.getByRole('button', { name: 'Remove Training contract' }));
    await user.clear(screen.getByLabelText('Tag manager id'));
    await user.type(screen.getByLabelText('Phone'), '020 7946 0000');
    await user.type(screen.getByLabelText('Sender name'), 'Hartwell Graduate Recruitment');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(view.sentTo('PUT', settingsPath)).toHaveLength(1));
    expect(view.sentTo('PUT', settingsPath)[0]?.body).toEqual({
      ...settings,
      reviewEmailDomains: ['hartwell.co.uk', 'finch.co.uk'],
      sessionTimeout: null,
      enabledTests: ['APTITUDE_ONE', 'VIDEO_ONE'],
      timezones: [...settings.timezones, { name: 'Central European Time', value: 'Europe/Paris' }],
      roleTypes: [],
      gtmId: null,
      contactPhone: '020 7946 0000',
      senderName: 'Hartwell Graduate Recruitment',
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
});
