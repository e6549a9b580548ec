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

describe('Save as smart group', () => {
  it('creates a group from the list’s filter, never from its ticked rows', async () => {
    const view = renderConsoleScreen(<RoleCandidatesScreen />, {
      route: '/manager/roles/:roleId',
      path: '/manager/roles/7?q=Ada',
      user: hartwellManager,
      api: {
        ...listApi,
        'POST /api/v1/groups': {
          id: 9,
          name: 'Adas',
          candidateCount: 30,
          createdAt: '2026-11-23T08:00:00.000Z',
          filter: { searchTerm: 'Ada' },
          refreshedAt: '2026-11-23T08:00:00.000Z',
        },
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Lovelace101, Ada101' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada101 Lovelace101' }));
    await user.click(screen.getByRole('button', { name: 'Save as smart group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as smart group' });
    await user.type(within(dialog).getByRole('textbox', { name: /Group name/ }), 'Adas{Enter}');
    expect(await screen.findByText(/Smart group “Adas” created with 30 candidates\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open groups' })).toHaveAttribute(
      'href',
      '/manager/settings/groups',
    );
    const body = view.sentTo('POST', '/api/v1/groups')[0]?.body as {
      name: string;
      filter: Record<string, unknown>;
    };
    expect(body.name).toBe('Adas');
    expect(body.filter).toMatchObject({ roleId: 7, searchTerm: 'Ada' });
    expect(body.filter).not.toHaveProperty('ids');
    expect(body.filter).not.toHaveProperty('unselectedIds');
  });
});
