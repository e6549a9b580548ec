import type { FakeApi, RecordedRequest } from '@shortlist/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hartwellManager, renderConsoleScreen } from '../../app/render-console-screen.tsx';
import { candidate, listApi, searchReply } from './candidate-list.fixtures.ts';
import RoleCandidatesScreen from './RoleCandidatesScreen.tsx';

// jsdom lays nothing out: the table's scroll box gets a height so its rows are drawn.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});
afterEach(() => vi.restoreAllMocks());

const flagged = candidate(101, { contextualFlags: ['firstGeneration', 'freeSchoolMeals'] });
const blind = candidate(102, {
  blind: true,
  firstName: null,
  lastName: null,
  email: null,
  contextualFlags: ['stateSchool'],
});

function open(api: FakeApi = {}) {
  return renderConsoleScreen(<RoleCandidatesScreen />, {
    route: '/manager/roles/:roleId',
    path: '/manager/roles/7',
    api: {
      ...listApi,
      'GET /api/v1/user/columns': { 'role-candidates': ['name', 'email', 'contextualFlags'] },
      'POST /api/v1/search/candidate/7': (request: RecordedRequest) => ({
        ...searchReply(request),
        content: [flagged, blind],
      }),
      ...api,
    },
    user: hartwellManager,
  });
}

describe('the Flags column and the contextual flags filter', () => {
  it('shows each row’s flags as short badges named in full for screen readers and as a tooltip', async () => {
    open();
    expect(await screen.findByRole('columnheader', { name: 'Flags' })).toBeInTheDocument();
    const row = (await screen.findByRole('button', { name: 'Lovelace101, Ada101' })).closest(
      '[data-row-index]',
    );
    const badges = within(row as HTMLElement).getAllByRole('listitem');
    expect(badges.map((badge) => badge.getAttribute('title'))).toEqual([
      'First generation at university',
      'Free school meals',
    ]);
    expect(
      badges.map((badge) => within(badge).getByText(/./, { ignore: '[aria-hidden]' }).textContent),
    ).toEqual(['First generation at university', 'Free school meals']);
    expect(badges[1]).toHaveTextContent('FSM');
  });

  it('names a blind row with the anonymised label, keeping its flags', async () => {
    open();
    const button = await screen.findByRole('button', { name: 'Anonymised candidate' });
    const row = button.closest('[data-row-index]') as HTMLElement;
    expect(row).not.toHaveTextContent('null');
    expect(within(row).getByRole('listitem')).toHaveAttribute('title', 'State school');
    expect(screen.getByRole('checkbox', { name: 'Select Anonymised candidate' })).toBeInTheDocument();
  });

  it('offers the Flags column in the column chooser', async () => {
    open({ 'GET /api/v1/user/columns': {} });
    await screen.findByRole('button', { name: 'Lovelace101, Ada101' });
    expect(screen.queryByRole('columnheader', { name: 'Flags' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    expect(await screen.findByRole('checkbox', { name: 'Flags' })).not.toBeChecked();
  });

  it('filters by contextual flags, sending the flag keys and naming them on the chip', async () => {
    const view = open();
    await screen.findByRole('button', { name: 'Lovelace101, Ada101' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Contextual flags' }), 'free');
    await user.click(await screen.findByRole('option', { name: 'Free school meals' }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(view.sentTo('POST', '/api/v1/search/candidate/7').at(-1)?.body).toMatchObject({
        filters: { contextualFlags: ['freeSchoolMeals'] },
      }),
    );
    expect(
      screen.getByRole('button', { name: 'Remove Contextual flags: Free school meals' }),
    ).toBeInTheDocument();
  });
});
