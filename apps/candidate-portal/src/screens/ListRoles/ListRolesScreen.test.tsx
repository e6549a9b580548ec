import { defaultRoleFilters } from '@shortlist/domain/schemas';
import type { RecordedRequest } from '@shortlist/shell/testing';
import { renderScreen } from '@shortlist/shell/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hartwell, hartwellOrganizationCall } from '../../app/test-fixtures.ts';
import ListRolesScreen from './ListRolesScreen.tsx';
import { activeRolesFilter } from './role-filters.ts';

function role(id: number, name: string) {
  return {
    id,
    name,
    description: null,
    roleType: 'graduate',
    roleLevel: null,
    department: 'corporate',
    location: 'london',
    employmentType: null,
    workArrangement: null,
    labels: { roleType: 'Training contract', department: 'Corporate', location: 'London' },
    openDate: null,
    deadline: null,
    deadlinePassed: false,
    organization: { id: 1, name: hartwell.name, subdomain: 'hartwell' },
  };
}

function page(request: RecordedRequest) {
  const number = Number(request.query.page ?? 0);
  return {
    content:
      number === 0
        ? [role(11, 'Training contract 2027'), role(12, 'Vacation scheme 2026')]
        : [role(13, 'Paralegal')],
    number,
    size: 2,
    totalElements: 3,
    totalPages: 2,
    first: number === 0,
    last: number === 1,
    hasNext: number === 0,
    hasPrevious: number === 1,
    hasContent: true,
    numberOfElements: number === 0 ? 2 : 1,
  };
}

const api = {
  [hartwellOrganizationCall]: hartwell,
  'GET /api/public/organization/hartwell/roleTypes': [
    { id: 1, value: 'graduate', label: 'Training contract' },
    { id: 2, value: 'internship', label: 'Vacation scheme' },
  ],
  'GET /api/public/organization/hartwell/roleLevels': [],
  'GET /api/public/organization/hartwell/departments': [{ id: 3, value: 'corporate', label: 'Corporate' }],
  'GET /api/public/organization/hartwell/locations': [
    { id: 4, value: 'london', label: 'London' },
    { id: 5, value: 'manchester', label: 'Manchester' },
  ],
  'POST /api/public/hartwell/roles': page,
};

const rolesPath = '/api/public/hartwell/roles';

describe('ListRolesScreen', () => {
  it('asks for the first page of open roles of the host organisation', async () => {
    const view = renderScreen(<ListRolesScreen />, { route: '/roles', path: '/roles', api });
    expect(await screen.findByRole('link', { name: 'Training contract 2027' })).toHaveAttribute(
      'href',
      '/job/11',
    );
    const [first] = view.sentTo('POST', rolesPath);
    expect(first?.query).toMatchObject({ page: '0', subdomain: 'hartwell' });
    expect(first?.body).toEqual({ filters: [activeRolesFilter] });
    expect(activeRolesFilter).toEqual(defaultRoleFilters[0]);
  });

  it('words the list in the organisation sector vocabulary', async () => {
    renderScreen(<ListRolesScreen />, { route: '/roles', path: '/roles', api });
    expect(
      await screen.findByText('Roles at Hartwell & Finch LLP: Training contract, Vacation scheme and more.'),
    ).toBeInTheDocument();
  });

  it('sends the chosen role type and location as filters and starts again at the first page', async () => {
    const user = userEvent.setup();
    const view = renderScreen(<ListRolesScreen />, { route: '/roles', path: '/roles?page=1', api });
    await user.selectOptions(await screen.findByLabelText('Role type'), 'internship');
    await user.selectOptions(screen.getByLabelText('Location'), 'manchester');
    expect(screen.queryByLabelText('Level')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show roles' }));

    await waitFor(() => expect(view.sentTo('POST', rolesPath).length).toBeGreaterThan(1));
    const last = view.sentTo('POST', rolesPath).at(-1);
    expect(last?.query.page).toBe('0');
    expect(last?.body).toEqual({
      filters: [
        activeRolesFilter,
        { type: 'roleType', value: 'internship' },
        { type: 'location', value: 'manchester' },
      ],
    });
    expect(view.location().search).toBe('?roleType=internship&location=manchester');
    expect(await screen.findByText('2 filters applied')).toBeInTheDocument();
  });

  it('pages through the roles with links that keep the address, followed without a reload', async () => {
    const user = userEvent.setup();
    const view = renderScreen(<ListRolesScreen />, {
      route: '/roles',
      path: '/roles?organization=hartwell&location=london',
      api,
      hostname: 'localhost',
    });
    const second = await screen.findByRole('link', { name: 'Page 2 of 2' });
    expect(second).toHaveAttribute('href', '/roles?organization=hartwell&location=london&page=1');
    expect(screen.getByRole('link', { name: 'Page 1 of 2' })).toHaveAttribute(
      'href',
      '/roles?organization=hartwell&location=london',
    );
    await user.click(second);
    expect(await screen.findByRole('link', { name: 'Paralegal' })).toBeInTheDocument();
    expect(view.sentTo('POST', rolesPath).at(-1)?.query.page).toBe('1');
    expect(view.location().search).toBe('?organization=hartwell&location=london&page=1');
  });

  it('is a GET form with named filters that carries the other parameters over and drops the page', async () => {
    renderScreen(<ListRolesScreen />, {
      route: '/roles',
      path: '/roles?organization=hartwell&utm_source=fair&page=1&location=london',
      api,
      hostname: 'localhost',
    });
    const form = (await screen.findByRole('form', { name: 'Filter roles', hidden: true })) as HTMLFormElement;
    expect(form.method).toBe('get');
    expect([...new FormData(form).entries()]).toEqual([
      ['organization', 'hartwell'],
      ['utm_source', 'fair'],
      ['roleType', ''],
      ['department', ''],
      ['location', 'london'],
    ]);
    expect(screen.getByRole('link', { name: 'Clear filters', hidden: true })).toHaveAttribute(
      'href',
      '/roles?organization=hartwell&utm_source=fair',
    );
  });

  it('folds the filters behind a toggle that counts the filters applied', async () => {
    renderScreen(<ListRolesScreen />, {
      route: '/roles',
      path: '/roles?roleType=internship&location=london',
      api,
    });
    const toggle = (await screen.findByText('Filter roles (2)')).closest('summary');
    expect(toggle?.parentElement?.tagName).toBe('DETAILS');
  });

  it('explains where roles are when the host names no organisation', async () => {
    renderScreen(<ListRolesScreen />, { route: '/roles', path: '/roles', api, hostname: 'localhost' });
    expect(
      await screen.findByRole('heading', { name: 'Roles are listed on each careers site' }),
    ).toBeInTheDocument();
  });
});
