import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hartwellManagerAdmin, renderConsoleScreen } from '../../app/render-console-screen.tsx';
import FormTemplatesScreen from './FormTemplatesScreen.tsx';

const form = {
  sections: [
    {
      key: 'about',
      title: 'About you',
      fields: [{ key: 'motivation', label: 'Motivation', type: 'textarea' }],
    },
  ],
};
const templates = [
  {
    key: 'graduate-application',
    id: null,
    builtIn: true,
    name: 'Graduate application',
    description: 'The shipped form',
    formConfiguration: form,
    template: {},
    updatedAt: null,
  },
  {
    key: 'org-7',
    id: 7,
    builtIn: false,
    name: 'Vacation scheme form',
    description: null,
    formConfiguration: form,
    template: {},
    updatedAt: '2026-11-01T10:00:00.000Z',
  },
];

function open(api: Record<string, unknown> = {}) {
  return renderConsoleScreen(<FormTemplatesScreen />, {
    route: '/manager/settings/forms',
    path: '/manager/settings/forms',
    user: hartwellManagerAdmin,
    api: {
      'GET /api/v1/templates/forms': templates,
      'GET /api/v1/user/sorting': {},
      'PUT /api/v1/user/sorting/settings-templates': {},
      ...api,
    },
  });
}
const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr') as HTMLElement;

const rowNames = () =>
  screen.getAllByRole('rowheader').map((cell) => cell.firstChild?.textContent ?? cell.textContent);

describe('FormTemplatesScreen', () => {
  it('sorts by a column heading and keeps the choice for the user (settings templates, §2)', async () => {
    const view = open({
      'GET /api/v1/user/sorting': { 'settings-templates': { sortBy: 'kind', orderBy: 'asc' } },
    });
    await rowOf('Vacation scheme form');
    await waitFor(() => expect(rowNames()).toEqual(['Vacation scheme form', 'Graduate application']));
    const user = userEvent.setup();
    const name = screen.getByRole('columnheader', { name: /Template/ });
    await user.click(within(name).getByRole('button'));
    expect(rowNames()).toEqual(['Graduate application', 'Vacation scheme form']);
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() =>
      expect(view.sentTo('PUT', '/api/v1/user/sorting/settings-templates')[0]?.body).toEqual({
        sortBy: 'name',
        orderBy: 'asc',
      }),
    );
  });

  it('lists built-in and own templates; only the own ones can be renamed or deleted', async () => {
    open();
    const builtIn = await rowOf('Graduate application');
    expect(within(builtIn).getByText('Built-in')).toBeTruthy();
    expect(within(builtIn).queryByRole('button', { name: 'Rename' })).toBeNull();
    const own = await rowOf('Vacation scheme form');
    expect(within(own).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('starts a role from a template', async () => {
    const user = userEvent.setup();
    const view = open();
    await user.click(
      within(await rowOf('Graduate application')).getByRole('link', { name: 'Start a role from this' }),
    );
    expect(view.location().pathname).toBe('/manager/settings/roles/new');
    expect(view.location().search).toBe('?template=graduate-application');
  });

  it('renames a template with its form unchanged', async () => {
    const user = userEvent.setup();
    const view = open({ 'PUT /api/v1/templates/forms/7': templates[1] });
    await user.click(within(await rowOf('Vacation scheme form')).getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Vacation scheme form' });
    const name = within(dialog).getByLabelText('Template name');
    await user.clear(name);
    await user.type(name, 'Summer scheme form{Enter}');
    await waitFor(() => expect(view.sentTo('PUT', '/api/v1/templates/forms/7')).toHaveLength(1));
    expect(view.sentTo('PUT', '/api/v1/templates/forms/7')[0]?.body).toMatchObject({
      name: 'Summer scheme form',
      formConfiguration: form,
    });
    expect(await screen.findByText('Template renamed to Summer scheme form.')).toBeTruthy();
  });

  it('deletes a template after the confirmation', async () => {
    const user = userEvent.setup();
    const view = open({ 'DELETE /api/v1/templates/forms/7': { status: 204 } });
    await user.click(within(await rowOf('Vacation scheme form')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Vacation scheme form?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete template' }));
    await waitFor(() => expect(view.sentTo('DELETE', '/api/v1/templates/forms/7')).toHaveLength(1));
    expect(await screen.findByText('Template Vacation scheme form deleted.')).toBeTruthy();
  });
});
