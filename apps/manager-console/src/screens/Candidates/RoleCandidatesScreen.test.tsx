import type { User } from '@shortlist/domain/schemas';
import type { FakeApi } from '@shortlist/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  hartwellManager,
  hartwellManagerAdmin,
  renderConsoleScreen,
} from '../../app/render-console-screen.tsx';
import { listApi } from './candidate-list.fixtures.ts';
import RoleCandidatesScreen from './RoleCandidatesScreen.tsx';

// jsdom lays nothing out: the table's scroll box gets a height so its rows are drawn.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});
afterEach(() => vi.restoreAllMocks());

function open(
  api: FakeApi = {},
  { path = '/manager/roles/7', user = hartwellManager }: { path?: string; user?: User } = {},
) {
  return renderConsoleScreen(<RoleCandidatesScreen />, {
    route: '/manager/roles/:roleId',
    path,
    api: { ...listApi, ...api },
    user,
  });
}

const rowsShown = () => screen.getAllByRole('row').filter((row) => row.hasAttribute('data-row-index'));

describe('a role’s candidate list', () => {
  it('opens on the first stage holding candidates, with counts in the stage picker, one page at a time', async () => {
    const view = open();
    expect(await screen.findByRole('button', { name: 'Lovelace101, Ada101' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveDisplayValue('Applied (30)');
    expect(rowsShown()).toHaveLength(20);
    expect(screen.getByText('30 candidates')).toBeInTheDocument();
    const [search] = view.sentTo('POST', '/api/v1/search/candidate/7');
    expect(search?.body).toMatchObject({ roleId: 7, stageId: 1, substageId: null });
    expect(search?.query).toMatchObject({
      page: '0',
      resultsPerPage: '20',
      sortBy: 'lastChangeAt',
      orderBy: 'desc',
    });
  });

  it('keeps the chosen stage, page size and sort in the address', async () => {
    const view = open();
    await screen.findByRole('button', { name: 'Lovelace101, Ada101' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), '3');
    expect(view.location().search).toBe('?stage=3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    expect(new URLSearchParams(view.location().search)).toEqual(
      new URLSearchParams({ stage: '3', sort: 'lastName', order: 'asc', size: '50' }),
    );
  });

  it('moves every candidate matching the search but one in one request, then undoes it from the banner', async () => {
    const view = open({
      'POST /api/v1/candidate/bulkstage/filter/3/31': {
        moved: 29,
        stageId: 3,
        subStageId: 31,
        batchId: 'batch-1',
        undoCandidateId: 101,
      },
      'POST /api/v1/candidate/101/undo': {
        undone: 29,
        batchId: 'batch-1',
        cancelledMessages: 27,
        goneMessages: 2,
      },
    });
    await screen.findByRole('button', { name: 'Lovelace101, Ada101' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select every candidate on this page' }));
    await user.click(screen.getByRole('button', { name: 'Select all 30 matching this search' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada102 Lovelace102' }));
    expect(
      screen.getByText('29 of the 30 candidates matching this search are selected.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Stage' }), '3');
    expect(within(dialog).getByText('Move 29 candidates to At interview / Pending?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('29 candidates moved to At interview.')).toBeInTheDocument();
    const [move] = view.sentTo('POST', '/api/v1/candidate/bulkstage/filter/3/31');
    expect(move?.body).toMatchObject({ roleId: 7, stageId: 1, unselectedIds: [102] });
    expect(move?.body).not.toHaveProperty('ids');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText(
        'Undone: 29 candidates are back where they were. 27 waiting messages to them are cancelled and will not be sent. 2 messages had already been sent.',
      ),
    ).toBeInTheDocument();
    expect(view.sentTo('POST', '/api/v1/candidate/101/undo')).toHaveLength(1);
  });

  it('sends only the ticked ids when the selection is a few rows', async () => {
    const view = open({
      'POST /api/v1/candidate/bulkassign/filter/5': { assigned: 2 },
      'GET /api/v1/organization/1/data/USERS': [
        { id: 5, value: 'hm', label: 'Harriet Wells', attributes: {} },
      ],
    });
    await screen.findByRole('button', { name: 'Lovelace101, Ada101' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada101 Lovelace101' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada103 Lovelace103' }));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign' });
    expect(await within(dialog).findByText('Assign 2 candidates to Harriet Wells?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('2 candidates assigned to Harriet Wells.')).toBeInTheDocument();
    expect(view.sentTo('POST', '/api/v1/candidate/bulkassign/filter/5')[0]?.body).toEqual({
      ids: [101, 103],
    });
  });

  it('offers the diversity filters to manager admins only', async () => {
    const standard = open();
    await screen.findByRole('button', { name: 'Lovelace101, Ada101' });
    expect(screen.getByText('Profile')).toBeInTheDocument();
    expect(screen.queryByText('Diversity')).not.toBeInTheDocument();
    standard.unmount();
    open({}, { user: hartwellManagerAdmin });
    await screen.findByRole('button', { name: 'Lovelace101, Ada101' });
    expect(screen.getByText('Diversity')).toBeInTheDocument();
  });

  it('applies a filter into the address and shows it as a removable chip', async () => {
    const view = open();
    await screen.findByRole('button', { name: 'Lovelace101, Ada101' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Right to work' }), 'yes');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(JSON.parse(new URLSearchParams(view.location().search).get('filters') ?? '{}')).toEqual({
      workPermit: true,
    });
    await waitFor(() =>
      expect(view.sentTo('POST', '/api/v1/search/candidate/7').at(-1)?.body).toMatchObject({
        filters: { workPermit: true },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove Right to work: Yes' }));
    expect(new URLSearchParams(view.location().search).get('filters')).toBeNull();
  });

  it('moves through rows with j and k, ticks with x and opens with Enter, remembering the list', async () => {
    const view = open();
    await screen.findByRole('button', { name: 'Lovelace101, Ada101' });
    const user = userEvent.setup();
    await user.keyboard('jj');
    expect(screen.getByRole('row', { selected: false, name: /Lovelace102/ })).toHaveAttribute(
      'data-active',
      'true',
    );
    await user.keyboard('x');
    expect(screen.getByRole('checkbox', { name: 'Select Ada102 Lovelace102' })).toBeChecked();
    await user.keyboard('k{Enter}');
    expect(view.location().pathname).toBe('/manager/candidate/101');
    expect(new URLSearchParams(view.location().search).get('return')).toBe('/manager/roles/7');
  });

  it('shows the shortcuts with ? and focuses the term search with /', async () => {
    open();
    await screen.findByRole('button', { name: 'Lovelace101, Ada101' });
    const user = userEvent.setup();
    await user.keyboard('/');
    expect(screen.getByRole('combobox', { name: 'Find a candidate' })).toHaveFocus();
    await user.keyboard('{Escape}');
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('?');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });

  it('links to the role’s wash-up, and for manager admins to its fairness evidence', async () => {
    open();
    expect(await screen.findByRole('link', { name: 'Wash-up' })).toHaveAttribute(
      'href',
      '/manager/roles/7/wash-up',
    );
    expect(screen.queryByRole('link', { name: 'Fairness' })).toBeNull();
  });

  it('shows a manager admin the fairness evidence link', async () => {
    open({}, { user: hartwellManagerAdmin });
    expect(await screen.findByRole('link', { name: 'Fairness' })).toHaveAttribute(
      'href',
      '/manager/roles/7/fairness',
    );
  });
});

describe('a role that is not there', () => {
  it('says so, for another organisation’s role as for a missing one, and lists nothing', async () => {
    open({
      'GET /api/v1/roles/7': {
        status: 404,
        body: { error: 'not_found', error_description: 'The role was not found.' },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Role not found' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All roles' })).toHaveAttribute('href', '/manager/roles');
  });
});
