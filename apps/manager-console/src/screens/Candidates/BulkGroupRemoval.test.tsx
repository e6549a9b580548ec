import type { CandidateGroup } from '@shortlist/domain/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hartwellManager, renderConsoleScreen } from '../../app/render-console-screen.tsx';
import { listApi } from './candidate-list.fixtures.ts';
import RoleCandidatesScreen from './RoleCandidatesScreen.tsx';

// jsdom lays nothing out: the table's scroll box gets a height so its rows are drawn.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});
afterEach(() => vi.restoreAllMocks());

const group = (id: number, name: string): CandidateGroup => ({
  id,
  name,
  candidateCount: 3,
  createdAt: '2026-11-23T08:00:00.000Z',
  filter: null,
  refreshedAt: null,
});

function open(path: string) {
  return renderConsoleScreen(<RoleCandidatesScreen />, {
    route: '/manager/roles/:roleId',
    path,
    user: hartwellManager,
    api: {
      ...listApi,
      'GET /api/v1/groups': [group(2, 'Early birds'), group(9, 'Finalists')],
      'POST /api/v1/groups/2/candidates/remove': { groupId: 2, removed: 2 },
      'POST /api/v1/groups/9/candidates/remove': { groupId: 9, removed: 1 },
    },
  });
}

describe('taking the selection out of a group', () => {
  it('in a list filtered by one group, takes two clicks: the group and "Remove" are preselected', async () => {
    const view = open(`/manager/roles/7?filters=${encodeURIComponent('{"groups":[9]}')}`);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Lovelace101, Ada101' });
    const searchesBefore = view.sentTo('POST', '/api/v1/search/candidate/7').length;
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada101 Lovelace101' }));
    await user.click(screen.getByRole('button', { name: 'Remove from group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from group' });
    expect(within(dialog).getByRole('radio', { name: 'Remove from the group' })).toBeChecked();
    expect(await within(dialog).findByRole('combobox', { name: 'Group' })).toHaveDisplayValue('Finalists');
    expect(within(dialog).queryByRole('textbox', { name: 'New group name' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Remove 1 candidate from the group Finalists?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('1 candidate removed from Finalists.')).toBeInTheDocument();
    const [removal] = view.sentTo('POST', '/api/v1/groups/9/candidates/remove');
    expect(removal?.body).toEqual({ ids: [101] });
    expect(view.sentTo('POST', '/api/v1/search/candidate/7').length).toBeGreaterThan(searchesBefore);
  });

  it('from "Add to group", switching to "Remove from the group" by keyboard hides the new group field', async () => {
    const view = open('/manager/roles/7');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Lovelace101, Ada101' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada101 Lovelace101' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada102 Lovelace102' }));
    await user.click(screen.getByRole('button', { name: 'Add to group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to group' });
    const add = within(dialog).getByRole('radio', { name: 'Add to the group' });
    expect(add).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'New group name' })).toBeInTheDocument();
    add.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('radio', { name: 'Remove from the group' })).toBeChecked();
    expect(within(dialog).queryByRole('textbox', { name: 'New group name' })).not.toBeInTheDocument();
    expect(await within(dialog).findByRole('combobox', { name: 'Group' })).toHaveDisplayValue('Early birds');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('2 candidates removed from Early birds.')).toBeInTheDocument();
    const [removal] = view.sentTo('POST', '/api/v1/groups/2/candidates/remove');
    expect(removal?.body).toEqual({ ids: [101, 102] });
    expect(view.sentTo('POST', '/api/v1/groups')).toHaveLength(0);
  });
});
