import { delays } from '@shortlist/domain/constants';
import { renderScreen } from '@shortlist/shell/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takePendingApply } from '../../forms/pending-apply.ts';
import ApplyFlowScreen, { readApplyFlowKind } from './ApplyFlowScreen.tsx';

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('readApplyFlowKind', () => {
  it('tells the three apply flows apart by path', () => {
    expect(readApplyFlowKind('/applyp/7')).toBe('passport');
    expect(readApplyFlowKind('/applya/7')).toBe('anonymous');
    expect(readApplyFlowKind('/apply/7')).toBe('standard');
  });
});

describe('ApplyFlowScreen for a visitor', () => {
  it('on /applya asks for an email, sends the sign-in link and remembers the application', async () => {
    // The button locks itself for a second after each click (§2), so the clock is the test's.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { sentTo } = renderScreen(<ApplyFlowScreen />, {
      route: '/applya/:roleId',
      path: '/applya/7',
      api: { 'POST /api/public/user': { status: 204 } },
    });

    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(sentTo('POST', '/api/public/user')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: /Email/ }));
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'new@candidate.test');
    act(() => vi.advanceTimersByTime(delays.buttonLockout));
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(sentTo('POST', '/api/public/user')[0]?.query).toMatchObject({ email: 'new@candidate.test' });
    expect(takePendingApply(localStorage)).toBe('/apply/7');
  });

  it('on /apply sends a visitor to sign in and back', async () => {
    const { location } = renderScreen(<ApplyFlowScreen />, {
      route: '/apply/:roleId',
      path: '/apply/7?screenIndex=1',
    });
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(new URLSearchParams(location().search).get('url')).toBe('/apply/7');
  });
});
