import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSystemLogout } from './system-logout.ts';

describe('createSystemLogout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('logs out as the system 100 ms after it is asked to', () => {
    const onLogout = vi.fn();
    const logout = createSystemLogout(onLogout);
    logout.schedule();
    vi.advanceTimersByTime(99);
    expect(onLogout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLogout).toHaveBeenCalledExactlyOnceWith({ system: true });
    expect(logout.isPending).toBe(false);
  });

  it('dispatches one logout for requests made while one is pending, and a new one afterwards', () => {
    const onLogout = vi.fn();
    const logout = createSystemLogout(onLogout);
    logout.schedule();
    vi.advanceTimersByTime(50);
    logout.schedule();
    vi.advanceTimersByTime(100);
    expect(onLogout).toHaveBeenCalledTimes(1);
    logout.schedule();
    vi.advanceTimersByTime(100);
    expect(onLogout).toHaveBeenCalledTimes(2);
  });
});
