import type { OrganizationListItem } from '@shortlist/domain/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdminScreen } from '../../app/render-admin-screen.tsx';
import ClientsScreen from './ClientsScreen.tsx';

function client(id: number, name: string, fields: Partial<OrganizationListItem> = {}): OrganizationListItem {
  return {
    id,
    name,
    subdomain: name.toLowerCase().split(' ')[0] ?? null,
    productType: 'ATS',
    sector: { id: 1, kind: 'LAW_FIRM' },
    tier: 'TIER_1',
    countryBase: null,
    createdAt: '2026-03-02T10:00:00.000Z' as never,
    candidateCount: 1200,
    status: 'ACTIVE',
    ...fields,
  };
}

const page = (content: OrganizationListItem[], totalPages = 1) => ({
  content,
  number: 0,
  size: 20,
  totalElements: content.length,
  totalPages,
});

function renderClients(
  path = '/clients',
  reply = page(
    [
      client(1, 'Hartwell LLP'),
      client(2, 'Kings Bench', { sector: { id: 2, kind: 'CHAMBERS' }, tier: 'BAR', countryBase: 'HK' }),
    ],
    3,
  ),
) {
  return renderAdminScreen(<ClientsScreen />, {
    route: '/clients',
    path,
    api: { 'GET /api/v1/organization': reply },
  });
}

describe('the client list', () => {
  it("shows each client's sector, tier, product, country base (UK when missing), created date and candidates", async () => {
    renderClients();
    const row = (await screen.findByRole('link', { name: 'Hartwell LLP' })).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Hartwell LLP',
      'Law firm',
      'Tier 1',
      'ATS',
      'United Kingdom',
      expect.stringMatching(/2026/),
      '1,200',
    ]);
    const other = screen.getByRole('link', { name: 'Kings Bench' }).closest('tr') as HTMLElement;
    expect(other.textContent).toMatch(/Chambers.*Bar.*Hong Kong/);
    expect(screen.getByRole('link', { name: 'Hartwell LLP' })).toHaveAttribute(
      'href',
      '/admin/organizations/1',
    );
  });

  it('asks for active clients, by name, first page of 20 unless the address says otherwise', async () => {
    const { sentTo } = renderClients('/clients?status=INACTIVE&sort=candidateCount&order=desc&page=2');
    await screen.findByRole('link', { name: 'Hartwell LLP' });
    expect(sentTo('GET', '/api/v1/organization').at(-1)?.query).toMatchObject({
      status: 'INACTIVE',
      sortBy: 'candidateCount',
      orderBy: 'desc',
      page: '2',
      resultsPerPage: '20',
    });
    expect(screen.getByRole('columnheader', { name: /Candidates/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('sorts by a column from the keyboard and searches as you type, from the first page', async () => {
    const user = userEvent.setup();
    const { sentTo, location } = renderClients('/clients?page=1');
    await screen.findByRole('link', { name: 'Hartwell LLP' });
    screen.getByRole('button', { name: /Created/ }).focus();
    await user.keyboard('{Enter}');
    expect(location().search).toBe('?sort=createdAt');
    await user.type(screen.getByLabelText('Search by name or subdomain'), 'kings');
    await screen.findByText('Client organisations, 2 in all');
    await waitFor(() =>
      expect(sentTo('GET', '/api/v1/organization').at(-1)?.query).toMatchObject({
        searchTerm: 'kings',
        page: '0',
        sortBy: 'createdAt',
      }),
    );
  });

  it('filters by status and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { location } = renderClients('/clients', page([]));
    expect(await screen.findByText('No client organisations match.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'ARCHIVED');
    expect(location().search).toBe('?status=ARCHIVED');
  });
});
