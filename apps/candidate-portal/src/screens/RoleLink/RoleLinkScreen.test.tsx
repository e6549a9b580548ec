import { renderScreen } from '@shortlist/shell/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import RoleLinkScreen from './RoleLinkScreen.tsx';
import { resolveRoleId } from './role-read.ts';

const role = {
  id: 12,
  name: 'Training contract 2027',
  description: 'Two years in four seats.\n\nApply by the deadline.',
  roleType: 'graduate',
  roleLevel: null,
  department: null,
  location: 'london',
  employmentType: null,
  workArrangement: null,
  labels: { roleType: 'Training contract', location: 'London' },
  openDate: null,
  deadline: null,
  deadlinePassed: false,
  organization: { id: 1, name: 'Hartwell & Finch LLP', subdomain: 'hartwell' },
  status: 'LIVE',
  open: true,
};

describe('resolveRoleId', () => {
  it('reads a link of digits as the role id without asking the API', async () => {
    const resolveToken = vi.fn();
    await expect(resolveRoleId('12', resolveToken)).resolves.toBe(12);
    expect(resolveToken).not.toHaveBeenCalled();
  });

  it('resolves any other link as a url token', async () => {
    await expect(resolveRoleId('a1B2c3', async () => ({ roleId: 31 }))).resolves.toBe(31);
  });
});

describe('RoleLinkScreen', () => {
  it('shows the role a url token names, with Apply leading to /apply/{roleId}', async () => {
    renderScreen(<RoleLinkScreen />, {
      route: '/job/:link',
      path: '/job/tok3n',
      api: {
        'GET /api/public/urlToken/tok3n': { roleId: 12 },
        'GET /api/public/hartwell/roles/12': role,
      },
    });
    expect(await screen.findByRole('heading', { name: 'Training contract 2027' })).toBeInTheDocument();
    expect(screen.getByText('Training contract', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Apply now' })[0]).toHaveAttribute('href', '/apply/12');
  });

  it('shows the stated salary in its currency, a range or one figure', async () => {
    renderScreen(<RoleLinkScreen />, {
      route: '/job/:link',
      path: '/job/12',
      api: {
        'GET /api/public/hartwell/roles/12': {
          ...role,
          salary: { min: 42000, max: 48000, currency: 'GBP', period: 'YEAR' },
        },
      },
    });
    expect(await screen.findByText('£42,000 to £48,000 a year', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Salary', { selector: 'dt' })).toBeInTheDocument();
  });

  it('shows pence of an hourly rate, and no salary row for a role without one', async () => {
    const { unmount } = renderScreen(<RoleLinkScreen />, {
      route: '/job/:link',
      path: '/job/12',
      api: {
        'GET /api/public/hartwell/roles/12': {
          ...role,
          salary: { min: 15.75, max: null, currency: 'EUR', period: 'HOUR' },
        },
      },
    });
    expect(await screen.findByText('€15.75 an hour', { selector: 'dd' })).toBeInTheDocument();
    unmount();
    renderScreen(<RoleLinkScreen />, {
      route: '/job/:link',
      path: '/job/12',
      api: { 'GET /api/public/hartwell/roles/12': { ...role, salary: null } },
    });
    expect(await screen.findByRole('heading', { name: 'Training contract 2027' })).toBeInTheDocument();
    expect(screen.queryByText('Salary')).not.toBeInTheDocument();
  });

  it("shows the editor's rich text as formatted text, not as tags", async () => {
    const description = '<h2>The seats</h2><ul><li><strong>Corporate</strong></li><li>Litigation</li></ul>';
    renderScreen(<RoleLinkScreen />, {
      route: '/job/:link',
      path: '/job/12',
      api: { 'GET /api/public/hartwell/roles/12': { ...role, description } },
    });
    expect(await screen.findByRole('heading', { name: 'The seats', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Corporate', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByText(/<h2>/)).not.toBeInTheDocument();
  });

  it('says a closed role is closed instead of offering Apply', async () => {
    renderScreen(<RoleLinkScreen />, {
      route: '/job/:link',
      path: '/job/12',
      api: { 'GET /api/public/hartwell/roles/12': { ...role, status: 'CLOSED', open: false } },
    });
    expect(await screen.findByRole('heading', { name: 'Training contract 2027' })).toBeInTheDocument();
    expect(screen.getAllByText('Applications closed')).not.toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Apply now' })).not.toBeInTheDocument();
  });

  it('says the link leads nowhere when the role is gone', async () => {
    renderScreen(<RoleLinkScreen />, { route: '/job/:link', path: '/job/99' });
    expect(await screen.findByRole('heading', { name: 'Role not found' })).toBeInTheDocument();
  });
});
