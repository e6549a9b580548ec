import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hartwellManager } from '../../app/render-console-screen.tsx';
import { openMessagesScreen as open } from './open-messages-screen.tsx';

describe('SettingsMessagesScreen', () => {
  it('lists each kind of message by name with its email and text versions and what is customised', async () => {
    const view = open();
    const table = await screen.findByRole('table', { name: /Messages your organisation sends/ });
    const rejection = within(table)
      .getByRole('rowheader', { name: 'Rejection' })
      .closest('tr') as HTMLElement;
    expect(within(rejection).getByRole('link', { name: 'Edit the Rejection Email' })).toHaveAttribute(
      'href',
      '/manager/settings/messages?key=rejected&channel=EMAIL',
    );
    expect(
      within(rejection).getByRole('link', { name: 'Edit the Rejection Text message' }),
    ).toBeInTheDocument();
    expect(within(rejection).getByText('Customised')).toBeInTheDocument();
    const reset = within(table)
      .getByRole('rowheader', { name: 'Password reset' })
      .closest('tr') as HTMLElement;
    expect(within(reset).queryByRole('link', { name: /Text message/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Application received' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Message/ }));
    await waitFor(() =>
      expect(view.sentTo('PUT', '/api/v1/user/sorting/settings-communication-templates')[0]?.body).toEqual({
        sortBy: 'kind',
        orderBy: 'asc',
      }),
    );
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual([...names].sort((a, b) => (a ?? '').localeCompare(b ?? '')));
  });

  it('tells a standard manager the templates are for admins, without loading them', async () => {
    const view = open('/manager/settings/messages', {}, hartwellManager);
    expect(
      await screen.findByText('Message templates are for your organisation’s admins'),
    ).toBeInTheDocument();
    expect(view.sentTo('GET', '/api/v1/templates/messages')).toHaveLength(0);
  });
});
