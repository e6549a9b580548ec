import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { open, settings, settingsPath } from './organisation.fixtures.tsx';

describe('SettingsOrganisationScreen: the smallest group reports show', () => {
  it('refuses fewer than 5 before calling the API, and saves a larger size', async () => {
    const view = open({ [`PUT ${settingsPath}`]: (request: { body: unknown }) => request.body });
    const user = userEvent.setup();
    const field = await screen.findByRole('spinbutton', { name: 'Smallest group shown (people)' });
    expect(field).toHaveValue(5);
    expect(field).toHaveAccessibleDescription(expect.stringContaining('5 or more'));
    await user.clear(field);
    await user.type(field, '3');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Check the fields marked below.')).toBeInTheDocument();
    expect(view.sentTo('PUT', settingsPath)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '10');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(view.sentTo('PUT', settingsPath)).toHaveLength(1));
    expect(view.sentTo('PUT', settingsPath)[0]?.body).toEqual({ ...settings, reportMinimumGroupSize: 10 });
  });
});
