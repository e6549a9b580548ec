import type { FakeApi } from '@shortlist/shell/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  hartwellManager,
  hartwellManagerAdmin,
  renderConsoleScreen,
} from '../../app/render-console-screen.tsx';
import ReportsScreen from './ReportsScreen.tsx';
import { efficiencyReply, schoolReply } from './report.fixtures.ts';

const reportsApi: FakeApi = {
  'GET /api/v1/reports/SCHOOL': schoolReply,
  'GET /api/v1/reports/EFFICIENCY': efficiencyReply,
  'GET /api/v1/roles': [],
  'GET /api/v1/organization/1/data/ROLE_LEVEL': [{ id: 31, value: 'Graduate', label: 'Graduate' }],
  'GET /api/v1/organization/1/data/DEPARTMENT': [],
};

const open = (path: string, user = hartwellManagerAdmin) =>
  renderConsoleScreen(<ReportsScreen />, { route: '/manager/reports', path, api: reportsApi, user });

describe('ReportsScreen', () => {
  it('shows the kind of the address with its sections as tables, small groups as "fewer than 5"', async () => {
    open('/manager/reports?kind=SCHOOL');
    expect(await screen.findByRole('heading', { name: 'School type', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'School', selected: true })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'School type: figures' });
    const row = within(table).getByRole('row', { name: /Independent school/ });
    expect(within(row).getAllByRole('cell', { name: 'fewer than 5' })).toHaveLength(2);
    // The state row's 12 and 8 are hidden only so the 3s cannot be worked out: withheld, not "fewer than 5".
    const state = within(table).getByRole('row', { name: /State school/ });
    expect(within(state).getAllByRole('cell', { name: 'withheld' })).toHaveLength(2);
    expect(within(state).queryByRole('cell', { name: 'fewer than 5' })).not.toBeInTheDocument();
    expect(
      screen.getByText(/^Withheld: hidden so that a group of fewer than 5 people cannot be worked out/),
    ).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: /^20%\s*\(adverse impact\)$/ })).toBeInTheDocument();
    expect(screen.getByText(/four fifths/)).toBeInTheDocument();
    expect(screen.getByText('School report · Snapshot · All time')).toBeInTheDocument();
  });

  it('shows the efficiency report’s rejections by reason, a reason given to fewer than 5 hidden', async () => {
    open('/manager/reports?kind=EFFICIENCY');
    expect(
      await screen.findByRole('heading', { name: 'Rejections by reason', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Efficiency', selected: true })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rejections by reason: figures' });
    expect(within(table).getByRole('columnheader', { name: 'Rejected' })).toBeInTheDocument();
    const shown = within(table).getByRole('row', { name: /Online test result/ });
    expect(within(shown).getByRole('cell', { name: '5' })).toBeInTheDocument();
    expect(within(shown).getByRole('cell', { name: '31.3%' })).toBeInTheDocument();
    const hidden = within(table).getByRole('row', { name: /Academic threshold not met/ });
    expect(within(hidden).getByRole('cell', { name: 'fewer than 5' })).toBeInTheDocument();
    expect(within(hidden).getByRole('cell', { name: 'withheld' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Did not attend/ })).toBeInTheDocument();
  });

  it('asks for the filters of the address and writes a changed filter back into it', async () => {
    const view = open('/manager/reports?kind=SCHOOL&range=last90');
    await screen.findByRole('heading', { name: 'School type', level: 2 });
    expect(view.sentTo('GET', '/api/v1/reports/SCHOOL')[0]?.query).toMatchObject({ range: 'LAST_90_DAYS' });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Role level' }), 'Graduate');
    await waitFor(() =>
      expect(view.sentTo('GET', '/api/v1/reports/SCHOOL').at(-1)?.query).toMatchObject({ roleLevel: '31' }),
    );
    expect(view.location().search).toBe('?kind=SCHOOL&range=last90&roleLevel=31');
    expect(
      screen.getByText('School report · Snapshot · Last 90 days · Role level: Graduate'),
    ).toBeInTheDocument();
  });

  it('offers the lateral kinds only to an organisation that hires laterally', async () => {
    open('/manager/reports?kind=SCHOOL');
    await screen.findByRole('heading', { name: 'School type', level: 2 });
    const kinds = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(kinds()).toEqual(['Contextual', 'Diversity', 'Efficiency', 'School', 'University']);
    cleanup();
    const lateral = {
      ...hartwellManagerAdmin,
      organization: { id: 1, name: 'Hartwell & Finch LLP', lateralHiring: true },
    };
    open('/manager/reports?kind=SCHOOL', lateral);
    await screen.findByRole('heading', { name: 'School type', level: 2 });
    expect(kinds()).toEqual([
      ...['Contextual', 'Diversity', 'Efficiency', 'School', 'University'],
      'Agency',
      'Marketing',
      'Rejection',
    ]);
  });

  it('offers Share to manager admins only', async () => {
    open('/manager/reports?kind=SCHOOL', hartwellManager);
    await screen.findByRole('heading', { name: 'School type', level: 2 });
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });
});
