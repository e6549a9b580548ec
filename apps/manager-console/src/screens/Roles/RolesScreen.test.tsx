import type { ManagedRoleListItem as ManagedRole } from '@shortlist/domain/contract';
import { emptyPipelineCounts } from '@shortlist/domain/stages';
import { apiError } from '@shortlist/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsoleScreen } from '../../app/render-console-screen.tsx';
import RolesScreen from './RolesScreen.tsx';

function role(id: number, name: string, fields: Partial<ManagedRole> = {}): ManagedRole {
  return {
    id,
    name,
    description: null,
    productType: null,
    roleType: 'graduate',
    roleLevel: null,
    department: null,
    location: null,
    employmentType: null,
    workArrangement: null,
    salary: null,
    labels: {},
    openDate: null,
    deadline: null,
    organizationId: 1,
    status: 'LIVE',
    formConfiguration: null,
    template: null,
    doNotSave: false,
    interviewConfigured: false,
    applicantCount: 0,
    submittedCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    pipeline: emptyPipelineCounts(),
    ...fields,
  };
}

// 1 December 2026 and 15 January 2027, at noon UTC.
const december = Date.UTC(2026, 11, 1, 12) / 1000;
const january = Date.UTC(2027, 0, 15, 12) / 1000;

const roles = [
  role(11, 'Training contract 2027', {
    deadline: january,
    applicantCount: 120,
    submittedCount: 80,
    pipeline: {
      ...emptyPipelineCounts(),
      applied: { pending: 30, invited: 0, scheduled: 0, in_progress: 0, completed: 10 },
      screening: { pending: 20, invited: 5, scheduled: 0, in_progress: 3, completed: 2 },
      interview: { pending: 4, invited: 2, scheduled: 1, in_progress: 0, completed: 1 },
      offer: { pending: 1, invited: 0, scheduled: 0, in_progress: 0, completed: 1 },
    },
  }),
  role(12, 'Vacation scheme 2026', {
    status: 'CLOSED',
    deadline: december,
    applicantCount: 9,
    submittedCount: 9,
  }),
  role(13, 'Paralegal', { status: 'DRAFT' }),
];

const open = (api: Record<string, unknown>, path = '/manager/roles') =>
  renderConsoleScreen(<RolesScreen />, {
    route: '/manager/roles',
    path,
    api: { 'GET /api/v1/user/sorting': {}, 'PUT /api/v1/user/sorting/live-roles': {}, ...api },
  });

/** The table's rows as text, cell by cell, without the header row. */
function bodyRows() {
  const table = screen.getByRole('table', {
    name: "Your organisation's roles with their applicants and pipeline counts by stage group",
  });
  const [, ...rows] = within(table).getAllByRole('row');
  return rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.firstChild?.textContent));
}

describe('RolesScreen', () => {
  it('lists the roles of GET /api/v1/roles in a labelled table, newest first as the API answers', async () => {
    const view = open({ 'GET /api/v1/roles': roles });
    expect(await screen.findByRole('heading', { name: 'Roles', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Training contract 2027' })).toBeInTheDocument();
    expect(view.sentTo('GET', '/api/v1/roles')).toHaveLength(1);
    expect(bodyRows()).toEqual([
      ['Training contract 2027', 'Live', '15 Jan 2027', '120', '80', '40', '30', '8', '2'],
      ['Vacation scheme 2026', 'Closed', '1 Dec 2026', '9', '9', '0', '0', '0', '0'],
      ['Paralegal', 'Draft', 'None', '0', '0', '0', '0', '0', '0'],
    ]);
    expect(screen.getByText(/3 roles/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Training contract 2027' })).toHaveAttribute(
      'href',
      '/manager/roles/11',
    );
  });

  it('splits each stage group by bucket under its total, leaving empty buckets out', async () => {
    open({ 'GET /api/v1/roles': roles });
    const row = (await screen.findByRole('rowheader', { name: 'Training contract 2027' })).closest('tr');
    const cells = [...(row?.querySelectorAll('td') ?? [])].slice(4).map((cell) => cell.textContent);
    expect(cells).toEqual([
      '4030 pending · 10 completed',
      '3020 pending · 5 invited · 3 in progress · 2 completed',
      '84 pending · 2 invited · 1 scheduled · 1 completed',
      '21 pending · 1 completed',
    ]);
  });

  it('sorts by a column heading, ascending first, then descending, and says so to assistive technology', async () => {
    open({ 'GET /api/v1/roles': roles });
    await screen.findByRole('rowheader', { name: 'Paralegal' });
    const user = userEvent.setup();
    const name = screen.getByRole('columnheader', { name: /Role/ });
    expect(name).toHaveAttribute('aria-sort', 'none');

    await user.click(within(name).getByRole('button'));
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows().map((row) => row[0])).toEqual([
      'Paralegal',
      'Training contract 2027',
      'Vacation scheme 2026',
    ]);

    const applicants = screen.getByRole('columnheader', { name: /Applicants/ });
    await user.click(within(applicants).getByRole('button'));
    await user.click(within(applicants).getByRole('button'));
    expect(applicants).toHaveAttribute('aria-sort', 'descending');
    expect(name).toHaveAttribute('aria-sort', 'none');
    expect(bodyRows().map((row) => row[3])).toEqual(['120', '9', '0']);

    // The stage groups sort by their totals.
    const interview = screen.getByRole('columnheader', { name: /Interview/ });
    await user.click(within(interview).getByRole('button'));
    expect(bodyRows().map((row) => row[0])).toEqual([
      'Vacation scheme 2026',
      'Paralegal',
      'Training contract 2027',
    ]);
  });

  it('sorts from the keyboard, and keeps roles without a deadline last', async () => {
    open({ 'GET /api/v1/roles': roles });
    await screen.findByRole('rowheader', { name: 'Paralegal' });
    const user = userEvent.setup();
    within(screen.getByRole('columnheader', { name: /Deadline/ }))
      .getByRole('button')
      .focus();
    await user.keyboard('{Enter}');
    expect(bodyRows().map((row) => row[2])).toEqual(['1 Dec 2026', '15 Jan 2027', 'None']);
    await user.keyboard('{Enter}');
    expect(bodyRows().map((row) => row[2])).toEqual(['15 Jan 2027', '1 Dec 2026', 'None']);
  });

  it('keeps the chosen sort for the user through the API, and opens in the kept sort', async () => {
    const view = open({ 'GET /api/v1/roles': roles });
    await screen.findByRole('rowheader', { name: 'Paralegal' });
    const applicants = screen.getByRole('columnheader', { name: /Applicants/ });
    await userEvent.setup().click(within(applicants).getByRole('button'));
    expect(view.sentTo('PUT', '/api/v1/user/sorting/live-roles').map((request) => request.body)).toEqual([
      { sortBy: 'applicants', orderBy: 'asc' },
    ]);
    view.unmount();

    open({
      'GET /api/v1/roles': roles,
      'GET /api/v1/user/sorting': { 'live-roles': { sortBy: 'name', orderBy: 'desc' } },
    });
    await screen.findByRole('rowheader', { name: 'Paralegal' });
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Role/ })).toHaveAttribute('aria-sort', 'descending'),
    );
    expect(bodyRows().map((row) => row[0])).toEqual([
      'Vacation scheme 2026',
      'Training contract 2027',
      'Paralegal',
    ]);
  });

  it('filters by a part of the name and by status, in the address', async () => {
    const view = open({ 'GET /api/v1/roles': roles }, '/manager/roles?status=LIVE');
    await screen.findByRole('rowheader', { name: 'Training contract 2027' });
    expect(bodyRows().map((row) => row[0])).toEqual(['Training contract 2027']);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.type(screen.getByRole('searchbox', { name: 'Filter roles' }), 'scheme');
    expect(bodyRows().map((row) => row[0])).toEqual(['Vacation scheme 2026']);
    expect(view.location().search).toBe('?q=scheme');
  });

  it('says when the organisation has no roles', async () => {
    open({ 'GET /api/v1/roles': [] });
    expect(await screen.findByRole('heading', { name: 'No roles yet' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the §8 error with a retry that asks again', async () => {
    let calls = 0;
    const view = open({
      'GET /api/v1/roles': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: apiError('Something went wrong.') } : roles;
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The roles could not be loaded' })).toBeInTheDocument();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Paralegal' })).toBeInTheDocument();
    expect(view.sentTo('GET', '/api/v1/roles')).toHaveLength(2);
  });
});
