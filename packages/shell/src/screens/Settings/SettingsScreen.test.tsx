import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeFetch, renderApp, signedInStorage, testUser } from '../../react/test-support.tsx';

describe('SettingsScreen', () => {
  it("offers English and the organisation's languages, and resets the sorting preferences", async () => {
    const user = userEvent.setup();
    const organization = { id: 3, name: 'Hartwell', additionalLanguageSupport: ['cy'] };
    const { shell } = renderApp({
      path: '/settings',
      storage: signedInStorage(),
      fetch: createFakeFetch({ 'GET /api/v1/user': { json: { ...testUser('CANDIDATE'), organization } } }),
    });
    const language = await screen.findByRole('combobox', { name: /Language/ });
    expect([...language.querySelectorAll('option')].map((option) => option.value)).toEqual(['en', 'cy']);

    shell().sortingPreferences.getState().setSort('events', { field: 'name', direction: 'asc' });
    await user.click(screen.getByRole('button', { name: 'Reset sorting preferences' }));
    expect(shell().sortingPreferences.getState().sorts).toEqual({});
  });
});
