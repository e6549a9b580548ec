import { apiError } from '@shortlist/shell/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { open, settings, settingsPath } from './organisation.fixtures.tsx';

const tooLight =
  'This colour has a contrast of 4.48:1 with white; at least 4.5:1 is needed. Choose a darker colour.';

async function typeColour(colour: string) {
  const user = userEvent.setup();
  await screen.findByRole('form', { name: 'Organisation settings' });
  await user.clear(screen.getByLabelText('Brand colour'));
  await user.type(screen.getByLabelText('Brand colour'), colour);
  return user;
}

describe('SettingsOrganisationScreen: the brand colour', () => {
  it('measures the contrast with white as the admin types', async () => {
    open();
    await typeColour('#777777');
    expect(
      screen.getByText(
        'Contrast with white: 4.48:1, at least 4.5:1 is needed. Choose a darker colour: this one cannot be saved.',
      ),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Brand colour'));
    await user.type(screen.getByLabelText('Brand colour'), '#0b5d6b');
    expect(
      screen.getByText(
        'Contrast with white: 7.52:1 (at least 4.5:1 is needed). Buttons and links in this colour can be read.',
      ),
    ).toBeInTheDocument();
  });

  it('refuses a colour too light for white text at the field, without calling the API', async () => {
    const view = open();
    const user = await typeColour('#777777');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByLabelText('Brand colour')).toHaveAccessibleDescription(
      expect.stringContaining(tooLight),
    );
    expect(screen.getByLabelText('Brand colour')).toBeInvalid();
    expect(view.sentTo('PUT', settingsPath)).toHaveLength(0);

    // Once the colour is edited, its old message no longer stands; the live contrast line speaks instead.
    await user.clear(screen.getByLabelText('Brand colour'));
    await user.type(screen.getByLabelText('Brand colour'), '#0b5d6b');
    expect(screen.getByLabelText('Brand colour')).toBeValid();
    expect(screen.getByLabelText('Brand colour')).not.toHaveAccessibleDescription(
      expect.stringContaining(tooLight),
    );
  });

  it("shows the API's refusal of the colour at the field", async () => {
    const view = open({
      [`PUT ${settingsPath}`]: {
        status: 400,
        body: apiError('Check the settings.', [{ field: 'brandColour', message: tooLight }]),
      },
    });
    const user = await typeColour('#0b5d6b');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(view.sentTo('PUT', settingsPath)).toHaveLength(1));
    expect(view.sentTo('PUT', settingsPath)[0]?.body).toEqual({ ...settings, brandColour: '#0b5d6b' });
    await waitFor(() =>
      expect(screen.getByLabelText('Brand colour')).toHaveAccessibleDescription(
        expect.stringContaining(tooLight),
      ),
    );
  });
});
