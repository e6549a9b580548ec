import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimedAlert } from './TimedAlert.tsx';

describe('TimedAlert', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('appears about 10 ms after mount', () => {
    render(<TimedAlert title="Saved">Your profile is up to date.</TimedAlert>);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(10));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('status')).toHaveTextContent('Your profile is up to date.');
  });

  it('hides itself after 5000 ms by default and reports it', () => {
    const onHide = vi.fn();
    render(<TimedAlert title="Saved" onHide={onHide} />);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(onHide).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('takes another timeout', () => {
    render(<TimedAlert title="Saved" timeout={1000} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is an information status by default and an alert for errors', () => {
    const { rerender } = render(<TimedAlert title="Note" />);
    act(() => vi.advanceTimersByTime(10));
    expect(screen.getByRole('status')).toBeInTheDocument();
    rerender(<TimedAlert key="error" title="Failed" type="error" />);
    act(() => vi.advanceTimersByTime(10));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
  });
});
