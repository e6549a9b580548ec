import { apiError, renderScreen } from '@shortlist/shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import SignUpScreen from './SignUpScreen.tsx';

const organization = (signup: boolean) => ({
  id: 1,
  name: 'Hartwell & Finch LLP',
  subdomain: 'hartwell',
  sector: { id: 1, kind: 'LAW_FIRM' },
  countryBase: 'UK',
  signup,
});

const route = { route: '/signup', path: '/signup' };
const organizationPath = 'GET /api/public/organization/hartwell/';

async function fillIn(user: ReturnType<typeof userEvent.setup>, password = 'Str0ng#pass') {
  await user.type(await screen.findByLabelText(/^First name/), 'Ada');
  await user.type(screen.getByLabelText(/^Last name/), 'Lovelace');
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.test');
  await user.type(screen.getByLabelText(/^Password/), password);
}

describe('SignUpScreen', () => {
  it('says sign-up is closed, with no form, where the organisation does not allow it', async () => {
    renderScreen(<SignUpScreen />, { ...route, api: { [organizationPath]: organization(false) } });
    expect(await screen.findByRole('heading', { name: 'Sign-up is closed' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
  });

  it('offers the form on a host of no organisation without asking for one', async () => {
    const view = renderScreen(<SignUpScreen />, { ...route, hostname: 'localhost' });
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(view.requests.filter((request) => request.path.includes('/organization/'))).toHaveLength(0);
  });

  it('ticks the password rules as they are met', async () => {
    const user = userEvent.setup();
    renderScreen(<SignUpScreen />, { ...route, api: { [organizationPath]: organization(true) } });
    const password = await screen.findByLabelText(/^Password/);
    expect(screen.getByText('A digit').closest('li')).toHaveAttribute('data-met', 'false');
    await user.type(password, 'abc1');
    expect(screen.getByText('A digit').closest('li')).toHaveAttribute('data-met', 'true');
    expect(screen.getByText('An upper-case letter').closest('li')).toHaveAttribute('data-met', 'false');
  });

  it('shows field messages and keeps what was typed when the input is refused', async () => {
    const user = userEvent.setup();
    const view = renderScreen(<SignUpScreen />, {
      ...route,
      api: { [organizationPath]: organization(true) },
    });
    await fillIn(user, 'weak');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByText('Choose a password that meets every rule below.')).toBeInTheDocument();
    expect(screen.getByText('Accept the terms and conditions to continue.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ada');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('weak');
    expect(view.sentTo('POST', '/api/public/signup')).toHaveLength(0);
  });

  it('puts a taken address beside the email and keeps the form', async () => {
    const user = userEvent.setup();
    renderScreen(<SignUpScreen />, {
      ...route,
      api: {
        [organizationPath]: organization(true),
        'POST /api/public/signup': {
          status: 409,
          body: apiError('An account with this email already exists.'),
        },
      },
    });
    await fillIn(user);
    await user.click(screen.getByLabelText(/I accept the terms/));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.test');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the account and then asks the candidate to check their email', async () => {
    const user = userEvent.setup();
    const view = renderScreen(<SignUpScreen />, {
      ...route,
      api: {
        [organizationPath]: organization(true),
        'POST /api/public/signup': { status: 201, body: { id: 9, email: 'ada@example.test' } },
      },
    });
    await fillIn(user);
    await user.click(screen.getByLabelText(/I accept the terms/));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(/We have sent a link to ada@example.test/)).toBeInTheDocument();
    await waitFor(() => expect(view.sentTo('POST', '/api/public/signup')).toHaveLength(1));
    expect(view.sentTo('POST', '/api/public/signup')[0]?.body).toEqual({
      email: 'ada@example.test',
      password: 'Str0ng#pass',
      firstName: 'Ada',
      lastName: 'Lovelace',
      preferredName: null,
      acceptTerms: true,
      acceptResearch: false,
    });
  });
});
