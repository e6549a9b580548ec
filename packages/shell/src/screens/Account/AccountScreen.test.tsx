import { delays } from '@shortlist/domain/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, renderApp, signedInStorage, testUser } from '../../react/test-support.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('AccountScreen', () => {
  it('uses the layout of the user type', async () => {
    const { container } = renderApp({
      path: '/account',
      storage: signedInStorage(),
      fetch: createFakeFetch({ 'GET /api/v1/user': { json: testUser('HIRING_MANAGER_ADMIN') } }),
    });
    await screen.findByRole('heading', { name: 'Account', level: 1 });
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'managerAdmin');
  });

  it('refuses SMS without a valid UK mobile, keeps the number, then saves a good one', async () => {
    // §2: the primary button ignores clicks for 1 s after a click, so the clock is the test's.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const saved = vi.fn(() => ({
      json: { ...testUser('CANDIDATE'), contactChannels: ['EMAIL', 'SMS'], mobile: '07700900123' },
    }));
    renderApp({
      path: '/account',
      storage: signedInStorage(),
      fetch: createFakeFetch({
        'GET /api/v1/user': { json: { ...testUser('CANDIDATE'), contactChannels: ['EMAIL'], mobile: null } },
        'PUT /api/v1/user/security': saved,
      }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Text message' }));
    const mobile = screen.getByLabelText(/^Mobile number/);
    await user.type(mobile, '01234');
    await user.click(screen.getByRole('button', { name: 'Save contact preferences' }));
    expect(await screen.findByText('Enter a UK mobile number starting 07 or +44 7.')).toBeInTheDocument();
    expect(mobile).toHaveValue('01234');
    expect(saved).not.toHaveBeenCalled();

    await user.clear(mobile);
    await user.type(mobile, '07700 900123');
    act(() => vi.advanceTimersByTime(delays.buttonLockout));
    expect(screen.getByRole('button', { name: 'Save contact preferences' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await user.click(screen.getByRole('button', { name: 'Save contact preferences' }));
    expect(await screen.findByText('Contact preferences updated.')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('asks for the current password to change the sign-in email, then says to check the new inbox', async () => {
    const user = userEvent.setup();
    const sent: Request[] = [];
    const saved = vi.fn((request: Request) => {
      sent.push(request.clone());
      return { json: { ...testUser('CANDIDATE'), pendingEmail: 'new.ada@example.test' } };
    });
    renderApp({
      path: '/account',
      storage: signedInStorage(),
      fetch: createFakeFetch({
        'GET /api/v1/user': { json: testUser('CANDIDATE') },
        'PUT /api/v1/user': saved,
      }),
    });
    const details = within(await screen.findByRole('region', { name: 'Your details' }));
    const email = details.getByRole('textbox', { name: /^Email/ });
    expect(details.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'new.ada@example.test');
    await user.type(details.getByLabelText(/^Current password/), 'Shortlist#2026');
    await user.click(details.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(/Check the inbox of new\.ada@example\.test/)).toBeInTheDocument();
    expect(await sent[0]?.json()).toMatchObject({
      email: 'new.ada@example.test',
      currentPassword: 'Shortlist#2026',
    });
    // The field shows the sign-in email again: it has not changed yet.
    expect(email).toHaveValue('ada@example.test');
  });

  it('deletes the account once DELETE is typed, signs out and goes to /signup', async () => {
    const user = userEvent.setup();
    const deleted = vi.fn(() => ({ status: 204 }));
    const { location, shell } = renderApp({
      routes: [{ path: '/signup', element: <p>Sign up page</p> }],
      path: '/account',
      storage: signedInStorage(),
      fetch: createFakeFetch({
        'GET /api/v1/user': { json: testUser('CANDIDATE') },
        'DELETE /api/v1/user/deleteMe': deleted,
        'DELETE /oauth/access-token': { status: 204 },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete your account? This cannot be undone.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Type DELETE to confirm/), 'delete ');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    await waitFor(() => expect(location().pathname).toBe('/signup'));
    expect(deleted).toHaveBeenCalledTimes(1);
    expect(shell().login.getState().isLoggedIn).toBe(false);
  });

  it('keeps the account when the confirmation phrase is not typed, and says what to type', async () => {
    const user = userEvent.setup();
    const deleted = vi.fn(() => ({ status: 204 }));
    const { location } = renderApp({
      path: '/account',
      storage: signedInStorage(),
      fetch: createFakeFetch({
        'GET /api/v1/user': { json: testUser('CANDIDATE') },
        'DELETE /api/v1/user/deleteMe': deleted,
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Type DELETE to confirm/), 'delete my account');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(
      await within(dialog).findByText('Type DELETE exactly to delete your account.'),
    ).toBeInTheDocument();
    expect(deleted).not.toHaveBeenCalled();
    expect(location().pathname).toBe('/account');
  });

  it('downloads the user’s data as a file and says so', async () => {
    const user = userEvent.setup();
    const exported = vi.fn(() => ({ json: { archive: true } }));
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:my-data');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    // jsdom cannot follow a download link; the click is what hands the file to a browser.
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp({
      path: '/account',
      storage: signedInStorage(),
      fetch: createFakeFetch({
        'GET /api/v1/user': { json: testUser('CANDIDATE') },
        'GET /api/v1/user/export': exported,
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));

    expect(await screen.findByText('Your data has been downloaded.')).toBeInTheDocument();
    expect(exported).toHaveBeenCalledTimes(1);
    // The file handed to the browser holds what the API exported.
    const [file] = createObjectURL.mock.calls[0] ?? [];
    expect(JSON.parse((await file?.text()) ?? 'null')).toEqual({ archive: true });
    expect(saved).toHaveBeenCalledTimes(1);
    saved.mockRestore();
    vi.unstubAllGlobals();
  });

  it('says when the download failed', async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/account',
      storage: signedInStorage(),
      fetch: createFakeFetch({
        'GET /api/v1/user': { json: testUser('CANDIDATE') },
        'GET /api/v1/user/export': { status: 500, json: { message: 'failed' } },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(
      await screen.findByText('Your data could not be downloaded. Try again in a moment.'),
    ).toBeInTheDocument();
  });
});
