import { delays } from '@shortlist/domain/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminScreen } from '../../app/render-admin-screen.tsx';
import OrganizationContactsScreen from './OrganizationContactsScreen.tsx';

// An organisation's contacts in the admin console: add, edit and remove, as the calls show it.

const sam = { id: 5, name: 'Sam Ortiz', email: 'sam@larch.test', phone: null, role: 'Partner' };
const base = '/api/v1/organization/9/contacts';
const open = (api: Record<string, unknown>) =>
  renderAdminScreen(<OrganizationContactsScreen />, {
    route: '/admin/organizations/:organizationId/contacts',
    path: '/admin/organizations/9/contacts',
    api: { [`GET ${base}`]: [sam], ...api },
  });

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('OrganizationContactsScreen', () => {
  it('adds a contact, leaving out an empty phone, and refuses a bad email before sending', async () => {
    // The kit's buttons ignore a second click within a second (§2), so the clock is the test's.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { sentTo } = open({ [`POST ${base}`]: { ...sam, id: 6, name: 'Lee Park' } });
    await screen.findByText('Sam Ortiz');
    await user.type(screen.getByLabelText('Name'), 'Lee Park');
    await user.type(screen.getByLabelText('Email'), 'lee@');
    await user.click(screen.getByRole('button', { name: 'Save contact' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'));
    expect(sentTo('POST', base)).toHaveLength(0);
    await user.type(screen.getByLabelText('Email'), 'larch.test');
    act(() => vi.advanceTimersByTime(delays.buttonLockout));
    await user.click(screen.getByRole('button', { name: 'Save contact' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Contact saved.'));
    expect(sentTo('POST', base)[0]?.body).toEqual({
      name: 'Lee Park',
      email: 'lee@larch.test',
      phone: null,
      role: null,
    });
  });

  it('edits a contact in place and removes one after confirming', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { sentTo } = open({
      [`POST ${base}/5`]: { ...sam, role: 'Senior partner' },
      [`DELETE ${base}/5`]: { status: 204 },
    });
    const row = (await screen.findByText('Sam Ortiz')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('heading', { name: 'Edit Sam Ortiz' })).toBeVisible();
    await userEvent.clear(screen.getByLabelText('Role'));
    await userEvent.type(screen.getByLabelText('Role'), 'Senior partner');
    await userEvent.click(screen.getByRole('button', { name: 'Save contact' }));
    await waitFor(() =>
      expect(sentTo('POST', `${base}/5`)[0]?.body).toMatchObject({ role: 'Senior partner' }),
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Sam Ortiz is no longer a contact.'),
    );
    expect(sentTo('DELETE', `${base}/5`)).toHaveLength(1);
  });
});
