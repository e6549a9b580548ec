import type { CandidateGroup } from '@shortlist/domain/contract';
import { StatusBanners } from '@shortlist/shell/react';
import { apiError } from '@shortlist/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hartwellManager, renderConsoleScreen } from '../../app/render-console-screen.tsx';
import SettingsGroupsScreen from './SettingsGroupsScreen.tsx';

const group = (id: number, name: string, fields: Partial<CandidateGroup> = {}): CandidateGroup => ({
  id,
  name,
  candidateCount: 3,
  createdAt: '2026-11-01T09:00:00.000Z',
  filter: null,
  refreshedAt: null,
  ...fields,
});

function open(api: Record<string, unknown> = {}) {
  let groups = [
    group(1, 'Alumni'),
    group(2, 'Bar course', {
      candidateCount: 12,
      filter: { searchTerm: 'bar' },
      refreshedAt: '2026-11-02T10:00:00.000Z',
    }),
  ];
  return renderConsoleScreen(
    <>
      <StatusBanners />
      <SettingsGroupsScreen />
    </>,
    {
      route: '/manager/settings/groups',
      path: '/manager/settings/groups',
      user: hartwellManager,
      api: {
        'GET /api/v1/user/sorting': {},
        'PUT /api/v1/user/sorting/groups': {},
        'GET /api/v1/groups': () => groups,
        'POST /api/v1/groups': ({ body }: { body: { name: string } }) => {
          const created = group(3, body.name, { candidateCount: 0 });
          groups = [...groups, created];
          return created;
        },
        'PUT /api/v1/groups/1': ({ body }: { body: { name: string } }) => {
          groups = groups.map((item) => (item.id === 1 ? { ...item, name: body.name } : item));
          return groups[0];
        },
        'DELETE /api/v1/groups/1': () => {
          groups = groups.filter((item) => item.id !== 1);
          return { status: 204 };
        },
        'POST /api/v1/groups/2/refresh': () => {
          groups = groups.map((item) => (item.id === 2 ? { ...item, candidateCount: 14 } : item));
          return { groupId: 2, added: 3, removed: 1, candidateCount: 14 };
        },
        ...api,
      },
    },
  );
}

const table = () => screen.findByRole('table', { name: 'Your organisation’s candidate groups' });

describe('SettingsGroupsScreen', () => {
  it('lists the groups with their size and kind, each linking to the search filtered by it', async () => {
    open();
    const rows = within(await table()).getAllByRole('row');
    expect(rows[1]?.textContent).toMatch(/Alumni\s*3\s*Hand-picked/);
    expect(rows[2]?.textContent).toMatch(/Bar course\s*12\s*Smart/);
    const link = within(rows[1] as HTMLElement).getByRole('link', { name: 'Alumni' });
    const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/manager/search');
    expect(JSON.parse(url.searchParams.get('filters') ?? '')).toEqual({ groups: [1] });
    // Only a smart group can be refreshed.
    expect(screen.queryByRole('button', { name: 'Refresh Alumni' })).not.toBeInTheDocument();
  });

  it('creates a group by name and shows it in the table', async () => {
    const view = open();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New group' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Group name/ }), 'Summer 2027{Enter}');
    expect(await screen.findByText('Group “Summer 2027” created.')).toBeInTheDocument();
    expect(view.sentTo('POST', '/api/v1/groups')[0]?.body).toEqual({ name: 'Summer 2027' });
    expect(await screen.findByRole('rowheader', { name: 'Summer 2027' })).toBeInTheDocument();
  });

  it('renames a group, and shows a refused name at the field', async () => {
    const view = open({
      'PUT /api/v1/groups/2': {
        status: 400,
        body: apiError('Check the highlighted fields.', [
          { field: 'name', message: 'A group is already called Alumni.' },
        ]),
      },
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Rename Bar course' }));
    let dialog = await screen.findByRole('dialog', { name: 'Rename “Bar course”' });
    const name = within(dialog).getByRole('textbox', { name: /Group name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Alumni');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A group is already called Alumni.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Rename Alumni' }));
    dialog = await screen.findByRole('dialog', { name: 'Rename “Alumni”' });
    const other = within(dialog).getByRole('textbox', { name: /Group name/ });
    await userEvent.clear(other);
    await userEvent.type(other, 'Alumni 2026{Enter}');
    expect(await screen.findByText('Group renamed to “Alumni 2026”.')).toBeInTheDocument();
    expect(view.sentTo('PUT', '/api/v1/groups/1')[0]?.body).toEqual({ name: 'Alumni 2026' });
  });

  it('refreshes a smart group with the §8 message and its new count', async () => {
    const view = open();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Bar course' }));
    expect(await screen.findByText('Group refreshed')).toBeInTheDocument();
    expect(await screen.findByText('“Bar course” now holds 14 candidates.')).toBeInTheDocument();
    expect(view.sentTo('POST', '/api/v1/groups/2/refresh')).toHaveLength(1);
    await waitFor(() =>
      expect(within(screen.getAllByRole('row')[2] as HTMLElement).getByText('14')).toBeInTheDocument(),
    );
  });

  it('deletes a group only once confirmed', async () => {
    const view = open();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Alumni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Alumni”?' });
    expect(view.sentTo('DELETE', '/api/v1/groups/1')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete group' }));
    expect(await screen.findByText('Group “Alumni” deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Alumni' })).not.toBeInTheDocument());
  });

  it('keeps the sort the manager picks for the groups list', async () => {
    const view = open();
    await table();
    await userEvent.click(screen.getByRole('button', { name: /Candidates/ }));
    await waitFor(() => expect(view.sentTo('PUT', '/api/v1/user/sorting/groups')).toHaveLength(1));
    expect(view.sentTo('PUT', '/api/v1/user/sorting/groups')[0]?.body).toMatchObject({
      sortBy: 'candidateCount',
    });
  });
});
