import type { ListeningApp } from '@shortlist/api/testing';
import { demoPassword, startListeningApp } from '@shortlist/api/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequireLogin } from '../src/react/RequireLogin.tsx';
import { renderApp } from '../src/react/test-support.tsx';
import { countSignInCodes, nextSignInCode } from './support/sign-in-codes.ts';

// The login screen against the real API (apps/api on a fresh PGlite), as a person uses it in a browser.

let api: ListeningApp;

beforeAll(async () => {
  api = await startListeningApp();
});

afterAll(async () => {
  await api.close();
});

const otpManager = 'otp.manager@hartwell.test';
const candidate = 'candidate@hartwell.test';

const privatePage = [{ path: '/applications', element: <RequireLogin>Private applications</RequireLogin> }];

describe('LoginScreen', () => {
  it('asks for the code after HTTP 206, signs in with it and returns to the page asked for', async () => {
    const user = userEvent.setup();
    const { location, shell } = renderApp({
      routes: privatePage,
      path: '/applications?tab=2',
      baseUrl: api.url,
    });
    await waitFor(() => expect(location().pathname).toBe('/login'));

    await user.type(await screen.findByLabelText(/^Email/), otpManager);
    await user.type(screen.getByLabelText(/^Password/), demoPassword);
    const sent = countSignInCodes(api, otpManager);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const codeField = await screen.findByLabelText(/One-time code/);
    expect(
      screen.getByText(`We have sent a one-time code to ${otpManager}. It proves this device is yours.`),
    ).toBeInTheDocument();
    await user.type(codeField, await nextSignInCode(api, otpManager, sent));
    await user.click(screen.getByRole('button', { name: 'Verify code' }));

    expect(await screen.findByText('Private applications')).toBeInTheDocument();
    expect(location().pathname).toBe('/applications');
    expect(location().search).toBe('?tab=2');
    expect(shell().user.getState().user?.email).toBe(otpManager);
    // The remembered device: the client keeps the value the server gave with the code.
    expect(shell().api.otpCookies.read(otpManager)).toEqual(expect.any(String));
  });

  it('keeps what was typed and puts the messages beside the fields', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/login', baseUrl: api.url });
    const email = await screen.findByLabelText(/^Email/);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter an email address like name@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(email).toHaveValue('not-an-email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the API message for a wrong password and keeps the email', async () => {
    const user = userEvent.setup();
    const { shell } = renderApp({ path: '/login', baseUrl: api.url });
    const email = await screen.findByLabelText(/^Email/);
    await user.type(email, candidate);
    await user.type(screen.getByLabelText(/^Password/), 'Wrong#2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is incorrect.');
    expect(email).toHaveValue(candidate);
    expect(shell().login.getState().isLoggedIn).toBe(false);
  });

  it("asks for a new code when the server refuses this device's remembered value ('Invalid login cookie.')", async () => {
    const user = userEvent.setup();
    const { shell } = renderApp({ path: '/login', baseUrl: api.url });
    await screen.findByLabelText(/^Email/);
    shell().api.otpCookies.save(otpManager, 'a-device-the-server-never-saw');
    await user.type(screen.getByLabelText(/^Email/), otpManager);
    await user.type(screen.getByLabelText(/^Password/), demoPassword);
    const sent = countSignInCodes(api, otpManager);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(
      await screen.findByText(
        `This device is no longer remembered. We have sent a new one-time code to ${otpManager}.`,
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/One-time code/), await nextSignInCode(api, otpManager, sent));
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    await waitFor(() => expect(shell().login.getState().isLoggedIn).toBe(true));
  });
});
