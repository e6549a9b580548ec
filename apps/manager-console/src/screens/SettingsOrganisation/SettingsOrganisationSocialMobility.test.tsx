import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { open, settings, settingsPath } from './organisation.fixtures.tsx';

describe('SettingsOrganisationScreen: social-mobility answers', () => {
  it('offers showing the answers to managers, saying the flags show either way, and saves the choice', async () => {
    const view = open({ [`PUT ${settingsPath}`]: (request: { body: unknown }) => request.body });
    const user = userEvent.setup();
    const checkbox = await screen.findByRole('checkbox', {
      name: "Show candidates' social-mobility answers to managers",
    });
    expect(checkbox).not.toBeChecked();
    expect(checkbox).toHaveAccessibleDescription(expect.stringContaining('contextual flags show'));
    await user.click(checkbox);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(view.sentTo('PUT', settingsPath)).toHaveLength(1));
    expect(view.sentTo('PUT', settingsPath)[0]?.body).toEqual({
      ...settings,
      showSocialMobilityAnswers: true,
    });
    expect(await screen.findByRole('checkbox', { name: /social-mobility answers/ })).toBeChecked();
  });

  it('shows the saved choice ticked', async () => {
    open({ [`GET ${settingsPath}`]: { ...settings, showSocialMobilityAnswers: true } });
    expect(await screen.findByRole('checkbox', { name: /social-mobility answers/ })).toBeChecked();
  });
});
